import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { STAFF_ROLES, type StaffRole } from '@lesesaal/domain/staff/schema';
import type { AppContext } from '../../http/types';
import { dummyPasswordHash, verifyPassword } from '../passwords';
import { createAuditService } from '../audit';
import { createLoginThrottle } from './login-throttle';
import { sessionCookieOf, setSessionCookie, type ServedRequest } from './session-cookie';
import * as repo from './repository';
import { endStaffSession } from './support-repository';

export { LOGIN_LIMITS, clientAddressKey, type LoginAttemptKeys } from './login-throttle';

export const IDLE_TIMEOUT_MS = 8 * 60 * 60_000;
export const ABSOLUTE_LIFETIME_MS = 24 * 60 * 60_000;
/** last_seen_at is refreshed at most this often, to spare writes. */
export const TOUCH_INTERVAL_MS = 60_000;
/** The signed-in staff account. `role` is null when its role may not use the staff interface. */
export interface StaffIdentity {
  accountId: number;
  email: string;
  role: StaffRole | null;
  /** `directory`: the account belongs to the directory (it has no password to sign in with) */
  signInMethod: 'local' | 'directory';
  /** a platform administrator's support account (its session is a support session) */
  support: boolean;
}

/** How long a session waits for its second step (the code, or a second factor's set-up). */
export const PENDING_LIFETIME_MS = 10 * 60_000;
export const LOGIN_ROUTE = 'POST /api/auth/login';
/** The audit log's "who" of a failed sign-in with an e-mail no account has: never the text typed. */
const UNKNOWN_ACCOUNT = { accountId: 0, email: '' };
const who = (account: { id: number; email: string }) => ({
  accountId: account.id,
  email: account.email,
});

export type LoginResult =
  | {
      ok: true;
      token: string;
      accountId: number;
      email: string;
      /** null: signed in; else the session waits for the code or the second factor's set-up */
      pending: 'totp' | 'totp_setup' | null;
    }
  | { ok: false; reason: 'invalid_credentials' }
  | { ok: false; reason: 'rate_limited'; retryAfterSeconds: number };

/** Only this hash of a session token is stored: a leaked table does not sign anybody in. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The audit entry of a refused password: which account (if any) and why, never the typed e-mail. */
function failedSignIn(account: repo.StaffAccountRow | undefined) {
  const reason = !account ? 'unknown_account' : account.disabled ? 'disabled' : 'password';
  return {
    action: 'SIGN_IN_FAILED' as const,
    route: LOGIN_ROUTE,
    fields: ['method:local', `reason:${reason}`],
    entityId: account ? String(account.id) : null,
  };
}

/** What a right password leads to: the code, a second factor's set-up, or (null) the sign-in. */
function secondStepOf(
  account: repo.StaffAccountRow,
  required: boolean,
): 'totp' | 'totp_setup' | null {
  if (account.totpEnabledAt !== null) return 'totp';
  return required ? 'totp_setup' : null;
}

/** 16 random bytes in base64url. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** The role if the staff interface knows it, else null (shown as `permissionerror`). */
export function usableRole(role: string): StaffRole | null {
  return (STAFF_ROLES as readonly string[]).includes(role) ? (role as StaffRole) : null;
}

/**
 * Staff sign-in and sessions. Sessions and failure counters live in the
 * database, so any instance serves any request. Time comes from the clock only.
 */
