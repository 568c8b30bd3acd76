import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { E2E } from '../support/env';
import { PrivacyNotice } from '../pages/privacy-notice';
import { VisitorBooking } from '../pages/visitor-booking';

// Regenerates docs/screens/<screen>-<width>.jpg: every visitor screen at 375 px (phone) and
// 1280 px (desktop), German, device scale 1, JPEG quality 70 (small files for the repository).
// SCREENS_DIR writes them elsewhere instead (a smoke run leaves the committed files alone);
// SCREENS_WIDTHS=375 takes one width only.

const OUT = path.resolve(
  process.env.SCREENS_DIR ??
    path.join(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screens'),
);
const WIDTHS = (process.env.SCREENS_WIDTHS ?? '375,1280').split(',').map((w) => {
  if (!/^\d+$/.test(w.trim())) throw new Error(`SCREENS_WIDTHS: "${w}" is not a width in px`);
  return Number(w);
});
const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const ROOM = 'Forschungslesesaal';

function isoDate(offsetDays: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offsetDays);
  return d.toISOString().slice(0, 10);
}

async function shoot(page: Page, name: string, width: number): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.screenshot({
    path: path.join(OUT, `${name}-${width}.jpg`),
    fullPage: true,
    type: 'jpeg',
    quality: 70,
    animations: 'disabled',
  });
}

test.beforeAll(async ({ request }) => {
  await request.post('/api/auth/login', {
    headers: XHR,
    data: { email: E2E.adminEmail, password: E2E.adminPassword },
  });
  for (const [name, description] of [
    [ROOM, 'Erdgeschoss, Eingang Hof — Handschriften und Urkunden'],
    ['Kartensaal', 'Erster Stock, große Tische für Pläne und Karten'],
    ['Mikrofilmraum', 'Untergeschoss, sechs Lesegeräte'],
  ] as const) {
    const room = await request.post('/api/admin/rooms', {
      headers: XHR,
      data: {
        name,
        description,
        capacity: 4,
        openStart: { type: 'DAY', value: 0 },
        openEnd: { type: 'DAY', value: 60 },
      },
    });
    const { id } = (await room.json()) as { id: number };
    for (const [startTime, endTime] of [
      ['09:00', '12:00'],
      ['13:00', '16:00'],
    ])
      await request.post(`/api/admin/rooms/${id}/timeslots`, {
        headers: XHR,
        data: {
          startTime,
          endTime,
          startDate: isoDate(2),
          repeatUntil: isoDate(20),
          daysOfWeek: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'],
          includeHolidays: true,
          capacity: 4,
        },
      });
  }
  await request.post('/api/auth/logout', { headers: XHR });
});

for (const width of WIDTHS) {
  test(`visitor screens at ${width} px`, async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width, height: width < 600 ? 740 : 800 },
      deviceScaleFactor: 1,
      locale: 'de-AT',
    });
    const page = await context.newPage();
    const booking = new VisitorBooking(page);
    await page.goto('/');
    await new PrivacyNotice(page).expectShown();
    await shoot(page, '01-privacy-notice', width);
    await new PrivacyNotice(page).accept();
    await expect(page.getByRole('heading', { level: 1, name: 'Terminreservierung' })).toBeVisible();
    await shoot(page, '02-room-chooser', width);
    await booking.chooseRoom(ROOM);
    await booking.chooseFirstFreeDay();
    await shoot(page, '03-room-calendar', width);
    await page.getByRole('button', { name: '09:00–12:00 Uhr buchen' }).click();
    await expect(page.getByRole('link', { name: 'Meine Auswahl (1)' })).toBeVisible();
    await shoot(page, '04-room-calendar-with-selection', width);
    await page.getByRole('link', { name: 'Meine Auswahl (1)' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ihre Auswahl' })).toBeVisible();
    await shoot(page, '05-cart', width);
    await page.getByRole('link', { name: 'Weiter zu Ihren Daten' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ihre Daten' })).toBeVisible();
    await shoot(page, '06-personal-data', width);
    await booking.fillPersonalData({
      firstName: 'Erika',
      lastName: 'Musterfrau',
      email: `erika.${width}@example.org`,
      phone: '+43123456789',
    });
    await page.getByRole('button', { name: 'Weiter zur Übersicht' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
    await shoot(page, '07-summary', width);
    await page.getByRole('button', { name: '1 Termin verbindlich buchen' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Reservierung' }),
    ).toBeVisible();
    await shoot(page, '08-booking-success', width);
    await context.close();
  });
}
