import { expect, test, type Page } from '@playwright/test';
import { PrivacyNotice } from '../pages/privacy-notice';
import { StaffLogin } from '../pages/staff-login';
import { VisitorBooking } from '../pages/visitor-booking';
import { expectNoAxeViolations } from '../support/axe';
import { E2E } from '../support/env';
import { waitForMail } from '../support/mailbox';
import { staffApi, viennaDate } from '../support/staff-api';

const VISITOR = {
  firstName: 'Konrad',
  lastName: 'Aufenthalter',
  email: 'konrad.aufenthalter@example.org',
  phone: '+43123456781',
};

/** "Forschungsaufenthalt" as a pattern: the texts carry a soft hyphen, accessible names not. */
const STAY = 'Forschungs\u00ad?aufenthalt';

/** Nothing scrolls sideways at this width (WCAG 1.4.10). */
async function expectNoSidewaysScrolling(page: Page, screen: string): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${screen}: ${scrollWidth} px wide in ${innerWidth} px`).toBeLessThanOrEqual(
    innerWidth,
  );
}

// A visitor holds a five-day research stay whose third day is full: the day is shown and left
// out, the other four are held together, ordered records go with the first day, the booking
// is one item; the pull list of the second day shows the record "held for the stay".
test.setTimeout(240_000);

test('a research stay of five days with a full day left out, held and booked in one step', async ({
  page,
  browser,
  playwright,
}) => {
  const stamp = Date.now().toString(36);
  const roomName = `Forschungssaal ${stamp}`;
  const days = [10, 11, 12, 13, 14].map(viennaDate);
  const request = await playwright.request.newContext({ baseURL: E2E.baseUrl });
  const api = await staffApi(request);
  const room = await api.createRoom(roomName, 2, {
    openStart: { type: 'DAY', value: 0 },
    openEnd: { type: 'DAY', value: 60 },
    maxStayDays: 5,
    records: {
      ordering: 'OPTIONAL',
      maxUnitsPerVisit: 5,
      maxUnitsPerDay: 10,
      leadWorkingDays: 2,
      deadlineTime: '12:00',
      pullTimes: ['09:00'],
    },
  });
  for (const [i, date] of days.entries()) {
    const slotId = await api.createSlot(room.id, date, '09:00', '16:00', i === 2 ? 1 : 2);
    // the third day's one seat goes to someone else: full
    if (i === 2) await api.book(room.id, slotId, { firstName: 'Vera', lastName: 'Vorher' });
  }
  await request.dispose();

  // --- the visitor: the stay in the room calendar -------------------------------------------
  const booking = new VisitorBooking(page);
  await page.goto('/');
  await new PrivacyNotice(page).accept();
  await booking.chooseRoom(roomName);
  await page.getByRole('radio', { name: new RegExp(`^${STAY} – mehrere Tage`) }).check();
  await expect(
    page.getByRole('heading', { level: 2, name: new RegExp(`^Ihr ${STAY}$`) }),
  ).toBeVisible();
  await booking.scan('room calendar, research stay chosen');

  await page.getByLabel('Erster Tag').fill(days[0]!);
  await page.getByLabel('Letzter Tag').fill(days[4]!);
  const list = page.getByRole('group', { name: 'Die Tage Ihres Aufenthalts' });
  await expect(list.getByRole('listitem')).toHaveCount(5);
  await expect(list.getByRole('checkbox')).toHaveCount(4);
  for (const box of await list.getByRole('checkbox').all()) await expect(box).toBeChecked();
  await expect(list.getByRole('listitem').nth(2)).toContainText('ausgebucht – wird nicht gebucht');
  await expect(list.getByText('4 Tage ausgewählt.')).toBeVisible();
  await booking.scan('stay picker with a full day');
  for (const width of [375, 320]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoSidewaysScrolling(page, `stay picker at ${width} px`);
  }
  await booking.scan('stay picker at 320 px');
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: '4 Tage zusammen vormerken' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ihre Auswahl' })).toBeVisible();
  const stayItem = page
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`${STAY} `) })
    .first();
  await expect(stayItem).toContainText('4 Tage');
  await expect(stayItem.getByRole('listitem')).toHaveCount(4);
  await expect(
    page.getByRole('button', { name: new RegExp(`^${STAY} .* entfernen$`) }),
  ).toHaveCount(1);
  await booking.scan('cart with the stay');

  // --- the usual checkout, records once for the stay -----------------------------------------
  await page.getByRole('link', { name: 'Weiter zu Ihren Daten' }).click();
  await booking.fillPersonalData(VISITOR);
  await page.getByRole('button', { name: 'Weiter zur Übersicht' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
  // one records form: the stay's first day
  const records = page.getByRole('group', { name: new RegExp(`^Archivalien für ${roomName}`) });
  await expect(records).toHaveCount(1);
  await records.getByRole('button', { name: 'Archivale hinzufügen' }).click();
  await records.getByRole('textbox', { name: 'Signatur, Archivale 1' }).fill('Rep. 7 Nr. 1');
  await booking.scan('summary with the stay');
  await page.getByRole('button', { name: '4 Termine verbindlich buchen' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Reservierung' }),
  ).toBeVisible();
  await expect(page.getByText(new RegExp(`${STAY} .* · 4 Tage`)).first()).toBeVisible();
  await booking.scan('stay booked');

  const mail = await waitForMail(VISITOR.email, /^Ihre Reservierung/);
  const link = /https?:\/\/[^\s"<>]+\/reservation-confirmation\/[A-Za-z0-9_-]+/.exec(
    mail.text ?? '',
  )?.[0];
  expect(link, 'confirmation link in the e-mail').toBeTruthy();
  await page.goto(link!.replace(/^https?:\/\/[^/]+/, ''));
  await expect(page.getByText(new RegExp(`${STAY} .* · 4 Tage`))).toBeVisible();
  // every day can be cancelled on its own; the records are the first day's
  await expect(
    page.getByRole('button', { name: /^Termin 09:00–16:00 Uhr am .* stornieren$/ }),
  ).toHaveCount(4);
  await expect(page.getByRole('list', { name: 'Bestellte Archivalien' })).toHaveCount(1);
  await booking.scan('confirmation page with the stay');

  // --- the pull list of the stay's second day: the record held for the stay ----------------
  const staffContext = await browser.newContext({ baseURL: E2E.baseUrl });
  const staff = await staffContext.newPage();
  const login = new StaffLogin(staff);
  await login.open();
  await login.signIn(E2E.adminEmail, E2E.adminPassword);
  await staff.getByRole('link', { name: 'Aushebeliste' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Aushebeliste' })).toBeVisible();
  await staff.getByLabel('Tag', { exact: true }).fill(days[1]!);
  await staff.getByLabel('Lesesaal', { exact: true }).selectOption({ label: roomName });
  const row = staff.getByRole('row').filter({ hasText: 'Rep. 7 Nr. 1' });
  await expect(row).toContainText('für den Aufenthalt zurückgelegt');
  await expectNoAxeViolations(staff, 'pull list on a day of the stay');

  await staffContext.close();
});
