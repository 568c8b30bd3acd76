import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * The collation every list sorts its text by: German order, created by migration
 * `0006_german_collation` as ICU "de" where the server has ICU (PostgreSQL 15 on Debian and
 * PGlite both do). English needs no other: for Latin letters its order is the same.
 */
export const GERMAN_COLLATION = 'lesesaal_de';

/** `value COLLATE lesesaal_de`, for ORDER BY: Ärger before Muster, ÖNB before Uni Wien. */
export function germanOrder(value: AnyColumn | SQL): SQL {
  return sql`${value} COLLATE ${sql.identifier(GERMAN_COLLATION)}`;
}
