import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, XHR, type TestApp } from '../../test/app';
import { signIn } from '../../test/auth';
import { eraseExpiredPersonalData } from '../../jobs/personal-data-erasure';
import { TEST_DRIVERS } from '../../test/databases';
import { insertRoom, insertTimeSlot } from '../../test/factories';
import { insertTicket } from '../../test/room-factories';

describe.each(TEST_DRIVERS)('reports API on %s', (driver) => {
  let t: TestApp;
  let admin: string;
  let reports: string;
  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = await signIn(t.app, t.database.db, 'ADMIN');
    reports = await signIn(t.app, t.database.db, 'REPORTS');
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.database.db.execute(sql`DELETE FROM tickets`);
    await t.database.db.execute(sql`DELETE FROM time_slots`);
    await t.database.db.execute(sql`DELETE FROM rooms`);
  });

  const get = (url: string, cookie: string | null = reports) =>
    t.app.inject({ method: 'GET', url, headers: { ...XHR, ...(cookie ? { cookie } : {}) } });

  /** Room "Lesesaal Ost": two slots on 2030-03-05 and one on 2030-03-07, plus one in another room. */
  async function seed() {
    const db = t.database.db;
    const room = await insertRoom(db, { name: 'Lesesaal Ost' });
    const other = await insertRoom(db, { name: 'Lesesaal West' });
    const morning = await insertTimeSlot(db, {
      roomId: room.id,
      date: '2030-03-05',
      startTime: '09:00',
      endTime: '12:00',
      capacity: 4,
    });
    const afternoon = await insertTimeSlot(db, {
      roomId: room.id,
      date: '2030-03-05',
      startTime: '13:00',
      endTime: '16:00',
      capacity: 3,
    });
    const later = await insertTimeSlot(db, {
      roomId: room.id,
      date: '2030-03-07',
      startTime: '09:00',
      endTime: '12:00',
      capacity: 0,
    });
    const elsewhere = await insertTimeSlot(db, {
      roomId: other.id,
      date: '2030-03-05',
      capacity: 5,
    });
    const booked = (
      timeSlotId: number,
      lastName: string | null,
      firstName: string | null,
      accessibility: boolean | null = false,
    ) => insertTicket(db, { timeSlotId, status: 'BOOKED', lastName, firstName, accessibility });
    await booked(morning.id, 'Zeller', 'Anna');
    await booked(morning.id, 'Ärger', 'Bert', true);
    await booked(morning.id, 'Berger', 'Clara');
    await booked(afternoon.id, 'Adler', 'Dora');
    await booked(afternoon.id, null, null, null); // personal data erased already
    await insertTicket(db, { timeSlotId: morning.id, status: 'CANCELLED', lastName: 'Storno' });
    await insertTicket(db, { timeSlotId: morning.id, status: 'NEW' });
    await booked(elsewhere.id, 'Fremd', 'Fritz');
    return { room, other, morning, afternoon, later };
  }

  it('counts booked (or cancelled) tickets per slot of the room in the range, zero included', async () => {
    const { room } = await seed();
    const res = await get(
      `/api/admin/tickets/report?roomId=${room.id}&fromDate=2030-03-01&untilDate=2030-03-31&status=BOOKED`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      content: [
        // noShows: the slots have not ended yet
        {
          date: '2030-03-05',
          startTime: '09:00',
          endTime: '12:00',
          count: 3,
          capacity: 4,
          noShows: null,
        },
        {
          date: '2030-03-05',
          startTime: '13:00',
          endTime: '16:00',
          count: 2,
          capacity: 3,
          noShows: null,
        },
        {
          date: '2030-03-07',
          startTime: '09:00',
          endTime: '12:00',
          count: 0,
          capacity: 0,
          noShows: null,
        },
      ],
      totalCount: 3,
    });
    const cancelled = await get(
      `/api/admin/tickets/report?roomId=${room.id}&fromDate=2030-03-05&untilDate=2030-03-05&status=CANCELLED`,
      admin,
    );
    expect(cancelled.json().content.map((r: { count: number }) => r.count)).toEqual([1, 0]);
  });

  it('numbers the booked seats of a day per slot by last name, erased names included', async () => {
    const { room, morning, afternoon } = await seed();
    const res = await get(`/api/admin/tickets/report/daily?roomId=${room.id}&date=2030-03-05`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ roomId: room.id, roomName: 'Lesesaal Ost', date: '2030-03-05' });
    expect(body.content).toEqual([
      {
        timeSlotId: morning.id,
        startTime: '09:00',
        endTime: '12:00',
        seatNumber: 1,
        lastName: 'Ärger',
        firstName: 'Bert',
        accessibility: true,
        attendance: null,
        units: [],
        // no named seats in the room
        seatLabel: null,
        seatMissing: false,
      },
      {
        timeSlotId: morning.id,
        startTime: '09:00',
        endTime: '12:00',
        seatNumber: 2,
        lastName: 'Berger',
        firstName: 'Clara',
        accessibility: false,
        attendance: null,
        units: [],
        // no named seats in the room
        seatLabel: null,
        seatMissing: false,
      },
      {
        timeSlotId: morning.id,
        startTime: '09:00',
        endTime: '12:00',
        seatNumber: 3,
        lastName: 'Zeller',
        firstName: 'Anna',
        accessibility: false,
        attendance: null,
        units: [],
        // no named seats in the room
        seatLabel: null,
        seatMissing: false,
      },
      {
        timeSlotId: afternoon.id,
        startTime: '13:00',
        endTime: '16:00',
        seatNumber: 1,
        lastName: null,
        firstName: null,
        accessibility: null,
        attendance: null,
        units: [],
        // no named seats in the room
        seatLabel: null,
        seatMissing: false,
      },
      {
        timeSlotId: afternoon.id,
        startTime: '13:00',
        endTime: '16:00',
        seatNumber: 2,
        lastName: 'Adler',
        firstName: 'Dora',
        accessibility: false,
        attendance: null,
        units: [],
        // no named seats in the room
        seatLabel: null,
        seatMissing: false,
      },
    ]);
    expect(JSON.stringify(body)).not.toContain('example.org'); // only what the report shows
    expect(
      (await get(`/api/admin/tickets/report/daily?roomId=${room.id}&date=2030-03-06`)).json()
        .content,
    ).toEqual([]);
  });

  it('refuses bad filters with 400, unknown rooms with 404, and callers without a session with 401', async () => {
    const { room } = await seed();
    const bad = [
      `/api/admin/tickets/report?roomId=${room.id}&fromDate=2030-03-10&untilDate=2030-03-01&status=BOOKED`,
      `/api/admin/tickets/report?roomId=${room.id}&fromDate=2030-03-01&untilDate=2030-03-31&status=NEW`,
      `/api/admin/tickets/report?roomId=${room.id}&fromDate=2030-02-30&untilDate=2030-03-31&status=BOOKED`,
      `/api/admin/tickets/report?fromDate=2030-03-01&untilDate=2030-03-31&status=BOOKED`,
      `/api/admin/tickets/report?roomId=abc&fromDate=2030-03-01&untilDate=2030-03-31&status=BOOKED`,
      `/api/admin/tickets/report/daily?roomId=${room.id}`,
      `/api/admin/tickets/report/daily?roomId=-1&date=2030-03-05`,
    ];
    for (const url of bad) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error).toBe('validation__error');
    }
    const reversed = await get(
      `/api/admin/tickets/report?roomId=${room.id}&fromDate=2030-03-10&untilDate=2030-03-01&status=BOOKED`,
    );
    expect(reversed.json().payload).toContain('querystring.untilDate');
    for (const url of [
      `/api/admin/tickets/report?roomId=99999&fromDate=2030-03-01&untilDate=2030-03-31&status=BOOKED`,
      `/api/admin/tickets/report/daily?roomId=99999&date=2030-03-05`,
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'not_found', payload: ['room'] });
    }
    expect(
      (await get(`/api/admin/tickets/report/daily?roomId=${room.id}&date=2030-03-05`, null))
        .statusCode,
    ).toBe(401);
  });

  it('still counts and lists the tickets after the nightly erasure, with empty names', async () => {
    const { room, morning, afternoon } = await seed();
    const erased = await eraseExpiredPersonalData(
      t.database.db,
      t.clock.wallClock(new Date('2030-03-08T12:00:00Z')),
    );
    expect(erased.tickets).toBeGreaterThanOrEqual(6);
    const occupancy = await get(
      `/api/admin/tickets/report?roomId=${room.id}&fromDate=2030-03-05&untilDate=2030-03-07&status=BOOKED`,
    );
    expect(occupancy.json().content.map((r: { count: number }) => r.count)).toEqual([3, 2, 0]);
    const daily = await get(`/api/admin/tickets/report/daily?roomId=${room.id}&date=2030-03-05`);
    expect(daily.statusCode).toBe(200);
    expect(
      daily
        .json()
        .content.map(
          (l: {
            timeSlotId: number;
            seatNumber: number;
            lastName: unknown;
            firstName: unknown;
          }) => [l.timeSlotId, l.seatNumber, l.lastName, l.firstName],
        ),
    ).toEqual([
      [morning.id, 1, null, null],
      [morning.id, 2, null, null],
      [morning.id, 3, null, null],
      [afternoon.id, 1, null, null],
      [afternoon.id, 2, null, null],
    ]);
  });

  it('answers odd query shapes with 400 or 404, never 500', async () => {
    const { room } = await seed();
    const range = 'fromDate=2030-03-01&untilDate=2030-03-31&status=BOOKED';
    const cases: Array<[string, number]> = [
      [`/api/admin/tickets/report?roomId=2147483648&${range}`, 400],
      [`/api/admin/tickets/report?roomId=2147483647&${range}`, 404],
      [`/api/admin/tickets/report?roomId=1.5&${range}`, 400],
      [`/api/admin/tickets/report?roomId=0&${range}`, 400],
      [`/api/admin/tickets/report?roomId=${room.id}&roomId=${room.id}&${range}`, 400],
      [`/api/admin/tickets/report?roomId=${room.id}&${range}&status=CANCELLED`, 400],
      [`/api/admin/tickets/report?roomId=${room.id}&${range.replace('BOOKED', 'booked')}`, 400],
      [
        `/api/admin/tickets/report?roomId=${room.id}&fromDate=01.03.2030&untilDate=2030-03-31&status=BOOKED`,
        400,
      ],
      [
        `/api/admin/tickets/report?roomId=${room.id}&fromDate=&untilDate=2030-03-31&status=BOOKED`,
        400,
      ],
      [`/api/admin/tickets/report/daily?roomId=${room.id}&date=2030-13-01`, 400],
      [`/api/admin/tickets/report/daily?roomId=9999999999999999999&date=2030-03-01`, 400],
      [`/api/admin/tickets/report/daily?date=2030-03-01`, 400],
    ];
    for (const [url, status] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(status);
      expect(res.json().error, url).toBe(status === 404 ? 'not_found' : 'validation__error');
    }
    const huge = await get(`/api/admin/tickets/report?roomId=2147483648&${range}`);
    expect(huge.json().payload).toContain('querystring.roomId');
    // a one-day range is fine
    const oneDay = await get(
      `/api/admin/tickets/report?roomId=${room.id}&fromDate=2030-03-07&untilDate=2030-03-07&status=BOOKED`,
    );
    expect(oneDay.json().totalCount).toBe(1);
  });

  it('lets a REPORTS account read the room list and reports, and nothing else of the staff API', async () => {
    await seed();
    expect((await get('/api/admin/rooms')).statusCode).toBe(200);
    expect((await get('/api/admin/tickets')).statusCode).toBe(403);
    expect((await get('/api/admin/blacklist')).statusCode).toBe(403);
    expect((await get('/api/admin/users')).statusCode).toBe(403);
  });
});
