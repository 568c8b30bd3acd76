import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, XHR, type TestApp } from '../test/app';
import { signIn } from '../test/auth';
import { TEST_DRIVERS } from '../test/databases';

const DENIED = { error: 'http__access_denied_exception' };

describe.each(TEST_DRIVERS)('access guards on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => t.close());

  /** `/api/admin/rooms/:id/timeslots/:timeSlotId` → `/api/admin/rooms/1/timeslots/1` */
  const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '1').replace(/\*$/, 'x');
  const routes = () =>
    t.app.adminRoutes.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS');
  const hit = (route: { method: string; url: string }, cookie?: string) =>
    t.app.inject({
      method: route.method as 'GET',
      url: concrete(route.url),
      headers: { ...XHR, ...(cookie ? { cookie } : {}) },
      payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
    });

  it('knows the admin routes it guards, the staff accounts among them', () => {
    const urls = t.app.adminRoutes.map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'GET /api/admin/users',
        'POST /api/admin/users',
        'PUT /api/admin/users/:id',
        'DELETE /api/admin/users/:id',
      ]),
    );
    expect(t.app.adminRoutes.every((r) => r.url.startsWith('/api/admin'))).toBe(true);
  });

  it('answers every /api/admin route with 401 and the error body without a session', async () => {
    for (const route of routes()) {
      const res = await hit(route);
      expect({ route, status: res.statusCode, body: res.json() }).toEqual({
        route,
        status: 401,
        body: DENIED,
      });
    }
  });

  it('answers every /api/admin route with 401 for an unknown session cookie', async () => {
    for (const route of routes()) {
      const res = await hit(route, 'lesesaal_session=AAAAAAAAAAAAAAAAAAAAAA');
      expect({ route, status: res.statusCode }).toEqual({ route, status: 401 });
    }
  });

  it('answers every admin-only route with 403 for the REPORTS role', async () => {
    const reports = await signIn(t.app, t.database.db, 'REPORTS');
    for (const route of routes().filter((r) => !r.roles.includes('REPORTS'))) {
      const res = await hit(route, reports);
      expect({ route, status: res.statusCode, body: res.json() }).toEqual({
        route,
        status: 403,
        body: DENIED,
      });
    }
  });

  it('lets the REPORTS role past the guard on the routes that allow it', async () => {
    const reports = await signIn(t.app, t.database.db, 'REPORTS');
    for (const route of routes().filter((r) => r.roles.includes('REPORTS'))) {
      const res = await hit(route, reports);
      expect({ route, denied: res.statusCode === 401 || res.statusCode === 403 }).toEqual({
        route,
        denied: false,
      });
    }
  });

  it('lets an admin past the guard on every admin route', async () => {
    const admin = await signIn(t.app, t.database.db, 'ADMIN');
    for (const route of routes()) {
      // It could delete the account this test signed in with; the guard is what matters here.
      if (route.method === 'DELETE' && route.url === '/api/admin/users/:id') continue;
      const res = await hit(route, admin);
      expect({ route, denied: res.statusCode === 401 || res.statusCode === 403 }).toEqual({
        route,
        denied: false,
      });
    }
  });

  it('refuses state-changing calls without the XHR header (CSRF)', async () => {
    const admin = await signIn(t.app, t.database.db, 'ADMIN');
    for (const [method, url] of [
      ['POST', '/api/auth/login'],
      ['POST', '/api/auth/logout'],
      ['POST', '/api/admin/users'],
      ['PUT', '/api/admin/users/1'],
      ['DELETE', '/api/admin/users/1'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: { cookie: admin },
        payload: method === 'DELETE' ? undefined : {},
      });
      expect({ method, url, status: res.statusCode, body: res.json() }).toEqual({
        method,
        url,
        status: 403,
        body: DENIED,
      });
    }
    // Reads need no header.
    expect(
      (await t.app.inject({ url: '/api/admin/users', headers: { cookie: admin } })).statusCode,
    ).toBe(200);
  });

  it('refuses state-changing calls from a foreign origin (CSRF), and accepts our own', async () => {
    const login = (origin: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { ...XHR, origin },
        payload: { email: 'a@b.at', password: 'wrong-password' },
      });
    for (const origin of ['https://evil.example', 'http://localhost:3000.evil.example', 'null']) {
      const res = await login(origin);
      expect({ origin, status: res.statusCode, body: res.json() }).toEqual({
        origin,
        status: 403,
        body: DENIED,
      });
    }
    expect((await login('http://localhost:3000')).statusCode).toBe(401);
  });
});
