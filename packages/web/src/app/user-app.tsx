import { buildRouteTree, RoutedApp } from './router';
import { userRoutes } from './routes-user';
import { UserShell } from './user-shell';

export function userRouteTree() {
  return buildRouteTree(<UserShell />, userRoutes);
}

export function UserApp() {
  return <RoutedApp routes={userRouteTree()} />;
}
