import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '@lesesaal/domain/dates';
import { NotificationList } from '../../components/notifications/notification-list';
import { at, fakeFetch, on } from '../../test/api-fake';
import { renderWithProviders, testToday } from '../../test/render';
import type { Ticket, TimeSlot } from './api-types';
import { RoomCalendarScreen } from './components/room-calendar-screen';
import { cartStorage } from './storage';
import { cartTicket, visitorRoom, dayButtonName } from './booking-test-support';

const today = testToday();
// a day of this month after today when there is one (the calendar opens on this month)
const day = addDays(today, 1).slice(0, 7) === today.slice(0, 7) ? addDays(today, 1) : today;
const room = visitorRoom({ name: 'Forschungslesesaal', description: '' });
const slot = (
  id: number,
  start: string,
  end: string,
  ticketCount: number,
  rules: TimeSlot['failedRules'] = [],
): TimeSlot => ({
  id,
  roomId: 7,
  roomName: room.name,
  date: day,
  startTime: start,
  endTime: end,
  capacity: 3,
  ticketCount,
  failedRules: rules,
});
const inCart = cartTicket({
  id: 100,
  roomName: room.name,
  date: day,
  startTime: '08:00',
  endTime: '09:00',
});
const slots = [
  slot(1, '08:00', '09:00', 1, ['max_tickets_per_time_reached']), // in the cart
  slot(2, '08:30', '09:30', 0, ['max_tickets_per_time_reached']), // overlaps it
  slot(3, '10:00', '11:00', 1), // free, 2 of 3 seats
  slot(4, '11:00', '12:00', 3, ['timeslot_no_tickets_left']), // full
  slot(5, '13:00', '14:00', 0, ['timeslot_not_open']), // started / before the window
  slot(6, '15:00', '16:00', 0, ['max_tickets_per_day_reached']),
  // a rule this web does not know (a newer server's): read as held by others
  slot(7, '16:00', '17:00', 2, ['conflict'] as unknown as TimeSlot['failedRules']),
];

function renderCalendar(language: 'de' | 'en', fetch: typeof globalThis.fetch) {
  return renderWithProviders(
    <MemoryRouter initialEntries={['/room/7']}>
      <Routes>
        <Route path="/room/:id" element={<RoomCalendarScreen />} />
      </Routes>
      <NotificationList />
    </MemoryRouter>,
    { fetch, namespaces: ['booking'], config: { language } },
  );
}

const cart = (tickets: Ticket[]) => ({ transactionId: 'tx-1', expiredAt: later(), tickets });

function api(state: { tickets: Ticket[] }) {
  return fakeFetch(
    on('DELETE', '/api/transactions/{id}/tickets/{ticketId}', 200, () => {
      state.tickets = [];
      return cart([]);
    }),
    on('POST', '/api/transactions/{id}/tickets', 201, () => {
      state.tickets = [
        inCart,
        { ...inCart, id: 101, timeSlotId: 3, startTime: '10:00', endTime: '11:00' },
      ];
      return cart(state.tickets);
    }),
    on('GET', '/api/transactions/{id}/rooms/{roomId}/available-timeslots', 200, slots),
    at(
      '/api/transactions/tx-1',
      on('GET', '/api/transactions/{id}', 200, () => cart(state.tickets)),
    ),
    on('GET', '/api/rooms/{id}', 200, room),
  );
}
const later = () => new Date(Date.now() + 10 * 60_000).toISOString();

const rowOf = (time: RegExp) => screen.getByText(time).closest('li')!;

beforeEach(() => {
  window.sessionStorage.clear();
  cartStorage.setTransactionId('tx-1');
});

