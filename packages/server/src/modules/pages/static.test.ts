import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { PREFERRED_ENGINE } from '../../test/databases';
import { preferredEncoding } from './routes';

/** A built web app: the page template, one script (with its .br), robots.txt. */
function fakeWebDist(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lesesaal-static-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="de"><head><title>Lesesaal</title></head><body><div id="lesesaal"></div></body></html>',
  );
  writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\n');
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'index-abc.js'), 'console.log(1);');
  return dir;
}

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['BR ; q=0.0, GZIP', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['identity', null],
    [undefined, null],
  ] as const)('%s → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

/**
 * On one engine (PREFERRED_ENGINE): the subject is how the built files are sent (compression,
 * 404 for a missing file, the page for app addresses) — no database work at all.
 */
describe.each(PREFERRED_ENGINE)('the built web app as the server sends it on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver, { distDir: fakeWebDist() });
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends the visitor page compressed with brotli or gzip when the browser accepts it', async () => {
    const plain = await t.app.inject({
      url: '/room/3',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<div id="lesesaal" data-');

    const br = await t.app.inject({ url: '/room/3', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('no-store');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('sends the staff page compressed too', async () => {
    const res = await t.app.inject({ url: '/admin/', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('data-interface="admin"');
  });

  it('answers 404 not_found for a file the build does not have, not the page', async () => {
    for (const url of [
      '/favicon.ico',
      '/apple-touch-icon.png',
      '/assets/index-old.js',
      '/assets/missing',
      '/admin/favicon.ico',
    ]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ error: 'not_found', payload: ['path'] });
    }
  });

  it('still serves the files the build has and the page for app addresses', async () => {
    expect((await t.app.inject('/robots.txt')).body).toBe('User-agent: *\n');
    const script = await t.app.inject('/assets/index-abc.js');
    expect(script.statusCode).toBe(200);
    expect(script.body).toBe('console.log(1);');
    for (const url of ['/', '/room/3?month=2026-12', '/reservation-confirmation/abc-DEF_1']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
    }
  });
});
