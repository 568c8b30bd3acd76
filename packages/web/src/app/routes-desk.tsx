import type { RouteObject } from 'react-router';
import { screen } from './lazy-screen';

const CheckInScreen = screen(
  () => import('../features/admin-checkin/components/check-in-screen'),
  'CheckInScreen',
);

const PullListScreen = screen(
  () => import('../features/admin-pull-list/components/pull-list-screen'),
  'PullListScreen',
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
 * The desk interface (role DESK): today's check-in screen at `/`, and the pull
 * list of the ordered records, the user applications (decided at the desk too).
 */
export const deskRoutes: RouteObject[] = [
  { index: true, element: <CheckInScreen /> },
  { path: 'pull-list', element: <PullListScreen /> },
  { path: 'applications', element: <ApplicationsScreen /> },
  { path: 'applications/:id', element: <ApplicationScreen /> },
];
