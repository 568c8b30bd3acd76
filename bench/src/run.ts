/**
 * Load figures for the visitor's hot paths, printed as a table (never asserted: machines
 * are shared and noisy). Runs the real app in process on PGlite, or on PostgreSQL when
 * BENCH_DATABASE_URL is set (a fresh database is created there and dropped afterwards).
 *
 *   npm run bench                      # PGlite
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench
 */
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../../packages/server/src/app';
import { openDatabase, type Database } from '../../packages/server/src/db/client';
import { rooms, timeSlots } from '../../packages/server/src/db/schema/index';
import { createMemoryMailTransport } from '../../packages/server/src/mail/transport';
import { testConfig } from '../../packages/server/src/test/app';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);

async function openBenchDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl)
    return { database: await openDatabase({ dataDir: null }), drop: async () => undefined };
  const name = `lesesaal_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 20 });
  return {
    database,
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

function addDays(iso: string, n: number): string {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

async function main(): Promise<void> {
  const { database, drop } = await openBenchDatabase();
  const config = testConfig({ MAX_RESERVATIONS: '5' });
  const app = await buildApp({
    config,
    db: database.db,
    ping: database.ping,
    mail: createMemoryMailTransport(),
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });

  // One room, 60 days × 4 slots, capacity large enough that holds never run out.
  const today = new Date().toISOString().slice(0, 10);
  const [room] = await database.db
    .insert(rooms)
    .values({
      name: 'Bench-Lesesaal',
      description: 'Benchmark',
      capacity: 99999,
      openStartValue: 0,
      openEndValue: 365,
    })
    .returning();
  const slotRows = [];
  for (let day = 1; day <= 60; day++) {
    for (const [s, e] of [
      ['09:00', '10:00'],
      ['10:00', '11:00'],
      ['13:00', '14:00'],
      ['14:00', '15:00'],
    ] as const) {
      slotRows.push({
        roomId: room!.id,
        date: addDays(today, day),
        startTime: s,
        endTime: e,
        capacity: 99999,
      });
    }
  }
  const slots = await database.db
    .insert(timeSlots)
    .values(slotRows)
    .returning({ id: timeSlots.id });
  const from = addDays(today, 1);
  const until = addDays(today, 31);

  const scenarios: Array<{ name: string; opts: autocannon.Options }> = [
    { name: 'GET /api/rooms', opts: { url: `${address}/api/rooms` } },
    {
      name: 'GET /api/rooms/{id}/booking (month)',
      opts: { url: `${address}/api/rooms/${room!.id}/booking?fromDate=${from}&untilDate=${until}` },
    },
    {
      name: 'POST /api/transactions (hold a seat)',
      opts: {
        url: `${address}/api/transactions`,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        requests: [
          {
            setupRequest: (req) => ({
              ...req,
              body: JSON.stringify({
                timeSlotId: slots[Math.floor(Math.random() * slots.length)]!.id,
              }),
            }),
          },
        ],
      },
    },
  ];

  const rows: string[][] = [];
  for (const s of scenarios) {
    const result = await autocannon({ ...s.opts, connections: 10, duration: DURATION });
    const non2xx = result.non2xx + result.errors;
    rows.push([
      s.name,
      result.requests.average.toFixed(0),
      result.latency.p50.toFixed(1),
      result.latency.p99.toFixed(1),
      String(non2xx),
    ]);
  }
  const mem = process.memoryUsage();
  const header = ['scenario', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ');
  console.log(
    `\nLesesaal bench on ${database.driver}, ${DURATION}s per scenario, 10 connections, Node ${process.version}`,
  );
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const r of rows) console.log(line(r));
  console.log(
    `\nprocess memory: rss ${(mem.rss / 1048576).toFixed(0)} MB, heap used ${(mem.heapUsed / 1048576).toFixed(0)} MB`,
  );

  await app.close();
  await database.close();
  await drop();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
