/**
 * What other modules do with order lines, each taking the caller's executor so it
 * joins the caller's transaction: the booking inserts its units, the cancellation cancels
 * them, the owner page and the mails list them, the nightly erasure cuts their link to the
 * person. Only this module writes `record_units`.
 */
import { and, asc, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { IsoDate } from '@lesesaal/domain/dates';
import type {
  NotAvailableReason,
  Unit,
  UnitInput,
  UnitState,
} from '@lesesaal/domain/record-orders/schema';
import { rowsOf, type Db } from '../../db/client';
import { recordUnits } from '../../db/schema/index';

export type UnitRow = typeof recordUnits.$inferSelect;

/** The wire unit of a row. */
export function toUnit(row: UnitRow): Unit {
  return {
    id: row.id,
    ticketId: row.ticketId,
    callNumber: row.callNumber,
    title: row.title,
    note: row.note,
    state: row.state as UnitState,
    reason: (row.reason as NotAvailableReason | null) ?? null,
    pulled: row.pulledAt !== null,
  };
}

/** A unit to insert for a booked ticket (room and day copied from its slot). */
export interface NewUnit {
  ticketId: number;
  roomId: number;
  visitDate: IsoDate;
  unit: UnitInput;
}

/** Inserts units in the order given (their ids keep that order). */
export async function insertUnits(
  db: Db,
  units: readonly NewUnit[],
  now: Date,
  byStaff: boolean,
): Promise<UnitRow[]> {
  if (units.length === 0) return [];
  return db
    .insert(recordUnits)
    .values(
      units.map((u) => ({
        ticketId: u.ticketId,
        roomId: u.roomId,
        visitDate: u.visitDate,
        callNumber: u.unit.callNumber,
        title: u.unit.title,
        note: u.unit.note,
        byStaff,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning();
}

/** The units of the tickets, per ticket id, in the order they were given. */
export async function listUnitsOfTickets(
  db: Db,
  ticketIds: readonly number[],
): Promise<Map<number, Unit[]>> {
  const byTicket = new Map<number, Unit[]>();
  if (ticketIds.length === 0) return byTicket;
  const rows = await db
    .select()
    .from(recordUnits)
    .where(inArray(recordUnits.ticketId, [...ticketIds]))
    .orderBy(asc(recordUnits.id));
  for (const row of rows) {
    const list = byTicket.get(row.ticketId!) ?? [];
    list.push(toUnit(row));
    byTicket.set(row.ticketId!, list);
  }
  return byTicket;
}

/**
 * Units (not cancelled) of one person's BOOKED tickets (e-mail, any case) on `date` in
 * `roomId`: what the per-day limit counts. Read-only join with the tickets.
 */
export async function countUnitsOfPersonOnDay(
  db: Db,
  email: string,
  roomId: number,
  date: IsoDate,
): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`
      SELECT count(*)::int AS n FROM record_units u JOIN tickets t ON t.id = u.ticket_id
      WHERE u.room_id = ${roomId} AND u.visit_date = ${date} AND u.state <> 'CANCELLED'
        AND t.status = 'BOOKED' AND t.email_lower = lower(${email})`),
  );
  return Number(row?.n ?? 0);
}

/**
 * Cancels the units of the tickets (their visits were cancelled): state CANCELLED; `pulled`
 * stays, so the pull list can show what was already fetched from the stacks.
 */
export async function cancelUnitsOfTickets(
  db: Db,
  ticketIds: readonly number[],
  now: Date,
): Promise<number> {
  if (ticketIds.length === 0) return 0;
  const rows = await db
    .update(recordUnits)
    .set({ state: 'CANCELLED', updatedAt: now })
    .where(and(inArray(recordUnits.ticketId, [...ticketIds]), ne(recordUnits.state, 'CANCELLED')))
    .returning({ id: recordUnits.id });
  return rows.length;
}

/**
 * A research stay's day was cancelled while others remain (docs/decisions/research-stays.md):
 * the units ordered with the cancelled visit (not cancelled) move to the stay's next
 * remaining day, `to`, which now pulls them. Returns how many moved.
 */
export async function moveUnitsToTicket(
  db: Db,
  fromTicketIds: readonly number[],
  to: { ticketId: number; roomId: number; visitDate: IsoDate },
  now: Date,
): Promise<number> {
  if (fromTicketIds.length === 0) return 0;
  const rows = await db
    .update(recordUnits)
    .set({ ticketId: to.ticketId, roomId: to.roomId, visitDate: to.visitDate, updatedAt: now })
    .where(
      and(inArray(recordUnits.ticketId, [...fromTicketIds]), ne(recordUnits.state, 'CANCELLED')),
    )
    .returning({ id: recordUnits.id });
  return rows.length;
}

/**
 * The nightly erasure: units of visits before `today` lose their
 * link to the ticket, their title and note; room, day, call number and state stay for the
 * statistics. Idempotent.
 */
export async function eraseUnitsBefore(db: Db, today: IsoDate, now: Date): Promise<number> {
  const rows = await db
    .update(recordUnits)
    .set({ ticketId: null, title: null, note: null, personalDataErasedAt: now })
    .where(and(isNull(recordUnits.personalDataErasedAt), lt(recordUnits.visitDate, today)))
    .returning({ id: recordUnits.id });
  return rows.length;
}

/** Units of one ticket that are not cancelled (for the per-visit limit). */
export async function countLiveUnitsOfTicket(db: Db, ticketId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(recordUnits)
    .where(and(eq(recordUnits.ticketId, ticketId), ne(recordUnits.state, 'CANCELLED')));
  return Number(row?.n ?? 0);
}
