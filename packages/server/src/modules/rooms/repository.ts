import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { SortSpec } from '@lesesaal/domain/paging';
import type { OpeningDraw } from '@lesesaal/domain/opening/schema';
import type { AdminRoom, ROOM_SORT_FIELDS } from '@lesesaal/domain/rooms/schema';
import { rowsOf, type Db } from '../../db/client';
import { germanOrder } from '../../db/collation';
import { roomImages, rooms } from '../../db/schema/index';
import { activeTicketCountOf } from '../seat-core';
import { toRecordsSettings } from '../../db/records-settings';

export type RoomRow = typeof rooms.$inferSelect & {
  imageAlt: string | null;
  imageEtag: string | null;
};

const roomColumns = {
  id: rooms.id,
  version: rooms.version,
  name: rooms.name,
  description: rooms.description,
  capacity: rooms.capacity,
  openStartType: rooms.openStartType,
  openStartValue: rooms.openStartValue,
  openEndType: rooms.openEndType,
  openEndValue: rooms.openEndValue,
  sortOrder: rooms.sortOrder,
  releaseTime: rooms.releaseTime,
  noShowReleaseMinutes: rooms.noShowReleaseMinutes,
  drawPreWindowMinutes: rooms.drawPreWindowMinutes,
  drawAdmitPerMinute: rooms.drawAdmitPerMinute,
  drawTurnMinutes: rooms.drawTurnMinutes,
  requiresApplication: rooms.requiresApplication,
  maxStayDays: rooms.maxStayDays,
  recordsOrdering: rooms.recordsOrdering,
  recordsMaxPerVisit: rooms.recordsMaxPerVisit,
  recordsMaxPerDay: rooms.recordsMaxPerDay,
  recordsLeadWorkingDays: rooms.recordsLeadWorkingDays,
  recordsDeadlineTime: rooms.recordsDeadlineTime,
  recordsPullTimes: rooms.recordsPullTimes,
  createdAt: rooms.createdAt,
  imageAlt: roomImages.alt,
  imageEtag: roomImages.etag,
};

/** The room with its staff settings; visitor answers drop those (their schema lacks them). */
export function toRoom(row: RoomRow): AdminRoom {
  return {
    id: row.id,
    version: row.version,
    name: row.name,
    description: row.description,
    capacity: row.capacity,
    openStart: {
      type: row.openStartType === 'WORKING_DAY' ? 'WORKING_DAY' : 'DAY',
      value: row.openStartValue,
    },
    openEnd: {
      type: row.openEndType === 'WORKING_DAY' ? 'WORKING_DAY' : 'DAY',
      value: row.openEndValue,
    },
    imageAlt: row.imageAlt,
    // The ETag in the URL: a new picture gets a new URL, so caches never show the old one.
    imageUrl: row.imageEtag ? `/api/rooms/${row.id}/image?v=${row.imageEtag}` : null,
    sortOrder: row.sortOrder,
    releaseTime: row.releaseTime,
    noShowReleaseMinutes: row.noShowReleaseMinutes,
    openingDraw: openingDrawOf(row),
    requiresApplication: row.requiresApplication,
    records: toRecordsSettings(row),
    maxStayDays: row.maxStayDays,
  };
}

/** The room's draw setting: all three columns set, else none. */
function openingDrawOf(row: RoomRow): OpeningDraw | null {
  return row.drawPreWindowMinutes !== null &&
    row.drawAdmitPerMinute !== null &&
    row.drawTurnMinutes !== null
    ? {
        preWindowMinutes: row.drawPreWindowMinutes,
        admitPerMinute: row.drawAdmitPerMinute,
        turnMinutes: row.drawTurnMinutes,
      }
    : null;
}

/** The columns of a draw setting (null: all three null). */
export function openingDrawValues(draw: OpeningDraw | null) {
  return {
    drawPreWindowMinutes: draw?.preWindowMinutes ?? null,
    drawAdmitPerMinute: draw?.admitPerMinute ?? null,
    drawTurnMinutes: draw?.turnMinutes ?? null,
  };
}

const SORT_COLUMNS = {
  sortOrder: rooms.sortOrder,
  name: germanOrder(rooms.name),
  id: rooms.id,
} as const;

export interface RoomFilter {
  /** part of the name, case-insensitive */
  term?: string | undefined;
  limit: number;
  offset: number;
  /** empty: display order */
  sort: SortSpec<(typeof ROOM_SORT_FIELDS)[number]>[];
}

