import { expect, test } from '@playwright/test';
import { StaffLogin } from '../pages/staff-login';
import { expectNoAxeViolations } from '../support/axe';
import { E2E } from '../support/env';

test('an admin adds a reports account, which then signs in to the reports only; disabling it locks it out', async ({
  page,
  browser,
}) => {
  const email = `reports-${Date.now().toString(36)}@archive.test`;
  const password = 'Lesesaal reports e2e 7';

  const login = new StaffLogin(page);
  await login.open();
  await login.signIn(E2E.adminEmail, E2E.adminPassword);
  await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();

  await page.getByRole('link', { name: 'Staff accounts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff accounts' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: E2E.adminEmail })).toBeVisible();
  await expectNoAxeViolations(page, 'staff accounts');

  await page.getByRole('link', { name: 'Add staff account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add staff account' })).toBeVisible();
  await page.getByLabel(/^E-mail address/).fill(email);
  await page.getByLabel(/^Password/).fill('too-short');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This field should be at least 12 characters long.')).toBeVisible();
  await expect(page.getByLabel(/^Password/)).toBeFocused();
  await expectNoAxeViolations(page, 'add staff account with error');
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByText('Staff account added'),
  ).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row.getByRole('cell')).toHaveText([
    'Reports only',
    'local (set by the administration)',
    'active',
    'not set up',
    /\d{4}/,
    'Edit',
  ]);

  // The new account sees the reports interface only.
  const other = await browser.newContext();
  const reportsPage = await other.newPage();
  const reportsLogin = new StaffLogin(reportsPage);
  await reportsLogin.open();
  await reportsLogin.signIn(email, password);
  await expect(reportsPage.getByRole('button', { name: 'Abmelden' })).toBeVisible();
  await expect(reportsPage).toHaveURL(/\/admin\/reports$/);
  await reportsPage.goto('/admin/users');
  await expect(reportsPage).toHaveURL(/\/admin\/reports$/);
  await expect(reportsPage.getByRole('link', { name: 'Personalkonten' })).toHaveCount(0);

  // Disabled: its session ends and it cannot sign in again.
  await row.getByRole('link', { name: `Edit ${email}` }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Staff account ${email}` }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'edit staff account');
  await page.getByRole('checkbox', { name: /Account disabled/ }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByText('Staff account changed'),
  ).toBeVisible();
  await expect(
    page.getByRole('row').filter({ hasText: email }).getByRole('cell').nth(2),
  ).toHaveText('disabled');

  await reportsPage.reload();
  await expect(reportsPage.getByRole('button', { name: /^(Anmelden|Sign in)$/ })).toBeVisible();
  await reportsLogin.signIn(email, password);
  await expect(
    reportsPage.getByText(/Die Anmeldung ist fehlgeschlagen|Sign-in failed/),
  ).toBeVisible();
  await other.close();
});
