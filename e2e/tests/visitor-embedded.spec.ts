import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { E2E } from '../support/env';
import { PrivacyNotice } from '../pages/privacy-notice';
import { VisitorBooking } from '../pages/visitor-booking';
import { viennaDate } from '../support/staff-api';

// a page on another origin (E2E.embedOrigin, allowed by CORS_ORIGINS)
// mounts the visitor app with its own attributes and completes a booking against the server.

const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const ROOM = 'Lesesaal Eingebettet';

/** The host page: the archive's own layout, the mount element and the app's files. */
function hostPage(script: string, styles: string[]): string {
  return `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><title>Stadtarchiv Beispiel</title>
${styles.map((href) => `<link rel="stylesheet" crossorigin href="${E2E.baseUrl}${href}">`).join('\n')}
</head><body>
<p>Website des Stadtarchivs — Reservierung:</p>
<div id="lesesaal" data-interface="user" data-language="de" data-base-url="/besuch/"
  data-base-api-url="${E2E.baseUrl}/" data-bot-protection="off" data-max-reservations="2"
  data-site-name="Stadtarchiv Beispiel" data-time-zone="Europe/Vienna"
  data-footer-links="false"></div>
<script type="module" crossorigin src="${E2E.baseUrl}${script}"></script>
</body></html>`;
}

let host: Server;

test.beforeAll(async ({ request }) => {
  const index = await (await request.get('/')).text();
  const script = /<script[^>]+src="([^"]+\.js)"/.exec(index)?.[1];
  const styles = [...index.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map(
    (m) => m[1]!,
  );
  expect(script, 'the app script in index.html').toBeTruthy();
  const html = hostPage(script!, styles);
  host = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  const port = Number(new URL(E2E.embedOrigin).port);
  await new Promise<void>((resolve) => host.listen(port, '127.0.0.1', resolve));
});
test.afterAll(async () => {
  await new Promise<void>((resolve) => host.close(() => resolve()));
});

test('a page on another origin embeds the visitor app and books a visit', async ({
  page,
  request,
}) => {
  const login = await request.post('/api/auth/login', {
    headers: XHR,
    data: { email: E2E.adminEmail, password: E2E.adminPassword },
  });
  expect(login.status()).toBe(204);
  const room = await request.post('/api/admin/rooms', {
    headers: XHR,
    data: {
      name: ROOM,
      description: 'Über die Website des Archivs',
      capacity: 2,
      openStart: { type: 'DAY', value: 0 },
      openEnd: { type: 'DAY', value: 60 },
    },
  });
  const { id } = (await room.json()) as { id: number };
  const slots = await request.post(`/api/admin/rooms/${id}/timeslots`, {
    headers: XHR,
    data: {
      startTime: '13:00',
      endTime: '15:00',
      startDate: viennaDate(2),
      repeatUntil: viennaDate(12),
      daysOfWeek: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'],
      includeHolidays: true,
      capacity: 2,
    },
  });
  expect(slots.status()).toBe(201);
  await request.post('/api/auth/logout', { headers: XHR });

  const booking = new VisitorBooking(page);
  await page.goto(`${E2E.embedOrigin}/besuch/`);
  expect(new URL(page.url()).origin).toBe(E2E.embedOrigin);
  await new PrivacyNotice(page).accept();
  // the host's own attributes: its name in the header, its limit of two appointments
  await expect(page.getByRole('banner')).toContainText('Stadtarchiv Beispiel');
  await expect(page.getByRole('heading', { level: 1, name: 'Terminreservierung' })).toBeVisible();
  await booking.chooseRoom(ROOM);
  expect(new URL(page.url()).pathname).toBe(`/besuch/room/${id}`);
  await booking.chooseFirstFreeDay();
  await page.getByRole('button', { name: '13:00–15:00 Uhr buchen' }).click();
  await expect(page.getByText('Sie können noch 1 von 2 Terminen reservieren.')).toBeVisible();
  await page.getByRole('link', { name: 'Meine Auswahl (1)' }).click();
  await page.getByRole('link', { name: 'Weiter zu Ihren Daten' }).click();
  await booking.fillPersonalData({
    firstName: 'Eva',
    lastName: 'Einbettung',
    email: 'eva.einbettung@example.org',
    phone: '+43123456781',
  });
  await page.getByRole('button', { name: 'Weiter zur Übersicht' }).click();
  await page.getByRole('button', { name: '1 Termin verbindlich buchen' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Reservierung' }),
  ).toBeVisible();
  expect(new URL(page.url()).origin).toBe(E2E.embedOrigin);

  // the booking stands on the server
  const ticketsLogin = await request.post('/api/auth/login', {
    headers: XHR,
    data: { email: E2E.adminEmail, password: E2E.adminPassword },
  });
  expect(ticketsLogin.status()).toBe(204);
  const calendar = await request.get(
    `/api/rooms/${id}/booking?fromDate=${viennaDate(0)}&untilDate=${viennaDate(20)}`,
  );
  const booked = ((await calendar.json()) as Array<{ ticketCount: number }>).reduce(
    (n, s) => n + s.ticketCount,
    0,
  );
  expect(booked).toBe(1);
});
