import { expect, test, type Locator, type Page } from '@playwright/test';
import { E2E } from '../support/env';
import { expectNoAxeViolations } from '../support/axe';
import { receivedMails, waitForMail } from '../support/mailbox';
import { PrivacyNotice } from '../pages/privacy-notice';

// What a public body must publish: the accessibility statement, Easy German, the feedback
// form and its mail to the archive, refused without a description and limited per address.
// The footer links of every screen are checked by expectNoAxeViolations in every journey.

const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const SOFT_HYPHEN = /\u00ad/g;

/** Presses Tab until `target` has the focus (a keyboard user's way there). */
async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`${String(target)} not reached with ${max} presses of Tab`);
}

test('the accessibility statement has the parts of the EU model, passes axe and works by keyboard (de, en)', async ({
  page,
}) => {
  await page.goto('/barrierefreiheit');
  // opens without the privacy notice: everyone may read it
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveText(/Erklärung zur Barriere.?freiheit/);
  for (const part of [
    'Stand der Vereinbarkeit mit den Anforderungen',
    'Nicht barrierefreie Inhalte',
    'Erstellung dieser Erklärung',
    'Feedback und Kontakt',
  ]) {
    await expect(page.getByRole('region', { name: part })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: /^Durchsetzungs.?verfahren$/ })).toContainText(
    'Schlichtungsstelle nach dem Behindertengleichstellungsgesetz (BGG)',
  );
  await expect(page.getByText('Diese Anwendung ist teilweise')).toBeVisible();
  await expectNoAxeViolations(page, 'accessibility statement (de)');

  // the footer's legal links are the archive's, reachable by keyboard
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Impressum' })).toHaveAttribute(
    'href',
    E2E.imprintUrl,
  );
  await expect(footer.getByRole('link', { name: 'Datenschutz' })).toHaveAttribute(
    'href',
    E2E.privacyUrl,
  );
  await tabTo(page, footer.getByRole('link', { name: 'Impressum' }));

  // by keyboard to the form
  await page.goto('/barrierefreiheit?lang=en');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Accessibility statement' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Enforcement procedure' })).toBeVisible();
  await expectNoAxeViolations(page, 'accessibility statement (en)');
  const formLink = page.getByRole('link', { name: 'Report a barrier (form)' });
  await tabTo(page, formLink);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Report a barrier' })).toBeVisible();
});

test('the Easy German page is linked from the start page, passes axe and works by keyboard', async ({
  page,
}) => {
  await page.goto('/');
  // the start page's link, before and after the privacy notice
  await new PrivacyNotice(page).accept();
  const link = page.getByRole('main').getByRole('link', { name: 'Erklärung in Leichter Sprache' });
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Leichte Sprache' })).toBeFocused();
  // what, booking, the research stay, the waiting room, changing, the data, help — and the
  // user application's while another journey has the default archive require applications
  await expect
    .poll(() => page.getByRole('heading', { level: 2 }).count())
    .toBeGreaterThanOrEqual(7);
  await expect(page.getByText('Am Tag nach Ihrem Besuch löschen wir Ihre Daten.')).toBeVisible();
  await expectNoAxeViolations(page, 'Easy German (de)');
  await tabTo(page, page.getByRole('link', { name: 'Hier können Sie uns schreiben.' }));

  await page.goto('/leichte-sprache?lang=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Plain English' })).toBeVisible();
  await expect(page.getByText('On the day after your visit we delete your data.')).toBeVisible();
  await expectNoAxeViolations(page, 'Easy German (en: plain English)');
});

