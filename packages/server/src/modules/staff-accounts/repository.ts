import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { germanOrder } from '../../db/collation';
import { staffAccounts } from '../../db/schema/index';
import type { StaffAccountRow } from '../auth';

/**
 * The staff accounts of the users screen, the CLI and the first admin: list, create, change,
 * delete. Reads by e-mail or id and the sessions are the auth module's.
 */

/** Arbitrary constant: serialises changes that could leave no active admin (see service.ts). */
const STAFF_ADMINS_LOCK_KEY = 7_316_003;

/**
 * Within a transaction: waits for every other transaction that may remove an active admin,
 * so "is this the last one?" and the change happen as one step on any number of instances.
 */
export async function lockAdminChanges(tx: Db): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${STAFF_ADMINS_LOCK_KEY})`);
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

/** Sets the account's display name (the first admin of a new archive). */
export async function setDisplayName(
  db: Db,
  accountId: number,
  displayName: string,
): Promise<void> {
  await db
    .update(staffAccounts)
    .set({ displayName })
    .where(sql`${staffAccounts.id} = ${accountId}`);
}
