import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, XHR, type TestApp } from '../../test/app';
import { signIn } from '../../test/auth';
import { TEST_DRIVERS } from '../../test/databases';
import { runUserCommand } from '../../cli';
import { createStaffAccountsService } from './service';

describe.each(TEST_DRIVERS)('staff accounts API on %s', (driver) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = await signIn(t.app, t.database.db, 'ADMIN');
  });
  afterAll(async () => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = admin) =>
    t.app.inject({ method, url, headers: { ...XHR, cookie }, ...(payload ? { payload } : {}) });

  it('creates, lists, changes and deletes accounts', async () => {
    const created = await call('POST', '/api/admin/users', { email: 'leser@archive.test', password: 'Lange-Passphrase-42', role: 'REPORTS' });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    expect(created.json()).toMatchObject({ email: 'leser@archive.test', role: 'REPORTS', disabled: false });
    expect(created.body).not.toContain('passwordHash');

    const list = await call('GET', '/api/admin/users');
    expect(list.json().content.map((a: { email: string }) => a.email)).toContain('leser@archive.test');

    const changed = await call('PUT', `/api/admin/users/${id}`, { role: 'ADMIN', disabled: true });
    expect(changed.json()).toMatchObject({ role: 'ADMIN', disabled: true });

    expect((await call('DELETE', `/api/admin/users/${id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/admin/users/${id}`)).statusCode).toBe(404);
  });

  it('refuses a duplicate e-mail regardless of case', async () => {
    await call('POST', '/api/admin/users', { email: 'dup@archive.test', password: 'Lange-Passphrase-42', role: 'REPORTS' });
    const again = await call('POST', '/api/admin/users', { email: 'DUP@archive.test', password: 'Lange-Passphrase-42', role: 'REPORTS' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('conflict');
  });

  it('refuses short and common passwords', async () => {
    for (const password of ['short-1', 'password1234', 'Administrator']) {
      const res = await call('POST', '/api/admin/users', { email: `p${password.length}@archive.test`, password, role: 'REPORTS' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'validation__error', payload: ['body.password'] });
    }
  });

  it('does not let an admin demote or disable themself', async () => {
    const me = (await call('GET', '/api/admin/users')).json().content.find((a: { email: string }) => a.email.startsWith('admin-'));
    expect((await call('PUT', `/api/admin/users/${me.id}`, { role: 'REPORTS' })).statusCode).toBe(409);
    expect((await call('PUT', `/api/admin/users/${me.id}`, { disabled: true })).statusCode).toBe(409);
    expect((await call('DELETE', `/api/admin/users/${me.id}`)).statusCode).toBe(409);
  });

  it('ends the sessions of an account that is disabled', async () => {
    const reports = await signIn(t.app, t.database.db, 'REPORTS');
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie: reports } })).statusCode).toBe(200);
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie: reports } });
    const account = (await call('GET', '/api/admin/users')).json().content.find((a: { email: string }) => a.email === me.json().email);
    await call('PUT', `/api/admin/users/${account.id}`, { disabled: true });
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie: reports } })).statusCode).toBe(401);
  });

  it('keeps staff accounts away from the REPORTS role', async () => {
    const reports = await signIn(t.app, t.database.db, 'REPORTS');
    const res = await call('GET', '/api/admin/users', undefined, reports);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'http__access_denied_exception' });
  });
});

describe.each(TEST_DRIVERS)('user CLI on %s', (driver) => {
  it('adds, lists, disables and re-keys accounts, and explains refusals', async () => {
    const t = await createTestApp(driver);
    try {
      const accounts = createStaffAccountsService({ db: t.database.db, clock: t.clock });
      const out: string[] = [];
      const run = (line: string) => runUserCommand(line.split(' '), accounts, (l) => out.push(l));
      expect(await run('user add clerk@archive.test reports')).toBe(0);
      expect(out.pop()).toMatch(/Created clerk@archive.test \(REPORTS\)\. Password \(shown once\): \S{20}/);
      expect(await run('user add clerk@archive.test REPORTS --password Lange-Passphrase-42')).toBe(1);
      expect(out.pop()).toMatch(/exists/);
      expect(await run('user add x@archive.test REPORTS --password short')).toBe(1);
      expect(await run('user disable clerk@archive.test')).toBe(0);
      expect(await run('user list')).toBe(0);
      expect(out.pop()).toBe('clerk@archive.test\tREPORTS\tdisabled');
      expect(await run('user password clerk@archive.test --password Neue-Passphrase-43')).toBe(0);
      expect(await run('user disable nobody@archive.test')).toBe(1);
      expect(await run('user frobnicate')).toBe(2);
      expect(await run('user add')).toBe(2);
    } finally {
      await t.close();
    }
  });
});
