import { describe, expect, it } from 'vitest';
import type { TimeSlot } from './api-types';
import { clickDay, spanProblem, stayDays } from './stay-days';
import { bookingCount, takesStayRecords, visitItems } from './stay-groups';

const first = '2099-03-02';
const days = [0, 1, 2, 3, 4].map((n) => `2099-03-0${2 + n}`);
const last = days[4]!;
const slot = (id: number, date: string, over: Partial<TimeSlot> = {}): TimeSlot => ({
  id,
  roomId: 7,
  roomName: 'Lesesaal Ost',
  date,
  startTime: '09:00',
  endTime: '16:00',
  capacity: 3,
  ticketCount: 1,
  failedRules: [],
  ...over,
});
const slots = [
  slot(11, days[0]!),
  slot(12, days[1]!),
  slot(13, days[2]!, { ticketCount: 3, failedRules: ['timeslot_no_tickets_left'] }),
  slot(14, days[3]!),
  slot(24, days[3]!, { startTime: '13:00', endTime: '17:00' }),
  slot(15, days[4]!),
];

describe('stay days', () => {
  it('sets the first, then the last day; a click before the first or after a span starts anew', () => {
    expect(clickDay({ first: '', last: '' }, '2099-03-02')).toEqual({
      first: '2099-03-02',
      last: '',
    });
    expect(clickDay({ first: '2099-03-02', last: '' }, '2099-03-06')).toEqual({
      first: '2099-03-02',
      last: '2099-03-06',
    });
    expect(clickDay({ first: '2099-03-02', last: '' }, '2099-03-01')).toEqual({
      first: '2099-03-01',
      last: '',
    });
    expect(clickDay({ first: '2099-03-02', last: '2099-03-06' }, '2099-03-09')).toEqual({
      first: '2099-03-09',
      last: '',
    });
  });

  it('names the problem of a span: a day missing, the wrong order, one day, too long', () => {
    expect(spanProblem('', '2099-03-06', 5)).toBe('noFirst');
    expect(spanProblem('2099-03-02', '', 5)).toBe('noLast');
    expect(spanProblem('2099-03-06', '2099-03-02', 5)).toBe('order');
    expect(spanProblem('2099-03-02', '2099-03-02', 5)).toBe('single');
    expect(spanProblem('2099-03-02', '2099-03-07', 5)).toBe('tooLong');
    expect(spanProblem('2099-03-02', '2099-03-06', 5)).toBeNull();
  });

  it("lists every day of the span with the chosen time's slot, or none", () => {
    const listed = stayDays(slots, first, '2099-03-07', '09:00–16:00', {
      [days[3]!]: 24,
    });
    expect(listed.map((d) => [d.slot?.id ?? null, d.state])).toEqual([
      [11, 'free'],
      [12, 'free'],
      [13, 'full'],
      [24, 'free'],
      [15, 'free'],
      [null, 'noSlot'],
    ]);
  });

  it('lists a slot not open or held by a rule as not bookable, and one a day with one slot', () => {
    const closed = slot(31, '2099-03-09', {
      failedRules: ['timeslot_not_open'],
      startTime: '10:00',
    });
    const listed = stayDays([closed], '2099-03-09', '2099-03-09', '09:00–16:00');
    expect(listed.map((d) => [d.slot?.id, d.state])).toEqual([[31, 'notBookable']]);
    expect(stayDays(slots, last, first, null)).toEqual([]);
  });

  it('groups a stay as one item where its first ticket stands', () => {
    const t = (id: number, date: string, stayId: string | null) => ({
      id,
      date,
      startTime: '09:00',
      stayId,
    });
    const items = visitItems([
      t(1, '2099-03-05', 's'),
      t(2, '2099-03-01', null),
      t(3, '2099-03-04', 's'),
    ]);
    expect(
      items.map((i) => (i.kind === 'stay' ? [i.first, i.last, i.days.length] : i.ticket.id)),
    ).toEqual([['2099-03-04', '2099-03-05', 2], 2]);
  });
});

describe('records of a stay', () => {
  it('go with its first day only; every single visit takes its own', () => {
    const t = (id: number, date: string, stayId: string | null) => ({
      id,
      date,
      startTime: '09:00',
      stayId,
    });
    const tickets = [t(1, '2099-03-05', 's'), t(2, '2099-03-01', null), t(3, '2099-03-04', 's')];
    expect(tickets.map((x) => takesStayRecords(x, tickets))).toEqual([false, true, true]);
  });
});

describe('the cart limit', () => {
  it('counts a stay once and every other ticket once', () => {
    expect(
      bookingCount([{ stayId: 'a' }, { stayId: 'a' }, { stayId: null }, { stayId: 'b' }, {}]),
    ).toBe(4);
    expect(bookingCount([])).toBe(0);
  });
});
