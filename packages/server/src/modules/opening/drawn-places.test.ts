import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Place } from '@lesesaal/domain/opening/schema';
import { XHR } from '../../test/app';
import { cartTestApp } from '../../test/cart-setup';
import { TEST_DRIVERS } from '../../test/databases';
import { insertRoom } from '../../test/factories';
import { createDrawnPlacesKept, MAX_PLACES, type DrawnPlaces } from './drawn-places';
import type { OpeningRow } from './opening-row';
import { hashOfPass } from './queue';
import { findPlaceByPass } from './repository';

// The drawn queue an instance keeps (drawn-places.ts): which reads it makes, on a table of
// places held in the test (every read recorded); then, through the app on both engines, that
// two openings of a room are kept together and answered as the database would.

const RELEASE = Date.parse('2030-03-04T10:00:00Z');
const DAY_MS = 24 * 60 * 60_000;
const at = (ms: number) => new Date(RELEASE + ms);

/** A drawn opening's row: release at RELEASE + `day` days, 2 places a minute. */
const openingRow = (id: number, roomId = 1, day = 0): OpeningRow => ({
  id,
  roomId,
  day: '2030-04-03',
  releaseAt: at(day * DAY_MS),
  preWindowMinutes: 15,
  admitPerMinute: 2,
  turnMinutes: 5,
  drawnAt: at(day * DAY_MS),
  places: 0,
  lastAdmitAt: null,
});

/** Openings' places as the database holds them: `count` places each, hashed `id:position`. */
function placesTable() {
  const count = new Map<number, number>();
  const reads: Array<{ opening: number; after: number }> = [];
  const read = (opening: OpeningRow) => async (after: number) => {
    reads.push({ opening: opening.id, after });
    const positions = Array.from(
      { length: (count.get(opening.id) ?? 0) - after },
      (_, i) => after + i + 1,
    );
    return {
      passHashes: positions.map((p) => `${opening.id}:${p}`),
      admitAt: positions.map((p) => opening.releaseAt.getTime() + (p - 1) * 30_000),
    } satisfies DrawnPlaces;
  };
  return { count, reads, read };
}

describe('the drawn places an instance keeps', () => {
  it('keeps two openings of a room together: asks in turn read each queue once, an unknown pass reads nothing', async () => {
    const kept = createDrawnPlacesKept();
    const { count, reads, read } = placesTable();
    const [current, next] = [openingRow(1), openingRow(2, 1, 1)];
    count.set(1, 5).set(2, 4);
    const now = at(DAY_MS);
    await Promise.all([
      kept.keep(7, current, 1, now, read(current)),
      kept.keep(7, current, 3, now, read(current)),
    ]);
    await kept.keep(7, next, 2, now, read(next));
    for (let i = 0; i < 3; i++) {
      expect(kept.find(7, 1, '1:3', now)).toMatchObject({ opening: current, position: 3 });
      expect(kept.find(7, 1, '2:4', now)).toMatchObject({ opening: next, position: 4, ahead: 2 });
      expect(kept.find(7, 1, 'unknown', now)).toBeUndefined();
      await kept.keep(7, current, 5, now, read(current));
      await kept.keep(7, next, 4, now, read(next));
    }
    // another archive's opening of the same id and room is another
    expect(kept.find(8, 1, '1:3', now)).toBeUndefined();
    expect(reads).toEqual([
      { opening: 1, after: 0 },
      { opening: 2, after: 0 },
    ]);
  });

  it('reads a later joiner with the places after the last kept one, once, and answers them as the whole queue', async () => {
    const kept = createDrawnPlacesKept();
    const { count, reads, read } = placesTable();
    const opening = openingRow(1);
    count.set(1, 3);
    await kept.keep(7, opening, 2, at(0), read(opening));
    count.set(1, 6); // three later joiners
    await Promise.all([
      kept.keep(7, opening, 4, at(0), read(opening)),
      kept.keep(7, opening, 6, at(0), read(opening)),
    ]);
    const whole = createDrawnPlacesKept();
    await whole.keep(7, opening, 6, at(0), read(opening));
    for (const ms of [0, 30_000, 65_000, 240_000])
      for (let p = 1; p <= 6; p++)
        expect(kept.find(7, 1, `1:${p}`, at(ms))).toEqual(whole.find(7, 1, `1:${p}`, at(ms)));
    expect(kept.find(7, 1, '1:6', at(65_000))).toMatchObject({ position: 6, ahead: 2 });

    // asked while a read runs that began before the place was there: read once after it
    count.set(1, 7);
    const running = kept.keep(7, opening, 7, at(0), async (after) => {
      const places = await read(opening)(after);
      count.set(1, 8);
      return places;
    });
    await Promise.all([running, kept.keep(7, opening, 8, at(0), read(opening))]);
    expect(kept.find(7, 1, '1:8', at(0))).toMatchObject({ position: 8 });
    expect(reads).toEqual([
      { opening: 1, after: 0 },
      { opening: 1, after: 3 },
      { opening: 1, after: 0 }, // the whole queue's
      { opening: 1, after: 6 },
      { opening: 1, after: 7 },
    ]);
  });

  it('keeps at most MAX_PLACES places: drops the openings kept first; one with more is not kept nor read again; none two days after its release', async () => {
    const kept = createDrawnPlacesKept();
    const { count, reads, read } = placesTable();
    const [a, b, c, d] = [openingRow(1, 1), openingRow(2, 2), openingRow(3, 3), openingRow(4, 4)];
    count
      .set(1, MAX_PLACES / 2)
      .set(2, MAX_PLACES / 4)
      .set(3, MAX_PLACES / 2);
    for (const opening of [a, b, c]) await kept.keep(7, opening, 1, at(0), read(opening));
    expect(kept.find(7, 1, '1:1', at(0))).toBeUndefined();
    expect(kept.find(7, 2, '2:1', at(0))).toMatchObject({ position: 1 });
    expect(kept.find(7, 3, `3:${MAX_PLACES / 2}`, at(0))).toMatchObject({ opening: c });

    count.set(4, MAX_PLACES + 1);
    await kept.keep(7, d, 1, at(0), read(d));
    await kept.keep(7, d, 2, at(0), read(d));
    expect(kept.find(7, 4, '4:1', at(0))).toBeUndefined();
    expect(reads.filter((r) => r.opening === 4)).toHaveLength(1);
    expect(kept.find(7, 2, '2:1', at(0))).toMatchObject({ position: 1 });

    const late = at(2 * DAY_MS + 1);
    expect(kept.find(7, 2, '2:1', late)).toBeUndefined();
    await kept.keep(7, b, 1, late, read(b));
    expect(reads.filter((r) => r.opening === 2)).toHaveLength(1);
  });
});

