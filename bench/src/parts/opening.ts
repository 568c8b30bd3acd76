/**
 * A room's fair opening under a crowd (PostgreSQL only): `--opening-visitors` visitors (10,000)
 * arrive over one minute around the room's release — most in the waiting room's pre-window,
 * the rest after the release — on TWO server processes sharing one database (each request to
 * either, at random). Each visitor joins the queue (`POST /api/rooms/{id}/opening/queue`), asks
 * for its place again after `retryAfterSeconds` (`GET …/opening/queue`), and once admitted holds
 * a seat of the day (`POST /api/transactions` with its `X-Queue-Pass`) within its turn. Goal:
 * p99 < 1 s for every kind of request; no seat oversold.
 *
 * The servers' clock is the real one: the room's release time is set to a minute boundary
 * 48–108 s ahead (the pre-window of 5 minutes covers now), arrivals run from 48 s before the
 * release to 12 s after it, and the run ends 45 s after the release. `--quick`: the release at
 * the current minute (admitting from the start), a few hundred visitors over 5 s, 10 s in all.
 */
import http from 'node:http';
import type { BenchDatabase } from '../lib/database';
import { f0, f1, log, table } from '../lib/measure';
import { randomIp } from '../lib/load';
import { sleep, staffCookie, startServer, type RunningServer } from '../lib/server';
import { ACTIVE_COUNT } from '../lib/workload';
import { migrate, type BenchOptions } from './options';

const ZONE = 'Europe/Vienna';
const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const SLOT_TIMES = [
  ['09:00', '10:00'],
  ['10:00', '11:00'],
  ['13:00', '14:00'],
  ['14:00', '15:00'],
] as const;

interface Place {
  state: 'waiting' | 'admitted' | 'expired';
  position: number | null;
  admitAt: string | null;
  turnEndsAt: string | null;
  retryAfterSeconds: number;
}

type Kind = 'join' | 'poll' | 'hold';

export interface OpeningFigures {
  visitors: number;
  servers: number;
  seconds: number;
  admitPerMinute: number;
  turnMinutes: number;
  /** per request kind: count, p50, p99 (ms), failed (no answer or 5xx) */
  requests: Record<Kind, { n: number; p50: number; p99: number; failed: number }>;
  joined: number;
  joinedBeforeRelease: number;
  admitted: number;
  /** admitted visitors whose hold was answered within their turn (a seat, or the day full) */
  heldInTurn: number;
  /** holds answered 201 */
  seatsTaken: number;
  /** hold answers other than 201, by status and code */
  holdRefusals: Record<string, number>;
  capacity: number;
  /** seats holding at the end, counted in the database */
  seatsHeld: number;
  /** slots with more seats held than they have */
  oversoldSlots: number;
}