// One journey for the form and the limit: both count against the one client address of the
// test run (VISITOR_LIMIT_FEEDBACK per address), so the form's report must come before the
// limit is reached, and the limit's count includes it — in a test of its own, either would
// depend on which one ran first.
test('the feedback form refuses a missing description and delivers one mail to the archive; beyond the limit the API and the form refuse', async ({
  page,
  request,
}) => {
  await page.goto('/barrierefreiheit/feedback?page=%2Froom%2F1');
  await expect(page.getByRole('heading', { level: 1, name: 'Barriere melden' })).toBeVisible();
  await expectNoAxeViolations(page, 'feedback form');
  const pageField = page.getByRole('textbox', { name: /Seite oder Adresse/ });
  await expect(pageField).toHaveValue('/room/1');

  // submitted by keyboard without a description: refused, the field named and focused
  const submit = page.getByRole('button', { name: 'Meldung senden' });
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  const description = page.getByRole('textbox', { name: /Beschreibung/ });
  await expect(description).toBeFocused();
  await expect(description).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert')).toContainText(
    'Bitte füllen Sie das Feld „Beschreibung“ aus.',
  );
  await expectNoAxeViolations(page, 'feedback form with errors');

  const text = `Der Kalender ist mit der Bildschirmlupe schwer zu bedienen (${Date.now()})`;
  await page.keyboard.type(text);
  await tabTo(page, page.getByRole('textbox', { name: /Ihr Name/ }));
  await page.keyboard.type('Erika Musterfrau');
  await page.keyboard.press('Tab');
  await page.keyboard.type('erika.feedback@example.org');
  await tabTo(page, submit);
  await page.keyboard.press('Enter');

  const thanks = page.getByRole('heading', { name: 'Vielen Dank für Ihre Meldung' });
  await expect(thanks).toBeFocused();
  await expect(
    page.getByRole('status').filter({ hasText: 'Vielen Dank für Ihre Meldung' }),
  ).toContainText('erika.feedback@example.org');
  await expectNoAxeViolations(page, 'feedback sent');

  const report = await waitForMail(E2E.feedbackEmail, /Barriere.?freiheit/);
  expect(report.text ?? '').toContain(text);
  expect(report.text ?? '').toContain('/room/1');
  expect(report.text ?? '').toContain('Erika Musterfrau');
  // exactly one report of this feedback
  const reports = (await receivedMails()).filter(
    (m) => JSON.stringify(m.to).includes(E2E.feedbackEmail) && (m.text ?? '').includes(text),
  );
  expect(reports).toHaveLength(1);
  const receipt = await waitForMail('erika.feedback@example.org', /Barriere.?freiheit/);
  expect(receipt.subject ?? '').not.toBe('');

  // the API refuses a missing description too; the address's reports are limited
  const refused = await request.post('/api/accessibility-feedback', {
    headers: XHR,
    data: { page: '/', description: '' },
  });
  expect(refused.status()).toBe(400);
  const body = (await refused.json()) as { error: string; payload?: string[] };
  expect(body.error).toBe('validation__error');
  expect(body.payload?.join(' ')).toContain('description');

  // the form's feedback above counted once; the limit answers 429 with Retry-After
  const statuses: number[] = [];
  let retryAfter: string | undefined;
  for (let i = 0; i < E2E.feedbackLimit + 1; i += 1) {
    const answer = await request.post('/api/accessibility-feedback', {
      headers: XHR,
      data: { page: '/', description: `Meldung ${i}` },
    });
    statuses.push(answer.status());
    if (answer.status() === 429) {
      retryAfter = answer.headers()['retry-after'];
      expect(((await answer.json()) as { error: string }).error).toBe('too_many_requests');
    }
  }
  const first429 = statuses.indexOf(429);
  expect(first429, `statuses ${statuses.join(', ')}`).toBeGreaterThanOrEqual(0);
  expect(statuses.slice(0, first429).every((s) => s === 204)).toBe(true);
  expect(statuses.slice(first429).every((s) => s === 429)).toBe(true);
  expect(statuses.filter((s) => s === 204).length).toBeLessThan(E2E.feedbackLimit);
  expect(Number(retryAfter)).toBeGreaterThan(0);

  await page.goto('/barrierefreiheit/feedback?lang=en');
  await page.getByRole('textbox', { name: /Page or address/ }).fill('/');
  await page.getByRole('textbox', { name: /Description/ }).fill('One more report');
  await page.getByRole('button', { name: 'Send report' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Too many reports came from your address');
  await expect(alert).toBeFocused();
  await expectNoAxeViolations(page, 'feedback refused by the limit');
});

test('a staff screen’s footer leads to the visitor app’s statement; the built-in privacy notice page', async ({
  page,
}) => {
  await page.goto('/admin/');
  const footer = page.getByRole('contentinfo');
  const statement = footer.getByRole('link', { name: /^Barriere.?freiheit$/ });
  await expect(statement).toHaveAttribute('href', '/barrierefreiheit');
  await expect(footer.getByRole('link', { name: 'Leichte Sprache' })).toHaveCount(0);
  await statement.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /Erklärung zur Barriere.?freiheit/,
  );
  const h1Text = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  expect(h1Text.replace(SOFT_HYPHEN, '')).toBe('Erklärung zur Barrierefreiheit');

  await page.goto('/datenschutz');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Daten.?schutz.?hinweis/);
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expectNoAxeViolations(page, 'privacy notice page');
});
