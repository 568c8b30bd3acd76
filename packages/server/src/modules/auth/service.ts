import { createHash, randomBytes } from 'node:crypto';
import { isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { STAFF_ROLES, type StaffRole } from '@lesesaal/domain/staff/schema';
import type { AppContext } from '../../http/types';
import { dummyPasswordHash, verifyPassword } from './passwords';
import {
  clearCounter,
  deleteEndedCounters,
  hitCounter,
  isLiveCounter,
  undoHit,
} from '../rate-limits';
import { createAuditService } from '../audit';
import * as repo from './repository';

export const IDLE_TIMEOUT_MS = 8 * 60 * 60_000;
export const ABSOLUTE_LIFETIME_MS = 24 * 60 * 60_000;
/** last_seen_at is refreshed at most this often, to spare writes. */
export const TOUCH_INTERVAL_MS = 60_000;
/**
 * Login throttling (docs/decisions/staff-sign-in.md). Failed logins in
 * one fixed window, per (account, client address) pair, per client address across accounts,
 * and per account from addresses it has not signed in from lately. An address is "known" to
 * an account for `knownAddressDays` after a successful login from it; from a known address
 * only the pair and address limits apply, so an attacker guessing from many addresses can
 * slow the account down for strangers but never lock its owner out at the owner's desk.
 */
export const LOGIN_LIMITS = {
  perAccountAndAddress: 10,
  perAddress: 50,
  perAccountFromUnknownAddresses: 100,
  windowMinutes: 15,
  knownAddressDays: 30,
} as const;
const LOGIN_COUNTER_PREFIX = 'login:';

/** The signed-in staff account. `role` is null when its role may not use the staff interface. */
export interface StaffIdentity {
  accountId: number;
  email: string;
  role: StaffRole | null;
  /** `directory`: the account belongs to the directory (it has no password to sign in with) */
  signInMethod: 'local' | 'directory';
}

/** The counter keys of one sign-in attempt (opaque to callers). */
export interface LoginAttemptKeys {
  pair: string;
  address: string;
  account: string;
  known: string;
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

/** `__Host-` prefixed on https: the browser then insists on Secure, Path=/ and no Domain. */
export function sessionCookieName(publicUrl: string): string {
  return publicUrl.startsWith('https:') ? '__Host-lesesaal_session' : 'lesesaal_session';
}

/** Only this hash of a session token is stored: a leaked table does not sign anybody in. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The client address as the limits see it: an IPv6 address by its /64 network (one
 * subscriber usually holds a whole /64, so counting single addresses would give an attacker
 * 2^64 fresh budgets), an IPv4-mapped IPv6 address as the IPv4 address.
 */
export function clientAddressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.split('%')[0]!.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => (g.includes('.') ? g : g.replace(/^0+(?=.)/, '')))
    .join(':')}::/64`;
}

/** Counter keys that hold an e-mail address and a client address are stored hashed. */
function pairKey(email: string, address: string): string {
  return createHash('sha256').update(`${email}\n${address}`).digest('base64url');
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
export function createAuthService(ctx: Pick<AppContext, 'db' | 'clock' | 'config'>) {
  const { db, clock, config } = ctx;
  const audit = createAuditService(ctx);
  const secure = config.publicUrl.startsWith('https:');
  const cookieName = sessionCookieName(config.publicUrl);
  // Hash the dummy once now, so the first login with an unknown e-mail is not faster.
  void dummyPasswordHash().catch(() => undefined);

  function tokenOf(request: FastifyRequest): string | undefined {
    const token = request.cookies?.[cookieName];
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

  /**
   * Counts a sign-in attempt (a password or a code) against the limits before it is
   * checked: parallel guesses each take a count, so none slips past a limit.
   */
  async function countLoginAttempt(
    email: string,
    ip: string,
  ): Promise<
    | { ok: true; keys: LoginAttemptKeys }
    | { ok: false; reason: 'rate_limited'; retryAfterSeconds: number }
  > {
    const now = clock.now();
    const address = clientAddressKey(ip);
    const pair = pairKey(email.trim().toLowerCase(), address);
    const keys: LoginAttemptKeys = {
      pair: `${LOGIN_COUNTER_PREFIX}pair:${pair}`,
      address: `${LOGIN_COUNTER_PREFIX}ip:${address}`,
      account: `${LOGIN_COUNTER_PREFIX}account:${email.trim().toLowerCase()}`,
      known: `${LOGIN_COUNTER_PREFIX}known:${pair}`,
    };
    const known = await isLiveCounter(db, keys.known, now);
    const counters = [
      {
        state: await hitCounter(db, keys.pair, now, LOGIN_LIMITS.windowMinutes),
        limit: LOGIN_LIMITS.perAccountAndAddress,
      },
      {
        state: await hitCounter(db, keys.address, now, LOGIN_LIMITS.windowMinutes),
        limit: LOGIN_LIMITS.perAddress,
      },
      {
        state: await hitCounter(db, keys.account, now, LOGIN_LIMITS.windowMinutes),
        // The owner's known address is not held back by guesses from elsewhere.
        limit: known ? Number.POSITIVE_INFINITY : LOGIN_LIMITS.perAccountFromUnknownAddresses,
      },
    ];
    const exceeded = counters.filter((c) => c.state.count > c.limit);
    if (exceeded.length === 0) return { ok: true, keys };
    const until = Math.max(...exceeded.map((c) => c.state.resetAt.getTime()));
    return {
      ok: false,
      reason: 'rate_limited',
      retryAfterSeconds: Math.max(1, Math.ceil((until - now.getTime()) / 1000)),
    };
  }

  /**
   * Only failures count: takes a successful attempt back from the address and the account.
   * The account's count from other addresses stays: an attack from elsewhere goes on being
   * slowed after the owner signs in. `signedIn` (the last step succeeded): the pair's
   * failures are forgotten and the address becomes (or stays) known to the account.
   */
  async function forgiveLoginAttempt(
    attempt: { keys: LoginAttemptKeys },
    options: { signedIn: boolean },
  ): Promise<void> {
    const now = clock.now();
    const { keys } = attempt;
    await undoHit(db, keys.address, now);
    await undoHit(db, keys.account, now);
    if (!options.signedIn) return;
    await clearCounter(db, keys.pair);
    await clearCounter(db, keys.known);
    await hitCounter(db, keys.known, now, LOGIN_LIMITS.knownAddressDays * 24 * 60);
    await deleteEndedCounters(db, LOGIN_COUNTER_PREFIX, now);
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
      return {
        accountId: session.accountId,
        email: session.email,
        role: usableRole(session.role),
        signInMethod: session.oidcSubject === null ? 'local' : 'directory',
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
        await audit.recordEvent(account ? who(account) : UNKNOWN_ACCOUNT, {
          action: 'SIGN_IN_FAILED',
          route: LOGIN_ROUTE,
          fields: [
            'method:local',
            `reason:${!account ? 'unknown_account' : account.disabled ? 'disabled' : 'password'}`,
          ],
          entityId: account ? String(account.id) : null,
        });
        return { ok: false, reason: 'invalid_credentials' };
      }

      const pending =
        account.totpEnabledAt !== null
          ? ('totp' as const)
          : config.secondFactor.required
            ? ('totp_setup' as const)
            : null;
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

    /** Ends the request's session on the server (the cookie alone is worthless afterwards). */
    async logout(request: FastifyRequest): Promise<void> {
      const token = tokenOf(request);
      if (token) await repo.deleteSession(db, hashSessionToken(token));
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
