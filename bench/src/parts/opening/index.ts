/**
 * A room's fair opening under a crowd (PostgreSQL only): `--opening-visitors` visitors (10,000)
 * arrive over one minute around the room's release — most in the waiting room's pre-window,
 * the rest after the release — on TWO server processes sharing one database (each request to
 * either, at random), sent from client processes of their own (`crowd-processes.ts`). Each
 * visitor joins the queue (`POST /api/rooms/{id}/opening/queue`), asks for its place again
 * after `retryAfterSeconds` (`GET …/opening/queue`), and once admitted holds a seat of the day
 * (`POST /api/transactions` with its `X-Queue-Pass`) within its turn (`crowd.ts`). Goal:
 * p99 < 1 s for every kind of request; no seat oversold.
 *
 * The servers' clock is the real one: the room's release time is set to a minute boundary
 * 48–108 s ahead (the pre-window of 5 minutes covers now), arrivals run from 48 s before the
 * release to 12 s after it, and the run ends 45 s after the release. `--quick`: the release at
 * the current minute (admitting from the start), a few hundred visitors over 5 s, 10 s in all.
 */
import type { BenchDatabase } from '../../lib/database';
import { log } from '../../lib/measure';
import { startServer, type RunningServer } from '../../lib/server';
import { ACTIVE_COUNT } from '../../lib/workload';
import { migrate, type BenchOptions } from '../options';
import { crowdInProcesses } from './crowd-processes';
import { requestFigures, type OpeningFigures } from './report';
import { seedOpeningRoom, wallClock } from './seed';

export { openingReport, type OpeningFigures } from './report';

/** Client processes the crowd runs in (its own: apart from the servers and the runner). */
const CLIENT_PROCESSES = 2;

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
    const { roomId, slotIds } = await seedOpeningRoom(
      servers[0]!.url,
      release.time,
      release.day,
      draw,
      seatsPerSlot,
    );
    const arrivalsFrom = quick ? Date.now() + 2_000 : releaseAt - 48_000;
    const arrivalsFor = quick ? 5_000 : 60_000;
    const endAt = quick ? arrivalsFrom + 10_000 : releaseAt + 45_000;
    log(
      `${db.kind}: ${visitors} visitors from ${new Date(arrivalsFrom).toISOString().slice(11, 19)}, ` +
        `release ${new Date(releaseAt).toISOString().slice(11, 19)} (${release.time} archive time, day ${release.day}), ` +
        `end ${new Date(endAt).toISOString().slice(11, 19)}`,
    );

    const counts = await crowdInProcesses(
      {
        urls: servers.map((s) => s.url),
        roomId,
        slotIds,
        visitors,
        arrivalsFrom,
        arrivalsFor,
        releaseAt,
        endAt,
      },
      CLIENT_PROCESSES,
    );
    const seats = await seatsOf(db, roomId);
    return {
      visitors,
      servers: servers.length,
      clients: CLIENT_PROCESSES,
      seconds: (endAt - arrivalsFrom) / 1000,
      admitPerMinute: draw.admitPerMinute,
      turnMinutes: draw.turnMinutes,
      requests: requestFigures(counts.times, counts.failed),
      retried: counts.retried,
      clientLoopDelay: counts.loopDelay,
      joined: counts.joined,
      joinedBeforeRelease: counts.joinedBeforeRelease,
      admitted: counts.admitted,
      heldInTurn: counts.heldInTurn,
      seatsTaken: counts.seatsTaken,
      holdRefusals: counts.holdRefusals,
      capacity: seatsPerSlot * slotIds.length,
      ...seats,
    };
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
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
