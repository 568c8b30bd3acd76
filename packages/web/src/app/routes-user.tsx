import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RoomChooserScreen } from '../features/booking/components/room-chooser-screen';

// Only the first route (the room chooser) is in the entry chunk: the visitor budget is
// 150 KB gzip of JavaScript for it (STACK-NOTES pitfall 6; `npm run bench:bundle`). The other
// screens are their own chunks, loaded when reached; the form screens also need zod and
// react-hook-form.
const RoomCalendarScreen = lazy(() =>
  import('../features/booking/components/room-calendar-screen').then((m) => ({
    default: m.RoomCalendarScreen,
  })),
);
const CartScreen = lazy(() =>
  import('../features/booking/components/cart-screen').then((m) => ({ default: m.CartScreen })),
);
const ConfirmationScreen = lazy(() =>
  import('../features/booking/components/confirmation-screen').then((m) => ({
    default: m.ConfirmationScreen,
  })),
);
const PersonalDataScreen = lazy(() =>
  import('../features/booking/components/personal-data-screen').then((m) => ({
    default: m.PersonalDataScreen,
  })),
);
const SummaryScreen = lazy(() =>
  import('../features/booking/components/summary-screen').then((m) => ({
    default: m.SummaryScreen,
  })),
);

const WaitingListOfferScreen = lazy(() =>
  import('../features/booking/components/waiting-list-screens').then((m) => ({
    default: m.WaitingListOfferScreen,
  })),
);
const WaitingListLeaveScreen = lazy(() =>
  import('../features/booking/components/waiting-list-screens').then((m) => ({
    default: m.WaitingListLeaveScreen,
  })),
);

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
  // the links of the waiting list mails (issue 12)
  { path: 'waitlist/:token', element: <WaitingListOfferScreen /> },
  { path: 'waitlist/:token/leave', element: <WaitingListLeaveScreen /> },
];
