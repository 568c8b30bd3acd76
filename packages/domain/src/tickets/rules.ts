/**
 * Ticket and cart rules: what a booking must satisfy, when a visitor may
 * cancel, how long a cart holds its seats, and the reservation list's sort columns.
 */
import type { RuleCode } from '../errors';
import type { IsoDate } from '../dates';
import type { SortDirection, SortSpec } from '../paging';
import { slotStartInstant } from '../time-slots/rules';
import {
  overDailyTickets,
  overlapsAny,
  overReservations,
  type TimeRange,
} from '../time-slots/booking-limits';
import { bookingCount } from '../stays/rules';
import type { ReservationSortColumn, TicketSortField, TicketStatus } from './schema';

/** The per-visitor limits of a booking. */
export interface BookingLimits {
  maxReservations: number;
  maxDailyTickets: number;
}

/**
 * Re-checks the per-visitor limits of a whole cart at booking time and returns the first
 * failing rule, or null:
 * 1. `max_tickets_by_user_reached`: cart + booked tickets exceed `maxReservations` (the days
 *    of a stay count as one);
 * 2. `max_tickets_per_day_reached`: cart + booked tickets on one date exceed `maxDailyTickets`;
 * 3. `max_tickets_per_time_reached`: two cart tickets overlap, or a cart ticket overlaps a
 *    booked one.
 * `booked` = the e-mail's booked tickets dated today or later, not including the cart.
 * Window and capacity are per slot: check them with `evaluateSlotRules` / the slot lock.
 */
export function checkBooking(
  cart: readonly (TimeRange & { stayId?: string | null })[],
  booked: readonly (TimeRange & { stayId?: string | null })[],
  limits: BookingLimits,
): RuleCode | null {
  // a stay's days count as one booking (stays/rules.ts)
  if (overReservations(bookingCount([...cart, ...booked]), limits.maxReservations))
    return 'max_tickets_by_user_reached';
  const all = [...cart, ...booked];
  if (overDailyTickets(all, limits.maxDailyTickets)) return 'max_tickets_per_day_reached';
  const overlaps = overlapsAny(cart, booked);
  return overlaps ? 'max_tickets_per_time_reached' : null;
}

/**
 * A visitor may cancel a ticket while it is `BOOKED` and its slot has not started
 * (the start instant is after `now`; wall-clock times are read in `timeZone`).
 */
export function isCancelable(
  ticket: { status: TicketStatus; date: IsoDate; startTime: string },
  now: Date,
  timeZone: string,
): boolean {
  return ticket.status === 'BOOKED' && slotStartInstant(ticket, timeZone).getTime() > now.getTime();
}

// the seat rule (which tickets hold a seat) lives in seat-rule.ts, shared with the server's SQL
export { holdsSeat } from './seat-rule';

/** When a cart created or touched at `now` expires: `holdMinutes` later. */
export function holdExpiry(now: Date, holdMinutes: number): Date {
  return new Date(now.getTime() + holdMinutes * 60_000);
}

/** True while a cart touched `touchCount` times may be extended once more. */
export function canTouch(touchCount: number, maxTouches: number): boolean {
  return touchCount < maxTouches;
}

/** How often a cart may still be extended. */
export function remainingTouches(touchCount: number, maxTouches: number): number {
  return Math.max(0, maxTouches - touchCount);
}

// the cart's hold clock, a module of its own: the visitor's first screen needs only these
export { isTransactionExpired, remainingCartMinutes, shouldWarnCartExpiry } from './cart-hold';

/** How many more tickets fit in the cart (the "remaining reservations" info text). */
export function remainingReservations(cartSize: number, maxReservations: number): number {
  return Math.max(0, maxReservations - cartSize);
}

/** Tab of the visitor route query `status`: cancelled, new or booked (default). */
export type TicketStatusQuery = 'cancelled' | 'new' | 'booked';

/** Resolves a route query value to a ticket tab; unknown values are `booked`. */
export function parseTicketStatusQuery(value: string | null | undefined): TicketStatusQuery {
  const v = (value ?? '').trim().toLowerCase();
  return v === 'cancelled' || v === 'new' ? v : 'booked';
}

const COLUMN_FIELDS: Record<ReservationSortColumn, TicketSortField[]> = {
  room: ['roomName'],
  name: ['lastName', 'firstName'],
  institution: ['organisation'],
  email: ['email'],
  date: ['date', 'startTime'],
};

/**
 * The API sort for a reservation-list column: room → room name; name → last,
 * then first name; institution → organisation; email; date → date, then start time.
 */
export function reservationSort(
  column: ReservationSortColumn,
  direction: SortDirection,
): SortSpec<TicketSortField>[] {
  return COLUMN_FIELDS[column].map((field) => ({ field, direction }));
}
