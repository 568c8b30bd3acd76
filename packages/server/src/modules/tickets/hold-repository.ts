import type { RoomRecordsSettings } from '@lesesaal/domain/record-orders/schema';
import {
  RECORDS_SETTINGS_SQL_COLUMNS,
  recordsSettingsOfSqlRow,
  type RecordsSettingsSqlRow,
} from '../rooms/records-settings';
import { sql, type SQL } from 'drizzle-orm';
import { normalizeTime, type IsoDate } from '@lesesaal/domain/dates';
import { parseDayType } from '@lesesaal/domain/rooms/schema';
import type { RoomWindowBounds } from '@lesesaal/domain/time-slots/rules';
import { rowsOf, type Db } from '../../db/client';
import { executeNamed } from '../../db/named';
import { heldSeatsOfRow, heldSeatsQuery } from './held-seats';
import { activeTicketCountOf } from './seats';
import type { SlotRow } from './repository';

/**
 * The reads and writes of "lock late, lock little" (issue 9, DESIGN.md §5): everything a
 * hold needs to know (slot, room, holidays, active count) is read in ONE statement without
 * any lock; under the slot lock only the count and the insert remain, as ONE statement.
 * The rooms, holidays and time_slots tables are only read here (their modules write them).
 */

/** A room's name and opening-window bounds. */
export interface RoomRules extends RoomWindowBounds {
  id: number;
  name: string;
  description: string;
  /** issue 16: ordering records with a visit */
  records: RoomRecordsSettings;
}

interface RoomRow extends RecordsSettingsSqlRow {
  room_id: number;
  room_name: string;
  room_description: string;
  open_start_type: string;
  open_start_value: number;
  open_end_type: string;
  open_end_value: number;
}

const roomColumns = sql`r.id AS room_id, r.name AS room_name, r.description AS room_description,
  r.open_start_type, r.open_start_value, r.open_end_type, r.open_end_value,
  ${sql.raw(RECORDS_SETTINGS_SQL_COLUMNS)}`;

function toRoomRules(row: RoomRow): RoomRules {
  return {
    id: Number(row.room_id),
    name: row.room_name,
    description: row.room_description,
    openStart: { type: parseDayType(row.open_start_type), value: Number(row.open_start_value) },
    openEnd: { type: parseDayType(row.open_end_type), value: Number(row.open_end_value) },
    records: recordsSettingsOfSqlRow(row),
  };
}

/**
 * Holidays after `today` up to the date in `until` (an SQL date expression): whether a date
 * D lies in a working-day window depends only on the holidays between today and D (the
 * window's edges are counted day by day from today), so a hold reads just those dates, not
 * 800 days of them.
 */
const holidaysUntil = (today: IsoDate, until: ReturnType<typeof sql>) =>
  sql`ARRAY(SELECT h.date::text FROM holidays h WHERE h.date > ${today}::date AND h.date <= ${until} ORDER BY h.date)`;

const toDate = (value: unknown): IsoDate =>
  typeof value === 'string'
    ? value.slice(0, 10)
    : new Date(value as Date).toISOString().slice(0, 10);

const toDates = (value: unknown): Set<IsoDate> =>
  new Set(
    (Array.isArray(value)
      ? value
      : String(value ?? '{}')
          .replace(/[{}]/g, '')
          .split(',')
    )
      .filter((d) => d !== '')
      .map(toDate),
  );

export interface SlotForHold {
  slot: SlotRow;
  room: RoomRules;
  /** holidays after today up to the slot's date */
  holidays: Set<IsoDate>;
  /** active tickets, counted without a lock (a hint: re-counted under the slot lock) */
  activeTicketCount: number;
}

/**
 * Seats an address holds at `now` — NEW tickets of open, unexpired carts it created — and
 * when the first of those holds runs out (`countHeldSeats` in held-seats.ts, as columns).
 */
export interface HeldSeats {
  seats: number;
  firstExpiry: Date | null;
}

/** The counter row a hold's first statement returns with its reads (`count, reset_at`). */
export interface CounterHitRow {
  count: number | string;
  reset_at: Date | string;
}

/**
 * A new cart's first statement (issue 9, hot slot), ONE round trip: the visitor limit's
 * counter hit (`counterHit`, an upsert `… RETURNING count, reset_at`; null: none), the seats
 * the client address already holds (null key: none) and the slot with its room, holidays and
 * active count (`found` null: no such slot). Takes no lock but the counter row's.
 */
