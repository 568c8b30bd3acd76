import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, XHR, type TestApp } from '../test/app';
import { signIn } from '../test/auth';
import { TEST_DRIVERS } from '../test/databases';

describe.each(TEST_DRIVERS)('access guards on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => t.close());

  const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '1');

  it('knows the admin routes it guards', () => {
    expect(t.app.adminRoutes.length).toBeGreaterThanOrEqual(4);
    expect(t.app.adminRoutes.some((r) => r.url === '/api/admin/users')).toBe(true);
  });

  it('answers every /api/admin route with 401 without a session', async () => {
    for (const route of t.app.adminRoutes) {
      if (route.method === 'HEAD') continue;
      const res = await t.app.inject({ method: route.method as 'GET', url: concrete(route.url), headers: XHR, payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {} });
      expect({ route, status: res.statusCode, body: res.json() }).toEqual({ route, status: 401, body: { error: 'http__access_denied_exception' } });
    }
  });

  it('answers admin-only routes with 403 for the REPORTS role', async () => {
    const reports = await signIn(t.app, t.database.db, 'REPORTS');
    for (const route of t.app.adminRoutes) {
      if (route.method === 'HEAD') continue;
      if (route.roles.includes('REPORTS')) continue;
      const res = await t.app.inject({ method: route.method as 'GET', url: concrete(route.url), headers: { ...XHR, cookie: reports }, payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {} });
      expect({ route, status: res.statusCode }).toEqual({ route, status: 403 });
    }
  });

  it('refuses state-changing calls without the XHR header (CSRF)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@b.at', password: 'x' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'http__access_denied_exception' });
  });

  it('refuses state-changing calls from a foreign origin (CSRF)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...XHR, origin: 'https://evil.example' },
      payload: { email: 'a@b.at', password: 'x' },
    });
    expect(res.statusCode).toBe(403);
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...XHR, origin: 'http://localhost:3000' },
      payload: { email: 'a@b.at', password: 'wrong-password' },
    });
    expect(own.statusCode).toBe(401);
  });
});
