import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { KeyboardBooking, tabTo } from '../support/keyboard';
import { waitForMail } from '../support/mailbox';
import { platformApi } from '../support/platform-api';
import { viennaDate } from '../support/staff-api';

/**
 * A reader of an archive that requires a user application, on the journeys' own server: the
 * platform administrator creates the archive (`/leser/`, `userApplication: required`, its
 * reading-room rules) and, through a support session, a room marked `requiresApplication`.
 * A reader signs in with the code mailed to them, books the room with an application (the
 * booking waits as pending) and finds both on "My data"; the staff approve the application
 * and the booking shows booked. Every screen is scanned. The archive is deleted afterwards.
 */
const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const SLUG = 'leser';
const BASE = `/${SLUG}/`;
const ROOM = 'Lesesaal mit Antrag';
const READER = 'rita.leserin@example.org';
let archive: number | undefined;

async function setUp(request: APIRequestContext): Promise<void> {
  const platform = await platformApi(request);
  archive = (
    await platform.create(SLUG, 'Archiv mit Benutzungsantrag', {
      email: 'leitung@archiv-leser.test',
      displayName: 'Lea Leitung',
    })
  ).id;
  const settings = await request.patch(`/api/platform/archives/${archive}/settings`, {
    headers: XHR,
    data: {
      userApplication: 'required',
      readingRulesUrl: 'https://archiv.example/lesesaalordnung.pdf',
      readingRulesVersion: '2026-01',
    },
  });
  expect(settings.status(), await settings.text()).toBe(200);
  await platform.support(archive);
  const room = await request.post(`${BASE}api/admin/rooms`, {
    headers: XHR,
    data: {
      name: ROOM,
      description: 'Nur mit genehmigtem Benutzungsantrag',
      capacity: 2,
      openStart: { type: 'DAY', value: 0 },
      openEnd: { type: 'DAY', value: 60 },
      requiresApplication: true,
    },
  });
  expect(room.status(), await room.text()).toBe(201);
  const { id } = (await room.json()) as { id: number };
  const slots = await request.post(`${BASE}api/admin/rooms/${id}/timeslots`, {
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

test.beforeAll(async ({ request }) => setUp(request));

test.afterAll(async ({ request }) => {
  if (archive !== undefined) await (await platformApi(request)).remove(archive);
});

async function acceptPrivacyNotice(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: /Datenschutzhinweis gelesen/ }).check();
  await page.getByRole('button', { name: 'Akzeptieren' }).click();
}

async function signIn(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
  await expectNoAxeViolations(page, 'sign-in');
  await page.getByLabel(/^E-Mail-Adresse/).fill(READER);
  await page.getByRole('button', { name: 'Code anfordern' }).click();
  const code = page.getByLabel(/^Code aus der E-Mail/);
  await expect(code).toBeFocused();
  await expect(
    page.getByText(/haben wir einen Code an rita\.leserin@example\.org geschickt/),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'sign-in, code step');

  const mail = await waitForMail(READER, /^Ihr Anmeldecode/);
  const digits = /\b(\d{6})\b/.exec(mail.text ?? '')?.[1];
  expect(digits, 'the code in the mail').toBeTruthy();
  expect(mail.text).toMatch(/\/anmelden\?token=/);
  // a wrong code first: said at the field, which keeps the focus
  await code.fill(digits === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, 'sign-in, wrong code');
  await code.fill(digits!);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Daten' })).toBeVisible();
}

test('a reader signs in by a mailed code, books a room with a user application and the staff approve it', async ({
  page,
  request,
}) => {
  await page.goto(BASE);
  await acceptPrivacyNotice(page);
  await signIn(page);
  await expect(page.getByText('Sie haben noch keine Buchungen.')).toBeVisible();
  await expectNoAxeViolations(page, 'my data, empty');

  // the room asks for an application: the form comes with the personal data
  await page.goto(BASE);
  await page.getByRole('link', { name: ROOM }).click();
  const free = page.getByRole('button', { name: /, freie Plätze$/ });
  await free.first().click();
  await page.getByRole('button', { name: '09:00–12:00 Uhr buchen' }).click();
  await page.getByRole('link', { name: /^Meine Auswahl/ }).click();
  await page.getByRole('link', { name: 'Weiter zu Ihren Daten' }).click();
  await expect(page.getByRole('heading', { name: 'Benutzungsantrag' })).toBeVisible();
  // the reader's address is the booking's
  await expect(page.getByLabel(/^E-Mail-Adresse/)).toHaveValue(READER);
  await expect(page.getByLabel(/^E-Mail-Adresse/)).toHaveAttribute('readonly');
  await page.getByLabel(/^Vorname/).fill('Rita');
  await page.getByLabel(/^Nachname/).fill('Leserin');
  await page.getByRole('textbox', { name: /^Telefonnummer\s*\*?$/ }).fill('+43123456789');
  // the name typed above is the application's too (nobody types it twice)
  await expect(page.getByLabel(/^Vor- und Nachname/)).toHaveValue('Rita Leserin');
  // sent without the application's other fields: each says what is missing
  await page.getByRole('button', { name: 'Weiter zur Übersicht' }).click();
  await expect(page.getByLabel(/^Straße und Hausnummer/)).toBeFocused();
  await expectNoAxeViolations(page, 'personal data with the application, errors');

  await page.getByLabel(/^Straße und Hausnummer/).fill('Hauptstraße 1');
  await page.getByLabel(/^Postleitzahl/).fill('1010');
  await page.getByLabel(/^Ort/).fill('Wien');
  await page.getByRole('textbox', { name: /^Forschungsthema/ }).fill('Mühlen im Wienerwald');
  await page
    .getByLabel(/^Zweck der Benutzung/)
    .and(page.locator('input'))
    .click();
  await page.getByRole('option', { name: 'heimatkundlich' }).click();
  await page.getByRole('checkbox', { name: /Lesesaalordnung gelesen/ }).check();
  await page.getByRole('checkbox', { name: /Datenschutzhinweis gelesen$/ }).check();
  await expect(page.getByRole('link', { name: /Fassung 2026-01/ })).toHaveAttribute(
    'href',
    'https://archiv.example/lesesaalordnung.pdf',
  );
  await expectNoAxeViolations(page, 'personal data with the application, filled');
  await page.getByRole('button', { name: 'Weiter zur Übersicht' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
  await expectNoAxeViolations(page, 'summary with the application');
  await page.getByRole('button', { name: '1 Termin verbindlich buchen' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Ihr Antrag ist eingegangen' }),
  ).toBeFocused();
  await expectNoAxeViolations(page, 'booking pending');
  await waitForMail(READER, /^Ihr Benutzungsantrag ist eingegangen/);

  // My data: the booking waits, the application is under review
  await page.getByRole('link', { name: 'Zu Meine Daten' }).click();
  const bookings = page.getByRole('region', { name: 'Ihre Buchungen' });
  await expect(bookings.getByText('wartet auf Entscheidung')).toBeVisible();
  const applications = page.getByRole('region', { name: 'Ihre Benutzungsanträge' });
  await expect(applications.getByText('wird geprüft')).toBeVisible();
  await expectNoAxeViolations(page, 'my data, pending');

  // the staff approve (their screens are another journey's): the booking is booked
  await (await platformApi(request)).support(archive!);
  const list = await request.get(`${BASE}api/admin/applications?state=submitted`, {
    headers: XHR,
  });
  expect(list.status(), await list.text()).toBe(200);
  const { content } = (await list.json()) as { content: Array<{ id: number; email: string }> };
  const mine = content.find((a) => a.email === READER);
  expect(mine).toBeTruthy();
  const approve = await request.post(`${BASE}api/admin/applications/${mine!.id}/approve`, {
    headers: XHR,
  });
  expect(approve.status(), await approve.text()).toBe(200);
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Ihre Buchungen' }).getByText('gebucht', { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Ihre Benutzungsanträge' }).getByText('genehmigt'),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'my data, approved');

  // signing out: the start page, and the header offers the sign-in again
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terminreservierung' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Anmelden' })).toBeVisible();
});

