import { buildRouteTree, RoutedApp } from './router';
import { adminRoutes } from './routes-admin';
import { StaffShell } from './staff-shell';

export function adminRouteTree() {
  return buildRouteTree(<StaffShell />, adminRoutes);
}

export function AdminApp() {
  return <RoutedApp routes={adminRouteTree()} />;
}
