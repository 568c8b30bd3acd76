import { and, eq, gte, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { SEAT_HOLDING_CASES, type SeatHoldingCase } from '@lesesaal/domain/tickets/seat-rule';
import type { Db } from '../../db/client';
import { isoOf, type Instant } from './slot-row';
import { recordUnits, tickets, timeSlots, transactions } from '../../db/schema/index';

/**
 * The seat rule's SQL and the ticket counts other modules ask for. The cart module owns the
 * `tickets` and `transactions` tables: time slots, rooms, metrics and the staff lists call
 * these functions (each takes the executor, so it joins the caller's database transaction)
 * instead of writing their own `WHERE` over tickets.
 */

/** The columns the seat rule reads: the ticket's status and released seat, its cart's expiry. */
export interface SeatColumns {
  status: SQLWrapper;
  seatReleasedAt: SQLWrapper;
  cartExpiredAt: SQLWrapper;
}

/** `tickets` with `transactions` left-joined, as drizzle names them. */
const TICKET_SEAT_COLUMNS: SeatColumns = {
  status: tickets.status,
  seatReleasedAt: tickets.seatReleasedAt,
  cartExpiredAt: transactions.expiredAt,
};

/** SQL: the ticket matches one case of the domain's seat rule at `now`. */
export function seatCaseSql(seatCase: SeatHoldingCase, now: Instant, columns: SeatColumns): SQL {
  const parts = [sql`${columns.status} = ${seatCase.status}`];
  if (seatCase.seatKept) parts.push(sql`${columns.seatReleasedAt} IS NULL`);
  if (seatCase.holdRunning) parts.push(sql`${columns.cartExpiredAt} > ${isoOf(now)}`);
  return sql`(${sql.join(parts, sql` AND `)})`;
}

/**
 * SQL: the ticket holds a seat at `now` — the domain's seat rule (`SEAT_HOLDING_CASES` of
 * `@lesesaal/domain/tickets/seat-rule`: BOOKED with its seat kept, a no-show's released seat
 * being free, see `check-in`; or NEW in a cart whose hold has not run out), built from the
 * same cases the domain's `holdsSeat` evaluates. Needs `transactions` left-joined (or the
 * given columns). Correctness never waits for a cleanup job.
 */
export function holdsSeat(now: Instant, columns: SeatColumns = TICKET_SEAT_COLUMNS): SQL {
  return sql`(${sql.join(
    SEAT_HOLDING_CASES.map((seatCase) => seatCaseSql(seatCase, now, columns)),
    sql` OR `,
  )})`;
}

/** Active tickets per slot at `now` (slots without any are missing from the map). */
export async function countActiveTickets(
  db: Db,
  slotIds: readonly number[],
  now: Date,
): Promise<Map<number, number>> {
  if (slotIds.length === 0) return new Map();
  const rows = await db
    .select({ slotId: tickets.timeSlotId, n: sql<number>`count(*)::int` })
    .from(tickets)
    .leftJoin(transactions, eq(transactions.id, tickets.transactionId))
    .where(and(inArray(tickets.timeSlotId, [...slotIds]), holdsSeat(now)))
    .groupBy(tickets.timeSlotId);
  return new Map(rows.map((r) => [r.slotId, Number(r.n)]));
}

/**
 * The active ticket count of the slot `slotId` (an SQL expression of the caller's query,
 * e.g. sql`s.id`) as a scalar subquery, for lists that filter, sort and page by it in one
 * statement (staff slot list, a room's next free day). Served by
 * `tickets_time_slot_status_idx`.
 */
export function activeTicketCountOf(slotId: SQL, now: Instant): SQL<number> {
  return sql<number>`(SELECT count(*)::int FROM ${tickets}
    LEFT JOIN ${transactions} ON ${transactions.id} = ${tickets.transactionId}
    WHERE ${tickets.timeSlotId} = ${slotId} AND ${holdsSeat(now)})`;
}

/**
 * Tickets that keep a room from being deleted: holding a seat at `now`, except those booked
 * for a day before `today` (a past visit keeps nothing).
 */
export async function countActiveTicketsOfRoom(
  db: Db,
  roomId: number,
  today: string,
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(tickets)
    .innerJoin(timeSlots, eq(timeSlots.id, tickets.timeSlotId))
    .leftJoin(transactions, eq(transactions.id, tickets.transactionId))
    .where(
      and(
        eq(timeSlots.roomId, roomId),
        holdsSeat(now),
        or(eq(tickets.status, 'NEW'), gte(timeSlots.date, today)),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Every ticket of the slot, whatever its status (a slot may be deleted only without any). */
export async function countAllTicketsOfSlot(db: Db, slotId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(tickets)
    .where(eq(tickets.timeSlotId, slotId));
  return Number(row?.n ?? 0);
}

/**
 * Deletes the room's remaining (past or cancelled) tickets before the room goes. Their record
 * units lose the link first (a plain foreign key, as Citus needs it); the units go with the
 * room.
 */
export async function deleteTicketsOfRoom(db: Db, roomId: number): Promise<void> {
  const slotsOfRoom = db
    .select({ id: timeSlots.id })
    .from(timeSlots)
    .where(eq(timeSlots.roomId, roomId));
  await db
    .update(recordUnits)
    .set({ ticketId: null })
    .where(
      inArray(
        recordUnits.ticketId,
        db.select({ id: tickets.id }).from(tickets).where(inArray(tickets.timeSlotId, slotsOfRoom)),
      ),
    );
  await db.delete(tickets).where(inArray(tickets.timeSlotId, slotsOfRoom));
}

/** Booked tickets dated `today` or later, optionally of one room (dashboard, metrics). */
export async function countBookedFrom(db: Db, today: string, roomId?: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(tickets)
    .innerJoin(timeSlots, eq(timeSlots.id, tickets.timeSlotId))
    .where(
      and(
        eq(tickets.status, 'BOOKED'),
        gte(timeSlots.date, today),
        roomId === undefined ? undefined : eq(timeSlots.roomId, roomId),
      ),
    );
  return Number(row?.n ?? 0);
}
