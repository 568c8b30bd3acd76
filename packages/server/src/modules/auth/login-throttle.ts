import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import type { AppContext } from '../../http/types';
import {
  clearCounter,
  deleteEndedCounters,
  hitCounter,
  isLiveCounter,
  undoHit,
} from '../../rate-limits';

/**
 * Login throttling (docs/decisions/staff-sign-in.md). Failed logins in
 * one fixed window, per (account, client address) pair, per client address across accounts,
 * and per account from addresses it has not signed in from lately. An address is "known" to
 * an account for `knownAddressDays` after a successful login from it; from a known address
 * only the pair and address limits apply, so an attacker guessing from many addresses can
 * slow the account down for strangers but never lock its owner out at the owner's desk.
 *
 * Everything is counted and remembered per archive (the one the throttle is built for): an
 * e-mail is an account of one archive only — another archive's staff account with the same
 * address is somebody else's, whose sign-in must not forgive or mark as known anything here
 * — and failures in one archive never hold back the same client address in another. The
 * platform's sign-in counts in a scope of its own.
 */
export const LOGIN_LIMITS = {
  perAccountAndAddress: 10,
  perAddress: 50,
  perAccountFromUnknownAddresses: 100,
  windowMinutes: 15,
  knownAddressDays: 30,
} as const;
const LOGIN_COUNTER_PREFIX = 'login:';

/** Where a sign-in attempt counts: the request's archive, or the platform's own sign-in. */
export type LoginThrottleScope = { archiveId: number } | 'platform';

/** The key part of a scope: `a<archive id>:` or `platform:`. */
function scopePart(scope: LoginThrottleScope): string {
  return scope === 'platform' ? 'platform:' : `a${scope.archiveId}:`;
}

/** The counter keys of one sign-in attempt (opaque to callers). */
export interface LoginAttemptKeys {
  pair: string;
  address: string;
  account: string;
  known: string;
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

/**
 * The sign-in throttle shared by every step that checks a secret (password, code): an
 * attempt is counted before the check and taken back when it succeeds.
 */
export function createLoginThrottle({
  db,
  clock,
  archiveId,
}: Pick<AppContext, 'db' | 'clock' | 'archiveId'>) {
  /**
   * Counts a sign-in attempt (a password or a code) against the limits before it is
   * checked: parallel guesses each take a count, so none slips past a limit. Counted in the
   * request's archive unless `scope` says otherwise (the platform's sign-in).
   */
  async function countLoginAttempt(
    email: string,
    ip: string,
    scope: LoginThrottleScope = { archiveId },
  ): Promise<
    | { ok: true; keys: LoginAttemptKeys }
    | { ok: false; reason: 'rate_limited'; retryAfterSeconds: number }
  > {
    const now = clock.now();
    const address = clientAddressKey(ip);
    const pair = pairKey(email.trim().toLowerCase(), address);
    const prefix = `${LOGIN_COUNTER_PREFIX}${scopePart(scope)}`;
    const keys: LoginAttemptKeys = {
      pair: `${prefix}pair:${pair}`,
      address: `${prefix}ip:${address}`,
      account: `${prefix}account:${email.trim().toLowerCase()}`,
      known: `${prefix}known:${pair}`,
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

  return { countLoginAttempt, forgiveLoginAttempt };
}
