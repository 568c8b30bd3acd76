import { expect, test } from '@playwright/test';
import { StaffLogin } from '../pages/staff-login';
import { expectNoAxeViolations } from '../support/axe';
import { E2E } from '../support/env';
import { staffApi, viennaDate } from '../support/staff-api';

/** A valid address of the longest length allowed: 64 + 1 + 255 characters. */
function longestAddress(stamp: string): string {
  const label = (c: string) => c.repeat(63);
  const local = `${stamp}.${'a'.repeat(63 - stamp.length)}`;
  return `${local}@${label('b')}.${label('c')}.${label('d')}.${label('e')}`;
}

test('a 320-character e-mail address stays in its column on the reservation list, whole on hover and keyboard focus', async ({
  page,
  playwright,
}, testInfo) => {
  /** A full-page screenshot, kept in the test's output folder and attached to the report. */
  const attachScreenshot = async (name: string) => {
    const path = testInfo.outputPath(`${name}.png`);
    await page.screenshot({ path, fullPage: true });
    await testInfo.attach(name, { path, contentType: 'image/png' });
  };
  const stamp = Date.now().toString(36);
  const email = longestAddress(stamp);
  expect(email).toHaveLength(320);

  const request = await playwright.request.newContext({ baseURL: E2E.baseUrl });
  const api = await staffApi(request);
  const room = await api.createRoom(`Long values ${stamp}`);
  const slot = await api.createSlot(room.id, viennaDate(5), '09:00', '12:00', 5);
  await api.book(room.id, slot, { firstName: 'Lang', lastName: `Adresse${stamp}`, email });
  await request.dispose();

  await page.setViewportSize({ width: 1280, height: 800 });
  const login = new StaffLogin(page);
  await login.open();
  await login.signIn(E2E.adminEmail, E2E.adminPassword);
  await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('link', { name: 'Reservations' }).click();
  await page.getByLabel('Search term').fill(stamp);
  await page.getByRole('button', { name: 'Search' }).click();
  const table = page.getByRole('table', { name: /^1 booked reservation/ });
  await expect(table.getByRole('rowheader')).toHaveText([`Adresse${stamp}, Lang`]);

  // the whole address is in the cell (screen readers read it), cut on screen with a title
  const address = table.getByRole('cell', { name: email }).locator('.lesesaal-long-text');
  await expect(address).toHaveText(email);
  await expect(address).toHaveAttribute('title', email);
  await expect(address).toHaveAttribute('tabindex', '0');

  const overflow = await page.evaluate(() => {
    const tableEl = document.querySelector('table')!;
    const scroller = tableEl.parentElement!;
    return {
      page: document.documentElement.scrollWidth - window.innerWidth,
      scroller: scroller.scrollWidth - scroller.clientWidth,
      tableRight: tableEl.getBoundingClientRect().right - window.innerWidth,
    };
  });
  expect(overflow.page, 'page wider than the viewport').toBeLessThanOrEqual(0);
  expect(overflow.scroller, 'table scrolls sideways in its container').toBeLessThanOrEqual(0);
  expect(overflow.tableRight, 'table ends beyond the viewport').toBeLessThanOrEqual(0);
  await expect(table.getByRole('columnheader', { name: 'Date' })).toBeInViewport();
  await attachScreenshot('reservations-320-character-address');
  await expectNoAxeViolations(page, 'reservations with a 320-character address');

  // keyboard focus unfolds the address in place: taller, not wider
  const folded = (await address.boundingBox())!;
  await address.focus();
  await expect(address).toBeFocused();
  const unfolded = (await address.boundingBox())!;
  expect(unfolded.height).toBeGreaterThan(folded.height * 3);
  expect(Math.round(unfolded.width)).toBe(Math.round(folded.width));
  await attachScreenshot('reservations-address-focused');
  await expectNoAxeViolations(page, 'reservations with the long address unfolded');
});
