import { expect, test } from '@playwright/test';
import { PrivacyNotice } from '../pages/privacy-notice';
import { StaffLogin } from '../pages/staff-login';
import { VisitorBooking } from '../pages/visitor-booking';
import { expectNoAxeViolations } from '../support/axe';
import { E2E } from '../support/env';
import { waitForMail } from '../support/mailbox';
import { staffApi, viennaDate } from '../support/staff-api';

const VISITOR = {
  firstName: 'Ruth',
  lastName: 'Aktenleser',
  email: 'ruth.aktenleser@example.org',
  phone: '+43123456780',
};

// a visitor comes from the finding aid with two call numbers, books a seat with
// them, staff pull one and report the other not available, and the visitor's page says so.
test.setTimeout(180_000);

test('records ordered from a catalogue link reach the pull list and come back with their states', async ({
  page,
  browser,
  playwright,
}) => {
  const stamp = Date.now().toString(36);
  const roomName = `Aktenlesesaal ${stamp}`;
  const date = viennaDate(12);
  const request = await playwright.request.newContext({ baseURL: E2E.baseUrl });
  const api = await staffApi(request);
  const room = await api.createRoom(roomName, 4, {
    openStart: { type: 'DAY', value: 0 },
    openEnd: { type: 'DAY', value: 60 },
    records: {
      ordering: 'OPTIONAL',
      maxUnitsPerVisit: 5,
      maxUnitsPerDay: 10,
      leadWorkingDays: 2,
      deadlineTime: '12:00',
      pullTimes: ['09:00', '13:00'],
    },
  });
  await api.createSlot(room.id, date, '10:00', '12:00', 4);
  await request.dispose();

  // --- the visitor, from the catalogue ---------------------------------------------------
  const booking = new VisitorBooking(page);
  await page.goto(
    `/?order=${encodeURIComponent('Rep. 2 Nr. 10')}&order=${encodeURIComponent('Rep. 2 Nr. 9')}` +
      `&title=${encodeURIComponent('Bauakten Hofgasse')}&title=`,
  );
  await new PrivacyNotice(page).accept();
  await expect(
    page.getByText(
      /^Aus dem Findbuch übernommen: 2 Archivalien \(Rep\. 2 Nr\. 10, Rep\. 2 Nr\. 9\)/,
    ),
  ).toBeVisible();
  await booking.scan('room chooser with a catalogue order');

  await booking.chooseRoom(roomName);
  await booking.chooseFirstFreeDay();
  await expect(page.getByText(/^Archivalien bestellbar bis /)).toBeVisible();
  await booking.scan('room calendar with records');
  await booking.bookSlot('10:00–12:00');
  await page.getByRole('link', { name: 'Meine Auswahl (1)' }).click();
  await page.getByRole('link', { name: 'Weiter zu Ihren Daten' }).click();
  await booking.fillPersonalData(VISITOR);
  await page.getByRole('button', { name: 'Weiter zur Übersicht' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
  const records = page.getByRole('group', { name: new RegExp(`^Archivalien für ${roomName}`) });
  await expect(records.getByRole('textbox', { name: 'Signatur, Archivale 1' })).toHaveValue(
    'Rep. 2 Nr. 10',
  );
  await expect(records.getByRole('textbox', { name: 'Titel, Archivale 1' })).toHaveValue(
    'Bauakten Hofgasse',
  );
  await expect(records.getByRole('textbox', { name: 'Signatur, Archivale 2' })).toHaveValue(
    'Rep. 2 Nr. 9',
  );
  await booking.scan('summary with records');
  await page.getByRole('button', { name: '1 Termin verbindlich buchen' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Reservierung' }),
  ).toBeVisible();

  const mail = await waitForMail(VISITOR.email, /^Ihre Reservierung/);
  expect(mail.text).toContain('Rep. 2 Nr. 9');
  const link = /https?:\/\/[^\s"<>]+\/reservation-confirmation\/[A-Za-z0-9_-]+/.exec(
    mail.text ?? '',
  )?.[0];
  expect(link, 'confirmation link in the e-mail').toBeTruthy();
  const ownPage = link!.replace(/^https?:\/\/[^/]+/, '');
  await page.goto(ownPage);
  const units = page.getByRole('list', { name: 'Bestellte Archivalien' });
  // each unit still ordered has its own withdraw button (in the item, after the state)
  await expect(units.getByRole('listitem')).toHaveText([
    /^Rep\. 2 Nr\. 10 – Bauakten Hofgasse: bestellt/,
    /^Rep\. 2 Nr\. 9: bestellt/,
  ]);
  await booking.scan('confirmation with ordered records');

  // the visitor orders one more record from the confirmation page and withdraws it again
  const more = page.getByRole('group', { name: /^Archivalien nachbestellen: / });
  await more.getByRole('textbox', { name: /^Signatur/ }).fill('Rep. 5 Nr. 1');
  await more.getByRole('button', { name: 'Archivale bestellen' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Archivale Rep. 5 Nr. 1 ist bestellt.' }),
  ).toBeVisible();
  await expect(units.getByRole('listitem')).toHaveCount(3);
  await booking.scan('confirmation after ordering one more record');
  await page.getByRole('button', { name: 'Zurückziehen: Rep. 5 Nr. 1' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Archivale Rep. 5 Nr. 1 ist zurückgezogen.' }),
  ).toBeVisible();
  await expect(units.getByRole('listitem')).toHaveCount(2);

  // --- the desk's pull list ---------------------------------------------------------------
  const staffContext = await browser.newContext({ baseURL: E2E.baseUrl });
  const staff = await staffContext.newPage();
  const login = new StaffLogin(staff);
  await login.open();
  await login.signIn(E2E.adminEmail, E2E.adminPassword);
  await staff.getByRole('link', { name: 'Aushebeliste' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Aushebeliste' })).toBeVisible();
  await staff.getByLabel('Tag', { exact: true }).fill(date);
  await staff.getByLabel('Lesesaal', { exact: true }).selectOption({ label: roomName });
  const table = staff.getByRole('table', { name: /^2 Archivalien für / });
  // natural order of call numbers: Nr. 9 before Nr. 10
  await expect(table.getByRole('rowheader')).toHaveText(['Rep. 2 Nr. 9', 'Rep. 2 Nr. 10']);
  await expect(table.getByRole('row').nth(1)).toContainText('Platz 1');
  await expectNoAxeViolations(staff, 'pull list');

  await staff.getByRole('button', { name: 'Bereitgelegt: Rep. 2 Nr. 9' }).click();
  await expect(staff.getByText('Rep. 2 Nr. 9: liegt bereit')).toBeVisible();
  await staff.getByRole('button', { name: 'Nicht verfügbar …: Rep. 2 Nr. 10' }).click();
  await staff.getByLabel(/^Grund für Rep\. 2 Nr\. 10/).selectOption('IN_USE');
  await expectNoAxeViolations(staff, 'pull list asking for the reason');
  await staff.getByRole('button', { name: 'Als nicht verfügbar melden' }).click();
  await expect(staff.getByText('Rep. 2 Nr. 10: nicht verfügbar: in Benutzung')).toBeVisible();
  await expect(table.getByRole('row').nth(2)).toContainText('nicht verfügbar: in Benutzung');
  await expectNoAxeViolations(staff, 'pull list after changes');

  // the visitor hears once, in the booking's language, which unit and why
  const notice = await waitForMail(VISITOR.email, /nicht verfügbar/);
  expect(notice.text).toContain('Rep. 2 Nr. 10');

  // --- staff see and edit the units on the reservation ------------------------------------
  await staff.goto('/admin/reservations');
  await staff.getByLabel('Suchbegriff').fill(VISITOR.lastName);
  await staff.getByRole('button', { name: 'Suchen' }).click();
  await staff
    .getByRole('link', { name: new RegExp(`^Reservierung von ${VISITOR.lastName}`) })
    .first()
    .click();
  await expect(staff.getByRole('table', { name: '2 bestellte Archivalien' })).toBeVisible();
  await expectNoAxeViolations(staff, 'reservation edit with records');
  await staff.goto(`/admin/room-edit/${room.id}`);
  await expect(staff.getByRole('group', { name: 'Archivalien bestellen' })).toBeVisible();
  await expectNoAxeViolations(staff, 'room form with records settings');
  await staffContext.close();

  // --- back on the visitor's page -----------------------------------------------------------
  await page.reload();
  await expect(units.getByRole('listitem')).toHaveText([
    'Rep. 2 Nr. 10 – Bauakten Hofgasse: nicht verfügbar: in Benutzung',
    'Rep. 2 Nr. 9: liegt bereit',
  ]);
  await booking.scan('confirmation with unit states');
});
