import type { RoomRecordsSettings } from '@lesesaal/domain/record-orders/schema';
import {
  RECORDS_SETTINGS_SQL_COLUMNS,
  recordsSettingsOfSqlRow,
  type RecordsSettingsSqlRow,
} from '../../db/records-settings';
import { sql, type SQL } from 'drizzle-orm';
import { normalizeTime, type IsoDate } from '@lesesaal/domain/dates';
import { parseDayType } from '@lesesaal/domain/rooms/schema';
import type { RoomWindowBounds } from '@lesesaal/domain/time-slots/rules';
import { rowsOf, type Db } from '../../db/client';
import { executeNamed, runStatement, type Statement } from '../../db/named';
import { heldSeatsOfRow, heldSeatsQuery } from './held-seats';
import { activeTicketCountOf } from './seats';
import type { SlotRow } from './repository';

/**
 * The reads and writes of "lock late, lock little": everything a
 * hold needs to know (slot, room, holidays, active count) is read in ONE statement without
 * any lock; under the slot lock only the count and the insert remain, as ONE statement.
 * The rooms, holidays and time_slots tables are only read here (their modules write them).
 */

/** A room's name and opening-window bounds. */
export interface RoomRules extends RoomWindowBounds {
  id: number;
  name: string;
  description: string;
  /** ordering records with a visit */
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
 * A new cart's first statement (hot slot), ONE round trip: the visitor limit's
 * counter hit (`counterHit`, an upsert `… RETURNING count, reset_at`; null: none), the seats
 * the client address already holds (null key: none) and the slot with its room, holidays and
 * active count (`found` null: no such slot). Takes no lock but the counter row's.
 */
export interface HoldStart {
  hit: CounterHitRow | undefined;
  held: HeldSeats;
  found: SlotForHold | null;
}

export function holdStartStatement(
  counterHit: SQL | null,
  clientKey: string | null,
  slotId: number,
  today: IsoDate,
  now: Date,
): Statement<HoldStart> {
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
  return {
    query: sql`${hit.cte}
      SELECT ${hit.columns} hs.seats AS held_seats, hs.first_expiry AS held_first_expiry, slot.*
      FROM ${hit.from} ${held} AS hs
      LEFT JOIN (${slotForHoldQuery(slotId, today, now)}) AS slot ON true`,
    read(result) {
      const [row] = rowsOf<
        SlotForHoldRow & {
          held_seats: number;
          held_first_expiry: unknown;
          hit_count?: number | string;
          hit_reset_at?: Date | string;
        }
      >(result);
      return {
        hit:
          row && row.hit_count !== undefined && row.hit_reset_at !== undefined
            ? { count: row.hit_count, reset_at: row.hit_reset_at }
            : undefined,
        held: heldSeatsOfRow({ seats: row?.held_seats, first_expiry: row?.held_first_expiry }),
        found: row && row.id !== null ? toSlotForHold(row) : null,
      };
    },
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
 *
 * With a client address (a new cart's hold), first the address's advisory lock (the lock
 * `lockClient` takes: it serialises one address's seat-taking writes, so the seat cap holds
 * under races), in the same statement: the uncorrelated sub-select is evaluated when the
 * scan has found the row, before the row is locked, which keeps the lock order
 * address → slot of every other path.
 */
export function lockSlotStatement(
  slotId: number,
  clientKey: string | null,
): Statement<number | null> {
  const clientLock = clientKey
    ? sql`
        AND (SELECT true FROM (SELECT pg_advisory_xact_lock(hashtext(${`hold:${clientKey}`}))) AS l)`
    : sql``;
  return {
    query: sql`SELECT capacity FROM time_slots
      WHERE id = ${slotId}${clientLock}
      FOR UPDATE`,
    read(result) {
      const [row] = rowsOf<{ capacity: number }>(result);
      return row ? Number(row.capacity) : null;
    },
  };
}

export function lockSlotCapacity(db: Db, slotId: number): Promise<number | null> {
  return runStatement(db, lockSlotStatement(slotId, null));
}

/**
 * The ticket's `INSERT … RETURNING id` if a seat is free: counts the active tickets against
 * the capacity of the slot row, which the caller has locked (`lockSlotStatement`) in an
 * earlier statement of its transaction. This statement's snapshot is taken after the lock
 * was granted (READ COMMITTED), so it sees every ticket committed by the previous lock
 * holder: never oversold. A slot gone since gives no capacity, and so no ticket.
 */
const insertTicketIfFree = (
  transactionId: string,
  slotId: number,
  now: Date,
  extraCondition: SQL = sql``,
) => sql`INSERT INTO tickets (transaction_id, time_slot_id, status, created_at)
        SELECT ${transactionId}, ${slotId}, 'NEW', ${now.toISOString()}
        WHERE ${activeTicketCountOf(sql`${slotId}::int`, now)}
                < (SELECT capacity FROM time_slots WHERE id = ${slotId})${extraCondition}
        RETURNING id`;

/**
 * A hold's new cart row, inserted only with its ticket (`ticket` CTE): a hold refused under
 * the lock leaves no empty cart behind. The ticket's foreign key is checked at the end of the
 * statement, when the cart row is there.
 */
const newCartOfTicket = (
  transactionId: string,
  now: Date,
  newCart: { expiredAt: Date; clientKey: string | null },
) => sql`cart AS (
        INSERT INTO transactions (id, created_at, expired_at, client_key)
        SELECT ${transactionId}, ${now.toISOString()}, ${newCart.expiredAt.toISOString()}, ${newCart.clientKey}
        FROM ticket)`;

/**
 * Under the slot lock: counts the active tickets and inserts the NEW ticket only if a seat
 * is free — one statement (`insertTicketIfFree`). With `newCart`, the cart row is inserted
 * by the same statement, only with the ticket. Reads the ticket id, or null when the slot is
 * full (or gone).
 */
export function insertTicketStatement(values: {
  transactionId: string;
  slotId: number;
  now: Date;
  newCart?: { expiredAt: Date; clientKey: string | null };
}): Statement<number | null> {
  const { transactionId, slotId, now, newCart } = values;
  return {
    query: newCart
      ? sql`WITH ticket AS (${insertTicketIfFree(transactionId, slotId, now)}),
      ${newCartOfTicket(transactionId, now, newCart)}
      SELECT id FROM ticket`
      : insertTicketIfFree(transactionId, slotId, now),
    read(result) {
      const [row] = rowsOf<{ id: number }>(result);
      return row ? Number(row.id) : null;
    },
  };
}

export function insertTicketIfSeatFree(
  db: Db,
  values: Parameters<typeof insertTicketStatement>[0],
): Promise<number | null> {
  return runStatement(db, insertTicketStatement(values));
}

/**
 * `insertTicketStatement` for a new cart of a known client address (under the locks of
 * `lockSlotStatement` with that address), with the address's seat cap checked in the same
 * statement: no ticket when the slot is full or the address already holds `max` seats. Also
 * reads the seats the address held (before this ticket), so a refused hold tells "full"
 * (409) from "cap reached" (429, with the first hold's expiry) without another statement.
 */
export function insertTicketUnderCapStatement(values: {
  transactionId: string;
  slotId: number;
  now: Date;
  newCart: { expiredAt: Date; clientKey: string };
  max: number;
}): Statement<{ ticketId: number | null; held: HeldSeats }> {
  const { transactionId, slotId, now, newCart, max } = values;
  return {
    query: sql`WITH held AS (${heldSeatsQuery(newCart.clientKey, now)}),
      ticket AS (${insertTicketIfFree(
        transactionId,
        slotId,
        now,
        sql`
          AND (SELECT held.seats FROM held) < ${max}`,
      )}),
      ${newCartOfTicket(transactionId, now, newCart)}
      SELECT (SELECT ticket.id FROM ticket) AS id, held.seats, held.first_expiry FROM held`,
    read(result) {
      const [row] = rowsOf<{ id: number | null; seats: number; first_expiry: unknown }>(result);
      return {
        ticketId: row?.id === null || row?.id === undefined ? null : Number(row.id),
        held: heldSeatsOfRow(row),
      };
    },
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
