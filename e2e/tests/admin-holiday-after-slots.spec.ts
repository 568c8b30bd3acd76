import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { PrivacyNotice } from '../pages/privacy-notice';
import { StaffLogin } from '../pages/staff-login';
import { expectNoAxeViolations } from '../support/axe';
import { E2E } from '../support/env';
import { staffApi, viennaDate } from '../support/staff-api';

/** A calendar with one all-day holiday on `date`, as a .ics file on disk. */
function writeIcs(date: string, name: string): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Lesesaal//e2e//DE',
    'BEGIN:VEVENT',
    `UID:${date}@e2e`,
    'DTSTAMP:20260101T000000Z',
    `SUMMARY:${name}`,
    `DTSTART;VALUE=DATE:${date.replaceAll('-', '')}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'lesesaal-e2e-ics-')), 'holiday.ics');
  writeFileSync(file, `${lines.join('\r\n')}\r\n`);
  return file;
}

/** The visitor's month calendar of `roomId` on the month of `date`: that day's button. */
async function visitorDay(page: Page, roomId: number, date: string) {
  await page.goto(`/room/${roomId}?month=${date.slice(0, 7)}`);
  const day = page.locator(`button.day-button[data-date="${date}"]`);
  await expect(day).toBeVisible();
  return day;
}

const display = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;

test('a holiday imported after its slots were made closes the day for visitors and lists the visit booked on it', async ({
  page,
  request,
}) => {
  // days far ahead that no other journey uses (holidays close every room of the archive),
  // in a room whose window reaches them
  const offset = 300 + (Date.now() % 40);
  const closed = viennaDate(offset);
  // a day of the same month that stays open
  const next = viennaDate(offset + 1);
  const open = next.slice(0, 7) === closed.slice(0, 7) ? next : viennaDate(offset - 1);
  const api = await staffApi(request);
  const room = await api.createRoom(`Lesesaal Feiertag ${Date.now() % 100000}`, 4, {
    openStart: { type: 'DAY', value: 0 },
    openEnd: { type: 'DAY', value: 365 },
  });
  const slot = await api.createSlot(room.id, closed, '09:00', '12:00', 4);
  await api.createSlot(room.id, open, '09:00', '12:00', 4);
  await api.book(room.id, slot, { firstName: 'Anna', lastName: 'Feiertag' });

  // the visitor (who accepts the privacy notice first) sees free seats on the day
  await page.goto('/');
  await new PrivacyNotice(page).accept();
  await expect(await visitorDay(page, room.id, closed)).toHaveAttribute('data-state', 'free');

  const login = new StaffLogin(page);
  await login.open();
  await login.signIn(E2E.adminEmail, E2E.adminPassword);
  await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
  await page.goto('/admin/holiday-import');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Feiertage aus einer iCal-Datei importieren' }),
  ).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles(writeIcs(closed, 'Wasserschaden'));
  await page.getByRole('button', { name: 'Importieren' }).click();
  const notice = page.getByRole('status', {
    name: '1 gebuchter Besuch liegt auf einem neuen Feiertag',
  });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('bestehende Buchungen werden nicht storniert');
  await expect(notice).toContainText(`${display(closed)}: Buchungsnummer `);
  await expectNoAxeViolations(page, 'holiday import with booked visits');

  // the link opens that day's reservations, where the booked visit still stands
  await notice.getByRole('link', { name: `Reservierungen vom ${display(closed)} öffnen` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/reservations\\?.*searchFrom=${closed}`));
  await expect(page.getByText(/Anna/).first()).toBeVisible();

  // the overbooked screen lists the slot too, named by its holiday
  await page.goto('/admin/overbooked');
  const listed = page.getByRole('row').filter({ hasText: room.name });
  await expect(listed).toContainText(
    'Feiertag „Wasserschaden“: für Besucher geschlossen, die Reservierungen bestehen weiter',
  );
  await expectNoAxeViolations(page, 'overbooked screen with a holiday');

  // the visitor's calendar: the holiday has no appointments any more, the next day still has
  const closedDay = await visitorDay(page, room.id, closed);
  await expect(closedDay).toHaveAttribute('data-state', 'empty');
  await closedDay.click();
  await expect(page.getByText('An diesem Tag gibt es keine Termine.')).toBeVisible();
  await expect(page.locator(`button.day-button[data-date="${open}"]`)).toHaveAttribute(
    'data-state',
    'free',
  );
  await expectNoAxeViolations(page, 'visitor calendar with a holiday after its slots');
});
