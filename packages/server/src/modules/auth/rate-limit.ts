import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';

/**
 * Fixed-window counters in the database (`rate_limit_counters`), so a limit holds across
 * every instance (DESIGN.md §1). One upsert per hit: atomic without explicit locks.
 */
export async function hitCounter(db: Db, key: string, now: Date, windowMinutes: number): Promise<number> {
  const resetAt = new Date(now.getTime() + windowMinutes * 60_000);
  const rows = rowsOf<{ count: number }>(
    await db.execute(sql`
      INSERT INTO rate_limit_counters (key, count, reset_at) VALUES (${key}, 1, ${resetAt.toISOString()})
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN rate_limit_counters.reset_at <= ${now.toISOString()} THEN 1 ELSE rate_limit_counters.count + 1 END,
        reset_at = CASE WHEN rate_limit_counters.reset_at <= ${now.toISOString()} THEN EXCLUDED.reset_at ELSE rate_limit_counters.reset_at END
      RETURNING count`),
  );
  return Number(rows[0]?.count ?? 0);
}

/** Current count of a window that has not yet ended (0 when none). */
export async function readCounter(db: Db, key: string, now: Date): Promise<number> {
  const rows = rowsOf<{ count: number }>(
    await db.execute(sql`SELECT count FROM rate_limit_counters WHERE key = ${key} AND reset_at > ${now.toISOString()}`),
  );
  return Number(rows[0]?.count ?? 0);
}

export async function clearCounter(db: Db, key: string): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limit_counters WHERE key = ${key}`);
}
