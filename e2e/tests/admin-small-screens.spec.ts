import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { StaffLogin } from '../pages/staff-login';
import { expectNoAxeViolations } from '../support/axe';
import { E2E } from '../support/env';
import { planPng } from '../support/plan-room';
import { viennaDate } from '../support/staff-api';

/**
 * Reflow (WCAG 1.4.10) of every staff screen: at 320 px no staff screen scrolls sideways —
 * tables become lists or scroll inside their own labelled region, never the page — and axe
 * finds nothing. The screens of the desk and the reports interfaces are the same screens
 * (routes-desk.tsx, routes-reports.tsx), reached here through the admin interface.
 */

const XHR = { 'x-requested-with': 'XMLHttpRequest' };

/** A long German compound without a break point: the case of one letter a line. */
const LONG_NAME = 'Handschriftenforschungslesesaal';

interface Setup {
  roomId: number;
  slotId: number;
  holidayId: number;
  accountId: number;
  blocked: string;
}

/** A room with a plan, named seats, slots on three days and bookings; a holiday; a block. */
async function setUp(request: APIRequestContext, stamp: string): Promise<Setup> {
  const login = await request.post('/api/auth/login', {
    headers: XHR,
    data: { email: E2E.adminEmail, password: E2E.adminPassword },
  });
  expect(login.status()).toBe(204);
  const call = async <T>(method: 'post' | 'put' | 'get', url: string, options: object = {}) => {
    const res = await request[method](url, { headers: XHR, ...options });
    expect(res.ok(), `${method.toUpperCase()} ${url}: ${res.status()} ${await res.text()}`).toBe(
      true,
    );
    return (await res.json()) as T;
  };
  const room = await call<{ id: number }>('post', '/api/admin/rooms', {
    data: {
      name: `${LONG_NAME} ${stamp}`,
      description: 'Forschungslesesaal im Erdgeschoss — Handschriftenbenutzungsordnung beachten',
      capacity: 4,
      openStart: { type: 'DAY', value: 0 },
      openEnd: { type: 'DAY', value: 60 },
    },
  });
  await call('put', `/api/admin/rooms/${room.id}/seat-plan`, {
    multipart: {
      image: { name: 'plan.png', mimeType: 'image/png', buffer: planPng(240, 120) },
      alt: 'Plan des Lesesaals: Tische in zwei Reihen, Eingang links',
    },
  });
  for (const [label, x, y] of [
    ['Fensterplatz 1', 100, 300],
    ['M2', 500, 650],
    ['B1', 980, 300],
  ] as const)
    await call('post', `/api/admin/rooms/${room.id}/seats`, { data: { label, x, y } });
  const slots = await call<{ createdTimeSlots: Array<{ id: number }> }>(
    'post',
    `/api/admin/rooms/${room.id}/timeslots`,
    {
      data: {
        startTime: '09:00',
        endTime: '12:00',
        startDate: viennaDate(2),
        repeatUntil: viennaDate(4),
        daysOfWeek: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'],
        includeHolidays: true,
        capacity: 3,
      },
    },
  );
  const slotId = slots.createdTimeSlots[0]!.id;
  await call('post', `/api/admin/rooms/${room.id}/timeslots/${slotId}/tickets`, {
    data: {
      salutation: 'NONE',
      accessibility: false,
      language: 'de',
      firstName: 'Maximiliane',
      lastName: `Musterfrau-Oberhuber${stamp}`,
      email: `maximiliane.musterfrau-oberhuber.${stamp}@forschungsarchiv.example.org`,
    },
  });
  const holiday = await call<{ id: number }>('post', '/api/admin/holidays', {
    data: { name: `Landesfeiertagsschließtag ${stamp}`, date: viennaDate(40) },
  });
  const blocked = `gesperrt.${stamp}@forschungsarchiv.example.org`;
  await call('post', '/api/admin/blacklist', {
    data: { email: blocked, expiredAt: viennaDate(30), description: 'Wiederholt nicht erschienen' },
  });
  const users = await call<{ content: Array<{ id: number; email: string }> }>(
    'get',
    '/api/admin/users',
  );
  const account = users.content.find((u) => u.email === E2E.adminEmail)!;
  await request.post('/api/auth/logout', { headers: XHR });
  return { roomId: room.id, slotId, holidayId: holiday.id, accountId: account.id, blocked };
}

/** The page is no wider than the viewport: nothing scrolls sideways (WCAG 1.4.10). */
async function expectReflow(page: Page, screen: string): Promise<void> {
  const widths = await page.evaluate(() => {
    const out = (box: DOMRect) => box.width > 1 && box.right > window.innerWidth + 0.5;
    const describe = (el: Element) =>
      `<${el.tagName.toLowerCase()}${el.className ? ` class="${String(el.className).slice(0, 40)}"` : ''}> "${(el.textContent ?? '').trim().slice(0, 30)}"`;
    // what sticks out, outside a scrolling region of its own
    const found: string[] = [];
    for (const el of document.querySelectorAll('body *')) {
      const region = el.closest('[role="region"][tabindex="0"]');
      if (region && region !== el) continue;
      if (out(el.getBoundingClientRect())) found.push(describe(el));
    }
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      wider: found.slice(0, 4),
    };
  });
  // soft: one run names every screen that does not reflow
  expect
    .soft(
      widths.scrollWidth,
      `${screen}: page ${widths.scrollWidth} px wide; ${widths.wider.join(' | ')}`,
    )
    .toBeLessThanOrEqual(320);
}

