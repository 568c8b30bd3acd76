/**
 * The fault suite's fair-opening scenario: visitors wait in a room's opening queue while the
 * server is restarted and then PostgreSQL is restarted (pg_ctl restart -m fast). The queue
 * lives in PostgreSQL only (`openings`, `opening_places`), so afterwards every place must be
 * there with its position and admission time, no position given twice, and the seats held by
 * the admitted places within the slot's capacity.
 *
 * The room releases its new day at the current minute (archive time), so its opening is
 * admitting from the start: 30 visitors join (positions in arrival order), 12 are let in a
 * minute, each may hold seats for 10 minutes. While the faults run every visitor asks for
 * their place every 250 ms, as the waiting room does. The figures map onto the suite's: a
 * place acknowledged is a join answered 201; a place lost is one missing or moved after the
 * faults; "over capacity" counts slots with more seats taken than they have and positions
 * given twice (two visitors admitted in one place).
 */
import type { paths } from '../../../packages/web/src/api/schema';
import { round, type Figures } from './checks';
import { query, startSingleCluster } from './postgres';
import { sleep, staffCookie, startServer, type RunningServer } from '../lib/server';

type RoomCreate = paths['/api/admin/rooms']['post']['requestBody']['content']['application/json'];
type SlotsCreate =
  paths['/api/admin/rooms/{id}/timeslots']['post']['requestBody']['content']['application/json'];

const ZONE = 'Europe/Vienna';
const VISITORS = 30;
const SEATS = 3;
const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const JSON_BODY = { 'content-type': 'application/json' };

interface Place {
  position: number | null;
  admitAt: string | null;
  state: string;
}

