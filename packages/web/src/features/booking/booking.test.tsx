import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays } from '@lesesaal/domain/dates';
import { at, fakeFetch, on } from '../../test/api-fake';
import { testToday } from '../../test/render';
import type { TimeSlot } from './api-types';
import {
  cartTicket as bookingCartTicket,
  renderBooking,
  roomList,
  visitorRoom,
} from './booking-test-support';
import { cartStorage } from './storage';

const today = testToday();
const day = addDays(today, 1).slice(0, 7) === today.slice(0, 7) ? addDays(today, 1) : today;
const room = visitorRoom();
const slot = (
  id: number,
  startTime: string,
  endTime: string,
  ticketCount: number,
  failedRules: TimeSlot['failedRules'] = [],
): TimeSlot => ({
  id,
  roomId: 7,
  roomName: room.name,
  date: day,
  startTime,
  endTime,
  capacity: 3,
  ticketCount,
  failedRules,
});
const cartTicket = bookingCartTicket({ date: day });

beforeEach(() => window.sessionStorage.clear());
afterEach(() => vi.useRealTimers());

describe('room calendar', () => {
  it('names days by date and state, labels slots, and cannot go before this month', async () => {
    const fetch = fakeFetch(
      on('GET', '/api/rooms/{id}/booking', 200, [
        slot(1, '09:00', '10:00', 0),
        slot(2, '10:00', '11:00', 3, ['timeslot_no_tickets_left']),
        slot(3, '13:00', '14:00', 1, ['max_tickets_per_day_reached']),
      ]),
      at('/api/rooms/7', on('GET', '/api/rooms/{id}', 200, room)),
    );
    const { user } = await renderBooking('/room/7', fetch);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lesesaal Ost' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vorheriger Monat' })).toBeDisabled();
    const dayButton = await screen.findByRole('button', { name: /, freie Plätze$/ });
    await user.click(dayButton);
    expect(screen.getByRole('button', { name: '09:00–10:00 Uhr buchen' })).toBeInTheDocument();
    const slots = screen.getByRole('heading', { name: /^Termine am / }).closest('section')!;
    expect(within(slots).getByText('Ausgebucht')).toBeInTheDocument();
    expect(within(slots).getByText('Nicht buchbar')).toBeInTheDocument();
    expect(screen.getByText('Sie können noch 5 von 5 Terminen reservieren.')).toBeInTheDocument();
  });

  it('creates the cart with the first booked slot and keeps its id for the session', async () => {
    const cart = () => ({
      transactionId: 'tx-1',
      expiredAt: new Date(Date.now() + 15 * 60_000).toISOString(),
      tickets: [cartTicket],
    });
    const fetch = fakeFetch(
      on('POST', '/api/transactions', 201, cart),
      at(
        '/api/transactions/tx-1/rooms/7/available-timeslots',
        on('GET', '/api/transactions/{id}/rooms/{roomId}/available-timeslots', 200, [
          slot(1, '09:00', '10:00', 1),
        ]),
      ),
      at('/api/transactions/tx-1', on('GET', '/api/transactions/{id}', 200, cart)),
      on('GET', '/api/rooms/{id}/booking', 200, [slot(1, '09:00', '10:00', 0)]),
      at('/api/rooms/7', on('GET', '/api/rooms/{id}', 200, room)),
    );
    const { user } = await renderBooking('/room/7', fetch);
    await user.click(await screen.findByRole('button', { name: /, freie Plätze$/ }));
    await user.click(screen.getByRole('button', { name: '09:00–10:00 Uhr buchen' }));
    await waitFor(() => expect(cartStorage.transactionId()).toBe('tx-1'));
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ timeSlotId: 1 });
    expect(
      await screen.findByText('Sie können noch 4 von 5 Terminen reservieren.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Meine Auswahl (1)' })).toBeInTheDocument();
    // the book button is replaced by the remove button: the focus stays on that slot, on its
    // time and new state, instead of falling to the page
    expect(
      await screen.findByRole('button', { name: '09:00–10:00 Uhr aus Ihrer Auswahl entfernen' }),
    ).toBeInTheDocument();
    expect(document.activeElement).toHaveClass('slot-text');
    expect(document.activeElement).toHaveTextContent(
      '09:00–10:00 UhrSie haben diesen Termin ausgewählt.',
    );
  });

  it('shows the server rule message when adding fails', async () => {
    const fetch = fakeFetch(
      on('POST', '/api/transactions', 409, { error: 'timeslot_no_tickets_left' }),
      on('GET', '/api/rooms/{id}/booking', 200, [slot(1, '09:00', '10:00', 0)]),
      at('/api/rooms/7', on('GET', '/api/rooms/{id}', 200, room)),
    );
    const { user } = await renderBooking('/room/7', fetch);
    await user.click(await screen.findByRole('button', { name: /, freie Plätze$/ }));
    await user.click(screen.getByRole('button', { name: '09:00–10:00 Uhr buchen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/ausgebucht/i);
    expect(cartStorage.transactionId()).toBeNull();
  });
});

describe('cart expiry', () => {
  it('resets an expired cart and returns to the start with reset=y', async () => {
    cartStorage.setTransactionId('tx-old');
    cartStorage.setPersonalData({
      salutation: 'NONE',
      title: '',
      firstName: 'A',
      lastName: 'B',
      organisation: '',
      email: 'a@b.at',
      phone: '1',
      accessibility: false,
    });
    const fetch = fakeFetch(
      at(
        '/api/transactions/tx-old',
        on('GET', '/api/transactions/{id}', 404, { error: 'not_found' }),
      ),
      on('GET', '/api/rooms', 200, roomList(room)),
    );
    await renderBooking('/your-reservations', fetch);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/?reset=y'));
    expect(cartStorage.transactionId()).toBeNull();
    expect(cartStorage.personalData()).toBeNull();
    expect(
      await screen.findByText('Ihre Auswahl und Ihre Eingaben wurden zurückgesetzt.'),
    ).toBeInTheDocument();
  });
});
