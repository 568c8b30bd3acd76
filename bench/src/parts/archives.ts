/**
 * Many archives on one installation (PostgreSQL only): the hold (`POST /api/transactions`)
 * and the month calendar (`GET /api/rooms/{id}/booking`) of one archive, first with that
 * archive alone, then after more archives with rooms, a year of slots and tickets each were
 * added — in one run, on one database (and a one-archive twin, below). Goal: within 10 % of
 * the one-archive figures.
 *
 * Measured with more archives: the default archive at `/api/…`, and an added archive at its
 * own `/{slug}/api/…` when the server routes it (checked with one request first; without the
 * routing only the default archive can be reached, and the report says so). Each is compared
 * with the first phase and with a one-archive twin database on its own server, measured in
 * turn with them round by round: on a shared machine the load drifts over the minutes of
 * seeding, and only figures taken side by side compare within 10 %.
 */
import os from 'node:os';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  explainAsApp,
  openArchiveRaw,
  seedArchives,
  tableSizes,
  vacuumAnalyze,
  type Plan,
  type SeededArchives,
} from '../lib/archives-data';
import { createBenchDatabase, type BenchDatabase } from '../lib/database';
import { type Rate } from '../lib/load';
import { f0, f1, f2, holdLoad, isoDay, log, table, warmCannon } from '../lib/measure';
import { startServer, type RunningServer } from '../lib/server';
import { ACTIVE_COUNT, HELD_SEATS, seedVisitorData, type VisitorData } from '../lib/workload';
import { migrate, type BenchOptions } from './options';

/**
 * What the added archives hold each: rooms and tickets per slot; their days of slots (four a
 * day) are `--archive-days` (a year by default).
 */
export const ARCHIVE_SEED = { rooms: 5, ticketsPerSlot: 2 } as const;

/** One archive as the load reaches it: its server, URL prefix and visitor scenarios' data. */
interface Target {
  label: string;
  /** the server that serves it: the measured database's, or the one-archive twin's */
  server: 'main' | 'twin';
  /** '' (the default archive at /api) or `/{slug}` */
  prefix: string;
  data: VisitorData;
  /** the phase's hold slots: the first half of the hold room's before, the second after */
  holdSlots: number[];
}

/** Each phase holds seats in slots no earlier hold touched, so both start from none held. */
const phaseSlots = (data: VisitorData, phase: 'alone' | 'many') => {
  const half = data.holdSlots.length >> 1;
  return phase === 'alone' ? data.holdSlots.slice(0, half) : data.holdSlots.slice(half);
};

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
  /** the default archive alone, before the others were added */
  alone: Rounds;
  /** the one-archive twin database, measured in turn with the many archives */
  twin: Rounds;
  /** with the added archives, by target label */
  many: Record<string, Rounds>;
  /** the main statements' plans as the app runs them, by target label */
  plans: Record<string, Plan[]>;
}

const MONTH = () => ({ from: isoDay(2), until: isoDay(31) });
const TWIN = 'one archive (twin database), `/api/…`';

/** Migrations, the visitor scenarios' rooms in the default archive, VACUUM ANALYZE. */
async function prepare(db: BenchDatabase, url: string): Promise<VisitorData> {
  await migrate(db);
  const raw = await db.openRaw(1);
  const data = await seedVisitorData(raw, 0);
  await raw.close();
  await vacuumAnalyze(url);
  return data;
}

/** The hold's and the calendar's main reads for a target's data, values inlined. */
function mainStatements(t: Target): Array<{ name: string; sql: string }> {
  const { from, until } = MONTH();
  const slot = t.holdSlots[0]!;
  return [
    {
      name: 'calendar: a month of slots with their active counts',
      sql: `SELECT s.id, s.date, s.start_time, s.end_time, s.capacity, ${ACTIVE_COUNT('s.id')} AS active
              FROM time_slots s WHERE s.room_id = ${t.data.calendarRoom}
               AND s.date BETWEEN '${from}' AND '${until}' ORDER BY s.date, s.start_time`,
    },
    {
      name: 'hold: the slot with its room and active count',
      sql: `SELECT s.*, r.name, ${ACTIVE_COUNT('s.id')} AS active
              FROM time_slots s JOIN rooms r ON r.id = s.room_id WHERE s.id = ${slot}`,
    },
    {
      name: "hold: the address's held seats",
      sql: `SELECT * FROM ${HELD_SEATS("'10.1.2.3'")} AS h`,
    },
  ];
}

