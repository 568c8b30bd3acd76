import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { E2E } from '../support/env';
import { platformApi } from '../support/platform-api';

/**
 * An archive's own settings in a browser, on the journeys' own server: the platform
 * administrator (made by the command line before the server started) has an archive created
 * through the platform API, opens its settings from its edit screen, sets a primary colour
 * and a privacy notice address and saves. The archive's visitor page then draws its buttons
 * in that colour and links the privacy notice there; the default archive keeps the
 * installation's. The settings screen is scanned at 1280 and 320 px. The archive is deleted
 * afterwards.
 */
const base = E2E.baseUrl;
const SLUG = 'archiv-farbe';
const COLOUR = '#1a7f37';
const COLOUR_RGB = 'rgb(26, 127, 55)';
const PRIVACY = 'https://archiv-farbe.example/datenschutz';
let archiveId: number | undefined;

test.beforeAll(async ({ request }) => {
  const platform = await platformApi(request);
  for (const archive of await platform.list())
    if (archive.slug === SLUG) await platform.remove(archive.id);
  archiveId = (
    await platform.create(SLUG, 'Archiv Farbe', {
      email: 'leitung@archiv-farbe.test',
      displayName: 'Fritzi Farbe',
    })
  ).id;
});

test.afterAll(async ({ request }) => {
  if (archiveId !== undefined) await (await platformApi(request)).remove(archiveId);
});

/** The axe scan at the desktop width and at 320 px (reflow), back to the desktop width. */
async function scanBothWidths(page: Page, screen: string): Promise<void> {
  await expectNoAxeViolations(page, `${screen} (1280 px)`);
  await page.setViewportSize({ width: 320, height: 800 });
  await expectNoAxeViolations(page, `${screen} (320 px)`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The footer's privacy link (the privacy notice may link its page too). */
const privacyLink = (page: Page) =>
  page.getByRole('contentinfo').getByRole('link', { name: 'Datenschutz' });

/** The background of the privacy notice's accept button, a filled button in the primary colour. */
const filledButtonBackground = (page: Page) =>
  page
    .getByRole('button', { name: 'Akzeptieren' })
    .evaluate((el) => getComputedStyle(el).backgroundColor);

test('a platform administrator gives an archive its colour and privacy notice; its visitor page shows them', async ({
  page,
}) => {
  test.setTimeout(240_000); // six scans
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${base}/platform/`);
  await page.getByLabel(/^E-Mail-Adresse/).fill(E2E.platformEmail);
  await page.getByLabel(/^Passwort/).fill(E2E.platformPassword);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.getByRole('link', { name: 'Archiv Farbe bearbeiten' }).click();
  await page.getByRole('link', { name: 'Eigene Einstellungen des Archivs' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Eigene Einstellungen von „Archiv Farbe“' }),
  ).toBeVisible();
  const privacy = page.getByRole('textbox', { name: 'Adresse der Datenschutzerklärung' });
  await expect(privacy).toHaveValue('');
  await scanBothWidths(page, 'archive settings');

  // the write-only SMTP field and the archive's own directory opened, then closed unsaved
  await page.getByRole('button', { name: 'Server hinterlegen' }).click();
  await expect(page.getByLabel('Neuer SMTP-Server')).toBeFocused();
  const directory = page.getByRole('combobox', {
    name: 'Anmeldung der Mitarbeitenden über einen Verzeichnisdienst',
  });
  await directory.selectOption('own');
  await expect(page.getByRole('textbox', { name: 'Gruppe 1' })).toBeVisible();
  await scanBothWidths(page, 'archive settings, SMTP server and directory opened');
  await directory.selectOption('');
  await page.getByRole('button', { name: 'Ersetzen abbrechen' }).click();
  await expect(page.getByRole('button', { name: 'Server hinterlegen' })).toBeFocused();

  // a colour too light for white text is refused at its field, nothing is saved
  const colour = page.getByRole('textbox', { name: 'Hauptfarbe' });
  await colour.fill('#ffcc00');
  await expect(page.getByText(/Die Farbe ist zu hell\./)).toBeVisible();
  await page.getByRole('button', { name: 'Einstellungen speichern' }).click();
  await expect(colour).toBeFocused();
  await expect(page.getByRole('alert')).toContainText('1 Feld konnte nicht gespeichert werden');
  await scanBothWidths(page, 'archive settings with an error');

  await colour.fill(COLOUR);
  await expect(page.getByText(/Die Farbe ist verwendbar\./)).toBeVisible();
  await privacy.fill(PRIVACY);
  await page.getByRole('button', { name: 'Einstellungen speichern' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Einstellungen gespeichert.' }),
  ).toBeVisible();

  // read again from the server
  await page.reload();
  await expect(privacy).toHaveValue(PRIVACY);
  await expect(colour).toHaveValue(COLOUR);

  const visitor = await page.context().newPage();
  await visitor.goto(`${base}/${SLUG}/`);
  await expect(visitor.locator('#lesesaal')).toHaveAttribute('data-primary-color', COLOUR);
  await expect(privacyLink(visitor)).toHaveAttribute('href', PRIVACY);
  await expect.poll(() => filledButtonBackground(visitor)).toBe(COLOUR_RGB);

  // the default archive keeps the installation's colour and privacy notice
  await visitor.goto(`${base}/`);
  await expect(privacyLink(visitor)).toHaveAttribute('href', E2E.privacyUrl);
  await expect.poll(() => filledButtonBackground(visitor)).not.toBe(COLOUR_RGB);
  await visitor.close();
});
