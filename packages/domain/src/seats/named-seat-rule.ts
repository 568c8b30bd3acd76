/**
 * The named-seat rule, stated once: which rooms have named seats, what a slot of one holds,
 * and how a visitor's seat wish is met. The server (taking a seat, the calendar, the staff
 * lists) and the web app (the seat picker) call these functions.
 *
 * - A room has named seats when at least one seat is set up in it ({@link hasNamedSeats}); a
 *   room without them works by its slots' capacity alone, and no seat is asked for or shown.
 * - A slot of a room with named seats holds no more visitor tickets than the room has seats
 *   not blocked on the slot's date ({@link visitorCapacity}).
 * - A visitor's ticket there always holds a named seat: the seat the visitor picked if they
 *   may take it ({@link mayChooseSeat}), else the plainest free seat that fits their need
 *   (`chooseSeat`) — {@link seatForWish}. When none fits, a visitor's hold or a waiting-list
 *   offer is refused as if the slot were full; a staff booking is made without a seat (the
 *   server's `takeSeat`), which the staff lists show as "no seat assigned" ({@link seatMissing}).
 */
import type { IsoDate } from '../dates';
import { accessibleReleaseDate, chooseSeat, type SeatCandidate, type SeatNeed } from './rules';

/** A room with this many seats set up has named seats. */
export function hasNamedSeats(seatsInRoom: number): boolean {
  return seatsInRoom > 0;
}

/**
 * The visitor tickets a slot can hold: its capacity, and in a room with named seats at most
 * its unblocked seats on the slot's date (`unblockedSeats` null: no named seats).
 */
export function visitorCapacity(capacity: number, unblockedSeats: number | null): number {
  return unblockedSeats === null ? capacity : Math.min(capacity, unblockedSeats);
}

/**
 * May a visitor with this need pick the seat? Any seat but one held back (accessible, before
 * its release day: slot date − the room's hold-back days), which only a visitor who needs an
 * accessible seat may take.
 */
export function mayPickSeat(
  seat: { heldBack: boolean },
  need: Pick<SeatNeed, 'accessible'>,
): boolean {
  return !seat.heldBack || need.accessible;
}

/** Is the accessible seat held back on `today` for a slot on `slotDate`? */
export function isHeldBack(
  seat: Pick<SeatCandidate, 'accessible'>,
  slotDate: IsoDate,
  today: IsoDate,
  holdBackDays: number,
): boolean {
  return seat.accessible && today < accessibleReleaseDate(slotDate, holdBackDays);
}

/**
 * May a visitor take this particular free, unblocked seat (their own choice from the seat
 * list or the plan)? Any plain seat; an accessible one only when they need an accessible
 * seat, or from the release day (slot date − `holdBackDays`) on — the hold-back rule of
 * `chooseSeat`. Equipment asked for is not checked: the visitor picked the seat.
 */
export function mayChooseSeat(
  seat: Pick<SeatCandidate, 'accessible'>,
  need: Pick<SeatNeed, 'accessible'>,
  slotDate: IsoDate,
  today: IsoDate,
  holdBackDays: number,
): boolean {
  return mayPickSeat({ heldBack: isHeldBack(seat, slotDate, today, holdBackDays) }, need);
}

/** What a visitor asks of a named seat with a hold: a need, and maybe a seat picked. */
export interface SeatWish {
  need: SeatNeed;
  /** the visitor picked this seat: it or nothing */
  seatId?: number | undefined;
}

/**
 * The seat a visitor's wish gets among the slot's free, unblocked seats: the picked seat if
 * it is among them and the visitor may take it ({@link mayChooseSeat}), else — with no pick — the plainest seat that
 * fits the need (`chooseSeat`). Null: none.
 */
export function seatForWish(
  freeSeats: readonly SeatCandidate[],
  wish: SeatWish,
  slot: { date: IsoDate; today: IsoDate; holdBackDays: number },
): SeatCandidate | null {
  if (wish.seatId === undefined)
    return chooseSeat(freeSeats, wish.need, slot.date, slot.today, slot.holdBackDays);
  const picked = freeSeats.find((s) => s.id === wish.seatId);
  return picked && mayChooseSeat(picked, wish.need, slot.date, slot.today, slot.holdBackDays)
    ? picked
    : null;
}

/**
 * "No seat assigned": the ticket holds no named seat although its room has named seats (a
 * staff booking when none was free, a seat blocked or removed after booking).
 */
export function seatMissing(holdsSeat: boolean, roomHasNamedSeats: boolean): boolean {
  return !holdsSeat && roomHasNamedSeats;
}
