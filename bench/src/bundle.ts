/**
 * What a visitor downloads for the first route (budget: 150 KB gzip of
 * JavaScript), measured in a real browser rather than guessed from the build output: the
 * built app is served by the real server (in-memory PGlite, one room), Debian's Chromium
 * opens `/`, the privacy notice is accepted, the room chooser shows, and every script,
 * stylesheet and text resource fetched from the app is counted: as transferred (the server
 * sends the build's precompressed .br files), raw, and gzip-compressed (the budget's unit).
 * A second figure does the same for the staff login at `/admin/`. Both are printed; the run
 * exits 1 when the visitor's JavaScript exceeds the budget (`npm run smoke:tools` runs it in CI
 * and counts a non-zero exit as a failure).
 *
 *   npm run build -w @lesesaal/web && npm run bench:bundle
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { buildApp } from '../../packages/server/src/app';
import { openDatabase } from '../../packages/server/src/db/client';
import { rooms } from '../../packages/server/src/db/schema/index';
import { createMemoryMailTransport } from '../../packages/server/src/mail/transport';
import { testConfig } from '../../packages/server/src/test/app';

interface Sizes {
  raw: number;
  gzip: number;
  transferred: number;
  files: number;
}
interface Figures {
  js: Sizes;
  css: Sizes;
  other: Sizes;
}

/** The budget of the visitor's first route: JavaScript, gzip level 9. */
const VISITOR_JS_BUDGET_BYTES = 150 * 1024;

const empty = (): Sizes => ({ raw: 0, gzip: 0, transferred: 0, files: 0 });

async function measure(
  page: Page,
  url: string,
  settle: (page: Page) => Promise<void>,
): Promise<Figures> {
  const figures: Figures = { js: empty(), css: empty(), other: empty() };
  const pending: Promise<void>[] = [];
  const origin = new URL(url).origin;
  page.on('response', (response) => {
    const target = new URL(response.url());
    if (target.origin !== origin || !target.pathname.startsWith('/assets/')) return;
    pending.push(
      Promise.all([response.body(), response.request().sizes()]).then(([body, sizes]) => {
        const kind = target.pathname.endsWith('.js')
          ? figures.js
          : target.pathname.endsWith('.css')
            ? figures.css
            : figures.other;
        kind.raw += body.length;
        kind.gzip += gzipSync(body, { level: 9 }).length;
        kind.transferred += sizes.responseBodySize;
        kind.files += 1;
      }),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await settle(page);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  return figures;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function print(name: string, f: Figures): void {
  console.log(
    `${name.padEnd(32)} JS ${kb(f.js.gzip).padStart(8)} gzip, ${kb(f.js.transferred).padStart(8)} sent, ${kb(f.js.raw).padStart(8)} raw (${f.js.files} files)` +
      `   CSS ${kb(f.css.gzip)} gzip, ${kb(f.css.transferred)} sent` +
      (f.other.files > 0 ? `   other ${kb(f.other.gzip)} gzip (${f.other.files} files)` : ''),
  );
}

async function main(): Promise<void> {
  const database = await openDatabase({ dataDir: null });
  const app = await buildApp({
    config: testConfig(),
    db: database.db,
    ping: database.ping,
    mail: createMemoryMailTransport(),
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  await database.db
    .insert(rooms)
    .values({ name: 'Lesesaal Ost', description: 'Erdgeschoss', capacity: 10 });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  });
  try {
    const visitor = await measure(await browser.newPage(), `${address}/`, async (page) => {
      await page.getByRole('checkbox').check();
      await page
        .getByRole('button')
        .filter({ hasText: /Akzeptieren|Accept/ })
        .click();
      await page.getByText('Lesesaal Ost').first().waitFor();
    });
    const staff = await measure(await browser.newPage(), `${address}/admin/`, async (page) => {
      await page.getByRole('button', { name: /^(Anmelden|Sign in)$/ }).waitFor();
    });
    console.log(
      `First-route downloads (${new Date().toISOString().slice(0, 10)}, budget: visitor JS 150 KB gzip)`,
    );
    print('visitor: privacy notice + rooms', visitor);
    print('staff: login screen', staff);
    if (visitor.js.gzip > VISITOR_JS_BUDGET_BYTES) {
      console.error(
        `Over budget: the visitor's first route loads ${kb(visitor.js.gzip)} of JavaScript (gzip), more than ${kb(VISITOR_JS_BUDGET_BYTES)}.`,
      );
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
    await app.close();
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