export async function readHoldStart(
  db: Db,
  counterHit: SQL | null,
  clientKey: string | null,
  slotId: number,
  today: IsoDate,
  now: Date,
): Promise<{ hit: CounterHitRow | undefined; held: HeldSeats; found: SlotForHold | null }> {
  const held = clientKey
    ? sql`(${heldSeatsQuery(clientKey, now)})`
    : sql`(SELECT 0 AS seats, NULL::timestamptz AS first_expiry)`;
  const hit = counterHit
    ? {
        cte: sql`WITH hit AS (${counterHit})`,
        columns: sql`hit.count AS hit_count, hit.reset_at AS hit_reset_at,`,
        from: sql`hit CROSS JOIN`,
      }
    : { cte: sql``, columns: sql``, from: sql`` };
  const [row] = rowsOf<
    SlotForHoldRow & {
      held_seats: number;
      held_first_expiry: unknown;
      hit_count?: number | string;
      hit_reset_at?: Date | string;
    }
  >(
    await executeNamed(
      db,
      sql`${hit.cte}
      SELECT ${hit.columns} hs.seats AS held_seats, hs.first_expiry AS held_first_expiry, slot.*
      FROM ${hit.from} ${held} AS hs
      LEFT JOIN (${slotForHoldQuery(slotId, today, now)}) AS slot ON true`,
    ),
  );
  return {
    hit:
      row && row.hit_count !== undefined && row.hit_reset_at !== undefined
        ? { count: row.hit_count, reset_at: row.hit_reset_at }
        : undefined,
    held: heldSeatsOfRow({ seats: row?.held_seats, first_expiry: row?.held_first_expiry }),
    found: row && row.id !== null ? toSlotForHold(row) : null,
  };
}

type SlotForHoldRow = RoomRow & {
  id: number;
  date: string;
  start_time: string;
  end_time: string;
  capacity: number;
  active: number;
  holidays: unknown;
};

const slotForHoldQuery = (slotId: number, today: IsoDate, now: Date) => sql`
      SELECT s.id, s.date::text AS date, s.start_time::text AS start_time,
             s.end_time::text AS end_time, s.capacity, ${roomColumns},
             ${activeTicketCountOf(sql`s.id`, now)} AS active,
             ${holidaysUntil(today, sql`s.date`)} AS holidays
      FROM time_slots s JOIN rooms r ON r.id = s.room_id
      WHERE s.id = ${slotId}`;

function toSlotForHold(row: SlotForHoldRow): SlotForHold {
  return {
    slot: {
      id: Number(row.id),
      roomId: Number(row.room_id),
      date: toDate(row.date),
      startTime: normalizeTime(row.start_time) ?? row.start_time,
      endTime: normalizeTime(row.end_time) ?? row.end_time,
      capacity: Number(row.capacity),
    },
    room: toRoomRules(row),
    holidays: toDates(row.holidays),
    activeTicketCount: Number(row.active),
  };
}

/** Slot, room, the holidays that matter and the active count in one statement; null: no slot. */
export async function readSlotForHold(
  db: Db,
  slotId: number,
  today: IsoDate,
  now: Date,
): Promise<SlotForHold | null> {
  const [row] = rowsOf<SlotForHoldRow>(
    await executeNamed(db, slotForHoldQuery(slotId, today, now)),
  );
  return row ? toSlotForHold(row) : null;
}

