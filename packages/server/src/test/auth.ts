import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { systemClock, type StaffRole } from '../http/types';
import { createStaffAccountsService } from '../modules/users/service';
import { XHR } from './app';

/** Creates a staff account with `role` and signs in; returns the `cookie` header value. */
export async function signIn(app: FastifyInstance, db: Db, role: StaffRole): Promise<string> {
  const email = `${role.toLowerCase()}-${randomBytes(4).toString('hex')}@archive.test`;
  const password = `Test-${randomBytes(9).toString('base64url')}`;
  await createStaffAccountsService({ db, clock: systemClock }).create({ email, password, role });
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', headers: XHR, payload: { email, password } });
  if (res.statusCode !== 204) throw new Error(`signIn failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies[0];
  if (!cookie) throw new Error('signIn: no session cookie');
  return `${cookie.name}=${cookie.value}`;
}
