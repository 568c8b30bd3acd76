/**
 * The visitor scenarios: hold, month calendar (each via the API and as the same raw SQL),
 * the hot slot (many simultaneous holds on 20 seats) and complete booking flows.
 */
import type { BenchDatabase } from '../lib/database';
import { burst, loop, randomIp, warmLoop, XHR, type Rate } from '../lib/load';
import { f2, holdLoad, isoDay, log, pick, rate, table, warmCannon } from '../lib/measure';
import { startServer, type RunningServer } from '../lib/server';
import { rawCalendar, rawHold, seedVisitorData, type VisitorData } from '../lib/workload';
import { migrate, type BenchOptions } from './options';

export interface VisitorFigures {
  holdApi?: Rate;
  holdRaw?: Rate;
  calendarApi?: Rate;
  calendarRaw?: Rate;
  hot?: Array<{ seconds: number; winners: number; counted: number; statuses: string }>;
  flow?: Rate;
}

export async function visitor(db: BenchDatabase, o: BenchOptions): Promise<VisitorFigures> {
  const figures: VisitorFigures = {};
  await migrate(db);
  const seeding = await db.openRaw(1);
  const data: VisitorData = await seedVisitorData(seeding, o.hotRounds);
  await seeding.close();
  const month = { from: isoDay(2), until: isoDay(31) }; // the calendar scenarios' month

  const server = await startServer(db.serverEnv);
  log(`${db.kind}: server pid ${server.pid} at ${server.url}`);
  try {
    if (o.parts.has('hold')) figures.holdApi = await holdViaApi(db, server, data, o);
    if (o.parts.has('calendar')) {
      log(`${db.kind}: month calendar via API`);
      figures.calendarApi = await warmCannon(
        {
          url: `${server.url}/api/rooms/${data.calendarRoom}/booking?fromDate=${month.from}&untilDate=${month.until}`,
          connections: o.connections,
          duration: o.seconds,
        },
        o.warm,
      );
    }
    if (o.parts.has('hot')) figures.hot = await hotSlots(db, server, data, o);
    if (o.parts.has('flow')) figures.flow = await bookingFlows(db, server, data, o);
  } finally {
    await server.stop();
  }
  if (o.parts.has('hold') || o.parts.has('calendar')) await rawSql(db, data, month, o, figures);
  return figures;
}

async function holdViaApi(
  db: BenchDatabase,
  server: RunningServer,
  data: VisitorData,
  o: BenchOptions,
): Promise<Rate> {
  log(`${db.kind}: hold via API (${o.connections} connections, ${o.seconds} s)`);
  return holdLoad(`${server.url}/api`, data.holdSlots, o);
}

async function hotSlots(
  db: BenchDatabase,
  server: RunningServer,
  data: VisitorData,
  o: BenchOptions,
): Promise<NonNullable<VisitorFigures['hot']>> {
  const hot: NonNullable<VisitorFigures['hot']> = [];
  for (const slotId of data.hotSlots) {
    log(`${db.kind}: hot slot ${slotId}: ${o.hotSize} simultaneous holds on 20 seats`);
    const body = JSON.stringify({ timeSlotId: slotId });
    const b = await burst(server.url, o.hotSize, () => ({
      method: 'POST',
      path: '/api/transactions',
      headers: { 'content-type': 'application/json', ...XHR, 'x-forwarded-for': randomIp() },
      body,
    }));
    const counted = await ticketCountOf(server.url, data.hotRoom, slotId);
    hot.push({
      seconds: b.seconds,
      winners: b.statuses.get(201) ?? 0,
      counted,
      statuses:
        [...b.statuses].map(([s, n]) => `${n}×${s}`).join(', ') +
        (b.errors ? `, ${b.errors} errors` : ''),
    });
  }
  return hot;
}

