import { expect, test } from '@playwright/test';
import { E2E } from '../support/env';
import { waitForMail } from '../support/mailbox';
import { viennaDate } from '../support/staff-api';
import { PrivacyNotice } from '../pages/privacy-notice';
import { StaffLogin } from '../pages/staff-login';
import { VisitorBooking } from '../pages/visitor-booking';

const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const ROOM = 'Lesesaal Warteliste';
const FIRST = 'wartende.erste@example.org';
const SECOND = 'wartende.zweite@example.org';

/** The path of a link in a mail's text (the mail links to PUBLIC_URL, the server under test). */
function linkIn(text: string | undefined, pattern: RegExp): string {
  const url = pattern.exec(text ?? '')?.[0];
  expect(url, `link ${pattern} in the e-mail`).toBeTruthy();
  return url!.replace(/^https?:\/\/[^/]+/, '');
}

test('a visitor joins the waiting list of a full slot, gets the freed seat by e-mail and books it; another leaves by link', async ({
  page,
  request,
}) => {
  // Staff: a room with one one-seat slot, booked for a person — the slot is full.
  const login = await request.post('/api/auth/login', {
    headers: XHR,
    data: { email: E2E.adminEmail, password: E2E.adminPassword },
  });
  expect(login.status()).toBe(204);
  const room = await request.post('/api/admin/rooms', {
    headers: XHR,
    data: {
      name: ROOM,
      description: 'Zweiter Stock',
      capacity: 1,
      openStart: { type: 'DAY', value: 0 },
      openEnd: { type: 'DAY', value: 60 },
    },
  });
  expect(room.status()).toBe(201);
  const roomId = ((await room.json()) as { id: number }).id;
  const date = viennaDate(3);
  const slots = await request.post(`/api/admin/rooms/${roomId}/timeslots`, {
    headers: XHR,
    data: {
      startTime: '09:00',
      endTime: '10:00',
      startDate: date,
      daysOfWeek: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'],
      includeHolidays: true,
      capacity: 1,
    },
  });
  expect(slots.status()).toBe(201);
  const slotId = ((await slots.json()) as { createdTimeSlots: Array<{ id: number }> })
    .createdTimeSlots[0]!.id;
  const booked = await request.post(`/api/admin/rooms/${roomId}/timeslots/${slotId}/tickets`, {
    headers: XHR,
    data: {
      salutation: 'NONE',
      firstName: 'Max',
      lastName: 'Besetzt',
      email: 'besetzt@example.org',
      accessibility: false,
      language: 'de',
    },
  });
  expect(booked.status()).toBe(201);
  const ticketId = ((await booked.json()) as { id: number }).id;

  // The visitor finds the slot full and joins its waiting list.
  const booking = new VisitorBooking(page);
  await page.goto('/');
  await new PrivacyNotice(page).accept();
  await booking.chooseRoom(ROOM);
  await page.goto(`/room/${roomId}?month=${date.slice(0, 7)}`);
  await page.locator(`button[data-date="${date}"]`).click();
  await expect(page.getByRole('heading', { name: /^Termine am / })).toBeVisible();
  await expect(page.getByText('Ausgebucht', { exact: true })).toBeVisible();
  const join = page.getByRole('button', {
    name: 'Für 09:00–10:00 Uhr auf die Warteliste setzen',
  });
  await join.click();
  await expect(join).toHaveAttribute('aria-expanded', 'true');
  const email = page.getByRole('textbox', { name: /^E-Mail-Adresse/ });
  await expect(email).toBeFocused();
  await booking.scan('calendar with the waiting list form');
  await email.fill(FIRST);
  await page.getByRole('button', { name: 'Eintragen' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Sie stehen auf der Warteliste für 09:00–10:00 Uhr' }),
  ).toContainText('(Platz 1 in der Reihe)');
  await booking.scan('calendar after joining the waiting list');
  const joined = await waitForMail(FIRST, /^Sie stehen auf der Warteliste/);
  expect(joined.text).toContain('Platz 1 in der Reihe');

  // A second visitor joins too (through the API, from another address).
  const second = await request.post('/api/waiting-list', {
    headers: XHR,
    data: { timeSlotId: slotId, email: SECOND, language: 'de' },
  });
  expect(second.status()).toBe(201);
  const secondJoined = await waitForMail(SECOND, /^Sie stehen auf der Warteliste/);

  // Staff cancel the booked ticket: the seat is offered to the first in line by e-mail.
  const cancel = await request.delete(`/api/admin/tickets?ids=${ticketId}`, { headers: XHR });
  expect(cancel.status()).toBe(200);
  const offer = await waitForMail(FIRST, /^Ein Platz im Lesesaal ist für Sie frei/);
  const offerPath = linkIn(offer.text, /https?:\/\/[^\s"<>]+\/waitlist\/[A-Za-z0-9_-]+\?lang=de/);

  // The link opens the held seat; the visitor books it through the usual screens.
  await page.goto(offerPath);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Ein Platz ist für Sie frei' }),
  ).toBeVisible();
  await booking.scan('waiting list offer');
  await page.getByRole('button', { name: 'Platz buchen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ihre Daten' })).toBeVisible();
  await booking.fillPersonalData({
    firstName: 'Wilma',
    lastName: 'Wartend',
    email: FIRST,
    phone: '+43111222',
  });
  await page.getByRole('button', { name: 'Weiter zur Übersicht' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
  await page.getByRole('button', { name: '1 Termin verbindlich buchen' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Reservierung' }),
  ).toBeVisible();
  await waitForMail(FIRST, /^Ihre Reservierung/);
  await page.goto(offerPath);
  await expect(page.getByText('Sie haben diesen Platz gebucht.')).toBeVisible();

  // The second visitor leaves by the link of their mail: a button, then announced.
  await page.goto(
    linkIn(secondJoined.text, /https?:\/\/[^\s"<>]+\/waitlist\/[A-Za-z0-9_-]+\/leave\?lang=de/),
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Warteliste verlassen' })).toBeVisible();
  await expect(
    page.getByText('Möchten Sie die Warteliste für diesen Termin verlassen?'),
  ).toBeVisible();
  await booking.scan('leave the waiting list');
  await page.getByRole('button', { name: 'Warteliste verlassen' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Sie haben die Warteliste verlassen.' }),
  ).toBeVisible();
  await booking.scan('left the waiting list');

  // Staff see the list on the slot's edit screen.
  const staff = new StaffLogin(page);
  await staff.open();
  await staff.signIn(E2E.adminEmail, E2E.adminPassword);
  await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
  await page.goto(`/admin/room/${roomId}/time-slot-edit/${slotId}`);
  const table = page.getByRole('table', {
    name: 'Warteliste dieses Termins in der Reihenfolge der Eintragung (0 warten)',
  });
  await expect(table).toBeVisible();
  await expect(table.getByRole('row')).toHaveText([
    /Nr\.E-Mail-Adresse/,
    new RegExp(`^1${FIRST.replace(/\./g, '\\.')}.*gebucht$`),
    new RegExp(`^2${SECOND.replace(/\./g, '\\.')}.*ausgetragen$`),
  ]);
  await booking.scan('slot edit screen with the waiting list');
});
