import { buildRouteTree, RoutedApp } from './router';
import { reportsRoutes } from './routes-reports';
import { StaffShell } from './staff-shell';

export function reportsRouteTree() {
  return buildRouteTree(<StaffShell />, reportsRoutes);
}

export function ReportsApp() {
  return <RoutedApp routes={reportsRouteTree()} />;
}
