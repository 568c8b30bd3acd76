import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { IsoDate, IsoTime } from '@lesesaal/domain/dates';
import type { OpeningDraw } from '@lesesaal/domain/opening/schema';
import type { RoomRecordsSettings } from '@lesesaal/domain/record-orders/schema';
import { parseDayType } from '@lesesaal/domain/rooms/schema';
import type { RoomWindowBounds } from '@lesesaal/domain/time-slots/rules';
import { rowsOf, type Db } from '../../db/client';
import { executeNamed, type Slot } from '../../db/named';
import {
  RECORDS_SETTINGS_SQL_COLUMNS,
  recordsSettingsOfSqlRow,
  recordsSettingsSqlRow,
} from '../../db/records-settings';
import { dateField, RowShapeError } from './slot-row';

/**
 * What the seat core reads of rooms and holidays (their modules write them): a room's name
 * and opening-window bounds, and the holidays the window's edges depend on.
 */
export interface RoomRules extends RoomWindowBounds {
  /** read with every room: no window of the seat core counts without it */
  releaseTime: IsoTime | null;
  id: number;
  name: string;
  description: string;
  /** ordering records with a visit */
  records: RoomRecordsSettings;
  /** the fair opening of each new day; null: none (holds are not guarded) */
  openingDraw: OpeningDraw | null;
}

/** A room's columns (`rooms r`) under the names {@link parseRoomRules} reads. */
export const ROOM_COLUMNS = sql`r.id AS room_id, r.name AS room_name, r.description AS room_description,
  r.open_start_type, r.open_start_value, r.open_end_type, r.open_end_value, r.release_time,
  r.draw_pre_window_minutes, r.draw_admit_per_minute, r.draw_turn_minutes,
  ${sql.raw(RECORDS_SETTINGS_SQL_COLUMNS)}`;

const roomRow = z
  .object({
    room_id: z.coerce.number().int(),
    room_name: z.string(),
    room_description: z.string(),
    open_start_type: z.string(),
    open_start_value: z.coerce.number().int(),
    open_end_type: z.string(),
    open_end_value: z.coerce.number().int(),
    release_time: z.string().nullable(),
    draw_pre_window_minutes: z.coerce.number().int().nullable(),
    draw_admit_per_minute: z.coerce.number().int().nullable(),
    draw_turn_minutes: z.coerce.number().int().nullable(),
  })
  .extend(recordsSettingsSqlRow.shape)
  .passthrough();

/** The one mapper of a room row ({@link ROOM_COLUMNS}), checked. */
export function parseRoomRules(row: unknown): RoomRules {
  const room = roomRow.parse(row);
  return {
    id: room.room_id,
    name: room.room_name,
    description: room.room_description,
    openStart: { type: parseDayType(room.open_start_type), value: room.open_start_value },
    openEnd: { type: parseDayType(room.open_end_type), value: room.open_end_value },
    releaseTime: room.release_time,
    records: recordsSettingsOfSqlRow(room),
    openingDraw:
      room.draw_pre_window_minutes !== null &&
      room.draw_admit_per_minute !== null &&
      room.draw_turn_minutes !== null
        ? {
            preWindowMinutes: room.draw_pre_window_minutes,
            admitPerMinute: room.draw_admit_per_minute,
            turnMinutes: room.draw_turn_minutes,
          }
        : null,
  };
}

/**
 * Holidays from `today` up to the date in `until` (an SQL date expression): whether a date
 * D lies in a working-day window depends only on the holidays between today and D (the
 * window's edges are counted day by day from the day after today), and a slot on a holiday
 * is closed (today's too), so a hold reads just those dates, not 800 days of them.
 */
export const holidaysUntil = (today: IsoDate | Slot, until: SQL) =>
  sql`ARRAY(SELECT h.date::text FROM holidays h WHERE h.date >= ${today}::date AND h.date <= ${until} ORDER BY h.date)`;

/**
 * The holidays of a {@link holidaysUntil} column (an array, or its text form `{…}`), each
 * checked to be a date. Written out rather than a zod schema: a hold and a calendar read
 * map every holiday of the window on each request.
 */
export function parseHolidays(value: unknown): Set<IsoDate> {
  let list: unknown[];
  if (Array.isArray(value)) list = value;
  else if (value === null || value === undefined) list = [];
  else if (typeof value === 'string')
    list = value
      .replace(/[{}]/g, '')
      .split(',')
      .filter((d) => d !== '');
  else throw new RowShapeError('room', 'holidays', value);
  return new Set(list.map((d) => dateField('room', 'holidays', d)));
}

/** A room's "has named seats" column as PostgreSQL and PGlite return it. */
const usesSeatsValue = z.union([z.boolean(), z.string()]).transform((v) => v === true || v === 't');

/**
 * Rooms with the holidays after `today` up to `until`, in one statement (no locks), and which
 * of them have named seats (`seatedRooms`: a room without them needs no seat reads at all).
 */
export async function readRoomRules(
  db: Db,
  roomIds: readonly number[],
  today: IsoDate,
  until: IsoDate,
): Promise<{
  rooms: Map<number, RoomRules>;
  holidays: Set<IsoDate>;
  seatedRooms: ReadonlySet<number>;
}> {
  if (roomIds.length === 0)
    return { rooms: new Map(), holidays: new Set(), seatedRooms: new Set() };
  const rows = rowsOf<{ holidays: unknown; uses_seats: unknown }>(
    await executeNamed(
      db,
      sql`
      SELECT ${ROOM_COLUMNS}, ${holidaysUntil(today, sql`${until}::date`)} AS holidays,
             EXISTS (SELECT 1 FROM seats x WHERE x.room_id = r.id) AS uses_seats
      FROM rooms r WHERE r.id IN (${sql.join(
        roomIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    ),
  );
  const rooms = rows.map(parseRoomRules);
  return {
    rooms: new Map(rooms.map((room) => [room.id, room])),
    holidays: rows[0] ? parseHolidays(rows[0].holidays) : new Set(),
    seatedRooms: new Set(
      rows.flatMap((row, i) => (usesSeatsValue.parse(row.uses_seats) ? [rooms[i]!.id] : [])),
    ),
  };
}
