import { and, eq, gt, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffAccounts, staffSessions } from '../../db/schema/index';

/**
 * Staff sessions, and the reads of a staff account by e-mail or id that the sign-in and the
 * other staff modules share (they take `db` or the caller's transaction). Support accounts:
 * support-repository.ts. Which module writes which columns of `staff_accounts`:
 * docs/architecture.md, "Server modules".
 */
export type StaffAccountRow = typeof staffAccounts.$inferSelect;

export async function findAccountByEmail(
  db: Db,
  email: string,
): Promise<StaffAccountRow | undefined> {
  const rows = await db
    .select()
    .from(staffAccounts)
    .where(sql`${staffAccounts.emailLower} = lower(${email.trim()})`)
    .limit(1);
  return rows[0];
}

export async function findAccountById(db: Db, id: number): Promise<StaffAccountRow | undefined> {
  const rows = await db.select().from(staffAccounts).where(eq(staffAccounts.id, id)).limit(1);
  return rows[0];
}

export async function insertSession(
  db: Db,
  values: {
    tokenHash: string;
    accountId: number;
    now: Date;
    expiresAt: Date;
    /** the session waits for the second step (code or set-up) and signs nobody in yet */
    pendingStep?: 'totp' | 'totp_setup';
  },
): Promise<void> {
  await db.insert(staffSessions).values({
    tokenHash: values.tokenHash,
    accountId: values.accountId,
    createdAt: values.now,
    lastSeenAt: values.now,
    expiresAt: values.expiresAt,
    pendingStep: values.pendingStep ?? null,
  });
}

/**
 * The session with `tokenHash` of an enabled account, if neither idle too long nor too old,
 * and not waiting for its second step.
 */
export async function findLiveSession(db: Db, tokenHash: string, now: Date, idleSince: Date) {
  const rows = await db
    .select({
      accountId: staffAccounts.id,
      email: staffAccounts.email,
      role: staffAccounts.role,
      oidcSubject: staffAccounts.oidcSubject,
      support: staffAccounts.support,
      lastSeenAt: staffSessions.lastSeenAt,
    })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.accountId))
    .where(
      and(
        eq(staffSessions.tokenHash, tokenHash),
        isNull(staffSessions.pendingStep),
        eq(staffAccounts.disabled, false),
        gt(staffSessions.expiresAt, now),
        gt(staffSessions.lastSeenAt, idleSince),
      ),
    )
    .limit(1);
  return rows[0];
}

export async function touchSession(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db
    .update(staffSessions)
    .set({ lastSeenAt: now })
    .where(eq(staffSessions.tokenHash, tokenHash));
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash));
}

/** Ends every session of the account, except `keepTokenHash` (the caller's own) when given. */
export async function deleteSessionsOf(
  db: Db,
  accountId: number,
  keepTokenHash?: string,
): Promise<void> {
  await db
    .delete(staffSessions)
    .where(
      and(
        eq(staffSessions.accountId, accountId),
        keepTokenHash ? ne(staffSessions.tokenHash, keepTokenHash) : undefined,
      ),
    );
}

/** Removes the account's sessions that can no longer be used (too old or idle too long). */
export async function deleteDeadSessionsOf(
  db: Db,
  accountId: number,
  now: Date,
  idleSince: Date,
): Promise<void> {
  await db
    .delete(staffSessions)
    .where(
      and(
        eq(staffSessions.accountId, accountId),
        or(lte(staffSessions.expiresAt, now), lte(staffSessions.lastSeenAt, idleSince)),
      ),
    );
}
