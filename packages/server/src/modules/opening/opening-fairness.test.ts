import { sql } from 'drizzle-orm';
import type { RandomInt } from '@lesesaal/domain/opening/draw';
import { afterEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/app';
import { ONE_ENGINE } from '../../test/databases';
import { insertRoom } from '../../test/factories';
import { createOpeningService } from './service';

// The draw's fairness on the running queue: the domain's test (opening/draw.test.ts) proves
// the order function; this one sends visitors through the service — joins stored in the
// database, the draw under the row lock, positions written by SQL — and reads the positions
// back. One engine: what is proved is the order the queue stores, not the engine's locking
// (opening-instances.test.ts races two instances on PostgreSQL).

/** A seeded source (mulberry32), as in the domain's test: the run repeats exactly. */
function seeded(seed: number): RandomInt {
  let state = seed >>> 0;
  return (bound) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const unit = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return Math.floor(unit * bound);
  };
}

const OPENINGS = 60;
const VISITORS = 50;
const DECILES = 10;
const PRE_WINDOW_MS = 15 * 60_000;
// Test clock 2030-03-04: the rooms release their new day at 11:00 Vienna (10:00Z).
const RELEASE_AT = Date.parse('2030-03-04T10:00:00Z');

/**
 * The chi-square value a fair draw exceeds with probability 0.01 for `degrees` degrees of
 * freedom (Wilson–Hilferty, as the domain's test computes it).
 */
function criticalValue(degrees: number, z = 2.3263): number {
  const a = 2 / (9 * degrees);
  return degrees * (1 - a + z * Math.sqrt(a)) ** 3;
}
const CRITICAL = criticalValue((DECILES - 1) ** 2);

/** Pearson's chi-square of a table of counts (rows × columns). */
function chiSquareOf(table: number[][]): number {
  const total = table.flat().reduce((sum, n) => sum + n, 0);
  const rows = table.map((row) => row.reduce((sum, n) => sum + n, 0));
  const columns = table[0]!.map((_, c) => table.reduce((sum, row) => sum + row[c]!, 0));
  let chiSquare = 0;
  table.forEach((row, r) =>
    row.forEach((observed, c) => {
      const expected = (rows[r]! * columns[c]!) / total;
      chiSquare += (observed - expected) ** 2 / expected;
    }),
  );
  return chiSquare;
}

/** Each opening's places: arrival rank (by arrival, then id) against position − 1. */
function decileTable(
  openings: Map<number, Array<{ id: number; at: number; position: number }>>,
  place: (p: { rank: number; position: number }) => number,
): number[][] {
  const table = Array.from({ length: DECILES }, () => new Array<number>(DECILES).fill(0));
  for (const places of openings.values()) {
    const byArrival = [...places].sort((a, b) => a.at - b.at || a.id - b.id);
    byArrival.forEach((p, rank) => {
      const arrived = Math.floor((rank * DECILES) / places.length);
      const admitted = Math.floor(
        (place({ rank, position: p.position }) * DECILES) / places.length,
      );
      table[arrived]![admitted]!++;
    });
  }
  return table;
}

describe.each(ONE_ENGINE)('the fairness of the running queue on %s', (driver) => {
  let t: TestApp | undefined;
  afterEach(async () => t?.close());

  it(`${OPENINGS} openings × ${VISITORS} visitors through the service: arrival against admission deciles below the 1 % value; first come first served on the same arrivals far above it`, async () => {
    t = await createTestApp(driver);
    const db = t.database.db;
    const rooms = [];
    for (let i = 0; i < OPENINGS; i++)
      rooms.push(
        await insertRoom(db, {
          name: `Saal ${i}`,
          releaseTime: '11:00',
          drawPreWindowMinutes: 15,
          drawAdmitPerMinute: 100,
          drawTurnMinutes: 10,
        }),
      );
    const service = createOpeningService({
      ...t.context(),
      verifyBotCheck: async () => true,
      randomInt: seeded(42),
    });
    const arrivalSource = seeded(7);
    const arrivals = rooms.flatMap((room, r) =>
      Array.from({ length: VISITORS }, (_, k) => ({
        roomId: room.id,
        address: `10.${r}.${k}.1`,
        at: RELEASE_AT - PRE_WINDOW_MS + arrivalSource(PRE_WINDOW_MS),
      })),
    );
    arrivals.sort((a, b) => a.at - b.at);
    for (const arrival of arrivals) {
      t.clock.set(new Date(arrival.at));
      const joined = await service.join(arrival.roomId, undefined, undefined, arrival.address);
      expect(joined.place.position).toBeNull();
    }

    t.clock.set(new Date(RELEASE_AT));
    for (const room of rooms) await service.opening(room.id);
    const stored = rowsOf<{ room_id: number; id: number; arrived_at: unknown; position: number }>(
      await db.execute(sql`SELECT o.room_id, p.id, p.arrived_at, p.position
        FROM opening_places p JOIN openings o ON o.id = p.opening_id`),
    );
    const openings = new Map<number, Array<{ id: number; at: number; position: number }>>();
    for (const row of stored) {
      const list = openings.get(Number(row.room_id)) ?? [];
      list.push({
        id: Number(row.id),
        at:
          row.arrived_at instanceof Date
            ? row.arrived_at.getTime()
            : Date.parse(String(row.arrived_at)),
        position: Number(row.position),
      });
      openings.set(Number(row.room_id), list);
    }
    expect(openings.size).toBe(OPENINGS);
    for (const places of openings.values())
      expect(places.map((p) => p.position).sort((a, b) => a - b)).toEqual(
        Array.from({ length: VISITORS }, (_, i) => i + 1),
      );

    expect(CRITICAL).toBeGreaterThan(113.4);
    expect(CRITICAL).toBeLessThan(113.7);
    const fair = chiSquareOf(decileTable(openings, (p) => p.position - 1));
    expect(fair).toBeLessThan(CRITICAL);
    // the planted unfair queue on the same arrivals: admitted in arrival order
    const firstComeFirstServed = chiSquareOf(decileTable(openings, (p) => p.rank));
    expect(firstComeFirstServed).toBeGreaterThan(CRITICAL);
  }, 240_000);
});
