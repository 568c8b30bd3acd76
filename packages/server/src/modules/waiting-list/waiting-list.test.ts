import { asc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Ticket, Transaction } from '@lesesaal/domain/tickets/schema';
import type { TimeSlot } from '@lesesaal/domain/time-slots/schema';
import type { StaffWaitingListEntry, WaitingListEntry } from '@lesesaal/domain/waiting-list/schema';
import { mailOutbox, tickets, transactions, waitingListEntries } from '../../db/schema/index';
import { createTestApp, XHR, type TestApp } from '../../test/app';
import { signIn } from '../../test/auth';
import { cartApi } from '../../test/cart-api';
import { TEST_DRIVERS } from '../../test/databases';
import {
  bookingPayload,
  insertBlacklistEntry,
  insertRoom,
  insertTimeSlot,
} from '../../test/factories';
import { insertTicket } from '../../test/room-factories';
import { createWaitingListService } from './waiting-list-service';

// The test clock stands at 2030-03-04 09:00 UTC (10:00 in Vienna); a room's window opens
// two days ahead, so 2030-03-06 is bookable.
describe.each(TEST_DRIVERS)('waiting list on %s', (driver) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  const join = (timeSlotId: number, email: string, opts: { ip?: string; language?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/waiting-list',
      headers: XHR,
      remoteAddress: opts.ip ?? '127.0.0.1',
      payload: { timeSlotId, email, language: opts.language ?? 'de' },
    });
  const entryOf = (token: string) =>
    t.app.inject({ method: 'GET', url: `/api/waiting-list/${token}` });
  const leave = (token: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/waiting-list/${token}`, headers: XHR });

  const entries = () =>
    t.database.db.select().from(waitingListEntries).orderBy(asc(waitingListEntries.id));
  const mailsOf = async (kind: string) =>
    (await t.database.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id))).filter(
      (m) => m.kind === kind,
    );
  /** The entry's token as the offer mail's link carries it. */
  const tokenInMail = (text: string) => /\/waitlist\/([A-Za-z0-9_-]+)\?lang=/.exec(text)![1]!;
  const expireJob = () =>
    createWaitingListService({
      db: t.database.db,
      clock: t.clock,
      config: t.config,
      verifyBotCheck: async () => true,
    }).expireRunOutOffers();

  /** A slot of capacity `seats`, fully booked by one owner per seat. */
  async function fullSlot(seats = 1, env: Record<string, string> = {}) {
    t = await createTestApp(driver, { env });
    const db = t.database.db;
    const room = await insertRoom(db);
    const slot = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-06', capacity: seats });
    const api = cartApi(t.app);
    const owners: Ticket[] = [];
    for (let i = 0; i < seats; i++) {
      const cart = await api.cartWith(slot.id);
      const res = await api.book(
        cart.transactionId,
        bookingPayload({ email: `owner${i}@example.org` }),
      );
      owners.push(res.json<{ tickets: Ticket[] }>().tickets[0]!);
    }
    return { db, room, slot, api, owners };
  }

  async function calendarCount(roomId: number, slotId: number): Promise<number> {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/rooms/${roomId}/booking?fromDate=2030-03-01&untilDate=2030-03-31`,
    });
    const slots = res.json<TimeSlot[] | { content: TimeSlot[] }>();
    const list = Array.isArray(slots) ? slots : slots.content;
    return list.find((s) => s.id === slotId)!.ticketCount;
  }

  it('lets a visitor join a full slot, answers the place in line and mails the leave link', async () => {
    const { slot } = await fullSlot();
    const first = await join(slot.id, 'anna@example.org', { language: 'en' });
    expect(first.statusCode).toBe(201);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.json()).toEqual({
      timeSlotId: slot.id,
      roomId: slot.roomId,
      roomName: 'Lesesaal 1',
      roomDescription: 'Erdgeschoss, Eingang Nord',
      date: '2030-03-06',
      startTime: '09:00',
      endTime: '10:00',
      status: 'WAITING',
      position: 1,
    });
    expect(JSON.stringify(first.json())).not.toMatch(/token/i);
    const second = await join(slot.id, 'ben@example.org');
    expect(second.json()).toMatchObject({ position: 2 });

    const rows = await entries();
    expect(rows.map((r) => [r.email, r.language, r.status])).toEqual([
      ['anna@example.org', 'en', 'WAITING'],
      ['ben@example.org', 'de', 'WAITING'],
    ]);
    const [mail] = await mailsOf('WAITING_LIST_JOINED');
    expect(mail!.toAddress).toBe('anna@example.org');
    expect(mail!.subject).toBe('You are on the reading room waiting list');
    expect(mail!.textBody).toContain(
      `http://localhost:3000/waitlist/${rows[0]!.token}/leave?lang=en`,
    );
    expect(mail!.textBody).toContain('number 1 in line');

    const view = await entryOf(rows[1]!.token);
    expect(view.json<WaitingListEntry>()).toMatchObject({
      status: 'WAITING',
      position: 2,
      language: 'de',
      transactionId: null,
      offerExpiresAt: null,
    });
    expect((await entryOf('AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
  });

  it('refuses to join a slot with free seats, outside the window, unknown, or with a bad address', async () => {
    const { db, room, slot } = await fullSlot();
    const free = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-07', capacity: 2 });
    const tooLate = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-05', capacity: 0 });
    const closed = await insertTimeSlot(db, {
      roomId: room.id,
      date: '2030-03-06',
      startTime: '11:00',
      endTime: '12:00',
      capacity: 0,
    });
    const refused = async (res: Awaited<ReturnType<typeof join>>) => [res.statusCode, res.json()];
    expect(await refused(await join(free.id, 'anna@example.org'))).toEqual([
      409,
      { error: 'waiting_list__slot_not_full' },
    ]);
    expect(await refused(await join(tooLate.id, 'anna@example.org'))).toEqual([
      409,
      { error: 'timeslot_not_open' },
    ]);
    expect(await refused(await join(closed.id, 'anna@example.org'))).toEqual([
      409,
      { error: 'timeslot_not_open' },
    ]);
    expect(await refused(await join(999_999, 'anna@example.org'))).toEqual([
      404,
      { error: 'not_found', payload: ['timeSlot'] },
    ]);
    const bad = await join(slot.id, 'not-an-address');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'validation__error' });
    expect(await entries()).toEqual([]);
  });

  it('limits the entries per e-mail and per client address of a slot, and refuses blacklisted addresses', async () => {
    const { db, slot } = await fullSlot();
    expect((await join(slot.id, 'anna@example.org')).statusCode).toBe(201);
    expect((await join(slot.id, 'ANNA@example.org')).statusCode).toBe(201);
    const third = await join(slot.id, 'anna@example.org', { ip: '10.0.0.9' });
    expect([third.statusCode, third.json()]).toEqual([
      409,
      { error: 'waiting_list__limit_reached' },
    ]);
    for (const name of ['ben', 'cleo', 'dora'])
      expect((await join(slot.id, `${name}@example.org`)).statusCode).toBe(201);
    const sixth = await join(slot.id, 'emil@example.org');
    expect([sixth.statusCode, sixth.json()]).toEqual([
      409,
      { error: 'waiting_list__limit_reached' },
    ]);
    expect((await join(slot.id, 'emil@example.org', { ip: '10.0.0.9' })).statusCode).toBe(201);

    await insertBlacklistEntry(db, 'blocked@example.org', '2031-01-01');
    const blocked = await join(slot.id, 'Blocked@example.org', { ip: '10.0.0.10' });
    expect([blocked.statusCode, blocked.json()]).toEqual([
      409,
      { error: 'booking__email_blacklisted' },
    ]);
    expect(await entries()).toHaveLength(6);
  });

  it('refuses to join without a solved bot check (403), as cart creation does', async () => {
    t = await createTestApp(driver, { env: { BOT_PROTECTION: 'altcha' } });
    const room = await insertRoom(t.database.db);
    const slot = await insertTimeSlot(t.database.db, {
      roomId: room.id,
      date: '2030-03-06',
      capacity: 1,
    });
    await insertTicket(t.database.db, { timeSlotId: slot.id, status: 'BOOKED' });
    const res = await join(slot.id, 'anna@example.org');
    expect([res.statusCode, res.json()]).toEqual([403, { error: 'recaptcha__validation_error' }]);
    expect(await entries()).toEqual([]);
  });

  it('offers a cancelled seat to the first in line in the same transaction, who books it through the link', async () => {
    const { room, slot, api, owners } = await fullSlot();
    await join(slot.id, 'anna@example.org', { language: 'en' });
    await join(slot.id, 'ben@example.org');

    const cancel = await t.app.inject({
      method: 'DELETE',
      url: `/api/owners/${owners[0]!.ownerId}/tickets?ids=${owners[0]!.id}`,
      headers: XHR,
    });
    expect(cancel.statusCode).toBe(200);

    const [anna, ben] = await entries();
    expect([anna!.status, ben!.status]).toEqual(['OFFERED', 'WAITING']);
    expect(anna!.offeredAt).toEqual(t.clock.now());
    expect(anna!.offerExpiresAt).toEqual(new Date('2030-03-04T11:00:00Z'));
    // The seat stays held for the offer: nobody else sees it free.
    expect(await calendarCount(room.id, slot.id)).toBe(1);
    expect((await api.create(slot.id)).json()).toEqual({ error: 'timeslot_no_tickets_left' });
    const [cart] = await t.database.db
      .select()
      .from(transactions)
      .where(eq(transactions.id, anna!.transactionId!));
    expect(cart).toMatchObject({ clientKey: null, expiredAt: anna!.offerExpiresAt });

    const [offer] = await mailsOf('WAITING_LIST_OFFER');
    expect(offer!.toAddress).toBe('anna@example.org');
    expect(offer!.subject).toBe('A reading room seat is free for you');
    expect(offer!.textBody).toContain('until Monday, 4 March 2030, 12:00');
    expect(offer!.textBody).toContain(`/waitlist/${anna!.token}/leave?lang=en`);
    const token = tokenInMail(offer!.textBody);
    expect(token).toBe(anna!.token);

    // The link's page reads the offer (changing nothing) and continues with its cart.
    const view = (await entryOf(token)).json<WaitingListEntry>();
    expect(view).toMatchObject({
      status: 'OFFERED',
      position: null,
      transactionId: anna!.transactionId,
      offerExpiresAt: '2030-03-04T11:00:00.000Z',
    });
    const held = (await api.get(view.transactionId!)).json<Transaction>();
    expect(held.tickets.map((x) => [x.timeSlotId, x.status])).toEqual([[slot.id, 'NEW']]);
    const booked = await api.book(
      view.transactionId!,
      bookingPayload({ email: 'anna@example.org' }),
    );
    expect(booked.statusCode).toBe(200);
    expect((await entries()).map((e) => e.status)).toEqual(['TAKEN', 'WAITING']);
    expect((await entryOf(token)).json()).toMatchObject({ status: 'TAKEN', transactionId: null });
    expect((await entryOf(ben!.token)).json()).toMatchObject({ status: 'WAITING', position: 1 });
    expect(await calendarCount(room.id, slot.id)).toBe(1);
  });

  it('offers seats freed by staff cancellation and by a raised capacity, one per seat in line order', async () => {
    const { room, slot, owners } = await fullSlot(2);
    for (const name of ['anna', 'ben', 'cleo', 'dora', 'emil'])
      await join(slot.id, `${name}@example.org`);
    const admin = await signIn(t.app, t.database.db, 'ADMIN');
    const staff = (method: 'DELETE' | 'PUT' | 'POST', url: string, payload?: object) =>
      t.app.inject({
        method,
        url,
        headers: { ...XHR, cookie: admin },
        ...(payload ? { payload } : {}),
      });

    expect((await staff('DELETE', `/api/admin/tickets?ids=${owners[1]!.id}`)).statusCode).toBe(200);
    expect((await entries()).map((e) => e.status)).toEqual([
      'OFFERED',
      'WAITING',
      'WAITING',
      'WAITING',
      'WAITING',
    ]);

    const raised = await staff('PUT', `/api/admin/rooms/${room.id}/timeslots/${slot.id}`, {
      startTime: '09:00',
      endTime: '10:00',
      capacity: 4,
    });
    expect(raised.statusCode).toBe(200);
    expect((await entries()).map((e) => e.status)).toEqual([
      'OFFERED',
      'OFFERED',
      'OFFERED',
      'WAITING',
      'WAITING',
    ]);

    const multi = await staff('POST', `/api/admin/rooms/${room.id}/timeslots/capacity`, {
      fromDate: '2030-03-01',
      untilDate: '2030-03-31',
      capacity: 5,
    });
    expect(multi.statusCode).toBe(200);
    expect((await entries()).map((e) => e.status)).toEqual([
      'OFFERED',
      'OFFERED',
      'OFFERED',
      'OFFERED',
      'WAITING',
    ]);
    expect(await mailsOf('WAITING_LIST_OFFER')).toHaveLength(4);
    expect(await calendarCount(room.id, slot.id)).toBe(5);
  });

  it('passes an unused offer on to the next in line when it runs out', async () => {
    const { room, slot, api, owners } = await fullSlot();
    await join(slot.id, 'anna@example.org');
    await join(slot.id, 'ben@example.org');
    await t.app.inject({
      method: 'DELETE',
      url: `/api/owners/${owners[0]!.ownerId}/tickets?ids=${owners[0]!.id}`,
      headers: XHR,
    });
    const [anna] = await entries();
    t.clock.advanceMinutes(119);
    expect(await expireJob()).toBe(0);
    t.clock.advanceMinutes(1);
    expect((await entryOf(anna!.token)).json()).toMatchObject({
      status: 'EXPIRED',
      transactionId: null,
    });
    expect(await expireJob()).toBe(1);
    expect(await expireJob()).toBe(0);

    const [annaAfter, ben] = await entries();
    expect([annaAfter!.status, ben!.status]).toEqual(['EXPIRED', 'OFFERED']);
    expect(annaAfter!.closedAt).toEqual(t.clock.now());
    expect(ben!.offerExpiresAt).toEqual(new Date('2030-03-04T13:00:00Z'));
    // The expired offer's cart is gone; its seat is held for the next one.
    expect((await api.get(anna!.transactionId!)).statusCode).toBe(404);
    expect(await calendarCount(room.id, slot.id)).toBe(1);
    const offers = await mailsOf('WAITING_LIST_OFFER');
    expect(offers.map((m) => m.toAddress)).toEqual(['anna@example.org', 'ben@example.org']);
    expect((await leave(anna!.token)).json()).toEqual({ error: 'waiting_list__closed' });
  });

  it('never offers a seat freed by an expired hold', async () => {
    t = await createTestApp(driver);
    const db = t.database.db;
    const room = await insertRoom(db);
    const slot = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-06', capacity: 1 });
    const api = cartApi(t.app);
    await api.cartWith(slot.id);
    expect((await join(slot.id, 'anna@example.org')).statusCode).toBe(201);

    t.clock.advanceMinutes(16); // the hold has run out: the seat is free again
    expect(await expireJob()).toBe(0);
    expect((await entries()).map((e) => e.status)).toEqual(['WAITING']);
    expect(await mailsOf('WAITING_LIST_OFFER')).toEqual([]);
    expect(await calendarCount(room.id, slot.id)).toBe(0);
    expect((await join(slot.id, 'ben@example.org')).json()).toEqual({
      error: 'waiting_list__slot_not_full',
    });
  });

  it('leaves by link: a waiting entry leaves the line, an offered one passes its seat on; twice is fine', async () => {
    const { slot, owners } = await fullSlot();
    for (const name of ['anna', 'ben', 'cleo']) await join(slot.id, `${name}@example.org`);
    const [anna, ben, cleo] = await entries();

    const left = await leave(ben!.token);
    expect(left.statusCode).toBe(204);
    expect(left.headers['referrer-policy']).toBe('no-referrer');
    expect((await leave(ben!.token)).statusCode).toBe(204);
    expect((await entryOf(ben!.token)).json()).toMatchObject({ status: 'LEFT', position: null });
    expect((await entryOf(cleo!.token)).json()).toMatchObject({ position: 2 });

    await t.app.inject({
      method: 'DELETE',
      url: `/api/owners/${owners[0]!.ownerId}/tickets?ids=${owners[0]!.id}`,
      headers: XHR,
    });
    const offered = (await entries())[0]!;
    expect(offered.status).toBe('OFFERED');
    expect((await leave(anna!.token)).statusCode).toBe(204);
    const after = await entries();
    expect(after.map((e) => e.status)).toEqual(['LEFT', 'LEFT', 'OFFERED']);
    expect(
      await t.database.db
        .select()
        .from(transactions)
        .where(eq(transactions.id, offered.transactionId!)),
    ).toEqual([]);
    expect((await mailsOf('WAITING_LIST_OFFER')).map((m) => m.toAddress)).toEqual([
      'anna@example.org',
      'cleo@example.org',
    ]);
    expect((await leave('AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
  });

  it("keeps an offer's cart to its one seat, lets it be extended but never shortened, and declining it passes the seat on", async () => {
    const { db, room, slot, api, owners } = await fullSlot();
    const other = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-07' });
    await join(slot.id, 'anna@example.org');
    await join(slot.id, 'ben@example.org');
    await t.app.inject({
      method: 'DELETE',
      url: `/api/owners/${owners[0]!.ownerId}/tickets?ids=${owners[0]!.id}`,
      headers: XHR,
    });
    const [anna] = await entries();
    const cartId = anna!.transactionId!;

    const add = await api.add(cartId, other.id);
    expect([add.statusCode, add.json()]).toEqual([409, { error: 'waiting_list__offer_only' }]);

    const touched = (await api.touch(cartId)).json<Transaction>();
    expect(touched.expiredAt).toBe('2030-03-04T11:00:00.000Z');
    t.clock.advanceMinutes(110);
    expect((await api.touch(cartId)).json<Transaction>().expiredAt).toBe(
      '2030-03-04T11:05:00.000Z',
    );
    expect((await entries())[0]!.offerExpiresAt).toEqual(new Date('2030-03-04T11:05:00Z'));

    expect((await api.remove(cartId)).statusCode).toBe(204);
    expect((await entries()).map((e) => e.status)).toEqual(['LEFT', 'OFFERED']);
    expect(
      (await db.select().from(tickets).where(eq(tickets.timeSlotId, slot.id))).filter(
        (x) => x.status === 'NEW',
      ),
    ).toHaveLength(1);
  });

  it('shows staff the slot’s list (e-mail, joined at, state) behind the session', async () => {
    const { room, slot } = await fullSlot();
    await join(slot.id, 'anna@example.org');
    t.clock.advanceMinutes(5);
    await join(slot.id, 'ben@example.org', { language: 'en' });
    const url = `/api/admin/rooms/${room.id}/timeslots/${slot.id}/waiting-list`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const admin = await signIn(t.app, t.database.db, 'ADMIN');
    const res = await t.app.inject({ method: 'GET', url, headers: { cookie: admin } });
    expect(res.statusCode).toBe(200);
    expect(
      res.json<StaffWaitingListEntry[]>().map((e) => [e.email, e.language, e.status, e.createdAt]),
    ).toEqual([
      ['anna@example.org', 'de', 'WAITING', '2030-03-04T09:00:00.000Z'],
      ['ben@example.org', 'en', 'WAITING', '2030-03-04T09:05:00.000Z'],
    ]);
    const wrongRoom = await t.app.inject({
      method: 'GET',
      url: `/api/admin/rooms/${room.id + 1}/timeslots/${slot.id}/waiting-list`,
      headers: { cookie: admin },
    });
    expect([wrongRoom.statusCode, wrongRoom.json()]).toEqual([
      404,
      { error: 'not_found', payload: ['timeSlot'] },
    ]);
  });

  it('is off with WAITLIST_OFFER_HOURS=off: joining is not found and cancellations offer nothing', async () => {
    const { slot, owners } = await fullSlot(1, { WAITLIST_OFFER_HOURS: 'off' });
    // an entry from before the list was switched off
    await t.database.db
      .insert(waitingListEntries)
      .values({ timeSlotId: slot.id, token: 'tok-before', email: 'old@example.org' });
    await t.app.inject({
      method: 'DELETE',
      url: `/api/owners/${owners[0]!.ownerId}/tickets?ids=${owners[0]!.id}`,
      headers: XHR,
    });
    expect((await entries()).map((e) => e.status)).toEqual(['WAITING']);
    const res = await join(slot.id, 'anna@example.org');
    expect([res.statusCode, res.json()]).toEqual([
      404,
      { error: 'not_found', payload: ['waitingList'] },
    ]);
  });
});
