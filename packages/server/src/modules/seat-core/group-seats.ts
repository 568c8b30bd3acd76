import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { rowsOf, type Db } from '../../db/client';
import { lockSlots } from './lock-order';
import { activeTicketCountOf } from './seat-counts';
import type { SlotRow } from './slot-row';

/**
 * A group's seats (module group-visits, docs/decisions/group-visits.md): BOOKED tickets with
 * `group_id` and no personal data, taken as one block under the slot lock — so they count in
 * the slot like every ticket, and the seat rule needs nothing new. A confirmed whole-room
 * group also closes the slot to individual holds: {@link closedForGroup} is part of the
 * hold's insert condition (`take-seat.ts`) and of its first read (`slot-reads.ts`).
 */

/** SQL: a confirmed whole-room group has the slot `slotId` (an expression of the caller). */
export function closedForGroup(slotId: SQL): SQL<boolean> {
  return sql<boolean>`EXISTS (SELECT 1 FROM group_requests g
    WHERE g.time_slot_id = ${slotId} AND g.whole_room AND g.status = 'CONFIRMED')`;
}

const takenRow = z.object({
  taken: z.coerce.number().int(),
  free: z.coerce.number().int().nullable(),
});

export type GroupSeatsOutcome =
  | { taken: true; seats: number; slot: SlotRow }
  /** no such slot */
  | { taken: false; reason: 'gone' }
  /** fewer free seats than asked (the whole room: none); `free` as counted under the lock */
  | { taken: false; reason: 'full'; free: number };

/**
 * Takes `seats` seats of the slot for the group `groupId` — or, with `seats: 'all'`, every
 * seat free now (at least one) — all or none: the slot lock (lock order step `slot`), then
 * ONE insert that counts the active tickets against the locked row's capacity and inserts
 * the block only when it fits. Its snapshot is taken after the lock was granted, so it sees
 * every seat the previous lock holder took: never oversold, on any number of instances.
 */
export async function takeGroupSeats(
  tx: Db,
  request: { slotId: number; groupId: number; seats: number | 'all'; now: Date },
): Promise<GroupSeatsOutcome> {
  const { slotId, groupId, now } = request;
  const [slot] = await lockSlots(tx, [slotId]);
  if (!slot) return { taken: false, reason: 'gone' };
  const at = now.toISOString();
  const free = sql`(SELECT s.capacity - ${activeTicketCountOf(sql`${slotId}::int`, now)}
      FROM time_slots s WHERE s.id = ${slotId})`;
  const wanted = request.seats === 'all' ? sql`free.n` : sql`${request.seats}::int`;
  const result = await tx.execute(sql`
    WITH free AS (SELECT ${free} AS n),
    ins AS (
      INSERT INTO tickets (time_slot_id, status, created_at, booked_at, group_id)
      SELECT ${slotId}, 'BOOKED', ${at}, ${at}, ${groupId}
      FROM free, generate_series(1, greatest(${wanted}, 0))
      WHERE free.n >= greatest(${wanted}, 1)
      RETURNING id)
    SELECT (SELECT count(*) FROM ins)::int AS taken, (SELECT n FROM free)::int AS free`);
  const row = takenRow.parse(rowsOf(result)[0]);
  if (row.taken === 0) return { taken: false, reason: 'full', free: Math.max(0, row.free ?? 0) };
  return { taken: true, seats: row.taken, slot };
}

/**
 * Gives the group's seats back (its BOOKED tickets become CANCELLED); the caller holds the
 * slot lock ({@link lockSlots}) so the freed seats may go to the waiting list under it.
 * Returns the number of seats freed.
 */
export async function cancelGroupSeats(db: Db, groupId: number, now: Date): Promise<number> {
  const result = await db.execute(sql`
    UPDATE tickets SET status = 'CANCELLED', cancelled_at = ${now.toISOString()}
    WHERE group_id = ${groupId} AND status = 'BOOKED'
    RETURNING id`);
  return rowsOf(result).length;
}
