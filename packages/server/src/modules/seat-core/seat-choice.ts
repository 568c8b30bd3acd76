import type { Db } from '../../db/client';
import { assignSeat, seatLabelOf, slotUsesSeats } from '../seats';

/**
 * Named seats in `takeSeat`: which seat a new ticket gets in a room that has them. The seats
 * module chooses (`assignSeat`, under the slot lock just taken, in the same transaction);
 * this file only says what the booking core asks it.
 */

/** What a request says about the seat (all optional: no need, no pick). */
export interface SeatChoice {
  /** the visitor's need: equipment keys and whether an accessible seat is needed */
  need?: { equipment: readonly string[]; accessible: boolean } | undefined;
  /** the visitor picked this seat: it or nothing */
  seatId?: number | undefined;
  /**
   * the archive's date today (ArchiveClock `dateAt(now)`): accessible seats are held back
   * until the slot's date minus the room's days
   */
  today: string;
  /** false when the caller already knows the room has no named seats (skips the question) */
  roomHasSeats?: boolean | undefined;
}

/** The seat a new ticket gets: `undefined` in a room without named seats, null when none fits. */
export type ChosenSeat = { id: number; label: string } | null | undefined;

/** Call under the slot lock, before the ticket's insert (see `takeSeat`). */
export async function chooseSeatFor(
  tx: Db,
  slotId: number,
  now: Date,
  choice: SeatChoice,
): Promise<ChosenSeat> {
  if (choice.roomHasSeats === false || !(await slotUsesSeats(tx, slotId))) return undefined;
  const id = await assignSeat(tx, {
    slotId,
    need: choice.need ?? { equipment: [], accessible: false },
    now,
    today: choice.today,
    ...(choice.seatId === undefined ? {} : { seatId: choice.seatId }),
  });
  if (id === null) return null;
  return { id, label: (await seatLabelOf(tx, id)) ?? '' };
}
