// Shared by the reader's tests: a reader, their bookings and applications as the API sends
// them, and the reader's screens in a router on a fetch double.
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { Application } from '@lesesaal/domain/applications/schema';
import type { Reader, ReaderBooking } from '@lesesaal/domain/readers/schema';
import { NotificationList } from '../../components/notifications/notification-list';
import type { WebConfig } from '../../config';
import { renderWithProviders } from '../../test/render';
import { MyDataScreen } from './components/my-data-screen';
import { ReaderMenu } from './components/reader-menu';
import { SignInScreen } from './components/sign-in-screen';

export const reader: Reader = {
  email: 'erika@example.org',
  name: 'Erika Musterfrau',
  createdAt: '2026-11-01T09:00:00.000Z',
};

export const readerBooking = (extra: Partial<ReaderBooking> = {}): ReaderBooking => ({
  bookingNumber: 'AB12CD34',
  roomId: 7,
  roomName: 'Lesesaal Ost',
  date: '2099-03-02',
  startTime: '09:00',
  endTime: '10:00',
  state: 'booked',
  managePath: '/reservation-confirmation/owner-abc',
  ...extra,
});

export const application = (extra: Partial<Application> = {}): Application => ({
  id: 11,
  state: 'submitted',
  name: 'Erika Musterfrau',
  street: 'Hauptstraße 1',
  postcode: '30159',
  town: 'Hannover',
  country: 'DE',
  phone: null,
  institution: null,
  topic: 'Mühlen im Calenberger Land',
  purpose: 'heimatkundlich',
  publicationPlanned: false,
  rulesAccepted: true,
  privacyAccepted: true,
  email: 'erika@example.org',
  rulesVersion: '2026-01',
  submittedAt: '2026-11-20T10:00:00.000Z',
  decidedAt: null,
  refusalReason: null,
  validFrom: null,
  validUntil: null,
  identityCheckedAt: null,
  ...extra,
});

/** The current path and query, for tests of where a screen leads. */
function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** The reader's screens (and the header's entry) at `path`, on `fetch`. */
export function renderReader(
  path: string,
  fetch: typeof globalThis.fetch,
  config: Partial<WebConfig> = {},
) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <header>
        <ReaderMenu />
      </header>
      <Routes>
        <Route path="/anmelden" element={<SignInScreen />} />
        <Route path="/meine-daten" element={<MyDataScreen />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
      <NotificationList />
    </MemoryRouter>,
    { fetch, namespaces: ['reader', 'booking', 'validation'], config },
  );
}
