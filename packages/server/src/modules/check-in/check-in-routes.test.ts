import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, tickets } from '../../db/schema/index';
import { createTestApp, XHR, type TestApp } from '../../test/app';
import { signIn } from '../../test/auth';
import { TEST_DRIVERS } from '../../test/databases';
import { insertRoom, insertTimeSlot } from '../../test/factories';
import { insertTicket } from '../../test/room-factories';

const DENIED = { error: 'http__access_denied_exception' };

// The test clock stands at 2030-03-04 (a Monday), 10:00 in Vienna.
describe.each(TEST_DRIVERS)('desk check-in on %s', (driver) => {
  let t: TestApp;
  let admin: string;
  let desk: string;
  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = await signIn(t.app, t.database.db, 'ADMIN');
    desk = await signIn(t.app, t.database.db, 'DESK');
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    t.clock.set('2030-03-04T09:00:00Z');
    await t.database.db.execute(sql`DELETE FROM audit_log`);
    await t.database.db.execute(sql`DELETE FROM tickets`);
    await t.database.db.execute(sql`DELETE FROM time_slots`);
    await t.database.db.execute(sql`DELETE FROM rooms`);
  });

  const call = (
    method: 'GET' | 'PUT' | 'DELETE' | 'POST',
    url: string,
    cookie: string | null = desk,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      headers: { ...XHR, ...(cookie ? { cookie } : {}) },
      ...(payload ? { payload } : {}),
    });
  const rowOf = async (id: number) =>
    (await t.database.db.select().from(tickets)).find((r) => r.id === id)!;

  /**
   * Room Ost: an early slot (08:00–09:30, over), a running one (09:30–12:00) and one
   * tomorrow; room West: one running slot. Booking numbers are fixed.
   */
  async function scenario() {
    const db = t.database.db;
    const ost = await insertRoom(db, { name: 'Lesesaal Ost', sortOrder: 0 });
    const west = await insertRoom(db, { name: 'Lesesaal West', sortOrder: 1 });
    const early = await insertTimeSlot(db, {
      roomId: ost.id,
      date: '2030-03-04',
      startTime: '08:00',
      endTime: '09:30',
    });
    const running = await insertTimeSlot(db, {
      roomId: ost.id,
      date: '2030-03-04',
      startTime: '09:30',
      endTime: '12:00',
    });
    const westSlot = await insertTimeSlot(db, {
      roomId: west.id,
      date: '2030-03-04',
      startTime: '09:00',
      endTime: '12:00',
    });
    const tomorrow = await insertTimeSlot(db, { roomId: ost.id, date: '2030-03-05' });
    const booked = (
      timeSlotId: number,
      bookingNumber: string,
      lastName: string,
      firstName: string,
    ) => insertTicket(db, { timeSlotId, status: 'BOOKED', bookingNumber, lastName, firstName });
    const berger = await booked(early.id, 'BERG2345', 'Berger', 'Clara');
    const adler = await booked(early.id, 'ADLE2345', 'Adler', 'Dora');
    const zeller = await booked(running.id, 'UVNSGA39', 'Zeller', 'Anna');
    const mueller = await booked(running.id, 'MUEL2345', 'Müller', 'Max');
    const fremd = await booked(westSlot.id, 'FREM2345', 'Fremd', 'Fritz');
    const morgen = await booked(tomorrow.id, 'KQ7PXW2M', 'Morgen', 'Mia');
    const storno = await insertTicket(db, {
      timeSlotId: running.id,
      status: 'CANCELLED',
      bookingNumber: 'STRN2345',
      lastName: 'Storno',
    });
    await insertTicket(db, { timeSlotId: running.id, status: 'NEW' });
    return {
      ost,
      west,
      early,
      running,
      westSlot,
      berger,
      adler,
      zeller,
      mueller,
      fremd,
      morgen,
      storno,
    };
  }

  it("lists today's booked tickets of all rooms or one, numbered like the daily report", async () => {
    const s = await scenario();
    const res = await call('GET', '/api/admin/checkin');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ date: '2030-03-04', today: true, roomId: null });
    expect(body.rooms).toEqual([
      { id: s.ost.id, name: 'Lesesaal Ost' },
      { id: s.west.id, name: 'Lesesaal West' },
    ]);
    const summary = (lines: Array<Record<string, unknown>>) =>
      lines.map((l) => [l.startTime, l.roomName, l.seatNumber, l.lastName, l.bookingNumber]);
    expect(summary(body.content)).toEqual([
      ['08:00', 'Lesesaal Ost', 1, 'Adler', 'ADLE2345'],
      ['08:00', 'Lesesaal Ost', 2, 'Berger', 'BERG2345'],
      ['09:00', 'Lesesaal West', 1, 'Fremd', 'FREM2345'],
      ['09:30', 'Lesesaal Ost', 1, 'Müller', 'MUEL2345'],
      ['09:30', 'Lesesaal Ost', 2, 'Zeller', 'UVNSGA39'],
    ]);
    expect(body.content[0]).toEqual({
      id: s.adler.id,
      timeSlotId: s.early.id,
      roomId: s.ost.id,
      roomName: 'Lesesaal Ost',
      date: '2030-03-04',
      startTime: '08:00',
      endTime: '09:30',
      seatNumber: 1,
      // no named seats in the room
      seatLabel: null,
      seatMissing: false,
      bookingNumber: 'ADLE2345',
      title: null,
      firstName: 'Dora',
      lastName: 'Adler',
      accessibility: null,
      checkedInAt: null,
      seatReleased: false,
      noShow: false,
      // booked without a user application
      applicationState: null,
      // a single visit, not a day of a research stay
      stay: null,
    });
    const west = await call('GET', `/api/admin/checkin?roomId=${s.west.id}`);
    expect(summary(west.json().content)).toEqual([
      ['09:00', 'Lesesaal West', 1, 'Fremd', 'FREM2345'],
    ]);
    expect(west.json().roomId).toBe(s.west.id);
  });

  it('lets ADMIN open another day, but keeps DESK on today', async () => {
    await scenario();
    const other = await call('GET', '/api/admin/checkin?date=2030-03-05', admin);
    expect(other.statusCode).toBe(200);
    expect(other.json()).toMatchObject({ date: '2030-03-05', today: false });
    expect(other.json().content.map((l: { lastName: string }) => l.lastName)).toEqual(['Morgen']);
    const refused = await call('GET', '/api/admin/checkin?date=2030-03-05');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(DENIED);
    expect((await call('GET', '/api/admin/checkin?date=2030-03-04')).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/checkin?roomId=99999')).json()).toEqual({
      error: 'not_found',
      payload: ['room'],
    });
    expect((await call('GET', '/api/admin/checkin?date=2030-02-30')).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/checkin', null)).statusCode).toBe(401);
  });

  it('marks a visitor arrived and undoes it, each one audit entry without personal values', async () => {
    const s = await scenario();
    const arrived = await call('PUT', `/api/admin/checkin/tickets/${s.zeller.id}`);
    expect(arrived.statusCode, arrived.body).toBe(200);
    expect(arrived.json()).toMatchObject({
      id: s.zeller.id,
      seatNumber: 2,
      checkedInAt: '2030-03-04T09:00:00.000Z',
    });
    expect((await rowOf(s.zeller.id)).checkedInAt).toEqual(new Date('2030-03-04T09:00:00Z'));
    // again: kept, with the first time
    t.clock.advanceMinutes(5);
    const again = await call('PUT', `/api/admin/checkin/tickets/${s.zeller.id}`);
    expect(again.json().checkedInAt).toBe('2030-03-04T09:00:00.000Z');

    const undone = await call('DELETE', `/api/admin/checkin/tickets/${s.zeller.id}`);
    expect(undone.statusCode).toBe(200);
    expect(undone.json().checkedInAt).toBeNull();
    expect((await rowOf(s.zeller.id)).checkedInAt).toBeNull();

    const entries = await t.database.db.select().from(auditLog).orderBy(auditLog.id);
    expect(entries.map((e) => [e.action, e.entityType, e.entityId, e.route])).toEqual([
      ['check_in', 'ticket', String(s.zeller.id), 'PUT /api/admin/checkin/tickets/:id'],
      ['check_in', 'ticket', String(s.zeller.id), 'PUT /api/admin/checkin/tickets/:id'],
      ['undo_check_in', 'ticket', String(s.zeller.id), 'DELETE /api/admin/checkin/tickets/:id'],
    ]);
    const logged = JSON.stringify(entries);
    for (const personal of ['Zeller', 'Anna', 'UVNSGA39', 'erika@example.org'])
      expect(logged).not.toContain(personal);
  });

  it('refuses to mark cancelled, unbooked, unknown and other days’ tickets', async () => {
    const s = await scenario();
    const cancelled = await call('PUT', `/api/admin/checkin/tickets/${s.storno.id}`);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json()).toEqual({ error: 'conflict', payload: ['cancelled'] });
    const later = await call('PUT', `/api/admin/checkin/tickets/${s.morgen.id}`, admin);
    expect(later.json()).toEqual({ error: 'conflict', payload: ['other_day', '2030-03-05'] });
    expect((await call('PUT', '/api/admin/checkin/tickets/99999')).statusCode).toBe(404);
    expect((await call('DELETE', '/api/admin/checkin/tickets/abc')).statusCode).toBe(400);
    // a past day: ADMIN may correct it, DESK may not
    t.clock.set('2030-03-05T09:00:00Z'); // (yesterday's sessions have run out)
    const [nextDesk, nextAdmin] = [
      await signIn(t.app, t.database.db, 'DESK'),
      await signIn(t.app, t.database.db, 'ADMIN'),
    ];
    const yesterday = await call('PUT', `/api/admin/checkin/tickets/${s.adler.id}`, nextDesk);
    expect(yesterday.json()).toEqual({ error: 'conflict', payload: ['other_day', '2030-03-04'] });
    const corrected = await call('PUT', `/api/admin/checkin/tickets/${s.adler.id}`, nextAdmin);
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json()).toMatchObject({ date: '2030-03-04', noShow: false });
    expect((await rowOf(s.morgen.id)).checkedInAt).toBeNull();
    expect((await rowOf(s.storno.id)).checkedInAt).toBeNull();
  });

  it('checks in the one booking a scanned number finds, and says why none or several', async () => {
    const s = await scenario();
    const scan = (term: string, extra: object = {}) =>
      call('POST', '/api/admin/checkin/scan', desk, { term, ...extra });
    const first = await scan('uvns-ga39');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      id: s.zeller.id,
      lastName: 'Zeller',
      seatNumber: 2,
      alreadyCheckedIn: false,
      checkedInAt: '2030-03-04T09:00:00.000Z',
    });
    expect((await rowOf(s.zeller.id)).checkedInAt).not.toBeNull();
    expect((await scan('UVNS GA39')).json()).toMatchObject({ alreadyCheckedIn: true });

    expect((await scan('Müller')).json()).toMatchObject({ id: s.mueller.id });
    const several = await scan('ller');
    expect(several.statusCode).toBe(409);
    expect(several.json()).toEqual({ error: 'conflict', payload: ['ambiguous', '2'] });
    const none = await scan('XXXX-XXXX');
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ error: 'not_found', payload: ['ticket'] });
    expect((await scan('KQ7P-XW2M')).json()).toEqual({
      error: 'conflict',
      payload: ['other_day', '2030-03-05'],
    });
    expect((await scan('strn2345')).json()).toEqual({ error: 'conflict', payload: ['cancelled'] });
    expect((await scan('FREM-2345', { roomId: s.ost.id })).json()).toEqual({
      error: 'conflict',
      payload: ['other_room', 'Lesesaal West'],
    });
    expect((await rowOf(s.fremd.id)).checkedInAt).toBeNull();
    expect((await scan('   ')).statusCode).toBe(400);
    expect((await scan('x'.repeat(201))).statusCode).toBe(400);
    expect((await scan('KQ7PXW2M', { date: '2030-03-05' })).statusCode).toBe(403);

    const entries = await t.database.db.select().from(auditLog);
    expect(entries.map((e) => [e.action, e.entityId])).toEqual([
      ['check_in', String(s.zeller.id)],
      ['check_in', String(s.zeller.id)],
      ['check_in', String(s.mueller.id)],
    ]);
    expect(JSON.stringify(entries)).not.toMatch(/UVNS|Müller|Zeller/);
  });

  it('shows no-shows only after the slot and only where check-in was used that day', async () => {
    const s = await scenario();
    const noShows = async () =>
      (await call('GET', '/api/admin/checkin', admin))
        .json()
        .content.filter((l: { noShow: boolean }) => l.noShow)
        .map((l: { lastName: string }) => l.lastName);
    // the early slot is over, but nobody in Ost was checked in today: nothing is known
    expect(await noShows()).toEqual([]);
    await call('PUT', `/api/admin/checkin/tickets/${s.mueller.id}`);
    expect(await noShows()).toEqual(['Adler', 'Berger']);
    t.clock.set('2030-03-04T11:00:00Z'); // 12:00: the running slots are over too
    expect(await noShows()).toEqual(['Adler', 'Berger', 'Zeller']); // West never used check-in
    await call('DELETE', `/api/admin/checkin/tickets/${s.mueller.id}`);
    expect(await noShows()).toEqual([]);
  });

  it('keeps a DESK account to the check-in and pull-list routes: 403 on every other staff route', async () => {
    const routes = t.app.adminRoutes.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS');
    const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '1');
    const deskRoutes = routes
      .filter((r) => r.roles.includes('DESK'))
      .map((r) => `${r.method} ${r.url}`);
    expect(deskRoutes.sort()).toEqual(
      [
        'DELETE /api/admin/checkin/tickets/:id',
        'GET /api/admin/checkin',
        'POST /api/admin/checkin/scan',
        'PUT /api/admin/checkin/tickets/:id',
        // the desk pulls, issues and edits the records ordered with a visit
        'DELETE /api/admin/units/:unitId',
        'GET /api/admin/pull-list',
        'GET /api/admin/pull-list/export',
        'GET /api/admin/tickets/:ticketId/units',
        'PATCH /api/admin/units/:unitId',
        'POST /api/admin/tickets/:ticketId/units',
        'PUT /api/admin/units/:unitId',
        // the desk reads a room's seats, its plan and a slot's seats (named seats)
        'GET /api/admin/rooms/:id/seat-plan',
        'GET /api/admin/rooms/:id/seats',
        'GET /api/admin/rooms/:id/timeslots/:timeSlotId/seats',
        // the desk reads and decides user applications, checks the identity, extends
        'GET /api/admin/applications',
        'GET /api/admin/applications/:id',
        'POST /api/admin/applications/:id/approve',
        'POST /api/admin/applications/:id/refuse',
        'POST /api/admin/applications/:id/identity-checked',
        'POST /api/admin/applications/:id/extend',
      ].sort(),
    );
    for (const route of routes.filter((r) => !r.roles.includes('DESK'))) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        headers: { ...XHR, cookie: desk },
        payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      });
      expect({ route: route.url, status: res.statusCode }).toEqual({
        route: route.url,
        status: 403,
      });
    }
    const page = await t.app.inject({ url: '/admin/', headers: { cookie: desk } });
    expect(page.body).toContain('data-interface="desk"');
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie: desk } });
    expect(me.json().role).toBe('DESK');
  });
});