test('on a 320 px screen with the keyboard alone: a code is asked for, the mailed link signs in, the Easy German page explains the application', async ({
  page,
}) => {
  const address = 'kai.tastatur@example.org';
  await page.setViewportSize({ width: 320, height: 720 });
  await page.goto(BASE);
  await new KeyboardBooking(page).acceptPrivacyNotice();
  await tabTo(page, page.getByRole('link', { name: 'Anmelden' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeFocused();
  const email = page.getByLabel(/^E-Mail-Adresse/);
  await tabTo(page, email);
  await page.keyboard.type(address);
  await page.keyboard.press('Enter');
  await expect(page.getByLabel(/^Code aus der E-Mail/)).toBeFocused();
  await expectNoAxeViolations(page, 'sign-in, code step, 320 px');

  // the mail's link signs in at once (in this tab: the privacy notice is accepted here)
  const mail = await waitForMail(address, /^Ihr Anmeldecode/);
  const link = /https?:\/\/[^\s"<>]+\/anmelden\?token=[A-Za-z0-9_-]+/.exec(mail.text ?? '')?.[0];
  expect(link, 'the sign-in link in the mail').toBeTruthy();
  await page.goto(link!.replace(/^https?:\/\/[^/]+/, ''));
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Daten' })).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
  await expectNoAxeViolations(page, 'my data, 320 px');
  // nothing is wider than the screen
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  await page.goto(`${BASE}leichte-sprache`);
  await expect(page.getByRole('heading', { name: 'Der Benutzungsantrag' })).toBeVisible();
  await expectNoAxeViolations(page, 'Easy German page with the application, 320 px');
});
