import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '@lesesaal/domain/dates';
import { at, fakeFetch, on, sentBody, type BodyOf } from '../../test/api-fake';
import { testToday } from '../../test/render';
import type { TimeSlot } from './api-types';
import { cartTicket, renderBooking, visitorRoom, dayButtonName } from './booking-test-support';

// The visitor's seat choice on the room's plan: the slot's seat list first, then the same
// seats drawn on the plan (same labels and states, by symbol and words); a free seat's
// button on the plan holds the slot with that seat, as the list's "Wählen" does.

const today = testToday();
const day = addDays(today, 1).slice(0, 7) === today.slice(0, 7) ? addDays(today, 1) : today;
const room = visitorRoom({
  namedSeats: {
    equipment: [
      {
        key: 'microfilm-reader',
        de: 'Mikrofilmlesegerät',
        en: 'Microfilm reader',
        accessible: false,
      },
      { key: 'wheelchair', de: 'Rollstuhlplatz', en: 'Wheelchair place', accessible: true },
    ],
    accessible: true,
  },
});
const slot: TimeSlot = {
  id: 2,
  roomId: 7,
  roomName: room.name,
  date: day,
  startTime: '10:00',
  endTime: '11:00',
  capacity: 4,
  ticketCount: 1,
  failedRules: [],
};
type SlotSeats = BodyOf<'/api/rooms/{id}/timeslots/{timeSlotId}/seats', 'get'>;
const seats: SlotSeats = [
  {
    id: 11,
    label: '1',
    equipment: [],
    x: 100,
    y: 200,
    state: 'TAKEN',
    accessible: false,
    heldBack: false,
    releasesOn: null,
  },
  {
    id: 12,
    label: 'M2',
    equipment: ['microfilm-reader'],
    x: 500,
    y: 500,
    state: 'FREE',
    accessible: false,
    heldBack: false,
    releasesOn: null,
  },
  {
    id: 13,
    label: 'B1',
    equipment: [],
    x: 900,
    y: 800,
    state: 'BLOCKED',
    accessible: false,
    heldBack: false,
    releasesOn: null,
  },
  {
    id: 14,
    label: '4',
    equipment: [],
    x: 300,
    y: 700,
    state: 'FREE',
    accessible: false,
    heldBack: false,
    releasesOn: null,
  },
  {
    id: 15,
    label: 'R1',
    equipment: ['wheelchair'],
    x: 700,
    y: 100,
    state: 'FREE',
    accessible: true,
    heldBack: true,
    releasesOn: '2099-01-01',
  },
];
const plan: BodyOf<'/api/rooms/{id}/seat-plan', 'get'> = {
  plan: {
    url: '/api/rooms/7/seat-plan/image?v=abc',
    alt: 'Plan des Lesesaals Ost',
    width: 800,
    height: 400,
  },
};
const equipment: BodyOf<'/api/seat-equipment', 'get'> = [
  {
    id: 1,
    key: 'microfilm-reader',
    de: 'Mikrofilmlesegerät',
    en: 'Microfilm reader',
    accessible: false,
  },
];

function server(planAnswer = plan) {
  return fakeFetch(
    on('GET', '/api/seat-equipment', 200, equipment),
    on('GET', '/api/rooms/{id}/timeslots/{timeSlotId}/seats', 200, seats),
    on('GET', '/api/rooms/{id}/seat-plan', 200, planAnswer),
    on('GET', '/api/rooms/{id}/booking', 200, [slot]),
    on('POST', '/api/transactions', 201, () => ({
      transactionId: 'tx-1',
      expiredAt: new Date(Date.now() + 15 * 60_000).toISOString(),
      tickets: [cartTicket({ date: day, timeSlotId: 2, seatLabel: 'M2' })],
    })),
    at('/api/rooms/7', on('GET', '/api/rooms/{id}', 200, room)),
  );
}

/** "Platz M2, frei" for each seat of the list (its label and its state in words). */
const listed = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => {
      const [label, state] = Array.from(item.children).map((c) => c.textContent ?? '');
      return `${label}, ${state!.replace(/^\S+ /, '')}`;
    });
/** The accessible names of the seats on the plan. */
const drawnSeats = (plan: HTMLElement) =>
  within(plan)
    .getAllByRole('button')
    .map((b) => b.getAttribute('aria-label'));

/** Opens the day and the slot's "Platz wählen". */
async function openSeatChoice(fetch: ReturnType<typeof fakeFetch>) {
  const rendered = await renderBooking('/room/7', fetch);
  await rendered.user.click(await screen.findByRole('button', { name: dayButtonName(day) }));
  await rendered.user.click(
    await screen.findByRole('button', { name: 'Platz wählen (10:00–11:00 Uhr)' }),
  );
  return rendered;
}

