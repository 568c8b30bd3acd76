import { expect, test, type Page } from '@playwright/test';
import { AdminRooms } from '../pages/admin-rooms';
import { PrivacyNotice } from '../pages/privacy-notice';
import { StaffLogin } from '../pages/staff-login';
import { VisitorBooking } from '../pages/visitor-booking';
import { expectNoAxeViolations } from '../support/axe';
import { E2E } from '../support/env';
import { staffApi, viennaDate } from '../support/staff-api';

/** The wall clock of Vienna (the server's zone) at `instant`: seconds after midnight. */
function viennaSeconds(instant = new Date()): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Vienna',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return part('hour') * 3600 + part('minute') * 60 + part('second');
}

/** Time the journey needs from its start until the visitor has joined the waiting room. */
const LEAD_SECONDS = 35;

/**
 * The release time the staff set: the first whole minute at least {@link LEAD_SECONDS} ahead
 * (the release time is minutes), so the visitor joins before it and is drawn at it. The
 * journey then waits for the release: 35–95 s after its start.
 */
function releasePlan(): { releaseTime: string; waitMs: number } | null {
  const now = viennaSeconds();
  const release = Math.ceil((now + LEAD_SECONDS) / 60) * 60;
  if (release >= 24 * 3600) return null; // the new day would be another one
  const hhmm = `${String(Math.floor(release / 3600)).padStart(2, '0')}:${String(
    (release / 60) % 60,
  ).padStart(2, '0')}`;
  return { releaseTime: hhmm, waitMs: (release - now) * 1000 };
}

/** The hour without a leading zero, as the screens write it: 09:05 → 9:05. */
const shown = (hhmm: string) => `${Number(hhmm.slice(0, 2))}:${hhmm.slice(3)}`;

/** No screen of the visitor scrolls sideways (WCAG 1.4.10). */
async function expectNoSidewaysScroll(page: Page, screen: string): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `sideways scroll on ${screen}`).toBeLessThanOrEqual(0);
}

test('staff give a room a fair opening; a visitor waits in the waiting room, is admitted at the release and books', async ({
  page,
  browser,
  request,
}) => {
  const plan = releasePlan();
  test.skip(plan === null, 'the release would fall after midnight');
  const { releaseTime, waitMs } = plan!;
  test.setTimeout(waitMs + 120_000);
  const name = `Faire Öffnung ${Date.now().toString(36)}`;

  // A room bookable today and tomorrow: tomorrow is the day its release time opens.
  const api = await staffApi(request);
  const room = await api.createRoom(name, 4, {
    openStart: { type: 'DAY', value: 0 },
    openEnd: { type: 'DAY', value: 1 },
  });
  const day = viennaDate(1);
  await api.createSlot(room.id, day, '09:00', '12:00', 4);

  // Staff set the release time and the draw in the room form.
  const login = new StaffLogin(page);
  await login.open();
  await login.signIn(E2E.adminEmail, E2E.adminPassword);
  await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('link', { name: 'Reading rooms' }).click();
  const rooms = new AdminRooms(page);
  await rooms.expectList();
  await rooms.openEdit(name);
  await page.getByLabel('New days open at').fill(releaseTime);
  const draw = page.getByRole('group', { name: 'Fair opening' });
  await draw.getByRole('switch', { name: 'Fair opening with a waiting room' }).check();
  await expect(
    draw.getByRole('textbox', { name: 'Waiting room opens before the release (minutes)' }),
  ).toHaveValue('30');
  await draw.getByRole('textbox', { name: 'People admitted per minute' }).fill('60');
  await expectNoAxeViolations(page, 'room form with the fair opening');
  await rooms.save();
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByText('Reading room changed'),
  ).toBeVisible();
  await rooms.expectList();
  await expect(
    page.getByText('Fair opening: waiting room from 30 minutes before the release'),
  ).toBeVisible();

  // A visitor (another browser, German) finds the notice on the room's calendar.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/');
  await new PrivacyNotice(visitor).accept();
  const booking = new VisitorBooking(visitor);
  await booking.chooseRoom(name);
  const notice = visitor.getByRole('region', { name: 'Faire Öffnung' });
  // before the release: when the order is drawn
  await expect(notice).toContainText(`wird um ${shown(releaseTime)} Uhr fair vergeben`);
  await booking.scan('room calendar with the fair opening notice');
  await notice.getByRole('link', { name: 'Zum Warteraum' }).click();

  // The waiting room: joins before the release; the order is drawn at it.
  await expect(
    visitor.getByRole('heading', { level: 1, name: `Warteraum: ${name}` }),
  ).toBeVisible();
  await expect(
    visitor.getByRole('region', { name: 'So funktioniert die faire Öffnung' }),
  ).toBeVisible();
  await booking.scan('waiting room before joining');
  await visitor.getByRole('button', { name: 'Im Warteraum anstellen' }).click();
  await expect(visitor.getByRole('heading', { name: 'Sie sind im Warteraum' })).toBeFocused();
  await expect(
    visitor.getByText(`Die Reihenfolge wird um ${shown(releaseTime)} Uhr ausgelost.`, {
      exact: true,
    }),
  ).toBeVisible();
  await booking.scan('waiting room, joined');
  // leaving and coming back keeps the place (the pass kept in this browser)
  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: 'Sie sind im Warteraum' })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Im Warteraum anstellen' })).toHaveCount(0);
  // on a phone, and at the narrowest width a screen must reflow to
  await visitor.setViewportSize({ width: 375, height: 740 });
  await expectNoSidewaysScroll(visitor, 'waiting room at 375 px');
  await booking.scan('waiting room at 375 px');
  await visitor.setViewportSize({ width: 320, height: 640 });
  await expectNoSidewaysScroll(visitor, 'waiting room at 320 px');
  await visitor.setViewportSize({ width: 1280, height: 720 });

  // The release: the only place is let in at once and may book until its turn ends.
  const admitted = visitor.getByRole('heading', { name: 'Sie sind dran' });
  await expect(admitted).toBeVisible({ timeout: waitMs + 30_000 });
  await expect(
    visitor
      .locator('.opening-panel')
      .getByText(/^Sie sind dran – buchen Sie bis \d{1,2}:\d{2} Uhr\.$/),
  ).toBeVisible();
  await expect(visitor.locator('.waiting-room [aria-live="polite"]')).toHaveText(
    /^Sie sind dran – buchen Sie bis /,
  );
  await booking.scan('waiting room, admitted');
  await visitor.getByRole('link', { name: /^Termine am .+ buchen$/ }).click();

  // The calendar of that day; the hold carries the pass, the booking goes through.
  await expect(visitor.getByRole('heading', { name: /^Termine am / })).toBeVisible();
  await booking.bookSlot('09:00–12:00');
  await booking.scan('room calendar, admitted, with the slot held');
  await visitor.getByRole('link', { name: 'Meine Auswahl (1)' }).click();
  await visitor.getByRole('link', { name: 'Weiter zu Ihren Daten' }).click();
  await booking.fillPersonalData({
    firstName: 'Fara',
    lastName: 'Öffnung',
    email: `fair-${Date.now().toString(36)}@visitor.test`,
    phone: '+43 1 234567',
  });
  await visitor.getByRole('button', { name: 'Weiter zur Übersicht' }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
  await visitor.getByRole('button', { name: '1 Termin verbindlich buchen' }).click();
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Reservierung' }),
  ).toBeFocused();
  await visitorContext.close();
});
