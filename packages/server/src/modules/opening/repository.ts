import { sql } from 'drizzle-orm';
import type { IsoDate } from '@lesesaal/domain/dates';
import { rowsOf, type Db } from '../../db/client';
import type { QueueTail } from './schedule';

/**
 * The queue's tables (`openings`, `opening_places`, migration 0023); this module is their
 * only writer. Every instance reads and writes the same rows: no state in memory.
 */

/** An opening's row. */
export interface OpeningRow extends QueueTail {
  id: number;
  roomId: number;
  day: IsoDate;
  preWindowMinutes: number;
  admitPerMinute: number;
}

/**
 * The row's columns. `places` of an opening not drawn yet is 1 when anyone waits for the draw,
 * else 0 (joins before the draw do not write the row, so that they never wait for one another;
 * `countPlaces` has the exact number) — enough for `isOver`, never over while places wait.
 */
const OPENING_COLUMNS = sql.raw(`o.id, o.room_id, o.day::text AS day, o.release_at,
  o.pre_window_minutes, o.admit_per_minute, o.turn_minutes, o.drawn_at, o.last_admit_at,
  CASE WHEN o.drawn_at IS NULL THEN (SELECT count(*)::int FROM (SELECT 1 FROM opening_places w
    WHERE w.opening_id = o.id LIMIT 1) AS waiting) ELSE o.places END AS places`);

const date = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));
const dateOrNull = (value: unknown): Date | null =>
  value === null || value === undefined ? null : date(value);

function toOpening(row: Record<string, unknown>): OpeningRow {
  return {
    id: Number(row.id),
    roomId: Number(row.room_id),
    day: String(row.day),
    releaseAt: date(row.release_at),
    preWindowMinutes: Number(row.pre_window_minutes),
    admitPerMinute: Number(row.admit_per_minute),
    turnMinutes: Number(row.turn_minutes),
    drawnAt: dateOrNull(row.drawn_at),
    places: Number(row.places),
    lastAdmitAt: dateOrNull(row.last_admit_at),
  };
}

/** Openings whose release has come and that are not drawn yet (the draw job's list). */
export async function dueOpenings(db: Db, now: Date, limit: number): Promise<number[]> {
  const rows = rowsOf<{ id: unknown }>(
    await db.execute(sql`SELECT id FROM openings
      WHERE drawn_at IS NULL AND release_at <= ${now.toISOString()}::timestamptz
      ORDER BY release_at, id LIMIT ${limit}`),
  );
  return rows.map((r) => Number(r.id));
}

/** The opening by id, locked (the draw). */
export async function lockOpeningById(db: Db, id: number): Promise<OpeningRow | null> {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`SELECT ${OPENING_COLUMNS} FROM openings o WHERE o.id = ${id} FOR UPDATE`),
  );
  return rows[0] ? toOpening(rows[0]) : null;
}

/**
 * The opening's row, made by the first joiner with the room's settings of then (found as it
 * is by every later one), read FOR SHARE: joins before the draw hold shared locks that do not
 * block one another, while the draw's FOR UPDATE waits for those in flight (and they for it),
 * so a place that joined before the release is either drawn or queued after it.
 */
export async function shareOrCreateOpening(
  db: Db,
  values: {
    roomId: number;
    day: IsoDate;
    releaseAt: Date;
    preWindowMinutes: number;
    admitPerMinute: number;
    turnMinutes: number;
  },
): Promise<OpeningRow> {
  await db.execute(sql`INSERT INTO openings
      (room_id, day, release_at, pre_window_minutes, admit_per_minute, turn_minutes)
    VALUES (${values.roomId}, ${values.day}::date, ${values.releaseAt.toISOString()}::timestamptz,
      ${values.preWindowMinutes}, ${values.admitPerMinute}, ${values.turnMinutes})
    ON CONFLICT (archive_id, room_id, day) DO NOTHING`);
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`SELECT ${OPENING_COLUMNS} FROM openings o
      WHERE o.room_id = ${values.roomId} AND o.day = ${values.day}::date FOR SHARE OF o`),
  );
  return toOpening(rows[0]!);
}

/**
 * Serialises the joins of one client address to one opening (and only those) until the
 * transaction ends: a transaction-scoped advisory lock on (opening, hash of the address key),
 * in the two-key space the single-key locks elsewhere do not use. No address: no lock.
 */
export async function lockClientOfOpening(
  db: Db,
  openingId: number,
  clientKey: string | null,
): Promise<void> {
  if (clientKey === null) return;
  await db.execute(sql`SELECT pg_advisory_xact_lock(${openingId}::int, hashtext(${clientKey}))`);
}

