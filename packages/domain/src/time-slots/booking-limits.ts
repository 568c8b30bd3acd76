/**
 * The three booking limits of one visitor, each written once: the hold (`evaluateSlotRules`,
 * one slot added to a cart) and the booking (`checkBooking`, the whole cart with the
 * e-mail's booked tickets) both call these, each with the tickets it knows.
 */
import type { IsoDate, IsoTime } from '../dates';

/** A date and wall-clock times: a slot, a cart ticket or a booked ticket. */
export interface TimeRange {
  date: IsoDate;
  startTime: IsoTime;
  endTime: IsoTime;
}

/**
 * Two ranges overlap when they share a date and `a.start < b.end && b.start < a.end`.
 * Touching ranges (10:00–11:00 and 11:00–12:00) do not overlap.
 */
export function slotsOverlap(a: TimeRange, b: TimeRange): boolean {
  return a.date === b.date && a.startTime < b.endTime && b.startTime < a.endTime;
}

/** Limit `max_tickets_by_user_reached`: more tickets than `maxReservations`. */
export function overReservations(ticketCount: number, maxReservations: number): boolean {
  return ticketCount > maxReservations;
}

/**
 * Limit `max_tickets_per_day_reached`: more tickets on one date than `maxDailyTickets` — on
 * `onDate` only when given (a hold asks about its slot's date), else on any date.
 */
export function overDailyTickets(
  tickets: readonly { date: IsoDate }[],
  maxDailyTickets: number,
  onDate?: IsoDate,
): boolean {
  const perDay = new Map<IsoDate, number>();
  for (const t of tickets) perDay.set(t.date, (perDay.get(t.date) ?? 0) + 1);
  if (onDate !== undefined) return (perDay.get(onDate) ?? 0) > maxDailyTickets;
  return [...perDay.values()].some((n) => n > maxDailyTickets);
}

/**
 * Limit `max_tickets_per_time_reached`: one of `adding` overlaps another of `adding` or one
 * of `others` (the tickets the visitor already has).
 */
export function overlapsAny(adding: readonly TimeRange[], others: readonly TimeRange[]): boolean {
  return adding.some(
    (t, i) =>
      adding.some((other, j) => j > i && slotsOverlap(t, other)) ||
      others.some((other) => slotsOverlap(t, other)),
  );
}