export async function archives(db: BenchDatabase, o: BenchOptions): Promise<ArchivesFigures> {
  const url = db.serverEnv.DATABASE_URL;
  if (db.kind !== 'postgres' || !url) throw new Error('the archives part needs PostgreSQL');
  const homeData = await prepare(db, url);
  const homeAlone: Target = {
    label: 'default archive, `/api/…`',
    server: 'main',
    prefix: '',
    data: homeData,
    holdSlots: phaseSlots(homeData, 'alone'),
  };
  const loadAlone = os.loadavg();
  log(`postgres: one archive alone (load ${loadAlone.map(f2).join(' ')})`);
  const alone = (await measurePhase({ main: db }, [homeAlone], o))[homeAlone.label]!;
  const home: Target = { ...homeAlone, holdSlots: phaseSlots(homeData, 'many') };

  log(
    `postgres: adding ${o.archives - 1} archives × ${ARCHIVE_SEED.rooms} rooms × ${o.archiveDays} days`,
  );
  const seeded = await seedArchives(
    url,
    { count: o.archives - 1, ...ARCHIVE_SEED, days: o.archiveDays },
    (line) => log(`postgres: ${line}`),
  );
  const other = seeded.archives[Math.floor(seeded.archives.length / 2)]!;
  const otherRaw = await openArchiveRaw(url, other.id);
  const otherData = await seedVisitorData(otherRaw, 0);
  await otherRaw.close();
  await vacuumAnalyze(url);
  const sizes = await tableSizes(url);
  log(`postgres: seeded in ${f0(seeded.seconds)} s (${JSON.stringify(sizes)})`);

  const twinDb = await createBenchDatabase('postgres');
  try {
    const twinData = await prepare(twinDb, twinDb.serverEnv.DATABASE_URL!);
    const twin: Target = {
      label: TWIN,
      server: 'twin',
      prefix: '',
      data: twinData,
      holdSlots: phaseSlots(twinData, 'many'),
    };
    const plans: Record<string, Plan[]> = {
      [TWIN]: await explainAsApp(twinDb.serverEnv.DATABASE_URL!, 1, mainStatements(twin)),
      [home.label]: await explainAsApp(url, 1, mainStatements(home)),
    };
    const loadMany = os.loadavg();
    log(`postgres: ${o.archives} archives and the twin (load ${loadMany.map(f2).join(' ')})`);
    const routedTarget: Target = {
      label: `archive ${other.slug}, \`/${other.slug}/api/…\``,
      server: 'main',
      prefix: `/${other.slug}`,
      data: otherData,
      holdSlots: phaseSlots(otherData, 'many'),
    };
    let routed = false;
    plans[routedTarget.label] = await explainAsApp(url, other.id, mainStatements(routedTarget));
    writePlans(plans, o);
    const many = await measurePhase({ main: db, twin: twinDb }, [twin, home], o, async (urls) => {
      routed = await answersAsArchive(urls.main!, routedTarget);
      log(`postgres: ${routedTarget.prefix}/api/… ${routed ? 'is routed' : 'is not routed'}`);
      return routed ? [routedTarget] : [];
    });
    const { [TWIN]: twinRounds, ...rest } = many;
    return {
      archives: o.archives,
      seeded: { slots: seeded.slots, tickets: seeded.tickets, seconds: seeded.seconds, sizes },
      routed,
      routedSlug: other.slug,
      load: { alone: loadAlone, many: loadMany, end: os.loadavg() },
      alone,
      twin: twinRounds!,
      many: rest,
      plans,
    };
  } finally {
    await twinDb.drop();
  }
}

/**
 * A server per database (each its own process), then `o.archiveRounds` rounds of hold and
 * calendar on each target in turn, so a drift of the machine's load touches every target
 * alike. `more` adds targets once the servers run (the routed archive).
 */
async function measurePhase(
  dbs: Partial<Record<Target['server'], BenchDatabase>>,
  targets: Target[],
  o: BenchOptions,
  more?: (urls: Partial<Record<Target['server'], string>>) => Promise<Target[]>,
): Promise<Record<string, Rounds>> {
  const servers: Array<[Target['server'], RunningServer]> = [];
  try {
    for (const [name, db] of Object.entries(dbs))
      servers.push([name as Target['server'], await startServer(db.serverEnv)]);
    const urls = Object.fromEntries(servers.map(([name, s]) => [name, s.url]));
    const all = [...targets, ...((await more?.(urls)) ?? [])];
    const out: Record<string, Rounds> = Object.fromEntries(
      all.map((t) => [t.label, { hold: [], calendar: [] }]),
    );
    for (let round = 1; round <= o.archiveRounds; round++)
      for (const job of ['hold', 'calendar'] as const)
        // every other round in reverse order: no target always follows the same one
        for (const t of round % 2 ? all : [...all].reverse()) {
          log(`postgres: round ${round}, ${job}, ${t.label}`);
          const measure = job === 'hold' ? hold : calendar;
          out[t.label]![job].push(await measure(urls[t.server]!, t, o));
        }
    return out;
  } finally {
    for (const [, server] of servers) await server.stop();
  }
}