/** How many places the opening has (drawn or not): the waiting room's `queued`. */
export async function countPlaces(db: Db, openingId: number): Promise<number> {
  const [row] = rowsOf<{ n: unknown }>(
    await db.execute(sql`SELECT count(*)::int AS n FROM opening_places
      WHERE opening_id = ${openingId}`),
  );
  return Number(row?.n ?? 0);
}

/** The openings of the room's days that anyone has joined. */
export async function findOpenings(
  db: Db,
  roomId: number,
  days: readonly IsoDate[],
): Promise<Map<IsoDate, OpeningRow>> {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`SELECT ${OPENING_COLUMNS} FROM openings o
      WHERE o.room_id = ${roomId} AND o.day IN (${sql.join(
        days.map((day) => sql`${day}::date`),
        sql`, `,
      )})`),
  );
  return new Map(rows.map((row) => [String(row.day), toOpening(row)]));
}

/** How many places of the opening the client address holds, and whether the bot key is spent. */
export async function limitsOfJoin(
  db: Db,
  openingId: number,
  clientKey: string | null,
  botKey: string | null,
): Promise<{ ofClient: number; botKeyUsed: boolean }> {
  const [row] = rowsOf<{ of_client: unknown; bot_used: unknown }>(
    await db.execute(sql`SELECT
      (SELECT count(*)::int FROM opening_places
        WHERE opening_id = ${openingId} AND client_key = ${clientKey}) AS of_client,
      EXISTS (SELECT 1 FROM opening_places
        WHERE opening_id = ${openingId} AND bot_key = ${botKey}) AS bot_used`),
  );
  return {
    ofClient: Number(row?.of_client ?? 0),
    botKeyUsed: row?.bot_used === true || row?.bot_used === 't',
  };
}

/**
 * A place waiting for the draw (no position yet); false when the bot-check solution already
 * has a place of this opening (its unique index).
 */
export async function insertWaitingPlace(
  db: Db,
  values: {
    openingId: number;
    passHash: string;
    arrivedAt: Date;
    botKey: string | null;
    clientKey: string | null;
  },
): Promise<boolean> {
  const rows = rowsOf<{ id: unknown }>(
    await db.execute(sql`INSERT INTO opening_places
        (opening_id, pass_hash, arrived_at, bot_key, client_key)
      VALUES (${values.openingId}, ${values.passHash}, ${values.arrivedAt.toISOString()}::timestamptz,
        ${values.botKey}, ${values.clientKey})
      ON CONFLICT (archive_id, opening_id, bot_key) DO NOTHING
      RETURNING id`),
  );
  return rows.length > 0;
}

/**
 * A place at the tail of a drawn opening, in ONE statement (the row lock it takes is held for
 * that statement and the commit after it): the tail grows by one, admitted one interval after
 * the last place (the release for the first), but never before it came (a queue that ran dry
 * lets the next one in at once),
 * and the place takes the new length as position. A second place of the same bot-check solution
 * fails with the unique index's 23505, changing nothing.
 */
export async function queuePlace(
  db: Db,
  values: {
    openingId: number;
    passHash: string;
    arrivedAt: Date;
    botKey: string | null;
    clientKey: string | null;
  },
): Promise<{ position: number; admitAt: Date }> {
  const at = values.arrivedAt.toISOString();
  const rows = rowsOf<{ position: unknown; admit_at: unknown }>(
    await db.execute(sql`WITH t AS (
        UPDATE openings SET places = places + 1,
          last_admit_at = greatest(
            coalesce(last_admit_at + (60000.0 / admit_per_minute) * interval '1 millisecond',
              release_at),
            ${at}::timestamptz)
        WHERE id = ${values.openingId}
        RETURNING places, last_admit_at)
      INSERT INTO opening_places
        (opening_id, pass_hash, arrived_at, position, admit_at, bot_key, client_key)
      SELECT ${values.openingId}, ${values.passHash}, ${at}::timestamptz, t.places,
        t.last_admit_at, ${values.botKey}, ${values.clientKey}
      FROM t
      RETURNING position, admit_at`),
  );
  const row = rows[0]!;
  return { position: Number(row.position), admitAt: date(row.admit_at) };
}

