// `npm run test:days [-- --days a,b,…] [-- <command> …]`: runs tests with the machine's clock
// set to the days that break calendars, so a test that only passes on "ordinary" days fails
// here on any day. The clock is moved with libfaketime (Debian's `faketime`, which `.ci/run`
// installs) by a fixed offset from now: every process the command starts — Vitest's workers,
// the server of the journeys, Chromium, the embedded database — lives at the same moment and
// the clock runs on from there. PostgreSQL outside the process tree keeps the real time, so
// TEST_DATABASE_URL is unset here: the server tests run on the embedded database.
//
// What runs: `--vitest` every Vitest test (domain, server on the embedded database, web; the
// default), `--quick` only the Vitest tests that read today, `--e2e` the visitor journeys that
// book through the calendar (needs `npm run build` first); after `--` a command of your own.
// The days (UTC; Europe/Vienna is one or two hours ahead) are listed in DAYS with what each
// one breaks.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LIBFAKETIME = '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1';

/** The moments (UTC) the tests must survive, and why. */
export const DAYS = {
  'month-end': [
    '2026-11-29T12:00:00Z',
    "three days before a month's end: next days lie in the next month",
  ],
  'year-end': ['2026-12-31T22:30:00Z', '23:30 in Vienna on 31 December: tomorrow is next year'],
  'vienna-tomorrow': [
    '2026-11-30T23:20:00Z',
    'already 1 December in Vienna, still 30 November in UTC',
  ],
  'february-28': ['2027-02-28T10:00:00Z', 'the last day of February in a common year'],
  'leap-day': ['2028-02-29T10:00:00Z', 'the leap day'],
  'summer-time': [
    '2027-03-27T22:30:00Z',
    'the evening before Vienna moves its clocks forward (02:00 → 03:00)',
  ],
  'winter-time': [
    '2027-10-30T22:30:00Z',
    'the evening before Vienna moves its clocks back (03:00 → 02:00)',
  ],
};

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    days: { type: 'string', default: Object.keys(DAYS).join(',') },
    vitest: { type: 'boolean', default: false },
    e2e: { type: 'boolean', default: false },
    quick: { type: 'boolean', default: false },
  },
});

/**
 * `--quick` (CI): the tests that read today — the domain's rules, the web's booking, slot,
 * check-in, reservation and blacklist screens, the first screen and the raw-key scan. The
 * server's tests run on their own test clock (packages/server/src/test/), whatever the day.
 */
const DATE_SENSITIVE = [
  'packages/domain/src',
  'packages/web/src/app',
  'packages/web/src/components',
  'packages/web/src/i18n/raw-keys.test.tsx',
  'packages/web/src/features/booking',
  'packages/web/src/features/admin-time-slots',
  'packages/web/src/features/admin-checkin',
  'packages/web/src/features/admin-reservations',
  'packages/web/src/features/admin-blacklist',
];

if (!existsSync(LIBFAKETIME)) {
  console.error(`libfaketime is missing (${LIBFAKETIME}): apt-get install -y faketime`);
  process.exit(2);
}

const names = values.days.split(',').filter(Boolean);
for (const name of names) {
  if (!DAYS[name]) {
    console.error(`unknown day ${name}; known: ${Object.keys(DAYS).join(', ')}`);
    process.exit(2);
  }
}

const E2E_JOURNEYS = [
  'e2e/tests/booking.spec.ts',
  'e2e/tests/visitor-keyboard.spec.ts',
  'e2e/tests/visitor-seats.spec.ts',
  'e2e/tests/visitor-seats-plan.spec.ts',
  'e2e/tests/archives-routing.spec.ts',
];
const vitest = values.vitest || values.quick || !values.e2e;
const commands = positionals.length
  ? [positionals]
  : [
      ...(vitest ? [['npx', 'vitest', 'run', ...(values.quick ? DATE_SENSITIVE : [])]] : []),
      ...(values.e2e
        ? // one retry: on 2026-11-29 booking.spec failed once at year-end ("added to your
          // selection" not shown) and passed on the re-run; a retried pass is reported as flaky
          [
            [
              'npx',
              'playwright',
              'test',
              '-c',
              'e2e/playwright.config.ts',
              '--retries=1',
              ...E2E_JOURNEYS,
            ],
          ]
        : []),
    ];

const results = [];
for (const name of names) {
  const [moment, why] = DAYS[name];
  for (const [command, ...args] of commands) {
    // a fixed offset, not a fixed start: processes started later see the same clock. The
    // monotonic clock moves with it (libfaketime's default): Chromium hangs at start when the
    // two disagree (FAKETIME_DONT_FAKE_MONOTONIC=1)
    const offsetSeconds = Math.round((Date.parse(moment) - Date.now()) / 1000);
    const env = { ...process.env };
    delete env.TEST_DATABASE_URL;
    Object.assign(env, {
      LD_PRELOAD: [LIBFAKETIME, env.LD_PRELOAD].filter(Boolean).join(':'),
      FAKETIME: `${offsetSeconds >= 0 ? '+' : ''}${offsetSeconds}`,
    });
    console.log(`\n=== ${name}: ${moment} (${why}) — ${command} ${args.join(' ')} ===`);
    const started = Date.now();
    const run = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
    const seconds = Math.round((Date.now() - started) / 1000);
    results.push({
      name,
      command: `${command} ${args.slice(0, 2).join(' ')}`,
      ok: run.status === 0,
      seconds,
    });
    console.log(
      `--- ${name}: ${run.status === 0 ? 'ok' : `failed (${run.status})`} in ${seconds} s`,
    );
  }
}
console.log('\nTests on the days that break calendars:');
for (const r of results)
  console.log(`  ${r.ok ? 'ok    ' : 'FAILED'} ${r.name.padEnd(16)} ${r.command} (${r.seconds} s)`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
