import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { StaffLogin } from '../pages/staff-login';
import { expectNoAxeViolations } from '../support/axe';
import { E2E } from '../support/env';
import { copyOfTemplate } from '../support/second-server';
import { staffApi, viennaDate } from '../support/staff-api';

const XHR = { 'x-requested-with': 'XMLHttpRequest' };

// Slots can only be created for days after today, but the desk works on today's.
// So this journey runs its own server whose clock starts one day behind
// (support/shifted-clock.ts): the setup creates today's slot and bookings while the server
// still lives yesterday, then SIGUSR2 puts it on real time and the desk opens today.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = E2E.port + 500;
const baseUrl = `http://127.0.0.1:${port}`;
let dataDir: string | undefined;
let server: ChildProcess | undefined;

test.use({ baseURL: baseUrl });

test.beforeAll(async () => {
  dataDir = copyOfTemplate('desk');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    ADMIN_EMAIL: E2E.adminEmail,
    ADMIN_PASSWORD: E2E.adminPassword,
    LOG_LEVEL: 'warn',
    TIME_ZONE: 'Europe/Vienna',
    BOT_PROTECTION: 'off',
    LESESAAL_E2E_CLOCK_SHIFT_MS: String(-24 * 60 * 60 * 1000),
  };
  delete env.SMTP_URL; // mails go to files in the data directory
  delete env.DATABASE_URL;
  server = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--import',
      './e2e/support/shifted-clock.ts',
      'packages/server/src/server.ts',
    ],
    { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${baseUrl}/readyz`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 60_000, intervals: [250] },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Puts the server on real time and waits until its today is the real today. */
async function bringServerToToday(request: APIRequestContext, today: string): Promise<void> {
  server!.kill('SIGUSR2');
  await expect
    .poll(
      async () => {
        // a new session: the one of the setup was opened a day earlier and has run out
        await request.post('/api/auth/login', {
          headers: XHR,
          data: { email: E2E.adminEmail, password: E2E.adminPassword },
        });
        const res = await request.get('/api/admin/checkin', { headers: XHR });
        return res.ok() ? ((await res.json()) as { date: string }).date : res.status();
      },
      { timeout: 10_000 },
    )
    .toBe(today);
}

test('the desk signs in, opens today, scans a booking number (typed + Enter) and sees the visitor arrived', async ({
  page,
  browser,
  playwright,
}) => {
  const today = viennaDate(0);
  const stamp = Date.now().toString(36);
  const roomName = `Desk room ${stamp}`;
  const deskEmail = `desk-${stamp}@archive.test`;
  const deskPassword = 'Lesesaal desk staff 7';

  // Today's slot with two bookings, and a DESK account (created by an admin).
  const request = await playwright.request.newContext({ baseURL: baseUrl });
  const api = await staffApi(request);
  const room = await api.createRoom(roomName, 4);
  const slot = await api.createSlot(room.id, today, '00:05', '23:55', 4);
  const anna = (await api.book(room.id, slot, { firstName: 'Anna', lastName: 'Zeller' })) as {
    id: number;
    bookingNumber: string;
  };
  await api.book(room.id, slot, { firstName: 'Bert', lastName: 'Adler' });
  const created = await request.post('/api/admin/users', {
    headers: XHR,
    data: { email: deskEmail, password: deskPassword, role: 'DESK' },
  });
  expect(created.status(), await created.text()).toBe(201);
  await bringServerToToday(request, today);
  await request.dispose();
  const printed = `${anna.bookingNumber.slice(0, 4)}-${anna.bookingNumber.slice(4)}`;

  // The desk: its one screen at /admin/, the search field ready for the scanner.
  const login = new StaffLogin(page);
  await login.open();
  await login.signIn(deskEmail, deskPassword);
  await expect(page.getByRole('heading', { level: 1, name: 'Heute' })).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Reading room' }).click();
  await page.getByRole('option', { name: roomName }).click();
  const table = page.getByRole('table');
  const annaRow = table.getByRole('row').filter({ hasText: 'Anna Zeller' });
  await expect(annaRow).toContainText('Expected');
  await expect(annaRow).toContainText(printed);
  await expectNoAxeViolations(page, 'desk check-in (today)');

  // A USB barcode scanner is a keyboard: it types the number and presses Enter.
  const search = page.getByRole('textbox', { name: 'Name or booking number' });
  await search.focus();
  await page.keyboard.type(printed.toLowerCase(), { delay: 15 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Anna Zeller has arrived' })).toHaveText(
    `Anna Zeller has arrived: seat 2, 00:05–23:55, ${roomName}.`,
  );
  await expect(search).toHaveValue('');
  await expect(search).toBeFocused();
  await expect(annaRow).toContainText(/Arrived \d{2}:\d{2}/);
  await expect(page.getByText('1 of 2 people arrived')).toBeVisible();
  await expectNoAxeViolations(page, 'desk check-in after a scan');

  // A number that matches nothing says so, and stays selected for the next scan.
  await page.keyboard.type('XXXX-XXXX');
  await page.keyboard.press('Enter');
  await expect(page.getByText('No booking of this day matches “XXXX-XXXX”.')).toBeVisible();

  await expect(search).toHaveValue('XXXX-XXXX');
  await search.fill('');

  // One button undoes the arrival.
  await page.getByRole('button', { name: 'Undo: arrival of Anna Zeller' }).click();
  await expect(page.getByText('Anna Zeller: arrival undone.')).toBeVisible();
  await expect(annaRow).toContainText('Expected');

  // The desk reaches nothing else: other screens lead back here, the API answers 403.
  await page.goto('/admin/rooms');
  await expect(page).toHaveURL(/\/admin\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  expect((await page.request.get('/api/admin/rooms')).status()).toBe(403);
  expect((await page.request.get('/api/admin/tickets')).status()).toBe(403);

  // An admin finds the same screen on the dashboard ("Today").
  const other = await browser.newContext();
  const adminPage = await other.newPage();
  const adminLogin = new StaffLogin(adminPage);
  await adminLogin.open();
  await adminLogin.signIn(E2E.adminEmail, E2E.adminPassword);
  await adminPage.getByRole('link', { name: 'Heute' }).click();
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Heute' })).toBeVisible();
  await expect(adminPage.getByLabel('Tag', { exact: true })).toBeVisible(); // an admin may choose another day
  await expect(
    adminPage.getByRole('table').getByRole('row').filter({ hasText: 'Bert Adler' }),
  ).toContainText('Erwartet');
  await expectNoAxeViolations(adminPage, 'check-in screen of an admin');
  await other.close();
});
