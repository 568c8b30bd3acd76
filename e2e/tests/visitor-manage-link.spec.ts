import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { E2E } from '../support/env';
import { expectNoAxeViolations } from '../support/axe';
import { waitForMail } from '../support/mailbox';
import { staffApi, viennaDate } from '../support/staff-api';
import { ManageBooking } from '../pages/manage-booking';
import { PrivacyNotice } from '../pages/privacy-notice';
import { VisitorBooking } from '../pages/visitor-booking';

/**
 * After booking: the confirmation carries everything the mail does (booking number, the
 * address the mail goes to, the calendar file, the booking's page), and the mail's link opens
 * the booking at once in a browser that never saw the site — no privacy notice first — where
 * a visit is cancelled only after the dialog asks. Each screen axe-scanned and shot at 1280
 * and 375 px. Nothing asks the server about the booked cart any more (no 404s).
 */

/** The axe scan at 1280 and 375 px, with a full-page screenshot of each in the test's output. */
async function scanBothWidths(page: Page, testInfo: TestInfo, screen: string): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page, `${screen} at ${width} px`);
    // no screen scrolls sideways (WCAG 1.4.10)
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      `${screen} fits ${width} px`,
    ).toBe(true);
    const name = `${screen.replace(/\W+/g, '-')}-${width}`;
    const path = testInfo.outputPath(`${name}.png`);
    await page.screenshot({ path, fullPage: true });
    await testInfo.attach(name, { path, contentType: 'image/png' });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a visitor keeps the booking from the confirmation, opens the mailed link in a fresh browser and cancels through the dialog', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const suffix = Date.now().toString(36);
  const roomName = `Lesesaal Link ${suffix}`;
  const email = `lena.link.${suffix}@example.org`;
  const staff = await staffApi(request);
  const room = await staff.createRoom(roomName, 4, {
    openStart: { type: 'DAY', value: 0 },
    openEnd: { type: 'DAY', value: 60 },
  });
  await staff.createSlot(room.id, viennaDate(3), '09:00', '10:00', 4);
  await staff.createSlot(room.id, viennaDate(3), '10:00', '11:00', 4);

  // every answer about a cart once the booking is sent: none may be a 404 (a cart gone)
  const cartAnswers: string[] = [];
  let booked = false;
  page.on('response', (response) => {
    if (booked && response.url().includes('/api/transactions/'))
      cartAnswers.push(`${response.request().method()} ${response.status()} ${response.url()}`);
  });

  // --- booking, in the visitor's own browser -------------------------------------------------
  const booking = new VisitorBooking(page);
  await page.goto('/');
  await new PrivacyNotice(page).accept();
  await booking.chooseRoom(roomName);
  await booking.chooseFirstFreeDay();
  await booking.bookSlot('09:00–10:00');
  await booking.bookSlot('10:00–11:00');
  await page.getByRole('link', { name: 'Meine Auswahl (2)' }).click();
  await page.getByRole('link', { name: 'Weiter zu Ihren Daten' }).click();
  await booking.fillPersonalData({
    firstName: 'Lena',
    lastName: 'Link',
    email,
    phone: '+43123456789',
  });
  await page.getByRole('button', { name: 'Weiter zur Übersicht' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
  booked = true;
  await page.getByRole('button', { name: '2 Termine verbindlich buchen' }).click();

  // --- the confirmation: what the mail carries, without the cart flow's frame ----------------
  await expect(
    page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Reservierung' }),
  ).toBeFocused();
  await expect(page.getByText('Die Bestätigung per E-Mail geht an:')).toContainText(email);
  const visits = page.getByRole('region', { name: 'Ihre Termine' });
  await expect(visits.getByText(/^Buchungs\u00adnummer [A-Z0-9]{4}-[A-Z0-9]{4}$/)).toHaveCount(2);
  await expect(page.getByRole('navigation', { name: 'Schritte der Reservierung' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Meine Auswahl/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Alles zurücksetzen' })).toHaveCount(0);
  const manage = page.getByRole('link', { name: 'Buchung ansehen und verwalten' });
  const manageUrl = await manage.getAttribute('href');
  expect(manageUrl).toMatch(/\/reservation-confirmation\/[A-Za-z0-9_-]+\?lang=de$/);
  // the calendar file: both visits, as the mail attaches it
  const calendarHref = await page
    .getByRole('link', { name: 'Kalenderdatei (.ics) herunterladen' })
    .getAttribute('href');
  const calendar = await request.get(calendarHref!);
  expect(calendar.status()).toBe(200);
  expect(calendar.headers()['content-type']).toMatch(/^text\/calendar/);
  expect((await calendar.text()).match(/BEGIN:VEVENT/g)).toHaveLength(2);
  await scanBothWidths(page, testInfo, 'booking confirmation');

  // the mail's link is the one the confirmation showed
  const mail = await waitForMail(email, /^Ihre Reservierung/);
  const mailed = /https?:\/\/[^\s"<>]+\/reservation-confirmation\/[A-Za-z0-9_-]+\?lang=de/.exec(
    mail.text ?? '',
  )?.[0];
  expect(mailed, 'the booking link in the e-mail').toBe(manageUrl);
  // after the booking nothing asked about the booked cart once it was gone (its 404s were the
  // bug); a read already on its way while the booking was sent may still be answered 200
  expect(cartAnswers.filter((answer) => / 404 /.test(answer))).toEqual([]);

  // --- the mailed link in a browser that never saw the site ----------------------------------
  const fresh = await browser.newContext({ baseURL: E2E.baseUrl });
  try {
    const visitor = await fresh.newPage();
    const own = new ManageBooking(visitor);
    await visitor.goto(mailed!.replace(/^https?:\/\/[^/]+/, ''));
    // the booking at once: no privacy notice first (accepted when booking), which stays
    // reachable in the footer (the scan checks the footer's links)
    await expect(own.heading()).toBeVisible();
    await expect(visitor.getByRole('dialog')).toHaveCount(0);
    await expect(own.cancelButton('09:00–10:00')).toBeVisible();
    await expect(
      visitor.getByRole('navigation', { name: 'Schritte der Reservierung' }),
    ).toHaveCount(0);
    await scanBothWidths(visitor, testInfo, 'booking page from the mail');

    // cancelling asks first; Escape keeps the booking and the focus returns
    const cancel = own.cancelButton('09:00–10:00');
    await cancel.click();
    const dialog = own.dialog();
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`${roomName} ·`);
    await expect(dialog).toContainText('09:00–10:00 Uhr');
    await expect(dialog.getByRole('button', { name: 'Behalten' })).toBeFocused();
    // the dialog fades in: scan its colours once it and its ancestors are fully opaque
    await expect
      .poll(() =>
        dialog.evaluate((element) => {
          for (let e: Element | null = element; e; e = e.parentElement)
            if (getComputedStyle(e).opacity !== '1') return false;
          return true;
        }),
      )
      .toBe(true);
    await scanBothWidths(visitor, testInfo, 'cancel dialog');
    await visitor.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(cancel).toBeFocused();

    await own.cancel('09:00–10:00');
    await expect(own.cancelButton('09:00–10:00')).toHaveCount(0);
    await expect(own.cancelButton('10:00–11:00')).toBeVisible();
    await expect(visitor.getByText('storniert', { exact: true })).toBeVisible();
    // the dialog and its overlay fade out: scan the page once they are gone
    await expect(own.dialog()).toHaveCount(0);
    await expect(visitor.locator('.mantine-Modal-overlay')).toHaveCount(0);
    await scanBothWidths(visitor, testInfo, 'booking page after cancelling');
  } finally {
    await fresh.close();
  }
  await waitForMail(email, /^Stornierung/);
});
