import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';

export interface CounterState {
  count: number;
  resetAt: Date;
}

/**
 * Counts one hit in a fixed-window counter in the database (`rate_limit_counters`), so a
 * limit holds across every instance. One upsert: atomic without explicit
 * locks, so parallel requests each see a distinct count and none slips past the limit.
 */
export async function hitCounter(
  db: Db,
  key: string,
  now: Date,
  windowMinutes: number,
): Promise<CounterState> {
  const rows = rowsOf<{ count: number; reset_at: Date | string }>(
    await db.execute(counterHitStatement(key, now, windowMinutes)),
  );
  return counterStateOf(rows[0], now, windowMinutes);
}

/**
 * `hitCounter`'s upsert as a statement (`… RETURNING count, reset_at`), for a caller that
 * runs it as a common table expression of its own first statement (the visitor hold: one
 * round trip for the counter and the reads). The upsert row-locks the counter until the
 * end of the caller's transaction.
 */
export function counterHitStatement(key: string, now: Date, windowMinutes: number): SQL {
  return counterHitSql(counterHitValues(key, now, windowMinutes));
}

/** The values of a counter hit: the key, the window's end if it starts now, and now. */
export function counterHitValues(key: string, now: Date, windowMinutes: number) {
  const resetAt = new Date(now.getTime() + windowMinutes * 60_000);
  return { key, resetAt: resetAt.toISOString(), now: now.toISOString() };
}

/**
 * `counterHitStatement` with its values given as SQL values — real ones, or a statement
 * shape's placeholders (the hold builds its first statement once and fills in the values).
 */
export function counterHitSql(values: { key: unknown; resetAt: unknown; now: unknown }): SQL {
  return sql`
      INSERT INTO rate_limit_counters (key, count, reset_at) VALUES (${values.key}, 1, ${values.resetAt})
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN rate_limit_counters.reset_at <= ${values.now} THEN 1 ELSE rate_limit_counters.count + 1 END,
        reset_at = CASE WHEN rate_limit_counters.reset_at <= ${values.now} THEN EXCLUDED.reset_at ELSE rate_limit_counters.reset_at END
      RETURNING count, reset_at`;
}

/** The counter's state from `counterHitStatement`'s returned row. */
export function counterStateOf(
  row: { count: number | string; reset_at: Date | string } | undefined,
  now: Date,
  windowMinutes: number,
): CounterState {
  if (!row) return { count: 1, resetAt: new Date(now.getTime() + windowMinutes * 60_000) };
  return { count: Number(row.count), resetAt: new Date(row.reset_at) };
}

/** Whether the counter at `key` has a window still running at `now` (without counting). */
export async function isLiveCounter(db: Db, key: string, now: Date): Promise<boolean> {
  const rows = rowsOf<{ live: number }>(
    await db.execute(
      sql`SELECT 1 AS live FROM rate_limit_counters WHERE key = ${key} AND reset_at > ${now.toISOString()}`,
    ),
  );
  return rows.length > 0;
}

/** Takes one hit back (a login that succeeded after all), within the current window only. */
export async function undoHit(db: Db, key: string, now: Date): Promise<void> {
  await db.execute(
    sql`UPDATE rate_limit_counters SET count = greatest(count - 1, 0) WHERE key = ${key} AND reset_at > ${now.toISOString()}`,
  );
}

export async function clearCounter(db: Db, key: string): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limit_counters WHERE key = ${key}`);
}

/**
 * Removes counters under `prefix` whose window has ended, at most `limit` rows per call. An
 * ended window counts as zero anyway; this only keeps the table from growing with every
 * e-mail address and IP address that ever failed.
 */
export async function deleteEndedCounters(
  db: Db,
  prefix: string,
  now: Date,
  limit = 500,
): Promise<void> {
  await db.execute(sql`
    DELETE FROM rate_limit_counters WHERE key IN (
      SELECT key FROM rate_limit_counters
      WHERE key LIKE ${`${prefix}%`} AND reset_at <= ${now.toISOString()} LIMIT ${limit}
    )`);
}
