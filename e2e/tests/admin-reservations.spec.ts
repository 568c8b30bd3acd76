import { expect, test } from '@playwright/test';
import { StaffLogin } from '../pages/staff-login';
import { expectNoAxeViolations } from '../support/axe';
import { E2E } from '../support/env';
import { waitForMail } from '../support/mailbox';
import { staffApi, viennaDate } from '../support/staff-api';

test('staff find, sort and search reservations, change the person and cancel one, which moves to the Cancelled tab', async ({
  page,
  playwright,
}) => {
  const stamp = Date.now().toString(36);
  const lastName = `Quast${stamp}`;
  const email = `quast-${stamp}@example.org`;
  const room = `Reservations room ${stamp}`;
  const popup = (text: string) =>
    page.getByRole('region', { name: 'Notifications' }).getByText(text);

  // Two staff bookings of one person (each staff booking is its own order), one of another person.
  const request = await playwright.request.newContext({ baseURL: E2E.baseUrl });
  const api = await staffApi(request);
  const created = await api.createRoom(room);
  const first = await api.createSlot(created.id, viennaDate(6), '09:00', '12:00', 5);
  const second = await api.createSlot(created.id, viennaDate(7), '09:00', '12:00', 5);
  await api.book(created.id, first, { firstName: 'Quirin', lastName, email });
  await api.book(created.id, second, { firstName: 'Quirin', lastName, email });
  await api.book(created.id, second, { firstName: 'Else', lastName: `Anders${stamp}` });
  await request.dispose();

  const login = new StaffLogin(page);
  await login.open();
  await login.signIn(E2E.adminEmail, E2E.adminPassword);
  await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('link', { name: 'Reservations' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reservations' })).toBeVisible();
  await expectNoAxeViolations(page, 'reservations');

  await page.getByLabel('Search term').fill(stamp);
  await page.getByRole('button', { name: 'Search' }).click();
  const table = page.getByRole('table', { name: /^3 booked reservations/ });
  await expect(table).toBeVisible();
  await expect(table.getByRole('rowheader')).toHaveText([
    `Anders${stamp}, Else`,
    `${lastName}, Quirin`,
    `${lastName}, Quirin`,
  ]);
  await page.getByRole('button', { name: 'Name' }).click();
  await expect(page.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(table.getByRole('rowheader').first()).toHaveText(`${lastName}, Quirin`);
  await expectNoAxeViolations(page, 'reservations searched and sorted');

  await table
    .getByRole('link', { name: new RegExp(`^Edit the reservation of ${lastName}, Quirin`) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit reservation' })).toBeVisible();
  await page.getByLabel(/^Institution/).fill('Landesarchiv');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(popup('Reservation changed')).toBeVisible();
  await expectNoAxeViolations(page, 'reservation edit');

  await page.getByRole('button', { name: 'Cancel 1 reservation' }).click();
  await page.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(popup('1 reservation cancelled')).toBeVisible();
  await waitForMail(email, /cancel|Storn/i);

  await expect(page.getByRole('heading', { level: 1, name: 'Reservations' })).toBeVisible();
  await page.getByLabel('Search term').fill(stamp);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('table', { name: /^2 booked reservations/ })).toBeVisible();
  await page.getByRole('tab', { name: 'Cancelled (1)' }).click();
  const cancelled = page.getByRole('table', { name: /^1 cancelled reservation/ });
  await expect(cancelled.getByRole('rowheader')).toHaveText([`${lastName}, Quirin`]);
  await expect(cancelled.getByRole('cell', { name: 'Landesarchiv' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'cancelled reservations');
});
