import { and, asc, desc, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  readerSessions,
  readerSignInCodes,
  readers,
  rooms,
  tickets,
  timeSlots,
} from '../../db/schema/index';

/**
 * The readers' tables (migration 0024): readers, their sign-in codes and sessions, and the
 * link of a booking to its reader (`tickets.reader_id`). Every function takes `db` or the
 * caller's transaction.
 */
export type ReaderRow = typeof readers.$inferSelect;

// --- sign-in codes ----------------------------------------------------------------------------

/**
 * A new sign-in code for `email`; the address's earlier codes still open are voided first, so
 * one code at a time can be guessed at.
 */
export async function insertSignInCode(
  db: Db,
  values: { email: string; codeHash: string; tokenHash: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db
    .update(readerSignInCodes)
    .set({ usedAt: values.now })
    .where(and(eq(readerSignInCodes.email, values.email), isNull(readerSignInCodes.usedAt)));
  await db.insert(readerSignInCodes).values({
    email: values.email,
    codeHash: values.codeHash,
    tokenHash: values.tokenHash,
    createdAt: values.now,
    expiresAt: values.expiresAt,
  });
}

/**
 * Counts one attempt at the address's newest code still open (unused, not expired, fewer than
 * `maxAttempts` attempts) and answers it with its hash: the attempt is counted before the code
 * is compared, in one statement, so parallel guesses cannot get past the maximum. Undefined:
 * no such code. `void`: the newest unused, unexpired code has used up its attempts.
 */
export async function takeCodeAttempt(
  db: Db,
  email: string,
  now: Date,
  maxAttempts: number,
): Promise<
  | { id: number; codeHash: string; tokenHash: string; attempts: number; expiresAt: Date }
  | { void: true; expiresAt: Date }
  | undefined
> {
  const [newest] = await db
    .select({
      id: readerSignInCodes.id,
      attempts: readerSignInCodes.attempts,
      expiresAt: readerSignInCodes.expiresAt,
    })
    .from(readerSignInCodes)
    .where(
      and(
        eq(readerSignInCodes.email, email),
        isNull(readerSignInCodes.usedAt),
        gt(readerSignInCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(readerSignInCodes.id))
    .limit(1);
  if (!newest) return undefined;
  const [taken] = await db
    .update(readerSignInCodes)
    .set({ attempts: sql`${readerSignInCodes.attempts} + 1` })
    .where(
      and(
        eq(readerSignInCodes.id, newest.id),
        isNull(readerSignInCodes.usedAt),
        lt(readerSignInCodes.attempts, maxAttempts),
      ),
    )
    .returning({
      id: readerSignInCodes.id,
      codeHash: readerSignInCodes.codeHash,
      tokenHash: readerSignInCodes.tokenHash,
      attempts: readerSignInCodes.attempts,
      expiresAt: readerSignInCodes.expiresAt,
    });
  return taken ?? { void: true, expiresAt: newest.expiresAt };
}

/** The open code of a link's token (unused, not expired, attempts left), or undefined. */
export async function findCodeByToken(
  db: Db,
  tokenHash: string,
  now: Date,
  maxAttempts: number,
): Promise<{ id: number; email: string } | undefined> {
  const [row] = await db
    .select({ id: readerSignInCodes.id, email: readerSignInCodes.email })
    .from(readerSignInCodes)
    .where(
      and(
        eq(readerSignInCodes.tokenHash, tokenHash),
        isNull(readerSignInCodes.usedAt),
        gt(readerSignInCodes.expiresAt, now),
        lt(readerSignInCodes.attempts, maxAttempts),
      ),
    )
    .limit(1);
  return row;
}

/** Marks a code used; false when another request used it first. */
export async function useCode(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(readerSignInCodes)
    .set({ usedAt: now })
    .where(and(eq(readerSignInCodes.id, id), isNull(readerSignInCodes.usedAt)))
    .returning({ id: readerSignInCodes.id });
  return rows.length === 1;
}

// --- readers ----------------------------------------------------------------------------------

/** The reader of `email` (made at the first sign-in), its last sign-in set to `now`. */
export async function upsertReader(
  db: Db,
  email: string,
  pseudonym: string,
  now: Date,
): Promise<ReaderRow> {
  const [row] = await db
    .insert(readers)
    .values({ email, pseudonym, createdAt: now, lastSignedInAt: now })
    .onConflictDoUpdate({
      target: [readers.archiveId, readers.email],
      set: { lastSignedInAt: now },
    })
    .returning();
  return row!;
}

export async function findReaderById(db: Db, id: number): Promise<ReaderRow | undefined> {
  const [row] = await db.select().from(readers).where(eq(readers.id, id)).limit(1);
  return row;
}

/** The name a reader last booked with. */
export async function setReaderName(db: Db, id: number, name: string): Promise<void> {
  await db.update(readers).set({ name }).where(eq(readers.id, id));
}

/**
 * Removes the reader: the link of every booking to them (the pseudonym stays on the rows, with
 * nobody to map it to), their sessions, their address's sign-in codes, and the row.
 */
export async function deleteReader(db: Db, reader: { id: number; email: string }): Promise<void> {
  await db.update(tickets).set({ readerId: null }).where(eq(tickets.readerId, reader.id));
  await db.delete(readerSessions).where(eq(readerSessions.readerId, reader.id));
  await db.delete(readerSignInCodes).where(eq(readerSignInCodes.email, reader.email));
  await db.delete(readers).where(eq(readers.id, reader.id));
}

// --- sessions ---------------------------------------------------------------------------------

export async function insertReaderSession(
  db: Db,
  values: { tokenHash: string; readerId: number; now: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(readerSessions).values({
    tokenHash: values.tokenHash,
    readerId: values.readerId,
    createdAt: values.now,
    lastSeenAt: values.now,
    expiresAt: values.expiresAt,
  });
}

/** The reader of a live session (not past its end, seen since `idleSince`). */
export async function findLiveReaderSession(
  db: Db,
  tokenHash: string,
  now: Date,
  idleSince: Date,
): Promise<(ReaderRow & { lastSeenAt: Date }) | undefined> {
  const [row] = await db
    .select({ reader: readers, lastSeenAt: readerSessions.lastSeenAt })
    .from(readerSessions)
    .innerJoin(readers, eq(readers.id, readerSessions.readerId))
    .where(
      and(
        eq(readerSessions.tokenHash, tokenHash),
        gt(readerSessions.expiresAt, now),
        gt(readerSessions.lastSeenAt, idleSince),
      ),
    )
    .limit(1);
  return row ? { ...row.reader, lastSeenAt: row.lastSeenAt } : undefined;
}

export async function touchReaderSession(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db
    .update(readerSessions)
    .set({ lastSeenAt: now })
    .where(eq(readerSessions.tokenHash, tokenHash));
}

export async function deleteReaderSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(readerSessions).where(eq(readerSessions.tokenHash, tokenHash));
}

/**
 * The nightly clean-up: sessions past their end or idle since `idleSince`, and sign-in codes
 * past their expiry (used or not). Returns the counts.
 */
export async function deleteEndedReaderRows(
  db: Db,
  now: Date,
  idleSince: Date,
): Promise<{ sessions: number; codes: number }> {
  const sessions = await db
    .delete(readerSessions)
    .where(or(lte(readerSessions.expiresAt, now), lte(readerSessions.lastSeenAt, idleSince)))
    .returning({ tokenHash: readerSessions.tokenHash });
  const codes = await db
    .delete(readerSignInCodes)
    .where(lte(readerSignInCodes.expiresAt, now))
    .returning({ id: readerSignInCodes.id });
  return { sessions: sessions.length, codes: codes.length };
}

// --- bookings ---------------------------------------------------------------------------------

/** A reader's booked (or cancelled, or pending) visits with room and slot. */
export async function listReaderTickets(db: Db, readerId: number) {
  return db
    .select({
      bookingNumber: tickets.bookingNumber,
      ownerId: tickets.ownerId,
      status: tickets.status,
      roomId: rooms.id,
      roomName: rooms.name,
      date: timeSlots.date,
      startTime: timeSlots.startTime,
      endTime: timeSlots.endTime,
    })
    .from(tickets)
    .innerJoin(timeSlots, eq(timeSlots.id, tickets.timeSlotId))
    .innerJoin(rooms, eq(rooms.id, timeSlots.roomId))
    .where(eq(tickets.readerId, readerId))
    .orderBy(asc(timeSlots.date), asc(timeSlots.startTime), asc(tickets.id));
}
