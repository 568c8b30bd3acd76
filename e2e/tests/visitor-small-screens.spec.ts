import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E } from '../support/env';
import { expectNoAxeViolations } from '../support/axe';
import { viennaDate } from '../support/staff-api';
import { PrivacyNotice } from '../pages/privacy-notice';

/**
 * Reflow (WCAG 1.4.10) and the hold clock (WCAG 2.2.1): the whole visitor flow at
 * 320 px and 1280 px, in German and in English — no screen scrolls sideways, the hold clock
 * shows on every screen of the cart flow, axe finds nothing. Plus 1280 px at 200 % zoom
 * (a 640 px wide viewport at device scale factor 2) for the calendar and the personal data.
 */

const XHR = { 'x-requested-with': 'XMLHttpRequest' };

/** Long German compounds without a break point are the reflow case of the issue. */
const ROOM_DESCRIPTION =
  'Forschungslesesaal im Erdgeschoss — Handschriftenbenutzungsordnung und Datenschutzhinweis beachten';

type Lang = 'de' | 'en';

const TEXT = {
  de: {
    switchTo: null,
    roomsTitle: 'Terminreservierung',
    freeDay: /, freie Plätze$/,
    slotsOf: /^Termine am /,
    book: (time: string) => `${time} Uhr buchen`,
    added: 'Zu Ihrer Auswahl hinzugefügt',
    cartLink: 'Meine Auswahl (1)',
    cartTitle: 'Ihre Auswahl',
    proceed: 'Weiter zu Ihren Daten',
    personTitle: 'Ihre Daten',
    firstName: /^Vorname/,
    lastName: /^Nachname/,
    email: /^E-Mail-Adresse/,
    phone: /^Telefonnummer/,
    next: 'Weiter zur Übersicht',
    summaryTitle: 'Übersicht',
    bookAll: '1 Termin verbindlich buchen',
    successTitle: 'Vielen Dank für Ihre Reservierung',
    holdClock:
      /^Ihre Auswahl wird noch (\d+ Minuten?|weniger als eine Minute) für Sie freigehalten\.$/,
  },
  en: {
    switchTo: 'English',
    roomsTitle: 'Appointment reservation',
    freeDay: /, seats available$/,
    slotsOf: /^Appointments on /,
    book: (time: string) => `Book ${time}`,
    added: 'Added to your selection',
    cartLink: 'My selection (1)',
    cartTitle: 'Your selection',
    proceed: 'Continue to your details',
    personTitle: 'Your details',
    firstName: /^First name/,
    lastName: /^Last name/,
    email: /^E-mail address/,
    phone: /^Telephone number/,
    next: 'Continue to the summary',
    summaryTitle: 'Summary',
    bookAll: 'Book 1 appointment',
    successTitle: 'Thank you for your reservation',
    holdClock: /^Your selection is held for you for (\d+ more minutes?|less than a minute)\.$/,
  },
} as const;

/** A room with one slot a day from the day after tomorrow for a week (staff API). */
async function setUpRoom(request: APIRequestContext, name: string): Promise<void> {
  const login = await request.post('/api/auth/login', {
    headers: XHR,
    data: { email: E2E.adminEmail, password: E2E.adminPassword },
  });
  expect(login.status()).toBe(204);
  const room = await request.post('/api/admin/rooms', {
    headers: XHR,
    data: {
      name,
      description: ROOM_DESCRIPTION,
      capacity: 10,
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
      endTime: '10:00',
      startDate: viennaDate(2),
      repeatUntil: viennaDate(9),
      daysOfWeek: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'],
      includeHolidays: true,
      capacity: 10,
    },
  });
  expect(slots.status()).toBe(201);
  await request.post('/api/auth/logout', { headers: XHR });
}

/** The page is no wider than the viewport: nothing scrolls sideways (WCAG 1.4.10). */
async function expectNoSidewaysScrolling(page: Page, screen: string): Promise<void> {
  const widths = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
    // what sticks out of the window (inside a clipping or scrolling box too): element boxes,
    // and text running out of its box (a long word that does not break)
    wider: (() => {
      const out = (box: DOMRect) =>
        box.width > 1 && (box.right > window.innerWidth + 0.5 || box.left < -0.5);
      const describe = (el: Element) =>
        `<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().slice(0, 40)}"`;
      const found: string[] = [];
      for (const el of document.querySelectorAll('body *'))
        if (out(el.getBoundingClientRect())) found.push(describe(el));
      const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = texts.nextNode(); node; node = texts.nextNode()) {
        range.selectNodeContents(node);
        // (the visually hidden texts are 1 px boxes: their text overflows out of sight)
        const parent = node.parentElement;
        if (
          parent &&
          parent.getBoundingClientRect().width > 1 &&
          out(range.getBoundingClientRect())
        )
          found.push(`text in ${describe(parent)}`);
      }
      return found.slice(0, 5);
    })(),
  }));
  expect(
    widths.scrollWidth,
    `${screen}: page ${widths.scrollWidth} px wide in a ${widths.innerWidth} px window; ${widths.wider.join(' | ')}`,
  ).toBeLessThanOrEqual(widths.innerWidth);
  // nor does anything stick out of the window inside a clipping or scrolling box
  expect(widths.wider, `${screen}: elements wider than the window`).toEqual([]);
}

