import { describe, it, expect } from 'vitest';
import type { RuleCode } from '../errors';
import {
  dayStatus,
  evaluateSlotRules,
  hasSlotStarted,
  isOverbooked,
  isSlotOpen,
  isWithinOpeningWindow,
  openingWindow,
  slotStartInstant,
  slotsOverlap,
  visitorSlotLabel,
  visitorSlotState,
  type SlotRuleContext,
} from './rules';

const none = new Set<string>();
// Friday 17 May 2024; Monday 20 May 2024 is Whit Monday, a holiday in Austria.
const FRIDAY = '2024-05-17';
const whitMonday = new Set(['2024-05-20']);
// noon of that Friday in Vienna (rooms without a release time: any time of the day)
const AT_FRIDAY = { now: new Date('2024-05-17T10:00:00Z'), timeZone: 'Europe/Vienna' };

describe('opening window', () => {
  it('counts calendar days for DAY bounds', () => {
    const room = {
      openStart: { type: 'DAY', value: 2 },
      openEnd: { type: 'DAY', value: 30 },
    } as const;
    expect(openingWindow(room, AT_FRIDAY, whitMonday)).toEqual({
      from: '2024-05-19',
      until: '2024-06-16',
    });
  });

  it('counts working days from a Friday over the weekend and a holiday Monday', () => {
    const room = {
      openStart: { type: 'WORKING_DAY', value: 2 },
      openEnd: { type: 'WORKING_DAY', value: 5 },
    } as const;
    expect(openingWindow(room, AT_FRIDAY, whitMonday)).toEqual({
      from: '2024-05-22',
      until: '2024-05-27',
    });
    expect(openingWindow(room, AT_FRIDAY, none)).toEqual({
      from: '2024-05-21',
      until: '2024-05-24',
    });
  });

  it('includes both edges and nothing beyond them', () => {
    const room = {
      openStart: { type: 'WORKING_DAY', value: 2 },
      openEnd: { type: 'WORKING_DAY', value: 5 },
    } as const;
    const within = (d: string) => isWithinOpeningWindow(d, room, AT_FRIDAY, whitMonday);
    expect(within('2024-05-21')).toBe(false);
    expect(within('2024-05-22')).toBe(true);
    expect(within('2024-05-27')).toBe(true);
    expect(within('2024-05-28')).toBe(false);
  });

  it('opens today for a start value of 0', () => {
    const room = {
      openStart: { type: 'WORKING_DAY', value: 0 },
      openEnd: { type: 'DAY', value: 0 },
    } as const;
    expect(isWithinOpeningWindow(FRIDAY, room, AT_FRIDAY, none)).toBe(true);
    expect(isWithinOpeningWindow('2024-05-18', room, AT_FRIDAY, none)).toBe(false);
  });

  it('is empty when the start lies after the end', () => {
    const room = {
      openStart: { type: 'DAY', value: 10 },
      openEnd: { type: 'DAY', value: 5 },
    } as const;
    expect(isWithinOpeningWindow('2024-05-24', room, AT_FRIDAY, none)).toBe(false);
  });
});

describe('slot overlap', () => {
  const at = (date: string, startTime: string, endTime: string) => ({ date, startTime, endTime });

  it('does not count touching slots as overlapping', () => {
    expect(
      slotsOverlap(at('2024-06-10', '10:00', '11:00'), at('2024-06-10', '11:00', '12:00')),
    ).toBe(false);
    expect(
      slotsOverlap(at('2024-06-10', '11:00', '12:00'), at('2024-06-10', '10:00', '11:00')),
    ).toBe(false);
  });

  it('counts partial and enclosed overlaps on the same date', () => {
    expect(
      slotsOverlap(at('2024-06-10', '10:00', '11:00'), at('2024-06-10', '10:59', '12:00')),
    ).toBe(true);
    expect(
      slotsOverlap(at('2024-06-10', '09:00', '17:00'), at('2024-06-10', '10:00', '11:00')),
    ).toBe(true);
  });

  it('never overlaps across dates', () => {
    expect(
      slotsOverlap(at('2024-06-10', '10:00', '11:00'), at('2024-06-11', '10:00', '11:00')),
    ).toBe(false);
  });
});

