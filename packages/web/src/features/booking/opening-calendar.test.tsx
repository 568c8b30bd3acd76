import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Place } from '@lesesaal/domain/opening/schema';
import { at, fakeFetch, on, pathOf, type Handler } from '../../test/api-fake';
import { testToday } from '../../test/render';
import type { TimeSlot } from './api-types';
import { cartTicket, renderBooking, visitorRoom } from './booking-test-support';
import { readQueuePass, writeQueuePass } from './opening-pass';
import { DAY, opening, place } from './opening-test-support';

// The calendar of a room with a fair opening: the notice above the month grid, the pass sent
// with a hold of the opening's day, and what a hold refused as not one's turn says.

const DRAW = { preWindowMinutes: 30, admitPerMinute: 20, turnMinutes: 10 };
const room = (draw: typeof DRAW | null) =>
  visitorRoom({ openEnd: { type: 'DAY', value: 3 }, releaseTime: '09:00', openingDraw: draw });

const slot = (id: number, date: string): TimeSlot => ({
  id,
  roomId: 7,
  roomName: 'Lesesaal Ost',
  date,
  startTime: '10:00',
  endTime: '12:00',
  capacity: 3,
  ticketCount: 0,
  failedRules: [],
});

function server(
  draw: typeof DRAW | null,
  state: Parameters<typeof opening>[0],
  ...more: Handler[]
) {
  return fakeFetch(
    ...more,
    at(
      '/api/rooms/7/opening',
      on('GET', '/api/rooms/{id}/opening', 200, { opening: opening(state) }),
    ),
    at(
      '/api/rooms/7/booking',
      on('GET', '/api/rooms/{id}/booking', 200, [slot(1, DAY), slot(2, '2026-04-28')]),
    ),
    at('/api/rooms/7', on('GET', '/api/rooms/{id}', 200, room(draw))),
  );
}

const openingCalls = (fetch: ReturnType<typeof fakeFetch>) =>
  fetch.mock.calls.filter(([url]) => pathOf(String(url)).endsWith('/opening'));

/** The reads of the visitor's place (`GET /api/rooms/7/opening/queue`). */
const placeReads = (fetch: ReturnType<typeof fakeFetch>) =>
  fetch.mock.calls.filter(
    ([url, init]) => (init?.method ?? 'GET') === 'GET' && pathOf(String(url)).endsWith('/queue'),
  );

/** The place the server answers for a pass. */
const placeIs = (answer: Place): Handler =>
  at(
    '/api/rooms/7/opening/queue',
    on('GET', '/api/rooms/{id}/opening/queue', 200, { place: answer }),
  );

/** The header `X-Queue-Pass` of the first POST to `/api/transactions`, or undefined. */
const passSent = (fetch: ReturnType<typeof fakeFetch>) => {
  const post = fetch.mock.calls.find(
    ([url, init]) => init?.method === 'POST' && pathOf(String(url)) === '/api/transactions',
  );
  return (post?.[1]?.headers as Record<string, string> | undefined)?.['x-queue-pass'];
};

const cart = (date: string) => ({
  transactionId: 'tx-1',
  expiredAt: '2026-04-27T08:00:00.000Z',
  tickets: [cartTicket({ date, timeSlotId: date === DAY ? 1 : 2 })],
});

