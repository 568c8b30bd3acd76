import { sql, type SQL } from 'drizzle-orm';
import { normalizeTime } from '@lesesaal/domain/dates';
import type { TimeSlot } from '@lesesaal/domain/time-slots/schema';
import { rowsOf, type Db } from '../../db/client';
import { activeTicketCountOf } from '../seat-core';

interface SlotCountRow {
  id: number;
  room_id: number;
  room_name: string;
  date: string;
  start_time: string;
  end_time: string;
  capacity: number;
  ticket_count: number;
  /** the holiday's name on the slot's date, null: none */
  holiday: string | null;
  total: number;
}

function toSlot(r: SlotCountRow): TimeSlot {
  return {
    id: Number(r.id),
    roomId: Number(r.room_id),
    roomName: r.room_name,
    date:
      typeof r.date === 'string'
        ? r.date.slice(0, 10)
        : new Date(r.date).toISOString().slice(0, 10),
    startTime: normalizeTime(r.start_time) ?? r.start_time.slice(0, 5),
    endTime: normalizeTime(r.end_time) ?? r.end_time.slice(0, 5),
    capacity: Number(r.capacity),
    ticketCount: Number(r.ticket_count),
    failedRules: [],
    ...(r.holiday ? { holiday: r.holiday } : {}),
  };
}

export interface SlotFilter {
  roomId?: number;
  fromDate?: string;
  untilDate?: string;
  overbookedOnly?: boolean;
  ids?: number[];
  limit: number;
  offset: number;
  orderBy: SQL;
}

/**
 * Slots with their ACTIVE ticket count (booked, plus held in carts whose `expired_at` is in
 * the future) in one aggregate query; `total` is the count before paging.
 */
export async function listSlots(
  db: Db,
  filter: SlotFilter,
  now: Date,
): Promise<{ content: TimeSlot[]; totalCount: number }> {
  const conditions: SQL[] = [sql`TRUE`];
  if (filter.roomId !== undefined) conditions.push(sql`s.room_id = ${filter.roomId}`);
  if (filter.fromDate) conditions.push(sql`s.date >= ${filter.fromDate}`);
  if (filter.untilDate) conditions.push(sql`s.date <= ${filter.untilDate}`);
  if (filter.ids)
    conditions.push(
      sql`s.id IN (${sql.join(
        filter.ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  const rows = rowsOf<SlotCountRow>(
    await db.execute(sql`
      WITH counted AS (
        SELECT s.id, s.room_id, r.name AS room_name, s.date::text AS date, s.start_time::text AS start_time,
               s.end_time::text AS end_time, s.capacity,
               ${activeTicketCountOf(sql`s.id`, now)} AS ticket_count,
               -- the holidays module's table, read only (one holiday per date)
               (SELECT h.name FROM holidays h WHERE h.date = s.date LIMIT 1) AS holiday
        FROM time_slots s JOIN rooms r ON r.id = s.room_id
        WHERE ${sql.join(conditions, sql` AND `)}
      )
      SELECT *, count(*) OVER ()::int AS total FROM counted
      -- the domain's isOverbooked (active tickets > capacity), in SQL so paging and totalCount
      -- hold; and the slots on a holiday that still have tickets: the day is closed for
      -- visitors, the holiday cancelled none of them, staff decide (docs/decisions/rooms-slots-and-staff-data.md)
      ${filter.overbookedOnly ? sql`WHERE ticket_count > capacity OR (holiday IS NOT NULL AND ticket_count > 0)` : sql``}
      ORDER BY ${filter.orderBy}
      LIMIT ${filter.limit} OFFSET ${filter.offset}`),
  );
  return { content: rows.map(toSlot), totalCount: rows[0] ? Number(rows[0].total) : 0 };
}

/** The room's name, or null when there is no such room. */
export async function findRoomName(db: Db, roomId: number): Promise<string | null> {
  const rows = rowsOf<{ name: string }>(
    await db.execute(sql`SELECT name FROM rooms WHERE id = ${roomId}`),
  );
  return rows[0]?.name ?? null;
}

/** Inserts one slot per date; returns them as the API shows them (no tickets yet). */
export async function insertSlots(
  db: Db,
  room: { id: number; name: string },
  dates: readonly string[],
  values: { startTime: string; endTime: string; capacity: number },
): Promise<TimeSlot[]> {
  const created: TimeSlot[] = [];
  // Batches keep statements small; the caller's transaction makes it all-or-nothing.
  for (let i = 0; i < dates.length; i += 200) {
    const batch = dates.slice(i, i + 200);
    const rows = rowsOf<Omit<SlotCountRow, 'room_name' | 'ticket_count' | 'total'>>(
      await db.execute(sql`
        INSERT INTO time_slots (room_id, date, start_time, end_time, capacity)
        VALUES ${sql.join(
          batch.map(
            (d) =>
              sql`(${room.id}, ${d}, ${values.startTime}, ${values.endTime}, ${values.capacity})`,
          ),
          sql`, `,
        )}
        RETURNING id, room_id, date::text AS date, start_time::text AS start_time, end_time::text AS end_time, capacity`),
    );
    created.push(
      ...rows.map((r) => toSlot({ ...r, room_name: room.name, ticket_count: 0, total: 0 })),
    );
  }
  return created;
}

export async function updateSlot(
  db: Db,
  roomId: number,
  id: number,
  values: { startTime: string; endTime: string; capacity: number },
): Promise<boolean> {
  const rows = rowsOf(
    await db.execute(sql`
      UPDATE time_slots SET start_time = ${values.startTime}, end_time = ${values.endTime}, capacity = ${values.capacity}
      WHERE id = ${id} AND room_id = ${roomId} RETURNING id`),
  );
  return rows.length > 0;
}

/** Locks the slot; null when it is not the room's. */
export async function lockSlot(db: Db, roomId: number, id: number): Promise<{ id: number } | null> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(
      sql`SELECT id FROM time_slots WHERE id = ${id} AND room_id = ${roomId} FOR UPDATE`,
    ),
  );
  return rows[0] ?? null;
}

export async function deleteSlot(db: Db, id: number): Promise<void> {
  await db.execute(sql`DELETE FROM time_slots WHERE id = ${id}`);
}

export async function setCapacity(
  db: Db,
  roomId: number,
  fromDate: string,
  untilDate: string,
  capacity: number,
): Promise<number[]> {
  // Rows locked in id order first (the order every multi-slot lock takes), then changed.
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      WITH locked AS (
        SELECT id FROM time_slots
        WHERE room_id = ${roomId} AND date BETWEEN ${fromDate} AND ${untilDate}
        ORDER BY id FOR UPDATE)
      UPDATE time_slots s SET capacity = ${capacity} FROM locked
      WHERE s.id = locked.id RETURNING s.id`),
  );
  return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}
