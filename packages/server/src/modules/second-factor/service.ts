import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../http/types';
import { createAuditService } from '../audit';
import { findAccountById, type AuthService, type StaffAccountRow } from '../auth';
import * as sfRepo from './repository';
import {
  acceptedTotpStep,
  decryptSecret,
  encryptSecret,
  newTotpSecret,
  totpStepAt,
  totpUri,
} from './totp';

export const CODE_ROUTE = 'POST /api/auth/login/code';
export const CONFIRM_ROUTE = 'POST /api/auth/second-factor/confirm';
/** The name authenticator apps show above the codes when SITE_NAME is unset. */
const DEFAULT_ISSUER = 'Lesesaal';

/**
 * The key of the stored secrets: TOTP_ENCRYPTION_KEY, else the one generated once and kept in
 * the database (read once, again after a failed read). Staff and platform secrets share it.
 */
export function secondFactorKey(ctx: Pick<AppContext, 'db' | 'config'>): () => Promise<Buffer> {
  let key: Promise<Buffer> | null = null;
  return () => {
    const configured = ctx.config.secondFactor.encryptionKey;
    if (configured) return Promise.resolve(configured);
    key ??= sfRepo.generatedKey(ctx.db).catch((err: unknown) => {
      key = null;
      throw err;
    });
    return key;
  };
}

/** Who is asking: a signed-in local account, or a session that waits for its second step. */
interface Caller {
  accountId: number;
  email: string;
  /** null: signed in; else the step the session waits for */
  pending: sfRepo.PendingStep | null;
}

export type SecondFactorFailure =
  | { ok: false; reason: 'no_session' }
  | { ok: false; reason: 'invalid_code' }
  | { ok: false; reason: 'conflict'; detail: 'directory' | 'second_factor' | 'no_setup' }
  | { ok: false; reason: 'rate_limited'; retryAfterSeconds: number };

/** The parts the second factor's steps share: the key, who asks, the secret, finishing a sign-in. */
function secondFactorParts(ctx: Pick<AppContext, 'db' | 'clock' | 'config'>, auth: AuthService) {
  const { db, clock, config } = ctx;
  const audit = createAuditService(ctx);
  const issuer = config.siteName ?? DEFAULT_ISSUER;
  const keyOf = secondFactorKey(ctx);

  async function callerOf(request: FastifyRequest): Promise<Caller | null> {
    const staff = await auth.currentStaff(request);
    if (staff) {
      // a directory account has the directory's factors, a support account the platform's
      if (staff.signInMethod !== 'local' || staff.support) return null;
      return { accountId: staff.accountId, email: staff.email, pending: null };
    }
    const sessionKey = auth.sessionKeyOf(request);
    if (!sessionKey) return null;
    const pending = await sfRepo.findPendingSession(db, sessionKey, clock.now());
    return pending
      ? { accountId: pending.accountId, email: pending.email, pending: pending.pendingStep }
      : null;
  }

  /** The stored secret in clear, or null (none, or encrypted under another key). */
  async function secretOf(row: StaffAccountRow): Promise<string | null> {
    return row.totpSecret ? decryptSecret(await keyOf(), row.totpSecret, row.id) : null;
  }

  /** Replaces the waiting session by a signed-in one; the sign-in is logged. */
  async function completeSignIn(
    request: FastifyRequest,
    row: StaffAccountRow,
    route: string,
  ): Promise<string> {
    await sfRepo.deletePendingSessionsOf(db, row.id);
    const token = await auth.openSession(row.id, auth.sessionKeyOf(request));
    await audit.recordEvent(
      { accountId: row.id, email: row.email },
      {
        action: 'SIGN_IN',
        route,
        fields: ['method:local', `role:${row.role}`, 'second_factor:totp'],
      },
    );
    return token;
  }

  async function codeFailed(row: StaffAccountRow, route: string) {
    await audit.recordEvent(
      { accountId: row.id, email: row.email },
      { action: 'SIGN_IN_FAILED', route, fields: ['method:local', 'reason:code'] },
    );
    return { ok: false, reason: 'invalid_code' } as const;
  }

  return { audit, issuer, keyOf, callerOf, secretOf, completeSignIn, codeFailed };
}

/**
 * The second factor (TOTP) of local staff accounts: set-up (a secret shown once, confirmed
 * with a code), the code after the password, an admin's reset. The secret is stored
 * AES-256-GCM encrypted (TOTP_ENCRYPTION_KEY, else a key generated once in the database),
 * never answered again and never logged. A code is accepted once: its time step must be
 * later than the last accepted one. Code attempts count in the sign-in throttle.
 */
