import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';

const ReportsScreen = lazy(() => import('./screens/reports-screen').then((m) => ({ default: m.ReportsScreen })));

/** The reports interface (role REPORTS): only the report screens; `/` opens the list. */
export const reportsRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/reports" replace /> },
  { path: 'reports', element: <ReportsScreen /> },
];
