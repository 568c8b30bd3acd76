import type { RouteObject } from 'react-router';
import { screen } from './lazy-screen';

const CheckInScreen = screen(
  () => import('../features/admin-checkin/components/check-in-screen'),
  'CheckInScreen',
);

/** The desk interface (role DESK, issue 12): only today's check-in screen, at `/`. */
export const deskRoutes: RouteObject[] = [{ index: true, element: <CheckInScreen /> }];
