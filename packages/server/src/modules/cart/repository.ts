import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tickets, transactions } from '../../db/schema/index';

/**
 * The writes only the visitor's cart makes: keeping a cart alive and taking a ticket out of
 * it. Every other write of carts and tickets (taking a seat, booking, deleting a cart) is the
 * seat core's (`modules/seat-core`), under its lock order.
 */

export async function extendCart(db: Db, id: string, expiredAt: Date): Promise<void> {
  await db
    .update(transactions)
    .set({ expiredAt, touchCount: sql`${transactions.touchCount} + 1` })
    .where(eq(transactions.id, id));
}

/** Removes a NEW ticket from a cart; false when the cart has no such ticket. */
export async function deleteCartTicket(
  db: Db,
  transactionId: string,
  ticketId: number,
): Promise<boolean> {
  const rows = await db
    .delete(tickets)
    .where(
      and(
        eq(tickets.id, ticketId),
        eq(tickets.transactionId, transactionId),
        eq(tickets.status, 'NEW'),
      ),
    )
    .returning({ id: tickets.id });
  return rows.length > 0;
}

export const ticketsOfCart = (transactionId: string): SQL =>
  and(eq(tickets.transactionId, transactionId), eq(tickets.status, 'NEW'))!;
