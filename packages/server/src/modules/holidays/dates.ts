import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';

/**
 * The holidays module owns the `holidays` table; other modules (time slots skip holidays,
 * rooms compute the opening window) ask it for the dates through this function, which takes
 * the caller's executor so it joins the caller's transaction.
 */
export async function holidayDatesBetween(
  db: Db,
  from: string,
  until: string,
): Promise<Set<string>> {
  const rows = rowsOf<{ date: string }>(
    await db.execute(
      sql`SELECT date::text AS date FROM holidays WHERE date BETWEEN ${from} AND ${until}`,
    ),
  );
  return new Set(rows.map((r) => r.date));
}
