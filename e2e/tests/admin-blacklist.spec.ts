import { expect, test } from '@playwright/test';
import { AdminBlacklist } from '../pages/admin-blacklist';
import { StaffLogin } from '../pages/staff-login';
import { expectNoAxeViolations } from '../support/axe';
import { E2E } from '../support/env';

test('staff block an address, find it by search, edit it from the search and remove it', async ({
  page,
}) => {
  const email = `blocked-${Date.now().toString(36)}@example.org`;
  const popup = (text: string) =>
    page.getByRole('region', { name: 'Notifications' }).getByText(text);
  const blacklist = new AdminBlacklist(page);

  const login = new StaffLogin(page);
  await login.open();
  await login.signIn(E2E.adminEmail, E2E.adminPassword);
  await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('link', { name: 'Blacklist' }).click();
  await blacklist.expectList();
  await expectNoAxeViolations(page, 'blacklist');

  await blacklist.openAddForm();
  await expectNoAxeViolations(page, 'blacklist add');
  await blacklist.fillEntry({ email, note: 'Repeatedly did not come' });
  await blacklist.save();
  await expect(popup(`Blacklist entry added: ${email}`)).toBeVisible();
  await blacklist.expectList();

  // The same address again, in other letters: refused at the field, the entry stays as it was.
  await blacklist.openAddForm();
  await blacklist.fillEntry({ email: email.toUpperCase(), note: 'Overwritten?' });
  await blacklist.save();
  await expect(blacklist.emailField()).toHaveAccessibleDescription(/already exists/);
  await expect(blacklist.emailField()).toBeFocused();
  await blacklist.cancel();
  await blacklist.expectList();

  await blacklist.search('repeatedly');
  await expect(page).toHaveURL(/term=repeatedly/);
  await expect(blacklist.row(email)).toContainText('Repeatedly did not come');
  await expect(blacklist.resetButton()).toBeVisible();
  await expectNoAxeViolations(page, 'blacklist search');

  await blacklist.openEdit(email);
  await expect(page).toHaveURL(/fromSearch=y/);
  await expectNoAxeViolations(page, 'blacklist edit');
  await blacklist.fillEntry({ note: 'Repeatedly did not come; warned by letter' });
  await blacklist.save();
  await expect(popup(`Blacklist entry updated: ${email}`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/blacklist\?term=repeatedly/);
  await expect(blacklist.row(email)).toContainText('warned by letter');

  await blacklist.openEdit(email);
  await blacklist.remove();
  await expect(popup(`Blacklist entry removed: ${email}`)).toBeVisible();
  await expect(page.getByText('No entry matches “repeatedly”.')).toBeVisible();
  await blacklist.resetButton().click();
  await expect(blacklist.resetButton()).toHaveCount(0);
  await expectNoAxeViolations(page, 'blacklist after reset');
});
