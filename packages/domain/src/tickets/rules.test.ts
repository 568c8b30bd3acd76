import { describe, it, expect } from 'vitest';
import {
  canTouch,
  checkBooking,
  holdExpiry,
  holdsSeat,
  isCancelable,
  isTransactionExpired,
  parseTicketStatusQuery,
  remainingCartMinutes,
  remainingReservations,
  remainingTouches,
  reservationSort,
  shouldWarnCartExpiry,
} from './rules';

const at = (date: string, startTime: string, endTime: string) => ({ date, startTime, endTime });
const limits = { maxReservations: 5, maxDailyTickets: 2 };

describe('booking check', () => {
  it('passes a cart within all limits', () => {
    expect(
      checkBooking(
        [at('2024-06-12', '10:00', '11:00'), at('2024-06-12', '11:00', '12:00')],
        [],
        limits,
      ),
    ).toBeNull();
  });

  it('fails max_tickets_by_user_reached when cart and booked tickets exceed the maximum', () => {
    const cart = [at('2024-06-12', '10:00', '11:00'), at('2024-06-13', '10:00', '11:00')];
    const booked = ['2024-06-14', '2024-06-15', '2024-06-16'].map((d) => at(d, '10:00', '11:00'));
    expect(checkBooking(cart, booked, limits)).toBeNull();
    expect(checkBooking(cart, [...booked, at('2024-06-17', '10:00', '11:00')], limits)).toBe(
      'max_tickets_by_user_reached',
    );
  });

  it('fails max_tickets_per_day_reached above the daily maximum', () => {
    const cart = [at('2024-06-12', '08:00', '09:00'), at('2024-06-12', '10:00', '11:00')];
    expect(checkBooking(cart, [at('2024-06-12', '14:00', '15:00')], limits)).toBe(
      'max_tickets_per_day_reached',
    );
  });

  it('fails max_tickets_per_time_reached when cart tickets overlap each other or a booked one', () => {
    expect(
      checkBooking(
        [at('2024-06-12', '10:00', '11:00'), at('2024-06-12', '10:30', '11:30')],
        [],
        limits,
      ),
    ).toBe('max_tickets_per_time_reached');
    expect(
      checkBooking(
        [at('2024-06-12', '10:00', '11:00')],
        [at('2024-06-12', '09:00', '10:30')],
        limits,
      ),
    ).toBe('max_tickets_per_time_reached');
  });

  it('reports the user maximum before the daily maximum and overlaps', () => {
    const cart = [at('2024-06-12', '10:00', '11:00'), at('2024-06-12', '10:00', '11:00')];
    expect(checkBooking(cart, [], { maxReservations: 1, maxDailyTickets: 1 })).toBe(
      'max_tickets_by_user_reached',
    );
    expect(checkBooking(cart, [], { maxReservations: 5, maxDailyTickets: 1 })).toBe(
      'max_tickets_per_day_reached',
    );
  });
});

describe('cancelable', () => {
  const ticket = { status: 'BOOKED' as const, date: '2024-10-27', startTime: '10:00' };

  it('is true for a booked ticket until its slot starts, read in Vienna time', () => {
    // 10:00 in Vienna on 27 Oct 2024 (after the change to winter time) is 09:00 UTC.
    expect(isCancelable(ticket, new Date('2024-10-27T08:59:59Z'), 'Europe/Vienna')).toBe(true);
    expect(isCancelable(ticket, new Date('2024-10-27T09:00:00Z'), 'Europe/Vienna')).toBe(false);
  });

  it('is false for tickets that are not booked', () => {
    const early = new Date('2024-10-01T00:00:00Z');
    expect(isCancelable({ ...ticket, status: 'CANCELLED' }, early, 'Europe/Vienna')).toBe(false);
    expect(isCancelable({ ...ticket, status: 'NEW' }, early, 'Europe/Vienna')).toBe(false);
  });
});

describe('cart holds', () => {
  const now = new Date('2024-06-10T10:00:00Z');

  it('expire hold minutes after creation or touch', () => {
    expect(holdExpiry(now, 15).toISOString()).toBe('2024-06-10T10:15:00.000Z');
  });

  it('may be touched while fewer touches than the maximum were used', () => {
    expect(canTouch(9, 10)).toBe(true);
    expect(canTouch(10, 10)).toBe(false);
    expect(remainingTouches(3, 10)).toBe(7);
    expect(remainingTouches(12, 10)).toBe(0);
  });

  it('are expired from their expiry instant on', () => {
    expect(isTransactionExpired('2024-06-10T10:00:01Z', now)).toBe(false);
    expect(isTransactionExpired('2024-06-10T10:00:00Z', now)).toBe(true);
  });

  it('count booked tickets with their seat kept and new tickets in unexpired carts as holding a seat', () => {
    const later = new Date('2024-06-10T10:05:00Z');
    const ticket = { seatReleasedAt: null, cartExpiredAt: null };
    expect(holdsSeat({ ...ticket, status: 'BOOKED' }, now)).toBe(true);
    // a released no-show's seat is free again, though the ticket stays BOOKED
    expect(holdsSeat({ ...ticket, status: 'BOOKED', seatReleasedAt: now }, now)).toBe(false);
    expect(holdsSeat({ ...ticket, status: 'NEW', cartExpiredAt: later }, now)).toBe(true);
    expect(holdsSeat({ ...ticket, status: 'NEW', cartExpiredAt: now }, now)).toBe(false);
    expect(holdsSeat({ ...ticket, status: 'NEW' }, now)).toBe(false);
    expect(holdsSeat({ ...ticket, status: 'CANCELLED', cartExpiredAt: later }, now)).toBe(false);
  });

  it('tell the visitor the minutes left, rounded down (never more than the hold), and when to warn', () => {
    expect(remainingCartMinutes('2024-06-10T10:14:01Z', now)).toBe(14);
    // a fresh 15-minute hold seen by a page whose clock is 4 s old: still 15, not 16
    expect(remainingCartMinutes('2024-06-10T10:15:04Z', now)).toBe(15);
    expect(remainingCartMinutes('2024-06-10T10:00:59Z', now)).toBe(0);
    expect(remainingCartMinutes('2024-06-10T09:59:00Z', now)).toBe(0);
    expect(shouldWarnCartExpiry('2024-06-10T10:02:00Z', now, 120_000)).toBe(true);
    expect(shouldWarnCartExpiry('2024-06-10T10:02:01Z', now, 120_000)).toBe(false);
    expect(shouldWarnCartExpiry('2024-06-10T09:59:00Z', now, 120_000)).toBe(false);
    expect(remainingReservations(2, 5)).toBe(3);
    expect(remainingReservations(6, 5)).toBe(0);
  });
});

describe('reservation list', () => {
  it('resolves the status query to cancelled, new or booked by default', () => {
    expect(parseTicketStatusQuery('cancelled')).toBe('cancelled');
    expect(parseTicketStatusQuery('NEW')).toBe('new');
    expect(parseTicketStatusQuery('whatever')).toBe('booked');
    expect(parseTicketStatusQuery(null)).toBe('booked');
  });

  it('maps columns to API sort keys', () => {
    expect(reservationSort('name', 'ASC')).toEqual([
      { field: 'lastName', direction: 'ASC' },
      { field: 'firstName', direction: 'ASC' },
    ]);
    expect(reservationSort('date', 'DESC')).toEqual([
      { field: 'date', direction: 'DESC' },
      { field: 'startTime', direction: 'DESC' },
    ]);
    expect(reservationSort('institution', 'ASC')).toEqual([
      { field: 'organisation', direction: 'ASC' },
    ]);
  });
});
