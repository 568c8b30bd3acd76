import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffAccounts } from '../../db/schema/index';
import type { StaffAccountRow } from './repository';

/** Directory accounts: staff accounts keyed by issuer and `sub`. */

export async function findDirectoryAccount(
  db: Db,
  issuer: string,
  subject: string,
): Promise<StaffAccountRow | undefined> {
  const rows = await db
    .select()
    .from(staffAccounts)
    .where(and(eq(staffAccounts.oidcIssuer, issuer), eq(staffAccounts.oidcSubject, subject)))
    .limit(1);
  return rows[0];
}

/** Whether another account (than `exceptId`) holds the e-mail, compared case-insensitively. */
export async function emailTakenByOther(
  db: Db,
  email: string,
  exceptId?: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: staffAccounts.id })
    .from(staffAccounts)
    .where(
      and(
        sql`lower(${staffAccounts.email}) = lower(${email})`,
        exceptId === undefined ? undefined : ne(staffAccounts.id, exceptId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export interface DirectoryProfile {
  issuer: string;
  subject: string;
  email: string;
  displayName: string | null;
  role: string;
  roleGroup: string | null;
}

/** Inserts a new directory account (no password); undefined on a clash (e-mail or issuer+sub). */
export async function insertDirectoryAccount(
  db: Db,
  profile: DirectoryProfile,
  now: Date,
): Promise<StaffAccountRow | undefined> {
  const rows = await db
    .insert(staffAccounts)
    .values({
      email: profile.email,
      passwordHash: null,
      role: profile.role,
      oidcIssuer: profile.issuer,
      oidcSubject: profile.subject,
      displayName: profile.displayName,
      roleSource: 'DIRECTORY',
      roleGroup: profile.roleGroup,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  return rows[0];
}

/** The claims of this sign-in onto the account (e-mail only when given). */
export async function updateDirectoryAccount(
  db: Db,
  id: number,
  values: { email?: string; displayName: string | null; role: string; roleGroup: string | null },
  now: Date,
): Promise<StaffAccountRow | undefined> {
  const rows = await db
    .update(staffAccounts)
    .set({ ...values, roleSource: 'DIRECTORY', updatedAt: now })
    .where(eq(staffAccounts.id, id))
    .returning();
  return rows[0];
}