async function at9(now: string) {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(now) });
}

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('the notice of a fair opening above the month grid', () => {
  it('a room without a draw asks for no opening and shows no notice', async () => {
    await at9('2026-04-27T06:00:00Z');
    const fetch = server(null, {});
    await renderBooking('/room/7?month=2026-04', fetch);
    await screen.findByRole('heading', { level: 1, name: 'Lesesaal Ost' });
    await screen.findByRole('button', { name: /^Donnerstag, 30\. / });
    expect(openingCalls(fetch)).toEqual([]);
    expect(screen.queryByRole('heading', { name: 'Faire Öffnung' })).toBeNull();
  });

  it('upcoming: when the day is released and when the waiting room opens, with the way there', async () => {
    await at9('2026-04-27T06:00:00Z'); // 8:00 in Vienna
    await renderBooking('/room/7?month=2026-04', server(DRAW, { state: 'upcoming', queued: 0 }));
    const notice = await screen.findByRole('region', { name: 'Faire Öffnung' });
    expect(notice).toHaveTextContent(
      'Der Donnerstag, 30. April 2026 wird am Mo., 27. April um 9:00 Uhr freigegeben. Der Warteraum öffnet um 8:30 Uhr.',
    );
    expect(within(notice).getByRole('link', { name: 'Zum Warteraum' })).toHaveAttribute(
      'href',
      '/room/7/waiting-room',
    );
  });

  it.each([
    [
      'waiting-room',
      'Thursday, 30 April 2026 is given out fairly at 9:00: everyone in the waiting room by then gets a random place in the queue.',
    ],
    [
      'admitting',
      'Thursday, 30 April 2026 is being given out fairly right now: book this day through the waiting room when it is your turn.',
    ],
  ] as const)(
    '%s: the day is booked through the waiting room (in English too)',
    async (state, text) => {
      await at9('2026-04-27T06:45:00Z');
      await renderBooking('/room/7?month=2026-04', server(DRAW, { state }), { language: 'en' });
      const notice = await screen.findByRole('region', { name: 'Fair opening' });
      expect(notice).toHaveTextContent(text);
      expect(within(notice).getByRole('link', { name: 'Go to the waiting room' })).toHaveAttribute(
        'href',
        '/room/7/waiting-room',
      );
    },
  );

  it.each([
    [
      'de',
      'Faire Öffnung',
      'Sie sind an der Reihe: Buchen Sie Termine am Donnerstag, 30. April 2026 bis 9:17 Uhr.',
      'Ihr Platz im Warteraum',
      'Zum Warteraum',
    ],
    [
      'en',
      'Fair opening',
      'It is your turn: book appointments on Thursday, 30 April 2026 by 9:17.',
      'Your place in the waiting room',
      'Go to the waiting room',
    ],
  ] as const)(
    'admitting, the pass kept here is admitted (%s): book the day now, until the turn ends',
    async (language, title, text, back, wait) => {
      await at9('2026-04-27T07:07:00Z'); // 9:07
      writeQueuePass('/', 7, DAY, 'my-pass', testToday());
      const fetch = server(
        DRAW,
        { state: 'admitting' },
        placeIs(
          place({
            state: 'admitted',
            position: 40,
            ahead: 0,
            admitAt: '2026-04-27T07:07:00.000Z',
            turnEndsAt: '2026-04-27T07:17:00.000Z',
          }),
        ),
      );
      await renderBooking('/room/7?month=2026-04', fetch, { language });
      const notice = await screen.findByRole('region', { name: title });
      await waitFor(() => expect(notice).toHaveTextContent(text));
      expect(within(notice).queryByRole('link', { name: wait })).toBeNull();
      expect(within(notice).getByRole('link', { name: back })).toHaveAttribute(
        'href',
        '/room/7/waiting-room',
      );
      expect(placeReads(fetch)).toHaveLength(1);
      expect((placeReads(fetch)[0]![1]?.headers as Record<string, string>)['x-queue-pass']).toBe(
        'my-pass',
      );
    },
  );

  it('admitting without a kept pass: the day is booked through the waiting room, no place is asked for', async () => {
    await at9('2026-04-27T07:07:00Z');
    writeQueuePass('/', 7, '2026-04-29', 'pass-of-another-day', testToday());
    const fetch = server(DRAW, { state: 'admitting' }, placeIs(place({ state: 'admitted' })));
    await renderBooking('/room/7?month=2026-04', fetch);
    const notice = await screen.findByRole('region', { name: 'Faire Öffnung' });
    expect(notice).toHaveTextContent(
      'Der Donnerstag, 30. April 2026 wird gerade fair vergeben: Buchen Sie diesen Tag über den Warteraum, wenn Sie an der Reihe sind.',
    );
    expect(within(notice).getByRole('link', { name: 'Zum Warteraum' })).toBeVisible();
    await screen.findByRole('button', { name: /^Donnerstag, 30\. / });
    expect(placeReads(fetch)).toEqual([]);
  });

  it.each([
    ['still waiting', place({ position: 92, ahead: 85, admitAt: '2026-04-27T07:09:30.000Z' })],
    [
      'whose turn is over',
      place({ state: 'expired', position: 3, ahead: 0, turnEndsAt: '2026-04-27T07:05:00.000Z' }),
    ],
  ])('admitting, the kept pass %s: the day is booked through the waiting room', async (_, own) => {
    await at9('2026-04-27T07:07:00Z');
    writeQueuePass('/', 7, DAY, 'my-pass', testToday());
    const fetch = server(DRAW, { state: 'admitting' }, placeIs(own));
    await renderBooking('/room/7?month=2026-04', fetch);
    const notice = await screen.findByRole('region', { name: 'Faire Öffnung' });
    await waitFor(() => expect(placeReads(fetch)).toHaveLength(1));
    // the place's answer rendered
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(notice).toHaveTextContent(
      'Der Donnerstag, 30. April 2026 wird gerade fair vergeben: Buchen Sie diesen Tag über den Warteraum, wenn Sie an der Reihe sind.',
    );
    expect(within(notice).getByRole('link', { name: 'Zum Warteraum' })).toBeVisible();
  });

  it('over: no notice', async () => {
    await at9('2026-04-27T09:00:00Z');
    const fetch = server(DRAW, { state: 'over' });
    await renderBooking('/room/7?month=2026-04', fetch);
    await waitFor(() => expect(openingCalls(fetch)).toHaveLength(1));
    await screen.findByRole('button', { name: /^Donnerstag, 30\. / });
    expect(screen.queryByRole('region', { name: 'Faire Öffnung' })).toBeNull();
  });
});