describe('day status and overbooking', () => {
  it('is empty without slots, free with a seat left somewhere, full otherwise', () => {
    expect(dayStatus([])).toBe('empty');
    expect(
      dayStatus([
        { capacity: 2, ticketCount: 2 },
        { capacity: 2, ticketCount: 1 },
      ]),
    ).toBe('free');
    expect(
      dayStatus([
        { capacity: 2, ticketCount: 2 },
        { capacity: 0, ticketCount: 0 },
      ]),
    ).toBe('full');
  });

  it('marks a slot overbooked only when tickets exceed capacity', () => {
    expect(isOverbooked({ capacity: 2, ticketCount: 2 })).toBe(false);
    expect(isOverbooked({ capacity: 2, ticketCount: 3 })).toBe(true);
  });
});

describe('slot start', () => {
  it('has started at its start minute and on earlier dates', () => {
    const slot = { date: '2024-06-10', startTime: '10:00' };
    expect(hasSlotStarted(slot, '2024-06-10', '09:59')).toBe(false);
    expect(hasSlotStarted(slot, '2024-06-10', '10:00')).toBe(true);
    expect(hasSlotStarted(slot, '2024-06-11', '00:00')).toBe(true);
    expect(hasSlotStarted(slot, '2024-06-09', '23:59')).toBe(false);
  });

  it('gives the start instant in the zone', () => {
    expect(
      slotStartInstant({ date: '2024-06-10', startTime: '10:00' }, 'Europe/Vienna').toISOString(),
    ).toBe('2024-06-10T08:00:00.000Z');
  });
});

describe('slot rules for a visitor', () => {
  const slot = { date: '2024-06-12', startTime: '10:00', endTime: '12:00', capacity: 3 };
  const ctx: SlotRuleContext = {
    today: '2024-06-10',
    nowTime: '09:00',
    window: { from: '2024-06-12', until: '2024-07-10' },
    activeTicketCount: 0,
    cart: [],
    booked: [],
    maxReservations: 5,
    maxDailyTickets: 2,
  };

  it('passes a free slot in the window', () => {
    expect(evaluateSlotRules(slot, ctx)).toEqual([]);
  });

  it('fails timeslot_not_open outside the window and once the slot started', () => {
    expect(evaluateSlotRules({ ...slot, date: '2024-06-11' }, ctx)).toEqual(['timeslot_not_open']);
    expect(evaluateSlotRules({ ...slot, date: '2024-07-11' }, ctx)).toEqual(['timeslot_not_open']);
    const sameDay = {
      ...ctx,
      window: { from: '2024-06-10', until: '2024-06-30' },
      nowTime: '10:00',
    };
    expect(evaluateSlotRules({ ...slot, date: '2024-06-10' }, sameDay)).toEqual([
      'timeslot_not_open',
    ]);
  });

  it('fails timeslot_no_tickets_left when active tickets reach capacity', () => {
    expect(evaluateSlotRules(slot, { ...ctx, activeTicketCount: 2 })).toEqual([]);
    expect(evaluateSlotRules(slot, { ...ctx, activeTicketCount: 3 })).toEqual([
      'timeslot_no_tickets_left',
    ]);
  });

  it('fails max_tickets_by_user_reached when the cart is full', () => {
    const cart = ['2024-06-13', '2024-06-14', '2024-06-15', '2024-06-16'].map((date) => ({
      date,
      startTime: '10:00',
      endTime: '11:00',
    }));
    expect(evaluateSlotRules(slot, { ...ctx, cart })).toEqual([]);
    const full = [...cart, { date: '2024-06-17', startTime: '10:00', endTime: '11:00' }];
    expect(evaluateSlotRules(slot, { ...ctx, cart: full })).toEqual([
      'max_tickets_by_user_reached',
    ]);
  });

  it('fails max_tickets_per_time_reached on overlap with the cart or booked tickets, not on touching', () => {
    const touching = { date: '2024-06-12', startTime: '12:00', endTime: '13:00' };
    const overlapping = { date: '2024-06-12', startTime: '11:00', endTime: '13:00' };
    expect(evaluateSlotRules(slot, { ...ctx, cart: [touching] })).toEqual([]);
    expect(evaluateSlotRules(slot, { ...ctx, cart: [overlapping] })).toEqual([
      'max_tickets_per_time_reached',
    ]);
    expect(evaluateSlotRules(slot, { ...ctx, booked: [overlapping] })).toEqual([
      'max_tickets_per_time_reached',
    ]);
  });

  it('fails max_tickets_per_day_reached when cart and booked tickets fill the day', () => {
    const morning = { date: '2024-06-12', startTime: '08:00', endTime: '09:00' };
    const evening = { date: '2024-06-12', startTime: '18:00', endTime: '19:00' };
    expect(evaluateSlotRules(slot, { ...ctx, cart: [morning] })).toEqual([]);
    expect(evaluateSlotRules(slot, { ...ctx, cart: [morning], booked: [evening] })).toEqual([
      'max_tickets_per_day_reached',
    ]);
  });

  it('lists several failures in the fixed order', () => {
    const overlapping = { date: '2024-06-12', startTime: '10:00', endTime: '12:00' };
    expect(
      evaluateSlotRules(slot, {
        ...ctx,
        activeTicketCount: 3,
        cart: [overlapping],
        maxReservations: 1,
        maxDailyTickets: 1,
      }),
    ).toEqual([
      'timeslot_no_tickets_left',
      'max_tickets_by_user_reached',
      'max_tickets_per_time_reached',
      'max_tickets_per_day_reached',
    ]);
  });
});

