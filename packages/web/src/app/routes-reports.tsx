import { Navigate, type RouteObject } from 'react-router';
import { screen } from './lazy-screen';

const ReportsScreen = screen(
  () => import('../features/admin-reports/components/reports-screen'),
  'ReportsScreen',
);
const OccupancyReportScreen = screen(
  () => import('../features/admin-reports/components/occupancy-report-screen'),
  'OccupancyReportScreen',
);
const DailyReportScreen = screen(
  () => import('../features/admin-reports/components/daily-report-screen'),
  'DailyReportScreen',
);

const StatisticsScreen = screen(
  () => import('../features/admin-statistics/components/statistics-screen'),
  'StatisticsScreen',
);
const YearSummaryScreen = screen(
  () => import('../features/admin-statistics/components/year-summary-screen'),
  'YearSummaryScreen',
);

const ApplicationsScreen = screen(
  () => import('../features/admin-applications/components/applications-screen'),
  'ApplicationsScreen',
);
const ApplicationScreen = screen(
  () => import('../features/admin-applications/components/application-screen'),
  'ApplicationScreen',
);

/**
 * The reports interface (role REPORTS): the report screens and, read only, the user
 * applications; `/` opens the reports.
 */
export const reportsRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/reports" replace /> },
  { path: 'reports', element: <ReportsScreen /> },
  { path: 'occupancy-report', element: <OccupancyReportScreen /> },
  { path: 'daily-report/:id', element: <DailyReportScreen /> },
  { path: 'statistics', element: <StatisticsScreen /> },
  { path: 'statistics/year', element: <YearSummaryScreen /> },
  { path: 'applications', element: <ApplicationsScreen /> },
  { path: 'applications/:id', element: <ApplicationScreen /> },
];
