import { eq, sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import type { Db } from '../../db/client';
import { transactions } from '../../db/schema/index';

/**
 * Seats held at once per client address: request windows alone let one address
 * keep hundreds of seats (a cart holds for HOLD_MINUTES × (1 + MAX_TOUCHES)). A cart
 * remembers the hash of the address it was created from (`client_key`, cleared at booking)
 * and every seat-taking write counts that address's NEW tickets in unexpired carts.
 */

/**
 * Serialises the seat-taking writes of one client address until the end of the
 * transaction, so parallel requests cannot each count below the cap and all pass it.
 * Taken after the cart row lock and before the slot lock (a fixed order).
 */
export async function lockClient(db: Db, clientKey: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`hold:${clientKey}`}))`);
}

/**
 * SQL: one row `(seats, first_expiry)` — the seats the address holds at `now` (NEW tickets
 * of open, unexpired carts it created) and when the first of those holds runs out (null
 * when none). The one definition of "held seats": the hold's first statement, its
 * count-and-insert and `countHeldSeats` all use it.
 */
export function heldSeatsQuery(clientKey: string, now: Date): SQL {
  return sql`SELECT count(t.id)::int AS seats, min(c.expired_at) AS first_expiry
    FROM tickets t JOIN transactions c ON c.id = t.transaction_id
    WHERE c.client_key = ${clientKey} AND c.booked_at IS NULL
      AND c.expired_at > ${now.toISOString()} AND t.status = 'NEW'`;
}

/** Seats the address holds and the first hold's expiry, from a `heldSeatsQuery` row. */
export function heldSeatsOfRow(row: { seats?: unknown; first_expiry?: unknown } | undefined): {
  seats: number;
  firstExpiry: Date | null;
} {
  return {
    seats: Number(row?.seats ?? 0),
    firstExpiry: row?.first_expiry ? new Date(row.first_expiry as string) : null,
  };
}

/**
 * Seats the address holds at `now` — NEW tickets of open, unexpired carts it created — and
 * when the first of those holds runs out (null when none).
 */
export async function countHeldSeats(
  db: Db,
  clientKey: string,
  now: Date,
): Promise<{ seats: number; firstExpiry: Date | null }> {
  const [row] = rowsOf<{ seats: number; first_expiry: unknown }>(
    await db.execute(heldSeatsQuery(clientKey, now)),
  );
  return heldSeatsOfRow(row);
}

/** The address a cart was created from (null for a booked cart or one from before). */
export async function findCartClientKey(db: Db, transactionId: string): Promise<string | null> {
  const [row] = await db
    .select({ clientKey: transactions.clientKey })
    .from(transactions)
    .where(eq(transactions.id, transactionId));
  return row?.clientKey ?? null;
}