async function bookingFlows(
  db: BenchDatabase,
  server: RunningServer,
  data: VisitorData,
  o: BenchOptions,
): Promise<Rate> {
  log(`${db.kind}: complete booking flows (hold → booking), ${o.connections} at once`);
  let n = 0;
  return loop(o.connections, o.seconds, async () => {
    const ip = randomIp();
    const headers = { 'content-type': 'application/json', ...XHR, 'x-forwarded-for': ip };
    const held = await fetch(`${server.url}/api/transactions`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ timeSlotId: pick(data.flowSlots) }),
    });
    if (held.status !== 201) throw new Error(`hold ${held.status} ${await held.text()}`);
    const { transactionId } = (await held.json()) as { transactionId: string };
    const i = ++n;
    const booked = await fetch(`${server.url}/api/transactions/${transactionId}/booking`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({
        salutation: 'NONE',
        firstName: 'Bench',
        lastName: `Flow ${i}`,
        email: `flow.${i}.${process.pid}@example.org`,
        phone: '+4315355555',
        language: 'de',
      }),
    });
    const answer = await booked.text();
    if (booked.status !== 200) throw new Error(`booking ${booked.status} ${answer}`);
  });
}

/** Hold and month calendar as raw SQL, with the server stopped. */
async function rawSql(
  db: BenchDatabase,
  data: VisitorData,
  month: { from: string; until: string },
  o: BenchOptions,
  figures: VisitorFigures,
): Promise<void> {
  const raw = await db.openRaw(o.connections);
  try {
    if (o.parts.has('hold')) {
      log(`${db.kind}: hold as raw SQL (${o.connections} connections)`);
      figures.holdRaw = await warmLoop(o.connections, o.warm, o.seconds, async () => {
        await rawHold(raw, pick(data.holdSlots), `raw-${randomIp()}`);
      });
    }
    if (o.parts.has('calendar')) {
      log(`${db.kind}: month calendar as raw SQL`);
      figures.calendarRaw = await warmLoop(o.connections, o.warm, o.seconds, async () => {
        await rawCalendar(raw, data.calendarRoom, month.from, month.until);
      });
    }
  } finally {
    await raw.close();
  }
}

async function ticketCountOf(url: string, roomId: number, slotId: number): Promise<number> {
  const res = await fetch(
    `${url}/api/rooms/${roomId}/booking?fromDate=${isoDay(0)}&untilDate=${isoDay(60)}`,
  );
  const body = (await res.json()) as unknown;
  const slots = (Array.isArray(body) ? body : (body as { content: unknown[] }).content) as Array<{
    id: number;
    ticketCount: number;
  }>;
  return slots.find((s) => s.id === slotId)?.ticketCount ?? -1;
}

/** The report's tables of the visitor scenarios on one database. */
export function visitorReport(kind: string, v: VisitorFigures, o: BenchOptions): string[] {
  const report: string[] = [];
  const rows: string[][] = [];
  const ratio = (api?: Rate, r?: Rate) =>
    api && r && r.perSecond > 0 ? `${f2(api.perSecond / r.perSecond)}×` : '—';
  if (v.holdApi && v.holdRaw)
    rows.push([
      'hold `POST /api/transactions`',
      ...rate(v.holdApi),
      ...rate(v.holdRaw),
      ratio(v.holdApi, v.holdRaw),
    ]);
  if (v.calendarApi && v.calendarRaw)
    rows.push([
      'month calendar `GET /api/rooms/{id}/booking`',
      ...rate(v.calendarApi),
      ...rate(v.calendarRaw),
      ratio(v.calendarApi, v.calendarRaw),
    ]);
  if (rows.length)
    report.push(
      table(
        `${kind}: API vs the same SQL (${o.connections} connections)`,
        [
          'job',
          'API req/s',
          'API p50 / p99 ms',
          'API failed',
          'raw SQL tps',
          'raw p50 / p99 ms',
          'raw failed',
          'API / raw',
        ],
        rows,
      ),
    );
  if (v.hot)
    report.push(
      table(
        `${kind}: hot slot, ${o.hotSize} simultaneous holds on 20 seats`,
        ['round', 's to answer all', 'winners (201)', 'seats taken (calendar)', 'answers'],
        v.hot.map((h, i) => [
          String(i + 1),
          f2(h.seconds),
          String(h.winners),
          String(h.counted),
          h.statuses,
        ]),
      ),
    );
  if (v.flow)
    report.push(
      table(
        `${kind}: complete booking flows on one room (hold → booking), ${o.connections} at once`,
        ['flows/s', 'p50 / p99 ms per flow', 'failed'],
        [rate(v.flow)],
      ),
    );
  return report;
}
