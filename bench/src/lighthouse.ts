/**
 * Lighthouse (mobile: the default form factor, simulated throttling) on the visitor app as
 * a visitor meets it, served by the real server in its own process on the built app
 * (`--demo` rooms and slots in a throw-away PGlite directory, no bot check), in Debian's
 * Chromium:
 *
 *   - `/` on a first visit: the privacy notice;
 *   - `/` with the notice accepted: the room chooser;
 *   - a room calendar (`/room/<id>`) with the notice accepted.
 *
 * Prints the four category scores and every audit that does not pass, and writes the JSON
 * reports to bench/results/ (gitignored). Printed, never asserted (goal:
 * performance ≥ 95 and accessibility 100).
 *
 * Each screen is measured LIGHTHOUSE_RUNS times (default 3) and the run with the median
 * performance score is reported, with all runs' scores: on a shared machine one run's
 * blocking time can double when another process takes the CPU.
 *
 *   npm run build && npm run bench:lighthouse
 *   LIGHTHOUSE_RUNS=5 npm run bench:lighthouse
 *   npm run bench:lighthouse -- --quick     # a smoke run: the room calendar only, one run
 *
 * BENCH_RESULTS_DIR moves the JSON reports elsewhere.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { RESULTS_DIR, shownPath, startServer } from './lib/server';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** packages/web/src/features/privacy/privacy-storage.ts */
const PRIVACY_STORAGE_KEY = 'lesesaal.privacyAccepted';

interface Target {
  name: string;
  path: string;
  privacyAccepted: boolean;
}

const { values: args } = parseArgs({ options: { quick: { type: 'boolean' } } });

/** `--quick` (a smoke run: it starts and finishes; its figures compare with nothing) */
const QUICK = args.quick === true;
const QUICK_SCREEN = 'room-calendar';

const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? (QUICK ? 1 : 3)) || 1);

interface Scores {
  name: string;
  url: string;
  /** the performance score of every run, in run order */
  runs: (number | null)[];
  scores: Record<string, number | null>;
  metrics: Record<string, string | undefined>;
  failing: string[];
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function failingAudits(lhr: Lhr): string[] {
  const lines: string[] = [];
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    if (!category) continue;
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null) continue;
      if (audit.scoreDisplayMode === 'manual' || audit.scoreDisplayMode === 'informative') continue;
      if (audit.score >= 0.9 && ref.weight === 0) continue;
      if (audit.score >= 1) continue;
      lines.push(
        `${id}: ${ref.id} (${audit.score.toFixed(2)}, weight ${ref.weight})` +
          (audit.displayValue ? ` — ${audit.displayValue}` : '') +
          ` — ${audit.title}`,
      );
    }
  }
  return lines;
}

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
] as const;

/**
 * One Lighthouse run in a fresh browser (every screen starts cold). Lighthouse sometimes
 * loses the page load's trace in headless Chromium (NO_NAVSTART): up to three attempts.
 */
async function measure(url: string, target: Target): Promise<Lhr> {
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: CHROME_FLAGS,
    });
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    try {
      const page = await browser.newPage();
      if (target.privacyAccepted) {
        // runs in every new document, after Lighthouse has reset the origin's storage
        await page.evaluateOnNewDocument(
          `window.sessionStorage.setItem(${JSON.stringify(PRIVACY_STORAGE_KEY)}, 'true')`,
        );
      }
      console.error(`lighthouse: ${target.name} ${url} (attempt ${attempt})`);
      const result = await lighthouse(
        url,
        { output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
        undefined,
        // puppeteer-core's Page as Lighthouse types it (same package, deduplicated)
        page as unknown as Parameters<typeof lighthouse>[3],
      );
      if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
      const { lhr } = result;
      if (!lhr.runtimeError) return lhr;
      if (attempt >= 3) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    } finally {
      await browser.disconnect();
      chrome.kill();
    }
  }
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lesesaal-lighthouse-'));
  const server = await startServer({ DATA_DIR: dataDir }, { args: ['--demo'] });
  await mkdir(RESULTS_DIR, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
  const all: Scores[] = [];
  try {
    const rooms = (await (await fetch(`${server.url}/api/rooms`)).json()) as {
      content: { id: number }[];
    };
    const room = rooms.content[0];
    if (!room) throw new Error('the demo seed created no room');
    const targets: Target[] = [
      { name: 'home-first-visit', path: '/', privacyAccepted: false },
      { name: 'home-rooms', path: '/', privacyAccepted: true },
      { name: QUICK_SCREEN, path: `/room/${room.id}`, privacyAccepted: true },
    ];
    for (const target of targets) {
      if (QUICK && target.name !== QUICK_SCREEN) continue;
      const lhrs: Lhr[] = [];
      for (let run = 0; run < RUNS; run++)
        lhrs.push(await measure(`${server.url}${target.path}`, target));
      const performance = (r: Lhr) => r.categories.performance?.score ?? 0;
      const sorted = [...lhrs].sort((a, b) => performance(a) - performance(b));
      const lhr = sorted[Math.floor(RUNS / 2)] as Lhr;
      const file = path.join(RESULTS_DIR, `${stamp}-lighthouse-${target.name}.json`);
      await writeFile(file, JSON.stringify(lhr, null, 1));
      all.push({
        name: target.name,
        url: target.path,
        runs: lhrs.map((r) =>
          r.categories.performance?.score == null
            ? null
            : Math.round(r.categories.performance.score * 100),
        ),
        scores: Object.fromEntries(
          CATEGORIES.map((id) => [
            id,
            lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100),
          ]),
        ),
        metrics: Object.fromEntries(METRICS.map((id) => [id, lhr.audits[id]?.displayValue])),
        failing: failingAudits(lhr),
      });
    }
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }

  console.log(
    `Lighthouse ${new Date().toISOString().slice(0, 10)} (mobile, simulated throttling; median of ${RUNS} run(s) by performance; goal: performance ≥ 95, accessibility 100)` +
      (QUICK ? ` — --quick: ${QUICK_SCREEN} only, a smoke run` : ''),
  );
  for (const s of all) {
    console.log(
      `\n${s.name} (${s.url}): ` +
        CATEGORIES.map((id) => `${id} ${s.scores[id] ?? '–'}`).join(', ') +
        (RUNS > 1 ? ` (performance of the runs: ${s.runs.map((r) => r ?? '–').join(', ')})` : ''),
    );
    console.log(
      '  ' + METRICS.map((id) => `${id.replace(/-/g, ' ')} ${s.metrics[id] ?? '–'}`).join(' · '),
    );
    for (const line of s.failing) console.log(`  ✗ ${line}`);
  }
  console.log(`\nJSON reports: ${shownPath(path.join(RESULTS_DIR, `${stamp}-lighthouse-*.json`))}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
