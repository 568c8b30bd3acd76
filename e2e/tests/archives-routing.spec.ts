import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { E2E } from '../support/env';
import { KeyboardBooking } from '../support/keyboard';
import { platformApi } from '../support/platform-api';
import { viennaDate } from '../support/staff-api';

/**
 * A second archive on one installation, as its visitors see it, on the journeys' own server
 * (it serves every archive): the platform administrator creates archive B (`/aussenstelle/`)
 * and sets up its room through a support session; a room is set up in the default archive
 * too. A visitor opens `/aussenstelle/`, sees B's room only and books a visit with the
 * keyboard alone; every screen is scanned. Archive B is deleted again after the journey, so
 * the other journeys see the default archive alone.
 */
const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const ROOM_A = 'Lesesaal Stammhaus';
const ROOM_B = 'Lesesaal Außenstelle B';
/** archive B's slug: its pages at `/aussenstelle/`, its API at `/aussenstelle/api/` */
const SLUG = 'aussenstelle';
const B = `/${SLUG}/`;
let archiveB: number | undefined;

/** A room open for the next weeks with a morning slot every day, made through `apiBase`. */
async function setUpRoom(request: APIRequestContext, apiBase: string, name: string) {
  const room = await request.post(`${apiBase}api/admin/rooms`, {
    headers: XHR,
    data: {
      name,
      description: 'Erdgeschoss',
      capacity: 2,
      openStart: { type: 'DAY', value: 0 },
      openEnd: { type: 'DAY', value: 60 },
    },
  });
  expect(room.status(), await room.text()).toBe(201);
  const { id } = (await room.json()) as { id: number };
  const slots = await request.post(`${apiBase}api/admin/rooms/${id}/timeslots`, {
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
  expect(slots.status(), await slots.text()).toBe(201);
}

test.beforeAll(async ({ request }) => {
  // archive B, by the platform administrator; its room through a support session in B
  const platform = await platformApi(request);
  archiveB = (
    await platform.create(SLUG, 'Außenstelle Nord', {
      email: 'leitung@archiv-b.test',
      displayName: 'Berta Beispiel',
    })
  ).id;
  await platform.support(archiveB);
  await setUpRoom(request, B, ROOM_B);

  // the default archive's room, by its own admin
  const staff = await request.post('/api/auth/login', {
    headers: XHR,
    data: { email: E2E.adminEmail, password: E2E.adminPassword },
  });
  expect(staff.status()).toBe(204);
  await setUpRoom(request, '/', ROOM_A);
});

test.afterAll(async ({ request }) => {
  if (archiveB !== undefined) await (await platformApi(request)).remove(archiveB);
});

test("a visitor of archive B's address sees B's room only and books it with the keyboard", async ({
  page,
}) => {
  const keyboard = new KeyboardBooking(page);
  await page.goto(B);
  await expect(page.locator('#lesesaal')).toHaveAttribute('data-base-api-url', B);
  await keyboard.acceptPrivacyNotice();

  // B's room, not the default archive's
  await expect(page.getByRole('link', { name: ROOM_B })).toBeVisible();
  await expect(page.getByRole('link', { name: ROOM_A })).toHaveCount(0);
  await expect(page.getByText(ROOM_A)).toHaveCount(0);
  await expectNoAxeViolations(page, 'room list of archive B');

  await keyboard.openRoom(ROOM_B);
  expect(new URL(page.url()).pathname.startsWith(B)).toBe(true);
  await keyboard.openFirstFreeDay();
  await expectNoAxeViolations(page, 'room calendar of archive B');

  await keyboard.addSlot('09:00–12:00');
  await keyboard.openCart();
  await keyboard.enterPersonalData({
    firstName: 'Bruno',
    lastName: 'Besucher',
    email: 'bruno.besucher@example.org',
    phone: '+43123456789',
  });
  await expectNoAxeViolations(page, 'summary in archive B');
  await keyboard.confirm();
  expect(new URL(page.url()).pathname.startsWith(B)).toBe(true);
  await expectNoAxeViolations(page, 'booking success in archive B');

  // the default archive still shows its own room only
  await page.goto('/');
  const consentA = page.getByRole('checkbox', { name: /Datenschutzhinweis gelesen/ });
  const roomsA = page.getByRole('heading', { level: 1, name: 'Terminreservierung' });
  await expect(consentA.or(roomsA).first()).toBeVisible();
  if (await consentA.isVisible()) {
    await consentA.check();
    await page.getByRole('button', { name: 'Akzeptieren' }).click();
  }
  await expect(page.getByRole('link', { name: ROOM_A })).toBeVisible();
  await expect(page.getByRole('link', { name: ROOM_B })).toHaveCount(0);
});
