import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { runPlatformAdminCommand } from '../../cli';
import { createTestApp, XHR, type TestApp } from '../../test/app';
import { TEST_DRIVERS } from '../../test/databases';
import { totpCodeAt } from '../second-factor';
import { createPlatformAdmins } from './admins-service';
import { createPlatformAdmin } from './auth-service';
import { platformCall, platformSignIn } from './test-support';

/** The cookie header of the platform session a response set. */
function cookieOf(res: { cookies: Array<{ name: string; value: string }> }): string {
  const cookie = res.cookies.find((c) => c.name === 'lesesaal_platform');
  if (!cookie) throw new Error('no platform cookie');
  return `${cookie.name}=${cookie.value}`;
}

// Platform administrators open any archive's staff screens as ADMIN: they sign in with a second
// factor whenever staff must, and may always set one up.
describe.each(TEST_DRIVERS)('the platform administrators’ second factor on %s', (driver) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  const login = (email: string, password: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/platform/auth/login',
      headers: { ...XHR, ...(cookie ? { cookie } : {}) },
      payload: { email, password },
    });
  /** Sets up the second factor in the session `cookie`; answers the secret and the confirmation. */
  const setUp = async (cookie: string) => {
    const call = platformCall(t.app, cookie);
    const started = await call('POST', '/api/platform/auth/second-factor/setup');
    expect(started.statusCode, started.body).toBe(200);
    const { secret, uri } = started.json<{ secret: string; uri: string }>();
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    const wrong = await call('POST', '/api/platform/auth/second-factor/confirm', {
      code: totpCodeAt(secret, new Date(t.clock.now().getTime() - 10 * 60_000)),
    });
    expect(wrong.statusCode).toBe(401);
    const confirmed = await call('POST', '/api/platform/auth/second-factor/confirm', {
      code: totpCodeAt(secret, t.clock.now()),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(204);
    return { secret, confirmed };
  };

  it('asks for a set-up right after the password while STAFF_SECOND_FACTOR=required, then for the code', async () => {
    t = await createTestApp(driver, { env: { STAFF_SECOND_FACTOR: 'required' } });
    const email = 'ops@platform.test';
    const password = 'Plattform-Passwort-7391';
    await createPlatformAdmin(
      { db: t.database.db, clock: t.clock },
      { email, displayName: 'Petra Plattform', password },
    );

    const first = await login(email, password);
    expect(first.statusCode, first.body).toBe(202);
    expect(first.json()).toEqual({ next: 'setup' });
    const waiting = cookieOf(first);
    const call = platformCall(t.app, waiting);
    // the waiting session signs nobody in
    for (const url of [
      '/api/platform/auth/me',
      '/api/platform/archives',
      '/api/platform/audit-log',
    ])
      expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('GET', '/api/platform/auth/second-factor')).json()).toEqual({
      enabled: false,
      required: true,
      step: 'totp_setup',
    });

    const { secret, confirmed } = await setUp(waiting);
    const signedIn = cookieOf(confirmed);
    expect((await platformCall(t.app, signedIn)('GET', '/api/platform/auth/me')).statusCode).toBe(
      200,
    );
    const stored = rowsOf<{ totp_secret: string }>(
      await t.database.db.execute(sql`SELECT totp_secret FROM platform_admins`),
    );
    expect(stored[0]!.totp_secret).toMatch(/^v1\./);
    expect(stored[0]!.totp_secret).not.toContain(secret);

    // the next sign-in asks for the code; a wrong one and a used one are refused
    t.clock.advanceMinutes(1);
    const second = await login(email, password);
    expect(second.json()).toEqual({ next: 'code' });
    const codeCall = platformCall(t.app, cookieOf(second));
    const wrong = await codeCall('POST', '/api/platform/auth/login/code', { code: '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'auth__invalid_credentials' });
    const code = totpCodeAt(secret, t.clock.now());
    const right = await codeCall('POST', '/api/platform/auth/login/code', { code });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json()).toMatchObject({ email: email });
    const session = cookieOf(right);
    expect((await platformCall(t.app, session)('GET', '/api/platform/archives')).statusCode).toBe(
      200,
    );
    const again = await login(email, password);
    const reused = await platformCall(t.app, cookieOf(again))(
      'POST',
      '/api/platform/auth/login/code',
      { code },
    );
    expect(reused.statusCode).toBe(401);
  });

  it('lets any administrator set one up while optional; the command line resets it', async () => {
    t = await createTestApp(driver);
    const admin = await platformSignIn(t);
    const call = platformCall(t.app, admin.cookie);
    expect((await call('GET', '/api/platform/auth/second-factor')).json()).toEqual({
      enabled: false,
      required: false,
      step: 'signed_in',
    });
    const { secret } = await setUp(admin.cookie);
    expect((await call('GET', '/api/platform/auth/second-factor')).json()).toMatchObject({
      enabled: true,
    });
    // a confirmed one is not replaced by a new set-up
    expect((await call('POST', '/api/platform/auth/second-factor/setup')).statusCode).toBe(409);

    t.clock.advanceMinutes(1);
    const next = await login(admin.email, admin.password);
    expect(next.statusCode).toBe(202);
    expect(next.json()).toEqual({ next: 'code' });
    // a staff account's code path does not take the platform's waiting session
    const staffCode = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/code',
      headers: { ...XHR, cookie: cookieOf(next) },
      payload: { code: totpCodeAt(secret, t.clock.now()) },
    });
    expect(staffCode.statusCode).toBe(401);

    const out: string[] = [];
    const reset = await runPlatformAdminCommand(
      ['platform-admin', 'reset-second-factor', admin.email],
      createPlatformAdmins({ db: t.database.db, clock: t.clock, config: t.config }),
      (line) => out.push(line),
    );
    expect(reset).toBe(0);
    expect(out[0]).toMatch(/^Second factor of .* removed/);
    expect((await login(admin.email, admin.password)).statusCode).toBe(200);
  });
});
