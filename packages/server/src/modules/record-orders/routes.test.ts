import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { PullList, Unit } from '@lesesaal/domain/record-orders/schema';
import type { Ticket } from '@lesesaal/domain/tickets/schema';
import type { TimeSlot } from '@lesesaal/domain/time-slots/schema';
import { mailOutbox, recordUnits } from '../../db/schema/index';
import { runErasureIfDue } from '../../jobs/personal-data-erasure';
import { createTestApp, XHR, type TestApp } from '../../test/app';
import { signIn } from '../../test/auth';
import { cartApi } from '../../test/cart-api';
import { TEST_DRIVERS } from '../../test/databases';
import { bookingPayload, insertRoom, insertTimeSlot } from '../../test/factories';

const units = (...callNumbers: string[]) => callNumbers.map((callNumber) => ({ callNumber }));

/** Room settings columns: ordering with lead time, deadline, pull times and limits. */
const recordsRoom = (ordering: string, leadWorkingDays: number) => ({
  recordsOrdering: ordering,
  recordsLeadWorkingDays: leadWorkingDays,
  recordsDeadlineTime: '12:00',
  recordsPullTimes: '13:00,09:00',
  recordsMaxPerVisit: 3,
  recordsMaxPerDay: 4,
});

// The test clock starts Monday 2030-03-04 10:00 in Vienna.
describe.each(TEST_DRIVERS)('records ordered with a visit on %s', (driver) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const send = (
    method: 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    cookie?: string,
  ) => t.app.inject({ method, url, headers: { ...XHR, ...(cookie ? { cookie } : {}) }, payload });

  it('books with records, lists them on the pull list by pull time and call number, mails a missing one once, cancels and erases them', async () => {
    t = await createTestApp(driver);
    const db = t.database.db;
    // staff set the room's ordering in the room dialog (pull times come back sorted)
    const admin = await signIn(t.app, db, 'ADMIN');
    const records = {
      ordering: 'OPTIONAL',
      maxUnitsPerVisit: 3,
      maxUnitsPerDay: 4,
      leadWorkingDays: 2,
      deadlineTime: '12:00',
      pullTimes: ['13:00', '09:00'],
    };
    const created = await send(
      'POST',
      '/api/admin/rooms',
      {
        name: 'Lesesaal 1',
        description: 'Erdgeschoss',
        capacity: 10,
        openStart: { type: 'DAY', value: 2 },
        openEnd: { type: 'DAY', value: 30 },
        records,
      },
      admin,
    );
    expect(created.statusCode, created.body).toBe(201);
    const room = created.json<{ id: number; records: unknown }>();
    expect(room.records).toEqual({ ...records, pullTimes: ['09:00', '13:00'] });
    expect((await get(`/api/rooms/${room.id}`)).json<{ records: unknown }>().records).toEqual(
      room.records,
    );
    const early = await insertTimeSlot(db, {
      roomId: room.id,
      date: '2030-03-06',
      startTime: '09:00',
      endTime: '12:00',
    });
    const late = await insertTimeSlot(db, {
      roomId: room.id,
      date: '2030-03-06',
      startTime: '14:00',
      endTime: '16:00',
    });
    const api = cartApi(t.app);
    const cart = await api.cartWith(early.id, late.id);
    const [earlyTicket, lateTicket] = cart.tickets;

    // the calendar: records can be ordered until Monday 12:00 (two working days before)
    const calendar = (
      await get(`/api/rooms/${room.id}/booking?fromDate=2030-03-06&untilDate=2030-03-06`)
    ).json<TimeSlot[]>();
    expect(calendar.map((s) => s.records)).toEqual([
      {
        ordering: 'OPTIONAL',
        orderable: true,
        reason: null,
        deadlineDate: '2030-03-04',
        deadlineTime: '12:00',
      },
      {
        ordering: 'OPTIONAL',
        orderable: true,
        reason: null,
        deadlineDate: '2030-03-04',
        deadlineTime: '12:00',
      },
    ]);

    const booked = await api.book(
      cart.transactionId,
      bookingPayload({
        language: 'en',
        records: [
          {
            ticketId: earlyTicket!.id,
            units: [
              { callNumber: ' Rep. 2 Nr. 10 ', title: 'Akten' },
              { callNumber: 'Rep. 2 Nr. 9', note: 'Bd. 1' },
            ],
          },
          { ticketId: lateTicket!.id, units: units('Rep. 10 Nr. 1') },
        ],
      }),
    );
    expect(booked.statusCode).toBe(200);
    const tickets = booked.json<{ tickets: Ticket[] }>().tickets;
    expect(tickets.map((x) => x.units!.map((u) => [u.callNumber, u.state]))).toEqual([
      [
        ['Rep. 2 Nr. 10', 'ORDERED'],
        ['Rep. 2 Nr. 9', 'ORDERED'],
      ],
      [['Rep. 10 Nr. 1', 'ORDERED']],
    ]);
    const ownerId = tickets[0]!.ownerId!;
    const [confirmation] = await db.select().from(mailOutbox);
    expect(confirmation!.textBody).toContain('Record: Rep. 2 Nr. 10 – Akten (ordered)');
    expect(
      Buffer.from(JSON.parse(confirmation!.attachments)[0].content, 'base64').toString(),
    ).toContain('Rep. 10 Nr. 1');

    // the pull list: by pull time (a visit at 09:00 → 09:00, at 14:00 → 13:00), then naturally
    // (staff read it ahead as ADMIN; DESK works on today's, see below)
    const desk = await signIn(t.app, db, 'DESK');
    const list = (await get('/api/admin/pull-list?date=2030-03-06', admin)).json<PullList>();
    expect(list.pullTimes).toEqual(['09:00', '13:00']);
    expect(
      list.items.map((i) => [i.pullTime, i.callNumber, i.seatNumber, i.bookingNumber]),
    ).toEqual([
      ['09:00', 'Rep. 2 Nr. 9', 1, tickets[0]!.bookingNumber],
      ['09:00', 'Rep. 2 Nr. 10', 1, tickets[0]!.bookingNumber],
      ['13:00', 'Rep. 10 Nr. 1', 1, tickets[1]!.bookingNumber],
    ]);
    const oneRound = (
      await get('/api/admin/pull-list?date=2030-03-06&pullTime=13:00', admin)
    ).json<PullList>();
    expect(oneRound.items.map((i) => i.callNumber)).toEqual(['Rep. 10 Nr. 1']);
    expect(
      (await get('/api/admin/pull-list?date=2030-03-07', admin)).json<PullList>().items,
    ).toEqual([]);
    const csv = await get('/api/admin/pull-list/export?date=2030-03-06&format=csv&lang=en', admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\r\n')[2]).toContain('Rep. 2 Nr. 10');
    expect(
      (await get('/api/admin/pull-list?date=2030-03-06', await signIn(t.app, db, 'REPORTS')))
        .statusCode,
    ).toBe(403);

    // one action per state; NOT_AVAILABLE mails the visitor once, in the booking's language
    const [nine, ten] = list.items;
    const ready = await send('PATCH', `/api/admin/units/${nine!.unitId}`, { state: 'READY' }, desk);
    expect(ready.json<Unit>()).toMatchObject({ state: 'READY', pulled: true, reason: null });
    expect(
      (
        await send('PATCH', `/api/admin/units/${ten!.unitId}`, { state: 'NOT_AVAILABLE' }, desk)
      ).json(),
    ).toEqual({
      error: 'validation__error',
      payload: ['body.reason'],
    });
    for (let i = 0; i < 2; i++) {
      const res = await send(
        'PATCH',
        `/api/admin/units/${ten!.unitId}`,
        { state: 'NOT_AVAILABLE', reason: 'IN_USE' },
        desk,
      );
      expect(res.json<Unit>()).toMatchObject({ state: 'NOT_AVAILABLE', reason: 'IN_USE' });
    }
    const missing = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'UNIT_NOT_AVAILABLE'));
    expect(missing.map((m) => [m.toAddress, m.subject])).toEqual([
      ['erika@example.org', 'An ordered record is not available'],
    ]);
    expect(missing[0]!.textBody).toContain('Rep. 2 Nr. 10 – Akten');
    expect(missing[0]!.textBody).toContain('Reason: in use');

    // the owner sees the states, and may add within the limits (3 per visit, 4 per day)
    const own = (await get(`/api/owners/${ownerId}/tickets`)).json<Ticket[]>();
    expect(own[0]!.units!.map((u) => [u.callNumber, u.state, u.reason])).toEqual([
      ['Rep. 2 Nr. 10', 'NOT_AVAILABLE', 'IN_USE'],
      ['Rep. 2 Nr. 9', 'READY', null],
    ]);
    const ownerUnits = `/api/owners/${ownerId}/tickets/${earlyTicket!.id}/units`;
    expect((await send('POST', ownerUnits, { units: units('Rep. 3 Nr. 1') })).statusCode).toBe(201);
    expect((await send('POST', ownerUnits, { units: units('Rep. 3 Nr. 2') })).json()).toEqual({
      error: 'records__max_per_visit_reached',
      payload: [String(earlyTicket!.id), '3'],
    });
    expect(
      (
        await send('POST', `/api/owners/${ownerId}/tickets/${lateTicket!.id}/units`, {
          units: units('A 1'),
        })
      ).json(),
    ).toEqual({ error: 'records__max_per_day_reached', payload: [String(lateTicket!.id), '4'] });
    expect(
      (
        await send('POST', `/api/owners/other/tickets/${earlyTicket!.id}/units`, {
          units: units('A 1'),
        })
      ).statusCode,
    ).toBe(404);

    // cancelling the visit cancels its units; the pulled one stays on the list as cancelled
    expect(
      (await send('DELETE', `/api/owners/${ownerId}/tickets?ids=${earlyTicket!.id}`)).statusCode,
    ).toBe(200);
    const after = (await get('/api/admin/pull-list?date=2030-03-06', admin)).json<PullList>();
    expect(after.items.map((i) => [i.callNumber, i.state, i.pulled, i.seatNumber])).toEqual([
      ['Rep. 2 Nr. 9', 'CANCELLED', true, null],
      ['Rep. 10 Nr. 1', 'ORDERED', false, 1],
    ]);
    expect(
      (await send('PATCH', `/api/admin/units/${nine!.unitId}`, { state: 'RETURNED' }, desk)).json(),
    ).toEqual({
      error: 'records__visit_closed',
      payload: [String(earlyTicket!.id)],
    });
    expect(
      (await db.select().from(recordUnits))
        .filter((u) => u.ticketId === earlyTicket!.id)
        .map((u) => u.state),
    ).toEqual(['CANCELLED', 'CANCELLED', 'CANCELLED']);

    // the day after the visit: room, day and call number stay, nothing links to the person
    t.clock.set('2030-03-06T23:30:00Z');
    await runErasureIfDue({ ...t.context(), db });
    const erased = await db.select().from(recordUnits).orderBy(recordUnits.id);
    expect(
      erased.map((u) => [u.ticketId, u.title, u.note, u.roomId, u.visitDate, u.callNumber]),
    ).toEqual([
      [null, null, null, room.id, '2030-03-06', 'Rep. 2 Nr. 10'],
      [null, null, null, room.id, '2030-03-06', 'Rep. 2 Nr. 9'],
      [null, null, null, room.id, '2030-03-06', 'Rep. 10 Nr. 1'],
      [null, null, null, room.id, '2030-03-06', 'Rep. 3 Nr. 1'],
    ]);
    // the year summary's figure: units per room and month, counted after the erasure too
    const reports = await signIn(t.app, db, 'REPORTS'); // a new day: a new session
    const stats = await get('/api/admin/record-statistics?year=2030', reports);
    expect(stats.statusCode, stats.body).toBe(200);
    expect(stats.json()).toEqual({
      year: 2030,
      rows: [{ roomId: room.id, roomName: 'Lesesaal 1', month: 3, units: 1, cancelled: 3 }],
    });
  }, 120_000); // one long journey; ~10 s on an idle machine

  it("gives DESK today's pull list only (another date 403, the export too), ADMIN any date", async () => {
    t = await createTestApp(driver);
    const db = t.database.db;
    const desk = await signIn(t.app, db, 'DESK');
    const admin = await signIn(t.app, db, 'ADMIN');
    // the test clock's today: Monday 2030-03-04 in Vienna
    const today = await get('/api/admin/pull-list?date=2030-03-04', desk);
    expect(today.statusCode).toBe(200);
    expect(today.json<PullList>().items).toEqual([]);
    expect(
      (await get('/api/admin/pull-list/export?date=2030-03-04&format=csv&lang=de', desk))
        .statusCode,
    ).toBe(200);
    for (const url of [
      '/api/admin/pull-list?date=2030-03-05',
      '/api/admin/pull-list?date=2030-03-03',
      '/api/admin/pull-list?date=2031-01-01&pullTime=09:00',
      '/api/admin/pull-list/export?date=2030-03-05&format=csv&lang=de',
      '/api/admin/pull-list/export?date=2030-03-03&format=xlsx&lang=en',
    ]) {
      const res = await get(url, desk);
      expect({ url, status: res.statusCode, body: res.json() }).toEqual({
        url,
        status: 403,
        body: { error: 'http__access_denied_exception' },
      });
      expect((await get(url, admin)).statusCode).toBe(200);
    }
    // the day turns in TIME_ZONE: tomorrow's list is DESK's once it is tomorrow
    t.clock.advanceMinutes(24 * 60);
    const deskTomorrow = await signIn(t.app, db, 'DESK'); // a session lasts 24 hours at most
    expect((await get('/api/admin/pull-list?date=2030-03-05', deskTomorrow)).statusCode).toBe(200);
    expect((await get('/api/admin/pull-list?date=2030-03-04', deskTomorrow)).statusCode).toBe(403);
  });

  it('refuses records past the deadline, missing, too many, in a room without ordering, and visits beyond the person limit', async () => {
    t = await createTestApp(driver, { env: { PERSON_MAX_VISITS_PER_WEEK: '1' } });
    const db = t.database.db;
    const required = await insertRoom(db, { name: 'Lesesaal R', ...recordsRoom('REQUIRED', 3) });
    const optional = await insertRoom(db, { name: 'Lesesaal O', ...recordsRoom('OPTIONAL', 3) });
    const off = await insertRoom(db, { name: 'Lesesaal X' });
    const tooSoon = await insertTimeSlot(db, { roomId: required.id, date: '2030-03-06' });
    const nextWeek = await insertTimeSlot(db, { roomId: required.id, date: '2030-03-12' });
    const optionalSoon = await insertTimeSlot(db, { roomId: optional.id, date: '2030-03-06' });
    const offSlot = await insertTimeSlot(db, { roomId: off.id, date: '2030-03-07' });
    const api = cartApi(t.app);
    const bookWith = async (
      slotId: number,
      email: string,
      records?: (ticketId: number) => object[],
    ) => {
      const cart = await api.cartWith(slotId);
      const ticketId = cart.tickets[0]!.id;
      return api.book(
        cart.transactionId,
        bookingPayload({ email, ...(records ? { records: records(ticketId) } : {}) }),
      );
    };

    // a room that requires records: a slot past the deadline (Friday 12:00) is not bookable
    const calendar = (
      await get(`/api/rooms/${required.id}/booking?fromDate=2030-03-06&untilDate=2030-03-12`)
    ).json<TimeSlot[]>();
    expect(
      calendar.map((s) => [s.date, s.failedRules, s.records?.reason, s.records?.deadlineDate]),
    ).toEqual([
      ['2030-03-06', ['records_deadline_passed'], 'DEADLINE_PASSED', '2030-03-01'],
      ['2030-03-12', [], null, '2030-03-07'],
    ]);
    const noRecords = await bookWith(nextWeek.id, 'a@example.org');
    expect(noRecords.json<{ error: string }>().error).toBe('records__required');
    expect((await bookWith(tooSoon.id, 'b@example.org')).json<{ error: string }>().error).toBe(
      'records__deadline_passed',
    );
    const tooMany = await bookWith(nextWeek.id, 'c@example.org', (id) => [
      { ticketId: id, units: units('A 1', 'A 2', 'A 3', 'A 4') },
    ]);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json<{ payload: string[] }>().payload[1]).toBe('3');
    expect(tooMany.json<{ error: string }>().error).toBe('records__max_per_visit_reached');

    // optional: too late for records, but bookable without them
    const late = await bookWith(optionalSoon.id, 'd@example.org', (id) => [
      { ticketId: id, units: units('A 1') },
    ]);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      error: 'records__deadline_passed',
      payload: [expect.any(String), '2030-03-01', '12:00'],
    });
    expect((await bookWith(optionalSoon.id, 'd@example.org')).statusCode).toBe(200);
    const offRes = await bookWith(offSlot.id, 'e@example.org', (id) => [
      { ticketId: id, units: units('A 1') },
    ]);
    expect(offRes.json<{ error: string }>().error).toBe('records__not_orderable');
    expect(await db.select().from(recordUnits)).toEqual([]);

    // one visit a week per person (e-mail in any case): d@ booked Wednesday already
    const second = await bookWith(offSlot.id, 'D@Example.org');
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      error: 'ticket__person_limit_reached',
      payload: ['week', '1', '2030-03-04'],
    });
    const nextWeekOk = await bookWith(nextWeek.id, 'D@Example.org', (id) => [
      { ticketId: id, units: units('A 1') },
    ]);
    expect(nextWeekOk.statusCode).toBe(200);
  });
});
