/**
 * The month calendar against the database's own speed (PostgreSQL only): `GET
 * /api/rooms/{id}/booking` for a month of one room, against the MINIMAL statement for the same
 * month run by pgbench — the room's slots of 31 days left-joined to their tickets, grouped,
 * with the count of booked ones; one statement, prepared (`-M prepared`), no `\set`. Goal: the
 * API at ≥ 0.5× pgbench's rate, at the same concurrency (`--sql-connections`, default 4).
 *
 * Unlike the `calendar` part (the server's own two statements run raw, which measures what HTTP
 * and the service add), this compares with the least a database must do for the answer. The
 * server runs in its own process; the API load comes from this process (autocannon), pgbench
 * runs as its own process (`-c 4 -j 2`), as the app's role in the default archive
 * (`PGOPTIONS`), so row-level security filters its rows as it filters the server's.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  APP_ROLE,
  ARCHIVE_SETTING,
  DEFAULT_ARCHIVE_ID,
} from '../../../packages/server/src/db/archives';
import type { BenchDatabase } from '../lib/database';
import type { Rate } from '../lib/load';
import { f0, f1, f2, isoDay, log, table, warmCannon } from '../lib/measure';
import { startServer } from '../lib/server';
import { migrate, type BenchOptions } from './options';

const run = promisify(execFile);

/** pgbench of the PostgreSQL client tools (Debian's path), or BENCH_PGBENCH. */
const PGBENCH = process.env.BENCH_PGBENCH ?? '/usr/bin/pgbench';

/** The month: 31 days from the day after tomorrow, four slots a day, one booked ticket each. */
const DAYS = 31;

export interface CalendarSqlFigures {
  slots: number;
  connections: number;
  api: Rate;
  pgbench: { tps: number; latencyMs: number; failed: number };
}

/** The minimal statement: a month of slots with their booked tickets counted. */
export function minimalCalendarSql(roomId: number, from: string, until: string): string {
  return `SELECT s.id, s.date, s.start_time, s.end_time, s.capacity,
       count(t.id) FILTER (WHERE t.status = 'BOOKED') AS booked
  FROM time_slots s LEFT JOIN tickets t ON t.time_slot_id = s.id
 WHERE s.room_id = ${roomId} AND s.date BETWEEN '${from}' AND '${until}'
 GROUP BY s.id, s.date, s.start_time, s.end_time, s.capacity
 ORDER BY s.date, s.start_time;
`;
}

export async function seedCalendarSql(db: BenchDatabase): Promise<number> {
  const raw = await db.openRaw(1);
  try {
    const [room] = await raw.query<{ id: number }>(
      `INSERT INTO rooms (name, description, capacity, open_start_value, open_end_value)
       VALUES ('Bench calendar vs SQL', 'bench', 99999, 0, 365) RETURNING id`,
    );
    const roomId = room!.id;
    await raw.query(
      `INSERT INTO time_slots (room_id, date, start_time, end_time, capacity)
       SELECT $1, current_date + d, v.st::time, v.en::time, 50
         FROM generate_series(2, ${DAYS + 1}) AS d
        CROSS JOIN (VALUES ('09:00','10:00'),('10:00','11:00'),('13:00','14:00'),('14:00','15:00')) AS v(st, en)`,
      [roomId],
    );
    await raw.query(
      `INSERT INTO transactions (id, expired_at, booked_at)
       SELECT 'cs-' || s.id, now() + interval '1 day', now() FROM time_slots s WHERE s.room_id = $1`,
      [roomId],
    );
    await raw.query(
      `INSERT INTO tickets (transaction_id, time_slot_id, status, booked_at, booking_number,
                            last_name, first_name, email)
       SELECT 'cs-' || s.id, s.id, 'BOOKED', now(), 'S' || lpad(to_hex(s.id), 7, '0'),
              'Muster', 'Maria', 'maria.muster@example.org'
         FROM time_slots s WHERE s.room_id = $1`,
      [roomId],
    );
    await raw.exec('ANALYZE');
    return roomId;
  } finally {
    await raw.close();
  }
}

