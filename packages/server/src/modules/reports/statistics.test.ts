import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { leadTimeBucket, type Statistics } from '@lesesaal/domain/reports/statistics';
import { rowsOf } from '../../db/client';
import { eraseExpiredPersonalData } from '../../jobs/personal-data-erasure';
import { createTestApp, XHR, type TestApp } from '../../test/app';
import { signIn } from '../../test/auth';
import { TEST_DRIVERS } from '../../test/databases';
import { insertRoom, insertTimeSlot } from '../../test/factories';
import { insertTicket } from '../../test/room-factories';
import { medianOf } from './statistics-repository';

/** A small deterministic generator (mulberry32): the same bookings on every run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

interface Generated {
  roomId: number;
  date: string;
  hour: number;
  status: 'BOOKED' | 'CANCELLED';
  accessible: boolean;
  arrived: boolean;
  leadDays: number;
  ownerId: string;
  slotId: number;
}

// Vienna (UTC+1 in March). Slots 2030-03-04 … 2030-03-08 (Mon–Fri), two rooms, two slots a day.
describe.each(TEST_DRIVERS)('statistics and year summary on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    t.clock.set('2030-03-12T10:00:00Z');
    for (const table of ['tickets', 'daily_statistics', 'time_slots', 'rooms'])
      await t.database.db.execute(sql.raw(`DELETE FROM ${table}`));
  });

  async function generate() {
    const db = t.database.db;
    const next = random(13);
    const ost = await insertRoom(db, { name: 'Lesesaal Ost', sortOrder: 1 });
    const west = await insertRoom(db, { name: 'Lesesaal West', sortOrder: 2 });
    const generated: Generated[] = [];
    const capacity = { [ost.id]: 6, [west.id]: 4 };
    let owner = 0;
    for (const day of ['04', '05', '06', '07', '08']) {
      const date = `2030-03-${day}`;
      for (const room of [ost, west]) {
        // check-in is used in Ost only: no-shows are known there
        for (const [start, end] of [
          ['09:00', '12:00'],
          ['13:00', '16:00'],
        ] as const) {
          const slot = await insertTimeSlot(db, {
            roomId: room.id,
            date,
            startTime: start,
            endTime: end,
            capacity: capacity[room.id]!,
          });
          const n = Math.floor(next() * (capacity[room.id]! + 1));
          for (let i = 0; i < n; i++) {
            const status = next() < 0.2 ? 'CANCELLED' : 'BOOKED';
            const accessible = next() < 0.3;
            const arrived = room.id === ost.id && status === 'BOOKED' && next() < 0.7;
            const leadDays = Math.floor(next() * 40);
            // some visitors keep their seat the whole day (same booking, both slots)
            const ownerId =
              start === '13:00' && i === 0 ? `owner-${date}-${room.id}-0` : `owner-${++owner}`;
            const bookedAt = new Date(Date.parse(`${date}T08:00:00Z`) - leadDays * 86_400_000);
            await insertTicket(db, {
              timeSlotId: slot.id,
              status,
              ownerId,
              accessibility: accessible,
              bookedAt,
              checkedInAt: arrived ? new Date(`${date}T09:00:00Z`) : null,
              cancelledAt: status === 'CANCELLED' ? bookedAt : null,
            });
            generated.push({
              roomId: room.id,
              date,
              hour: Number(start.slice(0, 2)),
              status,
              accessible,
              arrived,
              leadDays,
              ownerId: start === '09:00' && i === 0 ? `owner-${date}-${room.id}-0` : ownerId,
              slotId: slot.id,
            });
          }
          // the morning's first visitor, if any, is the afternoon's first one (set above)
          if (start === '09:00' && n > 0) {
            await db.execute(
              sql`UPDATE tickets SET owner_id = ${`owner-${date}-${room.id}-0`} WHERE id = (SELECT min(id) FROM tickets WHERE time_slot_id = ${slot.id})`,
            );
          }
        }
      }
    }
    return { ost, west, generated, capacity };
  }

  /** The figures counted directly from what was generated. */
  function expected(gen: Generated[], roomIds: number[], slotsPerRoom: Map<number, number>) {
    const mine = gen.filter((g) => roomIds.includes(g.roomId));
    const visits = mine.filter((g) => g.status === 'BOOKED');
    const checkInDays = new Set(visits.filter((g) => g.arrived).map((g) => `${g.roomId}${g.date}`));
    const leadHistogram = new Map<number, number>();
    for (const g of visits) leadHistogram.set(g.leadDays, (leadHistogram.get(g.leadDays) ?? 0) + 1);
    const seats = roomIds.reduce((sum, id) => sum + slotsPerRoom.get(id)!, 0);
    return {
      booked: mine.length,
      cancelled: mine.length - visits.length,
      visits: visits.length,
      noShows: visits.filter((g) => !g.arrived && checkInDays.has(`${g.roomId}${g.date}`)).length,
      accessible: visits.filter((g) => g.accessible).length,
      seats,
      median: medianOf([...leadHistogram].map(([days, n]) => ({ days, n }))),
      leadBuckets: visits.reduce<Record<string, number>>((acc, g) => {
        const b = leadTimeBucket(g.leadDays);
        acc[b] = (acc[b] ?? 0) + 1;
        return acc;
      }, {}),
      byHour: visits.reduce<Record<number, number>>((acc, g) => {
        acc[g.hour] = (acc[g.hour] ?? 0) + 1;
        return acc;
      }, {}),
    };
  }

  const get = async (url: string, cookie: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { ...XHR, cookie } });
    return { status: res.statusCode, body: res.json() };
  };

  it('match a direct count of generated bookings, before and after the nightly erasure', async () => {
    const { ost, west, generated, capacity } = await generate();
    const seatsPerRoom = new Map([
      [ost.id, capacity[ost.id]! * 10],
      [west.id, capacity[west.id]! * 10],
    ]);
    const reports = await signIn(t.app, t.database.db, 'REPORTS');
    const check = async () => {
      for (const roomIds of [[ost.id], [ost.id, west.id]]) {
        const res = await get(
          `/api/admin/statistics?fromDate=2030-03-01&untilDate=2030-03-31&roomIds=${roomIds.join(',')}`,
          reports,
        );
        expect(res.status).toBe(200);
        const body = res.body as Statistics;
        const want = expected(generated, roomIds, seatsPerRoom);
        expect(body.totals).toMatchObject({
          booked: want.booked,
          cancelled: want.cancelled,
          visits: want.visits,
          noShows: want.noShows,
          accessible: want.accessible,
          seatsOffered: want.seats,
        });
        expect(want.accessible).toBeGreaterThan(0);
        expect(want.noShows).toBeGreaterThan(0);
        expect(body.totals.accessibleShare).toBeCloseTo(want.accessible / want.visits, 10);
        expect(body.leadTime.medianDays).toBe(want.median);
        expect(
          Object.fromEntries(
            body.leadTime.buckets.filter((b) => b.count > 0).map((b) => [b.bucket, b.count]),
          ),
        ).toEqual(want.leadBuckets);
        expect(Object.fromEntries(body.hours.map((h) => [h.hour, h.visits]))).toEqual(want.byHour);
        expect(body.weekdays.map((w) => w.weekday)).toEqual([1, 2, 3, 4, 5]);
        expect(body.weekdays.reduce((s, w) => s + w.visits, 0)).toBe(want.visits);
        expect(body.occupancy.map((o) => [o.roomName, o.month])).toEqual(
          roomIds.map((id) => [id === ost.id ? 'Lesesaal Ost' : 'Lesesaal West', '2030-03']),
        );
        const ostMonth = body.occupancy[0]!;
        const ostVisits = generated.filter(
          (g) => g.roomId === ost.id && g.status === 'BOOKED',
        ).length;
        expect(ostMonth.percent).toBe(Math.round((ostVisits / (6 * 10)) * 1000) / 10);
      }

      const year = await get('/api/admin/statistics/year?year=2030', reports);
      expect(year.status).toBe(200);
      const all = expected(generated, [ost.id, west.id], seatsPerRoom);
      const visitorDays = new Set(
        generated.filter((g) => g.status === 'BOOKED').map((g) => `${g.ownerId}|${g.date}`),
      ).size;
      expect(year.body.totals).toMatchObject({
        openingDays: 5,
        slotsOffered: 20,
        seatsOffered: all.seats,
        visits: all.visits,
        cancelled: all.cancelled,
        noShows: all.noShows,
        accessible: all.accessible,
        visitorDays,
      });
      expect(visitorDays).toBeLessThan(all.visits);
      expect(year.body.rooms.map((r: { roomName: string }) => r.roomName)).toEqual([
        'Lesesaal Ost',
        'Lesesaal West',
      ]);
    };

    await check();
    // erase up to 2030-03-06 (two days are left with their personal data), then all
    await eraseExpiredPersonalData(
      t.database.db,
      t.clock.wallClock(new Date('2030-03-06T10:00:00Z')),
    );
    const withAccessibility = async () =>
      rowsOf<{ n: number }>(
        await t.database.db.execute(
          sql`SELECT count(*)::int AS n FROM tickets WHERE accessibility IS NOT NULL`,
        ),
      )[0]!.n;
    expect(Number(await withAccessibility())).toBeGreaterThan(0);
    await check();
    await eraseExpiredPersonalData(t.database.db, t.clock.wallClock());
    expect(Number(await withAccessibility())).toBe(0);
    await check();
    // every day is over: its visitor days are read from what the erasure stored
    const stored = rowsOf<{ room_id: number; n: number }>(
      await t.database.db.execute(
        sql`SELECT room_id, sum(visitor_days)::int AS n FROM daily_statistics GROUP BY room_id`,
      ),
    );
    const booked = generated.filter((g) => g.status === 'BOOKED');
    expect(Object.fromEntries(stored.map((r) => [Number(r.room_id), Number(r.n)]))).toEqual({
      [ost.id]: new Set(
        booked.filter((g) => g.roomId === ost.id).map((g) => `${g.ownerId}|${g.date}`),
      ).size,
      [west.id]: new Set(
        booked.filter((g) => g.roomId === west.id).map((g) => `${g.ownerId}|${g.date}`),
      ).size,
    });
    // idempotent: a second run the same day counts nothing twice
    await eraseExpiredPersonalData(t.database.db, t.clock.wallClock());
    await check();
  });

  it('answers 400 for a period ending before it starts and 403 for the desk', async () => {
    const reports = await signIn(t.app, t.database.db, 'REPORTS');
    const bad = await get(
      '/api/admin/statistics?fromDate=2030-03-10&untilDate=2030-03-01',
      reports,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.payload).toContain('querystring.untilDate');
    const long = await get(
      '/api/admin/statistics?fromDate=2030-01-01&untilDate=2032-12-31',
      reports,
    );
    expect(long.status).toBe(400);
    expect((await get('/api/admin/statistics/year?year=abc', reports)).status).toBe(400);
    const desk = await signIn(t.app, t.database.db, 'DESK');
    expect((await get('/api/admin/statistics/year?year=2030', desk)).status).toBe(403);
    const empty = await get('/api/admin/statistics/year?year=2031', reports);
    expect(empty.body.totals).toMatchObject({ visits: 0, occupancyPercent: null });
  });

  it('takes the median of a histogram', () => {
    expect(medianOf([])).toBeNull();
    expect(medianOf([{ days: 3, n: 1 }])).toBe(3);
    expect(
      medianOf([
        { days: 1, n: 1 },
        { days: 4, n: 1 },
      ]),
    ).toBe(2.5);
    expect(
      medianOf([
        { days: 9, n: 1 },
        { days: 0, n: 2 },
      ]),
    ).toBe(0);
  });
});
