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

/**
 * The desk interface (role DESK): today's check-in screen at `/`, and the pull
 * list of the ordered records.
 */
export const deskRoutes: RouteObject[] = [
  { index: true, element: <CheckInScreen /> },
  { path: 'pull-list', element: <PullListScreen /> },
];
