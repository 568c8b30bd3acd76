import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { E2E } from '../support/env';
import { platformApi } from '../support/platform-api';

/**
 * The platform administration in a browser, on the journeys' own server: its platform
 * administrator (made by the command line before the server started, see playwright.config)
 * signs in at /platform/, creates an archive, finds it in the list, its visitor page loads
 * at /archiv-b/, opens its staff screens for support, suspends it — then that page is gone —
 * deletes it, and finds all of it in the installation's audit log. Every screen is scanned
 * at 1280 and 320 px.
 */
const base = E2E.baseUrl;
const platformEmail = E2E.platformEmail;
const platformPassword = E2E.platformPassword;

// Archive B left behind by an earlier run that stopped half-way is removed first. Other
// journeys' archives stay: they may run at this moment (two workers), so this journey
// counts no archives but looks for B's row.
test.beforeAll(async ({ request }) => {
  const platform = await platformApi(request);
  for (const archive of await platform.list())
    if (archive.slug === 'archiv-b') await platform.remove(archive.id);
});

/** The axe scan at the desktop width and at 320 px (reflow), back to the desktop width. */
async function scanBothWidths(page: Page, screen: string): Promise<void> {
  await expectNoAxeViolations(page, `${screen} (1280 px)`);
  await page.setViewportSize({ width: 320, height: 800 });
  await expectNoAxeViolations(page, `${screen} (320 px)`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a platform administrator creates archive B, finds it in the list and at /archiv-b/, opens its staff screens, suspends and deletes it', async ({
  page,
  request,
}) => {
  test.setTimeout(270_000); // eight screens, each scanned at two widths
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${base}/platform/`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Plattform-Verwaltung: Anmeldung' }),
  ).toBeVisible();
  await scanBothWidths(page, 'platform sign-in');

  // A staff account of an archive is no platform administrator.
  await page.getByLabel(/^E-Mail-Adresse/).fill(E2E.adminEmail);
  await page.getByLabel(/^Passwort/).fill(E2E.adminPassword);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('alert')).toContainText('Die Anmeldung ist fehlgeschlagen');
  await page.getByLabel(/^E-Mail-Adresse/).fill(platformEmail);
  await page.getByLabel(/^Passwort/).fill(platformPassword);
  await page.getByRole('button', { name: 'Anmelden' }).click();

  const list = page.getByRole('heading', { level: 1, name: 'Archive' });
  await expect(list).toBeVisible();
  await expect(list).toBeFocused();
  await expect(page.getByText(`Angemeldet als ${E2E.platformName}`)).toBeVisible();
  // other journeys may have archives of their own at this moment: counts are not fixed here
  const archives = page.getByRole('table', { name: /^\d+ Archive?$/ });
  await expect(archives).toBeVisible();
  await expect(archives.getByRole('row').filter({ hasText: 'Archiv B' })).toHaveCount(0);
  await scanBothWidths(page, 'archives list');

  await page.getByRole('link', { name: 'Archiv anlegen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Archiv anlegen' })).toBeVisible();
  await page.getByRole('button', { name: 'Archiv anlegen' }).click();
  await expect(page.getByRole('textbox', { name: /^Kurzname/ })).toBeFocused();
  await scanBothWidths(page, 'create archive with errors');

  await page.getByRole('textbox', { name: /^Kurzname/ }).fill('archiv-b');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Archiv B');
  await page.getByRole('combobox', { name: /^Zeitzone/ }).fill('Europe/Berlin');
  await page.getByRole('textbox', { name: /^E-Mail-Adresse/ }).fill('chefin@archiv-b.test');
  await page.getByRole('textbox', { name: 'Name der Person' }).fill('Berta Beispiel');
  await page.getByRole('button', { name: 'Archiv anlegen' }).click();

  const created = page.getByRole('heading', { level: 1, name: 'Archiv „Archiv B“ angelegt' });
  await expect(created).toBeVisible();
  await expect(created).toBeFocused();
  await expect(
    page.getByText(/meldet sich chefin@archiv-b\.test unter \/archiv-b\/admin\/ an/),
  ).toBeVisible();
  await scanBothWidths(page, 'archive created');

  await page.getByRole('link', { name: 'Zur Liste der Archive' }).click();
  await expect(archives).toBeVisible();
  const row = archives.getByRole('row').filter({ hasText: 'Archiv B' });
  await expect(row.getByRole('cell')).toHaveText([
    '/archiv-b/',
    'keiner',
    'Europe/Berlin',
    'wie die Installation',
    'aktiv',
    'Bearbeiten',
  ]);
  await expect(row.getByRole('link', { name: 'Archiv B bearbeiten' })).toBeFocused();

  // The new archive's visitor page loads at its address.
  const visitor = await page.context().newPage();
  const answer = await visitor.goto(`${base}/archiv-b/`);
  expect(answer?.status()).toBe(200);
  await expect(visitor.locator('#lesesaal')).toHaveAttribute('data-base-url', '/archiv-b/');
  await expect(visitor.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await visitor.close();

  await page.getByRole('link', { name: 'Zahlen je Archiv' }).click();
  const figures = page.getByRole('table', { name: /^Zahlen von \d+ Archiven?$/ });
  await expect(figures.getByRole('row').filter({ hasText: 'Archiv B' })).toHaveCount(1);
  await scanBothWidths(page, 'figures per archive');

  await page.getByRole('link', { name: 'Archive', exact: true }).click();
  await page.getByRole('link', { name: 'Archiv B bearbeiten' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Archiv „Archiv B“' })).toBeVisible();
  await scanBothWidths(page, 'edit archive');
  const editUrl = page.url();

  // Support: the archive's staff screens open with a session of its own, as its admin.
  await page.getByRole('button', { name: 'Mitarbeiteransicht öffnen' }).click();
  await expect(page).toHaveURL(`${base}/archiv-b/admin/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
  await page.goto(editUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Archiv „Archiv B“' })).toBeVisible();

  await page.getByRole('button', { name: 'Archiv sperren' }).click();
  await page.getByRole('button', { name: 'Ja, sperren' }).click();
  const state = page.getByRole('heading', { level: 2, name: 'Zustand: gesperrt' });
  await expect(state).toBeVisible();
  await expect(state).toBeFocused();
  await expect(
    page.getByRole('region', { name: 'Mitteilungen' }).getByText('Archiv „Archiv B“ ist gesperrt.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Archiv endgültig löschen' })).toBeVisible();
  await scanBothWidths(page, 'suspended archive');

  // A suspended archive is served to nobody (this server reads its directory again at once,
  // other processes of the installation within 10 s).
  await expect
    .poll(async () => (await request.get(`${base}/archiv-b/`)).status(), { timeout: 20_000 })
    .toBe(404);

  // Deleted once its short name is typed: the list has the default archive only.
  await page.getByRole('textbox', { name: /Kurznamen „archiv-b“ eingeben/ }).fill('archiv-b');
  await page.getByRole('button', { name: 'Archiv endgültig löschen' }).click();
  await expect(archives).toBeVisible();
  await expect(archives.getByRole('row').filter({ hasText: 'Archiv B' })).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'Mitteilungen' }).getByText('Archiv „Archiv B“ gelöscht.'),
  ).toBeVisible();

  // The installation's audit log keeps what was done to B after B is gone (other journeys
  // may write entries meanwhile: this one looks for B's).
  await page.getByRole('link', { name: 'Protokoll', exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Protokoll der Installation' }),
  ).toBeVisible();
  const log = page.getByRole('table', { name: /^\d+ Einträge?, Seite 1 von \d+$/ });
  const aboutB = log.getByRole('row').filter({ hasText: /archiv-b \(Nr\. \d+\)/ });
  for (const action of [
    'Archiv gelöscht',
    'Archiv gesperrt',
    'Mitarbeiteransicht geöffnet',
    'Archiv angelegt',
  ])
    await expect(aboutB.filter({ hasText: action }).first()).toContainText(platformEmail);
  await scanBothWidths(page, 'installation audit log');
});
