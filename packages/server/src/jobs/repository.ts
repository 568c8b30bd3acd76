import { and, eq, inArray, isNull, lt, lte, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  jobRuns,
  rateLimitCounters,
  staffSessions,
  tickets,
  timeSlots,
  transactions,
  waitingListEntries,
} from '../db/schema/index';
import { transaction } from '../db/transaction';

/**
 * Takes a transaction-scoped advisory lock of an archive without waiting; false when
 * another instance holds it. The lock's number is `key` in the default archive (the number
 * every instance used before archives existed) and `key + (id - 1) · 2³²` in archive `id`, so
 * archives lock apart and never meet the other advisory locks (hashes of 32 bits).
 */
export async function tryJobLock(db: Db, archive: number, key: number): Promise<boolean> {
  const result = await db.execute(
    sql`SELECT pg_try_advisory_xact_lock((${archive}::bigint - 1) * 4294967296 + ${key}) AS locked`,
  );
  const rows = (result as unknown as { rows: Array<{ locked: boolean }> }).rows;
  return rows[0]?.locked === true;
}

export async function findLastRunDate(db: Db, name: string): Promise<string | null> {
  const [row] = await db
    .select({ date: jobRuns.lastRunDate })
    .from(jobRuns)
    .where(eq(jobRuns.name, name));
  return row?.date ?? null;
}

export async function recordRun(db: Db, name: string, now: Date, date: string): Promise<void> {
  await db
    .insert(jobRuns)
    .values({ name, lastRunAt: now, lastRunDate: date })
    .onConflictDoUpdate({
      target: [jobRuns.archiveId, jobRuns.name],
      set: { lastRunAt: now, lastRunDate: date },
    });
}

/**
 * Nulls the personal data of every ticket whose slot's date is before
 * `today`, its link to a signed-in reader among them (the reader's pseudonym stays); status,
 * slot and counts stay for the reports.
 */
export async function erasePersonalDataBefore(db: Db, today: string, now: Date): Promise<number> {
  const rows = await db
    .update(tickets)
    .set({
      salutation: null,
      title: null,
      firstName: null,
      lastName: null,
      organisation: null,
      email: null,
      phone: null,
      accessibility: null,
      readerId: null,
      // the research topic named with a booking (user application `with-booking`)
      topic: null,
      personalDataErasedAt: now,
    })
    .where(
      and(
        isNull(tickets.personalDataErasedAt),
        inArray(
          tickets.timeSlotId,
          db.select({ id: timeSlots.id }).from(timeSlots).where(lt(timeSlots.date, today)),
        ),
      ),
    )
    .returning({ id: tickets.id });
  return rows.length;
}

/**
 * Deletes up to `limit` abandoned carts: never booked, hold run out, only NEW tickets.
 * `SKIP LOCKED`: a cart some request is working on right now is left for the next run,
 * and instances running this at once take different carts.
 */
export async function deleteAbandonedCarts(db: Db, now: Date, limit: number): Promise<number> {
  return transaction(db, async (tx) => {
    const carts = await tx
      .select({ id: transactions.id })
      .from(transactions)
      .where(and(isNull(transactions.bookedAt), lte(transactions.expiredAt, now)))
      .orderBy(transactions.expiredAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    if (carts.length === 0) return 0;
    const ids = carts.map((c) => c.id);
    await tx
      .delete(tickets)
      .where(and(inArray(tickets.transactionId, ids), eq(tickets.status, 'NEW')));
    // an offer's cart: its waiting-list entry stays, without the cart (a plain foreign key)
    await tx
      .update(waitingListEntries)
      .set({ transactionId: null })
      .where(
        and(
          inArray(waitingListEntries.transactionId, ids),
          notExists(
            tx
              .select({ id: tickets.id })
              .from(tickets)
              .where(eq(tickets.transactionId, waitingListEntries.transactionId)),
          ),
        ),
      );
    const deleted = await tx
      .delete(transactions)
      .where(
        and(
          inArray(transactions.id, ids),
          notExists(
            tx
              .select({ id: tickets.id })
              .from(tickets)
              .where(eq(tickets.transactionId, transactions.id)),
          ),
        ),
      )
      .returning({ id: transactions.id });
    return deleted.length;
  });
}

/**
 * Removes the current archive's staff sessions that can no longer be used (past their
 * absolute end or idle since `idleSince`): they may not pile up.
 */
export async function deleteDeadSessions(db: Db, now: Date, idleSince: Date): Promise<number> {
  const sessions = await db
    .delete(staffSessions)
    .where(or(lte(staffSessions.expiresAt, now), lte(staffSessions.lastSeenAt, idleSince)))
    .returning({ tokenHash: staffSessions.tokenHash });
  return sessions.length;
}

/** Removes rate-limit counters whose window has ended (shared by all archives). */
export async function deleteEndedRateLimitWindows(db: Db, now: Date): Promise<number> {
  const counters = await db
    .delete(rateLimitCounters)
    .where(lte(rateLimitCounters.resetAt, now))
    .returning({ key: rateLimitCounters.key });
  return counters.length;
}

/** Both clean-ups of the housekeeping: the archive's dead sessions, the ended windows. */
export async function deleteDeadSessionsAndCounters(
  db: Db,
  now: Date,
  idleSince: Date,
): Promise<{ sessions: number; counters: number }> {
  return {
    sessions: await deleteDeadSessions(db, now, idleSince),
    counters: await deleteEndedRateLimitWindows(db, now),
  };
}
