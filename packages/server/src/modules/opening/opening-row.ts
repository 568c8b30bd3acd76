import { sql } from 'drizzle-orm';
import type { IsoDate } from '@lesesaal/domain/dates';
import type { QueueTail } from './schedule';

/**
 * The rows of the queue's tables as its statements read them (`repository.ts`,
 * `join-repository.ts`): an opening's columns and their values, a place with the places ahead.
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
export const OPENING_COLUMNS = sql.raw(`o.id, o.room_id, o.day::text AS day, o.release_at,
  o.pre_window_minutes, o.admit_per_minute, o.turn_minutes, o.drawn_at, o.last_admit_at,
  CASE WHEN o.drawn_at IS NULL THEN (SELECT count(*)::int FROM (SELECT 1 FROM opening_places w
    WHERE w.opening_id = o.id LIMIT 1) AS waiting) ELSE o.places END AS places`);

/** A timestamp column's value (a Date, or its text as some drivers give it) as a Date. */
export const date = (value: unknown): Date =>
  value instanceof Date ? value : new Date(String(value));
export const dateOrNull = (value: unknown): Date | null =>
  value === null || value === undefined ? null : date(value);

export function toOpening(row: Record<string, unknown>): OpeningRow {
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

/**
 * How many places are ahead of place `p` (a table alias) at `now`, not yet admitted: its
 * position less one, less the highest position below it already admitted. Exact because a
 * queue's positions are 1..n without gaps and admissions rise with the position (the draw
 * admits place p at the release plus p − 1 intervals; a later joiner one interval after the
 * last place or at its arrival, whichever is later) — and cheap: the scan walks down from
 * the place and stops at the first admitted one (it reads the places ahead, not the queue).
 */
export const aheadOf = (now: unknown) => sql`CASE WHEN p.position IS NULL THEN NULL
    WHEN p.admit_at <= ${now}::timestamptz THEN 0
    ELSE p.position - 1 - coalesce((SELECT a.position FROM opening_places a
      WHERE a.opening_id = p.opening_id AND a.position < p.position
        AND a.admit_at <= ${now}::timestamptz
      ORDER BY a.position DESC LIMIT 1), 0) END`;

/** A place as stored, with the places ahead of it at the instant it was read. */
export interface StoredPlace {
  position: number | null;
  admitAt: Date | null;
  /** null before the draw */
  ahead: number | null;
}
