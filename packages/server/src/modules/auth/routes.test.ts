import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { createTestApp, XHR, type TestApp } from '../../test/app';
import { createStaffSession } from '../../test/auth';
import { PREFERRED_ENGINE, TEST_DRIVERS, type TestDriver } from '../../test/databases';
import { createStaffAccountsService } from '../staff-accounts';
import { hashSessionToken, LOGIN_LIMITS } from './service';

const PASSWORD = 'Lesesaal-Test-Password-1';

/** An app with Anna (ADMIN) and a disabled account, closed after the describe block. */
async function signInApp(driver: TestDriver): Promise<TestApp> {
  const t = await createTestApp(driver);
  const accounts = createStaffAccountsService({ db: t.database.db, clock: t.clock });
  await accounts.create({ email: 'Anna@Archive.test', password: PASSWORD, role: 'ADMIN' });
  const disabled = await accounts.create({
    email: 'gone@archive.test',
    password: PASSWORD,
    role: 'REPORTS',
  });
  await accounts.update(disabled.id, { disabled: true });
  return t;
}

/** The calls the tests make on the app `app()` gives. */
function signInCalls(app: () => TestApp) {
  /** Each test uses its own IP range, so the per-IP limit of one test never spills into another. */
  const login = (email: string, password: string, ip: string, cookie?: string) =>
    app().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...XHR, ...(cookie ? { cookie } : {}) },
      payload: { email, password },
      remoteAddress: ip,
    });
  const me = (cookie?: string) =>
    app().app.inject({ url: '/api/auth/me', headers: cookie ? { cookie } : {} });
  const cookieOf = (res: Awaited<ReturnType<typeof login>>) =>
    `${res.cookies[0]!.name}=${res.cookies[0]!.value}`;
  const sessionCount = async () =>
    rowsOf<{ n: number }>(
      await app().database.db.execute(sql`SELECT count(*)::int AS n FROM staff_sessions`),
    )[0]!.n;
  return { login, me, cookieOf, sessionCount };
}

/**
 * On one engine (PREFERRED_ENGINE): what the sign-in answers — the cookie's attributes, one
 * answer for every refused login, the dummy hash's timing, /me without a valid cookie — and
 * the throttle's verdicts for logins made one after another. The throttle's counters are one
 * upsert whose SQL both engines run alike; parallel guesses against them, where pooling and
 * locking matter, run on both engines in service.db.test.ts, the counting per archive in
 * throttle-archives.test.ts. These tests are most of this file's password hashing.
 */
