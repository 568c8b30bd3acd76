import { and, count, eq, gt, isNull, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tickets, transactions } from '../../db/schema/index';

/**
 * Seats held at once per client address (issue 8): request windows alone let one address
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
 * Seats the address holds at `now` — NEW tickets of open, unexpired carts it created — and
 * when the first of those holds runs out (null when none).
 */
export async function countHeldSeats(
  db: Db,
  clientKey: string,
  now: Date,
): Promise<{ seats: number; firstExpiry: Date | null }> {
  const [row] = await db
    .select({ seats: count(tickets.id), firstExpiry: min(transactions.expiredAt) })
    .from(tickets)
    .innerJoin(transactions, eq(transactions.id, tickets.transactionId))
    .where(
      and(
        eq(transactions.clientKey, clientKey),
        isNull(transactions.bookedAt),
        gt(transactions.expiredAt, now),
        eq(tickets.status, 'NEW'),
      ),
    );
  return {
    seats: Number(row?.seats ?? 0),
    firstExpiry: row?.firstExpiry ? new Date(row.firstExpiry) : null,
  };
}

/** The address a cart was created from (null for a booked cart or one from before). */
export async function findCartClientKey(db: Db, transactionId: string): Promise<string | null> {
  const [row] = await db
    .select({ clientKey: transactions.clientKey })
    .from(transactions)
    .where(eq(transactions.id, transactionId));
  return row?.clientKey ?? null;
}
