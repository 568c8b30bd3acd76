import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Transaction } from '@lesesaal/domain/tickets/schema';
import type { WaitingListEntry } from '@lesesaal/domain/waiting-list/schema';
import { tickets, transactions } from '../../db/schema/index';
import { createTestApp, XHR } from '../../test/app';
import { signIn } from '../../test/auth';
import { cartApi } from '../../test/cart-api';
import { TEST_DRIVERS } from '../../test/databases';
import { bookingPayload, insertRoom, insertTimeSlot } from '../../test/factories';
import { waitingListHarness } from '../../test/waiting-list-harness';

// The test clock stands at 2030-03-04 09:00 UTC (10:00 in Vienna); a room's window opens
// two days ahead, so 2030-03-06 is bookable.
describe.each(TEST_DRIVERS)('waiting list offers on %s', (driver) => {
  const {
    h,
    join,
    entryOf,
    leave,
    entries,
    mailsOf,
    tokenInMail,
    expireJob,
    fullSlot,
    calendarCount,
  } = waitingListHarness(driver);
  afterEach(async () => h.t?.close());

  it('offers a cancelled seat to the first in line in the same transaction, who books it through the link', async () => {
    const { room, slot, api, owners } = await fullSlot();
    await join(slot.id, 'anna@example.org', { language: 'en' });
    await join(slot.id, 'ben@example.org');

    const cancel = await h.t.app.inject({
      method: 'DELETE',
      url: `/api/owners/${owners[0]!.ownerId}/tickets?ids=${owners[0]!.id}`,
      headers: XHR,
    });
    expect(cancel.statusCode).toBe(200);

    const [anna, ben] = await entries();
    expect([anna!.status, ben!.status]).toEqual(['OFFERED', 'WAITING']);
    expect(anna!.offeredAt).toEqual(h.t.clock.now());
    expect(anna!.offerExpiresAt).toEqual(new Date('2030-03-04T11:00:00Z'));
    // The seat stays held for the offer: nobody else sees it free.
    expect(await calendarCount(room.id, slot.id)).toBe(1);
    expect((await api.create(slot.id)).json()).toEqual({ error: 'timeslot_no_tickets_left' });
    const [cart] = await h.t.database.db
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
    const admin = await signIn(h.t.app, h.t.database.db, 'ADMIN');
    const staff = (method: 'DELETE' | 'PUT' | 'POST', url: string, payload?: object) =>
      h.t.app.inject({
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
    await h.t.app.inject({
      method: 'DELETE',
      url: `/api/owners/${owners[0]!.ownerId}/tickets?ids=${owners[0]!.id}`,
      headers: XHR,
    });
    const [anna] = await entries();
    h.t.clock.advanceMinutes(119);
    expect(await expireJob()).toBe(0);
    h.t.clock.advanceMinutes(1);
    expect((await entryOf(anna!.token)).json()).toMatchObject({
      status: 'EXPIRED',
      transactionId: null,
    });
    expect(await expireJob()).toBe(1);
    expect(await expireJob()).toBe(0);

    const [annaAfter, ben] = await entries();
    expect([annaAfter!.status, ben!.status]).toEqual(['EXPIRED', 'OFFERED']);
    expect(annaAfter!.closedAt).toEqual(h.t.clock.now());
    expect(ben!.offerExpiresAt).toEqual(new Date('2030-03-04T13:00:00Z'));
    // The expired offer's cart is gone; its seat is held for the next one.
    expect((await api.get(anna!.transactionId!)).statusCode).toBe(404);
    expect(await calendarCount(room.id, slot.id)).toBe(1);
    const offers = await mailsOf('WAITING_LIST_OFFER');
    expect(offers.map((m) => m.toAddress)).toEqual(['anna@example.org', 'ben@example.org']);
    expect((await leave(anna!.token)).json()).toEqual({ error: 'waiting_list__closed' });
  });

  it('never offers a seat freed by an expired hold', async () => {
    h.t = await createTestApp(driver);
    const db = h.t.database.db;
    const room = await insertRoom(db);
    const slot = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-06', capacity: 1 });
    const api = cartApi(h.t.app);
    await api.cartWith(slot.id);
    expect((await join(slot.id, 'anna@example.org')).statusCode).toBe(201);

    h.t.clock.advanceMinutes(16); // the hold has run out: the seat is free again
    expect(await expireJob()).toBe(0);
    expect((await entries()).map((e) => e.status)).toEqual(['WAITING']);
    expect(await mailsOf('WAITING_LIST_OFFER')).toEqual([]);
    expect(await calendarCount(room.id, slot.id)).toBe(0);
    expect((await join(slot.id, 'ben@example.org')).json()).toEqual({
      error: 'waiting_list__slot_not_full',
    });
  });

  it("keeps an offer's cart to its one seat, lets it be extended but never shortened, and declining it passes the seat on", async () => {
    const { db, room, slot, api, owners } = await fullSlot();
    const other = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-07' });
    await join(slot.id, 'anna@example.org');
    await join(slot.id, 'ben@example.org');
    await h.t.app.inject({
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
    h.t.clock.advanceMinutes(110);
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
});