/** The archive's wall clock now: `HH:MM` and the date `n` days on. */
function archiveNow(n: number): { time: string; day: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date());
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  const date = new Date(`${get('year')}-${get('month')}-${get('day')}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return { time: `${get('hour')}:${get('minute')}`, day: date.toISOString().slice(0, 10) };
}

async function send(
  url: string,
  method: string,
  path: string,
  init: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; json: unknown }> {
  try {
    const res = await fetch(`${url}${path}`, {
      method,
      headers: { ...XHR, ...(init.body === undefined ? {} : JSON_BODY), ...init.headers },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await res.text();
    return { status: res.status, json: text ? (JSON.parse(text) as unknown) : null };
  } catch {
    return { status: 0, json: null };
  }
}

/** The room (release now, a draw), its one slot three days on; its id and the slot's. */
async function seedOpening(url: string): Promise<{ roomId: number; slotId: number }> {
  const cookie = await staffCookie(url);
  const now = archiveNow(3);
  const room: RoomCreate & {
    openingDraw: { preWindowMinutes: number; admitPerMinute: number; turnMinutes: number };
  } = {
    name: 'Opening',
    description: 'fault suite, fair opening',
    capacity: 99_999,
    openStart: { type: 'DAY', value: 0 },
    openEnd: { type: 'DAY', value: 3 },
    releaseTime: now.time,
    openingDraw: { preWindowMinutes: 5, admitPerMinute: 12, turnMinutes: 10 },
  };
  const created = await send(url, 'POST', '/api/admin/rooms', { body: room, headers: { cookie } });
  if (created.status !== 201) throw new Error(`seed: room ${created.status}`);
  const roomId = (created.json as { id: number }).id;
  const series: SlotsCreate = {
    startTime: '09:00',
    endTime: '10:00',
    startDate: now.day,
    repeatUntil: now.day,
    daysOfWeek: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'],
    includeHolidays: true,
    capacity: SEATS,
  };
  const slots = await send(url, 'POST', `/api/admin/rooms/${roomId}/timeslots`, {
    body: series,
    headers: { cookie },
  });
  if (slots.status !== 201) throw new Error(`seed: slots ${slots.status}`);
  const slotId = (slots.json as { createdTimeSlots: Array<{ id: number }> }).createdTimeSlots[0]!
    .id;
  return { roomId, slotId };
}

/** Polls every visitor's place every 250 ms until stopped; every answer is recorded. */
function pollPlaces(
  server: () => string,
  roomId: number,
  passes: string[],
  answers: Array<[at: number, ms: number, status: number]>,
) {
  let running = true;
  const loops = passes.map(async (pass) => {
    while (running) {
      const start = Date.now();
      const { status } = await send(server(), 'GET', `/api/rooms/${roomId}/opening/queue`, {
        headers: { 'x-queue-pass': pass },
      });
      answers.push([start, Date.now() - start, status]);
      await sleep(250);
    }
  });
  return async () => {
    running = false;
    await Promise.all(loops);
  };
}

/**
 * What the faults left: every place read again (missing or moved: lost), every admitted place
 * holding a seat and one visitor without a pass, and the queue and the slot as stored.
 */
async function afterFaults(
  url: string,
  databaseUrl: string,
  roomId: number,
  slotId: number,
  places: Array<{ pass: string; place: Place }>,
) {
  let lost = 0;
  for (const [i, pass] of places.map((p) => p.pass).entries()) {
    const read = await send(url, 'GET', `/api/rooms/${roomId}/opening/queue`, {
      headers: { 'x-queue-pass': pass },
    });
    const now = (read.json as { place?: Place } | null)?.place;
    if (
      read.status !== 200 ||
      now?.position !== places[i]!.place.position ||
      now?.admitAt !== places[i]!.place.admitAt
    )
      lost++;
  }
  // every admitted place tries to hold a seat, and one visitor without a pass
  const holds = await Promise.all(
    places.map(({ pass }, i) =>
      send(url, 'POST', '/api/transactions', {
        body: { timeSlotId: slotId },
        headers: { 'x-queue-pass': pass, 'x-forwarded-for': `10.9.${i}.1` },
      }),
    ),
  );
  const unguarded = await send(url, 'POST', '/api/transactions', {
    body: { timeSlotId: slotId },
    headers: { 'x-forwarded-for': '10.9.250.1' },
  });
  const [stored] = await query<{ n: number; distinct: number; seats: number }>(
    databaseUrl,
    `SELECT (SELECT count(*)::int FROM opening_places) AS n,
              (SELECT count(DISTINCT position)::int FROM opening_places) AS distinct,
              (SELECT count(*)::int FROM tickets WHERE time_slot_id = ${slotId}) AS seats`,
  );
  return { lost, holds, unguarded, stored: stored! };
}

/** d. visitors waiting in a fair opening while the server and then PostgreSQL restart. */
export async function openingRestarts(_seconds: number): Promise<Figures> {
  const cluster = await startSingleCluster();
  const env = { DATABASE_URL: cluster.url };
  let server: RunningServer | undefined;
  try {
    server = await startServer(env);
    const url = server.url;
    const port = Number(new URL(url).port);
    const { roomId, slotId } = await seedOpening(url);
    const loadStart = Date.now();
    const joins = await Promise.all(
      Array.from({ length: VISITORS }, (_, i) =>
        send(url, 'POST', `/api/rooms/${roomId}/opening/queue`, {
          headers: { 'x-forwarded-for': `10.9.${i}.1` },
        }),
      ),
    );
    const joined = joins.filter((j) => j.status === 201);
    if (joined.length !== VISITORS)
      throw new Error(`joins answered ${joins.map((j) => j.status).join(',')}`);
    const places = joined.map((j) => j.json as { pass: string; place: Place });
    const passes = places.map((p) => p.pass);

    const answers: Array<[number, number, number]> = [];
    const stopPolling = pollPlaces(() => url, roomId, passes, answers);
    await sleep(500);
    const faultAt = Date.now();
    await server.stop();
    server = await startServer(env, { port });
    await sleep(500);
    await cluster.restart();
    const recoveredAt = Date.now();
    await sleep(1000);
    await stopPolling();

    const { lost, holds, unguarded, stored } = await afterFaults(
      url,
      cluster.url,
      roomId,
      slotId,
      places,
    );
    const twice = stored.n - stored.distinct;
    const afterFault = answers.filter(([at, , status]) => at >= recoveredAt && status === 200);
    const firstAfter = afterFault.length ? Math.min(...afterFault.map(([at]) => at)) : null;
    const byCall: Record<string, number> = {};
    for (const [, , status] of answers)
      byCall[`place ${status}`] = (byCall[`place ${status}`] ?? 0) + 1;
    for (const h of holds) byCall[`hold ${h.status}`] = (byCall[`hold ${h.status}`] ?? 0) + 1;
    const statuses = [...answers.map(([, , s]) => s), ...holds.map((h) => h.status)];
    return {
      scenario: 'opening (visitors in a fair opening; server restarted, then PostgreSQL)',
      failoverSeconds: round((recoveredAt - faultAt) / 1000),
      firstSuccessSeconds: firstAfter === null ? null : round((firstAfter - faultAt) / 1000),
      answered2xx: statuses.filter((s) => s >= 200 && s < 300).length,
      answered503: statuses.filter((s) => s === 503).length,
      answered500: statuses.filter((s) => s >= 500 && s !== 503).length,
      noAnswer: statuses.filter((s) => s === 0).length,
      longestWaitSeconds: round(Math.max(0, ...answers.map(([, ms]) => ms)) / 1000),
      acknowledged: joined.length,
      acknowledgedBefore: joined.length,
      faultAfterSeconds: round((faultAt - loadStart) / 1000),
      firstBookingSeconds: 0,
      byCall,
      lost,
      oversold: twice + (stored.seats > SEATS ? 1 : 0) + (unguarded.status === 201 ? 1 : 0),
      halfWritten: null,
      mailsLost: null,
      mailsDoubled: null,
      notes: [
        `places ${stored.n}, positions given twice ${twice}, seats taken ${stored.seats} of ${SEATS}`,
        `hold without a pass answered ${unguarded.status}`,
      ],
    };
  } finally {
    await server?.stop();
    await cluster.remove();
  }
}
