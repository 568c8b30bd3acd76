import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E } from '../support/env';
import { waitForMail } from '../support/mailbox';
import { PrivacyNotice } from '../pages/privacy-notice';
import { VisitorBooking } from '../pages/visitor-booking';
import { viennaDate } from '../support/staff-api';

const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const ROOM = 'Lesesaal Ost';
const VISITOR = {
  firstName: 'Erika',
  lastName: 'Musterfrau',
  email: 'erika.musterfrau@example.org',
  phone: '+43123456789',
};

/** A room with two slots a day for the next week, set up through the staff API. */
async function setUpRoom(request: APIRequestContext): Promise<void> {
  const login = await request.post('/api/auth/login', {
    headers: XHR,
    data: { email: E2E.adminEmail, password: E2E.adminPassword },
  });
  expect(login.status()).toBe(204);
  const room = await request.post('/api/admin/rooms', {
    headers: XHR,
    data: {
      name: ROOM,
      description: 'Erdgeschoss, Eingang Hof',
      capacity: 3,
      openStart: { type: 'DAY', value: 0 },
      openEnd: { type: 'DAY', value: 60 },
    },
  });
  expect(room.status()).toBe(201);
  const { id } = (await room.json()) as { id: number };
  for (const [startTime, endTime] of [
    ['09:00', '10:00'],
    ['10:00', '11:00'],
  ]) {
    const slots = await request.post(`/api/admin/rooms/${id}/timeslots`, {
      headers: XHR,
      data: {
        startTime,
        endTime,
        startDate: viennaDate(2),
        repeatUntil: viennaDate(9),
        daysOfWeek: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'],
        includeHolidays: true,
        capacity: 3,
      },
    });
    expect(slots.status()).toBe(201);
  }
  await request.post('/api/auth/logout', { headers: XHR });
}

test('a visitor books two slots, gets the e-mail, and cancels one ticket from its link', async ({
  page,
  request,
}) => {
  await setUpRoom(request);
  const booking = new VisitorBooking(page);

  await page.goto('/');
  await new PrivacyNotice(page).accept();
  await expect(page.getByRole('heading', { level: 1, name: 'Terminreservierung' })).toBeVisible();
  await booking.scan('room chooser');

  await booking.chooseRoom(ROOM);
  await booking.chooseFirstFreeDay();
  await booking.scan('room calendar with a day chosen');
  await booking.bookSlot('09:00–10:00');
  // the clicked book button is replaced by a remove button: the focus stays on that slot
  await expect(page.locator('.slot-text', { hasText: '09:00–10:00 Uhr' })).toBeFocused();
  await booking.bookSlot('10:00–11:00');
  await expect(page.getByText('Sie können noch 3 von 5 Terminen reservieren.')).toBeVisible();
  await booking.scan('room calendar with a cart');

  await page.getByRole('link', { name: 'Meine Auswahl (2)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ihre Auswahl' })).toBeVisible();
  await booking.scan('cart');
  await page.getByRole('link', { name: 'Weiter zu Ihren Daten' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Ihre Daten' })).toBeVisible();
  await page.getByRole('button', { name: 'Weiter zur Übersicht' }).click();
  await expect(page.getByLabel(/^Vorname/)).toBeFocused();
  await booking.scan('personal data with errors');
  await booking.fillPersonalData(VISITOR);
  await page.getByRole('button', { name: 'Weiter zur Übersicht' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
  await booking.scan('summary');
  await page.getByRole('button', { name: '2 Termine verbindlich buchen' }).click();
  // the book button is gone: the confirmation's heading has the focus, not the page
  await expect(
    page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Reservierung' }),
  ).toBeFocused();
  await booking.scan('booking success');

  const confirmation = await waitForMail(VISITOR.email, /^Ihre Reservierung/);
  expect(confirmation.attachments.some((a) => a.filename?.endsWith('.ics'))).toBe(true);
  const link = /https?:\/\/[^\s"<>]+\/reservation-confirmation\/[A-Za-z0-9_-]+/.exec(
    confirmation.text ?? '',
  )?.[0];
  expect(link, 'cancellation link in the e-mail').toBeTruthy();

  await page.goto(link!.replace(/^https?:\/\/[^/]+/, ''));
  await expect(page.getByRole('heading', { level: 1, name: 'Ihre Reservierung' })).toBeVisible();
  const cancelButtons = page.getByRole('button', { name: /stornieren$/ });
  await expect(cancelButtons).toHaveCount(2);
  await booking.scan('reservation confirmation');
  // asked first, in a dialog (visitor-manage-link.spec.ts tells it in detail)
  await cancelButtons.first().click();
  await page
    .getByRole('dialog', { name: 'Buchung stornieren?' })
    .getByRole('button', { name: 'Buchung stornieren' })
    .click();
  await expect(page.getByRole('alert').filter({ hasText: '1 Termin storniert' })).toBeVisible();
  await expect(page.getByRole('button', { name: /stornieren$/ })).toHaveCount(1);
  await expect(page.getByText('storniert', { exact: true })).toBeVisible();
  await booking.scan('reservation confirmation after cancelling');

  await waitForMail(VISITOR.email, /^Stornierung/);
});
