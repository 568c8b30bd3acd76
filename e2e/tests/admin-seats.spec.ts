import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { StaffLogin } from '../pages/staff-login';
import { expectNoAxeViolations } from '../support/axe';
import { E2E } from '../support/env';
import { staffApi, viennaDate } from '../support/staff-api';

// A valid 1×1 PNG; the server re-encodes it, so any well-formed picture will do.
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

// A small drawn plan (wider than high); the server draws it to a PNG 3000 px wide.
const PLAN_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200" viewBox="0 0 400 200">
  <rect x="5" y="5" width="390" height="190" fill="#fff" stroke="#333" stroke-width="4"/>
  <rect x="20" y="20" width="120" height="60" fill="#ddd"/>
  <text x="200" y="110" font-size="20" text-anchor="middle">Lesesaal</text>
</svg>
`;

function writePlan(name: string, content: string | Buffer): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'lesesaal-e2e-plan-')), name);
  writeFileSync(file, content);
  return file;
}
const writePng = () => writePlan('plan.png', Buffer.from(PNG_BASE64, 'base64'));

const popup = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: /Mitteilungen|Notifications/ }).getByText(text);

/** The axe scan at 1280 px and at 320 px (reflow), back to 1280 after. */
async function scanBothWidths(page: Page, screen: string): Promise<void> {
  for (const width of [1280, 320]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page, `${screen} at ${width} px`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A seat of the room as the server has it saved. */
async function savedSeat(request: APIRequestContext, roomId: number, label: string) {
  const res = await request.get(`/api/admin/rooms/${roomId}/seats`, {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
  });
  const body = (await res.json()) as { seats: Array<{ label: string; x: number; y: number }> };
  return body.seats.find((s) => s.label === label);
}

test('staff keep the equipment list, add named seats, upload the plan (a PNG, then an SVG), place seats on it by keyboard and block one', async ({
  page,
  request,
}) => {
  const suffix = Date.now().toString(36);
  const room = await (await staffApi(request)).createRoom(`Lesesaal Plätze ${suffix}`, 10);
  const equipmentName = `Mikrofilmlesegerät ${suffix}`;

  const login = new StaffLogin(page);
  await login.open();
  await login.signIn(E2E.adminEmail, E2E.adminPassword);
  await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();

  // The equipment list: one entry with German and English names.
  await page.goto('/admin/seat-equipment');
  await expect(page.getByRole('heading', { level: 1, name: 'Ausstattungsliste' })).toBeVisible();
  await page.getByRole('textbox', { name: /Schlüssel/ }).fill(`mikrofilm-${suffix}`);
  await page.getByRole('textbox', { name: /Name \(Deutsch\)/ }).fill(equipmentName);
  await page.getByRole('textbox', { name: /Name \(Englisch\)/ }).fill(`Microfilm reader ${suffix}`);
  await page.getByRole('button', { name: 'Hinzufügen' }).click();
  await expect(popup(page, `${equipmentName} hinzugefügt`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(equipmentName) })).toBeVisible();
  await scanBothWidths(page, 'equipment list');

  // The room's seats, reached from the room list: two seats, one with the microfilm reader.
  await page.goto('/admin/rooms');
  await page.getByRole('link', { name: `Sitzplätze: ${room.name}` }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Sitzplätze: ${room.name}` }),
  ).toBeVisible();
  await expect(page.getByText('Dieser Lesesaal hat noch keine benannten Plätze.')).toBeVisible();
  await scanBothWidths(page, 'seats, none yet');
  await page.getByRole('textbox', { name: /Bezeichnung/ }).fill('12');
  await page.getByRole('checkbox', { name: equipmentName }).check();
  await page.getByRole('button', { name: 'Platz hinzufügen' }).click();
  await expect(popup(page, 'Platz 12 hinzugefügt')).toBeVisible();
  await page.getByRole('textbox', { name: /Bezeichnung/ }).fill('M2');
  await page.getByRole('button', { name: 'Platz hinzufügen' }).click();
  await expect(popup(page, 'Platz M2 hinzugefügt')).toBeVisible();
  const table = page.getByRole('table', { name: '2 Plätze' });
  await expect(table.getByRole('row', { name: /12/ })).toContainText(equipmentName);
  await scanBothWidths(page, 'seats');

  // The plan: seat 12 put on the plan and moved by the arrow keys, announced, then saved once.
  await page.getByRole('link', { name: 'Raumplan und Platzierung' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Raumplan: ${room.name}` }),
  ).toBeVisible();
  await expect(page.getByText(/Noch kein Plan hochgeladen/)).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles(writePng());
  await page.getByRole('textbox', { name: /Textalternative des Plans/ }).fill('Grundriss Lesesaal');
  await page.getByRole('button', { name: 'Plan hochladen' }).click();
  await expect(popup(page, 'Plan gespeichert')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Grundriss Lesesaal' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Platz' }).selectOption({ label: '12' });
  await page.getByRole('button', { name: 'In die Mitte des Plans setzen' }).click();
  const seat = page.getByRole('button', { name: 'Platz 12, frei' });
  await expect(seat).toHaveAttribute('aria-pressed', 'true');
  await seat.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+ArrowDown');
  await expect(page.getByText('Platz 12: waagerecht 520, senkrecht 550')).toBeVisible();
  await expect(seat).toBeFocused();
  await expect(page.getByText('1 Platz mit ungespeicherter Position')).toBeVisible();
  await scanBothWidths(page, 'seat plan');
  await page.getByRole('button', { name: 'Positionen speichern' }).click();
  await expect(popup(page, 'Position von 1 Platz gespeichert')).toBeVisible();
  await expect.poll(() => savedSeat(request, room.id, '12')).toMatchObject({ x: 520, y: 550 });

  // The plan replaced by an SVG, by keyboard: drawn to a PNG at upload, shown with its text
  // alternative, and seat M2 placed on it.
  await page.locator('input[type="file"]').setInputFiles(writePlan('plan.svg', PLAN_SVG));
  const alt = page.getByRole('textbox', { name: /Textalternative des Plans/ });
  await alt.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Grundriss Lesesaal, gezeichnet');
  await page.getByRole('button', { name: 'Plan hochladen' }).focus();
  await page.keyboard.press('Enter');
  await expect(popup(page, 'Plan gespeichert')).toBeVisible();
  const drawn = page.getByRole('img', { name: 'Grundriss Lesesaal, gezeichnet' });
  await expect(drawn).toBeVisible();
  // the stored picture is the drawing as pixels: 3000 px on its long side, shape kept
  await expect
    .poll(() => drawn.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
    .toEqual([3000, 1500]);
  await page.getByRole('combobox', { name: 'Platz' }).selectOption({ label: 'M2' });
  await page.getByRole('button', { name: 'In die Mitte des Plans setzen' }).focus();
  await page.keyboard.press('Enter');
  const m2 = page.getByRole('button', { name: 'Platz M2, frei' });
  await expect(m2).toHaveAttribute('aria-pressed', 'true');
  await m2.focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Shift+ArrowUp');
  await expect(page.getByText('Platz M2: waagerecht 490, senkrecht 450')).toBeVisible();
  await expect(m2).toBeFocused();
  await expect(page.getByRole('button', { name: 'Platz 12, frei' })).toBeVisible();
  await scanBothWidths(page, 'seat plan drawn from an SVG');
  await page.getByRole('button', { name: 'Positionen speichern' }).click();
  await expect(popup(page, 'Position von 1 Platz gespeichert')).toBeVisible();
  await expect.poll(() => savedSeat(request, room.id, 'M2')).toMatchObject({ x: 490, y: 450 });

  // Block seat M2 for a day with a reason.
  await page.getByRole('link', { name: 'Sitzplätze', exact: true }).click();
  await page.getByRole('button', { name: 'Platz M2 sperren' }).click();
  await page.getByRole('textbox', { name: /Grund/ }).fill('Lampe defekt');
  await page.getByLabel(/Gesperrt ab/).fill(viennaDate(1));
  await page.getByLabel(/Gesperrt bis einschließlich/).fill(viennaDate(2));
  await scanBothWidths(page, 'block form');
  await page.getByRole('button', { name: 'Platz sperren' }).click();
  await expect(popup(page, 'Platz M2 gesperrt')).toBeVisible();
  await expect(table.getByRole('row', { name: /M2/ })).toContainText('Lampe defekt');
  await scanBothWidths(page, 'seats with a block');
});