describe('slot states as a visitor reads them', () => {
  it.each([
    {
      language: 'de' as const,
      day: /, freie Plätze$/,
      selected: 'In Ihrer Auswahl',
      remove: '08:00–09:00 Uhr aus Ihrer Auswahl entfernen',
      overlaps: 'Überschneidet sich mit einem Termin in Ihrer Auswahl.',
      free: '2 von 3 Plätzen frei',
      full: 'Ausgebucht',
      tooLate: 'Nicht mehr buchbar: Die Frist für diesen Termin ist vorbei.',
      dayLimit: 'Für diesen Tag haben Sie bereits die Höchstzahl an Terminen.',
      held: 'Zurzeit von anderen Besuchern vorgemerkt.',
      notBookable: 'Nicht buchbar',
      book: '10:00–11:00 Uhr buchen',
      addedTitle: 'Zu Ihrer Auswahl hinzugefügt',
      dateWords: /^Forschungslesesaal, \d{1,2}\. \p{L}+ \d{4}, 10:00–11:00 Uhr$/u,
    },
    {
      language: 'en' as const,
      day: /, seats available$/,
      selected: 'In your selection',
      remove: 'Remove 08:00–09:00 from your selection',
      overlaps: 'Overlaps an appointment in your selection.',
      free: '2 of 3 seats free',
      full: 'Full',
      tooLate: 'No longer bookable: the deadline for this appointment has passed.',
      dayLimit: 'You already have the maximum number of appointments on this day.',
      held: 'Currently held by other visitors.',
      notBookable: 'Not bookable',
      book: 'Book 10:00–11:00',
      addedTitle: 'Added to your selection',
      dateWords: /^Forschungslesesaal, \d{1,2} \p{L}+ \d{4}, 10:00–11:00$/u,
    },
  ])(
    'says free, full, selected (removable) and not bookable with the reason ($language)',
    async (c) => {
      const state = { tickets: [inCart] };
      const fetch = api(state);
      const { user } = await renderCalendar(c.language, fetch);
      await user.click(await screen.findByRole('button', { name: c.day }));
      await screen.findByRole('button', { name: c.remove });

      const selectedRow = rowOf(/^08:00–09:00/);
      expect(within(selectedRow).getByText(c.selected)).toBeInTheDocument();
      expect(within(selectedRow).queryByText(c.notBookable)).not.toBeInTheDocument();
      expect(within(rowOf(/^08:30–09:30/)).getByText(c.overlaps)).toBeInTheDocument();
      expect(within(rowOf(/^10:00–11:00/)).getByText(c.free)).toBeInTheDocument();
      expect(within(rowOf(/^11:00–12:00/)).getByText(c.full)).toBeInTheDocument();
      expect(within(rowOf(/^13:00–14:00/)).getByText(c.tooLate)).toBeInTheDocument();
      expect(within(rowOf(/^15:00–16:00/)).getByText(c.dayLimit)).toBeInTheDocument();
      expect(within(rowOf(/^16:00–17:00/)).getByText(c.held)).toBeInTheDocument();
      expect(within(rowOf(/^16:00–17:00/)).getByText(c.notBookable)).toBeInTheDocument();

      // adding says in words what was added: room, date and time — not a bare timestamp
      await user.click(screen.getByRole('button', { name: c.book }));
      const toast = await screen.findByRole('alert');
      expect(toast).toHaveTextContent(c.addedTitle);
      expect(within(toast).getByText(c.dateWords)).toBeInTheDocument();

      // the selected slot can be removed from the calendar
      await user.click(screen.getByRole('button', { name: c.remove }));
      await waitFor(() =>
        expect(
          fetch.mock.calls.some(
            ([url, init]) =>
              init?.method === 'DELETE' && String(url).endsWith('/transactions/tx-1/tickets/100'),
          ),
        ).toBe(true),
      );
    },
  );

  it('tells a slot after the booking window as too early', async () => {
    const far = { ...slot(9, '09:00', '10:00', 0, ['timeslot_not_open']) };
    const fetch = fakeFetch(
      on('GET', '/api/transactions/{id}/rooms/{roomId}/available-timeslots', 200, [far]),
      on('GET', '/api/transactions/{id}', 200, cart([])),
      // a window that ends yesterday: every slot of the month lies after it
      on('GET', '/api/rooms/{id}', 200, { ...room, openEnd: { type: 'DAY', value: -1 } }),
    );
    const { user } = await renderCalendar('de', fetch);
    await user.click(await screen.findByRole('button', { name: dayButtonName(day) }));
    expect(
      await screen.findByText(
        'Noch nicht buchbar: So weit im Voraus kann noch nicht reserviert werden.',
      ),
    ).toBeInTheDocument();
  });
});
