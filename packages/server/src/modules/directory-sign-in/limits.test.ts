import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';

/**
 * The directory sign-in's start and return under the visitor request limits: each call may
 * make the server talk to the provider (discovery, the code exchange), so one client address
 * gets VISITOR_LIMIT_DIRECTORY of them per window, counted before anything else — also where
 * the archive has no directory. No rows of an archive are involved: PGlite.
 */
describe('the directory sign-in under the visitor request limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { VISITOR_LIMIT_DIRECTORY: '3' } });
  });
  afterAll(async () => t?.close());

  const get = (url: string, ip: string) => t.app.inject({ method: 'GET', url, remoteAddress: ip });

  it('answers 429 with Retry-After beyond VISITOR_LIMIT_DIRECTORY starts and returns per address and window', async () => {
    const ip = '198.51.100.70';
    // the start and the provider's return count alike
    expect((await get('/api/auth/oidc/login', ip)).statusCode).toBe(404);
    expect((await get('/api/auth/oidc/callback?code=x&state=y', ip)).statusCode).toBe(200);
    expect((await get('/api/auth/oidc/login', ip)).statusCode).toBe(404);
    for (const url of ['/api/auth/oidc/login', '/api/auth/oidc/callback?code=x&state=y']) {
      const refused = await get(url, ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ error: 'too_many_requests' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // another address is not held back; the status of the directory is never limited
    expect((await get('/api/auth/oidc/login', '198.51.100.71')).statusCode).toBe(404);
    expect((await get('/api/auth/oidc/status', ip)).statusCode).toBe(200);
    t.clock.advanceMinutes(t.config.visitorLimits.windowMinutes + 1);
    expect((await get('/api/auth/oidc/login', ip)).statusCode).toBe(404);
  });
});
