import { act, screen } from '@testing-library/react';
import { focusManager, QueryObserver, type QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_EXPIRY_CHECK_MS } from '@lesesaal/domain/limits';
import { at, fakeFetch, on, pathOf } from '../../test/api-fake';
import type { TimeSlot, Transaction } from './api-types';
import { cartTicket, renderBooking, roomList, visitor, visitorRoom } from './booking-test-support';
import { cartStorage } from './storage';

/**
 * A cart that is booked or whose hold ran out is gone on the server: the page asks nothing
 * more about it — not its calendar reads (`…/available-timeslots`), not the cart itself, not
 * on focus, not a DELETE — each would only be answered 404.
 */
const START = new Date('2099-02-20T10:00:00Z');
const available = '/api/transactions/{id}/rooms/{roomId}/available-timeslots' as const;
const slot: TimeSlot = {
  id: 1,
  roomId: 7,
  roomName: 'Lesesaal Ost',
  date: '2099-03-02',
  startTime: '09:00',
  endTime: '10:00',
  capacity: 3,
  ticketCount: 1,
  failedRules: [],
};

function server(cart: Transaction) {
  return fakeFetch(
    on('PUT', '/api/transactions/{id}/booking', 200, {
      tickets: cart.tickets.map((t) => ({
        ...t,
        status: 'BOOKED' as const,
        bookingNumber: 'AB12CD34',
        ownerId: 'owner-abc',
        email: visitor.email,
      })),
      manageUrl: 'http://localhost/reservation-confirmation/owner-abc?lang=de',
    }),
    at('/api/transactions/tx-1', on('GET', '/api/transactions/{id}', 200, cart)),
    on('GET', available, 200, [slot]),
    on('GET', '/api/rooms', 200, roomList(visitorRoom())),
  );
}

/** The calls about cart tx-1 among `calls`: reads of it or its calendars, and deletes. */
const aboutTheCart = (calls: ReadonlyArray<[RequestInfo | URL, RequestInit?]>) =>
  calls
    .map(([url, init]) => `${init?.method ?? 'GET'} ${pathOf(String(url))}`)
    .filter((call) => call.includes('/transactions/tx-1') && !call.startsWith('PUT'));

/** The page regains the focus: TanStack Query refetches what allows it. */
const refocus = () =>
  act(() => {
    focusManager.setFocused(false);
    focusManager.setFocused(true);
  });

/** Every read and write the page started is answered: nothing more is on its way. */
const settled = (client: QueryClient) =>
  vi.waitFor(() => {
    expect(client.isFetching()).toBe(0);
    expect(client.isMutating()).toBe(0);
  });

/**
 * The page regains the focus and every read the focus started is answered. A query of the
 * test's own, read again on every focus, shows that the focus has reached all the queries
 * (TanStack Query hands it to them in one pass).
 */
async function refocusAndSettle(client: QueryClient): Promise<void> {
  let reads = 0;
  const witness = new QueryObserver(client, {
    queryKey: ['test', 'focus-witness'],
    queryFn: () => ++reads,
    refetchOnWindowFocus: 'always',
  });
  const stop = witness.subscribe(() => undefined);
  try {
    await vi.waitFor(() => expect(reads).toBe(1));
    refocus();
    await vi.waitFor(() => expect(reads).toBe(2));
    await settled(client);
  } finally {
    stop();
  }
}

beforeEach(() => {
  // only Date is faked: the screens' timers run for real
  vi.useFakeTimers({ toFake: ['Date'], now: START });
  cartStorage.setTransactionId('tx-1');
  cartStorage.setPersonalData(visitor);
});
afterEach(() => {
  focusManager.setFocused(undefined);
  vi.useRealTimers();
});

describe('a cart that is gone', () => {
  it('after booking: no more reads of the booked cart or its calendar, not even on focus', async () => {
    const cart: Transaction = {
      transactionId: 'tx-1',
      expiredAt: new Date(START.getTime() + 10 * 60_000).toISOString(),
      tickets: [cartTicket()],
    };
    const fetch = server(cart);
    const { user, queryClient } = await renderBooking('/summary', fetch);
    await screen.findByText(/09:00–10:00 Uhr/);
    // the summary reads the cart and the visit's day for the cart (the records rules)
    await vi.waitFor(() =>
      expect(aboutTheCart(fetch.mock.calls)).toEqual([
        'GET /api/transactions/tx-1',
        'GET /api/transactions/tx-1/rooms/7/available-timeslots',
      ]),
    );
    const before = fetch.mock.calls.length;

    await user.click(screen.getByRole('button', { name: '1 Termin verbindlich buchen' }));
    await screen.findByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Reservierung' });
    await settled(queryClient);
    await refocusAndSettle(queryClient);

    const after = fetch.mock.calls.slice(before);
    expect(after.map(([, init]) => init?.method)).toContain('PUT');
    expect(aboutTheCart(after)).toEqual([]);
  });

  it('at the hold’s expiry: neither read nor deleted, not on focus either', async () => {
    const cart: Transaction = {
      transactionId: 'tx-1',
      expiredAt: new Date(START.getTime() + 60_000).toISOString(),
      tickets: [cartTicket()],
    };
    // the page's expiry check (an interval) on fake time, with the clock: no 5 s of waiting
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: START });
    const fetch = server(cart);
    const { queryClient } = await renderBooking('/summary', fetch);
    await screen.findByText(/09:00–10:00 Uhr/);
    await vi.waitFor(() => expect(aboutTheCart(fetch.mock.calls)).toHaveLength(2));
    const before = fetch.mock.calls.length;

    // the hold runs out; the visitor comes back to the tab before the next check
    vi.setSystemTime(new Date(START.getTime() + 61_000));
    refocus();
    // the check every 5 s (on fake time) finds it expired and says so
    await act(() => vi.advanceTimersByTimeAsync(CART_EXPIRY_CHECK_MS));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Die Zeit ist abgelaufen' }),
    ).toBeVisible();
    await refocusAndSettle(queryClient);

    expect(aboutTheCart(fetch.mock.calls.slice(before))).toEqual([]);
    expect(cartStorage.transactionId()).toBeNull();
  });
});