export async function listRooms(db: Db, filter: RoomFilter) {
  const where: SQL | undefined = filter.term
    ? sql`${rooms.name} ILIKE ${`%${filter.term.replace(/[\\%_]/g, '\\$&')}%`}`
    : undefined;
  const order = filter.sort.map((s) =>
    s.direction === 'DESC' ? desc(SORT_COLUMNS[s.field]) : asc(SORT_COLUMNS[s.field]),
  );
  const rowsQuery = db
    .select(roomColumns)
    .from(rooms)
    .leftJoin(roomImages, eq(roomImages.roomId, rooms.id))
    .where(where)
    .orderBy(...order, asc(rooms.sortOrder), asc(rooms.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [rowsResult, countResult] = await Promise.all([
    rowsQuery,
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(rooms)
      .where(where),
  ]);
  return { rows: rowsResult as RoomRow[], total: countResult[0]?.n ?? 0 };
}

export async function findRoom(db: Db, id: number, lock = false): Promise<RoomRow | null> {
  if (lock) await db.execute(sql`SELECT id FROM rooms WHERE id = ${id} FOR UPDATE`);
  const rows = await db
    .select(roomColumns)
    .from(rooms)
    .leftJoin(roomImages, eq(roomImages.roomId, rooms.id))
    .where(eq(rooms.id, id));
  return (rows[0] as RoomRow | undefined) ?? null;
}

export async function insertRoom(db: Db, values: typeof rooms.$inferInsert): Promise<number> {
  const [row] = await db
    .insert(rooms)
    .values({ ...values, sortOrder: sql`(SELECT coalesce(max(sort_order) + 1, 0) FROM rooms)` })
    .returning({ id: rooms.id });
  return row!.id;
}

/** Updates when `version` still matches; returns false on a stale version. */
export async function updateRoom(
  db: Db,
  id: number,
  version: number,
  values: Partial<typeof rooms.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(rooms)
    .set({ ...values, version: sql`${rooms.version} + 1` })
    .where(sql`${rooms.id} = ${id} AND ${rooms.version} = ${version}`)
    .returning({ id: rooms.id });
  return rows.length > 0;
}

export async function deleteRoom(db: Db, id: number): Promise<void> {
  await db.delete(rooms).where(eq(rooms.id, id));
}

/** Room ids in display order, locked (reordering renumbers them all in one transaction). */
export async function lockRoomOrder(db: Db): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`SELECT id FROM rooms ORDER BY sort_order, id FOR UPDATE`),
  );
  return rows.map((r) => Number(r.id));
}

/** Numbers the rooms 0..n-1 in the given order, in one statement. */
export async function setSortOrder(db: Db, orderedIds: readonly number[]): Promise<void> {
  if (orderedIds.length === 0) return;
  const values = sql.join(
    orderedIds.map((id, index) => sql`(${id}::int, ${index}::int)`),
    sql`, `,
  );
  await db.execute(
    sql`UPDATE rooms SET sort_order = v.pos FROM (VALUES ${values}) AS v(id, pos) WHERE rooms.id = v.id`,
  );
}

/**
 * Locks the room's slots (ids in order, like the booking service), so no visitor or staff
 * booking can add a ticket between counting the active tickets and deleting the room.
 */
export async function lockSlotsOfRoom(db: Db, roomId: number): Promise<void> {
  await db.execute(sql`SELECT id FROM time_slots WHERE room_id = ${roomId} ORDER BY id FOR UPDATE`);
}

export async function findImage(db: Db, roomId: number) {
  const rows = await db.select().from(roomImages).where(eq(roomImages.roomId, roomId));
  return rows[0] ?? null;
}

export async function upsertImage(db: Db, values: typeof roomImages.$inferInsert): Promise<void> {
  await db
    .insert(roomImages)
    .values(values)
    .onConflictDoUpdate({
      target: [roomImages.archiveId, roomImages.roomId],
      set: {
        content: values.content,
        contentType: values.contentType,
        alt: values.alt,
        etag: values.etag,
        updatedAt: values.updatedAt,
      },
    });
}

export async function deleteImage(db: Db, roomId: number): Promise<boolean> {
  const rows = await db
    .delete(roomImages)
    .where(eq(roomImages.roomId, roomId))
    .returning({ id: roomImages.roomId });
  return rows.length > 0;
}

/**
 * The visitor's next free day of each room, in one query: the first date in the room's
 * opening window with a slot that has seats, has not started (`today`, `nowTime`) and holds
 * fewer active tickets (BOOKED, or NEW in a cart not run out at `now`) than its capacity.
 * Rooms without such a day are missing from the map.
 */
export async function nextFreeDates(
  db: Db,
  windows: ReadonlyArray<{ roomId: number; from: string; until: string }>,
  clock: { today: string; nowTime: string; now: Date },
): Promise<Map<number, string>> {
  const open = windows.filter((w) => w.from <= w.until);
  if (open.length === 0) return new Map();
  const values = sql.join(
    open.map((w) => sql`(${w.roomId}::int, ${w.from}::date, ${w.until}::date)`),
    sql`, `,
  );
  const rows = rowsOf<{ roomId: number; date: string }>(
    await db.execute(sql`
      SELECT s.room_id AS "roomId", min(s.date)::text AS date
      FROM time_slots s
      JOIN (VALUES ${values}) AS w(room_id, from_date, until_date) ON w.room_id = s.room_id
      WHERE s.date BETWEEN w.from_date AND w.until_date
        AND s.capacity > 0
        -- a holiday closes its day, whenever it was entered (holidays module's table, read only)
        AND NOT EXISTS (SELECT 1 FROM holidays h WHERE h.date = s.date)
        AND (s.date > ${clock.today}::date OR s.start_time > ${clock.nowTime}::time)
        AND s.capacity > ${activeTicketCountOf(sql`s.id`, clock.now)}
      GROUP BY s.room_id`),
  );
  return new Map(rows.map((r) => [Number(r.roomId), r.date]));
}