describe.each(PREFERRED_ENGINE)('staff sign-in on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await signInApp(driver);
  });
  afterAll(async () => t.close());
  const { login, me, cookieOf } = signInCalls(() => t);

  it('signs in with an HttpOnly, SameSite=Strict cookie on path / holding a 128-bit token', async () => {
    const res = await login('anna@archive.test', PASSWORD, '10.0.0.1');
    expect(res.statusCode).toBe(204);
    expect(res.cookies).toHaveLength(1);
    const cookie = res.cookies[0]!;
    expect(cookie).toMatchObject({
      name: 'lesesaal_session',
      httpOnly: true,
      sameSite: 'Strict',
      path: '/',
    });
    expect(cookie.secure).toBeFalsy();
    expect(cookie.domain).toBeUndefined();
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const who = await me(cookieOf(res));
    expect(who.json()).toEqual({
      email: 'Anna@Archive.test',
      role: 'ADMIN',
      signInMethod: 'local',
    });
    expect(who.headers['cache-control']).toBe('no-store');
  });

  it('answers a wrong password, an unknown e-mail and a disabled account alike, without a cookie', async () => {
    for (const [email, password] of [
      ['anna@archive.test', 'wrong-password-123'],
      ['nobody@archive.test', PASSWORD],
      ['gone@archive.test', PASSWORD],
    ] as const) {
      const res = await login(email, password, '10.0.3.1');
      expect({ email, status: res.statusCode, body: res.json() }).toEqual({
        email,
        status: 401,
        body: { error: 'auth__invalid_credentials' },
      });
      expect(res.cookies).toHaveLength(0);
    }
  });

  it('takes about as long for an unknown e-mail as for a wrong password (dummy hash)', async () => {
    const accounts = createStaffAccountsService({ db: t.database.db, clock: t.clock });
    await accounts.create({ email: 'timing@archive.test', password: PASSWORD, role: 'REPORTS' });
    const timed = async (email: string, ip: string) => {
      const started = performance.now();
      expect((await login(email, 'wrong-password-123', ip)).statusCode).toBe(401);
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    await timed('warm-up@archive.test', '10.0.4.1');
    // Interleaved, so load from elsewhere hits both alike; 9 tries stay under the account limit.
    for (let i = 0; i < 9; i++) {
      known.push(await timed('timing@archive.test', `10.0.5.${i}`));
      unknown.push(await timed(`nobody-${i}@archive.test`, `10.0.6.${i}`));
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    // Without the dummy hash an unknown e-mail answers about ten times faster.
    expect(median(unknown) / median(known)).toBeGreaterThan(1 / 3);
    expect(median(unknown) / median(known)).toBeLessThan(3);
  });

  it('answers /me with 401 without a session and with a forged cookie', async () => {
    for (const cookie of [
      undefined,
      'lesesaal_session=AAAAAAAAAAAAAAAAAAAAAA',
      'lesesaal_session=x',
    ]) {
      const res = await me(cookie);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'http__access_denied_exception' });
    }
  });

  it('throttles failed logins per e-mail and client address, even with the right password afterwards', async () => {
    const accounts = createStaffAccountsService({ db: t.database.db, clock: t.clock });
    await accounts.create({ email: 'target@archive.test', password: PASSWORD, role: 'REPORTS' });
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndAddress; i++) {
      expect(
        (await login('Target@archive.test', 'wrong-password-123', '10.1.0.1')).statusCode,
      ).toBe(401);
    }
    const blocked = await login('target@archive.test', PASSWORD, '10.1.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: 'too_many_requests' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(
      LOGIN_LIMITS.windowMinutes * 60,
    );
    t.clock.advanceMinutes(LOGIN_LIMITS.windowMinutes + 1);
    expect((await login('target@archive.test', PASSWORD, '10.1.0.1')).statusCode).toBe(204);
  });

  it('lets the owner sign in from another address while one address is throttled', async () => {
    const accounts = createStaffAccountsService({ db: t.database.db, clock: t.clock });
    await accounts.create({ email: 'owner@archive.test', password: PASSWORD, role: 'ADMIN' });
    for (let i = 0; i <= LOGIN_LIMITS.perAccountAndAddress; i++)
      await login('owner@archive.test', 'wrong-password-123', '10.1.1.66');
    expect((await login('owner@archive.test', PASSWORD, '10.1.1.66')).statusCode).toBe(429);
    // Before this change ten failures from anywhere locked the account for everybody.
    expect((await login('owner@archive.test', PASSWORD, '10.1.2.1')).statusCode).toBe(204);
    expect((await login('owner@archive.test', PASSWORD, '10.1.1.66')).statusCode).toBe(429);
  });

  it('keeps the owner signing in at a known address while an attacker rotates addresses', async () => {
    const accounts = createStaffAccountsService({ db: t.database.db, clock: t.clock });
    await accounts.create({ email: 'boss@archive.test', password: PASSWORD, role: 'ADMIN' });
    // The owner's desk: known to the account after one successful sign-in.
    expect((await login('boss@archive.test', PASSWORD, '10.1.3.1')).statusCode).toBe(204);
    const perAddress = LOGIN_LIMITS.perAccountAndAddress;
    const addresses = Math.ceil(LOGIN_LIMITS.perAccountFromUnknownAddresses / perAddress) + 1;
    const statuses: number[] = [];
    for (let a = 0; a < addresses; a++) {
      for (let i = 0; i < perAddress; i++)
        statuses.push(
          (await login('boss@archive.test', 'wrong-password-123', `10.1.4.${a}`)).statusCode,
        );
    }
    // Only the account-wide allowance for unknown addresses was ever checked; the rest refused.
    expect(statuses.filter((s) => s === 401)).toHaveLength(
      LOGIN_LIMITS.perAccountFromUnknownAddresses,
    );
    expect(statuses.filter((s) => s === 429)).toHaveLength(
      addresses * perAddress - LOGIN_LIMITS.perAccountFromUnknownAddresses,
    );
    // A stranger's address, even with the right password, waits; the owner's desk does not.
    const stranger = await login('boss@archive.test', PASSWORD, '10.1.5.1');
    expect(stranger.statusCode).toBe(429);
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login('boss@archive.test', PASSWORD, '10.1.3.1')).statusCode).toBe(204);
    // The owner's success does not reset the attacker's allowance.
    expect((await login('boss@archive.test', 'wrong-password-123', '10.1.5.2')).statusCode).toBe(
      429,
    );
    t.clock.advanceMinutes(LOGIN_LIMITS.windowMinutes + 1);
    expect((await login('boss@archive.test', PASSWORD, '10.1.5.1')).statusCode).toBe(204);
  });

  it('counts the addresses of one IPv6 /64 network as one client address', async () => {
    for (let i = 0; i < LOGIN_LIMITS.perAddress; i++) {
      expect(
        (await login(`v6-${i}@archive.test`, 'wrong-password-123', `2001:db8:7:1::${i + 1}`))
          .statusCode,
      ).toBe(401);
    }
    expect((await login('anna@archive.test', PASSWORD, '2001:db8:7:1:ffff::9')).statusCode).toBe(
      429,
    );
    expect((await login('anna@archive.test', PASSWORD, '2001:db8:7:2::1')).statusCode).toBe(204);
  });

  it('limits failed logins per client address across e-mail addresses', async () => {
    for (let i = 0; i < LOGIN_LIMITS.perAddress; i++) {
      expect(
        (await login(`guess-${i}@archive.test`, 'wrong-password-123', '10.2.0.1')).statusCode,
      ).toBe(401);
    }
    expect((await login('anna@archive.test', PASSWORD, '10.2.0.1')).statusCode).toBe(429);
    expect((await login('anna@archive.test', PASSWORD, '10.2.0.2')).statusCode).toBe(204);
  });

  it('does not count successful logins against the client address', async () => {
    for (let i = 0; i <= LOGIN_LIMITS.perAddress; i++) {
      expect((await login('anna@archive.test', PASSWORD, '10.2.1.1')).statusCode).toBe(204);
    }
  });
});

