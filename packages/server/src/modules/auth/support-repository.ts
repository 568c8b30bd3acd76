import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffAccounts, staffSessions } from '../../db/schema/index';
import type { StaffAccountRow } from './repository';
import { transaction } from '../../db/transaction';

/**
 * A support account (`support`, set only when a support session makes it): it signs in only
 * through a support session and never gets a password, an e-mail of another or a directory
 * identity (the accounts service refuses them with `staff__support_account`). Every other
 * account is the archive's own.
 */
export const isSupportAccount: SQL = eq(staffAccounts.support, true);

/** The archive's own accounts: not support accounts. */
export const isOwnAccount: SQL = eq(staffAccounts.support, false);

/** No session of the account is still running at `now` (a support session is never idle-limited: it lasts an hour). */
function noLiveSession(now: Date): SQL {
  return sql`NOT EXISTS (SELECT 1 FROM ${staffSessions}
    WHERE ${staffSessions.accountId} = ${staffAccounts.id}
      AND ${staffSessions.expiresAt} > ${now.toISOString()})`;
}

/**
 * Removes the support accounts of the transaction's archive whose support sessions have all
 * ended (`accountId`: only that account), their dead sessions with them (ON DELETE CASCADE).
 * The accounts are locked first; the deletion then checks again in a statement of its own,
 * which sees what committed meanwhile: a support session opened at the same moment (which
 * updates its account, so it waits for the lock or is waited for) keeps its account, or
 * makes a new one. Returns how many went.
 */
export async function deleteEndedSupportAccounts(
  db: Db,
  now: Date,
  accountId?: number,
): Promise<number> {
  const ended = (extra?: SQL) =>
    and(
      isSupportAccount,
      noLiveSession(now),
      accountId === undefined ? undefined : eq(staffAccounts.id, accountId),
      extra,
    );
  return transaction(db, async (tx) => {
    const locked = await tx
      .select({ id: staffAccounts.id })
      .from(staffAccounts)
      .where(ended())
      .for('update');
    if (locked.length === 0) return 0;
    const ids = locked.map((row) => row.id);
    const deleted = await tx
      .delete(staffAccounts)
      .where(ended(inArray(staffAccounts.id, ids)))
      .returning({ id: staffAccounts.id });
    return deleted.length;
  });
}

/**
 * Signs a staff session out: deletes it, and when its account is a support account with no
 * other session still running, the account too (it has no other way in, and the archive's
 * staff list should not keep the platform administrator).
 */
export async function endStaffSession(db: Db, tokenHash: string, now: Date): Promise<void> {
  const [ended] = await db
    .delete(staffSessions)
    .where(eq(staffSessions.tokenHash, tokenHash))
    .returning({ accountId: staffSessions.accountId });
  if (ended) await deleteEndedSupportAccounts(db, now, ended.accountId);
}

/**
 * A platform administrator's support account in the archive the transaction runs in: an ADMIN
 * with the administrator's e-mail and name, marked `support`, without a password (it signs in
 * only through a support session). Made when missing (it is removed when its last support
 * session ends), enabled and made ADMIN again when the archive's admins changed it. Returns
 * undefined when the e-mail belongs to an account of the archive's own: that account is never
 * taken over.
 */
export async function upsertSupportAccount(
  db: Db,
  values: { email: string; displayName: string; now: Date },
): Promise<StaffAccountRow | undefined> {
  const [existing] = await db
    .select()
    .from(staffAccounts)
    .where(sql`${staffAccounts.emailLower} = lower(${values.email.trim()})`)
    .limit(1);
  if (existing && !existing.support) return undefined;
  if (existing) {
    const [row] = await db
      .update(staffAccounts)
      .set({
        role: 'ADMIN',
        roleSource: 'LOCAL',
        disabled: false,
        displayName: values.displayName,
        updatedAt: values.now,
      })
      .where(and(eq(staffAccounts.id, existing.id), isSupportAccount))
      .returning();
    // else removed (its last session ended) or made the archive's own meanwhile: see below
    if (row) return row;
  }
  const [row] = await db
    .insert(staffAccounts)
    .values({
      email: values.email,
      passwordHash: null,
      role: 'ADMIN',
      support: true,
      displayName: values.displayName,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}
