import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffAccount } from '@lesesaal/domain/staff/schema';
import { rowsOf } from '../../db/client';
import { createTestApp, XHR, type TestApp } from '../../test/app';
import { createStaffSession, signIn, type StaffSession } from '../../test/auth';
import { TEST_DRIVERS } from '../../test/databases';

const GOOD_PASSWORD = 'Lange-Passphrase-42';

describe.each(TEST_DRIVERS)('staff accounts API on %s', (driver) => {
  let t: TestApp;
  let admin: StaffSession;
  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = await createStaffSession(t.app, t.database.db, 'ADMIN');
  });
  afterAll(async () => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    cookie = admin.cookie,
  ) => t.app.inject({ method, url, headers: { ...XHR, cookie }, ...(payload ? { payload } : {}) });
  const create = async (email: string, role = 'REPORTS', password = GOOD_PASSWORD) => {
    const res = await call('POST', '/api/admin/users', { email, password, role });
    expect(res.statusCode).toBe(201);
    return res.json<StaffAccount>();
  };
  const login = (email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: XHR,
      payload: { email, password },
    });
  const meStatus = async (cookie: string) =>
    (await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).statusCode;

  it('creates, lists, changes and deletes accounts', async () => {
    const created = await create('leser@archive.test');
    expect(created).toEqual({
      id: expect.any(Number),
      email: 'leser@archive.test',
      role: 'REPORTS',
      disabled: false,
      createdAt: expect.any(String),
      roleSource: 'LOCAL',
      roleGroup: null,
      secondFactor: false,
      directoryLinkUntil: null,
      support: false,
    });
    expect(new Date(created.createdAt).toISOString()).toBe(created.createdAt);

    const list = await call('GET', '/api/admin/users');
    expect(list.statusCode).toBe(200);
    const body = list.json<{ content: StaffAccount[]; totalCount: number }>();
    expect(body.totalCount).toBe(body.content.length);
    expect(body.content).toContainEqual(created);
    expect(list.body).not.toMatch(/password|argon2/i);

    const changed = await call('PUT', `/api/admin/users/${created.id}`, {
      role: 'ADMIN',
      disabled: true,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id: created.id, role: 'ADMIN', disabled: true });

    expect((await call('DELETE', `/api/admin/users/${created.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/admin/users/${created.id}`)).json()).toEqual({
      error: 'not_found',
      payload: ['account'],
    });
    expect(
      (await call('PUT', `/api/admin/users/${created.id}`, { disabled: false })).statusCode,
    ).toBe(404);
  });

  it('stores passwords as argon2id hashes and lets the new account sign in', async () => {
    const created = await create('hashed@archive.test');
    const rows = rowsOf<{ password_hash: string }>(
      await t.database.db.execute(
        sql`SELECT password_hash FROM staff_accounts WHERE id = ${created.id}`,
      ),
    );
    expect(rows[0]!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await login('HASHED@archive.test', GOOD_PASSWORD)).statusCode).toBe(204);
  });

  it('refuses a duplicate e-mail regardless of case', async () => {
    await create('dup@archive.test');
    const again = await call('POST', '/api/admin/users', {
      email: ' DUP@Archive.test ',
      password: GOOD_PASSWORD,
      role: 'REPORTS',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'conflict', payload: ['email'] });
  });

  it('refuses short and common passwords, and the e-mail as password, on create and change', async () => {
    const target = await create('policy@archive.test');
    for (const password of [
      'short-1',
      'password1234',
      'Administrator',
      'Passwort2024!!',
      '123456789012',
      'qwertzuiopasdf',
      'policy@archive.test',
    ]) {
      // Same e-mail as `target`: a password that passed would answer 409 instead of 400.
      const created = await call('POST', '/api/admin/users', {
        email: 'policy@archive.test',
        password,
        role: 'REPORTS',
      });
      expect({ password, status: created.statusCode, body: created.json() }).toEqual({
        password,
        status: 400,
        body: { error: 'validation__error', payload: ['body.password'] },
      });
      const changed = await call('PUT', `/api/admin/users/${target.id}`, { password });
      expect({ password, status: changed.statusCode, body: changed.json() }).toEqual({
        password,
        status: 400,
        body: { error: 'validation__error', payload: ['body.password'] },
      });
    }
    expect((await login('policy@archive.test', GOOD_PASSWORD)).statusCode).toBe(204);
  });

  it('answers bad input with 400 and the failing fields, and a malformed id with 400', async () => {
    const res = await call('POST', '/api/admin/users', {
      email: 'not-an-e-mail',
      password: GOOD_PASSWORD,
      role: 'OWNER',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().payload).toEqual(expect.arrayContaining(['body.email', 'body.role']));
    expect((await call('PUT', '/api/admin/users/abc', { disabled: true })).statusCode).toBe(400);
    expect((await call('DELETE', '/api/admin/users/99999999999')).statusCode).toBe(400);
  });

  it('does not let an admin disable, demote or delete themself', async () => {
    for (const [method, payload] of [
      ['PUT', { role: 'REPORTS' }],
      ['PUT', { disabled: true }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(method, `/api/admin/users/${admin.accountId}`, payload);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: 'conflict', payload: ['self'] });
    }
    expect((await call('GET', '/api/admin/users')).json().content).toContainEqual(
      expect.objectContaining({ id: admin.accountId, role: 'ADMIN', disabled: false }),
    );
  });

  it('ends the sessions of an account that is disabled, and lets it in again once enabled', async () => {
    const reports = await createStaffSession(t.app, t.database.db, 'REPORTS');
    expect(await meStatus(reports.cookie)).toBe(200);
    await call('PUT', `/api/admin/users/${reports.accountId}`, { disabled: true });
    expect(await meStatus(reports.cookie)).toBe(401);
    expect((await login(reports.email, reports.password)).statusCode).toBe(401);
    await call('PUT', `/api/admin/users/${reports.accountId}`, { disabled: false });
    expect((await login(reports.email, reports.password)).statusCode).toBe(204);
    // Enabling does not bring the old session back.
    expect(await meStatus(reports.cookie)).toBe(401);
  });

  it('ends the sessions of an account whose password an admin changes', async () => {
    const reports = await createStaffSession(t.app, t.database.db, 'REPORTS');
    const res = await call('PUT', `/api/admin/users/${reports.accountId}`, {
      password: 'Neue-Passphrase-43',
    });
    expect(res.statusCode).toBe(200);
    expect(await meStatus(reports.cookie)).toBe(401);
    expect((await login(reports.email, reports.password)).statusCode).toBe(401);
    expect((await login(reports.email, 'Neue-Passphrase-43')).statusCode).toBe(204);
  });

  it('keeps the current session of an admin who changes their own password, but ends their others', async () => {
    const self = await createStaffSession(t.app, t.database.db, 'ADMIN');
    const elsewhere = await login(self.email, self.password);
    const otherCookie = `${elsewhere.cookies[0]!.name}=${elsewhere.cookies[0]!.value}`;
    const res = await call(
      'PUT',
      `/api/admin/users/${self.accountId}`,
      { password: 'Eigene-Passphrase-44' },
      self.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(await meStatus(self.cookie)).toBe(200);
    expect(await meStatus(otherCookie)).toBe(401);
  });

  it('keeps staff accounts away from the REPORTS role and from strangers', async () => {
    const reports = await signIn(t.app, t.database.db, 'REPORTS');
    for (const [method, url] of [
      ['GET', '/api/admin/users'],
      ['POST', '/api/admin/users'],
      ['PUT', `/api/admin/users/${admin.accountId}`],
      ['DELETE', `/api/admin/users/${admin.accountId}`],
    ] as const) {
      const denied = await call(
        method,
        url,
        method === 'POST' || method === 'PUT' ? { role: 'ADMIN' } : undefined,
        reports,
      );
      expect({ method, url, status: denied.statusCode, body: denied.json() }).toEqual({
        method,
        url,
        status: 403,
        body: { error: 'http__access_denied_exception' },
      });
      const stranger = await t.app.inject({ method, url, headers: XHR });
      expect(stranger.statusCode).toBe(401);
    }
  });

  it('describes the staff account routes in the OpenAPI document', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/admin/users',
        '/api/admin/users/{id}',
        '/api/admin/users/role-preview',
        '/api/auth/me',
      ]),
    );
    expect(doc.paths['/api/admin/users'].post.tags).toEqual(['staff accounts']);
    expect(Object.keys(doc.paths['/api/admin/users/role-preview'].post.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403']),
    );
  });

  it('previews no role while no directory is configured', async () => {
    const res = await call('POST', '/api/admin/users/role-preview', {
      groups: ['lesesaal-admins'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ role: null, group: null });
  });
});
