import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { CheckInDay } from '@lesesaal/domain/check-in/schema';
import type { PullList } from '@lesesaal/domain/record-orders/schema';
import type { SeriesResult, StayDays } from '@lesesaal/domain/stays/schema';
import type { Ticket, Transaction } from '@lesesaal/domain/tickets/schema';
import { mailOutbox, tickets as ticketsTable } from '../../db/schema/index';
import { createTestApp, XHR, type TestApp } from '../../test/app';
import { signIn } from '../../test/auth';
import { cartApi } from '../../test/cart-api';
import { TEST_DRIVERS } from '../../test/databases';
import { bookingPayload, insertRoom, insertTimeSlot } from '../../test/factories';

// Research stays through the HTTP API (docs/decisions/research-stays.md). The bot check is
// off (testConfig's BOT_PROTECTION=off). The test clock starts Monday 2030-03-04 10:00 Vienna.
const WEEK = ['2030-03-11', '2030-03-12', '2030-03-13', '2030-03-14', '2030-03-15'];

describe.each(TEST_DRIVERS)('research stays on %s', (driver) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const post = (url: string, payload: object, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...XHR, ...(cookie ? { cookie } : {}) },
      payload,
    });

  /** A room taking stays of up to `maxStayDays` and records, with a 09:00–16:00 slot a day. */
  async function stayRoom(maxStayDays: number | null, capacity = 3) {
    const db = t.database.db;
    const room = await insertRoom(db, {
      maxStayDays,
      openStartValue: 1,
      openEndValue: 90,
      recordsOrdering: 'OPTIONAL',
      recordsMaxPerVisit: 20,
      recordsMaxPerDay: 20,
      recordsLeadWorkingDays: 0,
      recordsDeadlineTime: '08:00',
      recordsPullTimes: '08:30',
    });
    const slots = [];
    for (const date of WEEK)
      slots.push(
        await insertTimeSlot(db, {
          roomId: room.id,
          date,
          startTime: '09:00',
          endTime: '16:00',
          capacity,
        }),
      );
    return { room, slots };
  }

  it('holds and books a five-day stay in one step: one booking, one mail with five events, units pulled the first day and held on the others, a cancelled Wednesday keeps the rest', async () => {
    t = await createTestApp(driver);
    const db = t.database.db;
    const { room, slots } = await stayRoom(5);
    const ids = slots.map((s) => s.id);

    // the room offers stays (staff and visitor room data)
    const admin = await signIn(t.app, db, 'ADMIN');
    expect((await get(`/api/rooms/${room.id}`)).json<{ maxStayDays: number }>().maxStayDays).toBe(
      5,
    );

    // the preview: all five free
    const preview = await get(`/api/rooms/${room.id}/stay-days?timeSlotIds=${ids.join(',')}`);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json<StayDays>().days.map((d) => [d.date, d.state])).toEqual(
      WEEK.map((d) => [d, 'free']),
    );

    // one step: five tickets in one new cart, one stay
    const held = await post('/api/transactions/stays', { timeSlotIds: ids });
    expect(held.statusCode, held.body).toBe(201);
    const cart = held.json<Transaction>();
    expect(cart.tickets.map((x) => x.date)).toEqual(WEEK);
    const stayId = cart.tickets[0]!.stayId;
    expect(stayId).toBeTruthy();
    expect(new Set(cart.tickets.map((x) => x.stayId))).toEqual(new Set([stayId]));

    // a stay counts as ONE booking against MAX_RESERVATIONS (5): four single visits still fit
    const extra = [];
    for (let i = 0; i < 4; i++)
      extra.push(
        await insertTimeSlot(db, {
          roomId: room.id,
          date: '2030-03-20',
          startTime: `1${i}:00`,
          endTime: `1${i}:30`,
        }),
      );
    const api = cartApi(t.app);
    for (const slot of extra)
      expect((await api.add(cart.transactionId, slot.id)).statusCode).toBe(201);
    for (const x of (await api.get(cart.transactionId))
      .json<Transaction>()
      .tickets.filter((x) => !x.stayId))
      expect((await api.removeTicket(cart.transactionId, x.id)).statusCode).toBe(200);

    // booked with 12 units ordered once, on the first day
    const units = Array.from({ length: 12 }, (_, i) => ({ callNumber: `Rep. 7 Nr. ${i + 1}` }));
    const booked = await api.book(
      cart.transactionId,
      bookingPayload({ records: [{ ticketId: cart.tickets[0]!.id, units }] }),
    );
    expect(booked.statusCode, booked.body).toBe(200);
    const tickets = booked.json<{ tickets: Ticket[] }>().tickets;
    expect(new Set(tickets.map((x) => x.ownerId)).size).toBe(1);

    // one mail, one .ics with five events
    const mails = await db.select().from(mailOutbox);
    expect(mails.map((m) => m.kind)).toEqual(['BOOKING_CONFIRMATION']);
    const attachments = JSON.parse(mails[0]!.attachments) as Array<{
      filename: string;
      content: string;
    }>;
    const ics = attachments.filter((a) => a.filename.endsWith('.ics'));
    expect(ics).toHaveLength(1);
    const calendar = Buffer.from(ics[0]!.content, 'base64').toString();
    expect(calendar.match(/BEGIN:VEVENT/g)).toHaveLength(5);

    // the pull list: 12 units on Monday, held for the stay on the following days
    const pull = async (date: string) =>
      (await get(`/api/admin/pull-list?date=${date}`, admin)).json<PullList>().items;
    const monday = await pull(WEEK[0]!);
    expect(monday).toHaveLength(12);
    expect(monday.every((i) => i.heldForStay === false && i.stayLastDay === WEEK[4])).toBe(true);
    for (const date of WEEK.slice(1)) {
      const day = await pull(date);
      expect(day).toHaveLength(12);
      expect(day.every((i) => i.heldForStay === true && i.date === date)).toBe(true);
      expect(new Set(day.map((i) => i.ticketId))).toEqual(
        new Set([tickets.find((x) => x.date === date)!.id]),
      );
    }
    expect(await pull('2030-03-16')).toEqual([]);

    // the desk's check-in: the stay's span on each day, the units held for it after the first
    const checkIn = async (date: string) =>
      (await get(`/api/admin/checkin?date=${date}&roomId=${room.id}`, admin))
        .json<CheckInDay>()
        .content.map((l) => l.stay);
    const span = { firstDay: WEEK[0], lastDay: WEEK[4] };
    expect(await checkIn(WEEK[0]!)).toEqual([{ ...span, heldUnits: 0 }]);
    expect(await checkIn(WEEK[3]!)).toEqual([{ ...span, heldUnits: 12 }]);

    // cancelling Wednesday keeps the other days and the units
    const ownerId = tickets[0]!.ownerId!;
    const wednesday = tickets.find((x) => x.date === WEEK[2])!;
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/owners/${ownerId}/tickets?ids=${wednesday.id}`,
      headers: XHR,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const own = (await get(`/api/owners/${ownerId}/tickets`)).json<Ticket[]>();
    expect(own.map((x) => [x.date, x.status])).toEqual(
      WEEK.map((d) => [d, d === WEEK[2] ? 'CANCELLED' : 'BOOKED']),
    );
    expect((await pull(WEEK[0]!)).map((i) => i.state)).toEqual(Array(12).fill('ORDERED'));
    expect(await pull(WEEK[2]!)).toEqual([]);
    expect(await pull(WEEK[3]!)).toHaveLength(12);

    // cancelling Monday moves the units to the next remaining day (Tuesday), which pulls them
    const monTicket = tickets.find((x) => x.date === WEEK[0])!;
    await t.app.inject({
      method: 'DELETE',
      url: `/api/owners/${ownerId}/tickets?ids=${monTicket.id}`,
      headers: XHR,
    });
    const tuesday = await pull(WEEK[1]!);
    expect(tuesday.map((i) => [i.heldForStay, i.stayFirstDay, i.state])).toEqual(
      Array(12).fill([false, WEEK[1], 'ORDERED']),
    );

    // cancelling the remaining days releases the units
    const rest = own.filter((x) => x.status === 'BOOKED' && x.id !== monTicket.id).map((x) => x.id);
    const last = await t.app.inject({
      method: 'DELETE',
      url: `/api/owners/${ownerId}/tickets?ids=${rest.join(',')}`,
      headers: XHR,
    });
    expect(last.statusCode, last.body).toBe(200);
    expect(await pull(WEEK[1]!)).toEqual([]);
  }, 180_000); // one long journey: ~8 s on an idle machine, over 60 s on two busy cores

  it('offers a stay over a full day without it: the preview marks it, a hold with it holds nothing', async () => {
    t = await createTestApp(driver);
    const db = t.database.db;
    const { room, slots } = await stayRoom(5, 1);
    const ids = slots.map((s) => s.id);
    // Wednesday is taken by someone else
    expect((await cartApi(t.app).create(ids[2]!)).statusCode).toBe(201);

    const preview = (
      await get(`/api/rooms/${room.id}/stay-days?timeSlotIds=${ids.join(',')}`)
    ).json<StayDays>();
    expect(preview.days.map((d) => d.state)).toEqual(['free', 'free', 'full', 'free', 'free']);
    expect(preview.days[2]!.reason).toBe('timeslot_no_tickets_left');

    const refused = await post('/api/transactions/stays', { timeSlotIds: ids });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'stay__days_unavailable',
      payload: [String(ids[2])],
    });
    // all or none: nothing of it was held
    const heldNow = await db.select().from(ticketsTable).where(eq(ticketsTable.status, 'NEW'));
    expect(heldNow).toHaveLength(1);

    const without = await post('/api/transactions/stays', {
      timeSlotIds: ids.filter((_, i) => i !== 2),
    });
    expect(without.statusCode, without.body).toBe(201);
    expect(without.json<Transaction>().tickets.map((x) => x.date)).toEqual(
      WEEK.filter((_, i) => i !== 2),
    );
  });

  it('refuses stays the room does not take, too long ones and two slots a day', async () => {
    t = await createTestApp(driver);
    const db = t.database.db;
    const none = await stayRoom(null);
    const refused = await post('/api/transactions/stays', {
      timeSlotIds: none.slots.slice(0, 2).map((s) => s.id),
    });
    expect(refused.json()).toMatchObject({ error: 'stay__not_offered' });
    const short = await stayRoom(3);
    const long = await post('/api/transactions/stays', {
      timeSlotIds: short.slots.map((s) => s.id),
    });
    expect(long.statusCode).toBe(409);
    expect(long.json()).toEqual({ error: 'stay__too_long', payload: ['3'] });
    const second = await insertTimeSlot(db, {
      roomId: short.room.id,
      date: WEEK[0]!,
      startTime: '16:00',
      endTime: '17:00',
    });
    const twice = await post('/api/transactions/stays', {
      timeSlotIds: [short.slots[0]!.id, second.id],
    });
    expect(twice.json()).toMatchObject({ error: 'stay__one_slot_a_day' });
    expect(
      (await get(`/api/rooms/${short.room.id}/stay-days?timeSlotIds=${none.slots[0]!.id}`))
        .statusCode,
    ).toBe(404);
    expect((await post('/api/transactions/stays', { timeSlotIds: [1] })).statusCode).toBe(400);
  });

  it('books a staff series over 8 Tuesdays: the free ones, the others listed first', async () => {
    t = await createTestApp(driver);
    const db = t.database.db;
    const admin = await signIn(t.app, db, 'ADMIN');
    const room = await insertRoom(db, { capacity: 1 });
    const tuesdays = [
      '2030-03-05',
      '2030-03-12',
      '2030-03-19',
      '2030-03-26',
      '2030-04-02',
      '2030-04-09',
      '2030-04-16',
      '2030-04-23',
    ];
    const slots = [];
    // no slot on 2030-04-02; 2030-03-19 is full
    for (const date of tuesdays.filter((d) => d !== '2030-04-02'))
      slots.push(
        await insertTimeSlot(db, {
          roomId: room.id,
          date,
          startTime: '09:00',
          endTime: '12:00',
          capacity: 1,
        }),
      );
    const full = slots.find((s) => s.date === '2030-03-19')!;
    await post(
      `/api/admin/rooms/${room.id}/timeslots/${full.id}/tickets`,
      { ...bookingPayload(), email: 'other@example.org' },
      admin,
    );
    const body = {
      startTime: '09:00',
      weekday: 'TUESDAY',
      from: '2030-03-05',
      until: '2030-04-23',
      person: { ...bookingPayload(), email: 'series@example.org' },
    };
    const preview = await post(`/api/admin/rooms/${room.id}/series/preview`, body, admin);
    expect(preview.statusCode, preview.body).toBe(200);
    const days = preview.json<SeriesResult>().days;
    expect(days.map((d) => [d.date, d.bookable, d.reason])).toEqual(
      tuesdays.map((d) => [
        d,
        d !== '2030-04-02' && d !== '2030-03-19',
        d === '2030-04-02' ? 'no_slot' : d === '2030-03-19' ? 'full' : null,
      ]),
    );
    expect(await db.select().from(ticketsTable)).toHaveLength(1);

    const headers = { ...XHR, cookie: admin, 'idempotency-key': 'series-key-1' };
    const confirm = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/rooms/${room.id}/series`,
        headers,
        payload: body,
      });
    const done = await confirm();
    expect(done.statusCode, done.body).toBe(201);
    const result = done.json<SeriesResult>();
    expect(result.booked).toBe(6);
    expect(result.tickets.map((x) => x.date)).toEqual(
      tuesdays.filter((d) => d !== '2030-04-02' && d !== '2030-03-19'),
    );
    expect(new Set(result.tickets.map((x) => x.ownerId)).size).toBe(1);
    // one mail for the series, one .ics of six events
    const mails = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'series@example.org'));
    expect(mails).toHaveLength(1);
    const ics = (JSON.parse(mails[0]!.attachments) as Array<{ filename: string; content: string }>)
      .filter((a) => a.filename.endsWith('.ics'))
      .map((a) => Buffer.from(a.content, 'base64').toString());
    expect(ics[0]!.match(/BEGIN:VEVENT/g)).toHaveLength(6);
    // repeated with the same key: the same stay, nothing more booked
    const again = await confirm();
    expect(again.statusCode).toBe(201);
    expect(again.json<SeriesResult>().stayId).toBe(result.stayId);
    expect(await db.select().from(ticketsTable)).toHaveLength(7);
    // now every day is full or has no slot
    const nothing = await post(`/api/admin/rooms/${room.id}/series`, body, admin);
    expect(nothing.json()).toMatchObject({ error: 'series__nothing_bookable' });
  });

  // PGlite is one connection: a race needs PostgreSQL's pool (several transactions at once)
  it.skipIf(driver !== 'postgres')(
    'never oversells a slot when stays and single holds race for it',
    async () => {
      t = await createTestApp(driver);
      const db = t.database.db;
      const { slots } = await stayRoom(5, 2);
      const days = slots.slice(0, 3).map((s) => s.id);
      const hold = (url: string, payload: object, i: number) =>
        t.app.inject({
          method: 'POST',
          url,
          headers: XHR,
          payload,
          remoteAddress: `10.0.${Math.floor(i / 200)}.${i % 200}`,
        });
      const answers = await Promise.all([
        ...Array.from({ length: 4 }, (_, i) =>
          hold('/api/transactions/stays', { timeSlotIds: days }, i),
        ),
        ...Array.from({ length: 6 }, (_, i) =>
          hold('/api/transactions', { timeSlotId: days[1] }, 100 + i),
        ),
      ]);
      expect(answers.every((a) => a.statusCode === 201 || a.statusCode === 409)).toBe(true);
      expect(answers.some((a) => a.statusCode === 201)).toBe(true);
      const held = await db.select().from(ticketsTable).where(eq(ticketsTable.status, 'NEW'));
      // at most the capacity (2) per slot, and every stay whole or not at all
      for (const id of days)
        expect(held.filter((x) => x.timeSlotId === id).length).toBeLessThanOrEqual(2);
      expect(held.filter((x) => x.timeSlotId === days[1]).length).toBe(2);
      const perStay = new Map<string, number>();
      for (const x of held) if (x.stayId) perStay.set(x.stayId, (perStay.get(x.stayId) ?? 0) + 1);
      expect([...perStay.values()].every((n) => n === 3)).toBe(true);
    },
  );
});