describe('holds in a fair opening', () => {
  it('a hold of the opening’s day carries the pass kept for this room and day', async () => {
    await at9('2026-04-27T07:05:00Z'); // 9:05: the 30th is released
    writeQueuePass('/', 7, DAY, 'pass-of-the-30th', testToday());
    const fetch = server(
      DRAW,
      { state: 'admitting' },
      on('POST', '/api/transactions', 201, cart(DAY)),
    );
    const { user } = await renderBooking(`/room/7?month=2026-04&day=${DAY}`, fetch);
    // the waiting room's link chose the day: its slots are shown
    await user.click(await screen.findByRole('button', { name: '10:00–12:00 Uhr buchen' }));
    await waitFor(() => expect(passSent(fetch)).toBe('pass-of-the-30th'));
  });

  it('a hold of another day carries no pass', async () => {
    await at9('2026-04-27T07:05:00Z');
    writeQueuePass('/', 7, DAY, 'pass-of-the-30th', testToday());
    const fetch = server(
      DRAW,
      { state: 'admitting' },
      on('POST', '/api/transactions', 201, cart('2026-04-28')),
    );
    const { user } = await renderBooking('/room/7?month=2026-04&day=2026-04-28', fetch);
    await user.click(await screen.findByRole('button', { name: '10:00–12:00 Uhr buchen' }));
    await waitFor(() => expect(fetch.mock.calls.some(([, i]) => i?.method === 'POST')).toBe(true));
    expect(passSent(fetch)).toBeUndefined();
  });

  it('refused as not one’s turn: one alert says so with the way to the waiting room', async () => {
    await at9('2026-04-27T07:05:00Z');
    const fetch = server(
      DRAW,
      { state: 'admitting' },
      on('POST', '/api/transactions', 409, { error: 'opening_not_your_turn' }),
    );
    const { user } = await renderBooking(`/room/7?month=2026-04&day=${DAY}`, fetch);
    await user.click(await screen.findByRole('button', { name: '10:00–12:00 Uhr buchen' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Sie sind für den Donnerstag, 30. April 2026 noch nicht an der Reihe. Warten Sie im Warteraum, bis Sie dran sind.',
    );
    expect(within(alert).getByRole('link', { name: 'Zum Warteraum' })).toHaveAttribute(
      'href',
      '/room/7/waiting-room',
    );
    // no pop-up besides it
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(passSent(fetch)).toBeUndefined();
    expect(readQueuePass('/', 7, DAY)).toBeNull();
  });
});
