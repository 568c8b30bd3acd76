/**
 * Benchmarks that measure the limits of the hot paths (docs/performance.md). Figures are printed, never asserted.
 *
 * The server runs in its own process (`node --import tsx packages/server/src/server.ts`,
 * configured by environment variables); the load comes from this process. For the hold and
 * the month calendar the same database work runs as raw SQL on the same database in the
 * same run, with the same concurrency, and the ratio API / raw is printed.
 *
 *   npm run bench                                   # PGlite (+ PostgreSQL when BENCH_DATABASE_URL is set)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench
 *   npm run bench -- --only hold,calendar,hot,flow,growth --db postgres,pglite
 *                    --sizes 10k,100k,1m --seconds 5 --connections 10 --hot-rounds 3
 *   npm run bench -- --only archives --db postgres --archives 100 --archive-rounds 5
 *   npm run bench -- --quick                        # every part starts and finishes (smoke)
 *
 * `archives` (PostgreSQL only, not in the default set): hold and month calendar of one
 * archive alone, then among `--archives` archives (5 rooms × a year of slots each), compared.
 * `calendar-sql` (PostgreSQL and pgbench only, not in the default set): the month calendar
 * against the minimal statement for the same month run by pgbench (parts/calendar-sql.ts).
 * `opening` (PostgreSQL only, not in the default set): 10,000 visitors in a room's fair
 * opening on two server processes (parts/opening/).
 *
 * Plans (EXPLAIN ANALYZE) and a JSON of every figure go to bench/results/ (gitignored), or to
 * BENCH_RESULTS_DIR.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createBenchDatabase, type DbKind } from './lib/database';
import { RESULTS_DIR, SERVER_ROOT, shownPath } from './lib/server';
import { growth, growthReport } from './parts/growth';
import { archives, archivesReport } from './parts/archives';
import { calendarSql, calendarSqlReport } from './parts/calendar-sql';
import { opening, openingReport } from './parts/opening/index';
import { DEFAULT_PARTS, PARTS, type BenchOptions, type Part } from './parts/options';
import { visitor, visitorReport } from './parts/visitor';

const { values: args } = parseArgs({
  options: {
    only: { type: 'string' },
    db: { type: 'string' },
    sizes: { type: 'string' },
    seconds: { type: 'string' },
    warm: { type: 'string' },
    connections: { type: 'string' },
    'sql-connections': { type: 'string' },
    'hot-rounds': { type: 'string' },
    'hot-size': { type: 'string' },
    'growth-days': { type: 'string' },
    archives: { type: 'string' },
    'archive-rounds': { type: 'string' },
    'archive-days': { type: 'string' },
    'opening-visitors': { type: 'string' },
    quick: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  },
});

/**
 * Each option's default, and with `--quick` (a smoke run: every part starts and finishes in
 * seconds; its figures compare with nothing) the quick one. An option given (or its
 * environment variable) always wins.
 */
const DEFAULTS = {
  sizes: ['10k,100k', '1k'],
  seconds: ['5', '1'],
  warm: ['5', '0.5'],
  connections: ['10', '10'],
  'sql-connections': ['4', '4'],
  'hot-rounds': ['3', '1'],
  'hot-size': ['1000', '100'],
  'growth-days': ['365', '31'],
  archives: ['100', '3'],
  'archive-rounds': ['5', '1'],
  'archive-days': ['365', '10'],
  'opening-visitors': ['10000', '200'],
} as const;
type Numeric = keyof typeof DEFAULTS;
const FROM_ENV: Partial<Record<Numeric, string>> = {
  ...(process.env.BENCH_SECONDS ? { seconds: process.env.BENCH_SECONDS } : {}),
  ...(process.env.BENCH_WARM_SECONDS ? { warm: process.env.BENCH_WARM_SECONDS } : {}),
};
const option = (name: Numeric): string =>
  args[name] ?? FROM_ENV[name] ?? DEFAULTS[name][args.quick ? 1 : 0];

if (args.help) {
  const d = (name: Numeric) => `${DEFAULTS[name][0]} (--quick: ${DEFAULTS[name][1]})`;
  console.log(`npm run bench -- [options]   (BENCH_DATABASE_URL=postgres://… for PostgreSQL)
  --only a,b          parts: ${PARTS.join(', ')} (default: ${DEFAULT_PARTS.join(', ')})
  --db a,b            postgres, pglite (default: postgres,pglite with BENCH_DATABASE_URL, else pglite)
  --quick             a smoke run: every part starts and finishes, with the quick values below
  --sizes             ticket counts of the growth runs: ${d('sizes')}
  --seconds           seconds per measurement (or BENCH_SECONDS): ${d('seconds')}
  --warm              seconds of the same load before each measurement, not counted
                      (or BENCH_WARM_SECONDS): ${d('warm')}
  --connections       concurrent connections per measurement: ${d('connections')}
  --sql-connections   calendar-sql part: connections of the API and of pgbench: ${d('sql-connections')}
  --hot-rounds        hot-slot rounds: ${d('hot-rounds')}
  --hot-size          simultaneous holds per hot round: ${d('hot-size')}
  --growth-days       growth rooms' days of slots back and ahead of today: ${d('growth-days')}
  --archives          archives part: archives in its second phase, the default one included: ${d('archives')}
  --archive-rounds    archives part: rounds of hold and calendar per phase (median compared): ${d('archive-rounds')}
  --archive-days      archives part: days of slots of each added archive: ${d('archive-days')}
  --opening-visitors  opening part: visitors arriving around the release: ${d('opening-visitors')}
BENCH_RESULTS_DIR     where the report, the JSON and the plans go (default bench/results)`);
  process.exit(0);
}