export function createSecondFactorService(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config'>,
  auth: AuthService,
) {
  const { db, clock, config } = ctx;
  const { audit, issuer, keyOf, callerOf, secretOf, completeSignIn, codeFailed } =
    secondFactorParts(ctx, auth);

  return {
    /** What the session's account has and must do (a signed-in local account or a waiting session). */
    async status(request: FastifyRequest) {
      const caller = await callerOf(request);
      if (!caller) return null;
      const row = await findAccountById(db, caller.accountId);
      if (!row) return null;
      return {
        enabled: row.totpEnabledAt !== null,
        required: config.secondFactor.required,
        step: caller.pending ?? ('signed_in' as const),
      };
    },

    /**
     * A new secret for the caller's account, shown once as text and as an otpauth:// URI,
     * to be confirmed with a code. A confirmed second factor is not replaced (an admin
     * resets it first).
     */
    async startSetup(
      request: FastifyRequest,
    ): Promise<{ ok: true; secret: string; uri: string } | SecondFactorFailure> {
      const caller = await callerOf(request);
      if (!caller) return { ok: false, reason: 'no_session' };
      if (caller.pending === 'totp') return { ok: false, reason: 'no_session' };
      const secret = newTotpSecret();
      const stored = await sfRepo.storeUnconfirmedSecret(
        db,
        caller.accountId,
        encryptSecret(await keyOf(), secret, caller.accountId),
        clock.now(),
      );
      if (!stored) return { ok: false, reason: 'conflict', detail: 'second_factor' };
      return { ok: true, secret, uri: totpUri(secret, caller.email, issuer) };
    },

    /**
     * Confirms the set-up with a code of the new secret. A session waiting for the set-up
     * becomes a sign-in (its new token is answered).
     */
    async confirmSetup(
      request: FastifyRequest,
      code: string,
    ): Promise<{ ok: true; token: string | null } | SecondFactorFailure> {
      const caller = await callerOf(request);
      if (!caller || caller.pending === 'totp') return { ok: false, reason: 'no_session' };
      const row = await findAccountById(db, caller.accountId);
      if (!row) return { ok: false, reason: 'no_session' };
      if (row.totpEnabledAt !== null)
        return { ok: false, reason: 'conflict', detail: 'second_factor' };
      const secret = await secretOf(row);
      if (!secret) return { ok: false, reason: 'conflict', detail: 'no_setup' };
      const attempt = await auth.countLoginAttempt(row.email, request.ip);
      if (!attempt.ok) return attempt;
      const now = clock.now();
      const step = acceptedTotpStep(secret, code, now, null);
      if (step === null || !(await sfRepo.confirmSecret(db, row.id, step, now)))
        return codeFailed(row, CONFIRM_ROUTE);
      await audit.recordEvent(
        { accountId: row.id, email: row.email },
        { action: 'SECOND_FACTOR_SET_UP', route: CONFIRM_ROUTE, fields: ['method:totp'] },
      );
      await auth.forgiveLoginAttempt(attempt, { signedIn: caller.pending !== null });
      if (caller.pending === null) return { ok: true, token: null };
      return { ok: true, token: await completeSignIn(request, row, CONFIRM_ROUTE) };
    },

    /** The code after the password: a right one, not used before, turns the session into a sign-in. */
    async verifyCode(
      request: FastifyRequest,
      code: string,
    ): Promise<{ ok: true; token: string } | SecondFactorFailure> {
      const caller = await callerOf(request);
      if (!caller || caller.pending !== 'totp') return { ok: false, reason: 'no_session' };
      const row = await findAccountById(db, caller.accountId);
      if (!row || row.totpEnabledAt === null) return { ok: false, reason: 'no_session' };
      const attempt = await auth.countLoginAttempt(row.email, request.ip);
      if (!attempt.ok) return attempt;
      const secret = await secretOf(row);
      const now = clock.now();
      const step = secret ? acceptedTotpStep(secret, code, now, row.totpLastStep) : null;
      if (step === null || !(await sfRepo.takeStep(db, row.id, step)))
        return codeFailed(row, CODE_ROUTE);
      await auth.forgiveLoginAttempt(attempt, { signedIn: true });
      return { ok: true, token: await completeSignIn(request, row, CODE_ROUTE) };
    },

    /** An admin removes an account's second factor; false for an unknown account. */
    reset: (accountId: number) => sfRepo.clearSecondFactor(db, accountId, clock.now()),

    /** The current time step (tests). */
    currentStep: () => totpStepAt(clock.now()),
  };
}

export type SecondFactorService = ReturnType<typeof createSecondFactorService>;
