import { and, eq, sql } from 'drizzle-orm';
import { normalizeTime, type IsoDate } from '@lesesaal/domain/dates';
import type { NotAvailableReason, UnitInput } from '@lesesaal/domain/record-orders/schema';
import { rowsOf, type Db } from '../../db/client';
import { recordUnits } from '../../db/schema/index';
import { recordsSettingsOfSqlRow, type RecordsSettingsSqlRow } from '../../db/records-settings';
import type { UnitRow } from './units';

/** A unit of the pull list with its visit (tickets, slots and rooms only read). */
export interface PullListRow {
  unit: UnitRow;
  ticketId: number;
  ticketStatus: string;
  bookingNumber: string | null;
  firstName: string | null;
  lastName: string | null;
  timeSlotId: number;
  startTime: string;
  endTime: string;
  roomName: string;
  pullTimes: string[];
  /** the unit is held at the desk for a later day of its stay (this row's visit is that day's) */
  heldForStay: boolean;
  /** the first and last booked day of the stay the unit's visit is a day of; null: none */
  stayFirstDay: IsoDate | null;
  stayLastDay: IsoDate | null;
}

interface PullListSqlRow extends RecordsSettingsSqlRow {
  archive_id: number;
  id: number;
  ticket_id: number;
  room_id: number;
  visit_date: string;
  call_number: string;
  title: string | null;
  note: string | null;
  state: string;
  reason: string | null;
  by_staff: boolean;
  created_at: Date;
  updated_at: Date;
  pulled_at: Date | null;
  notified_at: Date | null;
  personal_data_erased_at: Date | null;
  ticket_status: string;
  booking_number: string | null;
  first_name: string | null;
  last_name: string | null;
  time_slot_id: number;
  start_time: string;
  end_time: string;
  room_name: string;
  day_ticket_id: number;
  stay_first_day: string | null;
  stay_last_day: string | null;
}

const asDate = (v: Date | string | null): Date | null =>
  v === null ? null : v instanceof Date ? v : new Date(v);

/**
 * The units of `date` (one room or all) still linked to their ticket: not cancelled, or
 * cancelled after they were pulled. Unordered (the service sorts by pull time and call number).
 */
