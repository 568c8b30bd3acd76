import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { AppContext, Clock } from '../../http/types';
import { IDLE_TIMEOUT_MS, createAuthService, hashSessionToken } from '../auth';
import { dummyPasswordHash, hashPassword, passwordProblem, verifyPassword } from '../passwords';
import { AppError } from '../../http/app-error';
import type { PendingStep } from './admin-repository';
import { createInstallationAudit } from '../installation-audit';
import * as repo from './repository';

/** The platform administrators' session cookie: only ever sent to the platform API. */
export const PLATFORM_COOKIE = 'lesesaal_platform';
export const PLATFORM_COOKIE_PATH = '/api/platform/';
/** A platform session lasts at most this long, and ends after `IDLE_TIMEOUT_MS` unused. */
export const PLATFORM_SESSION_MS = 12 * 60 * 60_000;
const TOUCH_INTERVAL_MS = 60_000;
/** 16 random bytes in base64url. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export interface PlatformIdentity {
  adminId: number;
  email: string;
  displayName: string;
}

export type PlatformLoginResult =
  | {
      ok: true;
      token: string;
      admin: PlatformIdentity;
      /** null: signed in; else the session waits for the code or the second factor's set-up */
      pending: PendingStep | null;
    }
  | { ok: false; reason: 'invalid_credentials' }
  | { ok: false; reason: 'rate_limited'; retryAfterSeconds: number };

/** How long a session waits for its second step (the staff sign-in's time). */
export const PENDING_LIFETIME_MS = 10 * 60_000;

const identityOf = (admin: repo.PlatformAdminRow): PlatformIdentity => ({
  adminId: admin.id,
  email: admin.email,
  displayName: admin.displayName,
});

/** The installation audit's reason of a refused password: never the typed e-mail. */
function failureOf(admin: repo.PlatformAdminRow | undefined, passwordOk: boolean): string {
  if (!admin) return 'reason:unknown_account';
  return admin.disabled && passwordOk ? 'reason:disabled' : 'reason:password';
}

/**
 * Platform administrators' sign-in and sessions: the staff sign-in's rules (argon2id, the
 * same throttle and limits, the same time for an unknown e-mail, only the token's hash
 * stored, a second factor whenever staff must have one: an administrator with one is asked
 * for its code, one without is asked to set it up while STAFF_SECOND_FACTOR=required), a
 * cookie of its own on the platform API's path. Every sign-in and refused one is an entry of
 * the installation's audit log.
 */
export function createPlatformAuth(ctx: Pick<AppContext, 'db' | 'clock' | 'config' | 'archiveId'>) {
  const { db, clock, config } = ctx;
  const staffAuth = createAuthService(ctx);
  const audit = createInstallationAudit(ctx);
  const secure = config.publicUrl.startsWith('https:');

  function tokenOf(request: FastifyRequest): string | undefined {
    const token = request.cookies?.[PLATFORM_COOKIE];
    return token && TOKEN_PATTERN.test(token) ? token : undefined;
  }

  /**
   * A new session with a fresh token; the replaced one and the administrator's dead ones go.
   * `pending`: it waits for the second step, `PENDING_LIFETIME_MS` at most.
   */
  async function openSession(
    adminId: number,
    previousToken?: string,
    pending?: PendingStep,
  ): Promise<string> {
    const now = clock.now();
    const token = randomBytes(16).toString('base64url');
    await repo.insertSession(db, {
      tokenHash: hashSessionToken(token),
      adminId,
      now,
      expiresAt: new Date(now.getTime() + (pending ? PENDING_LIFETIME_MS : PLATFORM_SESSION_MS)),
      pendingStep: pending ?? null,
    });
    if (previousToken) await repo.deleteSession(db, hashSessionToken(previousToken));
    await repo.deleteDeadSessionsOf(db, adminId, now, new Date(now.getTime() - IDLE_TIMEOUT_MS));
    return token;
  }

  return {
    cookieOptions: {
      path: PLATFORM_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'strict',
      secure,
    } as const,

    async login(
      credentials: { email: string; password: string },
      client: { ip: string; previousToken?: string },
    ): Promise<PlatformLoginResult> {
      const email = credentials.email.trim().toLowerCase();
      // counted apart from every archive's staff sign-in (the platform's own scope)
      const attempt = await staffAuth.countLoginAttempt(email, client.ip, 'platform');
      if (!attempt.ok) return attempt;
      const admin = await repo.findAdminByEmail(db, email);
      const passwordOk = await verifyPassword(
        admin?.passwordHash ?? (await dummyPasswordHash()),
        credentials.password,
      );
      if (!admin || !passwordOk || admin.disabled) {
        await audit.record(
          admin ? identityOf(admin) : { adminId: 0, email: '' },
          'SIGN_IN_FAILED',
          { fields: [failureOf(admin, passwordOk)] },
        );
        return { ok: false, reason: 'invalid_credentials' };
      }
      const pending =
        admin.totpEnabledAt !== null ? 'totp' : config.secondFactor.required ? 'totp_setup' : null;
      // a right password with a second step to come: the pair's count stays until the code
      await staffAuth.forgiveLoginAttempt(attempt, { signedIn: pending === null });
      const token = await openSession(admin.id, client.previousToken, pending ?? undefined);
      if (pending === null)
        await audit.record(identityOf(admin), 'SIGN_IN', { fields: ['second_factor:none'] });
      return { ok: true, token, admin: identityOf(admin), pending };
    },

    tokenOf,
    openSession,

    /** The administrator of the request's live session, or null; keeps it alive. */
    async current(request: FastifyRequest): Promise<PlatformIdentity | null> {
      const token = tokenOf(request);
      if (!token) return null;
      const now = clock.now();
      const tokenHash = hashSessionToken(token);
      const session = await repo.findLiveSession(
        db,
        tokenHash,
        now,
        new Date(now.getTime() - IDLE_TIMEOUT_MS),
      );
      if (!session) return null;
      if (now.getTime() - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS)
        await repo.touchSession(db, tokenHash, now);
      return { adminId: session.adminId, email: session.email, displayName: session.displayName };
    },

    async logout(request: FastifyRequest): Promise<void> {
      const token = tokenOf(request);
      if (token) await repo.deleteSession(db, hashSessionToken(token));
    },
  };
}

export type PlatformAuth = ReturnType<typeof createPlatformAuth>;

/**
 * A new platform administrator (the command line's `platform-admin add`): the staff
 * password rules. 400 `validation__error` [`password`] for a weak password, 409 `conflict`
 * [`email`] when the e-mail has an administrator.
 */
export async function createPlatformAdmin(
  ctx: { db: Db; clock: Clock },
  input: { email: string; displayName: string; password: string },
): Promise<PlatformIdentity> {
  const email = input.email.trim();
  if (passwordProblem(input.password, email) !== null) throw AppError.validation('password');
  const row = await repo.insertAdmin(ctx.db, {
    email,
    displayName: input.displayName.trim(),
    passwordHash: await hashPassword(input.password),
    now: ctx.clock.now(),
  });
  if (!row) throw AppError.conflict('conflict', ['email']);
  return { adminId: row.id, email: row.email, displayName: row.displayName };
}
