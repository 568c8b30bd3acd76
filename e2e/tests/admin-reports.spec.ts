import { expect, test } from '@playwright/test';
import { AdminReports } from '../pages/admin-reports';
import { StaffLogin } from '../pages/staff-login';
import { expectNoAxeViolations } from '../support/axe';
import { E2E } from '../support/env';
import { staffApi, viennaDate } from '../support/staff-api';

const XHR = { 'x-requested-with': 'XMLHttpRequest' };

test('staff read the daily report with seat numbers and the occupancy report of a room; a reports account reaches only the reports', async ({
  page,
  browser,
  playwright,
}) => {
  const date = viennaDate(5);
  const [year, month, day] = date.split('-');
  const shown = `${day}.${month}.${year}`;
  const stamp = Date.now().toString(36);
  const name = `Report room ${stamp}`;
  const reportsEmail = `reports-only-${stamp}@archive.test`;
  const reportsPassword = 'Lesesaal report reader 9';

  const request = await playwright.request.newContext({ baseURL: E2E.baseUrl });
  const api = await staffApi(request);
  const room = await api.createRoom(name);
  const slot = await api.createSlot(room.id, date, '09:00', '12:00', 4);
  await api.book(room.id, slot, { firstName: 'Zora', lastName: 'Zeller' });
  await api.book(room.id, slot, { firstName: 'Anton', lastName: 'Adler', accessibility: true });
  const created = await request.post('/api/admin/users', {
    headers: XHR,
    data: { email: reportsEmail, password: reportsPassword, role: 'REPORTS' },
  });
  expect(created.status(), await created.text()).toBe(201);
  await request.dispose();

  const reports = new AdminReports(page);
  const login = new StaffLogin(page);
  await login.open();
  await login.signIn(E2E.adminEmail, E2E.adminPassword);
  await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('link', { name: 'Reports' }).click();
  await reports.expectList();
  await expectNoAxeViolations(page, 'report list');

  // Daily report: seats numbered per slot in the order of the last names.
  await reports.openDaily(name);
  await reports.chooseDay(date);
  const daily = reports.dailyTable(name, shown);
  await expect(daily.getByRole('row')).toHaveCount(3);
  await expect(reports.dailyRow(daily, 1)).toHaveText([
    '09:00–12:00',
    '1',
    'Adler',
    'Anton',
    'yes',
    // attendance: empty before the day is checked in
    '',
    // records ordered with the visit: none
    '',
  ]);
  await expect(reports.dailyRow(daily, 2)).toHaveText([
    '09:00–12:00',
    '2',
    'Zeller',
    'Zora',
    'no',
    '',
    '',
  ]);
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/daily-report/${room.id}\\?date=${date}$`));
  await expectNoAxeViolations(page, 'daily report');

  // Another day: no entries, nothing to print.
  await reports.chooseDay(viennaDate(6));
  await expect(page.getByText(/^There are no reservations on /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toHaveCount(0);

  // Occupancy report: 2 of 4 booked, 50 %; the type is kept in the address.
  await reports.backToList();
  await reports.openOccupancy(name);
  await reports.chooseUntil(viennaDate(10));
  const occupancy = reports.occupancyTable(name, 'booked');
  await expect(occupancy.getByRole('row').nth(1)).toHaveText(
    `${shown}, 09:00–12:00` + '2' + '4' + '50 %',
  );
  await expectNoAxeViolations(page, 'occupancy report');
  await reports.chooseType('CANCELLED');
  await expect(reports.occupancyTable(name, 'cancelled').getByRole('row').nth(1)).toHaveText(
    `${shown}, 09:00–12:00` + '0' + '4' + '0 %',
  );
  await expect(page).toHaveURL(/type=CANCELLED/);
  await expect(page).toHaveURL(new RegExp(`roomId=${room.id}`));

  // On paper: the header names room, type and range; navigation and filters are hidden.
  await expect(page.locator('.lesesaal-print-only')).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.lesesaal-print-only')).toBeVisible();
  await expect(page.locator('.lesesaal-print-only')).toHaveText(
    new RegExp(`^${name}: cancelled reservations from \\d{2}\\.\\d{2}\\.\\d{4} to `),
  );
  await expect(page.getByLabel('Until', { exact: true })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Back to the reports' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // A reports account: the report list at /admin/, the same daily report, nothing else.
  const other = await browser.newContext();
  const reader = await other.newPage();
  const readerLogin = new StaffLogin(reader);
  await readerLogin.open();
  await readerLogin.signIn(reportsEmail, reportsPassword);
  await expect(reader.getByRole('button', { name: 'Abmelden' })).toBeVisible();
  await expect(reader).toHaveURL(/\/admin\/reports$/);
  await reader.getByRole('button', { name: 'English' }).click();
  const readerReports = new AdminReports(reader);
  await readerReports.expectList();
  await expect(reader.getByRole('link', { name: 'Back to the dashboard' })).toHaveCount(0);
  await expectNoAxeViolations(reader, 'report list of a reports account');
  await readerReports.openDaily(name);
  await readerReports.chooseDay(date);
  await expect(readerReports.dailyRow(readerReports.dailyTable(name, shown), 1)).toHaveText([
    '09:00–12:00',
    '1',
    'Adler',
    'Anton',
    'yes',
    '',
    '',
  ]);
  for (const path of ['/admin/rooms', '/admin/reservations', '/admin/users']) {
    await reader.goto(path);
    await expect(reader).toHaveURL(/\/admin\/reports$/);
  }
  const forbidden = await reader.request.get('/api/admin/tickets', { headers: XHR });
  expect(forbidden.status()).toBe(403);
  await other.close();
});
