import { expect, test, type Page } from '@playwright/test';
import { StaffLogin } from '../pages/staff-login';
import { PrivacyNotice } from '../pages/privacy-notice';
import { expectNoAxeViolations } from '../support/axe';
import { E2E } from '../support/env';
import { waitForMail } from '../support/mailbox';
import { staffApi, viennaDate } from '../support/staff-api';

/**
 * A group visit from request to check-in: an organiser asks for 15 seats of a slot of 20 in a
 * room of 20 from the room's calendar (the journeys' server runs with BOT_PROTECTION=off);
 * staff find the request among the new ones and confirm it (the seats are taken at once);
 * the organiser's confirmation mail has the manage link, where the participants are given;
 * a visitor sees 5 seats left in that slot; the check-in of that day shows the group as one
 * line of 15. Every screen is scanned by axe (the form and the staff list at 320 px too) and
 * fits its width without sideways scrolling.
 */

/** The axe scan at 1280 px, and at `narrow` px with no sideways scrolling of the page. */
async function scan(page: Page, screen: string, narrow?: number): Promise<void> {
  await expectNoAxeViolations(page, `${screen} (1280 px)`);
  if (narrow === undefined) return;
  await page.setViewportSize({ width: narrow, height: 800 });
  await expectNoAxeViolations(page, `${screen} (${narrow} px)`);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    `${screen} fits ${narrow} px`,
  ).toBe(true);
  await page.setViewportSize({ width: 1280, height: 900 });
}

const popup = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: /^(Mitteilungen|Notifications)$/ }).getByText(text);

