import { buildRouteTree, RoutedApp } from './router';
import { deskRoutes } from './routes-desk';
import { StaffShell } from './staff-shell';

export function deskRouteTree() {
  return buildRouteTree(<StaffShell />, deskRoutes);
}

export function DeskApp() {
  return <RoutedApp routes={deskRouteTree()} />;
}
