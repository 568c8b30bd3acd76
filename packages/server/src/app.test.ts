import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, XHR, type TestApp } from './test/app';
import { signIn } from './test/auth';
import { TEST_DRIVERS } from './test/databases';

const SCRIPT = `console.log(${JSON.stringify('Lesesaal '.repeat(400))});`;

function fakeWebDist(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lesesaal-dist-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="de"><head><title>Lesesaal</title></head><body><div id="lesesaal"></div><script type="module" src="/assets/main.js"></script></body></html>',
  );
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'main.js'), SCRIPT);
  writeFileSync(path.join(dir, 'assets', 'main.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(dir, 'assets', 'main.js.gz'), gzipSync(SCRIPT));
  return dir;
}

describe.each(TEST_DRIVERS)('app shell on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver, {
      distDir: fakeWebDist(),
      env: { MAX_RESERVATIONS: '4', FAQ_URL: 'https://archiv.example.org/faq' },
    });
  });
  afterAll(async () => t.close());

  it('answers unknown API paths with 404 and the error body', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/no-such-thing', headers: XHR });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'not_found' });
    }
  });

  it('answers malformed JSON with 400 validation__error, never 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...XHR, 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('validation__error');
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...XHR, 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toBe('unsupported_media_type');
  });

  it('answers a body over the limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...XHR, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.at', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('payload_too_large');
  });

  it('reports liveness and readiness', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('publishes an OpenAPI 3.1 document built from the route schemas', async () => {
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toContain('/api/auth/login');
    expect((await t.app.inject('/api/docs/')).statusCode).toBe(200);
  });

  it('serves the visitor page with the server config on the mount element, also for deep links', async () => {
    for (const url of ['/', '/room/12', '/your-reservations']) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toContain('data-interface="user"');
      expect(res.body).toContain('data-max-reservations="4"');
      expect(res.body).toContain('data-faq-url="https://archiv.example.org/faq"');
      expect(res.body).toContain('data-label-override="{}"');
      expect(res.body).not.toContain('data-auth=');
    }
  });

  it('serves the staff page as signed-out without a session', async () => {
    const res = await t.app.inject('/admin/rooms');
    expect(res.body).toContain('data-interface="admin"');
    expect(res.body).toContain('data-base-url="/admin/"');
    expect(res.body).toContain('data-auth="signed-out"');
  });

  it('chooses the staff interface mode by the signed-in role', async () => {
    const admin = await signIn(t.app, t.database.db, 'ADMIN');
    const asAdmin = await t.app.inject({ url: '/admin/', headers: { cookie: admin } });
    expect(asAdmin.body).toContain('data-interface="admin"');
    expect(asAdmin.body).not.toContain('data-auth=');
    const reports = await signIn(t.app, t.database.db, 'REPORTS');
    const asReports = await t.app.inject({ url: '/admin/', headers: { cookie: reports } });
    expect(asReports.body).toContain('data-interface="reports"');
  });

  it("sends the build's precompressed assets to browsers that accept them, cached for a year", async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/main.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    const gz = await t.app.inject({
      method: 'GET',
      url: '/assets/main.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await t.app.inject({ method: 'GET', url: '/assets/main.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('sends security headers on every response', async () => {
    const res = await t.app.inject('/');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });
});
