import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseClientConfig } from '@lesesaal/domain/config';
import { createTestApp, type TestApp } from '../../test/app';
import { PREFERRED_ENGINE } from '../../test/databases';

function fakeWebDist(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lesesaal-pages-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="de"><head><title>Lesesaal</title></head><body><div id="lesesaal"></div></body></html>',
  );
  return dir;
}

/** The data-* attributes of the mount element, as the browser's `dataset` would read them. */
function mountDataset(html: string): Record<string, string> {
  const mount = /<div id="lesesaal"([^>]*)>/.exec(html)?.[1] ?? '';
  const dataset: Record<string, string> = {};
  for (const [, name = '', value = ''] of mount.matchAll(/data-([a-z-]+)="([^"]*)"/g)) {
    dataset[name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())] = value
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  }
  return dataset;
}

/**
 * On one engine (PREFERRED_ENGINE): the subject is what the page writes for the web app from
 * the configuration (time zone, waiting list) — the HTTP layer's page, the same whatever the
 * database.
 */
describe.each(PREFERRED_ENGINE)(
  "the page hands the archive's time zone to the web app on %s",
  (driver) => {
    let t: TestApp;
    let vienna: TestApp;
    beforeAll(async () => {
      t = await createTestApp(driver, {
        distDir: fakeWebDist(),
        env: { TIME_ZONE: 'America/New_York' },
      });
      vienna = await createTestApp(driver, { distDir: fakeWebDist() });
    });
    afterAll(async () => {
      await t.close();
      await vienna.close();
    });

    it('writes TIME_ZONE as data-time-zone on the visitor page and the staff page', async () => {
      for (const url of ['/', '/room/3', '/admin/']) {
        const res = await t.app.inject(url);
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain('data-time-zone="America/New_York"');
        expect(parseClientConfig(mountDataset(res.body)).timeZone).toBe('America/New_York');
      }
    });

    it('writes the default zone Europe/Vienna when TIME_ZONE is not set', async () => {
      const res = await vienna.app.inject('/');
      expect(res.body).toContain('data-time-zone="Europe/Vienna"');
    });

    it('answers the accessibility statement, its feedback form and the Easy German page with the visitor page', async () => {
      for (const url of [
        '/barrierefreiheit',
        '/barrierefreiheit/',
        '/barrierefreiheit/feedback',
        '/leichte-sprache',
        '/leichte-sprache?lang=en',
      ]) {
        const res = await vienna.app.inject(url);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        const client = parseClientConfig(mountDataset(res.body));
        expect(client.interface, url).toBe('user');
        expect(client.baseUrl).toBe('/');
        expect(client.enforcementBodyUrl).toBe('https://www.schlichtungsstelle-bgg.de');
      }
    });

    it('tells the visitor page whether the waiting list is on (WAITLIST_OFFER_HOURS)', async () => {
      expect((await vienna.app.inject('/')).body).toContain('data-waiting-list="true"');
      const off = await createTestApp(driver, {
        distDir: fakeWebDist(),
        env: { WAITLIST_OFFER_HOURS: 'off' },
      });
      try {
        const res = await off.app.inject('/waitlist/abc');
        expect(parseClientConfig(mountDataset(res.body)).waitingList).toBe(false);
      } finally {
        await off.close();
      }
    });
  },
);
