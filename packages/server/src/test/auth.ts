import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { systemClock, type StaffRole } from '../http/types';
import { createStaffAccountsService } from '../modules/staff-accounts';
import { XHR } from './app';

export interface StaffSession {
  /** value for a `cookie` request header */
  cookie: string;
  accountId: number;
  email: string;
  password: string;
}

/**
 * Creates a staff account with `role` (a unique e-mail `<role>-<random>@archive.test`) and
 * signs it in through `POST /api/auth/login`.
 */
export async function createStaffSession(
  app: FastifyInstance,
  db: Db,
  role: StaffRole,
): Promise<StaffSession> {
  const email = `${role.toLowerCase()}-${randomBytes(4).toString('hex')}@archive.test`;
  const password = `Test-${randomBytes(12).toString('base64url')}`;
  const account = await createStaffAccountsService({ db, clock: systemClock }).create({
    email,
    password,
    role,
  });
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: XHR,
    payload: { email, password },
  });
  if (res.statusCode !== 204) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies[0];
  if (!cookie) throw new Error('sign-in: no session cookie');
  return { cookie: `${cookie.name}=${cookie.value}`, accountId: account.id, email, password };
}

/**
 * Creates a staff account with `role` and signs in; returns the `cookie` header value:
 * `app.inject({ url, headers: { ...XHR, cookie: await signIn(t.app, t.database.db, 'ADMIN') } })`.
 */
export async function signIn(app: FastifyInstance, db: Db, role: StaffRole): Promise<string> {
  return (await createStaffSession(app, db, role)).cookie;
}
