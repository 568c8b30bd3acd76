import { describe, expect, it } from 'vitest';
import { checkBooking } from '../tickets/rules';
import { overDailyTickets, overlapsAny, overReservations } from './booking-limits';
import { evaluateSlotRules, freeSeats, isFull, type SlotRuleContext } from './rules';

const at = (date: string, startTime: string, endTime: string) => ({ date, startTime, endTime });

describe('the booking limits, each written once', () => {
  it('count reservations, tickets per day and overlaps', () => {
    expect(overReservations(5, 5)).toBe(false);
    expect(overReservations(6, 5)).toBe(true);
    const day = [at('2024-06-10', '09:00', '10:00'), at('2024-06-10', '11:00', '12:00')];
    expect(overDailyTickets(day, 2)).toBe(false);
    expect(overDailyTickets([...day, at('2024-06-10', '13:00', '14:00')], 2)).toBe(true);
    // with a date: only that date counts
    expect(overDailyTickets([...day, at('2024-06-10', '13:00', '14:00')], 2, '2024-06-11')).toBe(
      false,
    );
    expect(overlapsAny([at('2024-06-10', '09:30', '10:30')], day)).toBe(true);
    expect(overlapsAny([at('2024-06-10', '10:00', '11:00')], day)).toBe(false);
    expect(overlapsAny([day[0]!, at('2024-06-10', '09:59', '10:30')], [])).toBe(true);
  });

  it('give the hold and the booking the same answer for the same tickets', () => {
    const limits = { maxReservations: 2, maxDailyTickets: 2 };
    const ctx = (cart: ReturnType<typeof at>[]): SlotRuleContext => ({
      today: '2024-06-01',
      nowTime: '08:00',
      window: { from: '2024-06-01', until: '2024-06-30' },
      activeTicketCount: 0,
      cart,
      ...limits,
    });
    const slot = { ...at('2024-06-10', '14:00', '15:00'), capacity: 5 };
    const cases = [
      [],
      [at('2024-06-10', '09:00', '10:00')],
      [at('2024-06-10', '09:00', '10:00'), at('2024-06-11', '09:00', '10:00')],
      [at('2024-06-10', '14:30', '15:30')],
    ];
    for (const cart of cases) {
      const atHold = evaluateSlotRules(slot, ctx(cart));
      const atBooking = checkBooking([...cart, slot], [], limits);
      expect(atHold[0] ?? null).toBe(atBooking);
    }
  });

  it('call a slot full when no seat is free, overbooked ones too', () => {
    expect(freeSeats({ capacity: 3, ticketCount: 1 })).toBe(2);
    expect(freeSeats({ capacity: 3, ticketCount: 4 })).toBe(0);
    expect(isFull({ capacity: 3, ticketCount: 2 })).toBe(false);
    expect(isFull({ capacity: 3, ticketCount: 3 })).toBe(true);
    expect(isFull({ capacity: 0, ticketCount: 0 })).toBe(true);
  });
});
