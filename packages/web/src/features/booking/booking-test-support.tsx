// Shared by the visitor booking tests: a cart ticket, a visitor's personal data, and the
// visitor's screens in a router on a fetch double.
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { NotificationList } from '../../components/notifications/notification-list';
import { renderWithProviders } from '../../test/render';
import type { Room, Ticket, VisitorRoom } from './api-types';
import { CartScreen } from './components/cart-screen';
import { ConfirmationScreen } from './components/confirmation-screen';
import { PersonalDataScreen } from './components/personal-data-screen';
import { RoomCalendarScreen } from './components/room-calendar-screen';
import { RoomChooserScreen } from './components/room-chooser-screen';
import { SummaryScreen } from './components/summary-screen';
import type { PersonalData } from './storage';

/** Room 7 (Lesesaal Ost) as the API sends it: bookable from today to 60 days ahead. */
export const visitorRoom = (extra: Partial<VisitorRoom> = {}): VisitorRoom => ({
  id: 7,
  version: 0,
  name: 'Lesesaal Ost',
  description: 'Erdgeschoss',
  capacity: 3,
  openStart: { type: 'DAY', value: 0 },
  openEnd: { type: 'DAY', value: 60 },
  imageAlt: null,
  imageUrl: null,
  sortOrder: 0,
  nextFreeDate: null,
  namedSeats: null,
  ...extra,
});

/** The room list as `GET /api/rooms` answers it. */
/**
 * The accessible name of `date`'s button in the month calendar ("Mittwoch, 2. Dezember 2026,
 * …"): anchored at the weekday, so the 2nd does not also match the 12th and the 22nd.
 */
export const dayButtonName = (date: string): RegExp =>
  new RegExp(`^\\D+, ${Number(date.slice(8))}\\. `);

export const roomList = (...rooms: VisitorRoom[]) => ({ content: rooms, totalCount: rooms.length });

/** A ticket of cart `tx-1` (Lesesaal Ost, 2 March 2099, 09:00–10:00), as the API sends it. */
/** A room's records ordering settings with `ordering` OFF, OPTIONAL or REQUIRED. */
export const recordsSettings = (
  ordering: NonNullable<Room['records']>['ordering'],
): NonNullable<Room['records']> => ({
  ordering,
  maxUnitsPerVisit: 3,
  maxUnitsPerDay: 10,
  leadWorkingDays: 2,
  deadlineTime: '12:00',
  pullTimes: ['09:00'],
});

export const cartTicket = (extra: Partial<Ticket> = {}): Ticket => ({
  id: 1,
  bookingNumber: null,
  status: 'NEW',
  roomId: 7,
  roomName: 'Lesesaal Ost',
  roomDescription: '',
  timeSlotId: 1,
  transactionId: 'tx-1',
  ownerId: null,
  date: '2099-03-02',
  startTime: '09:00',
  endTime: '10:00',
  salutation: null,
  title: null,
  firstName: null,
  lastName: null,
  organisation: null,
  email: null,
  phone: null,
  accessibility: null,
  cancelable: false,
  ...extra,
});

/** A visitor's valid personal data. */
export const visitor: PersonalData = {
  salutation: 'NONE',
  title: '',
  firstName: 'Erika',
  lastName: 'Musterfrau',
  organisation: '',
  email: 'erika@example.org',
  phone: '+43123',
  accessibility: false,
};

/** The current path and query, for tests of where a screen leads (`getByTestId('location')`). */
function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** The visitor's screens at `path`, with the notifications, on `fetch`. */
export function renderBooking(
  path: string,
  fetch: typeof globalThis.fetch,
  options: { language?: 'de' | 'en'; namespaces?: string[] } = {},
) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<RoomChooserScreen />} />
        <Route path="/room/:id" element={<RoomCalendarScreen />} />
        <Route path="/your-reservations" element={<CartScreen />} />
        <Route path="/your-personal-data" element={<PersonalDataScreen />} />
        <Route path="/summary" element={<SummaryScreen />} />
        <Route path="/reservation-confirmation/:ownerId" element={<ConfirmationScreen />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
      <NotificationList />
    </MemoryRouter>,
    {
      fetch,
      namespaces: options.namespaces ?? ['booking', 'booked', 'records', 'validation'],
      ...(options.language ? { config: { language: options.language } } : {}),
    },
  );
}
