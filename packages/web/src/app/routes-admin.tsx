import { lazy } from 'react';
import type { RouteObject } from 'react-router';

// Every staff screen is its own chunk; this module itself is only reached through the
// dynamic import in bootstrap.tsx, so the visitor bundle never contains it.
const AdminDashboardScreen = lazy(() =>
  import('./screens/admin-dashboard-screen').then((m) => ({ default: m.AdminDashboardScreen })),
);
const ReportsScreen = lazy(() => import('./screens/reports-screen').then((m) => ({ default: m.ReportsScreen })));

/** The admin interface's screens (spec §2 "Admin interface"), relative to `/admin/`. */
export const adminRoutes: RouteObject[] = [
  { index: true, element: <AdminDashboardScreen /> },
  { path: 'reports', element: <ReportsScreen /> },
];