async function expectHoldClock(page: Page, lang: Lang, screen: string): Promise<void> {
  const clock = page.getByRole('timer');
  await expect(clock, `hold clock on ${screen}`).toBeVisible();
  await expect(clock).toHaveText(TEXT[lang].holdClock);
  // never more than the hold (15 minutes)
  const minutes = Number(/\d+/.exec((await clock.textContent()) ?? '')?.[0] ?? 0);
  expect(minutes).toBeLessThanOrEqual(15);
  await expectClockInView(page, screen);
}

/** The clock is within the viewport's width (not cut off or pushed aside). */
async function expectClockInView(page: Page, screen: string): Promise<void> {
  const box = await page.getByRole('timer').boundingBox();
  const width = page.viewportSize()!.width;
  expect(box, `hold clock box on ${screen}`).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width + 0.5);
}

/** Each screen: no sideways scrolling, axe clean, and the hold clock where a cart is held. */
async function checkScreen(
  page: Page,
  lang: Lang,
  screen: string,
  { holdClock }: { holdClock: boolean },
): Promise<void> {
  await expectNoSidewaysScrolling(page, screen);
  if (holdClock) await expectHoldClock(page, lang, screen);
  else await expect(page.getByRole('timer')).toHaveCount(0);
  await expectNoAxeViolations(page, screen);
}

async function openCalendarWithFreeDay(page: Page, lang: Lang, room: string): Promise<void> {
  const text = TEXT[lang];
  await page.getByRole('link', { name: room }).click();
  await expect(page.getByRole('heading', { level: 1, name: room })).toBeVisible();
  const free = page.getByRole('button', { name: text.freeDay });
  // the slots start the day after tomorrow: near a month's end that is in the next month,
  // and the calendar opens on it
  await expect(free.first()).toBeVisible();
}

const WIDTHS = [320, 1280] as const;
const LANGS: Lang[] = ['de', 'en'];

for (const width of WIDTHS) {
  for (const lang of LANGS) {
    test.describe(`${width} px, ${lang}`, () => {
      test.use({ viewport: { width, height: 800 } });

      test(`the visitor flow reflows with the hold clock on every cart screen (${width} px, ${lang})`, async ({
        page,
        request,
      }) => {
        const text = TEXT[lang];
        const room = `Forschungslesesaal ${width} ${lang}`;
        await setUpRoom(request, room);

        await page.goto('/');
        await new PrivacyNotice(page).expectShown();
        if (text.switchTo) {
          await page.getByRole('button', { name: text.switchTo }).click();
          await expect(page.getByRole('heading', { name: 'Privacy notice' })).toBeVisible();
        }
        await checkScreen(page, lang, 'privacy notice', { holdClock: false });
        await new PrivacyNotice(page).accept();

        await expect(page.getByRole('heading', { level: 1, name: text.roomsTitle })).toBeVisible();
        await expect(page.getByRole('link', { name: room })).toBeVisible();
        await checkScreen(page, lang, 'room chooser', { holdClock: false });

        await openCalendarWithFreeDay(page, lang, room);
        await checkScreen(page, lang, 'room calendar', { holdClock: false });
        await page.getByRole('button', { name: text.freeDay }).first().click();
        await expect(page.getByRole('heading', { name: text.slotsOf })).toBeVisible();
        await checkScreen(page, lang, 'room calendar with a day chosen', { holdClock: false });

        await page.getByRole('button', { name: text.book('09:00–10:00') }).click();
        await expect(
          page
            .getByRole('alert')
            .filter({ hasText: text.added })
            .filter({ hasText: '09:00–10:00' }),
        ).toBeVisible();
        await checkScreen(page, lang, 'room calendar with a cart', { holdClock: true });

        await page.getByRole('link', { name: text.cartLink }).click();
        await expect(page.getByRole('heading', { level: 1, name: text.cartTitle })).toBeVisible();
        await checkScreen(page, lang, 'cart', { holdClock: true });

        await page.getByRole('link', { name: text.proceed }).click();
        await expect(page.getByRole('heading', { level: 1, name: text.personTitle })).toBeVisible();
        await checkScreen(page, lang, 'personal data', { holdClock: true });
        await page.getByRole('button', { name: text.next }).click();
        await expect(page.getByLabel(text.firstName)).toBeFocused();
        await checkScreen(page, lang, 'personal data with errors', { holdClock: true });
        await page.getByLabel(text.firstName).fill('Maximiliane');
        await page.getByLabel(text.lastName).fill('Musterfrau-Oberhuber');
        await page
          .getByLabel(text.email)
          .fill(`maximiliane.musterfrau-oberhuber.${width}.${lang}@forschungsarchiv.example.org`);
        await page.getByLabel(text.phone).fill('+43123456789');
        await page.getByRole('button', { name: text.next }).click();

        await expect(
          page.getByRole('heading', { level: 1, name: text.summaryTitle }),
        ).toBeVisible();
        await checkScreen(page, lang, 'summary', { holdClock: true });
        await page.getByRole('button', { name: text.bookAll }).click();

        await expect(
          page.getByRole('heading', { level: 1, name: text.successTitle }),
        ).toBeVisible();
        await checkScreen(page, lang, 'booked confirmation', { holdClock: false });
      });
    });
  }
}

