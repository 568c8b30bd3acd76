import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffAccounts } from '../../db/schema/index';
import type { StaffAccountRow } from '../auth';

/**
 * Directory accounts: staff accounts keyed by issuer and `sub`. This module writes their
 * directory columns (issuer, `sub`, display name, role source and group, the takeover
 * permission) and the claims it takes over at each sign-in.
 */

/** The columns of `staff_accounts` the directory sign-in writes (staff-accounts the rest). */
type DirectoryColumns = Pick<
  StaffAccountRow,
  'email' | 'displayName' | 'role' | 'roleGroup' | 'roleSource' | 'directoryLinkUntil'
>;

/**
 * Sets the directory's `values` on the account (and `updatedAt`); the row after, or undefined
 * when gone.
 */
async function writeDirectoryColumns(
  db: Db,
  id: number,
  values: Partial<DirectoryColumns>,
  now: Date,
): Promise<StaffAccountRow | undefined> {
  const rows = await db
    .update(staffAccounts)
    .set({ ...values, updatedAt: now })
    .where(eq(staffAccounts.id, id))
    .returning();
  return rows[0];
}

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
        sql`${staffAccounts.emailLower} = lower(${email})`,
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

/** The account's columns for a directory person: no password, the role from the directory. */
function directoryColumns(profile: DirectoryProfile) {
  return {
    email: profile.email,
    passwordHash: null,
    role: profile.role,
    oidcIssuer: profile.issuer,
    oidcSubject: profile.subject,
    displayName: profile.displayName,
    roleSource: 'DIRECTORY',
    roleGroup: profile.roleGroup,
  };
}

/** Inserts a new directory account (no password); undefined on a clash (e-mail or issuer+sub). */
export async function insertDirectoryAccount(
  db: Db,
  profile: DirectoryProfile,
  now: Date,
): Promise<StaffAccountRow | undefined> {
  const rows = await db
    .insert(staffAccounts)
    .values({ ...directoryColumns(profile), createdAt: now, updatedAt: now })
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
  return writeDirectoryColumns(db, id, { ...values, roleSource: 'DIRECTORY' }, now);
}

/** An admin's permission (until `until`, or withdrawn with null) for the directory to take a local account over. */
export async function setDirectoryLink(
  db: Db,
  id: number,
  until: Date | null,
  now: Date,
): Promise<StaffAccountRow | undefined> {
  return writeDirectoryColumns(db, id, { directoryLinkUntil: until }, now);
}

/**
 * The local account with this e-mail that an admin allowed the directory to take over (and
 * the permission has not ended), or undefined.
 */
export async function findLinkableAccount(
  db: Db,
  email: string,
  now: Date,
): Promise<StaffAccountRow | undefined> {
  const rows = await db
    .select()
    .from(staffAccounts)
    .where(
      and(
        sql`${staffAccounts.emailLower} = lower(${email})`,
        isNull(staffAccounts.oidcSubject),
        eq(staffAccounts.support, false),
        gt(staffAccounts.directoryLinkUntil, now),
      ),
    )
    .limit(1);
  return rows[0];
}

/**
 * The local account becomes the directory person's: issuer and `sub` set, the password and
 * the second factor gone (the directory signs in and asks for its own factors), the role
 * from the directory from now on, the permission used up.
 */
export async function takeOverLocalAccount(
  db: Db,
  id: number,
  profile: DirectoryProfile,
  now: Date,
): Promise<StaffAccountRow | undefined> {
  const rows = await db
    .update(staffAccounts)
    .set({
      ...directoryColumns(profile),
      totpSecret: null,
      totpEnabledAt: null,
      totpLastStep: null,
      directoryLinkUntil: null,
      updatedAt: now,
    })
    .where(
      and(
        eq(staffAccounts.id, id),
        isNull(staffAccounts.oidcSubject),
        eq(staffAccounts.support, false),
      ),
    )
    .returning();
  return rows[0];
}
