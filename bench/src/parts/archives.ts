/**
 * Many archives on one installation (PostgreSQL only): the hold (`POST /api/transactions`)
 * and the month calendar (`GET /api/rooms/{id}/booking`) of one archive, first with that
 * archive alone, then after more archives with rooms, a year of slots and tickets each were
 * added — in one run, on one database. Goal: within 10 % of the one-archive figures.
 *
 * Measured with more archives: the default archive at `/api/…`, and an added archive at its
 * own `/{slug}/api/…` when the server routes it (checked with one request first; without the
 * routing only the default archive can be reached, and the report says so).
 */
import os from 'node:os';
import {
  openArchiveRaw,
  seedArchives,
  tableSizes,
  vacuumAnalyze,
  type SeededArchives,
} from '../lib/archives-data';
import type { BenchDatabase } from '../lib/database';
import { randomIp, XHR, type Rate } from '../lib/load';
import { f0, f1, f2, isoDay, log, pick, table, warmCannon } from '../lib/measure';
import { startServer } from '../lib/server';
import { seedVisitorData, type VisitorData } from '../lib/workload';
import { migrate, type BenchOptions } from './options';

/** What the added archives hold each: rooms, days of slots (four a day), tickets per slot. */
export const ARCHIVE_SEED = { rooms: 5, days: 365, ticketsPerSlot: 2 } as const;

/** One archive as the load reaches it: its URL prefix and its visitor scenarios' data. */
interface Target {
  label: string;
  /** '' (the default archive at /api) or `/{slug}` */
  prefix: string;
  data: VisitorData;
}

interface Rounds {
  hold: Rate[];
  calendar: Rate[];
}

export interface ArchivesFigures {
  /** archives in the second phase, the default one included */
  archives: number;
  seeded: Omit<SeededArchives, 'archives'> & { sizes: Record<string, string> };
  /** whether an added archive answered at `/{slug}/api/…` */
  routed: boolean;
  routedSlug: string;
  /** 1-, 5- and 15-minute load averages before each phase and at the end */
  load: { alone: number[]; many: number[]; end: number[] };
  /** the default archive alone */
  alone: Rounds;
  /** with the added archives, by target label */
  many: Record<string, Rounds>;
}

const MONTH = () => ({ from: isoDay(2), until: isoDay(31) });

export async function archives(db: BenchDatabase, o: BenchOptions): Promise<ArchivesFigures> {
  const url = db.serverEnv.DATABASE_URL;
  if (db.kind !== 'postgres' || !url) throw new Error('the archives part needs PostgreSQL');
  await migrate(db);
  const raw = await db.openRaw(1);
  const home = await seedVisitorData(raw, 0);
  await raw.close();
  await vacuumAnalyze(url);
  const defaultTarget: Target = { label: 'default archive, `/api/…`', prefix: '', data: home };

  const loadAlone = os.loadavg();
  log(`postgres: one archive alone (load ${loadAlone.map(f2).join(' ')})`);
  const alone = (await measurePhase(db, [defaultTarget], o))[defaultTarget.label]!;

  log(`postgres: adding ${o.archives - 1} archives × ${ARCHIVE_SEED.rooms} rooms × a year`);
  const seeded = await seedArchives(url, { count: o.archives - 1, ...ARCHIVE_SEED }, (line) =>
    log(`postgres: ${line}`),
  );
  const other = seeded.archives[Math.floor(seeded.archives.length / 2)]!;
  const otherRaw = await openArchiveRaw(url, other.id);
  const otherData = await seedVisitorData(otherRaw, 0);
  await otherRaw.close();
  await vacuumAnalyze(url);
  const sizes = await tableSizes(url);
  log(`postgres: seeded in ${f0(seeded.seconds)} s (${JSON.stringify(sizes)})`);

  const loadMany = os.loadavg();
  log(`postgres: ${o.archives} archives (load ${loadMany.map(f2).join(' ')})`);
  const routedTarget: Target = {
    label: `archive ${other.slug}, \`/${other.slug}/api/…\``,
    prefix: `/${other.slug}`,
    data: otherData,
  };
  let routed = false;
  const many = await measurePhase(db, [defaultTarget], o, async (serverUrl) => {
    routed = await answersAsArchive(serverUrl, routedTarget);
    log(`postgres: ${routedTarget.prefix}/api/… ${routed ? 'is routed' : 'is not routed'}`);
    return routed ? [routedTarget] : [];
  });
  return {
    archives: o.archives,
    seeded: { slots: seeded.slots, tickets: seeded.tickets, seconds: seeded.seconds, sizes },
    routed,
    routedSlug: other.slug,
    load: { alone: loadAlone, many: loadMany, end: os.loadavg() },
    alone,
    many,
  };
}

/**
 * A server started on the database (its own process), then `o.archiveRounds` rounds of hold
 * and calendar on each target, round after round, so a drift of the machine's load touches
 * every target alike. `more` adds targets once the server runs (the routed archive).
 */
