import { expect, test } from '@playwright/test';
import { StaffLogin } from '../pages/staff-login';
import { expectNoAxeViolations } from '../support/axe';
import { E2E } from '../support/env';

test('staff block an address, find it by search, edit it from the search and remove it', async ({
  page,
}) => {
  const email = `blocked-${Date.now().toString(36)}@example.org`;
  const popup = (text: string) =>
    page.getByRole('region', { name: 'Notifications' }).getByText(text);

  const login = new StaffLogin(page);
  await login.open();
  await login.signIn(E2E.adminEmail, E2E.adminPassword);
  await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('link', { name: 'Blacklist' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blacklist' })).toBeVisible();
  await expectNoAxeViolations(page, 'blacklist');

  await page.getByRole('link', { name: 'Add entry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add blacklist entry' })).toBeVisible();
  await page.getByLabel(/^E-mail address/).fill(email);
  await page.getByLabel(/^Note/).fill('Repeatedly did not come');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(popup(`Blacklist entry added: ${email}`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Blacklist' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search e-mail address or note' }).fill('repeatedly');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/term=repeatedly/);
  await expect(page.getByRole('rowheader', { name: email })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reset search' })).toBeVisible();
  await expectNoAxeViolations(page, 'blacklist search');

  await page.getByRole('link', { name: `Edit ${email}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: email })).toBeVisible();
  await expectNoAxeViolations(page, 'blacklist edit');
  await page.getByLabel(/^Note/).fill('Repeatedly did not come; warned by letter');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(popup(`Blacklist entry updated: ${email}`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/blacklist\?term=repeatedly/);
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('warned by letter');

  await page.getByRole('link', { name: `Edit ${email}` }).click();
  await page.getByRole('button', { name: 'Remove entry' }).click();
  await page.getByRole('button', { name: 'Yes, remove' }).click();
  await expect(popup(`Blacklist entry removed: ${email}`)).toBeVisible();
  await expect(page.getByText('No entry matches “repeatedly”.')).toBeVisible();
  await page.getByRole('button', { name: 'Reset search' }).click();
  await expect(page.getByRole('button', { name: 'Reset search' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'blacklist after reset');
});
