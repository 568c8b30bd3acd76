import { sql, type SQL } from 'drizzle-orm';
import type { IsoDate } from '@lesesaal/domain/dates';
import { rowsOf, type Db } from '../../db/client';
import { executeNamed, queryShape, type Statement } from '../../db/named';
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

/** How many places the opening has (drawn or not): the waiting room's `queued`. */
export async function countPlaces(db: Db, openingId: number): Promise<number> {
  const [row] = rowsOf<{ n: unknown }>(
    await db.execute(sql`SELECT count(*)::int AS n FROM opening_places
      WHERE opening_id = ${openingId}`),
  );
  return Number(row?.n ?? 0);
}

/** The openings of the room's days that anyone has joined (one named statement). */
const openingsOfDaysShape = queryShape<'roomId' | 'current' | 'next'>(
  (value) => sql`SELECT ${OPENING_COLUMNS} FROM openings o
    WHERE o.room_id = ${value('roomId')} AND o.day IN (${value('current')}::date, ${value('next')}::date)`,
);

/** The openings of the room's current and next day that anyone has joined. */
export async function findOpenings(
  db: Db,
  roomId: number,
  days: readonly [IsoDate, IsoDate],
): Promise<Map<IsoDate, OpeningRow>> {
  const rows = rowsOf<Record<string, unknown>>(
    await executeNamed(db, openingsOfDaysShape({ roomId, current: days[0], next: days[1] })),
  );
  return new Map(rows.map((row) => [String(row.day), toOpening(row)]));
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

/**
 * How many places are ahead of place `p` (a table alias) at `now`, not yet admitted: its
 * position less one, less the highest position below it already admitted. Exact because a
 * queue's positions are 1..n without gaps and admissions rise with the position (the draw
 * admits place p at the release plus p − 1 intervals; a later joiner one interval after the
 * last place or at its arrival, whichever is later) — and cheap: the scan walks down from
 * the place and stops at the first admitted one (it reads the places ahead, not the queue).
 */
const aheadOf = (now: unknown) => sql`CASE WHEN p.position IS NULL THEN NULL
    WHEN p.admit_at <= ${now}::timestamptz THEN 0
    ELSE p.position - 1 - coalesce((SELECT a.position FROM opening_places a
      WHERE a.opening_id = p.opening_id AND a.position < p.position
        AND a.admit_at <= ${now}::timestamptz
      ORDER BY a.position DESC LIMIT 1), 0) END`;

/** A place with its opening and the places ahead of it, by the pass's hash: one statement. */
const placeByPassShape = queryShape<'passHash' | 'roomId' | 'now'>(
  (value) => sql`SELECT ${OPENING_COLUMNS}, p.position AS place_position,
      p.admit_at AS place_admit_at, ${aheadOf(value('now'))} AS place_ahead
    FROM opening_places p JOIN openings o ON o.id = p.opening_id
    WHERE p.pass_hash = ${value('passHash')} AND o.room_id = ${value('roomId')}`,
);

/** A place as stored, with the places ahead of it at the instant it was read. */
export interface StoredPlace {
  position: number | null;
  admitAt: Date | null;
  /** null before the draw */
  ahead: number | null;
}

/** A place with its opening, by the pass's hash, of the room, and how many are ahead at `now`. */
export async function findPlaceByPass(
  db: Db,
  roomId: number,
  passHash: string,
  now: Date,
): Promise<({ opening: OpeningRow } & StoredPlace) | null> {
  const rows = rowsOf<Record<string, unknown>>(
    await executeNamed(db, placeByPassShape({ passHash, roomId, now: now.toISOString() })),
  );
  const row = rows[0];
  if (!row) return null;
  return {
    opening: toOpening(row),
    position: row.place_position === null ? null : Number(row.place_position),
    admitAt: dateOrNull(row.place_admit_at),
    ahead: row.place_ahead === null ? null : Number(row.place_ahead),
  };
}

/** What a join sends: the place's keys, when, and the address's cap. */
export interface JoinValues {
  passHash: string;
  botKey: string | null;
  clientKey: string | null;
  arrivedAt: Date;
  maxOfClient: number;
}

/** What a join's last statement answers: the limits as counted, and the place if it was made. */
export interface JoinOutcome {
  ofClient: number;
  botKeyUsed: boolean;
  place: StoredPlace | null;
}

function readJoin(result: unknown): JoinOutcome {
  const [row] = rowsOf<Record<string, unknown>>(result);
  const placed = row?.place_id !== null && row?.place_id !== undefined;
  return {
    ofClient: Number(row?.of_client ?? 0),
    botKeyUsed: row?.bot_used === true || row?.bot_used === 't',
    place: placed
      ? {
          position: row.place_position === null ? null : Number(row.place_position),
          admitAt: dateOrNull(row.place_admit_at),
          ahead: row.place_ahead === null ? null : Number(row.place_ahead),
        }
      : null,
  };
}

/** The limits of a join, counted in the statement's snapshot (taken after the address's lock). */
const limitsOf = (opening: SQL, clientKey: unknown, botKey: unknown) => sql`SELECT
    (SELECT count(*)::int FROM opening_places
      WHERE opening_id = ${opening} AND client_key = ${clientKey}) AS of_client,
    EXISTS (SELECT 1 FROM opening_places
      WHERE opening_id = ${opening} AND bot_key = ${botKey}) AS bot_used`;

/** The opening of a room's day, by its key (a subquery: the batch knows no id yet). */
const openingIdOf = (roomId: unknown, day: unknown) =>
  sql`(SELECT id FROM openings WHERE room_id = ${roomId} AND day = ${day}::date)`;

const createOpeningShape = queryShape<
  'roomId' | 'day' | 'releaseAt' | 'preWindowMinutes' | 'admitPerMinute' | 'turnMinutes'
>(
  (value) => sql`INSERT INTO openings
      (room_id, day, release_at, pre_window_minutes, admit_per_minute, turn_minutes)
    VALUES (${value('roomId')}, ${value('day')}::date, ${value('releaseAt')}::timestamptz,
      ${value('preWindowMinutes')}, ${value('admitPerMinute')}, ${value('turnMinutes')})
    ON CONFLICT (archive_id, room_id, day) DO NOTHING`,
);

const shareOpeningShape = queryShape<'roomId' | 'day'>(
  (value) => sql`SELECT ${OPENING_COLUMNS} FROM openings o
    WHERE o.room_id = ${value('roomId')} AND o.day = ${value('day')}::date FOR SHARE OF o`,
);

const lockClientOfDayShape = queryShape<'roomId' | 'day' | 'clientKey'>(
  (value) => sql`SELECT pg_advisory_xact_lock(${openingIdOf(value('roomId'), value('day'))},
    hashtext(${value('clientKey')}))`,
);

const lockClientShape = queryShape<'openingId' | 'clientKey'>(
  (value) => sql`SELECT pg_advisory_xact_lock(${value('openingId')}::int,
    hashtext(${value('clientKey')}))`,
);

/**
 * A place waiting for the draw, made only while the opening is not drawn, its release ahead,
 * the bot-check solution unspent and the address under its cap (the unique index refuses a
 * racing second place of one solution: no place, nothing raised).
 */
const waitingPlaceShape = queryShape<
  'roomId' | 'day' | 'passHash' | 'at' | 'botKey' | 'clientKey' | 'maxOfClient'
>((value) => {
  const opening = openingIdOf(value('roomId'), value('day'));
  return sql`WITH lim AS (${limitsOf(opening, value('clientKey'), value('botKey'))}),
    ins AS (INSERT INTO opening_places (opening_id, pass_hash, arrived_at, bot_key, client_key)
      SELECT o.id, ${value('passHash')}, ${value('at')}::timestamptz, ${value('botKey')},
        ${value('clientKey')}
      FROM openings o, lim
      WHERE o.id = ${opening} AND o.drawn_at IS NULL AND o.release_at > ${value('at')}::timestamptz
        AND NOT lim.bot_used AND lim.of_client < ${value('maxOfClient')}
      ON CONFLICT (archive_id, opening_id, bot_key) DO NOTHING
      RETURNING id)
    SELECT lim.of_client, lim.bot_used, ins.id AS place_id, NULL::int AS place_position,
      NULL::timestamptz AS place_admit_at, NULL::int AS place_ahead
    FROM lim LEFT JOIN ins ON true`;
});

/**
 * The join of an opening not drawn yet, as ONE batch of one transaction (`pipelinedTransaction`
 * sends it in one round trip, with its COMMIT): the opening's row made by the first joiner
 * with the room's settings of then (found as it is by every later one) and read FOR SHARE —
 * joins hold shared locks that do not block one another, while the draw's FOR UPDATE waits for
 * those in flight (and they for it), so a place that joined before the release is either drawn
 * or queued after it —; the address's advisory lock (only one address's joins wait for each
 * other: a transaction-scoped advisory lock on (opening, hash of the address key), in the
 * two-key space the single-key locks elsewhere do not use; no address, no lock); then the place, made only if the row is still
 * undrawn before its release and the limits allow it (counted after the lock).
 */
export function joinBeforeDrawStatements(
  opening: {
    roomId: number;
    day: IsoDate;
    releaseAt: Date;
    preWindowMinutes: number;
    admitPerMinute: number;
    turnMinutes: number;
  },
  join: JoinValues,
) {
  const key = { roomId: opening.roomId, day: opening.day };
  const created: Statement<void> = {
    query: createOpeningShape({ ...opening, releaseAt: opening.releaseAt.toISOString() }),
    read: () => undefined,
  };
  const shared: Statement<OpeningRow> = {
    query: shareOpeningShape(key),
    read: (result) => toOpening(rowsOf<Record<string, unknown>>(result)[0]!),
  };
  const locked: Statement<void> = {
    query: lockClientOfDayShape({ ...key, clientKey: join.clientKey }),
    read: () => undefined,
  };
  const placed: Statement<JoinOutcome> = {
    query: waitingPlaceShape({
      ...key,
      passHash: join.passHash,
      at: join.arrivedAt.toISOString(),
      botKey: join.botKey,
      clientKey: join.clientKey,
      maxOfClient: join.maxOfClient,
    }),
    read: readJoin,
  };
  return [created, shared, ...(join.clientKey === null ? [] : [locked]), placed] as const;
}

/**
 * A place at the tail of a drawn opening, in ONE statement (the row lock it takes is held for
 * that statement and the commit after it): unless the bot-check solution is spent, the
 * address at its cap or the opening over (the last place's turn ended — read under the row's
 * lock), the tail grows by one, admitted one interval after the last place (the release for
 * the first), but never before it came (a queue that ran dry lets the next one in at once),
 * and the place takes the new length as position. A second place of the same bot-check
 * solution racing this one fails with the unique index's 23505, changing nothing.
 */
const tailPlaceShape = queryShape<
  'openingId' | 'passHash' | 'at' | 'botKey' | 'clientKey' | 'maxOfClient'
>((value) => {
  const id = sql`${value('openingId')}::int`;
  const at = sql`${value('at')}::timestamptz`;
  return sql`WITH lim AS (${limitsOf(id, value('clientKey'), value('botKey'))}),
    t AS (UPDATE openings SET places = places + 1,
        last_admit_at = greatest(
          coalesce(last_admit_at + (60000.0 / admit_per_minute) * interval '1 millisecond',
            release_at),
          ${at})
      FROM lim
      WHERE id = ${id} AND drawn_at IS NOT NULL AND NOT lim.bot_used
        AND lim.of_client < ${value('maxOfClient')}
        AND ${at} < greatest(release_at, coalesce(last_admit_at, release_at))
          + turn_minutes * interval '1 minute'
      RETURNING places, last_admit_at),
    p AS (INSERT INTO opening_places
        (opening_id, pass_hash, arrived_at, position, admit_at, bot_key, client_key)
      SELECT ${id}, ${value('passHash')}, ${at}, t.places, t.last_admit_at, ${value('botKey')},
        ${value('clientKey')}
      FROM t
      RETURNING id, opening_id, position, admit_at)
    SELECT lim.of_client, lim.bot_used, p.id AS place_id, p.position AS place_position,
      p.admit_at AS place_admit_at, ${aheadOf(at)} AS place_ahead
    FROM lim LEFT JOIN p ON true`;
});

/**
 * The join of a drawn opening, as ONE batch (one round trip with its COMMIT): the address's
 * advisory lock, then {@link tailPlaceShape}'s statement.
 */
export function joinAfterDrawStatements(openingId: number, join: JoinValues) {
  const locked: Statement<void> = {
    query: lockClientShape({ openingId, clientKey: join.clientKey }),
    read: () => undefined,
  };
  const placed: Statement<JoinOutcome> = {
    query: tailPlaceShape({
      openingId,
      passHash: join.passHash,
      at: join.arrivedAt.toISOString(),
      botKey: join.botKey,
      clientKey: join.clientKey,
      maxOfClient: join.maxOfClient,
    }),
    read: readJoin,
  };
  return [...(join.clientKey === null ? [] : [locked]), placed] as const;
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
