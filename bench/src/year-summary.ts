/**
 * the year summary (and the statistics of a year) with 1 M tickets on PostgreSQL.
 * The growth data of `npm run bench` (50 rooms, three slots a day a year back and ahead, 90 %
 * BOOKED, every 25th ticket with an accessible seat), then the server's own nightly erasure
 * (`eraseExpiredPersonalData`: past days counted into `daily_statistics`, their personal data
 * cleared); then each request alone, median of 5, after one warm-up.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
 *     node --import tsx bench/src/year-summary.ts [tickets, default 1000000]
 *   … bench/src/year-summary.ts --quick     # 1,000 tickets, a smoke run
 *
 * BENCH_KEEP_DB=1 keeps the generated database (its URL is printed);
 * BENCH_YEAR_DB_URL=<that URL> measures again on it without generating (e.g. another commit's
 * server with BENCH_SERVER_ROOT, for a before/after on the same data).
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { archiveClock, systemClock } from '../../packages/server/src/archives/clock';
import { openDatabase } from '../../packages/server/src/db/client';
import { eraseExpiredPersonalData } from '../../packages/server/src/jobs/personal-data-erasure';
import { testConfig } from '../../packages/server/src/test/app';
import { createBenchDatabase } from './lib/database';
import { staffCookie, startServer } from './lib/server';
import { insertGrowthTickets, seedGrowthRooms } from './lib/growth-data';

const { values: args, positionals } = parseArgs({
  options: { quick: { type: 'boolean' } },
  allowPositionals: true,
});
/**
 * `--quick`: a smoke run (it starts and finishes in seconds; its figures compare with
 * nothing): 1,000 tickets on slots a month back and ahead instead of two years.
 */
const SIZE = Number(positionals[0] ?? (args.quick ? 1_000 : 1_000_000));
const GROWTH_DAYS = args.quick ? 31 : 365;

async function timeAlone(url: string, cookie: string): Promise<number> {
  const once = async () => {
    const t0 = performance.now();
    const res = await fetch(url, { headers: { cookie, 'x-requested-with': 'XMLHttpRequest' } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    return performance.now() - t0;
  };
  await once();
  const runs: number[] = [];
  for (let i = 0; i < 5; i++) runs.push(await once());
  return runs.sort((a, b) => a - b)[2]!;
}

/** Each request alone on the server of SERVER_ROOT, against the database at `databaseUrl`. */
async function measure(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM tickets t JOIN time_slots s ON s.id = t.time_slot_id
      WHERE extract(year FROM s.date) = extract(year FROM current_date)`,
  );
  await client.end();
  const year = new Date().getFullYear();
  const server = await startServer({ DATABASE_URL: databaseUrl });
  try {
    const cookie = await staffCookie(server.url);
    const summary = await timeAlone(`${server.url}/api/admin/statistics/year?year=${year}`, cookie);
    const statistics = await timeAlone(
      `${server.url}/api/admin/statistics?fromDate=${year}-01-01&untilDate=${year}-12-31`,
      cookie,
    );
    console.log(
      `${rows[0]!.n} tickets in ${year}: year summary ${summary.toFixed(0)} ms, statistics of the year (all rooms) ${statistics.toFixed(0)} ms (median of 5, each alone)`,
    );
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  const reuse = process.env.BENCH_YEAR_DB_URL;
  if (reuse) return measure(reuse);
  const db = await createBenchDatabase('postgres');
  try {
    const migrating = await startServer(db.serverEnv); // applies the migrations
    await migrating.stop();
    const raw = await db.openRaw(1);
    const { slots } = await seedGrowthRooms(raw, GROWTH_DAYS);
    const t0 = performance.now();
    await insertGrowthTickets(raw, slots, 1, SIZE);
    console.log(`${SIZE} tickets inserted in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
    // the nightly erasure, as the server runs it: past days counted, personal columns cleared
    const server = await openDatabase({ databaseUrl: db.serverEnv.DATABASE_URL });
    const t1 = performance.now();
    const { timeZone } = testConfig({ DATABASE_URL: db.serverEnv.DATABASE_URL! });
    const erased = await eraseExpiredPersonalData(
      server.db,
      archiveClock(systemClock, timeZone).wallClock(),
    );
    console.log(
      `nightly erasure: ${erased.tickets} tickets in ${((performance.now() - t1) / 1000).toFixed(0)} s`,
    );
    await server.close();
    await raw.exec('VACUUM ANALYZE');
    await raw.close();
    await measure(db.serverEnv.DATABASE_URL!);
  } finally {
    // BENCH_KEEP_DB=1: leave the database for EXPLAIN or a second measurement
    if (process.env.BENCH_KEEP_DB === '1') console.log(`kept: ${db.serverEnv.DATABASE_URL}`);
    else await db.drop();
  }
}

await main();
