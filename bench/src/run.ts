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
 *
 * Plans (EXPLAIN ANALYZE) and a JSON of every figure go to bench/results/ (gitignored).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createBenchDatabase, type BenchDatabase, type DbKind } from './lib/database';
import { burst, loop, randomIp, XHR, type Rate } from './lib/load';
import { alone, f0, f1, f2, isoDay, log, pick, rate, table, warmCannon } from './lib/measure';
import { REPO_ROOT, SERVER_ROOT, staffCookie, startServer } from './lib/server';
import {
  growthQueries,
  insertGrowthTickets,
  rawCalendar,
  rawHold,
  SEARCH,
  seedGrowthRooms,
  seedVisitorData,
  type VisitorData,
} from './lib/workload';

const PARTS = ['hold', 'calendar', 'hot', 'flow', 'growth'] as const;
type Part = (typeof PARTS)[number];

const { values: args } = parseArgs({
  options: {
    only: { type: 'string' },
    db: { type: 'string' },
    sizes: { type: 'string', default: '10k,100k' },
    seconds: { type: 'string', default: process.env.BENCH_SECONDS ?? '5' },
    connections: { type: 'string', default: '10' },
    'hot-rounds': { type: 'string', default: '3' },
    'hot-size': { type: 'string', default: '1000' },
  },
});

function list(value: string | undefined, all: readonly string[]): string[] {
  const items = (value ?? all.join(',')).split(',').map((s) => s.trim().toLowerCase());
  for (const item of items)
    if (!all.includes(item)) throw new Error(`unknown value "${item}" (one of ${all.join(', ')})`);
  return items;
}

const parts = new Set(list(args.only, PARTS) as Part[]);
const dbs = list(args.db ?? (process.env.BENCH_DATABASE_URL ? 'postgres,pglite' : 'pglite'), [
  'postgres',
  'pglite',
]) as DbKind[];
const sizes = args.sizes.split(',').map((s) => {
  const m = /^(\d+(?:\.\d+)?)\s*([km]?)$/i.exec(s.trim());
  if (!m) throw new Error(`--sizes: "${s}" is not a count such as 10k or 1m`);
  return Math.round(Number(m[1]) * (m[2]?.toLowerCase() === 'm' ? 1e6 : m[2] ? 1e3 : 1));
});
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);
const HOT_ROUNDS = Number(args['hot-rounds']);
const HOT_SIZE = Number(args['hot-size']);

const RESULTS_DIR = path.join(REPO_ROOT, 'bench', 'results');
const STAMP = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);

const report: string[] = [];
const json: Record<string, unknown> = {};

// ------------------------------------------------------------------------ visitor scenarios

interface VisitorFigures {
  holdApi?: Rate;
  holdRaw?: Rate;
  calendarApi?: Rate;
  calendarRaw?: Rate;
  hot?: Array<{ seconds: number; winners: number; counted: number; statuses: string }>;
  flow?: Rate;
}

