import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { E2E } from '../support/env';
import { tabTo } from '../support/keyboard';
import { VisitorBooking } from '../pages/visitor-booking';
import { viennaDate } from '../support/staff-api';

// a visit booked with the keyboard alone — Tab, Shift+Tab, Enter, Space and the
// arrow keys (between calendar days). After each step the focus is on the new content (the
// heading of the new screen or section), and every control shows a visible focus ring.

const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const ROOM = 'Lesesaal Tastatur';

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
      description: 'Zweiter Stock, barrierefrei',
      capacity: 2,
      openStart: { type: 'DAY', value: 0 },
      openEnd: { type: 'DAY', value: 60 },
    },
  });
  expect(room.status()).toBe(201);
  const { id } = (await room.json()) as { id: number };
  const slots = await request.post(`/api/admin/rooms/${id}/timeslots`, {
    headers: XHR,
    data: {
      startTime: '09:00',
      endTime: '12:00',
      startDate: viennaDate(2),
      repeatUntil: viennaDate(12),
      daysOfWeek: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'],
      includeHolidays: true,
      capacity: 2,
    },
  });
  expect(slots.status()).toBe(201);
  await request.post('/api/auth/logout', { headers: XHR });
}

/** The focused control draws a ring of at least 2 px (WCAG 2.4.7). */
async function expectVisibleFocus(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  const ring = await target.evaluate((el) => {
    const style = getComputedStyle(el);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(ring.style, 'focus outline').not.toBe('none');
  expect(ring.width, 'focus outline width').toBeGreaterThanOrEqual(2);
}

test('a visitor books a visit with the keyboard alone, focus following each step', async ({
  page,
  request,
}) => {
  await setUpRoom(request);
  const booking = new VisitorBooking(page);
  await page.goto('/');

  // privacy notice: Space checks, Enter accepts
  const consent = page.getByRole('checkbox', { name: /Datenschutzhinweis gelesen/ });
  await tabTo(page, consent);
  await page.keyboard.press('Space');
  await expect(consent).toBeChecked();
  const accept = page.getByRole('button', { name: 'Akzeptieren' });
  await tabTo(page, accept);
  await expectVisibleFocus(accept);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Terminreservierung' })).toBeVisible();

  // room chooser → room calendar: the room's heading gets the focus
  const roomLink = page.getByRole('link', { name: ROOM });
  await tabTo(page, roomLink);
  await expectVisibleFocus(roomLink);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: ROOM })).toBeFocused();

  // the calendar is one tab stop; the arrow keys move between the days
  const days = page.locator('.day-button');
  const tabStop = page.locator('.day-button[tabindex="0"]');
  await expect(page.getByRole('button', { name: /, freie Plätze$/ }).first()).toBeVisible();
  await expect(tabStop).toHaveCount(1);
  await tabTo(page, tabStop);
  const start = await tabStop.getAttribute('data-date');
  expect(start, 'the first free day is the tab stop').toBeTruthy();
  await expectVisibleFocus(tabStop);
  await page.keyboard.press('ArrowRight');
  const focusedDay = page.locator('.day-button:focus');
  await expect(focusedDay).not.toHaveAttribute('data-date', start!);
  // Up and down: near a month's end the week below lies in the next month, and the focus
  // follows the day across the month switch and back.
  const dayAfter = (n: number) => {
    const d = new Date(`${start!}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() + n);
    return d.toISOString().slice(0, 10);
  };
  await expect(focusedDay).toHaveAttribute('data-date', dayAfter(1));
  await page.keyboard.press('ArrowDown');
  await expect(focusedDay).toHaveAttribute('data-date', dayAfter(8));
  await page.keyboard.press('ArrowUp');
  await expect(focusedDay).toHaveAttribute('data-date', dayAfter(1));
  await page.keyboard.press('ArrowLeft');
  await expect(focusedDay).toHaveAttribute('data-date', start!);
  await expect(focusedDay).toHaveAccessibleName(/, freie Plätze$/);
  expect(await days.evaluateAll((all) => all.filter((b) => b.tabIndex === 0).length)).toBe(1);

  // Enter chooses the day: its slots' heading gets the focus
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: /^Termine am / })).toBeFocused();
  await booking.scan('room calendar, keyboard');

  // Space books the slot
  const book = page.getByRole('button', { name: '09:00–12:00 Uhr buchen' });
  await tabTo(page, book);
  await expectVisibleFocus(book);
  await page.keyboard.press('Space');
  await expect(page.getByRole('link', { name: 'Meine Auswahl (1)' })).toBeVisible();
  // the book button gave way to the remove button: the focus stays on the slot (its time and
  // new state), not on the page, and the next Tab reaches the remove button
  await expect(page.locator('.slot-text', { hasText: '09:00–12:00 Uhr' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(
    page.getByRole('button', { name: '09:00–12:00 Uhr aus Ihrer Auswahl entfernen' }),
  ).toBeFocused();

  // back up to the cart link, Enter: the cart's heading gets the focus
  const cartLink = page.getByRole('link', { name: 'Meine Auswahl (1)' });
  await tabTo(page, cartLink, true);
  await expectVisibleFocus(cartLink);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Ihre Auswahl' })).toBeFocused();

  const toData = page.getByRole('link', { name: 'Weiter zu Ihren Daten' });
  await tabTo(page, toData);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Ihre Daten' })).toBeFocused();

  // the form, typed field by field
  for (const [label, value] of [
    [/^Vorname/, 'Karl'],
    [/^Nachname/, 'Tastenmann'],
    [/^E-Mail-Adresse/, 'karl.tastenmann@example.org'],
    [/^Telefonnummer/, '+43123456780'],
  ] as const) {
    const field = page.getByLabel(label);
    await tabTo(page, field);
    await expectVisibleFocus(field);
    await page.keyboard.type(value);
  }
  const toSummary = page.getByRole('button', { name: 'Weiter zur Übersicht' });
  await tabTo(page, toSummary);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeFocused();

  const confirm = page.getByRole('button', { name: '1 Termin verbindlich buchen' });
  await tabTo(page, confirm);
  await expectVisibleFocus(confirm);
  await page.keyboard.press('Enter');
  // booked: the confirmation's heading has the focus, not the page
  await expect(
    page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Reservierung' }),
  ).toBeFocused();
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
  await booking.scan('booking success, keyboard');
});