test.describe('the pages a public body publishes at 320 px', () => {
  test.use({ viewport: { width: 320, height: 800 } });

  for (const lang of LANGS) {
    test(`accessibility statement, feedback form, Easy German and privacy notice reflow (${lang})`, async ({
      page,
    }) => {
      for (const [path, screen] of [
        ['/barrierefreiheit', 'accessibility statement'],
        ['/leichte-sprache', 'Easy German'],
        ['/datenschutz', 'privacy notice page'],
        ['/barrierefreiheit/feedback', 'feedback form'],
      ] as const) {
        await page.goto(`${path}?lang=${lang}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await checkScreen(page, lang, `${screen} at 320 px`, { holdClock: false });
      }
      // the form's errors reflow too
      await page
        .getByRole('button', { name: lang === 'de' ? 'Meldung senden' : 'Send report' })
        .click();
      await expect(page.getByRole('alert')).toBeVisible();
      await checkScreen(page, lang, 'feedback form with errors at 320 px', { holdClock: false });
    });
  }
});

test.describe('1280 px at 200 % zoom', () => {
  // 200 % zoom of a 1280 px window: a 640 px CSS viewport drawn at device scale factor 2
  test.use({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 });

  test('the calendar and the personal data reflow at 200 % zoom (de)', async ({
    page,
    request,
  }) => {
    const text = TEXT.de;
    const room = 'Forschungslesesaal Zoom';
    await setUpRoom(request, room);

    await page.goto('/');
    await new PrivacyNotice(page).accept();
    await expect(page.getByRole('heading', { level: 1, name: text.roomsTitle })).toBeVisible();

    await openCalendarWithFreeDay(page, 'de', room);
    await page.getByRole('button', { name: text.freeDay }).first().click();
    await expect(page.getByRole('heading', { name: text.slotsOf })).toBeVisible();
    await page.getByRole('button', { name: text.book('09:00–10:00') }).click();
    await expect(page.getByRole('alert').filter({ hasText: text.added })).toBeVisible();
    await checkScreen(page, 'de', 'room calendar at 200 %', { holdClock: true });

    await page.getByRole('link', { name: text.cartLink }).click();
    await page.getByRole('link', { name: text.proceed }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.personTitle })).toBeVisible();
    await checkScreen(page, 'de', 'personal data at 200 %', { holdClock: true });
  });
});

test.describe('320 px, the hold warning', () => {
  test.use({ viewport: { width: 320, height: 800 } });

  test('the warning two minutes before the end and its extend button reflow at 320 px (de)', async ({
    page,
    request,
  }) => {
    const text = TEXT.de;
    const room = 'Forschungslesesaal Warnung';
    await setUpRoom(request, room);
    // the browser's clock is ours to move (it runs on by itself); the server's is not
    await page.clock.install();

    await page.goto('/');
    await new PrivacyNotice(page).accept();
    await openCalendarWithFreeDay(page, 'de', room);
    await page.getByRole('button', { name: text.freeDay }).first().click();
    await page.getByRole('button', { name: text.book('09:00–10:00') }).click();
    await expect(page.getByRole('alert').filter({ hasText: text.added })).toBeVisible();
    await page.getByRole('link', { name: text.cartLink }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.cartTitle })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: /verfällt/ })).toHaveCount(0);

    // 13½ of the 15 minutes later (for the browser): the announced warning with "extend"
    await page.clock.fastForward('13:30');
    const warning = page.getByRole('alert').filter({ hasText: /Ihre Auswahl verfällt bald/ });
    await expect(warning).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(/noch (1 Minute|weniger als eine Minute)/);
    await expect(
      warning.getByRole('button', { name: /^Mehr Zeit \(noch \d+ Verlängerungen? möglich\)$/ }),
    ).toBeVisible();
    await checkScreen(page, 'de', 'cart with the hold warning', { holdClock: true });
  });
});
