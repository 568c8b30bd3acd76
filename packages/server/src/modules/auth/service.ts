import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { STAFF_ROLES, type StaffRole } from '@lesesaal/domain/staff/schema';
import type { AppContext } from '../../http/types';
import { dummyPasswordHash, verifyPassword } from './passwords';
import { clearCounter, deleteEndedCounters, hitCounter, undoHit } from './rate-limit';
import * as repo from './repository';

export const IDLE_TIMEOUT_MS = 8 * 60 * 60_000;
export const ABSOLUTE_LIFETIME_MS = 24 * 60 * 60_000;
/** last_seen_at is refreshed at most this often, to spare writes. */
export const TOUCH_INTERVAL_MS = 60_000;
/** Failed logins allowed per e-mail address and per IP address in one window. */
export const LOGIN_LIMITS = { perAccount: 10, perIp: 50, windowMinutes: 15 } as const;
const LOGIN_COUNTER_PREFIX = 'login:';

/** The signed-in staff account. `role` is null when its role may not use the staff interface. */
export interface StaffIdentity {
  accountId: number;
  email: string;
  role: StaffRole | null;
}

export type LoginResult =
  | { ok: true; token: string }
  | { ok: false; reason: 'invalid_credentials' }
  | { ok: false; reason: 'rate_limited'; retryAfterSeconds: number };

/** `__Host-` prefixed on https: the browser then insists on Secure, Path=/ and no Domain. */
export function sessionCookieName(publicUrl: string): string {
  return publicUrl.startsWith('https:') ? '__Host-lesesaal_session' : 'lesesaal_session';
}

/** Only this hash of a session token is stored: a leaked table does not sign anybody in. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** 16 random bytes in base64url. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** The role if the staff interface knows it, else null (shown as `permissionerror`). */
export function usableRole(role: string): StaffRole | null {
  return (STAFF_ROLES as readonly string[]).includes(role) ? (role as StaffRole) : null;
}

/**
 * Staff sign-in and sessions (DESIGN.md §4). Sessions and failure counters live in the
 * database, so any instance serves any request. Time comes from the clock only.
 */
export function createAuthService(ctx: Pick<AppContext, 'db' | 'clock' | 'config'>) {
  const { db, clock, config } = ctx;
  const secure = config.publicUrl.startsWith('https:');
  const cookieName = sessionCookieName(config.publicUrl);
  // Hash the dummy once now, so the first login with an unknown e-mail is not faster.
  void dummyPasswordHash().catch(() => undefined);

  function tokenOf(request: FastifyRequest): string | undefined {
    const token = request.cookies?.[cookieName];
    return token && TOKEN_PATTERN.test(token) ? token : undefined;
  }

  return {
    cookieName,
    cookieOptions: { path: '/', httpOnly: true, sameSite: 'strict', secure } as const,

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
      return { accountId: session.accountId, email: session.email, role: usableRole(session.role) };
    },

    /**
     * Checks the credentials and opens a session with a fresh token. An unknown e-mail, a
     * wrong password and a disabled account look the same, and take the same time (an
     * unknown e-mail is verified against a dummy hash).
     */
    async login(
      credentials: { email: string; password: string },
      client: { ip: string; previousSessionKey?: string },
    ): Promise<LoginResult> {
      const now = clock.now();
      const email = credentials.email.trim().toLowerCase();
      const accountKey = `${LOGIN_COUNTER_PREFIX}account:${email}`;
      const ipKey = `${LOGIN_COUNTER_PREFIX}ip:${client.ip}`;
      // Count the attempt before the (slow) password check: parallel guesses each take a
      // count, so none slips past the limit. A success takes its count back below.
      const counters = [
        {
          state: await hitCounter(db, accountKey, now, LOGIN_LIMITS.windowMinutes),
          limit: LOGIN_LIMITS.perAccount,
        },
        {
          state: await hitCounter(db, ipKey, now, LOGIN_LIMITS.windowMinutes),
          limit: LOGIN_LIMITS.perIp,
        },
      ];
      const exceeded = counters.filter((c) => c.state.count > c.limit);
      if (exceeded.length > 0) {
        const until = Math.max(...exceeded.map((c) => c.state.resetAt.getTime()));
        return {
          ok: false,
          reason: 'rate_limited',
          retryAfterSeconds: Math.max(1, Math.ceil((until - now.getTime()) / 1000)),
        };
      }

      const account = await repo.findAccountByEmail(db, email);
      const passwordOk = await verifyPassword(
        account?.passwordHash ?? (await dummyPasswordHash()),
        credentials.password,
      );
      if (!account || !passwordOk || account.disabled)
        return { ok: false, reason: 'invalid_credentials' };

      // Only failures count: forget the account's failures, take this attempt back from the IP.
      await clearCounter(db, accountKey);
      await undoHit(db, ipKey, now);
      const token = randomBytes(16).toString('base64url');
      await repo.insertSession(db, {
        tokenHash: hashSessionToken(token),
        accountId: account.id,
        now,
        expiresAt: new Date(now.getTime() + ABSOLUTE_LIFETIME_MS),
      });
      // Housekeeping on the rare successful login: the replaced session, dead sessions of
      // this account, ended failure counters.
      if (client.previousSessionKey) await repo.deleteSession(db, client.previousSessionKey);
      await repo.deleteDeadSessionsOf(
        db,
        account.id,
        now,
        new Date(now.getTime() - IDLE_TIMEOUT_MS),
      );
      await deleteEndedCounters(db, LOGIN_COUNTER_PREFIX, now);
      return { ok: true, token };
    },

    /** Ends the request's session on the server (the cookie alone is worthless afterwards). */
    async logout(request: FastifyRequest): Promise<void> {
      const token = tokenOf(request);
      if (token) await repo.deleteSession(db, hashSessionToken(token));
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
