import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tickets } from '../../db/schema/index';

/**
 * What a booking stores for the user application (docs/decisions/user-applications.md): the
 * application it waits for or was booked with, the purpose of use, the research topic (the
 * `with-booking` mode) and the reader's country (from the application) — purpose and country
 * stay for the statistics, the topic goes with the personal data.
 */
export interface TicketApplicationValues {
  applicationId: number | null;
  purpose: string | null;
  topic: string | null;
  country: string | null;
}

/** The user application columns of tickets just booked (in the booking's transaction). */
export async function setTicketApplicationValues(
  db: Db,
  ids: readonly number[],
  values: TicketApplicationValues,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(tickets)
    .set(values)
    .where(inArray(tickets.id, [...ids]));
}

/**
 * BOOKED → PENDING for tickets just booked in the caller's transaction: the booking waits for
 * the decision on its user application and holds its seats meanwhile (seat rule `PENDING_SEAT`).
 */
export async function markTicketsPending(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(tickets)
    .set({ status: 'PENDING', bookedAt: null })
    .where(and(inArray(tickets.id, [...ids]), eq(tickets.status, 'BOOKED')));
}

/**
 * PENDING → BOOKED (the application was approved) or → CANCELLED (refused) for the pending
 * tickets of an application; the caller holds their slots' locks. Answers the ids changed.
 */
export async function decidePendingTickets(
  db: Db,
  applicationId: number,
  to: 'BOOKED' | 'CANCELLED',
  now: Date,
): Promise<number[]> {
  const rows = await db
    .update(tickets)
    .set(
      to === 'BOOKED'
        ? { status: 'BOOKED', bookedAt: now }
        : { status: 'CANCELLED', cancelledAt: now },
    )
    .where(and(eq(tickets.applicationId, applicationId), eq(tickets.status, 'PENDING')))
    .returning({ id: tickets.id });
  return rows.map((r) => r.id);
}

/** The pending tickets of an application (ids and slots, slots ascending), read without a lock. */
export async function pendingTicketsOf(
  db: Db,
  applicationId: number,
): Promise<Array<{ id: number; timeSlotId: number }>> {
  return db
    .select({ id: tickets.id, timeSlotId: tickets.timeSlotId })
    .from(tickets)
    .where(and(eq(tickets.applicationId, applicationId), eq(tickets.status, 'PENDING')))
    .orderBy(tickets.timeSlotId, tickets.id);
}

/** Clears the link of tickets to applications about to be erased (a plain column). */
export async function unlinkApplications(db: Db, applicationIds: readonly number[]): Promise<void> {
  if (applicationIds.length === 0) return;
  await db
    .update(tickets)
    .set({ applicationId: null })
    .where(inArray(tickets.applicationId, [...applicationIds]));
}
