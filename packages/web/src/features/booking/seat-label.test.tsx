import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { at, fakeFetch, on } from '../../test/api-fake';
import { cartTicket, renderBooking, visitor } from './booking-test-support';
import { cartStorage } from './storage';

// a ticket in a room with named seats carries its seat's label: the visitor sees it in the
// cart, the summary and on the confirmation page ("Platz M2")

beforeEach(() => window.sessionStorage.clear());

const seated = cartTicket({ id: 1, seatLabel: 'M2' });
const plain = cartTicket({ id: 2, timeSlotId: 2, startTime: '11:00', endTime: '12:00' });
const cart = () => ({
  transactionId: 'tx-1',
  expiredAt: new Date(Date.now() + 10 * 60_000).toISOString(),
  tickets: [seated, plain],
});

describe('the seat of a ticket', () => {
  it('shows the seat in the cart, nothing for a ticket without one', async () => {
    cartStorage.setTransactionId('tx-1');
    cartStorage.setPersonalData(visitor);
    const fetch = fakeFetch(
      at('/api/transactions/tx-1', on('GET', '/api/transactions/{id}', 200, cart())),
      on('GET', '/api/rooms', 200, { content: [], totalCount: 0 }),
    );
    await renderBooking('/your-reservations', fetch);
    expect(await screen.findByText(/09:00–10:00 Uhr · Platz M2/)).toBeInTheDocument();
    expect(screen.getByText(/11:00–12:00 Uhr$/)).toBeInTheDocument();
  });

  it('names the seat on the summary in English', async () => {
    cartStorage.setTransactionId('tx-1');
    cartStorage.setPersonalData(visitor);
    const fetch = fakeFetch(
      at('/api/transactions/tx-1', on('GET', '/api/transactions/{id}', 200, cart())),
    );
    await renderBooking('/summary', fetch, { language: 'en' });
    expect(await screen.findByText(/Seat M2/)).toBeInTheDocument();
  });

  it('shows the seat on the confirmation page', async () => {
    const booked = { ...seated, status: 'BOOKED' as const, bookingNumber: 'AB12CD34' };
    const fetch = fakeFetch(
      on('GET', '/api/owners/{ownerId}/tickets', 200, [booked]),
      on('GET', '/api/rooms', 200, { content: [], totalCount: 0 }),
    );
    await renderBooking('/reservation-confirmation/owner-abc', fetch);
    expect(await screen.findByText(/Platz M2/)).toBeInTheDocument();
  });
});
