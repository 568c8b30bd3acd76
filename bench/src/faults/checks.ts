/**
 * What the fault suite checks in the database after a fault, and the figures it prints.
 * Plain SQL on the schema, no app code, reading only (the seed goes through the API:
 * seed.ts); the same on PostgreSQL and PGlite.
 */
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { LoadResult } from './load';
import { query } from './postgres';

export type Sql = <T>(text: string) => Promise<T[]>;

export function postgresSql(url: string): Sql {
  return (text) => query(url, text);
}

/** Opens the embedded database of a stopped server's DATA_DIR for `fn`. */
export async function withPglite<T>(dataDir: string, fn: (sql: Sql) => Promise<T>): Promise<T> {
  const db = new PGlite(path.join(dataDir, 'db'), { extensions: { btree_gist, pg_trgm } });
  await db.waitReady;
  try {
    return await fn(async (text) => (await db.query(text)).rows as never);
  } finally {
    await db.close();
  }
}

export interface Integrity {
  /** acknowledged booked tickets not BOOKED in the database */
  lost: number;
  /** slots with more booked seats than capacity */
  oversold: number;
  /** bookings half written: a booked transaction with a ticket not booked, or a booked ticket without number or booked transaction */
  halfWritten: number;
}

export async function integrity(sql: Sql, load: LoadResult): Promise<Integrity> {
  const booked = new Set(
    (await sql<{ id: number }>(`SELECT id FROM tickets WHERE status = 'BOOKED'`)).map((r) =>
      Number(r.id),
    ),
  );
  const lost = load.acknowledged.flatMap((a) => a.ticketIds).filter((id) => !booked.has(id)).length;
  const [over] = await sql<{ n: number }>(
    `SELECT count(*)::int AS n FROM time_slots s
      WHERE (SELECT count(*) FROM tickets t WHERE t.time_slot_id = s.id AND t.status = 'BOOKED'
               AND t.seat_released_at IS NULL) > s.capacity`,
  );
  const [half] = await sql<{ n: number }>(
    `SELECT (SELECT count(*)::int FROM transactions tr
              WHERE tr.booked_at IS NOT NULL
                AND EXISTS (SELECT 1 FROM tickets t WHERE t.transaction_id = tr.id AND t.status <> 'BOOKED'
                              AND t.cancelled_at IS NULL))
          + (SELECT count(*)::int FROM tickets t LEFT JOIN transactions tr ON tr.id = t.transaction_id
              WHERE t.status = 'BOOKED' AND (t.booking_number IS NULL OR tr.booked_at IS NULL)) AS n`,
  );
  return { lost, oversold: Number(over!.n), halfWritten: Number(half!.n) };
}

export interface Figures {
  scenario: string;
  /** seconds from the fault until the database (or mail server) was back or promoted */
  failoverSeconds: number | null;
  /** seconds from the fault until the first booking acknowledged after it */
  firstSuccessSeconds: number | null;
  answered2xx: number;
  answered503: number;
  answered500: number;
  /** no answer (connection refused or reset: the server process was gone) */
  noAnswer: number;
  longestWaitSeconds: number;
  acknowledged: number;
  /** bookings acknowledged before the fault: none means the seed or the load is wrong */
  acknowledgedBefore: number;
  /** seconds from the load's first request to the fault, and to the first booking */
  faultAfterSeconds: number | null;
  firstBookingSeconds: number | null;
  /** answers by call and status, e.g. `book 200: 812` */
  byCall: Record<string, number>;
  lost: number;
  oversold: number;
  halfWritten: number | null;
  mailsLost: number | null;
  mailsDoubled: number | null;
  notes: string[];
  /** why the scenario could not run here: no verdict, so the run fails */
  notRun?: string;
  /** set when the fault never reached the server (e.g. the disk filled, no write met it) */
  faultMissed?: string;
}

/** The figures of a scenario that could not run here (a tool or a mount missing). */
export function notRun(scenario: string, why: string): Figures {
  return {
    scenario,
    failoverSeconds: null,
    firstSuccessSeconds: null,
    answered2xx: 0,
    answered503: 0,
    answered500: 0,
    noAnswer: 0,
    longestWaitSeconds: 0,
    acknowledged: 0,
    acknowledgedBefore: 0,
    faultAfterSeconds: null,
    firstBookingSeconds: null,
    byCall: {},
    lost: 0,
    oversold: 0,
    halfWritten: null,
    mailsLost: null,
    mailsDoubled: null,
    notes: [],
    notRun: why,
  };
}

export function requestFigures(load: LoadResult, faultAt: number) {
  let answered2xx = 0;
  let answered503 = 0;
  let answered500 = 0;
  let noAnswer = 0;
  let longest = 0;
  for (const [, ms, , status] of load.requests) {
    if (status >= 200 && status < 300) answered2xx++;
    else if (status === 503) answered503++;
    else if (status >= 500) answered500++;
    else if (status === 0) noAnswer++;
    longest = Math.max(longest, ms);
  }
  const loadStart = load.requests.reduce((min, [start]) => Math.min(min, start), Infinity);
  const firstEver = load.acknowledged.reduce<number | null>(
    (min, a) => (min === null ? a.at : Math.min(min, a.at)),
    null,
  );
  // the first booking sent after the fault and acknowledged
  const after = load.acknowledged.filter((a) => a.start >= faultAt).map((a) => a.at);
  const first = after.length ? Math.min(...after) : null;
  const byCall: Record<string, number> = {};
  for (const [, , op, status] of load.requests)
    byCall[`${op} ${status}`] = (byCall[`${op} ${status}`] ?? 0) + 1;
  return {
    byCall,
    answered2xx,
    answered503,
    answered500,
    noAnswer,
    longestWaitSeconds: round(longest / 1000),
    firstSuccessSeconds: first === null ? null : round((first - faultAt) / 1000),
    acknowledged: load.acknowledged.length,
    acknowledgedBefore: load.acknowledged.filter((a) => a.at <= faultAt).length,
    faultAfterSeconds: load.requests.length ? round((faultAt - loadStart) / 1000) : null,
    firstBookingSeconds: firstEver === null ? null : round((firstEver - loadStart) / 1000),
  };
}

export function round(n: number): number {
  return Math.round(n * 10) / 10;
}