export async function listPullListRows(
  db: Db,
  date: IsoDate,
  roomId: number | undefined,
): Promise<PullListRow[]> {
  const ofRoom = roomId === undefined ? sql`` : sql`AND u.room_id = ${roomId}`;
  // the stay's first and last booked day, of the ticket `t` (null: not a stay's day)
  const stayDay = (fn: 'min' | 'max') => sql`(SELECT ${sql.raw(fn)}(s2.date)::text
        FROM tickets t2 JOIN time_slots s2 ON s2.id = t2.time_slot_id
        WHERE t.stay_id IS NOT NULL AND t2.stay_id = t.stay_id AND t2.status = 'BOOKED')`;
  const columns = sql`u.*, d.status AS ticket_status, d.booking_number, d.first_name,
             d.last_name, d.id AS day_ticket_id,
             d.time_slot_id, s.start_time::text AS start_time, s.end_time::text AS end_time,
             r.name AS room_name, r.records_ordering, r.records_max_per_visit,
             r.records_max_per_day, r.records_lead_working_days, r.records_deadline_time,
             r.records_pull_times, ${stayDay('min')} AS stay_first_day,
             ${stayDay('max')} AS stay_last_day`;
  const own = rowsOf<PullListSqlRow>(
    await db.execute(sql`
      SELECT ${columns}
      FROM record_units u
      JOIN tickets t ON t.id = u.ticket_id
      JOIN tickets d ON d.id = t.id
      JOIN time_slots s ON s.id = t.time_slot_id
      JOIN rooms r ON r.id = u.room_id
      WHERE u.visit_date = ${date} ${ofRoom}
        AND (u.state <> 'CANCELLED' OR u.pulled_at IS NOT NULL)`),
  );
  // a stay's units on its later days: held at the desk, on the line of that day's visit
  const held = rowsOf<PullListSqlRow>(
    await db.execute(sql`
      SELECT ${columns}
      FROM record_units u
      JOIN tickets t ON t.id = u.ticket_id AND t.stay_id IS NOT NULL
      JOIN tickets d ON d.stay_id = t.stay_id AND d.status = 'BOOKED'
      JOIN time_slots s ON s.id = d.time_slot_id
      JOIN rooms r ON r.id = u.room_id
      WHERE s.date = ${date} AND u.visit_date < ${date} ${ofRoom}
        AND u.state <> 'CANCELLED'`),
  );
  const rows = [
    ...own.map((r) => ({ ...r, held: false })),
    ...held.map((r) => ({ ...r, held: true })),
  ];
  return rows.map((r) => ({
    unit: {
      archiveId: Number(r.archive_id),
      id: Number(r.id),
      ticketId: Number(r.ticket_id),
      roomId: Number(r.room_id),
      visitDate: String(r.visit_date).slice(0, 10),
      callNumber: r.call_number,
      title: r.title,
      note: r.note,
      state: r.state,
      reason: r.reason,
      byStaff: Boolean(r.by_staff),
      createdAt: asDate(r.created_at)!,
      updatedAt: asDate(r.updated_at)!,
      pulledAt: asDate(r.pulled_at),
      notifiedAt: asDate(r.notified_at),
      personalDataErasedAt: asDate(r.personal_data_erased_at),
    },
    ticketId: Number(r.day_ticket_id),
    ticketStatus: r.ticket_status,
    bookingNumber: r.booking_number,
    firstName: r.first_name,
    lastName: r.last_name,
    timeSlotId: Number(r.time_slot_id),
    startTime: normalizeTime(r.start_time) ?? r.start_time,
    endTime: normalizeTime(r.end_time) ?? r.end_time,
    roomName: r.room_name,
    pullTimes: recordsSettingsOfSqlRow(r).pullTimes,
    heldForStay: r.held,
    stayFirstDay: r.stay_first_day === null ? null : String(r.stay_first_day).slice(0, 10),
    stayLastDay: r.stay_last_day === null ? null : String(r.stay_last_day).slice(0, 10),
  }));
}

/** The pull times of the rooms (one or all), for the pull list's choice of rounds. */
export async function listPullTimesOfRooms(
  db: Db,
  roomId: number | undefined,
): Promise<string[][]> {
  const rows = rowsOf<RecordsSettingsSqlRow>(
    await db.execute(sql`
      SELECT r.records_ordering, r.records_max_per_visit, r.records_max_per_day,
             r.records_lead_working_days, r.records_deadline_time, r.records_pull_times
      FROM rooms r ${roomId === undefined ? sql`` : sql`WHERE r.id = ${roomId}`}`),
  );
  return rows.map((r) => recordsSettingsOfSqlRow(r).pullTimes);
}

/** A ticket as adding units to it needs it (read, or locked `FOR UPDATE` with `lock`). */
export interface UnitTicket {
  id: number;
  status: string;
  ownerId: string | null;
  email: string | null;
  roomId: number;
  date: IsoDate;
  startTime: string;
}

/**
 * The ticket with its slot's room, day and start; with `lock` the ticket row is locked, so
 * two additions to one visit run one after the other (the per-visit limit holds).
 */
export async function findUnitTicket(
  db: Db,
  ticketId: number,
  lock: boolean,
): Promise<UnitTicket | null> {
  const [row] = rowsOf<{
    id: number;
    status: string;
    owner_id: string | null;
    email: string | null;
    room_id: number;
    date: string;
    start_time: string;
  }>(
    await db.execute(sql`
      SELECT t.id, t.status, t.owner_id, t.email, s.room_id, s.date::text AS date,
             s.start_time::text AS start_time
      FROM tickets t JOIN time_slots s ON s.id = t.time_slot_id
      WHERE t.id = ${ticketId} ${lock ? sql`FOR UPDATE OF t` : sql``}`),
  );
  if (!row) return null;
  return {
    id: Number(row.id),
    status: row.status,
    ownerId: row.owner_id,
    email: row.email,
    roomId: Number(row.room_id),
    date: row.date,
    startTime: normalizeTime(row.start_time) ?? row.start_time,
  };
}