describe('visitor slot label', () => {
  const slot = {
    id: 7,
    date: '2024-06-12',
    startTime: '10:00',
    endTime: '12:00',
    capacity: 3,
    ticketCount: 1,
    failedRules: [] as RuleCode[],
  };
  const ctx = { cart: [], maxReservations: 5 };

  it('offers a free slot for booking', () => {
    expect(visitorSlotLabel(slot, ctx)).toBe('book');
  });

  it('hides slots with capacity 0 or outside the opening window', () => {
    expect(visitorSlotLabel({ ...slot, capacity: 0, ticketCount: 0 }, ctx)).toBe('hidden');
    expect(visitorSlotLabel({ ...slot, failedRules: ['timeslot_not_open'] }, ctx)).toBe('hidden');
  });

  it('shows fully booked slots as full', () => {
    expect(visitorSlotLabel({ ...slot, failedRules: ['timeslot_no_tickets_left'] }, ctx)).toBe(
      'full',
    );
    expect(visitorSlotLabel({ ...slot, ticketCount: 3 }, ctx)).toBe('full');
  });

  it('shows other failed rules as not bookable (temporarily full)', () => {
    expect(visitorSlotLabel({ ...slot, failedRules: ['max_tickets_per_day_reached'] }, ctx)).toBe(
      'notBookable',
    );
    expect(visitorSlotLabel({ ...slot, failedRules: ['max_tickets_by_user_reached'] }, ctx)).toBe(
      'notBookable',
    );
  });

  it('is not bookable when already in the cart, when the cart is full or when it overlaps a cart ticket', () => {
    const inCart = { timeSlotId: 7, date: '2024-06-12', startTime: '10:00', endTime: '12:00' };
    expect(visitorSlotLabel(slot, { ...ctx, cart: [inCart] })).toBe('notBookable');
    const other = { timeSlotId: 8, date: '2024-06-12', startTime: '11:00', endTime: '13:00' };
    expect(visitorSlotLabel(slot, { ...ctx, cart: [other] })).toBe('notBookable');
    const elsewhere = { timeSlotId: 9, date: '2024-06-13', startTime: '10:00', endTime: '12:00' };
    expect(visitorSlotLabel(slot, { cart: [elsewhere], maxReservations: 1 })).toBe('notBookable');
    expect(visitorSlotLabel(slot, { cart: [elsewhere], maxReservations: 2 })).toBe('book');
  });
});

describe('isSlotOpen (the rule re-checked when a held cart is booked)', () => {
  const clock = {
    today: '2024-05-17',
    nowTime: '10:00',
    window: { from: '2024-05-17', until: '2024-05-20' },
  };
  it('is open inside the window before the start, closed outside it or once started', () => {
    expect(isSlotOpen({ date: '2024-05-20', startTime: '09:00' }, clock)).toBe(true);
    expect(isSlotOpen({ date: '2024-05-17', startTime: '10:30' }, clock)).toBe(true);
    expect(isSlotOpen({ date: '2024-05-17', startTime: '10:00' }, clock)).toBe(false);
    expect(isSlotOpen({ date: '2024-05-21', startTime: '09:00' }, clock)).toBe(false);
  });

  it('is closed on a holiday inside the window, whenever the holiday was entered', () => {
    const closed = { ...clock, closedDates: new Set(['2024-05-17', '2024-05-20']) };
    expect(isSlotOpen({ date: '2024-05-20', startTime: '09:00' }, closed)).toBe(false);
    expect(isSlotOpen({ date: '2024-05-17', startTime: '10:30' }, closed)).toBe(false);
    expect(isSlotOpen({ date: '2024-05-18', startTime: '09:00' }, closed)).toBe(true);
    expect(
      evaluateSlotRules(
        { date: '2024-05-20', startTime: '09:00', endTime: '10:00', capacity: 5 },
        { ...closed, activeTicketCount: 0, cart: [], maxReservations: 3, maxDailyTickets: 3 },
      ),
    ).toEqual(['timeslot_not_open']);
  });
});

