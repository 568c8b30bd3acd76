import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminRoom, Room } from '@lesesaal/domain/rooms/schema';
import { sql } from 'drizzle-orm';
import { createTestApp, XHR, type TestApp } from '../../test/app';
import { signIn } from '../../test/auth';
import { TEST_DRIVERS } from '../../test/databases';
import { insertHoliday, insertTimeSlot } from '../../test/factories';
import { insertCart, insertTicket } from '../../test/room-factories';

const validRoom = {
  name: 'Lesesaal 1',
  description: 'Erdgeschoss, Eingang Nord',
  capacity: 12,
  openStart: { type: 'DAY', value: 2 },
  openEnd: { type: 'WORKING_DAY', value: 30 },
};

describe.each(TEST_DRIVERS)('rooms API on %s', (driver) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(driver); // clock: 2030-03-04 (a Monday), 10:00 in Vienna
    admin = await signIn(t.app, t.database.db, 'ADMIN');
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.database.db.execute(sql`DELETE FROM tickets`);
    await t.database.db.execute(sql`DELETE FROM transactions`);
    await t.database.db.execute(sql`DELETE FROM rooms`);
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    cookie = admin,
  ) => t.app.inject({ method, url, headers: { ...XHR, cookie }, ...(payload ? { payload } : {}) });
  const createRoom = async (overrides: object = {}): Promise<AdminRoom> => {
    const res = await call('POST', '/api/admin/rooms', { ...validRoom, ...overrides });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<AdminRoom>();
  };

  it('creates a room and shows it to visitors and staff', async () => {
    const room = await createRoom();
    expect(room).toMatchObject({
      ...validRoom,
      version: 0,
      imageUrl: null,
      imageAlt: null,
      sortOrder: 0,
    });

    const pub = await t.app.inject({ method: 'GET', url: `/api/rooms/${room.id}` });
    expect(pub.statusCode).toBe(200);
    // visitors do not see the staff setting (no-show release)
    const { noShowReleaseMinutes, ...visible } = room;
    expect(noShowReleaseMinutes).toBeNull();
    expect(pub.json()).toEqual({ ...visible, nextFreeDate: null, namedSeats: null }); // no slots yet
    expect((await call('GET', `/api/admin/rooms/${room.id}`)).json()).toEqual(room);
  });

  it('lists rooms in sort order with totalCount, filtered by term or name and paged', async () => {
    const a = await createRoom({ name: 'Lesesaal 1' });
    const b = await createRoom({ name: 'Kartensaal' });
    const c = await createRoom({ name: 'Lesesaal 2' });
    expect([a.sortOrder, b.sortOrder, c.sortOrder]).toEqual([0, 1, 2]);

    const all = (await t.app.inject({ method: 'GET', url: '/api/rooms' })).json();
    expect(all.totalCount).toBe(3);
    expect(all.content.map((r: Room) => r.name)).toEqual([
      'Lesesaal 1',
      'Kartensaal',
      'Lesesaal 2',
    ]);

    const termed = (
      await t.app.inject({ method: 'GET', url: '/api/rooms?term=lesesaal&limit=1&offset=1' })
    ).json();
    expect(termed).toMatchObject({ totalCount: 2, content: [{ name: 'Lesesaal 2' }] });
    const named = (await call('GET', '/api/admin/rooms?name=karten')).json();
    expect(named.content.map((r: Room) => r.name)).toEqual(['Kartensaal']);

    const byName = (await t.app.inject({ method: 'GET', url: '/api/rooms?sort=name:DESC' })).json();
    expect(byName.content.map((r: Room) => r.name)).toEqual([
      'Lesesaal 2',
      'Lesesaal 1',
      'Kartensaal',
    ]);
    const badSort = await t.app.inject({ method: 'GET', url: '/api/rooms?sort=capacity:ASC' });
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json().error).toBe('validation__error');
  });

  it('lists each room with its next free day: open window, not started, a seat not held', async () => {
    const db = t.database.db;
    const soon = await createRoom({
      name: 'Lesesaal 1',
      openStart: { type: 'DAY', value: 0 },
      openEnd: { type: 'DAY', value: 10 },
    });
    // today (2030-03-04, 10:00): 09:00 has started; 11:00 is taken by a booked ticket
    await insertTimeSlot(db, { roomId: soon.id, date: '2030-03-04', capacity: 5 });
    const todayLater = await insertTimeSlot(db, {
      roomId: soon.id,
      date: '2030-03-04',
      startTime: '11:00',
      endTime: '12:00',
      capacity: 1,
    });
    await insertTicket(db, { timeSlotId: todayLater.id, status: 'BOOKED' });
    // 03-05: one seat booked, the other held in a cart that runs until 10:10; no seats at 14:00
    const held = await insertTimeSlot(db, { roomId: soon.id, date: '2030-03-05', capacity: 2 });
    await insertTicket(db, { timeSlotId: held.id, status: 'BOOKED' });
    await insertCart(db, new Date('2030-03-04T09:10:00Z'), [held.id]);
    await insertTimeSlot(db, {
      roomId: soon.id,
      date: '2030-03-05',
      startTime: '14:00',
      endTime: '15:00',
      capacity: 0,
    });
    // 03-06: its only seat was held by a cart that ran out at 09:00 — free again
    const freed = await insertTimeSlot(db, { roomId: soon.id, date: '2030-03-06', capacity: 1 });
    await insertCart(db, new Date('2030-03-04T08:00:00Z'), [freed.id]);
    await insertTimeSlot(db, { roomId: soon.id, date: '2030-03-08' });

    // window from 2 days ahead: 03-05 is too early
    const later = await createRoom({ name: 'Kartensaal' });
    await insertTimeSlot(db, { roomId: later.id, date: '2030-03-05' });
    await insertTimeSlot(db, { roomId: later.id, date: '2030-03-07' });

    // one working day ahead, Tuesday 03-05 a holiday: only Wednesday 03-06 is open
    const working = await createRoom({
      name: 'Handschriftensaal',
      openStart: { type: 'WORKING_DAY', value: 1 },
      openEnd: { type: 'WORKING_DAY', value: 1 },
    });
    await insertHoliday(db, '2030-03-05');
    await insertTimeSlot(db, { roomId: working.id, date: '2030-03-05' });
    await insertTimeSlot(db, { roomId: working.id, date: '2030-03-06' });

    const empty = await createRoom({ name: 'Musiksaal' });
    await insertTimeSlot(db, { roomId: empty.id, date: '2030-06-01' }); // past the window

    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/rooms' });
      expect(res.statusCode).toBe(200);
      const content = res.json<{ content: Array<Room & { nextFreeDate: string | null }> }>()
        .content;
      expect(content.map((r) => [r.name, r.nextFreeDate])).toEqual([
        ['Lesesaal 1', '2030-03-06'],
        ['Kartensaal', '2030-03-07'],
        ['Handschriftensaal', '2030-03-06'],
        ['Musiksaal', null],
      ]);
      // one room answers the same next free day (the visitor's calendar opens on its month)
      for (const [room, expected] of [
        [later, '2030-03-07'],
        [empty, null],
      ] as const) {
        const one = await t.app.inject({ method: 'GET', url: `/api/rooms/${room.id}` });
        expect(one.statusCode).toBe(200);
        expect(one.json<{ nextFreeDate: string | null }>().nextFreeDate).toBe(expected);
      }
    } finally {
      await db.execute(sql`DELETE FROM holidays`);
    }
  });

  it('answers 404 for an unknown room and 400 for an id that is not a positive integer', async () => {
    for (const url of ['/api/rooms/999999', '/api/admin/rooms/999999']) {
      const res = await call('GET', url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'not_found', payload: ['room'] });
    }
    for (const url of [
      '/api/rooms/abc',
      '/api/rooms/1.5',
      '/api/admin/rooms/0',
      '/api/admin/rooms/-3',
    ]) {
      const res = await call('GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error).toBe('validation__error');
    }
  });

  it('lets REPORTS staff read the room list but nothing else, and strangers nothing', async () => {
    const room = await createRoom();
    const reports = await signIn(t.app, t.database.db, 'REPORTS');
    expect((await call('GET', '/api/admin/rooms', undefined, reports)).statusCode).toBe(200);
    expect((await call('GET', `/api/admin/rooms/${room.id}`, undefined, reports)).statusCode).toBe(
      403,
    );
    expect((await call('POST', '/api/admin/rooms', validRoom, reports)).statusCode).toBe(403);
    const stranger = await t.app.inject({ method: 'GET', url: '/api/admin/rooms' });
    expect(stranger.statusCode).toBe(401);
    expect(stranger.json()).toEqual({ error: 'http__access_denied_exception' });
  });

  it.each([
    ['name', 'ab', 400],
    ['name', 'abc', 201],
    ['name', 'x'.repeat(50), 201],
    ['name', 'x'.repeat(51), 400],
    ['name', '   ', 400],
    ['description', 'ab', 400],
    ['description', 'abc', 201],
    ['description', 'x'.repeat(100), 201],
    ['description', 'x'.repeat(101), 400],
    ['capacity', -1, 400],
    ['capacity', 0, 201],
    ['capacity', 99999, 201],
    ['capacity', 100000, 400],
    ['capacity', 1.5, 400],
    ['capacity', '5', 400],
  ])('checks %s = %j at the limit: %i', async (field, value, status) => {
    const res = await call('POST', '/api/admin/rooms', { ...validRoom, [field]: value });
    expect(res.statusCode, res.body).toBe(status);
    if (status === 400)
      expect(res.json()).toEqual({ error: 'validation__error', payload: [`body.${field}`] });
  });

  it.each([
    [-1, 400],
    [0, 201],
    [365, 201],
    [366, 400],
  ])('checks the opening window values %i at the limit: %i', async (value, status) => {
    for (const bound of ['openStart', 'openEnd']) {
      const res = await call('POST', '/api/admin/rooms', {
        ...validRoom,
        [bound]: { type: 'DAY', value },
      });
      expect(res.statusCode, res.body).toBe(status);
      if (status === 400) expect(res.json().payload).toEqual([`body.${bound}.value`]);
    }
  });

  it('gives a room sent without opening window bounds the defaults: from 2 to 30 days ahead', async () => {
    const { openStart: _start, openEnd: _end, ...bare } = validRoom;
    const res = await call('POST', '/api/admin/rooms', bare);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      openStart: { type: 'DAY', value: 2 },
      openEnd: { type: 'DAY', value: 30 },
    });
    const nulled = await call('POST', '/api/admin/rooms', { ...bare, openStart: null });
    expect(nulled.statusCode).toBe(400);
  });

  it('treats an unknown opening day type as DAY', async () => {
    const room = await createRoom({ openStart: { type: 'WEEK', value: 1 } });
    expect(room.openStart).toEqual({ type: 'DAY', value: 1 });
  });

  it('updates a room with its version, increments it and refuses a stale version with 409', async () => {
    const room = await createRoom();
    const update = {
      ...validRoom,
      id: room.id,
      version: room.version,
      name: 'Lesesaal Nord',
      capacity: 3,
    };
    const first = await call('PUT', `/api/admin/rooms/${room.id}`, update);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      name: 'Lesesaal Nord',
      capacity: 3,
      version: room.version + 1,
    });

    const stale = await call('PUT', `/api/admin/rooms/${room.id}`, {
      ...update,
      name: 'Lesesaal Süd',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ error: 'conflict', payload: ['version'] });
    expect((await call('GET', `/api/rooms/${room.id}`)).json().name).toBe('Lesesaal Nord');

    const gone = await call('PUT', '/api/admin/rooms/999999', { ...update, id: 999999 });
    expect(gone.statusCode).toBe(404);
    const mismatch = await call('PUT', `/api/admin/rooms/${room.id}`, {
      ...update,
      version: 1,
      id: room.id + 1,
    });
    expect(mismatch.statusCode).toBe(400);
    const noVersion = await call('PUT', `/api/admin/rooms/${room.id}`, {
      ...validRoom,
      id: room.id,
    });
    expect(noVersion.json()).toEqual({ error: 'validation__error', payload: ['body.version'] });
  });

  it('moves a room to a position and renumbers all rooms densely', async () => {
    const [a, b, c, d] = [
      await createRoom({ name: 'Raum A' }),
      await createRoom({ name: 'Raum B' }),
      await createRoom({ name: 'Raum C' }),
      await createRoom({ name: 'Raum D' }),
    ];
    // gaps in the stored order are closed by the move
    await t.database.db.execute(sql`UPDATE rooms SET sort_order = sort_order * 10`);

    const moved = await call('PUT', `/api/admin/rooms/${d!.id}/order/1`);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().map((r: Room) => [r.name, r.sortOrder])).toEqual([
      ['Raum A', 0],
      ['Raum D', 1],
      ['Raum B', 2],
      ['Raum C', 3],
    ]);
    const down = await call('PUT', `/api/admin/rooms/${a!.id}/order/99`);
    expect(down.json().map((r: Room) => r.name)).toEqual(['Raum D', 'Raum B', 'Raum C', 'Raum A']);
    const list = (await t.app.inject({ method: 'GET', url: '/api/rooms' })).json();
    expect(list.content.map((r: Room) => [r.id, r.sortOrder])).toEqual([
      [d!.id, 0],
      [b!.id, 1],
      [c!.id, 2],
      [a!.id, 3],
    ]);

    expect((await call('PUT', '/api/admin/rooms/999999/order/0')).statusCode).toBe(404);
    expect((await call('PUT', `/api/admin/rooms/${a!.id}/order/-1`)).statusCode).toBe(400);
  });

  it('deletes a room with only past or cancelled tickets, together with its slots', async () => {
    const room = await createRoom();
    const past = await insertTimeSlot(t.database.db, { roomId: room.id, date: '2030-03-01' });
    const future = await insertTimeSlot(t.database.db, { roomId: room.id, date: '2030-03-10' });
    await insertTicket(t.database.db, { timeSlotId: past.id, status: 'BOOKED' });
    await insertTicket(t.database.db, { timeSlotId: future.id, status: 'CANCELLED' });
    // a cart that expired already holds nothing
    await insertCart(t.database.db, new Date('2030-03-04T08:00:00Z'), [future.id]);

    const res = await call('DELETE', `/api/admin/rooms/${room.id}`);
    expect(res.statusCode, res.body).toBe(204);
    expect((await call('GET', `/api/rooms/${room.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/rooms/${room.id}`)).statusCode).toBe(404);
  });

  it('refuses to delete a room with booked tickets from today or held tickets, naming the count', async () => {
    const room = await createRoom();
    const today = await insertTimeSlot(t.database.db, {
      roomId: room.id,
      date: '2030-03-04',
      startTime: '08:00',
      endTime: '09:00',
    });
    const later = await insertTimeSlot(t.database.db, { roomId: room.id, date: '2030-04-01' });
    await insertTicket(t.database.db, { timeSlotId: today.id, status: 'BOOKED' });
    await insertTicket(t.database.db, { timeSlotId: later.id, status: 'BOOKED' });
    await insertCart(t.database.db, new Date('2030-03-04T09:10:00Z'), [later.id]);

    const res = await call('DELETE', `/api/admin/rooms/${room.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'delete__has_tickets', payload: ['3'] });
    expect((await call('GET', `/api/rooms/${room.id}`)).statusCode).toBe(200);
  });
});
