import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { AdminRooms } from '../pages/admin-rooms';
import { AdminTimeSlots } from '../pages/admin-time-slots';
import { StaffLogin } from '../pages/staff-login';
import { expectNoAxeViolations } from '../support/axe';
import { E2E } from '../support/env';
import { viennaDate } from '../support/staff-api';

// A valid 1×1 PNG; the server re-encodes it, so any well-formed picture will do.
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

function writePng(): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'lesesaal-e2e-image-')), 'room.png');
  writeFileSync(file, Buffer.from(PNG_BASE64, 'base64'));
  return file;
}

const popup = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text);

test('staff set up a room with image and slots, book people into a slot and find it overbooked', async ({
  page,
}) => {
  const rooms = new AdminRooms(page);
  const slots = new AdminTimeSlots(page);
  const name = `Reading room ${Date.now().toString(36)}`;
  const startDate = viennaDate(3);

  // Sign in, then switch the interface to English.
  const login = new StaffLogin(page);
  await login.open();
  await login.signIn(E2E.adminEmail, E2E.adminPassword);
  // Signing in reloads the page; switch the language only once the staff interface is there.
  await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expectNoAxeViolations(page, 'dashboard');

  // Rooms: the list, then a new room (a too-short name is refused first).
  await page.getByRole('link', { name: 'Reading rooms' }).click();
  await rooms.expectList();
  await expectNoAxeViolations(page, 'room list');
  await rooms.openAddForm();
  await expectNoAxeViolations(page, 'room add');
  await rooms.fillRoom({ name: 'Ab', description: 'Ground floor, east wing', capacity: 10 });
  await rooms.save();
  await expect(page.getByLabel(/^Name/)).toBeFocused();
  await expect(page.getByText('This field should be at least 3 characters long.')).toBeVisible();
  await expectNoAxeViolations(page, 'room add with errors');
  await page.getByLabel(/^Name/).fill(name);
  await rooms.save();
  await expect(popup(page, 'Reading room added')).toBeVisible();
  await rooms.expectList();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();

  // Its image.
  await rooms.openImagePage(name);
  await expect(page.getByText('This reading room has no image yet.')).toBeVisible();
  await expectNoAxeViolations(page, 'room image');
  await rooms.uploadImage(writePng(), 'Long tables under tall windows');
  await expect(popup(page, 'Image changed')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Long tables under tall windows' })).toBeVisible();
  await expectNoAxeViolations(page, 'room image uploaded');

  // A week of slots from three days ahead, every day, two seats each.
  await page.getByRole('link', { name: 'Back to the reading rooms' }).click();
  await rooms.openTimeSlots(name);
  await expectNoAxeViolations(page, 'slot month');
  await page.getByRole('link', { name: 'Change seats for a period' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Change seats for a period' }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'multi-capacity');
  await page.getByRole('link', { name: 'Cancel' }).click();
  await slots.openAddForm();
  await expectNoAxeViolations(page, 'slot add');
  await slots.fillSeries({
    startTime: '09:00',
    endTime: '12:00',
    startDate,
    repeatUntil: viennaDate(9),
    capacity: 2,
    allDays: true,
  });
  await expectNoAxeViolations(page, 'slot add with weekdays');
  await slots.submitSeries();
  await expect(popup(page, '7 time slots added')).toBeVisible();
  // the form (and its button that had the focus) is gone: the month's heading has the focus
  await expect(
    page.getByRole('heading', { level: 1, name: `Time slots of “${name}”` }),
  ).toBeFocused();
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');

  // The first slot: two bookings fill it; the booking screen then warns.
  await slots.openFirstSlot('09:00–12:00');
  const slotUrl = page.url();
  await expect(page.getByText('Taken: 0 of 2 seats')).toBeVisible();
  await expectNoAxeViolations(page, 'slot edit');
  await slots.openStaffBooking();
  await expectNoAxeViolations(page, 'staff booking');
  await slots.bookPerson({
    firstName: 'Erika',
    lastName: 'Musterfrau',
    email: 'erika@example.org',
  });
  await expect(popup(page, 'Reservation added')).toBeVisible();
  await slots.openStaffBooking();
  await slots.bookPerson({ firstName: 'Max', lastName: 'Mustermann' });
  await expect(page.getByText('Taken: 2 of 2 seats')).toBeVisible();
  const reservations = page.getByRole('table', { name: 'Booked reservations of this time slot' });
  await expect(reservations.getByRole('row')).toHaveCount(3);
  await expect(reservations).toContainText('Erika Musterfrau');
  await expect(
    page.getByText(
      'The time slot cannot be deleted because 2 reservations belong to it (cancelled ones count too).',
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'slot edit with reservations');
  await slots.openStaffBooking();
  await expect(
    page.getByText(
      'This time slot is full (2 of 2 seats taken). Another reservation overbooks it.',
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'staff booking with warning');
  await page.getByRole('link', { name: 'Cancel' }).click();
  expect(page.url()).toBe(slotUrl);

  // One seat fewer than bookings: overbooked, marked in the month and listed.
  await slots.setCapacity(1);
  await expect(popup(page, 'Time slot changed')).toBeVisible();
  await expect(page.getByRole('table').getByText('overbooked')).toHaveCount(1);
  await expectNoAxeViolations(page, 'slot month with overbooked slot');
  await page.getByRole('link', { name: 'Back to the dashboard' }).click();
  await expect(page.getByText(/^\d+ time slots? overbooked or booked on a holiday$/)).toBeVisible();
  await page.getByRole('link', { name: 'Overbooked time slots' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Overbooked time slots' }),
  ).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByRole('cell')).toHaveText([name, '2', '1', 'Edit']);
  await expect(row.getByRole('rowheader')).toContainText('09:00–12:00');
  await expectNoAxeViolations(page, 'overbooked');
  await row.getByRole('link', { name: /^Edit time slot / }).click();
  await expect(page.getByText('Taken: 2 of 1 seat', { exact: true })).toBeVisible();

  // The room keeps its reservations: no delete, the count instead.
  await page.getByRole('link', { name: 'Back to the reading rooms' }).click();
  await rooms.openEdit(name);
  await expect(
    page.getByText('The reading room cannot be deleted while it has 2 active reservations.'),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'room edit');
});
