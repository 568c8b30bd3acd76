import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, XHR, type TestApp } from '../../test/app';
import { signIn } from '../../test/auth';
import { TEST_DRIVERS } from '../../test/databases';
import { platformCall, platformSignIn, type PlatformSession } from './test-support';

describe.each(TEST_DRIVERS)('platform administrators sign in on %s', (driver) => {
  let t: TestApp;
  let admin: PlatformSession;
  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = await platformSignIn(t);
  });
  afterAll(async () => t.close());

  it('signs in with a cookie only for the platform API, answers me, and signs out', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/platform/auth/login',
      headers: XHR,
      payload: { email: admin.email.toUpperCase(), password: admin.password },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ email: admin.email, displayName: admin.displayName });
    const cookie = res.cookies.find((c) => c.name === 'lesesaal_platform')!;
    expect(cookie).toMatchObject({ path: '/api/platform/', httpOnly: true, sameSite: 'Strict' });
    expect(cookie.secure).toBeFalsy();
    const session = `lesesaal_platform=${cookie.value}`;
    const call = platformCall(t.app, session);

    const me = await call('GET', '/api/platform/auth/me');
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toEqual({ email: admin.email, displayName: admin.displayName });

    const out = await call('POST', '/api/platform/auth/logout');
    expect(out.statusCode).toBe(204);
    const after = await call('GET', '/api/platform/auth/me');
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ error: 'http__access_denied_exception' });
    // signing out again is no error
    expect((await call('POST', '/api/platform/auth/logout')).statusCode).toBe(204);
  });

  it('refuses a wrong password and an unknown e-mail alike, with the staff sign-in error', async () => {
    for (const payload of [
      { email: admin.email, password: 'falsch-falsch-falsch' },
      { email: 'nobody@platform.test', password: admin.password },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/platform/auth/login',
        headers: XHR,
        payload,
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'auth__invalid_credentials' });
      expect(res.cookies).toEqual([]);
    }
  });

  it('refuses the sign-in without the CSRF header', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/platform/auth/login',
      payload: { email: admin.email, password: admin.password },
    });
    expect(res.statusCode).toBe(403);
  });

  it('answers 401 to staff of an archive, even its admins, on every platform route', async () => {
    const staff = await signIn(t.app, t.database.db, 'ADMIN');
    const call = platformCall(t.app, staff);
    expect((await call('GET', '/api/admin/users')).statusCode).toBe(200);
    for (const [method, url] of [
      ['GET', '/api/platform/auth/me'],
      ['GET', '/api/platform/archives'],
      ['GET', '/api/platform/overview'],
      ['PATCH', '/api/platform/archives/1'],
      ['DELETE', '/api/platform/archives/1'],
      ['POST', '/api/platform/archives/1/support'],
    ] as const) {
      const res = await call(method, url, method === 'PATCH' ? { name: 'X' } : undefined);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 401 });
    }
    const created = await call('POST', '/api/platform/archives', {
      slug: 'B',
      name: 'B',
      firstAdmin: { email: 'a@b.example.org', displayName: 'A' },
    });
    expect(created.statusCode).toBe(400); // `B` is upper-case: validation first, then the session
    const valid = await call('POST', '/api/platform/archives', {
      slug: 'bb',
      name: 'B',
      firstAdmin: { email: 'a@b.example.org', displayName: 'A' },
    });
    expect(valid.statusCode).toBe(401);
  });

  it('throttles failed sign-ins as the staff sign-in does (429 with Retry-After)', async () => {
    let last = 0;
    let retryAfter: string | undefined;
    for (let i = 0; i < 12 && last !== 429; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/platform/auth/login',
        headers: { ...XHR, 'x-forwarded-for': '203.0.113.9' },
        remoteAddress: '203.0.113.9',
        payload: { email: 'throttled@platform.test', password: 'falsch-falsch-falsch' },
      });
      last = res.statusCode;
      retryAfter = res.headers['retry-after'] as string | undefined;
    }
    expect(last).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});
