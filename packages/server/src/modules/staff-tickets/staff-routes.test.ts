import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Ticket } from '@lesesaal/domain/tickets/schema';
import { createTestApp, XHR, type TestApp } from '../../test/app';
import { signIn } from '../../test/auth';
import { TEST_DRIVERS } from '../../test/databases';
import { insertRoom, insertTimeSlot } from '../../test/factories';
import { insertCart, insertTicket } from '../../test/room-factories';

// The test clock stands at 2030-03-04 (a Monday), 10:00 in Vienna.
describe.each(TEST_DRIVERS)('admin tickets API on %s', (driver) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = await signIn(t.app, t.database.db, 'ADMIN');
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.database.db.execute(sql`DELETE FROM tickets`);
    await t.database.db.execute(sql`DELETE FROM transactions`);
    await t.database.db.execute(sql`DELETE FROM rooms`);
  });

  const get = (url: string, cookie = admin) =>
    t.app.inject({ method: 'GET', url, headers: { ...XHR, cookie } });

  /** Two rooms; booked tickets yesterday, today and later; one cancelled, one held. */
  async function scenario() {
    const db = t.database.db;
    const lesesaal = await insertRoom(db, { name: 'Lesesaal 1' });
    const karten = await insertRoom(db, { name: 'Kartensaal', description: '1. Stock' });
    const yesterday = await insertTimeSlot(db, { roomId: lesesaal.id, date: '2030-03-03' });
    const today = await insertTimeSlot(db, {
      roomId: lesesaal.id,
      date: '2030-03-04',
      startTime: '08:00',
      endTime: '09:00',
    });
    const later = await insertTimeSlot(db, {
      roomId: karten.id,
      date: '2030-03-20',
      startTime: '13:00',
      endTime: '16:00',
    });
    await insertTicket(db, { timeSlotId: yesterday.id, status: 'BOOKED' });
    const anna = await insertTicket(db, {
      timeSlotId: today.id,
      status: 'BOOKED',
      ownerId: 'owner-anna',
      lastName: 'Berger',
      firstName: 'Anna',
      email: 'anna@example.org',
    });
    const zoe = await insertTicket(db, {
      timeSlotId: later.id,
      status: 'BOOKED',
      ownerId: 'owner-anna',
      lastName: 'Adler',
      firstName: 'Zoe',
    });
    const max = await insertTicket(db, {
      timeSlotId: later.id,
      status: 'BOOKED',
      lastName: 'Zimmer',
      firstName: 'Max',
      organisation: 'Universität Graz',
    });
    const cancelled = await insertTicket(db, {
      timeSlotId: later.id,
      status: 'CANCELLED',
      lastName: 'Storno',
    });
    await insertCart(db, new Date('2030-03-04T09:10:00Z'), [later.id]);
    return { lesesaal, karten, yesterday, today, later, anna, zoe, max, cancelled };
  }

  it('counts booked tickets dated today or later, in all rooms and per room', async () => {
    const s = await scenario();
    expect((await get('/api/admin/tickets/count')).json()).toEqual({ count: 3 });
    expect((await get(`/api/admin/rooms/${s.lesesaal.id}/tickets/count`)).json()).toEqual({
      count: 1,
    });
    expect((await get(`/api/admin/rooms/${s.karten.id}/tickets/count`)).json()).toEqual({
      count: 2,
    });
    const unknown = await get('/api/admin/rooms/999999/tickets/count');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'not_found', payload: ['room'] });
  });

  it('lists the booked tickets of a slot, sorted by name by default, with room and slot data', async () => {
    const s = await scenario();
    const res = await get(`/api/admin/tickets?timeSlotId=${s.later.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ content: Ticket[]; totalCount: number }>();
    expect(body.totalCount).toBe(2);
    expect(body.content.map((x) => x.lastName)).toEqual(['Adler', 'Zimmer']);
    expect(body.content[1]).toMatchObject({
      id: s.max.id,
      status: 'BOOKED',
      roomId: s.karten.id,
      roomName: 'Kartensaal',
      roomDescription: '1. Stock',
      timeSlotId: s.later.id,
      date: '2030-03-20',
      startTime: '13:00',
      endTime: '16:00',
      organisation: 'Universität Graz',
      cancelable: true,
    });
  });

  it('lists the tickets of an owner across rooms, and the cancelled ones on request', async () => {
    const s = await scenario();
    const owner = (await get('/api/admin/tickets?ownerId=owner-anna&sort=date:ASC')).json();
    expect(owner.content.map((x: Ticket) => x.id)).toEqual([s.anna.id, s.zoe.id]);
    expect(owner.content[0].cancelable).toBe(false); // today 08:00 has begun

    const cancelled = (
      await get(`/api/admin/tickets?timeSlotId=${s.later.id}&status=CANCELED_ONLY`)
    ).json();
    expect(cancelled).toMatchObject({
      totalCount: 1,
      content: [{ id: s.cancelled.id, status: 'CANCELLED', cancelable: false }],
    });
  });

  it('pages and sorts the list and filters by room, dates and search term', async () => {
    const s = await scenario();
    const page = (await get('/api/admin/tickets?sort=lastName:DESC&limit=2&offset=1')).json();
    expect(page.totalCount).toBe(4);
    expect(page.content.map((x: Ticket) => x.lastName)).toEqual(['Musterfrau', 'Berger']);

    const fromToday = (
      await get(`/api/admin/tickets?roomId=${s.lesesaal.id}&fromDate=2030-03-04`)
    ).json();
    expect(fromToday.content.map((x: Ticket) => x.id)).toEqual([s.anna.id]);
    expect(fromToday.totalCount).toBe(1);
    // each slot filter alone: the count joins the slot only for these (staff-repository.ts)
    for (const filter of [
      `roomId=${s.lesesaal.id}`,
      'fromDate=2030-03-04',
      'untilDate=2030-03-04',
      'fromTime=10:00',
      'untilTime=10:00',
    ]) {
      const res = await get(`/api/admin/tickets?${filter}`);
      expect(res.statusCode, `${filter}: ${res.body}`).toBe(200);
      expect(res.json().totalCount, filter).toBe(res.json().content.length);
    }
    const term = (await get('/api/admin/tickets?searchTerm=graz')).json();
    expect(term.content.map((x: Ticket) => x.id)).toEqual([s.max.id]);
    const literal = (await get('/api/admin/tickets?searchTerm=%25')).json();
    expect(literal.totalCount).toBe(0);
  });

  it('refuses unknown sort fields and malformed filters with 400', async () => {
    for (const query of ['sort=password:ASC', 'timeSlotId=abc', 'fromDate=2030-13-01', 'limit=0']) {
      const res = await get(`/api/admin/tickets?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error).toBe('validation__error');
    }
  });

  it('shows tickets and counts to ADMIN staff only', async () => {
    const reports = await signIn(t.app, t.database.db, 'REPORTS');
    expect((await get('/api/admin/tickets', reports)).statusCode).toBe(403);
    expect((await get('/api/admin/tickets/count', reports)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/tickets/count' })).statusCode,
    ).toBe(401);
  });
});
