import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { CartScreen } from '../features/booking/components/cart-screen';
import { ConfirmationScreen } from '../features/booking/components/confirmation-screen';
import { RoomCalendarScreen } from '../features/booking/components/room-calendar-screen';
import { RoomChooserScreen } from '../features/booking/components/room-chooser-screen';

// The form screens need zod and react-hook-form: their own chunks, loaded when reached.
const PersonalDataScreen = lazy(() =>
  import('../features/booking/components/personal-data-screen').then((m) => ({ default: m.PersonalDataScreen })),
);
const SummaryScreen = lazy(() => import('../features/booking/components/summary-screen').then((m) => ({ default: m.SummaryScreen })));

/**
 * The visitor's screens (spec §2 "User interface"), relative to the base URL. Unknown paths
 * redirect to `/` (router.tsx). Staff routes never appear here.
 */
export const userRoutes: RouteObject[] = [
  { index: true, element: <RoomChooserScreen /> },
  { path: 'room/:id', element: <RoomCalendarScreen /> },
  { path: 'your-reservations', element: <CartScreen /> },
  { path: 'your-personal-data', element: <PersonalDataScreen /> },
  { path: 'summary', element: <SummaryScreen /> },
  { path: 'reservation-confirmation/:ownerId', element: <ConfirmationScreen /> },
];