async function visitor(db: BenchDatabase): Promise<VisitorFigures> {
  const figures: VisitorFigures = {};
  await migrate(db);
  let raw = await db.openRaw(1);
  const data: VisitorData = await seedVisitorData(raw, HOT_ROUNDS);
  await raw.close();
  const calFrom = isoDay(2);
  const calUntil = isoDay(31);

  const server = await startServer(db.serverEnv);
  log(`${db.kind}: server pid ${server.pid} at ${server.url}`);
  try {
    if (parts.has('hold')) {
      log(`${db.kind}: hold via API (${CONNECTIONS} connections, ${SECONDS} s)`);
      figures.holdApi = await warmCannon({
        url: `${server.url}/api/transactions`,
        method: 'POST',
        connections: CONNECTIONS,
        duration: SECONDS,
        headers: { 'content-type': 'application/json', ...XHR },
        requests: [
          {
            setupRequest: (req) => ({
              ...req,
              headers: { ...req.headers, 'x-forwarded-for': randomIp() },
              body: JSON.stringify({ timeSlotId: pick(data.holdSlots) }),
            }),
          },
        ],
      });
    }
    if (parts.has('calendar')) {
      log(`${db.kind}: month calendar via API`);
      figures.calendarApi = await warmCannon({
        url: `${server.url}/api/rooms/${data.calendarRoom}/booking?fromDate=${calFrom}&untilDate=${calUntil}`,
        connections: CONNECTIONS,
        duration: SECONDS,
      });
    }
    if (parts.has('hot')) {
      figures.hot = [];
      for (const slotId of data.hotSlots) {
        log(`${db.kind}: hot slot ${slotId}: ${HOT_SIZE} simultaneous holds on 20 seats`);
        const body = JSON.stringify({ timeSlotId: slotId });
        const b = await burst(server.url, HOT_SIZE, () => ({
          method: 'POST',
          path: '/api/transactions',
          headers: { 'content-type': 'application/json', ...XHR, 'x-forwarded-for': randomIp() },
          body,
        }));
        const counted = await ticketCountOf(server.url, data.hotRoom, slotId);
        figures.hot.push({
          seconds: b.seconds,
          winners: b.statuses.get(201) ?? 0,
          counted,
          statuses:
            [...b.statuses].map(([s, n]) => `${n}×${s}`).join(', ') +
            (b.errors ? `, ${b.errors} errors` : ''),
        });
      }
    }
    if (parts.has('flow')) {
      log(`${db.kind}: complete booking flows (hold → booking), ${CONNECTIONS} at once`);
      let n = 0;
      figures.flow = await loop(CONNECTIONS, SECONDS, async () => {
        const ip = randomIp();
        const headers = { 'content-type': 'application/json', ...XHR, 'x-forwarded-for': ip };
        const held = await fetch(`${server.url}/api/transactions`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ timeSlotId: pick(data.flowSlots) }),
        });
        if (held.status !== 201) throw new Error(`hold ${held.status} ${await held.text()}`);
        const { transactionId } = (await held.json()) as { transactionId: string };
        const i = ++n;
        const booked = await fetch(`${server.url}/api/transactions/${transactionId}/booking`, {
          method: 'PUT',
          headers,
          body: JSON.stringify({
            salutation: 'NONE',
            firstName: 'Bench',
            lastName: `Flow ${i}`,
            email: `flow.${i}.${process.pid}@example.org`,
            phone: '+4315355555',
            language: 'de',
          }),
        });
        const answer = await booked.text();
        if (booked.status !== 200) throw new Error(`booking ${booked.status} ${answer}`);
      });
    }
  } finally {
    await server.stop();
  }

  if (parts.has('hold') || parts.has('calendar')) {
    raw = await db.openRaw(CONNECTIONS);
    try {
      if (parts.has('hold')) {
        log(`${db.kind}: hold as raw SQL (${CONNECTIONS} connections)`);
        figures.holdRaw = await loop(CONNECTIONS, SECONDS, async () => {
          await rawHold(raw, pick(data.holdSlots), `raw-${randomIp()}`);
        });
      }
      if (parts.has('calendar')) {
        log(`${db.kind}: month calendar as raw SQL`);
        figures.calendarRaw = await loop(CONNECTIONS, SECONDS, async () => {
          await rawCalendar(raw, data.calendarRoom, calFrom, calUntil);
        });
      }
    } finally {
      await raw.close();
    }
  }
  return figures;
}

/** The server applies its migrations at start: once on the empty database, then stopped. */
async function migrate(db: BenchDatabase): Promise<void> {
  const server = await startServer(db.serverEnv);
  await server.stop();
}

async function ticketCountOf(url: string, roomId: number, slotId: number): Promise<number> {
  const res = await fetch(
    `${url}/api/rooms/${roomId}/booking?fromDate=${isoDay(0)}&untilDate=${isoDay(60)}`,
  );
  const body = (await res.json()) as unknown;
  const slots = (Array.isArray(body) ? body : (body as { content: unknown[] }).content) as Array<{
    id: number;
    ticketCount: number;
  }>;
  return slots.find((s) => s.id === slotId)?.ticketCount ?? -1;
}

// ------------------------------------------------------------------------------------ growth

interface GrowthFigures {
  size: number;
  insertSeconds: number;
  calendar: Rate;
  search: Rate;
  report: Rate;
  /** median ms of one request alone: calendar, search, report */
  alone: { calendar: number; search: number; report: number };
  plans: Record<string, number>;
}

