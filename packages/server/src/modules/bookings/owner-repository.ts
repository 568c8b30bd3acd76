import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tickets, timeSlots } from '../../db/schema/index';
import { normalizeTicketRow, selectTicketViews, type TicketView } from '../seat-core';

/** Tickets of an owner id (booked and cancelled; never cart tickets), in slot order. */
export async function listOwnerTicketViews(db: Db, ownerId: string): Promise<TicketView[]> {
  const rows = await selectTicketViews(db)
    .where(eq(tickets.ownerId, ownerId))
    .orderBy(asc(timeSlots.date), asc(timeSlots.startTime), asc(tickets.id));
  return rows.map(normalizeTicketRow);
}

/**
 * The owner's tickets among `ids`, ticket rows locked `FOR UPDATE` in id order: two
 * cancellations of one ticket run one after the other, so only one of them sends a mail.
 */
export async function lockOwnerTickets(
  db: Db,
  ownerId: string,
  ids: readonly number[],
): Promise<TicketView[]> {
  const rows = await selectTicketViews(db)
    .where(and(eq(tickets.ownerId, ownerId), inArray(tickets.id, [...ids])))
    .orderBy(asc(tickets.id))
    .for('update', { of: tickets });
  return rows.map(normalizeTicketRow);
}