/** Both engines: the sessions as stored — hashed tokens, expiry, last_seen_at, logout. */
describe.each(TEST_DRIVERS)('staff sessions on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await signInApp(driver);
  });
  afterAll(async () => t.close());
  const { login, me, cookieOf, sessionCount } = signInCalls(() => t);

  it('stores only a SHA-256 hash of the session token', async () => {
    const token = (await login('anna@archive.test', PASSWORD, '10.0.1.1')).cookies[0]!.value;
    const rows = rowsOf<{ token_hash: string }>(
      await t.database.db.execute(sql`SELECT token_hash FROM staff_sessions`),
    );
    expect(rows.map((r) => r.token_hash)).toContain(hashSessionToken(token));
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
  });

  it('gives a fresh token at every login and ends the session the browser presented', async () => {
    const first = await login('anna@archive.test', PASSWORD, '10.0.2.1');
    const second = await login('anna@archive.test', PASSWORD, '10.0.2.1', cookieOf(first));
    expect(second.cookies[0]!.value).not.toBe(first.cookies[0]!.value);
    expect((await me(cookieOf(first))).statusCode).toBe(401);
    expect((await me(cookieOf(second))).statusCode).toBe(200);
  });

  it('ends a session after 8 idle hours', async () => {
    const cookie = cookieOf(await login('anna@archive.test', PASSWORD, '10.3.0.1'));
    t.clock.advanceMinutes(7 * 60);
    expect((await me(cookie)).statusCode).toBe(200);
    t.clock.advanceMinutes(8 * 60 - 1);
    expect((await me(cookie)).statusCode).toBe(200);
    t.clock.advanceMinutes(8 * 60 + 1);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('keeps a session alive while it is used, but for 24 hours at most', async () => {
    const cookie = cookieOf(await login('anna@archive.test', PASSWORD, '10.3.0.2'));
    for (let i = 0; i < 5; i++) {
      t.clock.advanceMinutes(4 * 60);
      expect((await me(cookie)).statusCode).toBe(200);
    }
    t.clock.advanceMinutes(4 * 60 - 1); // 23 h 59 min after login, 4 h idle
    expect((await me(cookie)).statusCode).toBe(200);
    t.clock.advanceMinutes(2);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('writes last_seen_at at most once a minute', async () => {
    const res = await login('anna@archive.test', PASSWORD, '10.3.0.3');
    const tokenHash = hashSessionToken(res.cookies[0]!.value);
    const lastSeen = async () =>
      new Date(
        rowsOf<{ last_seen_at: string | Date }>(
          await t.database.db.execute(
            sql`SELECT last_seen_at FROM staff_sessions WHERE token_hash = ${tokenHash}`,
          ),
        )[0]!.last_seen_at,
      ).getTime();
    const loggedInAt = t.clock.now().getTime();
    t.clock.set(new Date(loggedInAt + 30_000));
    await me(cookieOf(res));
    expect(await lastSeen()).toBe(loggedInAt);
    t.clock.set(new Date(loggedInAt + 61_000));
    await me(cookieOf(res));
    expect(await lastSeen()).toBe(loggedInAt + 61_000);
  });

  it('invalidates the session on the server at logout and clears the cookie', async () => {
    const cookie = cookieOf(await login('anna@archive.test', PASSWORD, '10.3.0.4'));
    const before = await sessionCount();
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...XHR, cookie },
    });
    expect(out.statusCode).toBe(204);
    expect(out.cookies[0]).toMatchObject({ name: 'lesesaal_session', value: '', path: '/' });
    expect(await sessionCount()).toBe(before - 1);
    expect((await me(cookie)).statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...XHR, cookie },
    });
    expect(again.statusCode).toBe(204);
  });

  it('recognises a signed-in account whose role the staff interface does not know', async () => {
    const staff = await createStaffSession(t.app, t.database.db, 'REPORTS');
    await t.database.db.execute(
      sql`UPDATE staff_accounts SET role = 'ARCHIVIST' WHERE id = ${staff.accountId}`,
    );
    expect((await me(staff.cookie)).json()).toEqual({
      email: staff.email,
      role: null,
      signInMethod: 'local',
    });
    const admin = await t.app.inject({
      url: '/api/admin/users',
      headers: { cookie: staff.cookie },
    });
    expect(admin.statusCode).toBe(403);
    const page = await t.app.inject({ url: '/admin/', headers: { cookie: staff.cookie } });
    expect(page.body).toContain('data-interface="permissionerror"');
  });
});

