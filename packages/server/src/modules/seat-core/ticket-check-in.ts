import { and, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { rowsOf, type Db } from '../../db/client';
import { tickets } from '../../db/schema/index';
import { prepareSeatReturn } from '../seats';

/**
 * The ticket columns the desk's check-in sets (`checked_in_at`, `seat_released_at`), written
 * here, by the module that owns the tickets table; the check-in module decides when.
 */

/**
 * Marks a BOOKED ticket arrived at `now` (kept when it already was) and takes back its
 * seat if it had been released. The caller holds the slot's row lock (a seat may be taken).
 * A named seat comes back with it unless another ticket holds that seat meanwhile (then
 * none: "no seat assigned"), so clearing `seat_released_at` never hits the seat index.
 */
export async function markTicketArrived(db: Db, id: number, now: Date): Promise<boolean> {
  await prepareSeatReturn(db, id);
  const rows = await db
    .update(tickets)
    .set({
      checkedInAt: sql`coalesce(${tickets.checkedInAt}, ${now.toISOString()}::timestamptz)`,
      seatReleasedAt: null,
    })
    .where(and(eq(tickets.id, id), eq(tickets.status, 'BOOKED')))
    .returning({ id: tickets.id });
  return rows.length === 1;
}

/** Undoes the arrival of a BOOKED ticket. */
export async function unmarkTicketArrived(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(tickets)
    .set({ checkedInAt: null })
    .where(and(eq(tickets.id, id), eq(tickets.status, 'BOOKED')))
    .returning({ id: tickets.id });
  return rows.length === 1;
}

const released = z.object({
  ticket_id: z.coerce.number().int(),
  time_slot_id: z.coerce.number().int(),
});

/**
 * Gives back the seats of BOOKED tickets not marked arrived whose seat is still kept and that
 * meet `condition` (SQL over `tickets t`, `time_slots s`, `rooms r`): one idempotent
 * statement, so any number of instances may run it at once; a check-in committed first wins
 * (the row's `checked_in_at` is re-checked under its lock). Returns the released tickets with
 * their slots (a seat that frees).
 */
export async function releaseSeatsWhere(
  db: Db,
  now: Date,
  condition: SQL,
): Promise<Array<{ ticketId: number; timeSlotId: number }>> {
  const result = await db.execute(sql`
    UPDATE tickets t SET seat_released_at = ${now}
    FROM time_slots s JOIN rooms r ON r.id = s.room_id
    WHERE t.time_slot_id = s.id
      AND t.status = 'BOOKED' AND t.checked_in_at IS NULL AND t.seat_released_at IS NULL
      AND ${condition}
    RETURNING t.id AS ticket_id, t.time_slot_id`);
  return rowsOf(result)
    .map((row) => released.parse(row))
    .map((r) => ({ ticketId: r.ticket_id, timeSlotId: r.time_slot_id }));
}
