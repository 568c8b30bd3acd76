import { expect, test, type Locator } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { KeyboardBooking, tabTo } from '../support/keyboard';
import { setUpPlanRoom } from '../support/plan-room';
import { viennaDate } from '../support/staff-api';

// A visitor, by keyboard alone, opens a slot's seat choice in a room with a plan: the seat
// list comes first, then the plan with the same seats in the same states (1 taken, M2 free,
// B1 blocked); axe at 1280 and 320 px, and at 320 px the page does not scroll sideways.
// Enter on M2 on the plan holds the slot with that seat.

/** "Platz M2, frei" for each seat of the list (its label and its state in words). */
const listedSeats = (list: Locator) =>
  list.getByRole('listitem').evaluateAll((items) =>
    items.map((item) => {
      const [label, state] = Array.from(item.children).map((c) => c.textContent ?? '');
      return `${label}, ${(state ?? '').replace(/^\S+ /, '')}`;
    }),
  );

test('a visitor sees the plan and the list with the same seats and chooses a seat on the plan, by keyboard', async ({
  page,
  request,
}) => {
  const suffix = Date.now().toString(36);
  const date = viennaDate(3);
  const room = await setUpPlanRoom(request, suffix, date);
  const keyboard = new KeyboardBooking(page);
  await page.goto('/');
  await keyboard.acceptPrivacyNotice();
  await keyboard.openRoom(room.name);
  await keyboard.openFirstFreeDay();

  const toggle = page.getByRole('button', { name: 'Platz wählen (09:00–12:00 Uhr)' });
  await tabTo(page, toggle);
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const list = page.getByRole('list', { name: 'Plätze 09:00–12:00 Uhr' });
  const plan = page.getByRole('group', { name: 'Raumplan 09:00–12:00 Uhr' });
  await expect(plan.getByRole('img', { name: /^Plan des Lesesaals/ })).toBeVisible();
  await expect(plan.getByRole('button')).toHaveCount(3);

  const expected = ['Platz 1, belegt', 'Platz M2, frei', 'Platz B1, gesperrt'];
  expect(await listedSeats(list)).toEqual(expected);
  expect(
    await plan
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label'))),
  ).toEqual(expected);
  await expect(plan.getByRole('button', { name: 'Platz 1, belegt' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  // the plan's picture is public, without a session
  const picture = page.getByRole('img', { name: /^Plan des Lesesaals/ });
  // visible before it has loaded: wait for the picture itself
  await expect
    .poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBe(240);

  // list first: Tab reaches the list's "Platz M2 wählen" before the plan's M2
  await tabTo(page, list.getByRole('button', { name: 'Platz M2 wählen' }));
  const onPlan = plan.getByRole('button', { name: 'Platz M2, frei' });
  await tabTo(page, onPlan);
  for (const width of [1280, 320]) {
    await page.setViewportSize({ width, height: 900 });
    // the plan scales with the width: its seats stay inside the screen
    await onPlan.scrollIntoViewIfNeeded();
    const box = await plan.getByRole('button', { name: 'Platz B1, gesperrt' }).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width, `B1 inside ${width} px`).toBe(true);
    await expectNoAxeViolations(page, `seat choice with the plan at ${width} px`);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `no horizontal scroll at ${width} px`,
    ).toBeLessThanOrEqual(width);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await expect(onPlan).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('link', { name: 'Meine Auswahl (1)' })).toBeVisible();
  await keyboard.openCart();
  await expect(page.getByText(/Platz M2/)).toBeVisible();
});
