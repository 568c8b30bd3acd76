import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { StaffLogin } from '../pages/staff-login';
import { expectNoAxeViolations } from '../support/axe';
import { E2E } from '../support/env';
import { staffApi, viennaDate } from '../support/staff-api';

/** Clicks an export link of the screen and returns the downloaded file's name and bytes. */
async function download(page: Page, name: string) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('group', { name: 'Export' }).getByRole('link', { name }).click(),
  ]);
  return { name: file.suggestedFilename(), body: await readFile((await file.path())!) };
}

/**
 * What is unreadable on the statistics screen at the current width: a column header whose text
 * wraps inside a word (a word's letters on two lines), and a chart label not wholly inside
 * its chart (cut off at an edge) or overflowing its own box.
 */
async function unreadableStatistics(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const th of document.querySelectorAll<HTMLElement>('main table th[scope="col"]')) {
      const walker = document.createTreeWalker(th, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (tops.size > 1) problems.push(`header "${th.textContent}" breaks inside "${word[0]}"`);
        }
      }
    }
    for (const chart of document.querySelectorAll<Element>('main [role="img"]')) {
      const box = chart.getBoundingClientRect();
      for (const el of chart.querySelectorAll<Element>('*')) {
        if (el.children.length > 0 || !el.textContent?.trim()) continue;
        const r = el.getBoundingClientRect();
        if (r.left < box.left - 0.5 || r.right > box.right + 0.5)
          problems.push(`chart label "${el.textContent}" outside its chart`);
        if (el instanceof HTMLElement && el.scrollWidth > el.clientWidth + 1)
          problems.push(`chart label "${el.textContent}" overflows its box`);
      }
    }
    return problems;
  });
}