describe('visitor slot state (what a visitor reads on a slot)', () => {
  const slot = {
    id: 7,
    date: '2024-06-12',
    startTime: '10:00',
    endTime: '12:00',
    capacity: 3,
    ticketCount: 1,
    failedRules: [] as RuleCode[],
  };
  const window = { from: '2024-06-11', until: '2024-06-30' };
  const ctx = { cart: [], maxReservations: 5, window };
  const cartTicket = (
    id: number,
    timeSlotId: number,
    date: string,
    start: string,
    end: string,
  ) => ({
    id,
    timeSlotId,
    date,
    startTime: start,
    endTime: end,
  });

  it('is free with the seats left, full without, hidden without seats at all', () => {
    expect(visitorSlotState(slot, ctx)).toEqual({ state: 'free', seatsLeft: 2 });
    expect(visitorSlotState({ ...slot, ticketCount: 3 }, ctx)).toEqual({ state: 'full' });
    expect(visitorSlotState({ ...slot, failedRules: ['timeslot_no_tickets_left'] }, ctx)).toEqual({
      state: 'full',
    });
    expect(visitorSlotState({ ...slot, capacity: 0, ticketCount: 0 }, ctx)).toEqual({
      state: 'hidden',
    });
  });

  it('names a slot of the cart as selected with its ticket, before any failed rule', () => {
    const own = cartTicket(100, 7, '2024-06-12', '10:00', '12:00');
    expect(
      visitorSlotState(
        { ...slot, failedRules: ['max_tickets_per_time_reached', 'timeslot_no_tickets_left'] },
        { ...ctx, cart: [own] },
      ),
    ).toEqual({ state: 'selected', ticketId: 100 });
  });

  it('gives the reason: too early after the window, too late before it or once started', () => {
    const notOpen = ['timeslot_not_open'] as RuleCode[];
    expect(visitorSlotState({ ...slot, date: '2024-07-01', failedRules: notOpen }, ctx)).toEqual({
      state: 'unavailable',
      reason: 'tooEarly',
    });
    expect(visitorSlotState({ ...slot, date: '2024-06-10', failedRules: notOpen }, ctx)).toEqual({
      state: 'unavailable',
      reason: 'tooLate',
    });
    expect(visitorSlotState({ ...slot, date: '2024-06-11', failedRules: notOpen }, ctx)).toEqual({
      state: 'unavailable',
      reason: 'tooLate',
    });
  });

  it('gives the reason: limit reached, overlaps a selected slot, daily limit, held by others', () => {
    const elsewhere = cartTicket(101, 9, '2024-06-13', '10:00', '12:00');
    expect(visitorSlotState(slot, { ...ctx, cart: [elsewhere], maxReservations: 1 })).toEqual({
      state: 'unavailable',
      reason: 'limitReached',
    });
    const overlapping = cartTicket(102, 8, '2024-06-12', '11:00', '13:00');
    expect(visitorSlotState(slot, { ...ctx, cart: [overlapping] })).toEqual({
      state: 'unavailable',
      reason: 'overlaps',
    });
    expect(
      visitorSlotState({ ...slot, failedRules: ['max_tickets_per_day_reached'] }, ctx),
    ).toEqual({ state: 'unavailable', reason: 'dayLimitReached' });
    expect(
      visitorSlotState({ ...slot, failedRules: ['max_tickets_by_user_reached'] }, ctx),
    ).toEqual({ state: 'unavailable', reason: 'limitReached' });
    expect(
      visitorSlotState({ ...slot, failedRules: ['conflict'] as unknown as RuleCode[] }, ctx),
    ).toEqual({
      state: 'unavailable',
      reason: 'held',
    });
  });
});
