import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { createTestApp, XHR, type TestApp } from '../../test/app';
import { createStaffSession, type StaffSession } from '../../test/auth';
import { TEST_DRIVERS } from '../../test/databases';
import { LOGIN_LIMITS } from '../auth';
import { createStaffAccountsService, ensureFirstAdmin } from '../staff-accounts';
import { totpCodeAt } from './totp';

const PASSWORD = 'Lesesaal-Test-Password-1';
type Res = Awaited<ReturnType<TestApp['app']['inject']>>;

/** The HTTP steps of a staff sign-in with a second factor, against one test app. */
function steps(t: () => TestApp) {
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    cookie?: string,
    payload?: object,
    ip = '10.9.0.1',
  ) =>
    t().app.inject({
      method,
      url,
      headers: { ...XHR, ...(cookie ? { cookie } : {}) },
      ...(payload ? { payload } : {}),
      remoteAddress: ip,
    });
  const cookieOf = (res: Res) => {
    const c = res.cookies.find((x) => x.name === 'lesesaal_session');
    return c ? `${c.name}=${c.value}` : undefined;
  };
  return {
    call,
    cookieOf,
    login: (email: string, ip?: string) =>
      call('POST', '/api/auth/login', undefined, { email, password: PASSWORD }, ip),
    code: (cookie: string, code: string, ip?: string) =>
      call('POST', '/api/auth/login/code', cookie, { code }, ip),
    me: (cookie: string) => call('GET', '/api/auth/me', cookie),
    /** Starts and confirms a set-up; returns the secret. */
    async setUp(cookie: string): Promise<{ secret: string; confirmed: Res }> {
      const setup = await call('POST', '/api/auth/second-factor/setup', cookie);
      expect(setup.statusCode).toBe(200);
      const { secret } = setup.json<{ secret: string }>();
      const confirmed = await call('POST', '/api/auth/second-factor/confirm', cookie, {
        code: totpCodeAt(secret, t().clock.now()),
      });
      return { secret, confirmed };
    },
    audit: async (where = sql`true`) =>
      rowsOf<{
        account_id: number;
        account_email: string;
        action: string;
        entity_id: string | null;
        fields: string[];
        route: string;
      }>(
        await t().database.db.execute(
          sql`SELECT account_id, account_email, action, entity_id, fields, route FROM audit_log WHERE ${where} ORDER BY id`,
        ),
      ),
  };
}