/** Rooms with the holidays after `today` up to `until`, in one statement (no locks). */
export async function readRoomRules(
  db: Db,
  roomIds: readonly number[],
  today: IsoDate,
  until: IsoDate,
): Promise<{ rooms: Map<number, RoomRules>; holidays: Set<IsoDate> }> {
  if (roomIds.length === 0) return { rooms: new Map(), holidays: new Set() };
  const rows = rowsOf<RoomRow & { holidays: unknown }>(
    await executeNamed(
      db,
      sql`
      SELECT ${roomColumns}, ${holidaysUntil(today, sql`${until}::date`)} AS holidays
      FROM rooms r WHERE r.id IN (${sql.join(
        roomIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    ),
  );
  return {
    rooms: new Map(rows.map((row) => [Number(row.room_id), toRoomRules(row)])),
    holidays: rows[0] ? toDates(rows[0].holidays) : new Set(),
  };
}

/**
 * Locks one slot row `FOR UPDATE` (the lock every seat-consuming write takes) and returns its
 * capacity; null when the slot is gone. Nothing else is read under the lock.
 */
export async function lockSlotCapacity(db: Db, slotId: number): Promise<number | null> {
  const [row] = rowsOf<{ capacity: number }>(
    await executeNamed(db, sql`SELECT capacity FROM time_slots WHERE id = ${slotId} FOR UPDATE`),
  );
  return row ? Number(row.capacity) : null;
}

/**
 * `lockSlotCapacity` for a new cart of a known client address, in one statement: first the
 * address's advisory lock (the lock `lockClient` takes: it serialises one address's
 * seat-taking writes, so the seat cap holds under races), then the slot row `FOR UPDATE` — the
 * uncorrelated sub-select is evaluated when the scan has found the row, before the row is
 * locked, which keeps the lock order address → slot of every other path. Null: no slot.
 */
export async function lockClientAndSlot(
  db: Db,
  clientKey: string,
  slotId: number,
): Promise<number | null> {
  const [row] = rowsOf<{ capacity: number }>(
    await executeNamed(
      db,
      sql`SELECT capacity FROM time_slots
      WHERE id = ${slotId}
        AND (SELECT true FROM (SELECT pg_advisory_xact_lock(hashtext(${`hold:${clientKey}`}))) AS l)
      FOR UPDATE`,
    ),
  );
  return row ? Number(row.capacity) : null;
}

/** The `cart AS (INSERT … RETURNING id)` common table expression of a hold's new cart. */
const newCartCte = (
  transactionId: string,
  now: Date,
  newCart: { expiredAt: Date; clientKey: string | null },
) => sql`cart AS (
        INSERT INTO transactions (id, created_at, expired_at, client_key)
        VALUES (${transactionId}, ${now.toISOString()}, ${newCart.expiredAt.toISOString()}, ${newCart.clientKey})
        RETURNING id)`;

/**
 * Under the slot lock: counts the active tickets and inserts the NEW ticket only if a seat
 * is free — one statement. Its snapshot is taken after the lock was granted (READ COMMITTED),
 * so it sees every ticket committed by the previous lock holder: never oversold. With
 * `newCart`, the cart row is inserted by the same statement (rolled back with the
 * transaction when no seat is free). Returns the ticket id, or null when the slot is full.
 */
export async function insertTicketIfSeatFree(
  db: Db,
  values: {
    transactionId: string;
    slotId: number;
    capacity: number;
    now: Date;
    newCart?: { expiredAt: Date; clientKey: string | null };
  },
): Promise<number | null> {
  const { transactionId, slotId, capacity, now, newCart } = values;
  const cart = newCart ? sql`WITH ${newCartCte(transactionId, now, newCart)}` : sql``;
  const source = newCart ? sql`SELECT cart.id FROM cart` : sql`SELECT ${transactionId}::text`;
  const [row] = rowsOf<{ id: number }>(
    await executeNamed(
      db,
      sql`${cart}
      INSERT INTO tickets (transaction_id, time_slot_id, status, created_at)
      SELECT c.id, ${slotId}, 'NEW', ${now.toISOString()}
      FROM (${source}) AS c(id)
      WHERE ${activeTicketCountOf(sql`${slotId}::int`, now)} < ${capacity}
      RETURNING id`,
    ),
  );
  return row ? Number(row.id) : null;
}

/**
 * `insertTicketIfSeatFree` for a new cart of a known client address (after
 * `lockClientAndSlot`), with the address's seat cap checked in the same statement: no
 * ticket when the slot is full or the address already holds `max` seats. Also returns the
 * seats the address held (before this ticket), so a refused hold tells "full" (409) from
 * "cap reached" (429, with the first hold's expiry) without another statement.
 */
export async function insertTicketUnderCap(
  db: Db,
  values: {
    transactionId: string;
    slotId: number;
    capacity: number;
    now: Date;
    newCart: { expiredAt: Date; clientKey: string };
    max: number;
  },
): Promise<{ ticketId: number | null; held: HeldSeats }> {
  const { transactionId, slotId, capacity, now, newCart, max } = values;
  const [row] = rowsOf<{ id: number | null; seats: number; first_expiry: unknown }>(
    await executeNamed(
      db,
      sql`WITH ${newCartCte(transactionId, now, newCart)},
      held AS (${heldSeatsQuery(newCart.clientKey, now)}),
      ticket AS (
        INSERT INTO tickets (transaction_id, time_slot_id, status, created_at)
        SELECT cart.id, ${slotId}, 'NEW', ${now.toISOString()} FROM cart
        WHERE ${activeTicketCountOf(sql`${slotId}::int`, now)} < ${capacity}
          AND (SELECT held.seats FROM held) < ${max}
        RETURNING id)
      SELECT (SELECT ticket.id FROM ticket) AS id, held.seats, held.first_expiry FROM held`,
    ),
  );
  return {
    ticketId: row?.id === null || row?.id === undefined ? null : Number(row.id),
    held: heldSeatsOfRow(row),
  };
}

/** A room's slots in the range with their active counts, in one statement (no locks). */
export async function listRoomSlotsWithCounts(
  db: Db,
  roomId: number,
  from: IsoDate,
  until: IsoDate,
  now: Date,
): Promise<Array<SlotRow & { ticketCount: number }>> {
  const rows = rowsOf<{
    id: number;
    date: string;
    start_time: string;
    end_time: string;
    capacity: number;
    active: number;
  }>(
    await executeNamed(
      db,
      sql`
      SELECT s.id, s.date::text AS date, s.start_time::text AS start_time,
             s.end_time::text AS end_time, s.capacity,
             ${activeTicketCountOf(sql`s.id`, now)} AS active
      FROM time_slots s
      WHERE s.room_id = ${roomId} AND s.date BETWEEN ${from} AND ${until}
      ORDER BY s.date, s.start_time`,
    ),
  );
  return rows.map((row) => ({
    id: Number(row.id),
    roomId,
    date: toDate(row.date),
    startTime: normalizeTime(row.start_time) ?? row.start_time,
    endTime: normalizeTime(row.end_time) ?? row.end_time,
    capacity: Number(row.capacity),
    ticketCount: Number(row.active),
  }));
}
