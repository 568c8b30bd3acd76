import { and, asc, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import { seatForWish } from '@lesesaal/domain/seats/named-seat-rule';
import {
  isAccessibleSeat,
  accessibleKeysOf,
  seatNeedOf,
  seatsFree,
  type SeatNeed,
} from '@lesesaal/domain/seats/rules';
import { rowsOf, type Db } from '../../db/client';
import { seats, tickets, timeSlots, transactions } from '../../db/schema/index';
import * as repo from './repository';
import { findSettings } from './settings-repository';
import { findSlot, reclaimRunOutSeats, setTicketSeat, takenSeatsOfSlot } from './slot-repository';

/**
 * Chooses the seat of a new ticket in slot `slotId` and returns its id; null when no free,
 * unblocked seat fits the visitor's need (or the room has no named seats: ask
 * {@link slotUsesSeats} first). Call it in the transaction that inserts the ticket, after
 * the slot row's lock (`FOR UPDATE`), and insert the ticket with the returned `seat_id` in
 * the same transaction: the lock makes the choice exact, the unique index
 * `tickets_slot_seat_idx` refuses a second ticket on the seat should anything skip the lock.
 * Run-out holds of the slot give their seats back first. `today` is the archive's date of
 * `now` (accessible seats are held back until the slot's date minus the room's days). With
 * `seatId` (the visitor picked a seat) that seat or nothing: it must be free, unblocked, in
 * the slot's room and not held back for this visitor (`seatForWish`, the domain's
 * named-seat rule).
 */
export async function assignSeat(
  tx: Db,
  input: { slotId: number; need: SeatNeed; now: Date; today: string; seatId?: number },
): Promise<number | null> {
  const slot = await findSlot(tx, input.slotId);
  if (!slot) return null;
  await reclaimRunOutSeats(tx, slot.id, input.now);
  const [roomSeats, taken, equipment, settings] = await Promise.all([
    repo.listSeatsOfRoom(tx, slot.roomId, slot.date),
    takenSeatsOfSlot(tx, slot.id),
    repo.listEquipment(tx),
    findSettings(tx, slot.roomId),
  ]);
  if (roomSeats.length === 0) return null;
  const accessibleKeys = accessibleKeysOf(equipment);
  const free = seatsFree(roomSeats, new Set(taken.map((t) => t.seatId)), slot.date).map((s) => ({
    id: s.id,
    label: s.label,
    equipment: s.equipment,
    sortOrder: s.sortOrder,
    accessible: isAccessibleSeat(s.equipment, accessibleKeys),
  }));
  const need = seatNeedOf(input.need.equipment, input.need.accessible, equipment);
  // the named-seat rule: the visitor's own pick (free, unblocked, of the slot's room, not
  // held back) or else the plainest free seat that fits the need
  const seat = seatForWish(
    free,
    { need, seatId: input.seatId },
    { date: slot.date, today: input.today, holdBackDays: settings.accessibleHoldBackDays },
  );
  return seat?.id ?? null;
}

/** True when the slot's room has named seats (then every visitor ticket needs one). */
export async function slotUsesSeats(tx: Db, slotId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: seats.id })
    .from(seats)
    .innerJoin(timeSlots, eq(timeSlots.roomId, seats.roomId))
    .where(eq(timeSlots.id, slotId))
    .limit(1);
  return row !== undefined;
}

/**
 * The unblocked seats of each slot's room on the slot's date: the most visitor tickets the
 * slot can hold. Slots of rooms without named seats are missing from the map (their
 * capacity alone counts).
 */
export async function unblockedSeatCounts(
  db: Db,
  slotIds: readonly number[],
): Promise<Map<number, number>> {
  if (slotIds.length === 0) return new Map();
  const rows = await db
    .select({
      slotId: timeSlots.id,
      n: sql<number>`(count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM seat_blocks b
        WHERE b.seat_id = ${seats.id} AND b.from_date <= ${timeSlots.date}
          AND b.until_date >= ${timeSlots.date})))::int`,
    })
    .from(timeSlots)
    .innerJoin(seats, eq(seats.roomId, timeSlots.roomId))
    .where(inArray(timeSlots.id, [...slotIds]))
    .groupBy(timeSlots.id);
  return new Map(rows.map((r) => [r.slotId, Number(r.n)]));
}