/** The places waiting for the draw, in the order they joined. */
export async function undrawnPlaces(
  db: Db,
  openingId: number,
): Promise<Array<{ id: number; at: number }>> {
  const rows = rowsOf<{ id: unknown; arrived_at: unknown }>(
    await db.execute(sql`SELECT id, arrived_at FROM opening_places
      WHERE opening_id = ${openingId} AND position IS NULL ORDER BY arrived_at, id`),
  );
  return rows.map((r) => ({ id: Number(r.id), at: date(r.arrived_at).getTime() }));
}

/** Positions 1..n in `order` (place ids), admitted `interval` ms apart from `releaseAt`. */
export async function setPositions(
  db: Db,
  order: readonly number[],
  releaseAt: Date,
  interval: number,
): Promise<void> {
  if (order.length === 0) return;
  const ids = `{${order.join(',')}}`;
  await db.execute(sql`UPDATE opening_places p
    SET position = v.pos,
        admit_at = ${releaseAt.toISOString()}::timestamptz + (v.pos - 1) * ${interval}::float8 * interval '1 millisecond'
    FROM (SELECT id, ordinality::int AS pos FROM unnest(${ids}::int[]) WITH ORDINALITY AS u(id, ordinality)) v
    WHERE p.id = v.id`);
}

/** Records the draw on the opening's row. */
export async function markDrawn(
  db: Db,
  openingId: number,
  drawn: { at: Date; orderSha256: string; count: number; lastAdmitAt: Date | null },
): Promise<void> {
  await db.execute(sql`UPDATE openings SET drawn_at = ${drawn.at.toISOString()}::timestamptz,
      order_sha256 = ${drawn.orderSha256}, places_drawn = ${drawn.count}, places = ${drawn.count},
      last_admit_at = ${drawn.lastAdmitAt?.toISOString() ?? null}::timestamptz
    WHERE id = ${openingId}`);
}

/** A place with its opening, by the pass's hash, of the room. */
export async function findPlaceByPass(
  db: Db,
  roomId: number,
  passHash: string,
): Promise<{ opening: OpeningRow; position: number | null; admitAt: Date | null } | null> {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`SELECT ${OPENING_COLUMNS}, p.position AS place_position,
        p.admit_at AS place_admit_at
      FROM opening_places p JOIN openings o ON o.id = p.opening_id
      WHERE p.pass_hash = ${passHash} AND o.room_id = ${roomId}`),
  );
  const row = rows[0];
  if (!row) return null;
  return {
    opening: toOpening(row),
    position: row.place_position === null ? null : Number(row.place_position),
    admitAt: dateOrNull(row.place_admit_at),
  };
}

/** Places before `position` not yet admitted at `now`. */
export async function countAhead(
  db: Db,
  openingId: number,
  position: number,
  now: Date,
): Promise<number> {
  const [row] = rowsOf<{ n: unknown }>(
    await db.execute(sql`SELECT count(*)::int AS n FROM opening_places
      WHERE opening_id = ${openingId} AND position < ${position}
        AND admit_at > ${now.toISOString()}::timestamptz`),
  );
  return Number(row?.n ?? 0);
}

/**
 * The guard's one statement: the opening of the room's day and the admission of the place
 * whose pass hashes to `passHash` (null: no pass sent, or not a place of this opening).
 */
export async function readTurn(
  db: Db,
  roomId: number,
  day: IsoDate,
  passHash: string | null,
): Promise<{ opening: OpeningRow; admitAt: Date | null } | null> {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`SELECT ${OPENING_COLUMNS}, p.admit_at AS place_admit_at
      FROM openings o LEFT JOIN opening_places p
        ON p.opening_id = o.id AND p.pass_hash = ${passHash}
      WHERE o.room_id = ${roomId} AND o.day = ${day}::date`),
  );
  const row = rows[0];
  return row ? { opening: toOpening(row), admitAt: dateOrNull(row.place_admit_at) } : null;
}

/**
 * The nightly erasure's part: the keys of the limits (the client address's and the bot-check
 * solution's hashes, derived from the visitor's address and device) of the places of openings
 * whose day is before `today` — over long since (an opening's release is before its day).
 * The places stay without them (position and admission, to check against the audited digest
 * of the draw's order), as does the opening's row. Returns how many places lost their keys.
 */
export async function eraseOpeningKeysBefore(db: Db, today: IsoDate): Promise<number> {
  const rows = rowsOf<{ id: unknown }>(
    await db.execute(sql`UPDATE opening_places p SET client_key = NULL, bot_key = NULL
      FROM openings o
      WHERE o.id = p.opening_id AND o.day < ${today}::date
        AND (p.client_key IS NOT NULL OR p.bot_key IS NOT NULL)
      RETURNING p.id`),
  );
  return rows.length;
}
