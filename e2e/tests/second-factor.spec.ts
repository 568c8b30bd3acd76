import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { StaffLogin } from '../pages/staff-login';
import { expectNoAxeViolations } from '../support/axe';
import { secondServer } from '../support/second-server';

/**
 * The second factor (TOTP) of local staff accounts, in a browser: a second Lesesaal server
 * started here with STAFF_SECOND_FACTOR=required, so its first admin (from ADMIN_EMAIL) is
 * asked to set one up at the first sign-in; the codes are computed here with otpauth, the
 * library the server uses. The other journeys keep running without a second factor.
 */
const server = secondServer(3, 'totp');
const base = server.base;
const email = 'chief@archive.test';
const password = 'Reading-Room-totp-2026!';

test.beforeAll(async () => {
  test.setTimeout(150_000);
  await server.start({
    ADMIN_EMAIL: email,
    ADMIN_PASSWORD: password,
    STAFF_SECOND_FACTOR: 'required',
  });
});

test.afterAll(async () => {
  await server.stop();
});

/** The code of `secret` for the time step `stepsAhead` steps from now (the server takes ±1). */
const codeOf = (secret: string, stepsAhead = 0) =>
  new TOTP({
    secret: Secret.fromBase32(secret),
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });

async function signInWithPassword(page: Page): Promise<void> {
  await page.goto(`${base}/admin/`);
  await new StaffLogin(page).signIn(email, password);
}

async function enterCode(page: Page, code: string, button = 'Anmelden'): Promise<void> {
  const field = page.getByRole('textbox', { name: /Code aus der Authenticator-App/ });
  await field.fill(code);
  await page.getByRole('button', { name: button, exact: true }).click();
}

test('the first admin sets up the required second factor, then signs in with a code; a used code is refused', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInWithPassword(page);
  const setupHeading = page.getByRole('heading', { name: 'Zweiten Faktor einrichten' });
  await expect(setupHeading).toBeFocused();
  await expectNoAxeViolations(page, 'second factor required at the first sign-in');

  await page.getByRole('button', { name: 'Einrichtung starten' }).click();
  await expect(page.getByRole('heading', { name: 'Schlüssel für die App' })).toBeFocused();
  const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const uri = await page.getByRole('textbox', { name: /Einrichtungsadresse/ }).inputValue();
  expect(new URL(uri).searchParams.get('secret')).toBe(secret);
  const field = page.getByRole('textbox', { name: /Code aus der Authenticator-App/ });
  await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(field).toHaveAttribute('inputmode', 'numeric');
  await expectNoAxeViolations(page, 'second factor set-up with its key');

  const setupCode = codeOf(secret);
  await enterCode(page, setupCode, 'Einrichtung bestätigen');
  const signOut = page.getByRole('button', { name: 'Abmelden' });
  await expect(signOut).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  await signOut.click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Anmeldung für Mitarbeitende' }),
  ).toBeVisible();
  await signInWithPassword(page);
  await expect(page.getByRole('heading', { name: 'Code eingeben' })).toBeFocused();
  // the set-up's code was used: refused, announced
  await enterCode(page, setupCode);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Der Code ist falsch oder wurde schon verwendet.');
  await expectNoAxeViolations(page, 'second factor code refused');

  await enterCode(page, codeOf(secret, 1));
  await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
  await page.getByRole('button', { name: 'Zweiter Faktor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Zweiter Faktor für Ihr Konto' });
  await expect(dialog).toContainText('Für Ihr Konto ist ein zweiter Faktor eingerichtet.');
  await expectNoAxeViolations(page, 'second factor dialog of a signed-in account');
});
