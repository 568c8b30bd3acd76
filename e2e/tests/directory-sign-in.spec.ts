import { expect, test, type BrowserContext } from '@playwright/test';
import { startTestProvider, type TestProvider } from '../../packages/server/src/test/oidc-provider';
import { StaffLogin } from '../pages/staff-login';
import { expectNoAxeViolations } from '../support/axe';
import { E2E } from '../support/env';
import { secondServer } from '../support/second-server';

/**
 * Staff sign-in through the archive's directory, in a browser: a provider (oidc-provider,
 * its own development login page) and a second Lesesaal server configured for it, both on
 * loopback and started here, so the other journeys keep running without a directory.
 */
const server = secondServer(2, 'directory');
const base = server.base;
const LABEL = 'Mit dem Archivverzeichnis anmelden';

let provider: TestProvider;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  provider = await startTestProvider({
    redirectUri: `${base}/api/auth/oidc/callback`,
    postLogoutRedirectUri: `${base}/admin/`,
  });
  provider.people.set('ada', {
    email: 'ada@archive.test',
    name: 'Ada',
    groups: ['staff', 'lesesaal-admins'],
  });
  // the same e-mail as the local admin: refused until an admin links them
  provider.people.set('twin', { email: E2E.adminEmail, groups: ['lesesaal-admins'] });
  await server.start({
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
    OIDC_ROLE_MAP: JSON.stringify({ 'lesesaal-admins': 'ADMIN', 'lesesaal-desk': 'DESK' }),
    OIDC_LABEL: LABEL,
  });
});

test.afterAll(async () => {
  await server.stop();
  await provider?.close();
});

/** Nothing leaves loopback (the provider's development page would load a web font). */
async function loopbackOnly(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort(),
  );
}

test('a directory person signs in at the provider, reaches the dashboard and signs out there too', async ({
  page,
  context,
}) => {
  await loopbackOnly(context);
  await page.goto(`${base}/admin/`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Anmeldung für Mitarbeitende' }),
  ).toBeVisible();
  const directory = page.getByRole('link', { name: LABEL });
  await expect(directory).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Mit lokalem Konto anmelden' }).getByLabel(/E-Mail-Adresse/),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'staff sign-in with the directory');

  await directory.click();
  // the provider's own login page
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
  await page.locator('input[name="login"]').fill('ada');
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();

  await expect(page).toHaveURL(`${base}/admin/`);
  const signOut = page.getByRole('button', { name: 'Abmelden' });
  await expect(signOut).toBeVisible();
  await expect(page.getByText('ada@archive.test')).toBeVisible();
  await expectNoAxeViolations(page, 'dashboard after the directory sign-in');

  await signOut.click();
  // the provider asks before it ends its own session, then sends the browser back
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/`));
  await page.getByRole('button', { name: 'Yes, sign me out' }).click();
  await expect(page).toHaveURL(new RegExp(`^${base}/admin/`));
  await expect(page.getByRole('link', { name: LABEL })).toBeVisible();
  expect((await page.request.get(`${base}/api/auth/me`)).status()).toBe(401);
});

test('a directory sign-in refused for a local twin says why, announced and focused; an admin allows the takeover', async ({
  page,
  context,
}) => {
  await loopbackOnly(context);
  await page.goto(`${base}/admin/`);
  await page.getByRole('link', { name: LABEL }).click();
  await page.locator('input[name="login"]').fill('twin');
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();

  const alert = page.getByRole('alert');
  await expect(alert).toHaveText(
    'Für Ihre E-Mail-Adresse gibt es bereits ein lokales Konto. Die Administration muss es mit Ihrem Organisationskonto verknüpfen, bevor Sie sich damit anmelden können.',
  );
  await expect(alert).toBeFocused();
  await expect(page).toHaveURL(`${base}/admin/`);
  await expectNoAxeViolations(page, 'staff sign-in after a refused directory sign-in');

  // the local account itself still signs in
  await new StaffLogin(page).signIn(E2E.adminEmail, E2E.adminPassword);
  await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();

  // an admin allows the takeover on the account's page; the next directory sign-in takes it
  await page.goto(`${base}/admin/users`);
  await page.getByRole('link', { name: `${E2E.adminEmail} bearbeiten` }).click();
  const signIn = page.getByRole('region', { name: 'Anmeldung' });
  await signIn.getByRole('button', { name: 'Übernahme durch Organisationskonto erlauben' }).click();
  await expect(
    page.getByText('Die Übernahme durch das Organisationskonto ist für sieben Tage erlaubt.'),
  ).toBeVisible();
  await expect(signIn.getByRole('button', { name: 'Erlaubnis zurücknehmen' })).toBeVisible();
  await expectNoAxeViolations(page, 'staff account with the takeover allowed');

  await page.getByRole('button', { name: 'Abmelden' }).click();
  await page.getByRole('link', { name: LABEL }).click();
  // the provider still has twin's session from the refused sign-in above: no login page
  await expect(page).toHaveURL(`${base}/admin/`);
  await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
  // a directory account has no second factor of its own here
  await expect(page.getByRole('button', { name: 'Zweiter Faktor' })).toHaveCount(0);
  const me = await (await page.request.get(`${base}/api/auth/me`)).json();
  expect(me).toEqual({ email: E2E.adminEmail, role: 'ADMIN', signInMethod: 'directory' });
});
