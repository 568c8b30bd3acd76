import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { respond } from '../../test/api-fake';
import type { SlotTicket } from './api';
import { api, at, on, renderAt, slot, tomorrow, type Handler } from './time-slots-test-support';

const booked: SlotTicket & { overbooked: boolean } = {
  id: 77,
  bookingNumber: 'BN77',
  status: 'BOOKED',
  roomId: 3,
  roomName: 'Lesesaal Ost',
  roomDescription: '',
  timeSlotId: 9,
  transactionId: null,
  ownerId: null,
  date: tomorrow,
  startTime: '09:00',
  endTime: '12:00',
  salutation: 'NONE',
  title: null,
  firstName: 'Erika',
  lastName: 'Musterfrau',
  organisation: null,
  email: null,
  phone: null,
  accessibility: false,
  cancelable: true,
  seatMissing: false,
  overbooked: false,
};

/** The booking POST answers `statuses` in turn (then 201 with the ticket). */
function bookingAnswers(...statuses: (503 | 404)[]): Handler {
  let call = 0;
  return (url, init) => {
    if (init?.method !== 'POST' || !url.endsWith('/api/admin/rooms/3/timeslots/9/tickets')) {
      return undefined;
    }
    const status = statuses[call++];
    const path = '/api/admin/rooms/{id}/timeslots/{timeSlotId}/tickets' as const;
    if (status === undefined) return respond(path, 'post', 201, booked);
    return status === 503
      ? respond(path, 'post', 503, { error: 'service_unavailable' })
      : respond(path, 'post', 404, { error: 'not_found' });
  };
}

const slotAnswer = at(
  '/api/admin/rooms/3/timeslots/9',
  on('GET', '/api/admin/rooms/{id}/timeslots/{timeSlotId}', 200, slot()),
);

async function fillIn(user: Awaited<ReturnType<typeof renderAt>>['user'], first = 'Erika') {
  await user.type(await screen.findByRole('textbox', { name: /^Vorname/ }), first);
  await user.type(screen.getByRole('textbox', { name: /^Nachname/ }), 'Musterfrau');
}

describe('staff booking sent again', () => {
  it('retries after a 503 with the same Idempotency-Key, and the booking is made', async () => {
    const fetch = api(bookingAnswers(503), slotAnswer);
    const { user } = await renderAt('/room/3/time-slot-book/9', fetch);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Reservieren' }));
    expect(
      await screen.findByText('Reservierung angelegt', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    const keys = posts(fetch).map((init) => headerOf(init, 'idempotency-key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('sends the same key when the person presses again after a refusal, a new one for other data', async () => {
    const fetch = api(bookingAnswers(404, 404), slotAnswer);
    const { user } = await renderAt('/room/3/time-slot-book/9', fetch);
    await fillIn(user);
    const button = screen.getByRole('button', { name: 'Reservieren' });
    await user.click(button);
    await screen.findByText('Der angeforderte Eintrag wurde nicht gefunden.');
    await user.click(button);
    await vi.waitFor(() => expect(posts(fetch)).toHaveLength(2));
    await user.type(screen.getByRole('textbox', { name: /^Vorname/ }), 'x');
    await user.click(button);
    expect(await screen.findByText('Reservierung angelegt')).toBeInTheDocument();
    const keys = posts(fetch).map((init) => headerOf(init, 'idempotency-key'));
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});

function posts(fetch: ReturnType<typeof api>): RequestInit[] {
  return fetch.mock.calls.flatMap(([, init]) => (init?.method === 'POST' && init ? [init] : []));
}

function headerOf(init: RequestInit, name: string): string | undefined {
  return new Headers(init.headers).get(name) ?? undefined;
}
