import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { E2E } from '../support/env';
import { KeyboardBooking, tabTo } from '../support/keyboard';
import { waitForMail } from '../support/mailbox';
import { viennaDate } from '../support/staff-api';

// A visitor who needs a microfilm reader, by keyboard alone: ticks "Mikrofilmlesegerät"
// under "Ich brauche:", sees which slots have such a seat free, books one and finds the
// seat's label ("Platz M2") in the cart, the confirmation mail and on the confirmation page
// its link opens. axe at 1280 and 320 px.

const XHR = { 'x-requested-with': 'XMLHttpRequest' };

/** A room with two named seats (1 plain, M2 with the reader) and a slot every day. */
async function setUpSeatedRoom(request: APIRequestContext, suffix: string) {
  const login = await request.post('/api/auth/login', {
    headers: XHR,
    data: { email: E2E.adminEmail, password: E2E.adminPassword },
  });
  expect(login.status()).toBe(204);
  const key = `mikrofilm-${suffix}`;
  const equipment = await request.post('/api/admin/seat-equipment', {
    headers: XHR,
    data: { key, de: `Mikrofilmlesegerät ${suffix}`, en: `Microfilm reader ${suffix}` },
  });
  expect(equipment.status()).toBe(201);
  const name = `Lesesaal Mikrofilm ${suffix}`;
  const room = await request.post('/api/admin/rooms', {
    headers: XHR,
    data: {
      name,
      description: 'Erdgeschoss',
      capacity: 2,
      openStart: { type: 'DAY', value: 0 },
      openEnd: { type: 'DAY', value: 60 },
    },
  });
  expect(room.status()).toBe(201);
  const { id } = (await room.json()) as { id: number };
  for (const [label, keys] of [
    ['1', []],
    ['M2', [key]],
  ] as const) {
    const seat = await request.post(`/api/admin/rooms/${id}/seats`, {
      headers: XHR,
      data: { label, equipment: keys },
    });
    expect(seat.status()).toBe(201);
  }
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
  return { name, reader: `Mikrofilmlesegerät ${suffix}` };
}

/** The axe scan at 1280 px and at 320 px (reflow), back to 1280 after. */
async function scanBothWidths(page: Page, screen: string): Promise<void> {
  for (const width of [1280, 320]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page, `${screen} at ${width} px`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a visitor who needs a microfilm reader filters, books by keyboard and sees the seat on the confirmation', async ({
  page,
  request,
}) => {
  const suffix = Date.now().toString(36);
  const room = await setUpSeatedRoom(request, suffix);
  const email = `mira.filmreich.${suffix}@example.org`;
  const keyboard = new KeyboardBooking(page);
  await page.goto('/');
  await keyboard.acceptPrivacyNotice();
  await keyboard.openRoom(room.name);

  // "Ich brauche:": Space ticks the reader
  const filter = page.getByRole('group', { name: 'Ich brauche:' });
  const reader = filter.getByRole('checkbox', { name: room.reader });
  await tabTo(page, reader);
  await page.keyboard.press('Space');
  await expect(reader).toBeChecked();

  // the first free day, Enter: its slot says a matching seat is free
  await keyboard.openFirstFreeDay();
  await expect(page.getByText('✓ Passender Platz frei')).toBeVisible();
  await scanBothWidths(page, 'room calendar with the seat filter');

  await keyboard.addSlot('09:00–12:00');
  await keyboard.openCart();
  // the held ticket has its seat already: the one with the reader
  await expect(page.getByText(/Platz M2/)).toBeVisible();
  await keyboard.enterPersonalData({
    firstName: 'Mira',
    lastName: 'Filmreich',
    email,
    phone: '+43123456781',
  });
  await keyboard.confirm();

  // the confirmation mail names the seat; its link opens the reservation with the seat
  const mail = await waitForMail(email, /^Ihre Reservierung/);
  expect(mail.text).toContain('Platz: M2');
  const link = /https?:\/\/[^\s"<>]+\/reservation-confirmation\/[A-Za-z0-9_-]+/.exec(
    mail.text ?? '',
  )?.[0];
  expect(link, 'confirmation link in the e-mail').toBeTruthy();
  await page.goto(link!.replace(/^https?:\/\/[^/]+/, ''));
  await expect(page.getByRole('heading', { level: 1, name: 'Ihre Reservierung' })).toBeVisible();
  await expect(page.getByText(/Platz M2/)).toBeVisible();
  await scanBothWidths(page, 'reservation confirmation with the seat');
});
