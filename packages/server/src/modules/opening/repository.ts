import { sql } from 'drizzle-orm';
import type { IsoDate } from '@lesesaal/domain/dates';
import { rowsOf, type Db } from '../../db/client';
import { executeNamed, queryShape } from '../../db/named';
import {
  aheadOf,
  date,
  dateOrNull,
  OPENING_COLUMNS,
  toOpening,
  type OpeningRow,
  type StoredPlace,
} from './opening-row';
import type { DrawnPlaces } from './drawn-places';

/**
 * The queue's tables (`openings`, `opening_places`, migration 0023); this module is their
 * only writer. Every instance reads and writes the same rows; what an instance keeps in memory
 * is only what cannot change (schedule-cache.ts, drawn-places.ts). Here the reads, the draw's
 * writes and the erasure; a join's statements are `join-repository.ts`.
 */

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

/** A place with its opening and the places ahead of it, by the pass's hash: one statement. */
const placeByPassShape = queryShape<'passHash' | 'roomId' | 'now'>(
  (value) => sql`SELECT ${OPENING_COLUMNS}, p.position AS place_position,
      p.admit_at AS place_admit_at, ${aheadOf(value('now'))} AS place_ahead
    FROM opening_places p JOIN openings o ON o.id = p.opening_id
    WHERE p.pass_hash = ${value('passHash')} AND o.room_id = ${value('roomId')}`,
);

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

/**
 * The positioned places of the opening after position `after`, in position order
 * (drawn-places.ts), or null when their positions are not after + 1, after + 2, … (never so:
 * then nothing is kept).
 */
export async function readDrawnPlaces(
  db: Db,
  openingId: number,
  after: number,
): Promise<DrawnPlaces | null> {
  const rows = rowsOf<{ pass_hash: string; position: unknown; admit_at: unknown }>(
    await db.execute(sql`SELECT pass_hash, position, admit_at FROM opening_places
      WHERE opening_id = ${openingId} AND position > ${after} ORDER BY position`),
  );
  const passHashes: string[] = [];
  const admitAt: number[] = [];
  for (const [i, row] of rows.entries()) {
    if (Number(row.position) !== after + i + 1) return null;
    passHashes.push(row.pass_hash);
    admitAt.push(date(row.admit_at).getTime());
  }
  return { passHashes, admitAt };
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
