import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TimeSlot } from '@lesesaal/domain/time-slots/schema';
import { rowsOf } from '../../db/client';
import { createTestApp, XHR, type TestApp } from '../../test/app';
import { signIn } from '../../test/auth';
import { TEST_DRIVERS } from '../../test/databases';
import { insertHoliday, insertRoom, insertTimeSlot } from '../../test/factories';
import { insertCart, insertTicket } from '../../test/room-factories';

// The test clock stands at 2030-03-04 (a Monday), 10:00 in Vienna.
const series = {
  startTime: '09:00',
  endTime: '12:00',
  startDate: '2030-03-05',
  repeatUntil: '2030-03-18',
  daysOfWeek: ['MONDAY', 'WEDNESDAY', 'FRIDAY'],
  includeHolidays: false,
  capacity: 6,
};

describe.each(TEST_DRIVERS)('time slots API on %s', (driver) => {
  let t: TestApp;
  let admin: string;
  let roomId: number;
  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = await signIn(t.app, t.database.db, 'ADMIN');
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.database.db.execute(sql`DELETE FROM tickets`);
    await t.database.db.execute(sql`DELETE FROM transactions`);
    await t.database.db.execute(sql`DELETE FROM holidays`);
    await t.database.db.execute(sql`DELETE FROM rooms`);
    roomId = (await insertRoom(t.database.db, { name: 'Lesesaal 1' })).id;
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { ...XHR, cookie: admin },
      ...(payload ? { payload } : {}),
    });
  const slotDates = async () =>
    rowsOf<{ d: string }>(
      await t.database.db.execute(
        sql`SELECT date::text AS d FROM time_slots WHERE room_id = ${roomId} ORDER BY date, start_time`,
      ),
    ).map((r) => r.d);

  it('creates a series on the chosen weekdays, skipping holidays', async () => {
    await insertHoliday(t.database.db, '2030-03-13');
    const res = await call('POST', `/api/admin/rooms/${roomId}/timeslots`, series);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<{ createdTimeSlots: TimeSlot[] }>().createdTimeSlots;
    expect(created.map((s) => s.date)).toEqual([
      '2030-03-06',
      '2030-03-08',
      '2030-03-11',
      '2030-03-15',
      '2030-03-18',
    ]);
    expect(created[0]).toEqual({
      id: expect.any(Number),
      roomId,
      roomName: 'Lesesaal 1',
      date: '2030-03-06',
      startTime: '09:00',
      endTime: '12:00',
      capacity: 6,
      ticketCount: 0,
      failedRules: [],
    });
    expect(await slotDates()).toEqual([
      '2030-03-06',
      '2030-03-08',
      '2030-03-11',
      '2030-03-15',
      '2030-03-18',
    ]);
  });

  it('includes holidays when asked, and a single day ignores weekdays and holidays', async () => {
    await insertHoliday(t.database.db, '2030-03-13');
    const withHolidays = await call('POST', `/api/admin/rooms/${roomId}/timeslots`, {
      ...series,
      includeHolidays: true,
    });
    expect(withHolidays.json().createdTimeSlots).toHaveLength(6);

    // Sunday 2030-03-10 is no chosen weekday, yet a one-day "series" makes it
    const single = await call('POST', `/api/admin/rooms/${roomId}/timeslots`, {
      ...series,
      startDate: '2030-03-10',
      repeatUntil: null,
      daysOfWeek: [],
    });
    expect(single.json().createdTimeSlots.map((s: TimeSlot) => s.date)).toEqual(['2030-03-10']);
    // the holiday itself, repeatUntil equal to startDate, Wednesday not among the weekdays
    const sameDay = await call('POST', `/api/admin/rooms/${roomId}/timeslots`, {
      ...series,
      startDate: '2030-03-13',
      repeatUntil: '2030-03-13',
      daysOfWeek: ['MONDAY'],
      startTime: '17:00',
      endTime: '18:00',
    });
    expect(sameDay.json().createdTimeSlots.map((s: TimeSlot) => s.date)).toEqual(['2030-03-13']);
    // repeatUntil left out altogether
    const { repeatUntil: _omitted, ...withoutRepeat } = series;
    const missing = await call('POST', `/api/admin/rooms/${roomId}/timeslots`, {
      ...withoutRepeat,
      startDate: '2030-03-09',
    });
    expect(missing.json().createdTimeSlots.map((s: TimeSlot) => s.date)).toEqual(['2030-03-09']);
  });

  it('refuses overlapping slots with 409 timeslot__overlapping and creates none of the series', async () => {
    await insertTimeSlot(t.database.db, {
      roomId,
      date: '2030-03-15',
      startTime: '11:00',
      endTime: '13:00',
    });
    const res = await call('POST', `/api/admin/rooms/${roomId}/timeslots`, series);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'timeslot__overlapping' });
    expect(await slotDates()).toEqual(['2030-03-15']);
  });

  it('accepts slots that only touch an existing one, and the same times in another room', async () => {
    await insertTimeSlot(t.database.db, {
      roomId,
      date: '2030-03-06',
      startTime: '12:00',
      endTime: '13:00',
    });
    await insertTimeSlot(t.database.db, {
      roomId,
      date: '2030-03-06',
      startTime: '08:00',
      endTime: '09:00',
    });
    expect(
      (await call('POST', `/api/admin/rooms/${roomId}/timeslots`, series)).json().createdTimeSlots,
    ).toHaveLength(6);
    const other = (await insertRoom(t.database.db, { name: 'Kartensaal' })).id;
    expect(
      (await call('POST', `/api/admin/rooms/${other}/timeslots`, series)).json().createdTimeSlots,
    ).toHaveLength(6);
  });

  it.each([
    [{ startDate: '2030-03-04' }, 'body.startDate'],
    [{ startDate: '2030-03-03' }, 'body.startDate'],
    [{ endTime: '09:00' }, 'body.endTime'],
    [{ startTime: '24:00' }, 'body.startTime'],
    [{ startTime: '09:60' }, 'body.startTime'],
    [{ repeatUntil: '2030-03-04' }, 'body.repeatUntil'],
    [{ daysOfWeek: [] }, 'body.daysOfWeek'],
    [{ daysOfWeek: ['FUNDAY'] }, 'body.daysOfWeek.0'],
    [{ capacity: -1 }, 'body.capacity'],
    [{ capacity: 100000 }, 'body.capacity'],
    [{ capacity: 1.5 }, 'body.capacity'],
  ])('refuses a series with %j', async (change, field) => {
    const res = await call('POST', `/api/admin/rooms/${roomId}/timeslots`, {
      ...series,
      ...change,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toBe('validation__error');
    expect(res.json().payload).toContain(field);
    expect(await slotDates()).toEqual([]);
  });

  it('accepts capacity 0 and 99999 and a start date tomorrow', async () => {
    const one = { ...series, startDate: '2030-03-05', repeatUntil: null };
    expect(
      (await call('POST', `/api/admin/rooms/${roomId}/timeslots`, { ...one, capacity: 0 }))
        .statusCode,
    ).toBe(201);
    const res = await call('POST', `/api/admin/rooms/${roomId}/timeslots`, {
      ...one,
      startTime: '13:00',
      endTime: '14:00',
      capacity: 99999,
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('accepts a series spanning 731 days and refuses one of 732 days with 400, creating nothing', async () => {
    const longest = { ...series, startDate: '2030-03-05', daysOfWeek: ['TUESDAY'] };
    const tooLong = await call('POST', `/api/admin/rooms/${roomId}/timeslots`, {
      ...longest,
      repeatUntil: '2032-03-05',
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ error: 'validation__error', payload: ['body.repeatUntil'] });
    expect(await slotDates()).toEqual([]);
    const res = await call('POST', `/api/admin/rooms/${roomId}/timeslots`, {
      ...longest,
      repeatUntil: '2032-03-04',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().createdTimeSlots).toHaveLength(105); // every Tuesday of two years
  });

  it('answers 404 for slots of an unknown room', async () => {
    expect((await call('POST', '/api/admin/rooms/999999/timeslots', series)).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/rooms/999999/timeslots')).statusCode).toBe(404);
  });

  it('lists a room’s slots in a date range with active ticket counts and totalCount', async () => {
    const a = await insertTimeSlot(t.database.db, { roomId, date: '2030-03-05', capacity: 2 });
    const b = await insertTimeSlot(t.database.db, { roomId, date: '2030-03-06', capacity: 2 });
    await insertTimeSlot(t.database.db, { roomId, date: '2030-04-06' });
    await insertTicket(t.database.db, { timeSlotId: a.id, status: 'BOOKED' });
    await insertTicket(t.database.db, { timeSlotId: a.id, status: 'CANCELLED' });
    await insertCart(t.database.db, new Date('2030-03-04T09:15:00Z'), [a.id, b.id]); // held
    await insertCart(t.database.db, new Date('2030-03-04T08:59:00Z'), [b.id]); // expired

    const res = await call(
      'GET',
      `/api/admin/rooms/${roomId}/timeslots?fromDate=2030-03-01&untilDate=2030-03-31`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ content: TimeSlot[]; totalCount: number }>();
    expect(body.totalCount).toBe(2);
    expect(body.content).toEqual([
      {
        id: a.id,
        roomId,
        roomName: 'Lesesaal 1',
        date: '2030-03-05',
        startTime: '09:00',
        endTime: '10:00',
        capacity: 2,
        ticketCount: 2,
        failedRules: [],
      },
      {
        id: b.id,
        roomId,
        roomName: 'Lesesaal 1',
        date: '2030-03-06',
        startTime: '09:00',
        endTime: '10:00',
        capacity: 2,
        ticketCount: 1,
        failedRules: [],
      },
    ]);
    const paged = (
      await call('GET', `/api/admin/rooms/${roomId}/timeslots?limit=1&offset=1&sort=date:DESC`)
    ).json();
    expect(paged.totalCount).toBe(3);
    expect(paged.content.map((s: TimeSlot) => s.date)).toEqual(['2030-03-06']);
    expect(
      (await call('GET', `/api/admin/rooms/${roomId}/timeslots?sort=room:ASC`)).statusCode,
    ).toBe(400);
    expect(
      (await call('GET', `/api/admin/rooms/${roomId}/timeslots?fromDate=2030-02-30`)).statusCode,
    ).toBe(400);
  });

  it('reads, changes and deletes one slot', async () => {
    const slot = await insertTimeSlot(t.database.db, { roomId, date: '2030-03-05' });
    const url = `/api/admin/rooms/${roomId}/timeslots/${slot.id}`;
    expect((await call('GET', url)).json()).toMatchObject({
      id: slot.id,
      startTime: '09:00',
      endTime: '10:00',
      capacity: 5,
    });

    const changed = await call('PUT', url, { startTime: '10:00', endTime: '11:30', capacity: 7 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      startTime: '10:00',
      endTime: '11:30',
      capacity: 7,
      ticketCount: 0,
    });
    expect(
      (await call('PUT', url, { startTime: '10:00', endTime: '10:00', capacity: 7 })).json()
        .payload,
    ).toEqual(['body.endTime']);

    expect((await call('DELETE', url)).statusCode).toBe(204);
    expect((await call('GET', url)).statusCode).toBe(404);
  });

  it('answers 404 for a slot of another room and 400 for a slot id that is no integer', async () => {
    const other = (await insertRoom(t.database.db, { name: 'Kartensaal' })).id;
    const slot = await insertTimeSlot(t.database.db, { roomId: other, date: '2030-03-05' });
    const url = `/api/admin/rooms/${roomId}/timeslots/${slot.id}`;
    expect((await call('GET', url)).statusCode).toBe(404);
    expect(
      (await call('PUT', url, { startTime: '10:00', endTime: '11:00', capacity: 1 })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', url)).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/rooms/${roomId}/timeslots/abc`)).statusCode).toBe(400);
  });

  it('refuses to move a slot onto another one with 409 timeslot__overlapping', async () => {
    await insertTimeSlot(t.database.db, {
      roomId,
      date: '2030-03-05',
      startTime: '09:00',
      endTime: '10:00',
    });
    const second = await insertTimeSlot(t.database.db, {
      roomId,
      date: '2030-03-05',
      startTime: '10:00',
      endTime: '11:00',
    });
    const res = await call('PUT', `/api/admin/rooms/${roomId}/timeslots/${second.id}`, {
      startTime: '09:30',
      endTime: '11:00',
      capacity: 5,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'timeslot__overlapping' });
  });

  it('refuses to delete a slot with any ticket, even a cancelled one, naming the count', async () => {
    const slot = await insertTimeSlot(t.database.db, { roomId, date: '2030-03-05' });
    await insertTicket(t.database.db, { timeSlotId: slot.id, status: 'CANCELLED' });
    await insertTicket(t.database.db, { timeSlotId: slot.id, status: 'BOOKED' });
    const res = await call('DELETE', `/api/admin/rooms/${roomId}/timeslots/${slot.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'delete__has_tickets', payload: ['2'] });
  });

  it('sets the capacity of every slot of the room in a date range', async () => {
    await insertTimeSlot(t.database.db, { roomId, date: '2030-03-05' });
    await insertTimeSlot(t.database.db, { roomId, date: '2030-03-07' });
    const outside = await insertTimeSlot(t.database.db, { roomId, date: '2030-03-08' });
    const other = (await insertRoom(t.database.db, { name: 'Kartensaal' })).id;
    const foreign = await insertTimeSlot(t.database.db, { roomId: other, date: '2030-03-06' });

    const res = await call('POST', `/api/admin/rooms/${roomId}/timeslots/capacity`, {
      fromDate: '2030-03-05',
      untilDate: '2030-03-07',
      capacity: 0,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ updated: 2 });
    const caps = rowsOf<{ id: number; capacity: number }>(
      await t.database.db.execute(sql`SELECT id, capacity FROM time_slots`),
    );
    expect(caps.find((r) => r.id === outside.id)?.capacity).toBe(5);
    expect(caps.find((r) => r.id === foreign.id)?.capacity).toBe(5);

    const reversed = await call('POST', `/api/admin/rooms/${roomId}/timeslots/capacity`, {
      fromDate: '2030-03-07',
      untilDate: '2030-03-05',
      capacity: 1,
    });
    expect(reversed.json()).toEqual({ error: 'validation__error', payload: ['body.untilDate'] });
    const tooMany = await call('POST', `/api/admin/rooms/${roomId}/timeslots/capacity`, {
      fromDate: '2030-03-05',
      untilDate: '2030-03-07',
      capacity: 100000,
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it('lists overbooked slots of all rooms from today, by date and time, with the room name', async () => {
    const other = (await insertRoom(t.database.db, { name: 'Kartensaal' })).id;
    const past = await insertTimeSlot(t.database.db, { roomId, date: '2030-03-01', capacity: 0 });
    const full = await insertTimeSlot(t.database.db, { roomId, date: '2030-03-05', capacity: 1 });
    const over = await insertTimeSlot(t.database.db, {
      roomId: other,
      date: '2030-03-05',
      startTime: '08:00',
      endTime: '09:00',
      capacity: 1,
    });
    const held = await insertTimeSlot(t.database.db, { roomId, date: '2030-03-06', capacity: 0 });
    await insertTicket(t.database.db, { timeSlotId: past.id, status: 'BOOKED' });
    await insertTicket(t.database.db, { timeSlotId: full.id, status: 'BOOKED' });
    await insertTicket(t.database.db, { timeSlotId: over.id, status: 'BOOKED' });
    await insertTicket(t.database.db, { timeSlotId: over.id, status: 'BOOKED' });
    await insertCart(t.database.db, new Date('2030-03-04T09:15:00Z'), [held.id]);

    const res = await call(
      'GET',
      '/api/admin/rooms/timeslots?status=OVERBOOKED&sort=date:ASC,startTime:ASC',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      totalCount: 2,
      content: [
        {
          id: over.id,
          roomId: other,
          roomName: 'Kartensaal',
          date: '2030-03-05',
          startTime: '08:00',
          endTime: '09:00',
          ticketCount: 2,
          capacity: 1,
        },
        {
          id: held.id,
          roomId,
          roomName: 'Lesesaal 1',
          date: '2030-03-06',
          ticketCount: 1,
          capacity: 0,
        },
      ],
    });
    const withPast = (
      await call('GET', '/api/admin/rooms/timeslots?status=OVERBOOKED&fromDate=2030-03-01')
    ).json();
    expect(withPast.totalCount).toBe(3);

    // the cart expires: the slot is no longer overbooked
    t.clock.set('2030-03-04T09:20:00Z');
    try {
      expect(
        (await call('GET', '/api/admin/rooms/timeslots?status=OVERBOOKED')).json().totalCount,
      ).toBe(1);
    } finally {
      t.clock.set('2030-03-04T09:00:00Z');
    }
    expect((await call('GET', '/api/admin/rooms/timeslots?status=FULL')).statusCode).toBe(400);
  });

  it('lists the slots on a holiday that still have tickets as needing attention, named by the holiday', async () => {
    const booked = await insertTimeSlot(t.database.db, { roomId, date: '2030-03-07', capacity: 5 });
    const empty = await insertTimeSlot(t.database.db, {
      roomId,
      date: '2030-03-07',
      startTime: '13:00',
      endTime: '14:00',
      capacity: 5,
    });
    await insertTimeSlot(t.database.db, { roomId, date: '2030-03-08', capacity: 5 });
    await insertTicket(t.database.db, { timeSlotId: booked.id, status: 'BOOKED' });
    const overbooked = (await call('GET', '/api/admin/rooms/timeslots?status=OVERBOOKED')).json();
    expect(overbooked.totalCount).toBe(0);

    // the holiday comes after the slot and its booking: the booking stays and is listed
    await insertHoliday(t.database.db, '2030-03-07', 'Wasserschaden');
    const res = await call('GET', '/api/admin/rooms/timeslots?status=OVERBOOKED');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      totalCount: 1,
      content: [{ id: booked.id, date: '2030-03-07', ticketCount: 1, holiday: 'Wasserschaden' }],
    });
    // every staff list names the holiday of a slot's day
    const all = await call('GET', `/api/admin/rooms/${roomId}/timeslots?fromDate=2030-03-07`);
    expect(
      all.json<{ content: TimeSlot[] }>().content.map((x) => [x.id, x.holiday ?? null]),
    ).toEqual([
      [booked.id, 'Wasserschaden'],
      [empty.id, 'Wasserschaden'],
      [expect.any(Number), null],
    ]);
  });

  it('reads /admin/rooms/timeslots as the slot list of all rooms, not as a room with the id "timeslots"', async () => {
    const slot = await insertTimeSlot(t.database.db, { roomId, date: '2030-03-05' });
    const res = await call('GET', '/api/admin/rooms/timeslots?fromDate=2030-03-01');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      totalCount: 1,
      content: [{ id: slot.id, roomId, roomName: 'Lesesaal 1' }],
    });
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await call(
        method,
        '/api/admin/rooms/timeslots',
        method === 'PUT' ? {} : undefined,
      );
      // a known path without that method, not a room with the id "timeslots"
      expect(res.statusCode, method).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD');
      expect(res.json()).toEqual({ error: 'method_not_allowed' });
    }
  });
});
