import { PlatformShell } from './platform-shell';
import { buildRouteTree, RoutedApp } from './router';
import { platformRoutes } from './routes-platform';

export function platformRouteTree() {
  return buildRouteTree(<PlatformShell />, platformRoutes);
}

/** Interface mode `platform` (`/platform/`): the platform administrators' screens. */
export function PlatformApp() {
  return <RoutedApp routes={platformRouteTree()} />;
}