async function growth(db: BenchDatabase): Promise<GrowthFigures[]> {
  const out: GrowthFigures[] = [];
  await migrate(db);
  let raw = await db.openRaw(1);
  log(`${db.kind}: growth rooms and slots`);
  const { firstRoom, slots } = await seedGrowthRooms(raw);
  log(`${db.kind}: 50 rooms, ${slots.n} slots`);
  const calendar = { from: isoDay(1), until: isoDay(30) };
  const occupancy = { from: isoDay(0, -1), until: isoDay(0) };
  let have = 0;
  try {
    for (const size of [...sizes].sort((a, b) => a - b)) {
      log(`${db.kind}: inserting tickets ${have + 1}..${size}`);
      const t0 = performance.now();
      if (size > have) await insertGrowthTickets(raw, slots, have + 1, size);
      const insertSeconds = (performance.now() - t0) / 1000;
      have = Math.max(have, size);

      const plans: Record<string, number> = {};
      const planText: string[] = [];
      for (const q of await growthQueries(raw, firstRoom, calendar, occupancy)) {
        const rows = await raw.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN (ANALYZE, BUFFERS) ${q.sql}`,
        );
        const lines = rows.map((r) => r['QUERY PLAN']);
        const exec = lines.find((l) => l.startsWith('Execution Time'));
        plans[q.name] = exec ? Number(/([\d.]+) ms/.exec(exec)?.[1] ?? NaN) : NaN;
        planText.push(`-- ${q.name}\n${q.sql.replace(/\s+/g, ' ')}\n\n${lines.join('\n')}\n`);
      }
      mkdirSync(RESULTS_DIR, { recursive: true });
      const planFile = path.join(RESULTS_DIR, `${STAMP}-${db.kind}-${size}-plans.txt`);
      writeFileSync(planFile, planText.join('\n'));
      log(`${db.kind}: plans at ${size} → ${path.relative(REPO_ROOT, planFile)}`);
      await raw.close();

      const server = await startServer(db.serverEnv);
      try {
        const cookie = await staffCookie(server.url);
        const opts = { connections: CONNECTIONS, duration: SECONDS };
        const urls = {
          calendar: `${server.url}/api/rooms/${firstRoom}/booking?fromDate=${calendar.from}&untilDate=${calendar.until}`,
          search: `${server.url}/api/admin/tickets?searchTerm=${SEARCH.term}&sort=${encodeURIComponent(SEARCH.sort)}&limit=${SEARCH.limit}&offset=${SEARCH.offset}`,
          report: `${server.url}/api/admin/tickets/report?roomId=${firstRoom}&fromDate=${occupancy.from}&untilDate=${occupancy.until}&status=BOOKED`,
        };
        log(`${db.kind}: ${size}: one request alone, 5 times each`);
        const single = {
          calendar: await alone(urls.calendar),
          search: await alone(urls.search, { cookie }),
          report: await alone(urls.report, { cookie }),
        };
        log(`${db.kind}: ${size}: visitor calendar`);
        const cal = await warmCannon({
          ...opts,
          url: `${server.url}/api/rooms/${firstRoom}/booking?fromDate=${calendar.from}&untilDate=${calendar.until}`,
        });
        log(`${db.kind}: ${size}: reservation search`);
        const search = await warmCannon({
          ...opts,
          url: `${server.url}/api/admin/tickets?searchTerm=${SEARCH.term}&sort=${encodeURIComponent(SEARCH.sort)}&limit=${SEARCH.limit}&offset=${SEARCH.offset}`,
          headers: { cookie },
        });
        log(`${db.kind}: ${size}: occupancy report`);
        const rep = await warmCannon({
          ...opts,
          url: `${server.url}/api/admin/tickets/report?roomId=${firstRoom}&fromDate=${occupancy.from}&untilDate=${occupancy.until}&status=BOOKED`,
          headers: { cookie },
        });
        out.push({ size, insertSeconds, calendar: cal, search, report: rep, alone: single, plans });
      } finally {
        await server.stop();
      }
      raw = await db.openRaw(1);
    }
  } finally {
    await raw.close();
  }
  return out;
}

// -------------------------------------------------------------------------------------- main

async function main(): Promise<void> {
  let commit = process.env.BENCH_COMMIT ?? 'unknown';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: SERVER_ROOT,
      stdio: 'pipe',
    })
      .toString()
      .trim();
  } catch {
    // an exported tree without .git: BENCH_COMMIT names it
  }
  const header =
    `Lesesaal bench ${new Date().toISOString().slice(0, 16)}Z, commit ${commit}, Node ${process.version}, ` +
    `${SECONDS} s per measurement, ${CONNECTIONS} connections, parts: ${[...parts].join(',')}`;
  console.log(header);
  report.push(header);
  Object.assign(json, { commit, seconds: SECONDS, connections: CONNECTIONS, parts: [...parts] });

  for (const kind of dbs) {
    const db = await createBenchDatabase(kind);
    try {
      if (['hold', 'calendar', 'hot', 'flow'].some((p) => parts.has(p as Part))) {
        const v = await visitor(db);
        json[`${kind}-visitor`] = v;
        const rows: string[][] = [];
        const ratio = (api?: Rate, r?: Rate) =>
          api && r && r.perSecond > 0 ? `${f2(api.perSecond / r.perSecond)}×` : '—';
        if (v.holdApi && v.holdRaw)
          rows.push([
            'hold `POST /api/transactions`',
            ...rate(v.holdApi),
            ...rate(v.holdRaw),
            ratio(v.holdApi, v.holdRaw),
          ]);
        if (v.calendarApi && v.calendarRaw)
          rows.push([
            'month calendar `GET /api/rooms/{id}/booking`',
            ...rate(v.calendarApi),
            ...rate(v.calendarRaw),
            ratio(v.calendarApi, v.calendarRaw),
          ]);
        if (rows.length)
          report.push(
            table(
              `${kind}: API vs the same SQL (${CONNECTIONS} connections)`,
              [
                'job',
                'API req/s',
                'API p50 / p99 ms',
                'API failed',
                'raw SQL tps',
                'raw p50 / p99 ms',
                'raw failed',
                'API / raw',
              ],
              rows,
            ),
          );
        if (v.hot)
          report.push(
            table(
              `${kind}: hot slot, ${HOT_SIZE} simultaneous holds on 20 seats`,
              ['round', 's to answer all', 'winners (201)', 'seats taken (calendar)', 'answers'],
              v.hot.map((h, i) => [
                String(i + 1),
                f2(h.seconds),
                String(h.winners),
                String(h.counted),
                h.statuses,
              ]),
            ),
          );
        if (v.flow)
          report.push(
            table(
              `${kind}: complete booking flows on one room (hold → booking), ${CONNECTIONS} at once`,
              ['flows/s', 'p50 / p99 ms per flow', 'failed'],
              [rate(v.flow)],
            ),
          );
      }
      if (parts.has('growth')) {
        const g = await growth(db);
        json[`${kind}-growth`] = g;
        report.push(
          table(
            `${kind}: growth (50 rooms, ${SECONDS} s × ${CONNECTIONS} connections per endpoint; EXPLAIN ANALYZE execution ms)`,
            [
              'tickets',
              'insert s',
              'alone ms: calendar / search / report',
              'calendar req/s',
              'search req/s',
              'report req/s',
              'plan ms: cal counts / search page / search count / report',
            ],
            g.map((x) => [
              x.size.toLocaleString('en'),
              f1(x.insertSeconds),
              `${f1(x.alone.calendar)} / ${f1(x.alone.search)} / ${f1(x.alone.report)}`,
              f0(x.calendar.perSecond),
              f0(x.search.perSecond),
              f0(x.report.perSecond),
              [
                x.plans['calendar-counts'],
                x.plans['search-page'],
                x.plans['search-count'],
                x.plans.report,
              ]
                .map((n) => (n === undefined ? '—' : f1(n)))
                .join(' / '),
            ]),
          ),
        );
        if (g.length > 1) {
          const first = g[0]!;
          const last = g[g.length - 1]!;
          const slow = (a: number, b: number) => (a > 0 ? f2(b / a) : '—');
          const line =
            `${kind}: one request alone at ${last.size.toLocaleString('en')} vs ${first.size.toLocaleString('en')} tickets: ` +
            `calendar ${slow(first.alone.calendar, last.alone.calendar)}×, search ${slow(first.alone.search, last.alone.search)}×, ` +
            `report ${slow(first.alone.report, last.alone.report)}× the time`;
          console.log(`\n${line}`);
          report.push(line);
        }
      }
    } finally {
      await db.drop();
    }
  }
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(path.join(RESULTS_DIR, `${STAMP}.md`), report.join('\n') + '\n');
  writeFileSync(path.join(RESULTS_DIR, `${STAMP}.json`), JSON.stringify(json, null, 2));
  console.log(`\nwritten: bench/results/${STAMP}.md and .json`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
