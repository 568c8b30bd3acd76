import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../http/types';
import { createAuthService, hashSessionToken } from '../auth';
import {
  acceptedTotpStep,
  decryptSecret,
  encryptSecret,
  newTotpSecret,
  secondFactorKey,
  totpUri,
} from '../second-factor';
import * as adminRepo from './admin-repository';
import type { PlatformAuth } from './auth-service';
import { createInstallationAudit } from '../installation-audit';
import type { PlatformAdminRow } from './repository';

/** The name authenticator apps show above the platform's codes. */
const ISSUER_SUFFIX = '(Platform)';

/** Who is asking: a signed-in administrator, or a session that waits for its second step. */
interface Caller {
  admin: PlatformAdminRow;
  /** null: signed in; else the step the session waits for */
  pending: adminRepo.PendingStep | null;
}

export type PlatformSecondFactorFailure =
  | { ok: false; reason: 'no_session' }
  | { ok: false; reason: 'invalid_code' }
  | { ok: false; reason: 'conflict'; detail: 'second_factor' | 'no_setup' }
  | { ok: false; reason: 'rate_limited'; retryAfterSeconds: number };

/**
 * The platform administrators' second factor (TOTP), the staff accounts' machinery: the same
 * key (TOTP_ENCRYPTION_KEY, else the generated one), secrets AES-256-GCM encrypted and bound
 * to the administrator (`platform:<id>`), a code used once, code attempts in the platform's
 * sign-in throttle. Any administrator may set one up; STAFF_SECOND_FACTOR=required makes one
 * without it set it up right after the password. A lost phone: the command line's
 * `platform-admin reset-second-factor`.
 */
export function createPlatformSecondFactor(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config' | 'archiveId'>,
  platformAuth: PlatformAuth,
) {
  const { db, clock, config } = ctx;
  const throttle = createAuthService(ctx);
  const audit = createInstallationAudit(ctx);
  const keyOf = secondFactorKey(ctx);
  const issuer = `${config.siteName ?? 'Lesesaal'} ${ISSUER_SUFFIX}`;
  const who = (admin: PlatformAdminRow) => ({ adminId: admin.id, email: admin.email });

  async function callerOf(request: FastifyRequest): Promise<Caller | null> {
    const signedIn = await platformAuth.current(request);
    if (signedIn) {
      const admin = await adminRepo.findAdminById(db, signedIn.adminId);
      return admin ? { admin, pending: null } : null;
    }
    const token = platformAuth.tokenOf(request);
    if (!token) return null;
    const waiting = await adminRepo.findPendingSession(db, hashSessionToken(token), clock.now());
    return waiting ? { admin: waiting.admin, pending: waiting.pendingStep } : null;
  }

  async function secretOf(admin: PlatformAdminRow): Promise<string | null> {
    return admin.totpSecret
      ? decryptSecret(await keyOf(), admin.totpSecret, admin.id, 'platform')
      : null;
  }

  /** Replaces the waiting session by a signed-in one; the sign-in is in the installation's log. */
  async function completeSignIn(admin: PlatformAdminRow) {
    await adminRepo.deletePendingSessionsOf(db, admin.id);
    const token = await platformAuth.openSession(admin.id);
    await audit.record(who(admin), 'SIGN_IN', { fields: ['second_factor:totp'] });
    return token;
  }

  async function codeFailed(admin: PlatformAdminRow) {
    await audit.record(who(admin), 'SIGN_IN_FAILED', { fields: ['reason:code'] });
    return { ok: false, reason: 'invalid_code' } as const;
  }

  return {
    /** What the session's administrator has and must do; null without a session. */
    async status(request: FastifyRequest) {
      const caller = await callerOf(request);
      if (!caller) return null;
      return {
        enabled: caller.admin.totpEnabledAt !== null,
        required: config.secondFactor.required,
        step: caller.pending ?? ('signed_in' as const),
      };
    },

    /** A new secret, shown once; a confirmed second factor is not replaced (reset it first). */
    async startSetup(
      request: FastifyRequest,
    ): Promise<{ ok: true; secret: string; uri: string } | PlatformSecondFactorFailure> {
      const caller = await callerOf(request);
      if (!caller || caller.pending === 'totp') return { ok: false, reason: 'no_session' };
      const secret = newTotpSecret();
      const encrypted = encryptSecret(await keyOf(), secret, caller.admin.id, 'platform');
      if (!(await adminRepo.storeUnconfirmedSecret(db, caller.admin.id, encrypted, clock.now())))
        return { ok: false, reason: 'conflict', detail: 'second_factor' };
      return { ok: true, secret, uri: totpUri(secret, caller.admin.email, issuer) };
    },

    /** Confirms the set-up with a code; a session that waited for it becomes a sign-in. */
    async confirmSetup(
      request: FastifyRequest,
      code: string,
    ): Promise<{ ok: true; token: string | null } | PlatformSecondFactorFailure> {
      const caller = await callerOf(request);
      if (!caller || caller.pending === 'totp') return { ok: false, reason: 'no_session' };
      const { admin } = caller;
      if (admin.totpEnabledAt !== null)
        return { ok: false, reason: 'conflict', detail: 'second_factor' };
      const secret = await secretOf(admin);
      if (!secret) return { ok: false, reason: 'conflict', detail: 'no_setup' };
      const attempt = await throttle.countLoginAttempt(admin.email, request.ip, 'platform');
      if (!attempt.ok) return attempt;
      const now = clock.now();
      const step = acceptedTotpStep(secret, code, now, null);
      if (step === null || !(await adminRepo.confirmSecret(db, admin.id, step, now)))
        return codeFailed(admin);
      await audit.record(who(admin), 'SECOND_FACTOR_SET_UP', { fields: ['method:totp'] });
      await throttle.forgiveLoginAttempt(attempt, { signedIn: caller.pending !== null });
      if (caller.pending === null) return { ok: true, token: null };
      return { ok: true, token: await completeSignIn(admin) };
    },

    /** The code after the password: a right one, not used before, signs in. */
    async verifyCode(
      request: FastifyRequest,
      code: string,
    ): Promise<{ ok: true; token: string; admin: PlatformAdminRow } | PlatformSecondFactorFailure> {
      const caller = await callerOf(request);
      if (!caller || caller.pending !== 'totp') return { ok: false, reason: 'no_session' };
      const { admin } = caller;
      if (admin.totpEnabledAt === null) return { ok: false, reason: 'no_session' };
      const attempt = await throttle.countLoginAttempt(admin.email, request.ip, 'platform');
      if (!attempt.ok) return attempt;
      const secret = await secretOf(admin);
      const step = secret ? acceptedTotpStep(secret, code, clock.now(), admin.totpLastStep) : null;
      if (step === null || !(await adminRepo.takeStep(db, admin.id, step)))
        return codeFailed(admin);
      await throttle.forgiveLoginAttempt(attempt, { signedIn: true });
      return { ok: true, token: await completeSignIn(admin), admin };
    },
  };
}

export type PlatformSecondFactor = ReturnType<typeof createPlatformSecondFactor>;