beforeEach(() => window.sessionStorage.clear());

describe('the seat choice on the room plan', () => {
  it('shows the list first and then the plan, with the same seats in the same states', async () => {
    await openSeatChoice(server());
    const list = await screen.findByRole('list', { name: 'Plätze 10:00–11:00 Uhr' });
    const drawn = await screen.findByRole('group', { name: 'Raumplan 10:00–11:00 Uhr' });
    // list before plan in the reading order
    expect(list.compareDocumentPosition(drawn) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(drawn).getByRole('img', { name: 'Plan des Lesesaals Ost' })).toHaveAttribute(
      'src',
      '/api/rooms/7/seat-plan/image?v=abc',
    );

    const fromList = listed(list);
    const onPlan = drawnSeats(drawn);
    expect(fromList).toEqual([
      'Platz 1, belegt',
      'Platz M2, frei',
      'Platz B1, gesperrt',
      'Platz 4, frei',
    ]);
    expect(onPlan).toEqual(fromList);
    // the state by symbol and by shape (class), not by colour alone; not choosable: said so
    const m2 = within(drawn).getByRole('button', { name: 'Platz M2, frei' });
    expect(m2).toHaveTextContent('○M2');
    expect(m2).not.toHaveAttribute('aria-disabled');
    const taken = within(drawn).getByRole('button', { name: 'Platz 1, belegt' });
    expect(taken).toHaveTextContent('×1');
    expect(taken).toHaveAttribute('aria-disabled', 'true');
    expect(within(drawn).getByRole('button', { name: 'Platz B1, gesperrt' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // held back for visitors who need an accessible seat: in neither
    expect(within(drawn).queryByRole('button', { name: /Platz R1/ })).toBeNull();
  });

  it('holds the slot with the seat chosen on the plan; a taken seat there chooses nothing', async () => {
    const fetch = server();
    const { user } = await openSeatChoice(fetch);
    const drawn = await screen.findByRole('group', { name: 'Raumplan 10:00–11:00 Uhr' });
    await user.click(within(drawn).getByRole('button', { name: 'Platz 1, belegt' }));
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    within(drawn).getByRole('button', { name: 'Platz M2, frei' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(sentBody(fetch, 'POST')).toEqual({ timeSlotId: 2, seatId: 12 }));
  });

  it.each([
    {
      language: 'de' as const,
      need: 'Mikrofilmlesegerät',
      day: /, freie Plätze$/,
      toggle: 'Platz wählen (10:00–11:00 Uhr)',
      list: 'Plätze 10:00–11:00 Uhr',
      plan: 'Raumplan 10:00–11:00 Uhr',
      seats: [
        'Platz 1, belegt',
        'Platz M2, frei, passt zu Ihrem Bedarf',
        'Platz B1, gesperrt',
        'Platz 4, frei',
      ],
    },
    {
      language: 'en' as const,
      need: 'Microfilm reader',
      day: /, seats available$/,
      toggle: 'Choose a seat (10:00–11:00)',
      list: 'Seats 10:00–11:00',
      plan: 'Room plan 10:00–11:00',
      seats: [
        'Seat 1, taken',
        'Seat M2, free, matches your needs',
        'Seat B1, blocked',
        'Seat 4, free',
      ],
    },
  ])('marks the seat matching the need in both, in words and by ★ ($language)', async (c) => {
    const { user } = await renderBooking('/room/7', server(), { language: c.language });
    await user.click(await screen.findByRole('checkbox', { name: c.need }));
    await user.click(await screen.findByRole('button', { name: c.day }));
    await user.click(await screen.findByRole('button', { name: c.toggle }));
    const list = await screen.findByRole('list', { name: c.list });
    const drawn = await screen.findByRole('group', { name: c.plan });
    expect(listed(list)).toEqual(c.seats);
    expect(drawnSeats(drawn)).toEqual(c.seats);
    expect(within(drawn).getByRole('button', { name: c.seats[1] })).toHaveTextContent('★M2');
  });

  it('shows the list alone when the room has no plan', async () => {
    await openSeatChoice(server({ plan: null }));
    expect(await screen.findByRole('list', { name: 'Plätze 10:00–11:00 Uhr' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/Raumplan/)).toBeNull());
    expect(screen.queryByRole('group', { name: 'Raumplan 10:00–11:00 Uhr' })).toBeNull();
  });
});
