import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { GroupStatus } from '@lesesaal/domain/group-visits/schema';
import { normalizeTime } from '@lesesaal/domain/dates';
import { rowsOf, type Db } from '../../db/client';
import { groupRequests, rooms, timeSlots, tickets } from '../../db/schema/index';
import { activeTicketCountOf, countActiveTickets } from '../seat-core';

/**
 * The module's table `group_requests` (the only writer), read with its slot and room. The
 * group's seats are tickets, written by the seat core (`takeGroupSeats`, `cancelGroupSeats`).
 */

/** A request row with its slot and room, as every answer of the module is built from it. */
export interface GroupRow {
  id: number;
  status: GroupStatus;
  timeSlotId: number;
  roomId: number;
  roomName: string;
  roomDescription: string;
  date: string;
  startTime: string;
  endTime: string;
  capacity: number;
  wholeRoom: boolean;
  seatsRequested: number | null;
  seats: number | null;
  participants: number | null;
  language: string;
  organiserName: string | null;
  institution: string | null;
  email: string | null;
  phone: string | null;
  topic: string | null;
  units: string | null;
  bookingNumber: string | null;
  declineReason: string | null;
  createdAt: Date;
  decidedAt: Date | null;
  decidedBy: string | null;
}

const columns = {
  id: groupRequests.id,
  status: sql<GroupStatus>`${groupRequests.status}`,
  timeSlotId: groupRequests.timeSlotId,
  roomId: rooms.id,
  roomName: rooms.name,
  roomDescription: rooms.description,
  date: timeSlots.date,
  startTime: timeSlots.startTime,
  endTime: timeSlots.endTime,
  capacity: timeSlots.capacity,
  wholeRoom: groupRequests.wholeRoom,
  seatsRequested: groupRequests.seatsRequested,
  seats: groupRequests.seats,
  participants: groupRequests.participants,
  language: groupRequests.language,
  organiserName: groupRequests.organiserName,
  institution: groupRequests.institution,
  email: groupRequests.email,
  phone: groupRequests.phone,
  topic: groupRequests.topic,
  units: groupRequests.units,
  bookingNumber: groupRequests.bookingNumber,
  declineReason: groupRequests.declineReason,
  createdAt: groupRequests.createdAt,
  decidedAt: groupRequests.decidedAt,
  decidedBy: groupRequests.decidedBy,
};

const normalized = <T extends { startTime: string; endTime: string }>(row: T): T => ({
  ...row,
  startTime: normalizeTime(row.startTime) ?? row.startTime,
  endTime: normalizeTime(row.endTime) ?? row.endTime,
});

function selectGroups(db: Db) {
  return db
    .select(columns)
    .from(groupRequests)
    .innerJoin(timeSlots, eq(timeSlots.id, groupRequests.timeSlotId))
    .innerJoin(rooms, eq(rooms.id, timeSlots.roomId));
}

/** The request `id`, optionally locked (`FOR UPDATE` of its row only); null: none. */
export async function findGroup(
  db: Db,
  where: { id: number } | { tokenHash: string },
  options: { lock?: boolean } = {},
): Promise<GroupRow | null> {
  const condition =
    'id' in where ? eq(groupRequests.id, where.id) : eq(groupRequests.tokenHash, where.tokenHash);
  const query = selectGroups(db).where(condition);
  const [row] = options.lock ? await query.for('update', { of: groupRequests }) : await query;
  return row ? normalized(row) : null;
}

export interface NewGroup {
  timeSlotId: number;
  wholeRoom: boolean;
  seatsRequested: number | null;
  participants: number | null;
  language: string;
  organiserName: string;
  institution: string | null;
  email: string;
  phone: string | null;
  topic: string;
  units: string | null;
  tokenHash: string;
  now: Date;
}

export async function insertGroup(db: Db, group: NewGroup): Promise<number> {
  const { now, ...values } = group;
  const [row] = await db
    .insert(groupRequests)
    .values({ ...values, status: 'REQUESTED', createdAt: now })
    .returning({ id: groupRequests.id });
  return row!.id;
}

