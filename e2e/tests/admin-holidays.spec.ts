import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { StaffLogin } from '../pages/staff-login';
import { expectNoAxeViolations } from '../support/axe';
import { E2E } from '../support/env';

/** A calendar for `year` with a one-day and a two-day event, as a .ics file on disk. */
function writeIcs(year: number): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Lesesaal//e2e//DE',
    'BEGIN:VEVENT',
    'UID:a@e2e',
    'DTSTAMP:20260101T000000Z',
    'SUMMARY:Landesfeiertag',
    `DTSTART;VALUE=DATE:${year}1115`,
    `DTEND;VALUE=DATE:${year}1116`,
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:b@e2e',
    'DTSTAMP:20260101T000000Z',
    'SUMMARY:Inventur',
    `DTSTART;VALUE=DATE:${year}0302`,
    `DTEND;VALUE=DATE:${year}0304`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'lesesaal-e2e-ics-')), 'holidays.ics');
  writeFileSync(file, `${lines.join('\r\n')}\r\n`);
  return file;
}

test('staff add, edit, import and delete holidays of a year', async ({ page }) => {
  // A year far ahead, so reruns on the same data directory start from an empty year.
  const year = 2100 + (Date.now() % 800);
  const popup = (text: string | RegExp) =>
    page.getByRole('region', { name: 'Notifications' }).getByText(text);

  const login = new StaffLogin(page);
  await login.open();
  await login.signIn(E2E.adminEmail, E2E.adminPassword);
  await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('link', { name: 'Holidays' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Holidays \d{4}$/ })).toBeVisible();
  await page.goto(`/admin/holiday-list?year=${year}`);
  await expect(page.getByText(`There are no holidays in ${year}.`)).toBeVisible();
  await expectNoAxeViolations(page, 'holiday list, empty year');

  await page.getByRole('link', { name: 'Add holiday' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add holiday' })).toBeVisible();
  await page.getByLabel(/^Date/).fill(`${year}-05-01`);
  await page.getByLabel(/^Name/).fill('Staatsfeiertag');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(popup('Holiday added')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Holidays ${year}` })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Staatsfeiertag' })).toBeVisible();

  await page.getByRole('link', { name: `Edit Staatsfeiertag on 01.05.${year}` }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Edit holiday “Staatsfeiertag”' }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'holiday edit');
  await page.getByLabel(/^Description/).fill('Reading rooms closed');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(popup('Holiday changed')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Staatsfeiertag' })).toContainText(
    'Reading rooms closed',
  );

  await page.getByRole('link', { name: 'Import iCal file' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Import holidays from an iCal file' }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'holiday import');
  await page.locator('input[type="file"]').setInputFiles(writeIcs(year));
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(popup('3 holidays imported')).toBeVisible();
  await expectNoAxeViolations(page, 'holiday import done');

  await page.goto(`/admin/holiday-list?year=${year}`);
  await expect(page.getByRole('table', { name: `4 holidays in ${year}` })).toBeVisible();
  await expect(page.getByRole('rowheader')).toHaveText([
    'Inventur',
    'Inventur',
    'Staatsfeiertag',
    'Landesfeiertag',
  ]);
  await expectNoAxeViolations(page, 'holiday list');

  await page.getByRole('link', { name: `Edit Landesfeiertag on 15.11.${year}` }).click();
  await page.getByRole('button', { name: 'Delete holiday' }).click();
  await page.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(popup('Holiday deleted')).toBeVisible();
  await expect(page.getByRole('table', { name: `3 holidays in ${year}` })).toBeVisible();
  await page.getByRole('button', { name: `Next year (${year + 1})` }).click();
  await expect(page.getByText(`There are no holidays in ${year + 1}.`)).toBeVisible();
});
