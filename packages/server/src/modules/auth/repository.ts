import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffAccounts, staffSessions } from '../../db/schema/index';

export type StaffAccountRow = typeof staffAccounts.$inferSelect;

export async function findAccountByEmail(db: Db, email: string): Promise<StaffAccountRow | undefined> {
  const rows = await db.select().from(staffAccounts).where(sql`lower(${staffAccounts.email}) = lower(${email})`).limit(1);
  return rows[0];
}

export async function findAccountById(db: Db, id: number): Promise<StaffAccountRow | undefined> {
  const rows = await db.select().from(staffAccounts).where(eq(staffAccounts.id, id)).limit(1);
  return rows[0];
}

export async function listAccounts(db: Db): Promise<StaffAccountRow[]> {
  return db.select().from(staffAccounts).orderBy(sql`lower(${staffAccounts.email})`);
}

/** Inserts unless the e-mail exists (unique on lower(email)); returns the row or undefined. */
export async function insertAccount(
  db: Db,
  values: { email: string; passwordHash: string; role: string },
): Promise<StaffAccountRow | undefined> {
  const rows = await db.insert(staffAccounts).values(values).onConflictDoNothing().returning();
  return rows[0];
}

export async function updateAccount(
  db: Db,
  id: number,
  values: Partial<Pick<StaffAccountRow, 'role' | 'disabled' | 'passwordHash'>>,
  now: Date,
): Promise<StaffAccountRow | undefined> {
  const rows = await db.update(staffAccounts).set({ ...values, updatedAt: now }).where(eq(staffAccounts.id, id)).returning();
  return rows[0];
}

export async function deleteAccount(db: Db, id: number): Promise<void> {
  await db.delete(staffAccounts).where(eq(staffAccounts.id, id));
}

export async function countActiveAdmins(db: Db): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.role, 'ADMIN'), eq(staffAccounts.disabled, false)));
  return rows[0]?.n ?? 0;
}

export async function insertSession(db: Db, values: { tokenHash: string; accountId: number; now: Date; expiresAt: Date }): Promise<void> {
  await db.insert(staffSessions).values({
    tokenHash: values.tokenHash,
    accountId: values.accountId,
    createdAt: values.now,
    lastSeenAt: values.now,
    expiresAt: values.expiresAt,
  });
}

/** The live session of an enabled account, or undefined. */
export async function findLiveSession(db: Db, tokenHash: string, now: Date, idleSince: Date) {
  const rows = await db
    .select({
      accountId: staffAccounts.id,
      email: staffAccounts.email,
      role: staffAccounts.role,
      lastSeenAt: staffSessions.lastSeenAt,
    })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.accountId))
    .where(
      and(
        eq(staffSessions.tokenHash, tokenHash),
        eq(staffAccounts.disabled, false),
        gt(staffSessions.expiresAt, now),
        gt(staffSessions.lastSeenAt, idleSince),
      ),
    )
    .limit(1);
  return rows[0];
}

export async function touchSession(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.tokenHash, tokenHash));
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash));
}

export async function deleteSessionsOf(db: Db, accountId: number): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.accountId, accountId));
}
