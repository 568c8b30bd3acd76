import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { E2E } from '../support/env';
import { PrivacyNotice } from '../pages/privacy-notice';
import { StaffLogin } from '../pages/staff-login';

test('a visitor must accept the privacy notice before the app shows', async ({ page }) => {
  await page.goto('/');
  const notice = new PrivacyNotice(page);
  await notice.expectShown();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expectNoAxeViolations(page, 'privacy notice');

  // Accept without ticking the box: an error, and still the notice.
  await page.getByRole('button', { name: 'Akzeptieren' }).click();
  await expect(page.getByText(/Bitte bestätigen Sie/)).toBeVisible();
  await expectNoAxeViolations(page, 'privacy notice with error');

  await notice.accept();
  await expect(page.getByRole('heading', { level: 1, name: 'Terminreservierung' })).toBeVisible();
  await expectNoAxeViolations(page, 'visitor start');

  // Acceptance lasts for the browser session.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Terminreservierung' })).toBeVisible();
});

test('staff sign in at /admin/ and reach the dashboard; a wrong password is refused', async ({
  page,
}) => {
  const login = new StaffLogin(page);
  await login.open();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Anmeldung/);
  await expectNoAxeViolations(page, 'staff login');

  await login.signIn(E2E.adminEmail, 'not-the-password-at-all');
  await expect(page.getByRole('alert').filter({ hasText: /./ }).first()).toBeVisible();
  await expectNoAxeViolations(page, 'staff login with error');

  await login.signIn(E2E.adminEmail, E2E.adminPassword);
  await expect(page.getByRole('button', { name: /Abmelden|Sign out/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, 'staff dashboard');

  await page.getByRole('button', { name: /Abmelden|Sign out/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Anmeldung/);
});

test('the server answers health checks and documents its API', async ({ request }) => {
  expect((await request.get('/healthz')).ok()).toBe(true);
  expect((await request.get('/readyz')).ok()).toBe(true);
  const doc = await request.get('/api/docs/json');
  expect(doc.ok()).toBe(true);
  expect((await doc.json()).openapi).toBe('3.1.0');
  const unknown = await request.get('/api/nothing-here');
  expect(unknown.status()).toBe(404);
  expect(await unknown.json()).toMatchObject({ error: 'not_found' });
});
