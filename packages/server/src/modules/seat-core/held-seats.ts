import { eq, sql, type SQL } from 'drizzle-orm';
import { HELD_SEAT } from '@lesesaal/domain/tickets/seat-rule';
import { rowsOf } from '../../db/client';
import type { Db } from '../../db/client';
import { transactions } from '../../db/schema/index';
import type { Slot } from '../../db/named';
import { seatCaseSql, type SeatColumns } from './seat-counts';
import type { Instant } from './slot-row';

const HELD_COLUMNS: SeatColumns = {
  status: sql`t.status`,
  seatReleasedAt: sql`t.seat_released_at`,
  cartExpiredAt: sql`c.expired_at`,
};

/**
 * Seats held at once per client address: request windows alone let one address
 * keep hundreds of seats (a cart holds for HOLD_MINUTES × (1 + MAX_TOUCHES)). A cart
 * remembers the hash of the address it was created from (`client_key`, cleared at booking)
 * and every seat-taking write counts that address's NEW tickets in unexpired carts.
 */

/**
 * SQL: one row `(seats, first_expiry)` — the seats the address holds at `now` (NEW tickets
 * of open, unexpired carts it created: the domain's `HELD_SEAT` case of the seat rule) and
 * when the first of those holds runs out (null when none). The one definition of "held seats": the hold's first statement, its
 * count-and-insert and `countHeldSeats` all use it.
 */
export function heldSeatsQuery(clientKey: string | Slot, now: Instant): SQL {
  return sql`SELECT count(t.id)::int AS seats, min(c.expired_at) AS first_expiry
    FROM tickets t JOIN transactions c ON c.id = t.transaction_id
    WHERE c.client_key = ${clientKey} AND c.booked_at IS NULL
      AND ${seatCaseSql(HELD_SEAT, now, HELD_COLUMNS)}`;
}

/** Seats an address holds and when the first of those holds runs out. */
export interface HeldSeats {
  seats: number;
  firstExpiry: Date | null;
}

/** Seats the address holds and the first hold's expiry, from a `heldSeatsQuery` row. */
export function heldSeatsOfRow(
  row: { seats?: unknown; first_expiry?: unknown } | undefined,
): HeldSeats {
  return {
    seats: Number(row?.seats ?? 0),
    firstExpiry: row?.first_expiry ? new Date(row.first_expiry as string) : null,
  };
}

/**
 * Seats the address holds at `now` — NEW tickets of open, unexpired carts it created — and
 * when the first of those holds runs out (null when none).
 */
export async function countHeldSeats(db: Db, clientKey: string, now: Date): Promise<HeldSeats> {
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