test('staff open the statistics with charts and tables, and the printable year summary', async ({
  page,
  playwright,
}) => {
  const date = viennaDate(5);
  const stamp = Date.now().toString(36);
  // a long name, as real reading rooms have: the chart and the table must still show it whole
  const name = `Statistics room ${stamp} in the east wing`;

  const request = await playwright.request.newContext({ baseURL: E2E.baseUrl });
  const api = await staffApi(request);
  const room = await api.createRoom(name, 10, {
    records: {
      ordering: 'OPTIONAL',
      maxUnitsPerVisit: 5,
      maxUnitsPerDay: 10,
      leadWorkingDays: 0,
      deadlineTime: '12:00',
      pullTimes: ['09:00'],
    },
  });
  // one named seat with a microfilm reader: Zora's booking takes it, Anton's (he needs an
  // accessible seat, and it is taken anyway) goes in without a seat — one booking of one reader
  const reader = `Microfilm reader ${stamp}`;
  const equipment = await request.post('/api/admin/seat-equipment', {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    data: { key: `microfilm-${stamp}`, de: `Mikrofilmlesegerät ${stamp}`, en: reader },
  });
  expect(equipment.status()).toBe(201);
  const seat = await request.post(`/api/admin/rooms/${room.id}/seats`, {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    data: { label: 'M1', equipment: [`microfilm-${stamp}`] },
  });
  expect(seat.status()).toBe(201);
  const slot = await api.createSlot(room.id, date, '09:00', '12:00', 4);
  const zora = await api.book(room.id, slot, { firstName: 'Zora', lastName: 'Zeller' });
  await api.book(room.id, slot, { firstName: 'Anton', lastName: 'Adler', accessibility: true });
  // two record units ordered with Zora's visit, for the year summary
  const units = await request.post(`/api/admin/tickets/${zora.id}/units`, {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    data: { units: [{ callNumber: 'Rep. 7 Nr. 1' }, { callNumber: 'Rep. 7 Nr. 2' }] },
  });
  expect(units.status()).toBe(201);
  await request.dispose();

  const login = new StaffLogin(page);
  await login.open();
  await login.signIn(E2E.adminEmail, E2E.adminPassword);
  await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('link', { name: 'Statistics', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();

  // the period up to the booked day, only the new room: its two visits, one accessible
  const [year] = date.split('-');
  await page.getByLabel('Until', { exact: true }).fill(date);
  // the address changes in a transition: click, then wait for the checked state
  await page.getByRole('checkbox', { name }).click();
  await expect(page.getByRole('checkbox', { name })).toBeChecked();
  await expect(page).toHaveURL(new RegExp(`roomIds=${room.id}`));
  const weekdays = page.getByRole('table', { name: /Visits per weekday/ });
  await expect(weekdays.getByRole('row')).toHaveCount(2);
  await expect(weekdays.getByRole('row').nth(1).getByRole('cell')).toHaveText('2');
  await expect(page.getByText('1 (50 %)')).toBeVisible();
  // occupancy, weekday, hour, lead time (the readers' section has its own: per month, room,
  // purpose and, when the period has any, the user applications)
  await expect(page.getByRole('img', { name: /^Bar chart: (occupancy|visits)/ })).toHaveCount(4);
  await expect(page.getByRole('img', { name: /^Bar chart: readers/ })).toHaveCount(3);
  // bookings by equipment: the month of the visit, one booking, one seat with the reader
  const visitMonth = date.slice(0, 7);
  // the screen names the month in its language; the CSV keeps YYYY-MM
  const visitMonthName = new Intl.DateTimeFormat('en', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${visitMonth}-15T12:00:00Z`));
  const byEquipment = page.getByRole('table', { name: /Bookings by seat equipment and month/ });
  await expect(byEquipment.getByRole('columnheader')).toHaveText(['Month', reader]);
  await expect(
    byEquipment
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: visitMonthName }) })
      .getByRole('cell'),
  ).toHaveText(['1']);
  await expect(
    byEquipment
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Seats with this equipment' }) })
      .getByRole('cell'),
  ).toHaveText(['1']);
  await expectNoAxeViolations(page, 'statistics');

  // readable on a desktop and on a phone: whole chart labels, headers broken only between
  // words; at 320 px a table wider than the screen scrolls in its own (focusable) region
  for (const width of [1280, 320]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByRole('img', { name: /Bar chart/ }).first()).toBeVisible();
    expect(await unreadableStatistics(page), `statistics at ${width} px`).toEqual([]);
  }
  await expectNoAxeViolations(page, 'statistics at 320 px');
  await page.setViewportSize({ width: 1280, height: 720 });

  // the same figures as a file: CSV (English: `,`), one section per table
  const csv = await download(page, 'Export CSV');
  expect(csv.name).toBe(`statistics_${year}-01-01_${date}.csv`);
  const lines = csv.body.toString('utf8').split('\r\n');
  expect(lines.slice(0, 2)).toEqual(['\uFEFFKey figures', 'Figure,Value']);
  expect(lines).toContain(`Reading rooms,${name}`);
  expect(lines).toContain('"Visits (booked, not cancelled)",2'); // quoted: holds the comma
  expect(lines).toContain('Share needing an accessible seat (%),50');
  const weekdaySection = lines.indexOf('Weekdays');
  expect(lines.slice(weekdaySection + 1, weekdaySection + 3)).toEqual([
    'Weekday,Visits',
    expect.stringMatching(/^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday),2$/),
  ]);
  const equipmentSection = lines.indexOf('Bookings by equipment');
  expect(lines.slice(equipmentSection + 1, equipmentSection + 3)).toEqual([
    'Equipment,Month,Bookings,Seats with this equipment',
    `${reader},${visitMonth},1,1`,
  ]);
  const xlsx = await download(page, 'Export Excel (XLSX)');
  expect(xlsx.name).toBe(`statistics_${year}-01-01_${date}.xlsx`);
  expect(xlsx.body.subarray(0, 2).toString('latin1')).toBe('PK');

  await page.getByRole('link', { name: /Year summary/ }).click();
  await page.getByLabel('Year', { exact: true }).selectOption(year!);
  const summary = page.getByRole('table', { name: new RegExp(`year ${year}`) });
  await expect(summary.getByRole('rowheader', { name })).toBeVisible();
  await expect(summary.getByRole('rowheader', { name: 'Total' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  // the room's two units in the visit's month and in its total, none cancelled
  const records = page.getByRole('table', { name: new RegExp(`Record units ordered .* ${year}`) });
  const month = Number(date.split('-')[1]);
  const recordsRow = records
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name }) });
  await expect(recordsRow.getByRole('cell')).toHaveText(
    Array.from({ length: 12 }, (_, i) => (i + 1 === month ? '2' : '0')).concat(['2', '0']),
  );
  await expectNoAxeViolations(page, 'year summary');
  const yearCsv = await download(page, 'Export CSV');
  expect(yearCsv.name).toBe(`year-summary_${year}.csv`);
  const yearLines = yearCsv.body.toString('utf8').split('\r\n');
  // two sections: the figures, then the records ordered (each: name, column titles, rows)
  expect(yearLines[0]).toBe(`\uFEFFYear summary ${year}`);
  expect(yearLines[1]).toMatch(/^Reading room,Opening days,/);
  expect(yearLines.some((line) => line.startsWith(`${name},1,1,4,2,2,`))).toBe(true);
  const recordsAt = yearLines.indexOf(`Records ordered ${year}`);
  expect(recordsAt).toBeGreaterThan(1);
  const months = Array.from({ length: 12 }, (_, i) => (i + 1 === month ? '2' : '0'));
  expect(yearLines.slice(recordsAt)).toContain([name, ...months, '2', '0'].join(','));

  // printed: one page, without the navigation and the year select
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByLabel('Year', { exact: true })).toBeHidden();
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: false });
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
});