describe.each(TEST_DRIVERS)('second factor (TOTP) on %s', (driver) => {
  let t: TestApp;
  let admin: StaffSession;
  const s = steps(() => t);
  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = await createStaffSession(t.app, t.database.db, 'ADMIN');
  });
  afterAll(async () => t?.close());

  async function account(email: string) {
    return createStaffAccountsService({ db: t.database.db, clock: t.clock }).create({
      email,
      password: PASSWORD,
      role: 'REPORTS',
    });
  }

  it('sets up a second factor: secret shown once as text and otpauth URI, stored encrypted, confirmed with a code', async () => {
    await account('tom@archive.test');
    const cookie = s.cookieOf(await s.login('tom@archive.test'))!;
    expect((await s.call('GET', '/api/auth/second-factor', cookie)).json()).toEqual({
      enabled: false,
      required: false,
      step: 'signed_in',
    });
    const setup = await s.call('POST', '/api/auth/second-factor/setup', cookie);
    const { secret, uri } = setup.json<{ secret: string; uri: string }>();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const parsed = new URL(uri);
    expect(parsed.protocol).toBe('otpauth:');
    expect(parsed.searchParams.get('secret')).toBe(secret);
    expect(parsed.searchParams.get('issuer')).toBe('Lesesaal');
    expect(decodeURIComponent(parsed.pathname)).toContain('tom@archive.test');
    const [stored] = rowsOf<{ totp_secret: string }>(
      await t.database.db.execute(
        sql`SELECT totp_secret FROM staff_accounts WHERE email = 'tom@archive.test'`,
      ),
    );
    expect(stored!.totp_secret).toMatch(/^v1\./);
    expect(stored!.totp_secret).not.toContain(secret);

    const wrong = await s.call('POST', '/api/auth/second-factor/confirm', cookie, {
      code: totpCodeAt(secret, new Date(t.clock.now().getTime() - 10 * 60_000)),
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'auth__invalid_credentials' });
    const right = await s.call('POST', '/api/auth/second-factor/confirm', cookie, {
      code: totpCodeAt(secret, t.clock.now()),
    });
    expect(right.statusCode).toBe(204);
    expect((await s.call('GET', '/api/auth/second-factor', cookie)).json()).toMatchObject({
      enabled: true,
    });
    // not answered again: a new set-up is refused until an admin resets it
    const again = await s.call('POST', '/api/auth/second-factor/setup', cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'conflict', payload: ['second_factor'] });
    const log = await s.audit(sql`account_email = 'tom@archive.test'`);
    expect(log.map((e) => e.action)).toEqual(['SIGN_IN', 'SIGN_IN_FAILED', 'SECOND_FACTOR_SET_UP']);
    expect(JSON.stringify(log)).not.toContain(secret);
  });

  it('signs in with the code after the password; the waiting session signs nobody in', async () => {
    await account('ute@archive.test');
    const { secret } = await s.setUp(s.cookieOf(await s.login('ute@archive.test'))!);
    t.clock.advanceMinutes(1);

    const first = await s.login('ute@archive.test');
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ next: 'code' });
    const waiting = s.cookieOf(first)!;
    expect((await s.me(waiting)).statusCode).toBe(401);
    expect((await s.call('GET', '/api/admin/audit-log', waiting)).statusCode).toBe(401);
    expect((await s.call('GET', '/api/auth/second-factor', waiting)).json()).toMatchObject({
      enabled: true,
      step: 'totp',
    });

    const wrongCode = String((Number(totpCodeAt(secret, t.clock.now())) + 1) % 1_000_000);
    const wrong = await s.code(waiting, wrongCode.padStart(6, '0'));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'auth__invalid_credentials' });
    const code = totpCodeAt(secret, t.clock.now());
    const right = await s.code(waiting, code);
    expect(right.statusCode).toBe(204);
    const signedIn = s.cookieOf(right)!;
    expect(signedIn).not.toBe(waiting);
    expect((await s.me(signedIn)).json()).toMatchObject({ email: 'ute@archive.test' });
    // the waiting session is gone, its code step cannot be repeated
    expect((await s.code(waiting, code)).statusCode).toBe(401);

    const log = await s.audit(sql`account_email = 'ute@archive.test' AND action LIKE 'SIGN_IN%'`);
    expect(log.slice(-2)).toEqual([
      expect.objectContaining({
        action: 'SIGN_IN_FAILED',
        fields: ['method:local', 'reason:code'],
        route: 'POST /api/auth/login/code',
      }),
      expect.objectContaining({
        action: 'SIGN_IN',
        fields: ['method:local', 'role:REPORTS', 'second_factor:totp'],
        route: 'POST /api/auth/login/code',
      }),
    ]);
    expect(JSON.stringify(await s.audit())).not.toContain(code);
  });

  it('refuses a code used before (same time step), and takes the next step’s code', async () => {
    await account('ida@archive.test');
    const { secret } = await s.setUp(s.cookieOf(await s.login('ida@archive.test'))!);
    // the set-up's own code is used: the same step cannot sign in
    const used = await s.code(
      s.cookieOf(await s.login('ida@archive.test'))!,
      totpCodeAt(secret, t.clock.now()),
    );
    expect(used.statusCode).toBe(401);
    t.clock.advanceMinutes(1);
    const code = totpCodeAt(secret, t.clock.now());
    expect((await s.code(s.cookieOf(await s.login('ida@archive.test'))!, code)).statusCode).toBe(
      204,
    );
    const replay = await s.code(s.cookieOf(await s.login('ida@archive.test'))!, code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ error: 'auth__invalid_credentials' });
    // a code of the step before the last accepted one is refused as well
    const earlier = totpCodeAt(secret, new Date(t.clock.now().getTime() - 30_000));
    expect((await s.code(s.cookieOf(await s.login('ida@archive.test'))!, earlier)).statusCode).toBe(
      401,
    );
    t.clock.advanceMinutes(1);
    expect(
      (
        await s.code(
          s.cookieOf(await s.login('ida@archive.test'))!,
          totpCodeAt(secret, t.clock.now()),
        )
      ).statusCode,
    ).toBe(204);
  });

  it('counts wrong codes in the sign-in throttle, also when the password is right each time', async () => {
    await account('max@archive.test');
    const { secret } = await s.setUp(s.cookieOf(await s.login('max@archive.test', '10.9.1.1'))!);
    t.clock.advanceMinutes(LOGIN_LIMITS.windowMinutes + 1);
    const ip = '10.9.2.1';
    // each round: the right password (202) and a wrong code, each one count of the pair's 10
    let rounds = 0;
    let blocked: Res | undefined;
    while (rounds <= LOGIN_LIMITS.perAccountAndAddress) {
      const waiting = await s.login('max@archive.test', ip);
      if (waiting.statusCode !== 202) {
        blocked = waiting;
        break;
      }
      expect((await s.code(s.cookieOf(waiting)!, '000000', ip)).statusCode).toBe(401);
      rounds++;
    }
    expect(rounds).toBe(LOGIN_LIMITS.perAccountAndAddress / 2);
    expect(blocked?.statusCode).toBe(429);
    expect(Number(blocked?.headers['retry-after'])).toBeGreaterThan(0);
    // after the window, the password and the right code sign in
    t.clock.advanceMinutes(LOGIN_LIMITS.windowMinutes + 1);
    const waiting = await s.login('max@archive.test', ip);
    expect(waiting.statusCode).toBe(202);
    expect(
      (await s.code(s.cookieOf(waiting)!, totpCodeAt(secret, t.clock.now()), ip)).statusCode,
    ).toBe(204);
  });

  it('lets an admin reset a second factor (audited); the next sign-in asks for the password only', async () => {
    const tina = await account('tina@archive.test');
    await s.setUp(s.cookieOf(await s.login('tina@archive.test'))!);
    expect((await s.login('tina@archive.test')).statusCode).toBe(202);
    const listed = await s.call('GET', '/api/admin/users', admin.cookie);
    expect(
      listed.json<{ content: Array<{ id: number; secondFactor: boolean }> }>().content,
    ).toContainEqual(expect.objectContaining({ id: tina.id, secondFactor: true }));

    const reset = await s.call('DELETE', `/api/admin/users/${tina.id}/second-factor`, admin.cookie);
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ id: tina.id, secondFactor: false });
    expect((await s.login('tina@archive.test')).statusCode).toBe(204);
    expect(
      (await s.call('DELETE', '/api/admin/users/999999/second-factor', admin.cookie)).statusCode,
    ).toBe(404);
    const [entry] = await s.audit(sql`route = 'DELETE /api/admin/users/:id/second-factor'`);
    expect(entry).toMatchObject({
      account_id: admin.accountId,
      action: 'update',
      entity_id: String(tina.id),
      fields: ['secondFactor'],
    });
    // not an admin: refused
    const reports = await createStaffSession(t.app, t.database.db, 'REPORTS');
    expect(
      (await s.call('DELETE', `/api/admin/users/${tina.id}/second-factor`, reports.cookie))
        .statusCode,
    ).toBe(403);
  });

  it('logs local sign-ins and failures without the typed e-mail, and role changes by an admin', async () => {
    const eva = await account('eva@archive.test');
    await s.login('eva@archive.test');
    await s.call('POST', '/api/auth/login', undefined, {
      email: 'eva@archive.test',
      password: 'Not-The-Password-1',
    });
    await s.call('POST', '/api/auth/login', undefined, {
      email: 'stranger@elsewhere.test',
      password: 'Not-The-Password-1',
    });
    const log = await s.audit(sql`route = 'POST /api/auth/login'`);
    expect(log.filter((e) => e.account_email === 'eva@archive.test')).toEqual([
      expect.objectContaining({
        action: 'SIGN_IN',
        entity_id: String(eva.id),
        fields: ['method:local', 'role:REPORTS', 'second_factor:none'],
      }),
      expect.objectContaining({
        action: 'SIGN_IN_FAILED',
        fields: ['method:local', 'reason:password'],
      }),
    ]);
    expect(log.at(-1)).toEqual({
      account_id: 0,
      account_email: '',
      action: 'SIGN_IN_FAILED',
      entity_id: null,
      fields: ['method:local', 'reason:unknown_account'],
      route: 'POST /api/auth/login',
    });
    expect(JSON.stringify(await s.audit())).not.toContain('stranger');

    const raised = await s.call('PUT', `/api/admin/users/${eva.id}`, admin.cookie, {
      role: 'ADMIN',
    });
    expect(raised.statusCode).toBe(200);
    const changes = await s.audit(sql`action = 'ROLE_CHANGE' AND entity_id = ${String(eva.id)}`);
    expect(changes).toEqual([
      {
        account_id: admin.accountId,
        account_email: admin.email,
        action: 'ROLE_CHANGE',
        entity_id: String(eva.id),
        fields: ['method:admin', 'from:REPORTS', 'role:ADMIN'],
        route: 'PUT /api/admin/users/:id',
      },
    ]);
  });
});

