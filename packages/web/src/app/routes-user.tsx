import { matchRoutes, type RouteObject } from 'react-router';
import type { WebConfig } from '../config';
import { roomsQueryOptions } from '../features/booking/api';
import { RoomChooserScreen } from '../features/booking/components/room-chooser-screen';
import { PUBLIC_BODY_PATHS } from '../components/public-body-links';
import { preloadableScreen } from './lazy-screen';
import type { ScreenPreparationContext } from './screen-preparation';
import { toBasename } from './router';

// Only the first route (the room chooser) is in the entry chunk: the visitor budget is
// 150 KB gzip of JavaScript for it (`npm run bench:bundle`). The other
// screens are their own chunks, loaded when reached (or, for the page's first screen, next to
// the texts: prepareUserScreen); the form screens also need zod and react-hook-form.
const RoomCalendarScreen = preloadableScreen(
  () => import('../features/booking/components/room-calendar-screen'),
  'RoomCalendarScreen',
);
const CartScreen = preloadableScreen(
  () => import('../features/booking/components/cart-screen'),
  'CartScreen',
);
const ConfirmationScreen = preloadableScreen(
  () => import('../features/booking/components/confirmation-screen'),
  'ConfirmationScreen',
);
const PersonalDataScreen = preloadableScreen(
  () => import('../features/booking/components/personal-data-screen'),
  'PersonalDataScreen',
);
const SummaryScreen = preloadableScreen(
  () => import('../features/booking/components/summary-screen'),
  'SummaryScreen',
);
const WaitingRoomScreen = preloadableScreen(
  () => import('../features/booking/components/waiting-room-screen'),
  'WaitingRoomScreen',
);
const WaitingListOfferScreen = preloadableScreen(
  () => import('../features/booking/components/waiting-list-screens'),
  'WaitingListOfferScreen',
);
const WaitingListLeaveScreen = preloadableScreen(
  () => import('../features/booking/components/waiting-list-screens'),
  'WaitingListLeaveScreen',
);

// The reader's sign-in and "My data" (texts in `reader`).
const SignInScreen = preloadableScreen(
  () => import('../features/reader/components/sign-in-screen'),
  'SignInScreen',
);
const MyDataScreen = preloadableScreen(
  () => import('../features/reader/components/my-data-screen'),
  'MyDataScreen',
);

// A group's request (linked from the room's calendar) and the page of its mails' link
// (texts in `groups`).
const GroupRequestScreen = preloadableScreen(
  () => import('../features/group-request/components/group-request-screen'),
  'GroupRequestScreen',
);
const GroupManageScreen = preloadableScreen(
  () => import('../features/group-request/components/group-manage-screen'),
  'GroupManageScreen',
);

// The pages a public body offers to everyone (accessibility statement and feedback, Easy
// German, the built-in privacy notice): one chunk for the four, texts in `public-body`.
const PublicBodyScreen = preloadableScreen(
  () => import('../features/public-body/components/public-body-screen'),
  'PublicBodyScreen',
);

interface Preparation {
  /** the screen's code (a lazy screen's chunk) */
  code?: () => Promise<unknown>;
  /** the data its first render shows, into the query cache */
  data?: (ctx: ScreenPreparationContext) => Promise<unknown>;
  /** text namespaces besides `booking` (loaded with the texts, before the first render) */
  namespaces?: readonly string[];
  /**
   * the visitor's own link from a mail: the screen opens without the privacy notice, which
   * the visitor accepted when booking (the notice stays reachable in the footer)
   */
  ownLink?: boolean;
}

// The records texts are a namespace of their own, loaded only with the screens
// that show them: they are not part of the first route's download.
const RECORDS = ['records'] as const;
// The texts of a booking once made (the confirmation, the booking's page and its cancel
// dialog), likewise: only with the summary and the booking's page.
const BOOKED = ['records', 'booked'] as const;
// The reader's texts: the sign-in, "My data", and the booking's research part (purpose,
// topic, user application) on the personal data step and the summary.
const READER = ['reader'] as const;

/**
 * The visitor's screens ("User interface"), relative to the base URL. Unknown paths
 * redirect to `/` (router.tsx). Staff routes never appear here. `handle` says how to prepare
 * the screen when a page opens on it (prepareUserScreen).
 */
