/**
 * The seat rule: which tickets hold a seat. Written once, as data: the domain evaluates it
 * ({@link holdsSeat}) and the server builds its SQL from the same cases (every seat count:
 * calendar, hold, staff lists, the address's held seats), so the two cannot drift apart.
 */
import type { TicketStatus } from './schema';

/** One way a ticket holds a seat: its status, and what else must be true. */
export interface SeatHoldingCase {
  status: TicketStatus;
  /** the seat has not been given back (a no-show's seat released by the room) */
  seatKept?: true;
  /** the ticket's cart holds: its `expired_at` is still ahead */
  holdRunning?: true;
}

/** A booked ticket holds its seat until the seat is given back (a released no-show's). */
export const BOOKED_SEAT = { status: 'BOOKED', seatKept: true } as const satisfies SeatHoldingCase;

/** A NEW ticket holds its seat while its cart's hold runs (a hold). */
export const HELD_SEAT = { status: 'NEW', holdRunning: true } as const satisfies SeatHoldingCase;

/**
 * A booking waiting for the decision on its user application holds its seat until it is
 * booked (approved) or cancelled (refused).
 */
export const PENDING_SEAT = { status: 'PENDING' } as const satisfies SeatHoldingCase;

/** Every case that holds a seat; a ticket in none of them (cancelled, run out, released) holds none. */
export const SEAT_HOLDING_CASES: readonly SeatHoldingCase[] = [
  BOOKED_SEAT,
  HELD_SEAT,
  PENDING_SEAT,
];

/** What the rule reads of a ticket. */
export interface SeatTicket {
  status: TicketStatus;
  /** when a no-show's seat was given back (null: kept) */
  seatReleasedAt: Date | null;
  /** when the ticket's cart runs out (null: no cart, e.g. a staff booking) */
  cartExpiredAt: Date | null;
}

/** True when the ticket matches the case at `now`. */
export function matchesSeatCase(ticket: SeatTicket, seatCase: SeatHoldingCase, now: Date): boolean {
  return (
    ticket.status === seatCase.status &&
    (!seatCase.seatKept || ticket.seatReleasedAt === null) &&
    (!seatCase.holdRunning || (ticket.cartExpiredAt !== null && ticket.cartExpiredAt > now))
  );
}

/** True when the ticket holds a seat at `now` (any of {@link SEAT_HOLDING_CASES}). */
export function holdsSeat(ticket: SeatTicket, now: Date): boolean {
  return SEAT_HOLDING_CASES.some((seatCase) => matchesSeatCase(ticket, seatCase, now));
}