/** Open (REQUESTED) requests of the e-mail address, any case. */
export async function countOpenOfEmail(db: Db, email: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(groupRequests)
    .where(
      and(
        eq(groupRequests.emailLower, email.trim().toLowerCase()),
        eq(groupRequests.status, 'REQUESTED'),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Is the booking number taken, by a ticket or a group? */
export async function bookingNumberTaken(db: Db, bookingNumber: string): Promise<boolean> {
  const rows = await db.execute(sql`SELECT 1 FROM ${tickets} WHERE booking_number = ${bookingNumber}
    UNION ALL SELECT 1 FROM ${groupRequests} WHERE booking_number = ${bookingNumber} LIMIT 1`);
  return rowsOf(rows).length > 0;
}

export async function updateGroup(
  db: Db,
  id: number,
  values: Partial<typeof groupRequests.$inferInsert>,
): Promise<void> {
  await db.update(groupRequests).set(values).where(eq(groupRequests.id, id));
}

/** The staff's list: a page of requests (of one status, or all) by visit day, time, id. */
export async function listGroups(
  db: Db,
  filter: { status?: GroupStatus | undefined; limit: number; offset: number },
  now: Date,
): Promise<{ rows: Array<GroupRow & { active: number }>; total: number }> {
  const where = filter.status === undefined ? undefined : eq(groupRequests.status, filter.status);
  const rows = await db
    .select({ ...columns, active: activeTicketCountOf(sql`${timeSlots.id}`, now) })
    .from(groupRequests)
    .innerJoin(timeSlots, eq(timeSlots.id, groupRequests.timeSlotId))
    .innerJoin(rooms, eq(rooms.id, timeSlots.roomId))
    .where(where)
    .orderBy(asc(timeSlots.date), asc(timeSlots.startTime), asc(groupRequests.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [total] = await db.select({ n: count() }).from(groupRequests).where(where);
  return {
    rows: rows.map((r) => normalized({ ...r, active: Number(r.active) })),
    total: Number(total?.n ?? 0),
  };
}

/** The slot's active tickets now (free seats = capacity − this). */
export async function activeOfSlot(db: Db, slotId: number, now: Date): Promise<number> {
  return (await countActiveTickets(db, [slotId], now)).get(slotId) ?? 0;
}

/** The first ticket of the group (its calendar entry's id). */
export async function firstTicketOf(db: Db, groupId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: tickets.id })
    .from(tickets)
    .where(eq(tickets.groupId, groupId))
    .orderBy(asc(tickets.id))
    .limit(1);
  return row?.id ?? null;
}

/** The confirmed groups of a day (all rooms or one), by start time and id: one line each. */
export async function listConfirmedOfDay(
  db: Db,
  filter: { date: string; roomId?: number | undefined },
): Promise<GroupRow[]> {
  const conditions: SQL[] = [
    eq(timeSlots.date, filter.date),
    eq(groupRequests.status, 'CONFIRMED'),
  ];
  if (filter.roomId !== undefined) conditions.push(eq(timeSlots.roomId, filter.roomId));
  const rows = await selectGroups(db)
    .where(and(...conditions))
    .orderBy(asc(timeSlots.startTime), asc(rooms.sortOrder), asc(groupRequests.id));
  return rows.map(normalized);
}

/**
 * Erases the personal columns of requests whose visit day is before `today` (the day after
 * the visit, like a ticket's); idempotent. Returns the rows erased.
 */
export async function eraseGroupsBefore(db: Db, today: string, now: Date): Promise<number> {
  const rows = await db
    .update(groupRequests)
    .set({
      organiserName: null,
      institution: null,
      email: null,
      phone: null,
      topic: null,
      units: null,
      declineReason: null,
      personalDataErasedAt: now,
    })
    .where(
      and(
        sql`${groupRequests.personalDataErasedAt} IS NULL`,
        sql`${groupRequests.timeSlotId} IN (SELECT id FROM time_slots WHERE date < ${today}::date)`,
      ),
    )
    .returning({ id: groupRequests.id });
  return rows.length;
}