/** The archive's wall clock at `at` plus `n` days: `HH:MM` and the date. */
function wallClock(at: Date, n = 0): { time: string; day: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  const date = new Date(`${get('year')}-${get('month')}-${get('day')}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return { time: `${get('hour')}:${get('minute')}`, day: date.toISOString().slice(0, 10) };
}

/** Keep-alive sockets per server (the crowd's requests share them, as a proxy's would). */
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

function request(
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  return new Promise((resolve) => {
    const text = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      url,
      {
        method,
        agent,
        headers: {
          ...XHR,
          ...headers,
          ...(text === undefined ? {} : { 'content-type': 'application/json' }),
        },
        timeout: 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks).toString();
          let json: unknown = null;
          try {
            json = raw ? JSON.parse(raw) : null;
          } catch {
            json = raw;
          }
          resolve({ status: res.statusCode ?? 0, json });
        });
        res.on('error', () => resolve({ status: 0, json: null }));
      },
    );
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve({ status: 0, json: null }));
    req.end(text);
  });
}

async function seed(
  url: string,
  release: string,
  day: string,
  draw: { preWindowMinutes: number; admitPerMinute: number; turnMinutes: number },
  seatsPerSlot: number,
): Promise<{ roomId: number; slotIds: number[] }> {
  const cookie = await staffCookie(url);
  const created = await request(
    `${url}/api/admin/rooms`,
    'POST',
    { cookie },
    {
      name: 'Bench opening',
      description: 'bench, fair opening',
      capacity: 99_999,
      openStart: { type: 'DAY', value: 0 },
      openEnd: { type: 'DAY', value: 3 },
      releaseTime: release,
      openingDraw: draw,
    },
  );
  if (created.status !== 201)
    throw new Error(`opening: room ${created.status} ${JSON.stringify(created.json)}`);
  const roomId = (created.json as { id: number }).id;
  const slotIds: number[] = [];
  for (const [startTime, endTime] of SLOT_TIMES) {
    const res = await request(
      `${url}/api/admin/rooms/${roomId}/timeslots`,
      'POST',
      { cookie },
      {
        startTime,
        endTime,
        startDate: day,
        repeatUntil: day,
        daysOfWeek: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'],
        includeHolidays: true,
        capacity: seatsPerSlot,
      },
    );
    if (res.status !== 201) throw new Error(`opening: slots ${res.status}`);
    slotIds.push(
      ...(res.json as { createdTimeSlots: Array<{ id: number }> }).createdTimeSlots.map(
        (s) => s.id,
      ),
    );
  }
  return { roomId, slotIds };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export async function opening(
  db: BenchDatabase,
  o: BenchOptions,
): Promise<OpeningFigures | undefined> {
  if (db.kind !== 'postgres') {
    log(`${db.kind}: the opening part needs two server processes on PostgreSQL, skipped`);
    return undefined;
  }
  const quick = o.quick;
  const visitors = o.openingVisitors;
  const draw = {
    preWindowMinutes: 5,
    admitPerMinute: quick ? 600 : 1000,
    turnMinutes: 1,
  };
  const seatsPerSlot = quick ? 20 : 150;
  await migrate(db);
  const servers: RunningServer[] = [];
  try {
    for (let i = 0; i < 2; i++) servers.push(await startServer(db.serverEnv));
    log(`${db.kind}: opening on servers ${servers.map((s) => s.pid).join(', ')}`);

    // the release: quick, this minute (admitting at once); else a minute 48–108 s ahead
    const now = Date.now();
    const releaseAt = quick
      ? Math.floor(now / 60_000) * 60_000
      : Math.ceil((now + 48_000) / 60_000) * 60_000;
    const release = wallClock(new Date(releaseAt), 3);
    const { roomId, slotIds } = await seed(
      servers[0]!.url,
      release.time,
      release.day,
      draw,
      seatsPerSlot,
    );
    const arrivalsFrom = quick ? Date.now() : releaseAt - 48_000;
    const arrivalsFor = quick ? 5_000 : 60_000;
    const endAt = quick ? arrivalsFrom + 10_000 : releaseAt + 45_000;
    log(
      `${db.kind}: ${visitors} visitors from ${new Date(arrivalsFrom).toISOString().slice(11, 19)}, ` +
        `release ${new Date(releaseAt).toISOString().slice(11, 19)} (${release.time} archive time, day ${release.day}), ` +
        `end ${new Date(endAt).toISOString().slice(11, 19)}`,
    );

    const crowdFigures = await crowd(servers, roomId, slotIds, visitors, {
      arrivalsFrom,
      arrivalsFor,
      releaseAt,
      endAt,
    });
    const seats = await seatsOf(db, roomId);
    return {
      visitors,
      servers: servers.length,
      seconds: (endAt - arrivalsFrom) / 1000,
      admitPerMinute: draw.admitPerMinute,
      turnMinutes: draw.turnMinutes,
      ...crowdFigures,
      capacity: seatsPerSlot * slotIds.length,
      ...seats,
    };
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    agent.destroy();
  }
}

interface Timing {
  arrivalsFrom: number;
  arrivalsFor: number;
  releaseAt: number;
  endAt: number;
}

/** The visitors, each in its own loop: join, ask again as told, hold once admitted. */
async function crowd(
  servers: RunningServer[],
  roomId: number,
  slotIds: number[],
  visitors: number,
  { arrivalsFrom, arrivalsFor, releaseAt, endAt }: Timing,
): Promise<
  Pick<
    OpeningFigures,
    | 'requests'
    | 'joined'
    | 'joinedBeforeRelease'
    | 'admitted'
    | 'heldInTurn'
    | 'seatsTaken'
    | 'holdRefusals'
  >
> {
  const times: Record<Kind, number[]> = { join: [], poll: [], hold: [] };
  const failed: Record<Kind, number> = { join: 0, poll: 0, hold: 0 };
  const holdRefusals: Record<string, number> = {};
  let joined = 0;
  let joinedBeforeRelease = 0;
  let admitted = 0;
  let heldInTurn = 0;
  let seatsTaken = 0;

  const send = async (kind: Kind, method: string, path: string, headers = {}, body?: unknown) => {
    const url = servers[Math.floor(Math.random() * servers.length)]!.url;
    const t0 = performance.now();
    const res = await request(`${url}${path}`, method, headers, body);
    times[kind].push(performance.now() - t0);
    if (res.status === 0 || res.status >= 500) failed[kind]++;
    return res;
  };

  const visitor = async (i: number) => {
    const at =
      arrivalsFrom + (i / visitors) * arrivalsFor + Math.random() * (arrivalsFor / visitors);
    await sleep(Math.max(0, at - Date.now()));
    if (Date.now() >= endAt) return;
    const ip = randomIp();
    const before = Date.now() < releaseAt;
    const join = await send('join', 'POST', `/api/rooms/${roomId}/opening/queue`, {
      'x-forwarded-for': ip,
    });
    if (join.status !== 201) return;
    joined++;
    if (before) joinedBeforeRelease++;
    const { pass } = join.json as { pass: string };
    let place = (join.json as { place: Place }).place;
    const headers = { 'x-queue-pass': pass, 'x-forwarded-for': ip };
    while (place.state === 'waiting') {
      const wait = place.retryAfterSeconds * 1000;
      if (Date.now() + wait >= endAt) return;
      await sleep(wait);
      const read = await send('poll', 'GET', `/api/rooms/${roomId}/opening/queue`, headers);
      if (read.status !== 200) return;
      place = (read.json as { place: Place }).place;
    }
    if (place.state !== 'admitted') return;
    admitted++;
    const turnEndsAt = Date.parse(place.turnEndsAt!);
    const slotId = slotIds[Math.floor(Math.random() * slotIds.length)]!;
    const hold = await send('hold', 'POST', '/api/transactions', headers, {
      timeSlotId: slotId,
    });
    const code = (hold.json as { error?: string } | null)?.error;
    if (hold.status === 201) seatsTaken++;
    else {
      const key = `${hold.status} ${code ?? ''}`.trim();
      holdRefusals[key] = (holdRefusals[key] ?? 0) + 1;
    }
    if (
      Date.now() < turnEndsAt &&
      (hold.status === 201 || (hold.status === 409 && code !== 'opening_not_your_turn'))
    )
      heldInTurn++;
  };

  await Promise.all(Array.from({ length: visitors }, (_, i) => visitor(i)));
  const requests = {} as OpeningFigures['requests'];
  for (const kind of ['join', 'poll', 'hold'] as const) {
    const sorted = times[kind].sort((a, b) => a - b);
    requests[kind] = {
      n: sorted.length,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      failed: failed[kind],
    };
  }
  return { requests, joined, joinedBeforeRelease, admitted, heldInTurn, seatsTaken, holdRefusals };
}

/** Seats held at the end in the room's slots, counted in the database, and slots oversold. */
async function seatsOf(
  db: BenchDatabase,
  roomId: number,
): Promise<{ seatsHeld: number; oversoldSlots: number }> {
  const raw = await db.openRaw(1);
  let seatsHeld = 0;
  let oversoldSlots = 0;
  try {
    const rows = await raw.query<{ capacity: number; held: number }>(
      `SELECT s.capacity, ${ACTIVE_COUNT('s.id')} AS held FROM time_slots s WHERE s.room_id = $1`,
      [roomId],
    );
    for (const r of rows) {
      seatsHeld += r.held;
      if (r.held > r.capacity) oversoldSlots++;
    }
  } finally {
    await raw.close();
  }
  return { seatsHeld, oversoldSlots };
}

export function openingReport(kind: string, f: OpeningFigures): string[] {
  const refusals =
    Object.entries(f.holdRefusals)
      .map(([k, n]) => `${n} × ${k}`)
      .join(', ') || 'none';
  return [
    table(
      `${kind}: fair opening, ${f.visitors} visitors on ${f.servers} servers over ${f0(f.seconds)} s ` +
        `(${f.admitPerMinute} admitted a minute, turns of ${f.turnMinutes} min)`,
      ['request', 'count', 'p50 ms', 'p99 ms', 'failed (no answer, 5xx)'],
      (['join', 'poll', 'hold'] as const).map((k) => [
        k,
        String(f.requests[k].n),
        f1(f.requests[k].p50),
        f1(f.requests[k].p99),
        String(f.requests[k].failed),
      ]),
    ),
    table(
      `${kind}: fair opening, outcome`,
      [
        'joined (before the release)',
        'admitted',
        'held within their turn',
        'seats taken (201)',
        'held / capacity',
        'oversold slots',
        'other hold answers',
      ],
      [
        [
          `${f.joined} (${f.joinedBeforeRelease})`,
          String(f.admitted),
          `${f.heldInTurn} of ${f.admitted}`,
          String(f.seatsTaken),
          `${f.seatsHeld} / ${f.capacity}`,
          String(f.oversoldSlots),
          refusals,
        ],
      ],
    ),
  ];
}
