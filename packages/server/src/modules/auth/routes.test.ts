import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, XHR, type TestApp } from '../../test/app';
import { TEST_DRIVERS } from '../../test/databases';
import { createStaffAccountsService } from '../users/service';
import { ensureFirstAdmin } from './bootstrap';
import { LOGIN_LIMITS } from './service';

const PASSWORD = 'Lesesaal-Test-Password-1';

describe.each(TEST_DRIVERS)('staff sign-in on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
    const accounts = createStaffAccountsService({ db: t.database.db, clock: t.clock });
    await accounts.create({ email: 'Anna@Archive.test', password: PASSWORD, role: 'ADMIN' });
    const disabled = await accounts.create({ email: 'gone@archive.test', password: PASSWORD, role: 'REPORTS' });
    await accounts.update(disabled.id, { disabled: true });
  });
  afterAll(async () => t.close());

  const login = (email: string, password: string, ip = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', headers: XHR, payload: { email, password }, remoteAddress: ip });

  it('signs in with a session cookie that scripts and other sites cannot use', async () => {
    const res = await login('anna@archive.test', PASSWORD);
    expect(res.statusCode).toBe(204);
    const cookie = res.cookies[0]!;
    expect(cookie.name).toBe('lesesaal_session');
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Strict');
    expect(cookie.path).toBe('/');
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie: `${cookie.name}=${cookie.value}` } });
    expect(me.json()).toEqual({ email: 'Anna@Archive.test', role: 'ADMIN' });
  });

  it('gives a fresh token at every login', async () => {
    const a = (await login('anna@archive.test', PASSWORD)).cookies[0]!.value;
    const b = (await login('anna@archive.test', PASSWORD)).cookies[0]!.value;
    expect(a).not.toBe(b);
  });

  it('answers a wrong password, an unknown e-mail and a disabled account alike', async () => {
    for (const [email, password] of [
      ['anna@archive.test', 'wrong-password-123'],
      ['nobody@archive.test', PASSWORD],
      ['gone@archive.test', PASSWORD],
    ] as const) {
      const res = await login(email, password, '10.0.0.2');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'auth__invalid_credentials' });
      expect(res.cookies).toHaveLength(0);
    }
  });

  it('answers /me with 401 without a session', async () => {
    const res = await t.app.inject('/api/auth/me');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'http__access_denied_exception' });
  });

  it('limits failed logins per account, even with the right password afterwards', async () => {
    const accounts = createStaffAccountsService({ db: t.database.db, clock: t.clock });
    await accounts.create({ email: 'target@archive.test', password: PASSWORD, role: 'REPORTS' });
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i++) {
      expect((await login('target@archive.test', 'wrong-password-123', `10.1.0.${i}`)).statusCode).toBe(401);
    }
    const blocked = await login('target@archive.test', PASSWORD, '10.1.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: 'too_many_requests' });
    t.clock.advanceMinutes(LOGIN_LIMITS.windowMinutes + 1);
    expect((await login('target@archive.test', PASSWORD, '10.1.1.1')).statusCode).toBe(204);
  });

  it('ends a session after 8 idle hours', async () => {
    const cookie = (await login('anna@archive.test', PASSWORD, '10.3.0.1')).cookies[0]!;
    const header = { cookie: `${cookie.name}=${cookie.value}` };
    t.clock.advanceMinutes(7 * 60);
    expect((await t.app.inject({ url: '/api/auth/me', headers: header })).statusCode).toBe(200);
    t.clock.advanceMinutes(8 * 60 + 1);
    expect((await t.app.inject({ url: '/api/auth/me', headers: header })).statusCode).toBe(401);
  });

  it('ends a busy session after 24 hours at most', async () => {
    const cookie = (await login('anna@archive.test', PASSWORD, '10.3.0.2')).cookies[0]!;
    const header = { cookie: `${cookie.name}=${cookie.value}` };
    for (let i = 0; i < 5; i++) {
      t.clock.advanceMinutes(4 * 60);
      expect((await t.app.inject({ url: '/api/auth/me', headers: header })).statusCode).toBe(200);
    }
    // 20 h so far, always active; 5 more idle hours: within the idle limit, past 24 h.
    t.clock.advanceMinutes(5 * 60);
    expect((await t.app.inject({ url: '/api/auth/me', headers: header })).statusCode).toBe(401);
  });

  it('invalidates the session on the server at logout', async () => {
    const cookie = (await login('anna@archive.test', PASSWORD, '10.3.0.3')).cookies[0]!;
    const header = { cookie: `${cookie.name}=${cookie.value}` };
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { ...XHR, ...header } });
    expect(out.statusCode).toBe(204);
    expect(out.cookies[0]?.value).toBe('');
    expect((await t.app.inject({ url: '/api/auth/me', headers: header })).statusCode).toBe(401);
  });
});

describe.each(TEST_DRIVERS)('first admin on %s', (driver) => {
  it('creates the configured admin once and never overwrites it', async () => {
    const t = await createTestApp(driver, { env: { ADMIN_EMAIL: 'chief@archive.test', ADMIN_PASSWORD: PASSWORD } });
    try {
      const lines: string[] = [];
      await ensureFirstAdmin({ config: t.config, db: t.database.db, log: (l) => lines.push(l) });
      await ensureFirstAdmin({ config: { ...t.config, adminPassword: 'Another-Password-2' }, db: t.database.db, log: (l) => lines.push(l) });
      expect(lines).toHaveLength(1);
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: XHR, payload: { email: 'chief@archive.test', password: PASSWORD } });
      expect(res.statusCode).toBe(204);
    } finally {
      await t.close();
    }
  });

  it('generates admin@localhost with a password printed once when nothing is configured', async () => {
    const t = await createTestApp(driver);
    try {
      const lines: string[] = [];
      await ensureFirstAdmin({ config: t.config, db: t.database.db, log: (l) => lines.push(l) });
      await ensureFirstAdmin({ config: t.config, db: t.database.db, log: (l) => lines.push(l) });
      expect(lines).toHaveLength(1);
      const password = /password (\S+)/.exec(lines[0]!)?.[1];
      expect(password).toMatch(/^[A-Za-z0-9_-]{20}$/);
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: XHR, payload: { email: 'admin@localhost', password } });
      expect(res.statusCode).toBe(204);
    } finally {
      await t.close();
    }
  });
});
