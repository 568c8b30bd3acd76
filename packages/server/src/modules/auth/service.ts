import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import type { AppContext, StaffRole } from '../../http/types';
import { dummyPasswordHash, verifyPassword } from './passwords';
import { clearCounter, hitCounter, readCounter } from './rate-limit';
import * as repo from './repository';

export const IDLE_TIMEOUT_MS = 8 * 60 * 60_000;
export const ABSOLUTE_LIFETIME_MS = 24 * 60 * 60_000;
/** last_seen_at is refreshed at most this often, to spare writes. */
const TOUCH_INTERVAL_MS = 60_000;
export const LOGIN_LIMITS = { perAccount: 10, perIp: 50, windowMinutes: 15 } as const;

export interface StaffIdentity {
  accountId: number;
  email: string;
  role: StaffRole;
}

export function sessionCookieName(publicUrl: string): string {
  return publicUrl.startsWith('https:') ? '__Host-lesesaal_session' : 'lesesaal_session';
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Staff sign-in and sessions (DESIGN.md §4). Sessions live in the database: any instance serves them. */
export function createAuthService(ctx: Pick<AppContext, 'db' | 'clock' | 'config'>) {
  const { db, clock, config } = ctx;
  const cookieName = sessionCookieName(config.publicUrl);

  function tokenOf(request: FastifyRequest): string | undefined {
    const token = request.cookies?.[cookieName];
    return token && token.length <= 64 ? token : undefined;
  }

  return {
    cookieName,
    secureCookie: config.publicUrl.startsWith('https:'),

    async currentStaff(request: FastifyRequest): Promise<StaffIdentity | null> {
      const token = tokenOf(request);
      if (!token) return null;
      const now = clock.now();
      const tokenHash = hashToken(token);
      const session = await repo.findLiveSession(db, tokenHash, now, new Date(now.getTime() - IDLE_TIMEOUT_MS));
      if (!session) return null;
      if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) await repo.touchSession(db, tokenHash, now);
      return { accountId: session.accountId, email: session.email, role: session.role as StaffRole };
    },

    /** Returns a fresh session token, or throws 401 (same answer for every failure) / 429. */
    async login(email: string, password: string, ip: string): Promise<string> {
      const now = clock.now();
      const accountKey = `login:account:${email.toLowerCase()}`;
      const ipKey = `login:ip:${ip}`;
      if (
        (await readCounter(db, accountKey, now)) >= LOGIN_LIMITS.perAccount ||
        (await readCounter(db, ipKey, now)) >= LOGIN_LIMITS.perIp
      ) {
        throw new AppError('too_many_requests', 429);
      }
      const account = await repo.findAccountByEmail(db, email);
      const ok = account
        ? await verifyPassword(account.passwordHash, password)
        : (await verifyPassword(await dummyPasswordHash(), password), false);
      if (!account || !ok || account.disabled) {
        await hitCounter(db, accountKey, now, LOGIN_LIMITS.windowMinutes);
        await hitCounter(db, ipKey, now, LOGIN_LIMITS.windowMinutes);
        throw new AppError('auth__invalid_credentials', 401);
      }
      await clearCounter(db, accountKey);
      const token = randomBytes(16).toString('base64url');
      await repo.insertSession(db, {
        tokenHash: hashToken(token),
        accountId: account.id,
        now,
        expiresAt: new Date(now.getTime() + ABSOLUTE_LIFETIME_MS),
      });
      return token;
    },

    async logout(request: FastifyRequest): Promise<void> {
      const token = tokenOf(request);
      if (token) await repo.deleteSession(db, hashToken(token));
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
