import { and, eq, gt, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { germanOrder } from '../../db/collation';
import { staffAccounts, staffSessions } from '../../db/schema/index';

/**
 * Staff accounts and their sessions. The users module's service (accounts)
 * and the auth service (sign-in, sessions) both use it: one table pair, one repository.
 */
export type StaffAccountRow = typeof staffAccounts.$inferSelect;

/** Arbitrary constant: serialises changes that could leave no active admin (see users service). */
const STAFF_ADMINS_LOCK_KEY = 7_316_003;

/**
 * Within a transaction: waits for every other transaction that may remove an active admin,
 * so "is this the last one?" and the change happen as one step on any number of instances.
 */
export async function lockAdminChanges(tx: Db): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${STAFF_ADMINS_LOCK_KEY})`);
}

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

export async function listAccounts(db: Db): Promise<StaffAccountRow[]> {
  return db
    .select()
    .from(staffAccounts)
    .orderBy(germanOrder(staffAccounts.email), staffAccounts.id);
}

/** Inserts unless the e-mail exists (unique index on email_lower); returns the row or undefined. */
export async function insertAccount(
  db: Db,
  values: { email: string; passwordHash: string; role: string; now: Date },
): Promise<StaffAccountRow | undefined> {
  const rows = await db
    .insert(staffAccounts)
    .values({
      email: values.email,
      passwordHash: values.passwordHash,
      role: values.role,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .onConflictDoNothing()
    .returning();
  return rows[0];
}

/** Sets `values` on the account (and `updatedAt`); the row after, or undefined when gone. */
export async function updateAccount(
  db: Db,
  id: number,
  values: Partial<Omit<StaffAccountRow, 'id' | 'createdAt' | 'updatedAt'>>,
  now: Date,
): Promise<StaffAccountRow | undefined> {
  const rows = await db
    .update(staffAccounts)
    .set({ ...values, updatedAt: now })
    .where(eq(staffAccounts.id, id))
    .returning();
  return rows[0];
}

export async function deleteAccount(db: Db, id: number): Promise<void> {
  await db.delete(staffAccounts).where(eq(staffAccounts.id, id));
}

/**
 * The archive's own active admins: a platform administrator's support account is not one —
 * it goes when its support session ends.
 */
export async function countActiveAdmins(db: Db): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(staffAccounts)
    .where(
      and(
        eq(staffAccounts.role, 'ADMIN'),
        eq(staffAccounts.disabled, false),
        eq(staffAccounts.support, false),
      ),
    );
  return Number(rows[0]?.n ?? 0);
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