async function measurePhase(
  db: BenchDatabase,
  targets: Target[],
  o: BenchOptions,
  more?: (serverUrl: string) => Promise<Target[]>,
): Promise<Record<string, Rounds>> {
  const server = await startServer(db.serverEnv);
  try {
    const all = [...targets, ...((await more?.(server.url)) ?? [])];
    const out: Record<string, Rounds> = Object.fromEntries(
      all.map((t) => [t.label, { hold: [], calendar: [] }]),
    );
    for (let round = 1; round <= o.archiveRounds; round++)
      for (const t of all) {
        log(`postgres: round ${round}, ${t.label}: hold, month calendar`);
        out[t.label]!.hold.push(await hold(server.url, t, o));
        out[t.label]!.calendar.push(await calendar(server.url, t, o));
      }
    return out;
  } finally {
    await server.stop();
  }
}

function hold(serverUrl: string, t: Target, o: BenchOptions): Promise<Rate> {
  return warmCannon({
    url: `${serverUrl}${t.prefix}/api/transactions`,
    method: 'POST',
    connections: o.connections,
    duration: o.seconds,
    headers: { 'content-type': 'application/json', ...XHR },
    requests: [
      {
        setupRequest: (req) => ({
          ...req,
          headers: { ...req.headers, 'x-forwarded-for': randomIp() },
          body: JSON.stringify({ timeSlotId: pick(t.data.holdSlots) }),
        }),
      },
    ],
  });
}

function calendar(serverUrl: string, t: Target, o: BenchOptions): Promise<Rate> {
  const { from, until } = MONTH();
  return warmCannon({
    url: `${serverUrl}${t.prefix}/api/rooms/${t.data.calendarRoom}/booking?fromDate=${from}&untilDate=${until}`,
    connections: o.connections,
    duration: o.seconds,
  });
}

/** Whether `GET {prefix}/api/rooms/{calendar room}/booking` answers that archive's slots. */
async function answersAsArchive(serverUrl: string, target: Target): Promise<boolean> {
  const { from, until } = MONTH();
  const res = await fetch(
    `${serverUrl}${target.prefix}/api/rooms/${target.data.calendarRoom}/booking?fromDate=${from}&untilDate=${until}`,
  ).catch(() => undefined);
  if (!res?.ok || !res.headers.get('content-type')?.includes('json')) return false;
  const body = (await res.json()) as unknown;
  const slots = Array.isArray(body) ? body : (body as { content?: unknown[] }).content;
  return Array.isArray(slots) && slots.length > 0;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/** Median req/s of the rounds, then each round's. */
const perSecond = (rs: Rate[]) =>
  `${f0(median(rs.map((r) => r.perSecond)))} (${rs.map((r) => f0(r.perSecond)).join(', ')})`;
const latency = (rs: Rate[]) =>
  `${f1(median(rs.map((r) => r.p50)))} / ${f1(median(rs.map((r) => r.p99)))}`;
const failed = (rs: Rate[]) => rs.reduce((n, r) => n + r.failed, 0);

/** The report's table: each target's median with many archives against the one alone. */
export function archivesReport(f: ArchivesFigures, o: BenchOptions): string[] {
  const rows: string[][] = [];
  for (const [label, many] of Object.entries(f.many))
    for (const job of ['hold', 'calendar'] as const) {
      const one = f.alone[job];
      const ratio = median(many[job].map((r) => r.perSecond)) / median(one.map((r) => r.perSecond));
      rows.push([
        job === 'hold' ? 'hold `POST …/transactions`' : 'month calendar `GET …/rooms/{id}/booking`',
        label,
        perSecond(one),
        latency(one),
        perSecond(many[job]),
        latency(many[job]),
        `${failed(one)} / ${failed(many[job])}`,
        `${f2(ratio)}× ${Math.abs(ratio - 1) <= 0.1 ? '(within 10 %)' : '(not within 10 %)'}`,
      ]);
    }
  const load = (l: number[]) => l.map(f2).join(' ');
  const notes = [
    `Added ${f.archives - 1} archives × ${ARCHIVE_SEED.rooms} rooms × ${ARCHIVE_SEED.days} days × 4 slots ` +
      `(${f.seeded.slots} slots, ${f.seeded.tickets} booked tickets, ${ARCHIVE_SEED.ticketsPerSlot} a slot) ` +
      `in ${f0(f.seeded.seconds)} s; table sizes ${Object.entries(f.seeded.sizes)
        .map(([t, s]) => `${t} ${s}`)
        .join(', ')}.`,
    f.routed
      ? `Archive ${f.routedSlug} (one of the ${f.archives}) answered at /${f.routedSlug}/api/…: measured there and at the default archive's /api/….`
      : `No routing to /${f.routedSlug}/api/… at this commit: measured is the default archive at /api/… among ${f.archives - 1} others.`,
    `Load average (1, 5, 15 min): before one archive ${load(f.load.alone)}, before ${f.archives} archives ${load(f.load.many)}, at the end ${load(f.load.end)}.`,
  ];
  const text = table(
    `postgres: one archive alone vs ${f.archives} archives (${o.connections} connections, ` +
      `${o.seconds} s, median of ${o.archiveRounds} rounds)`,
    [
      'job',
      'measured',
      '1 archive req/s (rounds)',
      '1 archive p50 / p99 ms',
      `${f.archives} archives req/s (rounds)`,
      `${f.archives} archives p50 / p99 ms`,
      'failed',
      `${f.archives} / 1`,
    ],
    rows,
  );
  for (const n of notes) console.log(n);
  return [text, '', ...notes];
}
