import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { platformAdmins, serverSecrets, staffAccounts, staffSessions } from '../../db/schema/index';

/** What a session waits for before it is a sign-in: the code, or a second factor's set-up. */
export type PendingStep = 'totp' | 'totp_setup';

/** The account of a session that waits for its second step (enabled account, not expired). */
export async function findPendingSession(db: Db, tokenHash: string, now: Date) {
  const rows = await db
    .select({
      accountId: staffAccounts.id,
      email: staffAccounts.email,
      pendingStep: staffSessions.pendingStep,
    })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.accountId))
    .where(
      and(
        eq(staffSessions.tokenHash, tokenHash),
        isNotNull(staffSessions.pendingStep),
        eq(staffAccounts.disabled, false),
        gt(staffSessions.expiresAt, now),
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row || (row.pendingStep !== 'totp' && row.pendingStep !== 'totp_setup')) return undefined;
  return { ...row, pendingStep: row.pendingStep as PendingStep };
}

/**
 * A table with a second factor's columns (the same names and types in both): the staff
 * accounts, the platform administrators (whose module takes its store through index.ts).
 */
type TotpTable = typeof staffAccounts | typeof platformAdmins;

/**
 * A second factor's secret in `table`'s columns (totp_secret, totp_enabled_at,
 * totp_last_step): the set-up, its confirmation and each accepted code. Each answers false
 * when its condition does not hold (a confirmed secret exists, it is confirmed already, the
 * code's step is not later than the last accepted one).
 */
export function totpSecretStore(table: TotpTable) {
  return {
    /** A new secret awaiting its confirmation; false when a confirmed one exists. */
    async storeUnconfirmedSecret(
      db: Db,
      id: number,
      encrypted: string,
      now: Date,
    ): Promise<boolean> {
      const rows = await db
        .update(table)
        .set({ totpSecret: encrypted, totpEnabledAt: null, totpLastStep: null, updatedAt: now })
        .where(and(eq(table.id, id), isNull(table.totpEnabledAt)))
        .returning({ id: table.id });
      return rows.length > 0;
    },

    /** Confirms the stored secret with the step of its first code; false when already confirmed. */
    async confirmSecret(db: Db, id: number, step: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(table)
        .set({ totpEnabledAt: now, totpLastStep: step, updatedAt: now })
        .where(and(eq(table.id, id), isNull(table.totpEnabledAt), isNotNull(table.totpSecret)))
        .returning({ id: table.id });
      return rows.length > 0;
    },

    /**
     * Takes the step as the last accepted one, only if it is later than the stored one: of
     * two requests with the same code at once, one wins (a code is used once).
     */
    async takeStep(db: Db, id: number, step: number): Promise<boolean> {
      const rows = await db
        .update(table)
        .set({ totpLastStep: step })
        .where(
          and(
            eq(table.id, id),
            isNotNull(table.totpEnabledAt),
            or(isNull(table.totpLastStep), lt(table.totpLastStep, step)),
          ),
        )
        .returning({ id: table.id });
      return rows.length > 0;
    },
  };
}

export const { storeUnconfirmedSecret, confirmSecret, takeStep } = totpSecretStore(staffAccounts);

/** Removes the second factor (and any set-up in progress); false for an unknown account. */
export async function clearSecondFactor(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(staffAccounts)
    .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: now })
    .where(eq(staffAccounts.id, id))
    .returning({ id: staffAccounts.id });
  return rows.length > 0;
}

/** Turns a waiting session into nothing: it is replaced by a fresh one after the second step. */
export async function deletePendingSessionsOf(db: Db, accountId: number): Promise<void> {
  await db
    .delete(staffSessions)
    .where(and(eq(staffSessions.accountId, accountId), isNotNull(staffSessions.pendingStep)));
}

const KEY_NAME = 'totp_encryption_key';

/** The generated key for the secrets (when TOTP_ENCRYPTION_KEY is unset): made once, kept. */
export async function generatedKey(db: Db): Promise<Buffer> {
  await db
    .insert(serverSecrets)
    .values({ name: KEY_NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const rows = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, KEY_NAME));
  return Buffer.from(rows[0]!.value, 'base64url');
}