test('an organiser requests 15 of 20 seats, staff confirm, 5 are left for visitors and the check-in shows one line of 15', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const stamp = Date.now().toString(36);
  const roomName = `Gruppensaal ${stamp}`;
  const organiser = `Maria Gruppe${stamp}`;
  const email = `gruppe-${stamp}@schule.example`;
  const day = viennaDate(9);
  const staff = await staffApi(request);
  const room = await staff.createRoom(roomName, 20, {
    openStart: { type: 'DAY', value: 0 },
    openEnd: { type: 'DAY', value: 60 },
  });
  await staff.createSlot(room.id, day, '09:00', '12:00', 20);

  // --- the organiser asks, from the room's calendar ------------------------------------------
  await page.goto('/');
  await new PrivacyNotice(page).accept();
  await page.getByRole('link', { name: roomName }).click();
  await expect(page.getByRole('heading', { level: 1, name: roomName })).toBeVisible();
  await page.getByRole('link', { name: 'Gruppenbesuch anfragen' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Gruppenbesuch anfragen' }),
  ).toBeFocused();
  await page.getByRole('textbox', { name: 'Tag', exact: true }).fill(day);
  const slot = page.getByRole('combobox', { name: /^Termin/ });
  // the day's one slot is chosen for the organiser
  await expect(slot).toHaveValue(/\d+/);
  await expect(slot.locator('option:checked')).toHaveText(
    '09:00–12:00 Uhr (20 von 20 Plätzen frei)',
  );
  await page.getByRole('textbox', { name: /^Anzahl der Plätze/ }).fill('15');
  await page.getByRole('textbox', { name: /^Thema des Besuchs/ }).fill('Stadtgeschichte 1848');
  await page
    .getByRole('textbox', { name: /^Archivalien, die die Gruppe/ })
    .fill('Urkunden 1848/1-20\nKarten');
  await page.getByRole('textbox', { name: /^Vor- und Nachname/ }).fill(organiser);
  await page
    .getByRole('textbox', { name: /^Schule, Hochschule oder Einrichtung/ })
    .fill('BG Klosterneuburg');
  await page.getByRole('textbox', { name: /^E-Mail-Adresse/ }).fill(email);
  await scan(page, 'group request form', 320);
  await page.getByRole('button', { name: 'Anfrage senden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Anfrage gesendet' })).toBeFocused();
  await expect(page.getByText('Angefragt: 15 Plätze.')).toBeVisible();
  await scan(page, 'group request sent', 375);
  await waitForMail(email, /Gruppenanfrage ist eingegangen/);

  // --- staff confirm it ----------------------------------------------------------------------
  const staffContext = await browser.newContext({ baseURL: E2E.baseUrl });
  const desk = await staffContext.newPage();
  await desk.setViewportSize({ width: 1280, height: 900 });
  const login = new StaffLogin(desk);
  await login.open();
  await login.signIn(E2E.adminEmail, E2E.adminPassword);
  await expect(desk.getByRole('button', { name: 'Abmelden' })).toBeVisible();
  await desk.getByRole('button', { name: 'English' }).click();
  await desk.getByRole('link', { name: 'Group requests' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Group requests' })).toBeVisible();
  const list = desk.getByRole('table', { name: /group requests? \(page/ });
  const row = list.getByRole('row').filter({ hasText: organiser });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('15 seats');
  await expect(row).toContainText('New');
  await scan(desk, 'group requests', 320);
  await row.getByRole('link', { name: `Open the request of ${organiser}` }).click();
  await expect(
    desk.getByRole('heading', { level: 1, name: `Group request of ${organiser}` }),
  ).toBeVisible();
  await expect(desk.getByText('20 of 20 seats of this time slot are free now.')).toBeVisible();
  await scan(desk, 'group request', 320);
  await desk.getByRole('button', { name: 'Confirm' }).click();
  await expect(popup(desk, /Group request confirmed: 15 seats, booking number/)).toBeVisible();
  await expect(desk.getByRole('heading', { level: 2, name: 'Decision: Confirmed' })).toBeFocused();
  await expect(desk.getByRole('button', { name: 'Confirm' })).toHaveCount(0);
  await scan(desk, 'group request confirmed');

  // --- the organiser's confirmation mail and its page ----------------------------------------
  const mail = await waitForMail(email, /Gruppenbesuch ist bestätigt/);
  const link = /https?:\/\/[^\s"<>]+\/group\/[A-Za-z0-9_-]+(?:\?lang=(?:de|en))?/.exec(
    mail.text ?? '',
  )?.[0];
  expect(link, 'the manage link in the confirmation mail').toBeDefined();
  const own = await browser.newContext({ baseURL: E2E.baseUrl });
  const organiserPage = await own.newPage();
  await organiserPage.setViewportSize({ width: 1280, height: 900 });
  await organiserPage.goto(link!.replace(/^https?:\/\/[^/]+/, ''));
  // opened from the mail: no privacy notice first
  await expect(
    organiserPage.getByRole('heading', { level: 2, name: 'Stand: bestätigt' }),
  ).toBeVisible();
  await expect(organiserPage.getByRole('dialog')).toHaveCount(0);
  await organiserPage.getByRole('textbox', { name: 'Anzahl der Teilnehmenden' }).fill('14');
  await organiserPage.getByRole('button', { name: 'Zahl speichern' }).click();
  await expect(popup(organiserPage, 'Gespeichert: 14 Teilnehmende.')).toBeVisible();
  await scan(organiserPage, 'group visit page', 375);
  await own.close();

  // --- a visitor sees the 5 seats left -------------------------------------------------------
  const visitorContext = await browser.newContext({ baseURL: E2E.baseUrl });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/room/${room.id}?month=${day.slice(0, 7)}&day=${day}`);
  await new PrivacyNotice(visitor).accept();
  await expect(visitor.getByRole('heading', { name: /^Termine am / })).toBeVisible();
  await expect(visitor.getByText('5 von 20 Plätzen frei')).toBeVisible();
  await scan(visitor, 'calendar after the group');
  await visitorContext.close();

  // --- the check-in of that day: one line of 15 ----------------------------------------------
  await desk.goto(`/admin/today?date=${day}&room=${room.id}`);
  const groups = desk.getByRole('table', { name: /^Groups on / });
  await expect(groups).toBeVisible();
  const lines = groups.getByRole('row');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(1)).toContainText(`Group ${organiser}`);
  await expect(lines.nth(1)).toContainText('15 seats');
  await expect(lines.nth(1)).toContainText('14');
  await expect(desk.getByText('1 group with 15 seats')).toBeVisible();
  await scan(desk, 'check-in with a group', 320);
  await staffContext.close();
});