/** The screen's h1, no sideways scrolling, every region that scrolls labelled, axe clean. */
async function check(page: Page, path: string, screen: string): Promise<void> {
  await page.goto(`/admin${path}`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // the screens' data arrive after their heading: wait until nothing is loading
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await expectReflow(page, screen);
  await expectNoAxeViolations(page, `${screen} at 320 px`);
}

test.describe('staff screens at 320 px', () => {
  test.use({ viewport: { width: 320, height: 800 } });

  test('every staff screen reflows at 320 px: no sideways page scroll, axe clean', async ({
    page,
    playwright,
  }) => {
    test.setTimeout(300_000);
    const stamp = Date.now().toString(36);
    const request = await playwright.request.newContext({ baseURL: E2E.baseUrl });
    const s = await setUp(request, stamp);
    await request.dispose();

    const login = new StaffLogin(page);
    await login.open();
    await expectReflow(page, 'staff login');
    await login.signIn(E2E.adminEmail, E2E.adminPassword);
    await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();

    const room = `/room/${s.roomId}`;
    const screens: Array<[string, string]> = [
      ['/', 'dashboard'],
      ['/rooms', 'rooms'],
      ['/room-add', 'room add'],
      [`/room-edit/${s.roomId}`, 'room edit'],
      [`/room-edit-image/${s.roomId}`, 'room image'],
      [`${room}/seats`, 'seats'],
      [`${room}/seat-plan`, 'seat plan'],
      ['/seat-equipment', 'seat equipment'],
      [`${room}/time-slots?date=${viennaDate(2)}`, 'slot calendar'],
      [`${room}/time-slot-add`, 'slot series'],
      [`/room/${s.roomId}/time-slot-edit/${s.slotId}`, 'slot edit'],
      [`/room/${s.roomId}/time-slot-edit-multi-capacity`, 'capacity of several slots'],
      [`/room/${s.roomId}/time-slot-book/${s.slotId}`, 'staff booking'],
      ['/overbooked', 'overbooked'],
      ['/blacklist', 'blacklist'],
      ['/blacklist-add', 'blacklist add'],
      [`/blacklist-edit/${encodeURIComponent(s.blocked)}`, 'blacklist edit'],
      ['/holiday-list', 'holidays'],
      ['/holiday-add', 'holiday add'],
      [`/holiday-edit/${s.holidayId}`, 'holiday edit'],
      ['/holiday-import', 'holiday import'],
      ['/reservations', 'reservations'],
      ['/reports', 'reports'],
      ['/occupancy-report', 'occupancy report'],
      [`/daily-report/${s.roomId}?date=${viennaDate(2)}`, 'daily report'],
      ['/statistics', 'statistics'],
      ['/statistics/year', 'year summary'],
      ['/users', 'users'],
      ['/user-add', 'user add'],
      [`/user-edit/${s.accountId}`, 'user edit'],
      ['/audit-log', 'audit log'],
      ['/today', 'check-in'],
      ['/pull-list', 'pull list'],
    ];
    for (const [path, screen] of screens) await check(page, path, screen);

    // the rooms list at 320 px: a long room name keeps a readable width (not one letter a line)
    await page.goto('/admin/rooms');
    const name = page.getByRole('heading', { level: 2, name: `${LONG_NAME} ${stamp}` });
    await expect(name).toBeVisible();
    expect((await name.boundingBox())!.width).toBeGreaterThan(150);

    // a pop-up on a phone sits at the bottom, clear of the header and the screen's actions
    await page.goto(`/admin${room}/seat-plan`);
    await page.getByRole('combobox', { name: 'Platz' }).selectOption({ label: 'M2' });
    await page.getByRole('button', { name: 'Vom Plan nehmen' }).click();
    await page.getByRole('button', { name: 'Positionen speichern' }).click();
    const popup = page
      .getByRole('region', { name: 'Mitteilungen' })
      .getByRole('alert')
      .filter({ hasText: 'Position von 1 Platz gespeichert' });
    await expect(popup).toBeVisible();
    const header = (await page.getByRole('banner').boundingBox())!;
    const box = (await popup.boundingBox())!;
    expect(box.y).toBeGreaterThan(header.y + header.height);
    expect(box.y + box.height).toBeLessThanOrEqual(800);
    expect(box.y).toBeGreaterThan(400);
    await expectReflow(page, 'seat plan with a pop-up');

    // the reservations found, and one of them opened
    await page.goto('/admin/reservations');
    await page.getByLabel('Suchbegriff').fill(stamp);
    await page.getByRole('button', { name: 'Suchen' }).click();
    const edit = page.getByRole('link', { name: /^Reservierung von Musterfrau-Oberhuber/ });
    await expect(edit).toBeVisible();
    await expectReflow(page, 'reservations found');
    await expectNoAxeViolations(page, 'reservations found at 320 px');
    await edit.click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectReflow(page, 'reservation edit');
    await expectNoAxeViolations(page, 'reservation edit at 320 px');
  });
});
