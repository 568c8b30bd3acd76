import { expect, test } from '@playwright/test';
import { StaffLogin } from '../pages/staff-login';
import { expectNoAxeViolations } from '../support/axe';
import { E2E } from '../support/env';
import { staffApi, viennaDate } from '../support/staff-api';

test('staff read the daily report with seat numbers and the occupancy report of a room', async ({
  page,
  playwright,
}) => {
  const date = viennaDate(5);
  const [year, month, day] = date.split('-');
  const shown = `${day}.${month}.${year}`;
  const name = `Report room ${Date.now().toString(36)}`;

  const request = await playwright.request.newContext({ baseURL: E2E.baseUrl });
  const api = await staffApi(request);
  const room = await api.createRoom(name);
  const slot = await api.createSlot(room.id, date, '09:00', '12:00', 4);
  await api.book(room.id, slot, { firstName: 'Zora', lastName: 'Zeller' });
  await api.book(room.id, slot, { firstName: 'Anton', lastName: 'Adler', accessibility: true });
  await request.dispose();

  const login = new StaffLogin(page);
  await login.open();
  await login.signIn(E2E.adminEmail, E2E.adminPassword);
  await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expectNoAxeViolations(page, 'report list');

  await page.getByRole('link', { name: `Daily report of ${name}`, exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Daily report: ${name}` }),
  ).toBeVisible();
  await page.getByLabel('Day').fill(date);
  const daily = page.getByRole('table', { name: `Booked seats in ${name} on ${shown}` });
  await expect(daily.getByRole('row')).toHaveCount(3);
  await expect(daily.getByRole('row').nth(1).getByRole('cell')).toHaveText([
    '09:00–12:00',
    '1',
    'Adler',
    'Anton',
    'yes',
  ]);
  await expect(daily.getByRole('row').nth(2).getByRole('cell')).toHaveText([
    '09:00–12:00',
    '2',
    'Zeller',
    'Zora',
    'no',
  ]);
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await expectNoAxeViolations(page, 'daily report');

  await page.getByRole('link', { name: 'Back to the reports' }).click();
  await page.getByRole('link', { name: `Occupancy report of ${name}`, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Occupancy report' })).toBeVisible();
  await page.getByLabel('Until').fill(viennaDate(10));
  const occupancy = page.getByRole('table', { name: new RegExp(`^${name}: booked reservations`) });
  await expect(occupancy.getByRole('row').nth(1)).toHaveText(
    `${shown}, 09:00–12:00` + '2' + '4' + '50 %',
  );
  await expectNoAxeViolations(page, 'occupancy report');
  await page.getByLabel('Reservations').selectOption('CANCELLED');
  const cancelled = page.getByRole('table', {
    name: new RegExp(`^${name}: cancelled reservations`),
  });
  await expect(cancelled.getByRole('row').nth(1)).toHaveText(
    `${shown}, 09:00–12:00` + '0' + '4' + '0 %',
  );
  await expect(page).toHaveURL(/type=CANCELLED/);
});
