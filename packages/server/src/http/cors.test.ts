import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, XHR, type TestApp } from '../test/app';
import { ownerExec } from '../test/databases';

const HOST = 'https://www.archive.example';

// No database rows are involved (CORS headers, CSRF and CSP answer before any query): PGlite.
describe('embedding the visitor app from an allow-listed origin (CORS_ORIGINS)', () => {
  let t: TestApp;
  let closed: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { CORS_ORIGINS: `${HOST}/, http://cms.test:8080` } });
    closed = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t.close();
    await closed.close();
  });

  it('answers the preflight of a visitor call for an allowed origin, without credentials', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/transactions',
      headers: {
        origin: HOST,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-requested-with',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(HOST);
    expect(res.headers['access-control-allow-methods']).toContain('POST');
    expect(String(res.headers['access-control-allow-headers'])).toMatch(/X-Requested-With/i);
    // the fair opening's pass, sent on the queue calls and the holds of the room
    expect(String(res.headers['access-control-allow-headers'])).toMatch(/X-Queue-Pass/i);
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('lets an allowed origin read the room list and pass the CSRF check', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/rooms',
      headers: { origin: HOST },
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers['access-control-allow-origin']).toBe(HOST);
    expect(list.headers['cross-origin-resource-policy']).toBe('cross-origin');
    // a state-changing call from the embedding page is not refused as cross-site (the body is)
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/transactions',
      headers: { ...XHR, origin: 'http://cms.test:8080' },
      payload: {},
    });
    expect(post.statusCode).toBe(400);
    expect(post.json()).toMatchObject({ error: 'validation__error' });
  });

  it('gives other origins and the staff API no CORS headers, and refuses foreign writes', async () => {
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/rooms',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const staff = await t.app.inject({
      method: 'GET',
      url: '/api/admin/rooms',
      headers: { origin: HOST },
    });
    expect(staff.headers['access-control-allow-origin']).toBeUndefined();
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/transactions',
      headers: { ...XHR, origin: 'https://evil.example' },
      payload: {},
    });
    expect(post.statusCode).toBe(403);
    expect(post.json()).toEqual({ error: 'http__access_denied_exception' });
  });

  it('allows the listed origins as frame ancestors; without a list only the own origin', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(page.headers['content-security-policy']).toContain(
      `frame-ancestors 'self' ${HOST} http://cms.test:8080`,
    );
    expect(page.headers['x-frame-options']).toBeUndefined();
    const own = await closed.app.inject({ method: 'GET', url: '/healthz' });
    expect(own.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(own.headers['x-frame-options']).toBe('SAMEORIGIN');
    const noCors = await closed.app.inject({
      method: 'GET',
      url: '/api/rooms',
      headers: { origin: HOST },
    });
    expect(noCors.headers['access-control-allow-origin']).toBeUndefined();
  });

  it("never lets the listed origins frame the staff's or the platform's pages: frame-ancestors 'self' there", async () => {
    const frameAncestors = (res: { headers: Record<string, unknown> }) =>
      /frame-ancestors([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1]?.trim();
    await ownerExec(t.database, `INSERT INTO archives (slug, name) VALUES ('b', 'Archiv B')`);
    await t.app.archives.refresh();
    for (const url of [
      '/admin/',
      '/admin/login',
      '/admin',
      '/%61dmin/',
      '/platform/',
      '/platform/archives',
      '/b/admin/',
      '/api/auth/me',
      '/api/admin/rooms',
      '/api/platform/auth/me',
      '/api/platform/archives',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect({ url, frameAncestors: frameAncestors(res) }).toEqual({
        url,
        frameAncestors: "'self'",
      });
      expect({ url, xfo: res.headers['x-frame-options'] }).toEqual({ url, xfo: 'SAMEORIGIN' });
    }
    // the visitor pages stay embeddable, also an archive's
    for (const url of ['/', '/room/1', '/b/', '/api/rooms'])
      expect({
        url,
        frameAncestors: frameAncestors(await t.app.inject({ method: 'GET', url })),
      }).toEqual({
        url,
        frameAncestors: `'self' ${HOST} http://cms.test:8080`,
      });
  });
});