function list(
  value: string | undefined,
  all: readonly string[],
  defaults: readonly string[] = all,
): string[] {
  const items = (value ?? defaults.join(',')).split(',').map((s) => s.trim().toLowerCase());
  for (const item of items)
    if (!all.includes(item)) throw new Error(`unknown value "${item}" (one of ${all.join(', ')})`);
  return items;
}

const dbs = list(args.db ?? (process.env.BENCH_DATABASE_URL ? 'postgres,pglite' : 'pglite'), [
  'postgres',
  'pglite',
]) as DbKind[];
const options: BenchOptions = {
  parts: new Set(list(args.only, PARTS, DEFAULT_PARTS) as Part[]),
  sizes: option('sizes')
    .split(',')
    .map((s) => {
      const m = /^(\d+(?:\.\d+)?)\s*([km]?)$/i.exec(s.trim());
      if (!m) throw new Error(`--sizes: "${s}" is not a count such as 10k or 1m`);
      return Math.round(Number(m[1]) * (m[2]?.toLowerCase() === 'm' ? 1e6 : m[2] ? 1e3 : 1));
    }),
  seconds: Number(option('seconds')),
  warm: Number(option('warm')),
  connections: Number(option('connections')),
  sqlConnections: Number(option('sql-connections')),
  hotRounds: Number(option('hot-rounds')),
  hotSize: Number(option('hot-size')),
  growthDays: Number(option('growth-days')),
  archives: Number(option('archives')),
  archiveRounds: Number(option('archive-rounds')),
  archiveDays: Number(option('archive-days')),
  openingVisitors: Number(option('opening-visitors')),
  quick: args.quick === true,
  resultsDir: RESULTS_DIR,
  stamp: new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19),
};
const { parts, seconds: SECONDS, connections: CONNECTIONS, stamp: STAMP } = options;

function commitOf(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: SERVER_ROOT,
      stdio: 'pipe',
    })
      .toString()
      .trim();
  } catch {
    // an exported tree without .git: BENCH_COMMIT names it
    return process.env.BENCH_COMMIT ?? 'unknown';
  }
}

/** The archives part on its own fresh database (PostgreSQL only). */
async function archivesPart(kind: DbKind, json: Record<string, unknown>): Promise<string[]> {
  if (kind !== 'postgres') {
    console.log(`${kind}: the archives part runs on PostgreSQL only, skipped`);
    return [];
  }
  const db = await createBenchDatabase(kind);
  try {
    const a = await archives(db, options);
    json[`${kind}-archives`] = a;
    return archivesReport(a, options);
  } finally {
    await db.drop();
  }
}

/** The calendar against pgbench's minimal statement, on its own fresh database. */
async function calendarSqlPart(kind: DbKind, json: Record<string, unknown>): Promise<string[]> {
  if (kind !== 'postgres') {
    console.log(`${kind}: the calendar-sql part runs on PostgreSQL only, skipped`);
    return [];
  }
  const db = await createBenchDatabase(kind);
  try {
    const c = await calendarSql(db, options);
    if (!c) return [];
    json[`${kind}-calendar-sql`] = c;
    return calendarSqlReport(kind, c);
  } finally {
    await db.drop();
  }
}

/** The fair opening under a crowd, on its own fresh database with two servers. */
async function openingPart(kind: DbKind, json: Record<string, unknown>): Promise<string[]> {
  if (kind !== 'postgres') {
    console.log(`${kind}: the opening part runs on PostgreSQL only, skipped`);
    return [];
  }
  const db = await createBenchDatabase(kind);
  try {
    const f = await opening(db, options);
    if (!f) return [];
    json[`${kind}-opening`] = f;
    return openingReport(kind, f);
  } finally {
    await db.drop();
  }
}

async function main(): Promise<void> {
  const report: string[] = [];
  const json: Record<string, unknown> = {};
  const commit = commitOf();
  const header =
    `Lesesaal bench ${new Date().toISOString().slice(0, 16)}Z, commit ${commit}, Node ${process.version}, ` +
    `${SECONDS} s per measurement after ${options.warm} s of warm-up, ${CONNECTIONS} connections, parts: ${[...parts].join(',')}` +
    (args.quick ? ' (--quick: a smoke run, its figures compare with nothing)' : '');
  console.log(header);
  report.push(header);
  Object.assign(json, {
    commit,
    seconds: SECONDS,
    warm: options.warm,
    connections: CONNECTIONS,
    parts: [...parts],
    quick: args.quick === true,
  });

  const onShared = ['hold', 'calendar', 'hot', 'flow', 'growth'].some((p) => parts.has(p as Part));
  for (const kind of dbs) {
    const db = onShared ? await createBenchDatabase(kind) : undefined;
    if (db)
      try {
        if (['hold', 'calendar', 'hot', 'flow'].some((p) => parts.has(p as Part))) {
          const v = await visitor(db, options);
          json[`${kind}-visitor`] = v;
          report.push(...visitorReport(kind, v, options));
        }
        if (parts.has('growth')) {
          const g = await growth(db, options);
          json[`${kind}-growth`] = g;
          report.push(...growthReport(kind, g, options));
        }
      } finally {
        await db.drop();
      }
    if (parts.has('archives')) report.push(...(await archivesPart(kind, json)));
    if (parts.has('calendar-sql')) report.push(...(await calendarSqlPart(kind, json)));
    if (parts.has('opening')) report.push(...(await openingPart(kind, json)));
  }
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(path.join(RESULTS_DIR, `${STAMP}.md`), report.join('\n') + '\n');
  writeFileSync(path.join(RESULTS_DIR, `${STAMP}.json`), JSON.stringify(json, null, 2));
  console.log(`\nwritten: ${shownPath(path.join(RESULTS_DIR, STAMP))}.md and .json`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
