// Shared by the time-slot screen tests: fixtures, a fetch double and the screens' routes.
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { addDays } from '@lesesaal/domain/dates';
import { NotificationList } from '../../components/notifications/notification-list';
import { renderWithProviders, testToday } from '../../test/render';
import type { TimeSlot } from './api';
import { OverbookedScreen } from './components/overbooked-screen';
import { MultiCapacityScreen } from './components/multi-capacity-screen';
import { SlotAddScreen } from './components/slot-add-screen';
import { SlotsCalendarScreen } from './components/slots-calendar-screen';
import { StaffBookingScreen } from './components/staff-booking-screen';

export const today = testToday();
export const tomorrow = addDays(today, 1);
export const slot = (over: Partial<TimeSlot> = {}): TimeSlot => ({
  id: 9,
  roomId: 3,
  roomName: 'Lesesaal Ost',
  date: tomorrow,
  startTime: '09:00',
  endTime: '12:00',
  capacity: 2,
  ticketCount: 0,
  failedRules: [],
  ...over,
});

export { at, fakeFetch as api, on, type Handler } from '../../test/api-fake';

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export function renderAt(
  path: string,
  fetch: typeof globalThis.fetch,
  language: 'de' | 'en' = 'de',
) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/room/:id/time-slots" element={<SlotsCalendarScreen />} />
        <Route path="/room/:id/time-slot-add" element={<SlotAddScreen />} />
        <Route path="/room/:roomId/time-slot-book/:id" element={<StaffBookingScreen />} />
        <Route path="/room/:roomId/time-slot-edit/:id" element={<p>slot edit</p>} />
        <Route path="/overbooked" element={<OverbookedScreen />} />
        <Route
          path="/room/:roomId/time-slot-edit-multi-capacity/"
          element={<MultiCapacityScreen />}
        />
      </Routes>
      <Where />
      <NotificationList />
    </MemoryRouter>,
    { fetch, namespaces: ['admin-time-slots', 'validation'], config: { language } },
  );
}