/** One unit, locked `FOR UPDATE` (its state changes run one after the other). */
export async function lockUnit(db: Db, unitId: number): Promise<UnitRow | null> {
  const [row] = await db.select().from(recordUnits).where(eq(recordUnits.id, unitId)).for('update');
  return row ?? null;
}

/**
 * Sets a unit's state (and the reason, only with NOT_AVAILABLE). READY, ISSUED and RETURNED
 * mark it pulled (the first time); `notified`: the NOT_AVAILABLE mail was queued now.
 */
export async function setUnitState(
  db: Db,
  unitId: number,
  change: { state: string; reason: NotAvailableReason | null; notified: boolean },
  now: Date,
): Promise<UnitRow> {
  const pulled = ['READY', 'ISSUED', 'RETURNED'].includes(change.state);
  const [row] = await db
    .update(recordUnits)
    .set({
      state: change.state,
      reason: change.state === 'NOT_AVAILABLE' ? change.reason : null,
      updatedAt: now,
      ...(pulled ? { pulledAt: sql`coalesce(${recordUnits.pulledAt}, ${now})` } : {}),
      ...(change.notified ? { notifiedAt: now } : {}),
    })
    .where(eq(recordUnits.id, unitId))
    .returning();
  return row!;
}

/** Changes call number, title and note. */
export async function updateUnitFields(
  db: Db,
  unitId: number,
  input: UnitInput,
  now: Date,
): Promise<UnitRow> {
  const [row] = await db
    .update(recordUnits)
    .set({ callNumber: input.callNumber, title: input.title, note: input.note, updatedAt: now })
    .where(eq(recordUnits.id, unitId))
    .returning();
  return row!;
}

/** Deletes a unit of a ticket; false when there is none with that id on the ticket. */
export async function deleteUnit(db: Db, unitId: number, ticketId?: number): Promise<boolean> {
  const rows = await db
    .delete(recordUnits)
    .where(
      ticketId === undefined
        ? eq(recordUnits.id, unitId)
        : and(eq(recordUnits.id, unitId), eq(recordUnits.ticketId, ticketId)),
    )
    .returning({ id: recordUnits.id });
  return rows.length > 0;
}

/** Units per room and month of `year` (the statistics; works on erased lines too). */
export async function countUnitsPerRoomAndMonth(
  db: Db,
  year: number,
): Promise<
  Array<{ roomId: number; roomName: string; month: number; units: number; cancelled: number }>
> {
  const rows = rowsOf<{
    room_id: number;
    room_name: string;
    month: number;
    units: number;
    cancelled: number;
  }>(
    await db.execute(sql`
      SELECT u.room_id, r.name AS room_name, extract(month FROM u.visit_date)::int AS month,
             count(*) FILTER (WHERE u.state <> 'CANCELLED')::int AS units,
             count(*) FILTER (WHERE u.state = 'CANCELLED')::int AS cancelled
      FROM record_units u JOIN rooms r ON r.id = u.room_id
      WHERE u.visit_date >= ${`${year}-01-01`}::date AND u.visit_date <= ${`${year}-12-31`}::date
      GROUP BY u.room_id, r.name, r.sort_order, month
      ORDER BY r.sort_order, u.room_id, month`),
  );
  return rows.map((r) => ({
    roomId: Number(r.room_id),
    roomName: r.room_name,
    month: Number(r.month),
    units: Number(r.units),
    cancelled: Number(r.cancelled),
  }));
}