export function createAuthService(ctx: Pick<AppContext, 'db' | 'clock' | 'config' | 'archiveId'>) {
  const { db, clock, config } = ctx;
  const audit = createAuditService(ctx);
  const { countLoginAttempt, forgiveLoginAttempt } = createLoginThrottle(ctx);
  // Hash the dummy once now, so the first login with an unknown e-mail is not faster.
  void dummyPasswordHash().catch(() => undefined);

  function tokenOf(request: FastifyRequest): string | undefined {
    const token = request.cookies?.[sessionCookieOf(config.publicUrl, request).name];
    return token && TOKEN_PATTERN.test(token) ? token : undefined;
  }

  /**
   * A new session with a fresh token for the account (after any sign-in). Housekeeping on
   * the rare sign-in: the replaced session and the account's dead sessions go. `pending`:
   * the session waits for the second step, for `PENDING_LIFETIME_MS` at most.
   */
  async function openSession(
    accountId: number,
    previousSessionKey?: string,
    pending?: 'totp' | 'totp_setup',
  ): Promise<string> {
    const now = clock.now();
    const token = randomBytes(16).toString('base64url');
    await repo.insertSession(db, {
      tokenHash: hashSessionToken(token),
      accountId,
      now,
      expiresAt: new Date(now.getTime() + (pending ? PENDING_LIFETIME_MS : ABSOLUTE_LIFETIME_MS)),
      ...(pending ? { pendingStep: pending } : {}),
    });
    if (previousSessionKey) await repo.deleteSession(db, previousSessionKey);
    await repo.deleteDeadSessionsOf(db, accountId, now, new Date(now.getTime() - IDLE_TIMEOUT_MS));
    return token;
  }

  return {
    /** Sets (a token) or clears (null) the session cookie of the request's archive. */
    setSessionCookie: (reply: FastifyReply, token: string | null, served?: ServedRequest) =>
      setSessionCookie(reply, config.publicUrl, token, served),

    /** The hash of the session token the request presents (whether or not it is live). */
    sessionKeyOf(request: FastifyRequest): string | undefined {
      const token = tokenOf(request);
      return token ? hashSessionToken(token) : undefined;
    },

    /** The account of the request's live session, or null; keeps an active session alive. */
    async currentStaff(request: FastifyRequest): Promise<StaffIdentity | null> {
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
      return {
        accountId: session.accountId,
        email: session.email,
        role: usableRole(session.role),
        signInMethod: session.oidcSubject === null ? 'local' : 'directory',
        support: session.support,
      };
    },

    /**
     * Checks the credentials and opens a session with a fresh token. An unknown e-mail, a
     * wrong password and a disabled account look the same, and take the same time (an
     * unknown e-mail is verified against a dummy hash). An account with a second factor (or
     * without one while STAFF_SECOND_FACTOR=required) gets a session that waits for the
     * code or the set-up and signs nobody in yet.
     */
    async login(
      credentials: { email: string; password: string },
      client: { ip: string; previousSessionKey?: string },
    ): Promise<LoginResult> {
      const email = credentials.email.trim().toLowerCase();
      const attempt = await countLoginAttempt(email, client.ip);
      if (!attempt.ok) return attempt;

      const account = await repo.findAccountByEmail(db, email);
      const passwordOk = await verifyPassword(
        account?.passwordHash ?? (await dummyPasswordHash()),
        credentials.password,
      );
      if (!account || !passwordOk || account.disabled) {
        await audit.recordEvent(account ? who(account) : UNKNOWN_ACCOUNT, failedSignIn(account));
        return { ok: false, reason: 'invalid_credentials' };
      }

      const pending = secondStepOf(account, config.secondFactor.required);
      if (pending) {
        // The password was right, but the sign-in is not done: its attempt is taken back
        // from the address and the account, while the pair's count stays until the code
        // is right (so a known password does not reset the guesses at the code).
        await forgiveLoginAttempt(attempt, { signedIn: false });
        const token = await openSession(account.id, client.previousSessionKey, pending);
        return { ok: true, token, accountId: account.id, email: account.email, pending };
      }
      await forgiveLoginAttempt(attempt, { signedIn: true });
      const token = await openSession(account.id, client.previousSessionKey);
      await audit.recordEvent(who(account), {
        action: 'SIGN_IN',
        route: LOGIN_ROUTE,
        fields: ['method:local', `role:${account.role}`, 'second_factor:none'],
      });
      return { ok: true, token, accountId: account.id, email: account.email, pending: null };
    },

    countLoginAttempt,
    forgiveLoginAttempt,
    openSession,

    /**
     * Ends the request's session on the server (the cookie alone is worthless afterwards); a
     * support account goes with its last support session (support-repository.ts).
     */
    async logout(request: FastifyRequest): Promise<void> {
      const token = tokenOf(request);
      if (token) await endStaffSession(db, hashSessionToken(token), clock.now());
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
