import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eraseExpiredPersonalData } from '../../jobs/personal-data-erasure';
import { createTestApp, XHR, type TestApp } from '../../test/app';
import { signIn } from '../../test/auth';
import { TEST_DRIVERS } from '../../test/databases';
import { insertRoom, insertTimeSlot } from '../../test/factories';
import { insertTicket } from '../../test/room-factories';

// 2030-03-04 in Vienna (UTC+1). The clock is moved per test; sessions are taken anew after.
describe.each(TEST_DRIVERS)('no-shows in the reports on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    t.clock.set('2030-03-04T08:00:00Z'); // 09:00
    await t.database.db.execute(sql`DELETE FROM tickets`);
    await t.database.db.execute(sql`DELETE FROM time_slots`);
    await t.database.db.execute(sql`DELETE FROM rooms`);
  });

  const get = (url: string, cookie: string) =>
    t.app.inject({ method: 'GET', url, headers: { ...XHR, cookie } });

  /**
   * Room Ost on 2030-03-04: a morning slot (Adler arrives, Berger and Clausen do not, one
   * cancelled) and an afternoon slot (Dorn, not marked); room West the same day, nobody marked.
   */
  async function seed() {
    const db = t.database.db;
    const ost = await insertRoom(db, { name: 'Lesesaal Ost' });
    const west = await insertRoom(db, { name: 'Lesesaal West' });
    const morning = await insertTimeSlot(db, {
      roomId: ost.id,
      date: '2030-03-04',
      startTime: '09:00',
      endTime: '12:00',
      capacity: 4,
    });
    const afternoon = await insertTimeSlot(db, {
      roomId: ost.id,
      date: '2030-03-04',
      startTime: '13:00',
      endTime: '16:00',
      capacity: 4,
    });
    const westSlot = await insertTimeSlot(db, {
      roomId: west.id,
      date: '2030-03-04',
      startTime: '09:00',
      endTime: '12:00',
      capacity: 4,
    });
    const booked = (timeSlotId: number, lastName: string) =>
      insertTicket(db, { timeSlotId, status: 'BOOKED', lastName, firstName: 'X' });
    const adler = await booked(morning.id, 'Adler');
    await booked(morning.id, 'Berger');
    await booked(morning.id, 'Clausen');
    await insertTicket(db, { timeSlotId: morning.id, status: 'CANCELLED', lastName: 'Storno' });
    await booked(afternoon.id, 'Dorn');
    await booked(westSlot.id, 'Fremd');
    return { ost, west, adler };
  }

  it('counts no-shows per slot once the slot has ended, only where check-in was used', async () => {
    const { ost, west, adler } = await seed();
    const desk = await signIn(t.app, t.database.db, 'DESK');
    const checkIn = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/checkin/tickets/${adler.id}`,
      headers: { ...XHR, cookie: desk },
    });
    expect(checkIn.statusCode).toBe(200);

    t.clock.set('2030-03-04T12:00:00Z'); // 13:00: the morning is over, the afternoon runs
    const reports = await signIn(t.app, t.database.db, 'REPORTS');
    const range = 'fromDate=2030-03-04&untilDate=2030-03-04';
    const occupancy = async (roomId: number, status = 'BOOKED') =>
      (await get(`/api/admin/tickets/report?roomId=${roomId}&${range}&status=${status}`, reports))
        .json()
        .content.map((r: { startTime: string; count: number; noShows: number | null }) => [
          r.startTime,
          r.count,
          r.noShows,
        ]);
    expect(await occupancy(ost.id)).toEqual([
      ['09:00', 3, 2],
      ['13:00', 1, null], // not over yet
    ]);
    expect(await occupancy(west.id)).toEqual([['09:00', 1, null]]); // West never used check-in
    expect(await occupancy(ost.id, 'CANCELLED')).toEqual([
      ['09:00', 1, null],
      ['13:00', 0, null],
    ]);

    const daily = await get(
      `/api/admin/tickets/report/daily?roomId=${ost.id}&date=2030-03-04`,
      reports,
    );
    expect(
      daily
        .json()
        .content.map((l: { lastName: string; attendance: string | null }) => [
          l.lastName,
          l.attendance,
        ]),
    ).toEqual([
      ['Adler', 'ARRIVED'],
      ['Berger', 'NO_SHOW'],
      ['Clausen', 'NO_SHOW'],
      ['Dorn', null],
    ]);

    t.clock.set('2030-03-05T08:00:00Z'); // the next day: the afternoon counts too
    const later = await signIn(t.app, t.database.db, 'ADMIN');
    const next = await get(
      `/api/admin/tickets/report?roomId=${ost.id}&${range}&status=BOOKED`,
      later,
    );
    expect(next.json().content.map((r: { noShows: number | null }) => r.noShows)).toEqual([2, 1]);

    // the nightly erasure takes the names, not the arrivals: the counts stay
    const { tickets } = await eraseExpiredPersonalData(t.database.db, t.clock.wallClock());
    expect(tickets).toBe(6);
    const erased = await get(
      `/api/admin/tickets/report?roomId=${ost.id}&${range}&status=BOOKED`,
      later,
    );
    expect(erased.json().content.map((r: { noShows: number | null }) => r.noShows)).toEqual([2, 1]);
  });
});