/**
 * Before a released no-show's ticket holds its seat again (check-in of a late arrival
 * clears `seat_released_at`): if another ticket holds that seat in the slot meanwhile, the
 * returning ticket's seat is cleared (no seat assigned), so the unique index is not hit.
 * Returns the seat the ticket keeps, or null. Call under the slot lock, before the update.
 */
export async function prepareSeatReturn(tx: Db, ticketId: number): Promise<number | null> {
  const rows = await tx.execute<{ seat_id: number | null }>(sql`
    UPDATE tickets t SET seat_id = CASE WHEN EXISTS (
        SELECT 1 FROM tickets o
        WHERE o.time_slot_id = t.time_slot_id AND o.seat_id = t.seat_id AND o.id <> t.id
          AND (o.status IN ('NEW', 'PENDING') OR (o.status = 'BOOKED' AND o.seat_released_at IS NULL))
      ) THEN NULL ELSE t.seat_id END
    WHERE t.id = ${ticketId}
    RETURNING t.seat_id`);
  const [row] = rowsOf<{ seat_id: number | null }>(rows);
  return row?.seat_id ?? null;
}

/** The label of a seat ("M2"), null when there is no such seat. */
export async function seatLabelOf(tx: Db, seatId: number): Promise<string | null> {
  const [row] = await tx.select({ label: seats.label }).from(seats).where(eq(seats.id, seatId));
  return row?.label ?? null;
}

/** A visitor's live hold (NEW ticket of a cart that has not run out) on a seat. */
export interface HeldOnSeat {
  ticketId: number;
  timeSlotId: number;
}

/**
 * The live holds on `seatId` on a day from `from` to `until` (slot by slot, in id order).
 * Read them before a block clears the seat: {@link reseatHolds} gives them another one.
 */
export async function liveHoldsOnSeat(
  tx: Db,
  seatId: number,
  range: { from: string; until: string },
  now: Date,
): Promise<HeldOnSeat[]> {
  return tx
    .select({ ticketId: tickets.id, timeSlotId: tickets.timeSlotId })
    .from(tickets)
    .innerJoin(timeSlots, eq(timeSlots.id, tickets.timeSlotId))
    .innerJoin(transactions, eq(transactions.id, tickets.transactionId))
    .where(
      and(
        eq(tickets.seatId, seatId),
        eq(tickets.status, 'NEW'),
        gt(transactions.expiredAt, now),
        gte(timeSlots.date, range.from),
        lte(timeSlots.date, range.until),
      ),
    )
    .orderBy(asc(tickets.timeSlotId), asc(tickets.id));
}

/**
 * Held tickets whose seat a block took get another free, unblocked seat of their slot at
 * once, as a new hold would: first one with at least the blocked seat's equipment (an
 * accessible one if that seat was accessible: `seatNeedOf`), else any seat a visitor without
 * a need may have today. With no seat left in the slot the hold keeps none (booked, it shows
 * as "no seat assigned"). Call under the slots' locks, after the blocked seat was cleared.
 * Returns the holds that got no seat.
 */
export async function reseatHolds(
  tx: Db,
  holds: readonly HeldOnSeat[],
  blockedEquipment: readonly string[],
  at: { now: Date; today: string },
): Promise<HeldOnSeat[]> {
  const left: HeldOnSeat[] = [];
  for (const hold of holds) {
    const ask = (equipment: readonly string[]) =>
      assignSeat(tx, { slotId: hold.timeSlotId, need: { equipment, accessible: false }, ...at });
    const seatId =
      (await ask(blockedEquipment)) ?? (blockedEquipment.length > 0 ? await ask([]) : null);
    if (seatId === null) left.push(hold);
    else await setTicketSeat(tx, hold.ticketId, seatId);
  }
  return left;
}
