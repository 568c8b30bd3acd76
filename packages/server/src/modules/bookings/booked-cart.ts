import { and, asc, eq, gt, isNotNull, ne } from 'drizzle-orm';
import type { Ticket } from '@lesesaal/domain/tickets/schema';
import type { Db } from '../../db/client';
import { tickets, timeSlots, transactions } from '../../db/schema/index';
import { normalizeTicketRow, selectTicketViews, toTicket } from '../seat-core';
import { listUnitsOfTickets } from '../record-orders';

/** How long after its booking a cart's booking may be repeated and answers its tickets. */
export const BOOKING_RETRY_HOURS = 24;

const sameAddress = (a: string | null, b: string): boolean =>
  a !== null && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * A repeated booking of a cart booked within the last `BOOKING_RETRY_HOURS` (the first answer
 * was lost: the connection died at COMMIT, a 503, a timeout): the cart's booked tickets as the
 * first booking answered them — same tickets and booking numbers, with the records ordered
 * for them — or `null`. Only when every one of them carries the request's e-mail address
 * (trimmed, any case): the cart id alone is not enough, and with another address the caller
 * answers exactly as for an unknown cart, so nothing about the booking is revealed. Nothing
 * is written and no mail is sent.
 */
export async function findBookedCart(
  db: Db,
  transactionId: string,
  email: string,
  now: Date,
  timeZone: string,
): Promise<Ticket[] | null> {
  const since = new Date(now.getTime() - BOOKING_RETRY_HOURS * 3_600_000);
  const [cart] = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(
      and(
        eq(transactions.id, transactionId),
        isNotNull(transactions.bookedAt),
        gt(transactions.bookedAt, since),
      ),
    );
  if (!cart) return null;
  const views = (
    await selectTicketViews(db)
      .where(and(eq(tickets.transactionId, transactionId), ne(tickets.status, 'NEW')))
      .orderBy(asc(timeSlots.date), asc(timeSlots.startTime), asc(tickets.id))
  ).map(normalizeTicketRow);
  if (views.length === 0 || !views.every((v) => sameAddress(v.email, email))) return null;
  const units = await listUnitsOfTickets(
    db,
    views.map((v) => v.id),
  );
  return views.map((v) => ({ ...toTicket(v, now, timeZone), units: units.get(v.id) ?? [] }));
}
