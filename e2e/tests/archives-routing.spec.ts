import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { E2E } from '../support/env';
import { secondServer } from '../support/second-server';

/**
 * A second archive on one installation, as its visitors see it: a second Lesesaal server (the
 * embedded database serves one process) where a platform administrator, made by the command
 * line, creates archive B (`/archiv-b/`); a room is set up in the default archive and one in
 * B. A visitor opens `/archiv-b/`, sees B's room only and books a visit with the keyboard alone; every screen is
 * scanned. The other journeys keep their one-archive server.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const server = secondServer(7, 'archives');
const base = server.base;
const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const platformEmail = 'plattform-routing@archive.test';
const platformPassword = 'Platform-routing-e2e-2026!';
const ROOM_A = 'Lesesaal Stammhaus';
const ROOM_B = 'Lesesaal Außenstelle B';
/** archive B's slug: its pages at `/archiv-b/`, its API at `/archiv-b/api/` */
const SLUG = 'archiv-b';
const B = `/${SLUG}/`;
let dataDir: string;

function isoDate(offsetDays: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offsetDays);
  return d.toISOString().slice(0, 10);
}

/** A room open for the next weeks with a morning slot every day, made through `apiBase`. */
async function setUpRoom(request: APIRequestContext, apiBase: string, name: string) {
  const room = await request.post(`${apiBase}api/admin/rooms`, {
    headers: XHR,
    data: {
      name,
      description: 'Erdgeschoss',
      capacity: 2,
      openStart: { type: 'DAY', value: 0 },
      openEnd: { type: 'DAY', value: 60 },
    },
  });
  expect(room.status(), await room.text()).toBe(201);
  const { id } = (await room.json()) as { id: number };
  const slots = await request.post(`${apiBase}api/admin/rooms/${id}/timeslots`, {
    headers: XHR,
    data: {
      startTime: '09:00',
      endTime: '12:00',
      startDate: isoDate(2),
      repeatUntil: isoDate(12),
      daysOfWeek: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'],
      includeHolidays: true,
      capacity: 2,
    },
  });
  expect(slots.status(), await slots.text()).toBe(201);
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'lesesaal-e2e-archives-data-'));
  const cli = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'packages/server/src/cli.ts',
      'platform-admin',
      'add',
      platformEmail,
      '--name',
      'Paul Plattform',
      '--password',
      platformPassword,
    ],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, PUBLIC_URL: base, LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    },
  );
  expect(cli.status, `${cli.stdout}\n${cli.stderr}`).toBe(0);
  await server.start({ DATA_DIR: dataDir });

  // archive B, by the platform administrator; its room through a support session in B
  const login = await request.post(`${base}/api/platform/auth/login`, {
    headers: XHR,
    data: { email: platformEmail, password: platformPassword },
  });
  expect(login.status(), await login.text()).toBe(200);
  const created = await request.post(`${base}/api/platform/archives`, {
    headers: XHR,
    data: {
      slug: SLUG,
      name: 'Archiv B',
      firstAdmin: { email: 'leitung@archiv-b.test', displayName: 'Berta Beispiel' },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const support = await request.post(`${base}/api/platform/archives/${id}/support`, {
    headers: XHR,
  });
  expect(support.status(), await support.text()).toBe(200);
  await setUpRoom(request, `${base}${B}`, ROOM_B);

  // the default archive's room, by its own admin
  const staff = await request.post(`${base}/api/auth/login`, {
    headers: XHR,
    data: { email: E2E.adminEmail, password: E2E.adminPassword },
  });
  expect(staff.status()).toBe(204);
  await setUpRoom(request, `${base}/`, ROOM_A);
});

test.afterAll(async () => {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Presses Tab until `target` has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, 'reached by Tab').toBeFocused();
}

test("a visitor of archive B's address sees B's room only and books it with the keyboard", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(`${base}${B}`);
  await expect(page.locator('#lesesaal')).toHaveAttribute('data-base-api-url', B);

  const consent = page.getByRole('checkbox', { name: /Datenschutzhinweis gelesen/ });
  await tabTo(page, consent);
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'Akzeptieren' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Terminreservierung' })).toBeVisible();

  // B's room, not the default archive's
  const roomLink = page.getByRole('link', { name: ROOM_B });
  await expect(roomLink).toBeVisible();
  await expect(page.getByRole('link', { name: ROOM_A })).toHaveCount(0);
  await expect(page.getByText(ROOM_A)).toHaveCount(0);
  await expectNoAxeViolations(page, 'room list of archive B');

  await tabTo(page, roomLink);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: ROOM_B })).toBeFocused();
  expect(new URL(page.url()).pathname.startsWith(B)).toBe(true);

  const tabStop = page.locator('.day-button[tabindex="0"]');
  await expect(page.getByRole('button', { name: /, freie Plätze$/ }).first()).toBeVisible();
  await tabTo(page, tabStop);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: /^Termine am / })).toBeFocused();
  await expectNoAxeViolations(page, 'room calendar of archive B');

  await tabTo(page, page.getByRole('button', { name: '09:00–12:00 Uhr buchen' }));
  await page.keyboard.press('Space');
  const cartLink = page.getByRole('link', { name: 'Meine Auswahl (1)' });
  await expect(cartLink).toBeVisible();
  await cartLink.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Ihre Auswahl' })).toBeFocused();
  await tabTo(page, page.getByRole('link', { name: 'Weiter zu Ihren Daten' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Ihre Daten' })).toBeFocused();

  for (const [label, value] of [
    [/^Vorname/, 'Bruno'],
    [/^Nachname/, 'Besucher'],
    [/^E-Mail-Adresse/, 'bruno.besucher@example.org'],
    [/^Telefonnummer/, '+43123456789'],
  ] as const) {
    await tabTo(page, page.getByLabel(label));
    await page.keyboard.type(value);
  }
  await tabTo(page, page.getByRole('button', { name: 'Weiter zur Übersicht' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeFocused();
  await expectNoAxeViolations(page, 'summary in archive B');

  await tabTo(page, page.getByRole('button', { name: '1 Termin verbindlich buchen' }));
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Reservierung' }),
  ).toBeFocused();
  expect(new URL(page.url()).pathname.startsWith(B)).toBe(true);
  await expectNoAxeViolations(page, 'booking success in archive B');

  // the default archive still shows its own room only
  await page.goto(`${base}/`);
  const consentA = page.getByRole('checkbox', { name: /Datenschutzhinweis gelesen/ });
  if (await consentA.isVisible()) {
    await consentA.check();
    await page.getByRole('button', { name: 'Akzeptieren' }).click();
  }
  await expect(page.getByRole('link', { name: ROOM_A })).toBeVisible();
  await expect(page.getByRole('link', { name: ROOM_B })).toHaveCount(0);
});
