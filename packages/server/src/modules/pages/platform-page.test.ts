import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseClientConfig } from '@lesesaal/domain/config';
import { addArchive } from '../../test/archives';
import { createTestApp, type TestApp } from '../../test/app';
import { TEST_DRIVERS } from '../../test/databases';

function fakeWebDist(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lesesaal-platform-page-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="de"><head><title>Lesesaal</title></head><body><div id="lesesaal"></div></body></html>',
  );
  return dir;
}

/** The mount element's data attributes, as the browser's `dataset` reads them. */
function mountDataset(html: string): Record<string, string> {
  const mount = /<div id="lesesaal"([^>]*)>/.exec(html)?.[1] ?? '';
  return Object.fromEntries(
    [...mount.matchAll(/data-([a-z-]+)="([^"]*)"/g)].map(([, name = '', value = '']) => [
      name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()),
      value.replace(/&quot;/g, '"').replace(/&amp;/g, '&'),
    ]),
  );
}

describe.each(TEST_DRIVERS)('the platform administration page on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver, { distDir: fakeWebDist() });
    await addArchive(t, { slug: 'b' });
    await addArchive(t, { slug: 'c', hostName: 'lesesaal.c.example' });
  });
  afterAll(async () => t.close());

  it('serves the web app in mode platform at /platform/ and its deep links, calling /api/', async () => {
    for (const url of ['/platform', '/platform/', '/platform/archives/2', '/platform/overview']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-store');
      const client = parseClientConfig(mountDataset(res.body));
      expect(client.interface, url).toBe('platform');
      expect(client.baseUrl).toBe('/platform/');
      expect(client.baseApiUrl).toBe('/');
      // signed in or not is the API's answer, not the page's
      expect(res.body).not.toContain('data-auth=');
    }
  });

  it("is the installation's page, not an archive's: 404 under /x/ and at an archive's host name", async () => {
    expect((await t.app.inject('/b/platform/')).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: '/platform/', headers: { host: 'lesesaal.c.example' } }))
        .statusCode,
    ).toBe(404);
  });

  it('answers a missing file under /platform/ with 404, not with the page', async () => {
    expect((await t.app.inject('/platform/favicon.ico')).statusCode).toBe(404);
  });

  it('leaves the visitor and staff pages as they are', async () => {
    expect(parseClientConfig(mountDataset((await t.app.inject('/')).body)).interface).toBe('user');
    expect(parseClientConfig(mountDataset((await t.app.inject('/admin/')).body)).interface).toBe(
      'admin',
    );
  });
});
