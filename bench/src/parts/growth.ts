/**
 * The growth runs: 50 rooms with two years of slots and ever more tickets; at each size the
 * plans (EXPLAIN ANALYZE) of the main queries, one request alone, and the load on the visitor
 * calendar, the staff's reservation search and the occupancy report.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BenchDatabase, RawSql } from '../lib/database';
import {
  growthQueries,
  insertGrowthTickets,
  SEARCH,
  seedGrowthRooms,
  type GrowthSlots,
} from '../lib/growth-data';
import type { Rate } from '../lib/load';
import { alone, f0, f1, f2, isoDay, log, table, warmCannon } from '../lib/measure';
import { shownPath, staffCookie, startServer } from '../lib/server';
import { migrate, type BenchOptions } from './options';

export interface GrowthFigures {
  size: number;
  insertSeconds: number;
  calendar: Rate;
  search: Rate;
  report: Rate;
  /** median ms of one request alone: calendar, search, report */
  alone: { calendar: number; search: number; report: number };
  plans: Record<string, number>;
}

type Period = { from: string; until: string };

export async function growth(db: BenchDatabase, o: BenchOptions): Promise<GrowthFigures[]> {
  const out: GrowthFigures[] = [];
  await migrate(db);
  let raw = await db.openRaw(1);
  log(`${db.kind}: growth rooms and slots`);
  const { firstRoom, slots } = await seedGrowthRooms(raw, o.growthDays);
  log(`${db.kind}: 50 rooms, ${slots.n} slots`);
  const calendar = { from: isoDay(1), until: isoDay(30) };
  const occupancy = { from: isoDay(0, -1), until: isoDay(0) };
  let have = 0;
  try {
    for (const size of [...o.sizes].sort((a, b) => a - b)) {
      log(`${db.kind}: inserting tickets ${have + 1}..${size}`);
      const t0 = performance.now();
      if (size > have) await insertGrowthTickets(raw, slots, have + 1, size);
      const insertSeconds = (performance.now() - t0) / 1000;
      have = Math.max(have, size);
      const plans = await explainAll(db, raw, { firstRoom, slots }, size, calendar, occupancy, o);
      await raw.close();

      const server = await startServer(db.serverEnv);
      try {
        const load = await loadAtSize(server.url, db, size, firstRoom, calendar, occupancy, o);
        out.push({ size, insertSeconds, ...load, plans });
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

/** EXPLAIN ANALYZE of the main queries, written to the results; their execution ms. */
async function explainAll(
  db: BenchDatabase,
  raw: RawSql,
  growthData: { firstRoom: number; slots: GrowthSlots },
  size: number,
  calendar: Period,
  occupancy: Period,
  o: BenchOptions,
): Promise<Record<string, number>> {
  const plans: Record<string, number> = {};
  const planText: string[] = [];
  for (const q of await growthQueries(raw, growthData.firstRoom, calendar, occupancy)) {
    const rows = await raw.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${q.sql}`);
    const lines = rows.map((r) => r['QUERY PLAN']);
    const exec = lines.find((l) => l.startsWith('Execution Time'));
    plans[q.name] = exec ? Number(/([\d.]+) ms/.exec(exec)?.[1] ?? NaN) : NaN;
    planText.push(`-- ${q.name}\n${q.sql.replace(/\s+/g, ' ')}\n\n${lines.join('\n')}\n`);
  }
  mkdirSync(o.resultsDir, { recursive: true });
  const planFile = path.join(o.resultsDir, `${o.stamp}-${db.kind}-${size}-plans.txt`);
  writeFileSync(planFile, planText.join('\n'));
  log(`${db.kind}: plans at ${size} → ${shownPath(planFile)}`);
  return plans;
}

/** One request alone, then the load, on calendar, search and report. */
async function loadAtSize(
  url: string,
  db: BenchDatabase,
  size: number,
  firstRoom: number,
  calendar: Period,
  occupancy: Period,
  o: BenchOptions,
): Promise<Pick<GrowthFigures, 'calendar' | 'search' | 'report' | 'alone'>> {
  const cookie = await staffCookie(url);
  const opts = { connections: o.connections, duration: o.seconds };
  const urls = {
    calendar: `${url}/api/rooms/${firstRoom}/booking?fromDate=${calendar.from}&untilDate=${calendar.until}`,
    search: `${url}/api/admin/tickets?searchTerm=${SEARCH.term}&sort=${encodeURIComponent(SEARCH.sort)}&limit=${SEARCH.limit}&offset=${SEARCH.offset}`,
    report: `${url}/api/admin/tickets/report?roomId=${firstRoom}&fromDate=${occupancy.from}&untilDate=${occupancy.until}&status=BOOKED`,
  };
  log(`${db.kind}: ${size}: one request alone, 5 times each`);
  const single = {
    calendar: await alone(urls.calendar),
    search: await alone(urls.search, { cookie }),
    report: await alone(urls.report, { cookie }),
  };
  log(`${db.kind}: ${size}: visitor calendar`);
  const cal = await warmCannon({ ...opts, url: urls.calendar }, o.warm);
  log(`${db.kind}: ${size}: reservation search`);
  const search = await warmCannon({ ...opts, url: urls.search, headers: { cookie } }, o.warm);
  log(`${db.kind}: ${size}: occupancy report`);
  const rep = await warmCannon({ ...opts, url: urls.report, headers: { cookie } }, o.warm);
  return { calendar: cal, search, report: rep, alone: single };
}

/** The report's growth table on one database, and how much slower one request got. */
export function growthReport(kind: string, g: GrowthFigures[], o: BenchOptions): string[] {
  const report = [
    table(
      `${kind}: growth (50 rooms, ${o.growthDays * 2 + 1} days × 3 slots each, ${o.seconds} s × ${o.connections} connections per endpoint; EXPLAIN ANALYZE execution ms)`,
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
  ];
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
  return report;
}