export const userRoutes: RouteObject[] = [
  {
    index: true,
    element: <RoomChooserScreen />,
    handle: {
      data: ({ api, queryClient }) => queryClient.prefetchQuery(roomsQueryOptions(api)),
    } satisfies Preparation,
  },
  {
    path: 'room/:id',
    element: <RoomCalendarScreen />,
    handle: {
      code: RoomCalendarScreen.preload,
      // the room and the month's slots (room-calendar-data.ts, a chunk of its own)
      data: (ctx) => import('./room-calendar-data').then((m) => m.roomCalendarData(ctx)),
      namespaces: RECORDS,
    } satisfies Preparation,
  },
  // the waiting room of a room's fair opening
  {
    path: 'room/:id/waiting-room',
    element: <WaitingRoomScreen />,
    handle: { code: WaitingRoomScreen.preload, namespaces: ['opening'] } satisfies Preparation,
  },
  {
    path: 'your-reservations',
    element: <CartScreen />,
    handle: { code: CartScreen.preload } satisfies Preparation,
  },
  {
    path: 'your-personal-data',
    element: <PersonalDataScreen />,
    handle: { code: PersonalDataScreen.preload, namespaces: READER } satisfies Preparation,
  },
  {
    path: 'summary',
    element: <SummaryScreen />,
    handle: {
      code: SummaryScreen.preload,
      namespaces: [...BOOKED, ...READER],
    } satisfies Preparation,
  },
  {
    path: 'reservation-confirmation/:ownerId',
    element: <ConfirmationScreen />,
    handle: {
      code: ConfirmationScreen.preload,
      namespaces: BOOKED,
      ownLink: true,
    } satisfies Preparation,
  },
  // the reader: signing in (by code, or by the mailed link `?token=…`) and their data
  {
    path: 'anmelden',
    element: <SignInScreen />,
    handle: { code: SignInScreen.preload, namespaces: READER } satisfies Preparation,
  },
  {
    path: 'meine-daten',
    element: <MyDataScreen />,
    handle: { code: MyDataScreen.preload, namespaces: READER } satisfies Preparation,
  },
  // a group visit: the request, and the page of the request's mails
  {
    path: 'room/:id/group-request',
    element: <GroupRequestScreen />,
    handle: { code: GroupRequestScreen.preload, namespaces: ['groups'] } satisfies Preparation,
  },
  {
    path: 'group/:token',
    element: <GroupManageScreen />,
    handle: {
      code: GroupManageScreen.preload,
      namespaces: ['groups'],
      ownLink: true,
    } satisfies Preparation,
  },
  // the links of the waiting list mails
  {
    path: 'waitlist/:token',
    element: <WaitingListOfferScreen />,
    handle: { code: WaitingListOfferScreen.preload } satisfies Preparation,
  },
  {
    path: 'waitlist/:token/leave',
    element: <WaitingListLeaveScreen />,
    handle: { code: WaitingListLeaveScreen.preload } satisfies Preparation,
  },
  // they open without the privacy notice (user-shell.tsx)
  ...Object.values(PUBLIC_BODY_PATHS).map((path) => ({
    path: path.slice(1),
    element: <PublicBodyScreen />,
    handle: {
      code: PublicBodyScreen.preload,
      namespaces: ['privacy', 'public-body'],
    } satisfies Preparation,
  })),
];

/** How long the first render waits for the screen's data before showing its loading state. */
export const FIRST_SCREEN_DATA_WAIT_MS = 1000;

/**
 * Whether `pathname` (under the router's `basename`) is a visitor's own mailed link that
 * opens without the privacy notice (`ownLink`): the booking's page.
 */
export function isOwnLink(pathname: string, basename = '/'): boolean {
  const match = matchRoutes(userRoutes, pathname, basename)?.at(-1);
  return ((match?.route.handle ?? {}) as Preparation).ownLink === true;
}

/** The text namespaces (besides `booking`) of the screen a page opens on. */
export function userScreenNamespaces(pathname: string, config: WebConfig): readonly string[] {
  const match = matchRoutes(userRoutes, pathname, toBasename(config.baseUrl))?.at(-1);
  return ((match?.route.handle ?? {}) as Preparation).namespaces ?? [];
}

/**
 * Prepares the screen a page opens on, next to the texts and before the first render: its
 * chunk, and its data in the query cache (waited for up to {@link FIRST_SCREEN_DATA_WAIT_MS};
 * a slower answer arrives after the loading state, as on any later screen). The screen then
 * appears whole in one paint, instead of a loading state that the content pushes away
 * (Lighthouse). Never fails: a chunk that cannot load fails again, visibly, when
 * the screen renders.
 */
export async function prepareUserScreen(
  location: { pathname: string; search: string },
  ctx: Omit<ScreenPreparationContext, 'params' | 'search'>,
): Promise<void> {
  const match = matchRoutes(userRoutes, location.pathname, toBasename(ctx.config.baseUrl))?.at(-1);
  if (!match) return;
  const preparation = (match.route.handle ?? {}) as Preparation;
  const full = { ...ctx, params: match.params, search: new URLSearchParams(location.search) };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waitForData = preparation.data
    ? Promise.race([
        preparation.data(full),
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, FIRST_SCREEN_DATA_WAIT_MS);
        }),
      ])
    : undefined;
  try {
    await Promise.all([preparation.code?.(), waitForData]);
  } catch {
    // shown by the screen (chunk) or its query (data)
  } finally {
    clearTimeout(timer);
  }
}