/** On one engine (PREFERRED_ENGINE): the cookie's name and attributes on https. */
describe.each(PREFERRED_ENGINE)('staff sign-in over https on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver, { env: { PUBLIC_URL: 'https://termine.archiv.example.org' } });
  });
  afterAll(async () => t.close());

  it('uses a Secure cookie with the __Host- prefix, and clears it at logout', async () => {
    const email = `https-${randomBytes(3).toString('hex')}@archive.test`;
    await createStaffAccountsService({ db: t.database.db, clock: t.clock }).create({
      email,
      password: PASSWORD,
      role: 'ADMIN',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: XHR,
      payload: { email, password: PASSWORD },
    });
    expect(res.statusCode).toBe(204);
    const cookie = res.cookies[0]!;
    expect(cookie).toMatchObject({
      name: '__Host-lesesaal_session',
      secure: true,
      httpOnly: true,
      sameSite: 'Strict',
      path: '/',
    });
    expect(cookie.domain).toBeUndefined();
    const header = `${cookie.name}=${cookie.value}`;
    expect(
      (await t.app.inject({ url: '/api/auth/me', headers: { cookie: header } })).statusCode,
    ).toBe(200);
    // A cookie without the prefix is not ours on https.
    expect(
      (
        await t.app.inject({
          url: '/api/auth/me',
          headers: { cookie: `lesesaal_session=${cookie.value}` },
        })
      ).statusCode,
    ).toBe(401);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...XHR, cookie: header },
    });
    expect(out.cookies[0]).toMatchObject({
      name: '__Host-lesesaal_session',
      value: '',
      secure: true,
      path: '/',
    });
  });
});
