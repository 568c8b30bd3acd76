import { and, asc, eq, gt, isNotNull, isNull, lt, lte, notExists, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { tickets, timeSlots, visitReminders } from '../db/schema/index';
import { normalizeTicketRow, selectTicketViews, type TicketView } from '../modules/seat-core';

/**
 * The tickets a reminder is for: booked (not cancelled), seat not given back, on
 * `visitDate`, booked no later than `bookedUntil` (the reminder hour of the day before: a
 * booking made after it gets no reminder — its confirmation has just been sent); a later day
 * of a research stay is left out (its reminder went the day before the stay's first day).
 */
function remindedTickets(visitDate: string, bookedUntil: Date) {
  return and(
    eq(timeSlots.date, visitDate),
    eq(tickets.status, 'BOOKED'),
    isNull(tickets.seatReleasedAt),
    lte(tickets.bookedAt, bookedUntil),
    // a research stay is reminded of the day before its first (remaining) day only
    sql`NOT (${tickets.stayId} IS NOT NULL AND EXISTS (SELECT 1 FROM tickets e
      JOIN time_slots es ON es.id = e.time_slot_id
      WHERE e.stay_id = ${tickets.stayId} AND e.status = 'BOOKED' AND es.date < ${timeSlots.date}))`,
  );
}

/**
 * Up to `limit` bookings (owner ids, in order, after `after`) with tickets on `visitDate`
 * that have an e-mail address and no reminder yet. Read without locks: the reminder row
 * taken by `recordVisitReminder` decides who sends.
 */
export async function listOwnersToRemind(
  db: Db,
  visitDate: string,
  bookedUntil: Date,
  after: string,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ ownerId: tickets.ownerId })
    .from(tickets)
    .innerJoin(timeSlots, eq(timeSlots.id, tickets.timeSlotId))
    .where(
      and(
        remindedTickets(visitDate, bookedUntil),
        isNotNull(tickets.email),
        gt(tickets.ownerId, after),
        notExists(
          db
            .select({ ownerId: visitReminders.ownerId })
            .from(visitReminders)
            .where(
              and(
                eq(visitReminders.ownerId, tickets.ownerId),
                eq(visitReminders.visitDate, visitDate),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(tickets.ownerId))
    .limit(limit);
  return rows.flatMap((r) => (r.ownerId ? [r.ownerId] : []));
}

/**
 * Records the reminder of one booking and day; false when it exists already. The primary
 * key (owner_id, visit_date) makes this the "exactly once" on any number of instances: a
 * second instance's insert waits for the first's transaction and then does nothing.
 */
export async function recordVisitReminder(
  db: Db,
  ownerId: string,
  visitDate: string,
  now: Date,
): Promise<boolean> {
  const inserted = await db
    .insert(visitReminders)
    .values({ ownerId, visitDate, sentAt: now })
    .onConflictDoNothing()
    .returning({ ownerId: visitReminders.ownerId });
  return inserted.length > 0;
}

/** The booking's tickets the reminder lists, by start time. */
export async function listTicketsToRemind(
  db: Db,
  ownerId: string,
  visitDate: string,
  bookedUntil: Date,
): Promise<TicketView[]> {
  const rows = await selectTicketViews(db)
    .where(and(eq(tickets.ownerId, ownerId), remindedTickets(visitDate, bookedUntil)))
    .orderBy(asc(timeSlots.startTime), asc(tickets.id));
  return rows.map(normalizeTicketRow);
}

/** Deletes the reminder records of visit days before `today` (nightly erasure). */
export async function deleteVisitRemindersBefore(db: Db, today: string): Promise<number> {
  const deleted = await db
    .delete(visitReminders)
    .where(lt(visitReminders.visitDate, today))
    .returning({ ownerId: visitReminders.ownerId });
  return deleted.length;
}