// Test clock: 2030-03-04T09:00Z = Monday 10:00 in Vienna. The room releases a new day at 11:00
// (10:00Z) each day: 2030-04-03 on Monday, 2030-04-04 on Tuesday; waiting rooms open 15 minutes
// before. 2 places a minute, each for 5 minutes.
const MONDAY = '2030-03-04T10:00:00Z';
const TUESDAY = '2030-03-05T10:00:00Z';

describe.each(TEST_DRIVERS)('the drawn places of two openings on %s', (driver) => {
  const app = cartTestApp(driver);

  it("answers the places of a room's two drawn openings asked in turn from the queues read once each, as the database would at every instant", async () => {
    const { t, db } = await app.setup();
    const room = await insertRoom(db, {
      name: 'Auslosungssaal',
      releaseTime: '11:00',
      drawPreWindowMinutes: 15,
      drawAdmitPerMinute: 2,
      drawTurnMinutes: 5,
    });
    const inject = t.app.inject.bind(t.app);
    const join = async (address: string) => {
      const res = await inject({
        method: 'POST',
        url: `/api/rooms/${room.id}/opening/queue`,
        headers: XHR,
        remoteAddress: address,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ pass: string; place: Place }>();
    };
    const place = async (pass: string) => {
      const res = await inject({
        method: 'GET',
        url: `/api/rooms/${room.id}/opening/queue`,
        headers: { 'x-queue-pass': pass },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ place: Place }>().place;
    };
    const joinAll = async (release: string, prefix: string) => {
      t.clock.set(new Date(Date.parse(release) - 10 * 60_000).toISOString());
      const joined = [];
      for (let i = 0; i < 4; i++) joined.push(await join(`${prefix}.${i}`));
      expect(joined.map((j) => j.place.day)).toEqual(Array(4).fill(joined[0]!.place.day));
      t.clock.set(release);
      // the first asks after the release draw, are read from the database and keep the queue
      for (const { pass } of joined) await place(pass);
      return joined.map((j) => j.pass);
    };
    const monday = await joinAll(MONDAY, '10.0.1');
    const tuesday = await joinAll(TUESDAY, '10.0.2');
    const inTurn = monday.flatMap((pass, i) => [pass, tuesday[i]!]);

    const instants = [TUESDAY, '2030-03-05T10:00:30Z', '2030-03-05T10:01:05Z'];
    const expected = new Map<string, unknown[]>();
    for (const instant of instants) {
      const views = [];
      for (const pass of inTurn) {
        const found = await findPlaceByPass(db, room.id, hashOfPass(pass), new Date(instant));
        const { position, admitAt, ahead } = found!;
        views.push({ position, admitAt: admitAt!.toISOString(), ahead });
      }
      expected.set(instant, views);
    }
    expect(new Set(expected.get(TUESDAY)!.map((v) => JSON.stringify(v))).size).toBe(8);
    // the places' rows changed behind the app's back (the app never changes them): the answers
    // stay those of the queues it read, whichever opening was asked last
    await db.execute(sql`UPDATE opening_places SET admit_at = admit_at + interval '1 day'`);
    for (const instant of instants) {
      t.clock.set(instant);
      const answered = [];
      for (const pass of inTurn) {
        const { position, admitAt, ahead } = await place(pass);
        answered.push({ position, admitAt, ahead });
      }
      expect(answered, instant).toEqual(expected.get(instant));
    }
  });
});
