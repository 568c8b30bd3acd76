import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffAccounts } from '../../db/schema/index';
import type { StaffAccountRow } from './repository';

/**
 * A platform administrator's support account in the archive the transaction runs in: an ADMIN
 * with the administrator's e-mail and name and no password (it signs in only through a support
 * session). Made when missing, enabled and made ADMIN again when the archive's admins changed
 * it. Returns undefined when the e-mail belongs to an account of the archive's own (one with a
 * password or of the directory): that account is never taken over.
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
  if (existing && (existing.passwordHash !== null || existing.oidcSubject !== null))
    return undefined;
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
      .where(sql`${staffAccounts.id} = ${existing.id}`)
      .returning();
    return row;
  }
  const [row] = await db
    .insert(staffAccounts)
    .values({
      email: values.email,
      passwordHash: null,
      role: 'ADMIN',
      displayName: values.displayName,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning();
  return row;
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
