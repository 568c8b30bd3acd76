/**
 * Issue 13: the year summary (and the statistics of a year) with 1 M tickets on PostgreSQL.
 * The growth data of `npm run bench` (50 rooms, three slots a day a year back and ahead, 90 %
 * BOOKED, every 25th ticket with an accessible seat), every ticket of a past day counted into
 * `daily_statistics` and its personal data erased as the nightly job does; then each request
 * alone, median of 5, after one warm-up.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
 *     node --import tsx bench/src/year-summary.ts [tickets, default 1000000]
 */
import { createBenchDatabase } from './lib/database';
import { staffCookie, startServer } from './lib/server';
import { insertGrowthTickets, seedGrowthRooms } from './lib/workload';

const SIZE = Number(process.argv[2] ?? 1_000_000);

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

async function main(): Promise<void> {
  const db = await createBenchDatabase('postgres');
  try {
    const migrating = await startServer(db.serverEnv); // applies the migrations
    await migrating.stop();
    const raw = await db.openRaw(1);
    const { slots } = await seedGrowthRooms(raw);
    const t0 = performance.now();
    await insertGrowthTickets(raw, slots, 1, SIZE);
    console.log(`${SIZE} tickets inserted in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
    // what the nightly erasure leaves: past days counted, personal columns cleared
    await raw.exec(`
      INSERT INTO daily_statistics (date, room_id, accessible_count)
      SELECT s.date, s.room_id, count(*) FILTER (WHERE t.accessibility IS TRUE)
        FROM tickets t JOIN time_slots s ON s.id = t.time_slot_id
       WHERE s.date < current_date AND t.status = 'BOOKED' GROUP BY s.date, s.room_id;
      UPDATE tickets t SET accessibility = NULL, first_name = NULL, last_name = NULL,
             email = NULL, phone = NULL, organisation = NULL, personal_data_erased_at = now()
        FROM time_slots s WHERE s.id = t.time_slot_id AND s.date < current_date;`);
    await raw.exec('VACUUM ANALYZE');
    const [row] = await raw.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM tickets t JOIN time_slots s ON s.id = t.time_slot_id
        WHERE extract(year FROM s.date) = extract(year FROM current_date)`,
    );
    await raw.close();
    const year = new Date().getFullYear();
    const server = await startServer(db.serverEnv);
    try {
      const cookie = await staffCookie(server.url);
      const summary = await timeAlone(
        `${server.url}/api/admin/statistics/year?year=${year}`,
        cookie,
      );
      const statistics = await timeAlone(
        `${server.url}/api/admin/statistics?fromDate=${year}-01-01&untilDate=${year}-12-31`,
        cookie,
      );
      console.log(
        `${SIZE} tickets (${row!.n} in ${year}): year summary ${summary.toFixed(0)} ms, statistics of the year (all rooms) ${statistics.toFixed(0)} ms (median of 5, each alone)`,
      );
    } finally {
      await server.stop();
    }
  } finally {
    // BENCH_KEEP_DB=1: leave the database for EXPLAIN (its URL is printed)
    if (process.env.BENCH_KEEP_DB === '1') console.log(`kept: ${db.serverEnv.DATABASE_URL}`);
    else await db.drop();
  }
}

await main();
