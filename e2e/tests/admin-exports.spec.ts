import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { StaffLogin } from '../pages/staff-login';
import { expectNoAxeViolations } from '../support/axe';
import { E2E } from '../support/env';
import { staffApi, viennaDate } from '../support/staff-api';

/** Clicks an export link and returns the downloaded file's name and bytes. */
async function download(page: Page, name: string) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByRole('group', { name: /^(Exportieren|Export)$/ })
      .getByRole('link', { name })
      .click(),
  ]);
  return { name: file.suggestedFilename(), body: await readFile((await file.path())!) };
}

const firstLine = (body: Buffer) => body.toString('utf8').split('\r\n')[0];

test('staff download the reservation list, the occupancy and the daily report as CSV and Excel', async ({
  page,
  playwright,
}) => {
  const stamp = Date.now().toString(36);
  const room = `Export room ${stamp}`;
  const date = viennaDate(6);
  const request = await playwright.request.newContext({ baseURL: E2E.baseUrl });
  const api = await staffApi(request);
  const created = await api.createRoom(room);
  const slot = await api.createSlot(created.id, date, '09:00', '12:00', 4);
  await api.book(created.id, slot, { firstName: 'Ida', lastName: `Export${stamp}` });
  await api.book(created.id, slot, { firstName: 'Otto', lastName: `=Formel${stamp}` });
  await request.dispose();

  const login = new StaffLogin(page);
  await login.open();
  await login.signIn(E2E.adminEmail, E2E.adminPassword);
  await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();

  // Reservation list, German: BOM, ; separated, the searched tickets only, formula neutralised.
  await page.goto(`/admin/reservations?searchTerm=${stamp}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Reservierungen' })).toBeVisible();
  await expect(page.getByRole('table', { name: /^2 gebuchte/ })).toBeVisible();
  await expectNoAxeViolations(page, 'reservations with export');
  const list = await download(page, 'CSV exportieren');
  expect(list.name).toMatch(/^reservierungen_\d{4}-\d{2}-\d{2}\.csv$/);
  expect(firstLine(list.body)).toBe(
    '\uFEFFLesesaal;Nachname;Vorname;Institution;E-Mail-Adresse;Datum;Beginn;Ende;Buchungsnummer;Platz',
  );
  const lines = list.body.toString('utf8').trimEnd().split('\r\n');
  expect(lines).toHaveLength(3);
  expect(lines[1]).toContain(`;'=Formel${stamp};Otto;`);

  // Occupancy report, English: an XLSX workbook (a zip) named after the room.
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('button', { name: 'Deutsch' })).toBeVisible();
  await page.goto(
    `/admin/occupancy-report?roomId=${created.id}&fromDate=${date}&untilDate=${date}&type=BOOKED`,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Occupancy report' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Export CSV' })).toBeVisible();
  await expectNoAxeViolations(page, 'occupancy report with export');
  const occupancyCsv = await download(page, 'Export CSV');
  expect(firstLine(occupancyCsv.body)).toBe(
    '\uFEFFDate,Start,End,Reservations,Seats,Occupancy (%),No-shows',
  );
  const workbook = await download(page, 'Export Excel (XLSX)');
  expect(workbook.name).toBe(`occupancy_export-room-${stamp}_${date}_${date}.xlsx`);
  expect(workbook.body.subarray(0, 2).toString('latin1')).toBe('PK');

  // Daily report, English CSV.
  await page.goto(`/admin/daily-report/${created.id}?date=${date}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Daily report: ${room}` }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Export CSV' })).toBeVisible();
  await expectNoAxeViolations(page, 'daily report with export');
  const daily = await download(page, 'Export CSV');
  expect(daily.name).toBe(`daily-report_export-room-${stamp}_${date}.csv`);
  expect(firstLine(daily.body)).toBe(
    '\uFEFFStart,End,Seat,Last name,First name,Accessible seat needed,Attendance,Records',
  );
});