describe.each(TEST_DRIVERS)('second factor required (STAFF_SECOND_FACTOR) on %s', (driver) => {
  let t: TestApp;
  const s = steps(() => t);
  beforeAll(async () => {
    t = await createTestApp(driver, {
      env: {
        STAFF_SECOND_FACTOR: 'required',
        TOTP_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
      },
    });
    await ensureFirstAdmin({
      config: { ...t.config, adminEmail: 'chief@archive.test', adminPassword: PASSWORD },
      db: t.database.db,
      log: () => undefined,
    });
  });
  afterAll(async () => t?.close());

  it('asks the first admin to set up a second factor at the first sign-in, then for the code', async () => {
    const first = await s.login('chief@archive.test');
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ next: 'setup' });
    const waiting = s.cookieOf(first)!;
    expect((await s.me(waiting)).statusCode).toBe(401);
    expect((await s.call('GET', '/api/admin/users', waiting)).statusCode).toBe(401);
    // no code step without a second factor
    expect((await s.code(waiting, '123456')).statusCode).toBe(401);
    expect((await s.call('GET', '/api/auth/second-factor', waiting)).json()).toEqual({
      enabled: false,
      required: true,
      step: 'totp_setup',
    });

    const { secret, confirmed } = await s.setUp(waiting);
    expect(confirmed.statusCode).toBe(204);
    const signedIn = s.cookieOf(confirmed)!;
    expect((await s.me(signedIn)).json()).toMatchObject({ email: 'chief@archive.test' });
    expect((await s.me(waiting)).statusCode).toBe(401);
    const log = await s.audit(sql`account_email = 'chief@archive.test'`);
    expect(log.map((e) => [e.action, e.route])).toEqual([
      ['SECOND_FACTOR_SET_UP', 'POST /api/auth/second-factor/confirm'],
      ['SIGN_IN', 'POST /api/auth/second-factor/confirm'],
    ]);

    t.clock.advanceMinutes(1);
    const next = await s.login('chief@archive.test');
    expect(next.json()).toEqual({ next: 'code' });
    const code = await s.code(s.cookieOf(next)!, totpCodeAt(secret, t.clock.now()));
    expect(code.statusCode).toBe(204);
  });

  it('lets a waiting session expire after 10 minutes', async () => {
    const accounts = createStaffAccountsService({ db: t.database.db, clock: t.clock });
    await accounts.create({ email: 'late@archive.test', password: PASSWORD, role: 'REPORTS' });
    const waiting = s.cookieOf(await s.login('late@archive.test'))!;
    t.clock.advanceMinutes(11);
    expect((await s.call('POST', '/api/auth/second-factor/setup', waiting)).statusCode).toBe(401);
  });
});
