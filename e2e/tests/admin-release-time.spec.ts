import { expect, test } from '@playwright/test';
import { AdminRooms } from '../pages/admin-rooms';
import { PrivacyNotice } from '../pages/privacy-notice';
import { StaffLogin } from '../pages/staff-login';
import { VisitorBooking } from '../pages/visitor-booking';
import { expectNoAxeViolations } from '../support/axe';
import { E2E } from '../support/env';
import { staffApi, viennaDate } from '../support/staff-api';

/** The room's window: from today to two days ahead (calendar days). */
const WINDOW_DAYS = 2;

/** Minutes after midnight on the wall clock of Vienna, now. */
function viennaMinutesNow(): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Vienna',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date());
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return part('hour') * 60 + part('minute');
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A date at UTC noon, formatted in UTC (no zone shifts the day), in German. */
const german = (date: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('de', { timeZone: 'UTC', ...options }).format(
    new Date(`${date}T12:00:00Z`),
  );

/**
 * The release time the journey sets and what the calendar must say (rule: the domain's
 * `openingWindow`/`releaseOfDay`, docs/decisions/release-time.md). While today's release is
 * ahead, the window still ends where it ended yesterday, so the day after it is today + 2
 * and opens today at the release time: 45 minutes from now, ample for the journey. From
 * 23:15 on no such time is left today; then the release time lies behind (06:00): today's
 * day has opened, the window reaches today + 2, and the day after it (today + 3) opens
 * tomorrow at 06:00. Should midnight pass during the journey, the new day's release at 06:00
 * is ahead again and names the same day and time — the test holds at any hour.
 */
function releasePlan(): {
  releaseTime: string;
  day: string;
  opensOn: string;
  lastInWindow: string;
} {
  const release = viennaMinutesNow() + 45;
  const ahead = release < 24 * 60;
  const day = ahead ? WINDOW_DAYS : WINDOW_DAYS + 1;
  return {
    releaseTime: ahead ? hhmm(release) : '06:00',
    day: viennaDate(day),
    opensOn: viennaDate(ahead ? 0 : 1),
    lastInWindow: viennaDate(day - 1),
  };
}

test('staff set a room’s release time in the room form; a visitor’s calendar says when the day after the window opens', async ({
  page,
  browser,
  request,
}) => {
  const name = `Freigabe ${Date.now().toString(36)}`;
  const { releaseTime, day, opensOn, lastInWindow } = releasePlan();

  // A room bookable from today to two days ahead, still opening new days at midnight.
  const api = await staffApi(request);
  const room = await api.createRoom(name, 4, {
    openStart: { type: 'DAY', value: 0 },
    openEnd: { type: 'DAY', value: WINDOW_DAYS },
  });

  // Staff set the release time in the room form.
  const rooms = new AdminRooms(page);
  const login = new StaffLogin(page);
  await login.open();
  await login.signIn(E2E.adminEmail, E2E.adminPassword);
  await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.getByRole('link', { name: 'Reading rooms' }).click();
  await rooms.expectList();
  await rooms.openEdit(name);
  const field = page.getByLabel('New days open at');
  await expect(field).toHaveValue('');
  await expectNoAxeViolations(page, 'room edit');
  await field.fill(releaseTime);
  await rooms.save();
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByText('Reading room changed'),
  ).toBeVisible();
  await rooms.expectList();
  await expectNoAxeViolations(page, 'room list after saving the release time');
  // the form shows it again
  await rooms.openEdit(name);
  await expect(page.getByLabel('New days open at')).toHaveValue(releaseTime);

  // Slots on the window's last day and on the day after it.
  await api.createSlot(room.id, lastInWindow, '09:00', '12:00', 4);
  await api.createSlot(room.id, day, '09:00', '12:00', 4);

  // A visitor (another browser, German) opens the room's calendar on the month of that day.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/');
  const privacy = new PrivacyNotice(visitor);
  await privacy.expectShown();
  await privacy.accept();
  const booking = new VisitorBooking(visitor);
  await booking.chooseRoom(name);
  await expect(visitor.locator('button.day-button').first()).toBeVisible();
  const dayButton = visitor.locator(`button.day-button[data-date="${day}"]`);
  if ((await dayButton.count()) === 0) {
    await visitor.getByRole('button', { name: 'Nächster Monat' }).click();
  }
  await expect(dayButton).toBeVisible();

  // The note names the day after the window and when it opens; that day's button says so too.
  const [hour, minute] = releaseTime.split(':');
  const weekday = german(opensOn, { weekday: 'short' });
  const opens = `buchbar ab ${weekday}${weekday.endsWith('.') ? '' : '.'}, ${Number(
    opensOn.slice(8),
  )}. ${german(opensOn, { month: 'long' })}, ${Number(hour)}:${minute} Uhr`;
  const dayText = german(day, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  await expect(visitor.locator('.release-note')).toHaveText(`${dayText}: ${opens}`);
  await expect(dayButton).toHaveAccessibleDescription(opens);
  // the window's last day (when in this month) opens now and names nothing
  const last = visitor.locator(`button.day-button[data-date="${lastInWindow}"]`);
  if (lastInWindow.slice(0, 7) === day.slice(0, 7)) {
    await expect(last).not.toHaveAttribute('aria-describedby');
  }
  await expectNoAxeViolations(visitor, 'room calendar with the release note');
  await visitorContext.close();
});
