import { and, asc, eq, gt, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { platformAdmins, platformSessions } from '../../db/schema/index';
import { totpSecretStore } from '../second-factor';
import type { PlatformAdminRow } from './repository';

/**
 * The platform administrators' accounts beyond the sign-in: the second factor (as the staff
 * accounts' columns), the waiting sessions, and the command line's offboarding.
 */

/** What a session waits for before it is a sign-in: the code, or a second factor's set-up. */
export type PendingStep = 'totp' | 'totp_setup';

export async function findAdminById(db: Db, id: number): Promise<PlatformAdminRow | undefined> {
  const rows = await db.select().from(platformAdmins).where(eq(platformAdmins.id, id)).limit(1);
  return rows[0];
}

/** Every administrator, by e-mail. */
export async function listAdmins(db: Db): Promise<PlatformAdminRow[]> {
  return db
    .select()
    .from(platformAdmins)
    .orderBy(asc(sql`lower(${platformAdmins.email})`));
}

/** The administrator of a session that waits for its second step (enabled, not expired). */
export async function findPendingSession(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<{ admin: PlatformAdminRow; pendingStep: PendingStep } | undefined> {
  const rows = await db
    .select({ admin: platformAdmins, pendingStep: platformSessions.pendingStep })
    .from(platformSessions)
    .innerJoin(platformAdmins, eq(platformAdmins.id, platformSessions.adminId))
    .where(
      and(
        eq(platformSessions.tokenHash, tokenHash),
        isNotNull(platformSessions.pendingStep),
        eq(platformAdmins.disabled, false),
        gt(platformSessions.expiresAt, now),
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row || (row.pendingStep !== 'totp' && row.pendingStep !== 'totp_setup')) return undefined;
  return { admin: row.admin, pendingStep: row.pendingStep };
}

/** The second factor's secret in the administrators' columns, as the staff accounts'. */
export const { storeUnconfirmedSecret, confirmSecret, takeStep } = totpSecretStore(platformAdmins);

/**
 * Changes an administrator (the command line): disabled or enabled, a new password hash, the
 * second factor removed. Returns the row after, or undefined for an unknown id.
 */
export async function updateAdmin(
  db: Db,
  id: number,
  values: Partial<
    Pick<
      PlatformAdminRow,
      'disabled' | 'passwordHash' | 'totpSecret' | 'totpEnabledAt' | 'totpLastStep'
    >
  >,
  now: Date,
): Promise<PlatformAdminRow | undefined> {
  const rows = await db
    .update(platformAdmins)
    .set({ ...values, updatedAt: now })
    .where(eq(platformAdmins.id, id))
    .returning();
  return rows[0];
}

/** Ends every session of the administrator (signed in or waiting); returns how many. */
export async function deleteSessionsOf(db: Db, adminId: number): Promise<number> {
  const rows = await db
    .delete(platformSessions)
    .where(eq(platformSessions.adminId, adminId))
    .returning({ tokenHash: platformSessions.tokenHash });
  return rows.length;
}

/** Ends the administrator's waiting sessions (replaced by a signed-in one after the second step). */
export async function deletePendingSessionsOf(db: Db, adminId: number): Promise<void> {
  await db
    .delete(platformSessions)
    .where(and(eq(platformSessions.adminId, adminId), isNotNull(platformSessions.pendingStep)));
}

/** Removes every platform session that can no longer be used; returns how many. */
export async function deleteDeadSessions(db: Db, now: Date, idleSince: Date): Promise<number> {
  const rows = await db
    .delete(platformSessions)
    .where(or(lt(platformSessions.expiresAt, now), lt(platformSessions.lastSeenAt, idleSince)))
    .returning({ tokenHash: platformSessions.tokenHash });
  return rows.length;
}