function hold(serverUrl: string, t: Target, o: BenchOptions): Promise<Rate> {
  return holdLoad(`${serverUrl}${t.prefix}/api`, t.holdSlots, o);
}

function calendar(serverUrl: string, t: Target, o: BenchOptions): Promise<Rate> {
  const { from, until } = MONTH();
  return warmCannon(
    {
      url: `${serverUrl}${t.prefix}/api/rooms/${t.data.calendarRoom}/booking?fromDate=${from}&untilDate=${until}`,
      connections: o.connections,
      duration: o.seconds,
    },
    o.warm,
  );
}

function writePlans(plans: Record<string, Plan[]>, o: BenchOptions): void {
  mkdirSync(o.resultsDir, { recursive: true });
  const text = Object.entries(plans).flatMap(([label, ps]) =>
    ps.map((p) => `## ${label}: ${p.name}\n\n${p.text}\n`),
  );
  writeFileSync(path.join(o.resultsDir, `${o.stamp}-archives-plans.txt`), text.join('\n'));
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

/** Median of the rounds' ratios `many[i] / base[i]` (rounds measured next to each other). */
const pairedRatio = (many: Rate[], base: Rate[]) =>
  median(many.map((r, i) => r.perSecond / Math.max(base[i]?.perSecond ?? 0, 1e-9)));

const within = (ratio: number) =>
  `${f2(ratio)}× ${Math.abs(ratio - 1) <= 0.1 ? '(within 10 %)' : '(not within 10 %)'}`;

/**
 * The report's table: each target with many archives against the default archive alone
 * before they were added (the run's first phase) and against the twin measured in turn.
 */
export function archivesReport(f: ArchivesFigures, o: BenchOptions): string[] {
  const rows: string[][] = [];
  for (const job of ['hold', 'calendar'] as const)
    for (const [label, many] of Object.entries(f.many)) {
      const rs = (xs: Rate[]) => median(xs.map((r) => r.perSecond));
      rows.push([
        job === 'hold' ? 'hold `POST …/transactions`' : 'month calendar `GET …/rooms/{id}/booking`',
        label,
        perSecond(f.alone[job]),
        perSecond(f.twin[job]),
        perSecond(many[job]),
        latency(many[job]),
        `${failed(f.alone[job])} / ${failed(f.twin[job])} / ${failed(many[job])}`,
        within(rs(many[job]) / rs(f.alone[job])),
        within(pairedRatio(many[job], f.twin[job])),
      ]);
    }
  const load = (l: number[]) => l.map(f2).join(' ');
  const n = f.archives;
  const notes = [
    `Added ${n - 1} archives × ${ARCHIVE_SEED.rooms} rooms × ${o.archiveDays} days × 4 slots ` +
      `(${f.seeded.slots} slots, ${f.seeded.tickets} booked tickets, ${ARCHIVE_SEED.ticketsPerSlot} a slot) ` +
      `in ${f0(f.seeded.seconds)} s; table sizes ${Object.entries(f.seeded.sizes)
        .map(([t, s]) => `${t} ${s}`)
        .join(', ')}.`,
    f.routed
      ? `Archive ${f.routedSlug} (one of the ${n}) answered at /${f.routedSlug}/api/…: measured there and at the default archive's /api/….`
      : `No routing to /${f.routedSlug}/api/… at this commit: measured is the default archive at /api/… among ${n - 1} others.`,
    ...Object.values(f.plans)[0]!.map(
      (p, i) =>
        `Plan as the app, ${p.name}: ` +
        Object.entries(f.plans)
          .map(([label, ps]) => `${label} ${f2(ps[i]!.ms)} ms, ${ps[i]!.buffers} buffers`)
          .join('; ') +
        '.',
    ),
    `Load average (1, 5, 15 min): before one archive ${load(f.load.alone)}, before ${n} archives ${load(f.load.many)}, at the end ${load(f.load.end)}.`,
  ];
  const text = table(
    `postgres: one archive vs ${n} archives (${o.connections} connections, ${o.seconds} s, ` +
      `median of ${o.archiveRounds} rounds; req/s: median (each round))`,
    [
      'job',
      `measured among ${n}`,
      '1 archive, before',
      '1 archive, twin in turn',
      `${n} archives`,
      `${n} archives p50 / p99 ms`,
      'failed (before / twin / many)',
      `${n} / before`,
      `${n} / twin (median of rounds)`,
    ],
    rows,
  );
  for (const line of notes) console.log(line);
  return [text, '', ...notes];
}