/** pgbench's `tps = …` (without the initial connection time) and its latency average. */
async function pgbench(
  url: string,
  script: string,
  connections: number,
  seconds: number,
): Promise<CalendarSqlFigures['pgbench']> {
  const { stdout } = await run(
    PGBENCH,
    [
      '-n', // no vacuum of pgbench's own tables (there are none)
      '-M',
      'prepared',
      '-c',
      String(connections),
      '-j',
      String(Math.min(2, connections)),
      '-T',
      String(Math.max(1, Math.round(seconds))),
      '-f',
      script,
      url,
    ],
    {
      env: {
        ...process.env,
        PGOPTIONS: `-c role=${APP_ROLE} -c ${ARCHIVE_SETTING}=${DEFAULT_ARCHIVE_ID}`,
      },
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout);
  if (!tps) throw new Error(`pgbench printed no tps:\n${stdout}`);
  const latency = /latency average = ([\d.]+) ms/.exec(stdout);
  const failed = /number of failed transactions: (\d+)/.exec(stdout);
  return {
    tps: Number(tps[1]),
    latencyMs: latency ? Number(latency[1]) : 0,
    failed: failed ? Number(failed[1]) : 0,
  };
}

export async function calendarSql(
  db: BenchDatabase,
  o: BenchOptions,
): Promise<CalendarSqlFigures | undefined> {
  if (db.kind !== 'postgres') {
    log(`${db.kind}: the calendar-sql part needs pgbench and PostgreSQL, skipped`);
    return undefined;
  }
  await migrate(db);
  const roomId = await seedCalendarSql(db);
  const from = isoDay(2);
  const until = isoDay(DAYS + 1);
  const connections = o.sqlConnections;

  const server = await startServer(db.serverEnv);
  let api: Rate;
  try {
    log(`${db.kind}: month calendar via API, ${connections} connections`);
    const url = `${server.url}/api/rooms/${roomId}/booking?fromDate=${from}&untilDate=${until}`;
    const check = await fetch(url);
    const slots = ((await check.json()) as unknown[]).length;
    if (slots !== DAYS * 4)
      throw new Error(`the calendar answered ${slots} slots, not ${DAYS * 4}`);
    api = await warmCannon({ url, connections, duration: o.seconds }, o.warm);
  } finally {
    await server.stop();
  }

  log(`${db.kind}: the minimal statement by pgbench, ${connections} connections`);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lesesaal-pgbench-'));
  try {
    const script = path.join(dir, 'calendar.sql');
    await writeFile(script, minimalCalendarSql(roomId, from, until));
    const databaseUrl = db.serverEnv.DATABASE_URL!;
    if (o.warm > 0) await pgbench(databaseUrl, script, connections, o.warm);
    const measured = await pgbench(databaseUrl, script, connections, o.seconds);
    return { slots: DAYS * 4, connections, api, pgbench: measured };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export function calendarSqlReport(kind: string, c: CalendarSqlFigures): string[] {
  return [
    table(
      `${kind}: month calendar (${c.slots} slots, one booked ticket each) vs the minimal SQL by pgbench (${c.connections} connections)`,
      [
        'API req/s',
        'API p50 / p99 ms',
        'API failed',
        'pgbench tps',
        'pgbench latency ms',
        'pgbench failed',
        'API / pgbench',
      ],
      [
        [
          f0(c.api.perSecond),
          `${f1(c.api.p50)} / ${f1(c.api.p99)}`,
          String(c.api.failed),
          f0(c.pgbench.tps),
          f2(c.pgbench.latencyMs),
          String(c.pgbench.failed),
          `${f2(c.api.perSecond / c.pgbench.tps)}×`,
        ],
      ],
    ),
  ];
}
