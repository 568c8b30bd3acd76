import { afterEach, describe, expect, it } from 'vitest';
import { mailOutbox, tickets } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { cartApi } from '../../test/cart-api';
import { TEST_DRIVERS } from '../../test/databases';
import {
  bookingPayload,
  insertBlacklistEntry,
  insertRoom,
  insertTimeSlot,
} from '../../test/factories';

const BLOCKED = 'blocked@example.org';
const FREE = 'someone@example.org';

/**
 * The booking call must not tell a stranger whether an address is blacklisted by a request
 * that could not book anyway: every check that does not depend on the address (input, window,
 * the cart's own limits, the room's records rules) answers first, the same for any address.
 * The test clock starts Monday 2030-03-04 10:00 in Vienna.
 */
describe.each(TEST_DRIVERS)('booking answers independent of the address on %s', (driver) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  async function setup(env: Record<string, string> = {}) {
    t = await createTestApp(driver, { env });
    const db = t.database.db;
    await insertBlacklistEntry(db, BLOCKED, '2031-01-01');
    return { db, api: cartApi(t.app) };
  }

  /** Books `transactionId` with each address; the bodies of both answers and their status. */
  async function bothAnswers(
    api: ReturnType<typeof cartApi>,
    transactionId: string,
    payload: Record<string, unknown>,
  ) {
    const answers = [];
    for (const email of [BLOCKED, FREE]) {
      const res = await api.book(transactionId, bookingPayload({ ...payload, email }));
      answers.push({ status: res.statusCode, body: res.json<unknown>() });
    }
    return answers;
  }

  async function nothingBooked() {
    const db = t.database.db;
    expect((await db.select().from(tickets)).every((r) => r.status === 'NEW')).toBe(true);
    expect(await db.select().from(mailOutbox)).toEqual([]);
  }

  it('answers records for a ticket outside the cart with the same 400, blacklisted or not', async () => {
    const { db, api } = await setup();
    const room = await insertRoom(db, { recordsOrdering: 'OPTIONAL', recordsLeadWorkingDays: 1 });
    const slot = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-12' });
    const cart = await api.cartWith(slot.id);
    const foreign = cart.tickets[0]!.id + 1000;

    const [blocked, free] = await bothAnswers(api, cart.transactionId, {
      records: [{ ticketId: foreign, units: [{ callNumber: 'A 1' }] }],
    });
    expect(free).toEqual({
      status: 400,
      body: { error: 'validation__error', payload: ['body.records.0.ticketId'] },
    });
    expect(blocked).toEqual(free);
    await nothingBooked();
  });

  it('answers a slot outside the window with the same rule, blacklisted or not', async () => {
    const { db, api } = await setup();
    const room = await insertRoom(db);
    // 23:55 in Vienna on 2030-03-04: 2030-03-06 is still in the window, ten minutes later not.
    t.clock.set('2030-03-04T22:55:00Z');
    const slot = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-06' });
    const cart = await api.cartWith(slot.id);
    t.clock.advanceMinutes(10);

    const [blocked, free] = await bothAnswers(api, cart.transactionId, {});
    expect(free).toEqual({
      status: 409,
      body: { error: 'ticket__validation_error', payload: ['timeslot_not_open'] },
    });
    expect(blocked).toEqual(free);
    await nothingBooked();
  });

  it("answers a room's records rules with the same code, blacklisted or not", async () => {
    const { db, api } = await setup();
    const required = await insertRoom(db, {
      name: 'Lesesaal R',
      recordsOrdering: 'REQUIRED',
      recordsLeadWorkingDays: 3,
      recordsDeadlineTime: '12:00',
      recordsMaxPerVisit: 1,
    });
    const off = await insertRoom(db, { name: 'Lesesaal X' });
    const nextWeek = await insertTimeSlot(db, { roomId: required.id, date: '2030-03-12' });
    const offSlot = await insertTimeSlot(db, { roomId: off.id, date: '2030-03-07' });

    const missing = await api.cartWith(nextWeek.id);
    const [blocked, free] = await bothAnswers(api, missing.transactionId, {});
    expect(free).toEqual({
      status: 409,
      body: { error: 'records__required', payload: [String(missing.tickets[0]!.id)] },
    });
    expect(blocked).toEqual(free);
    await api.remove(missing.transactionId);

    const tooMany = await api.cartWith(nextWeek.id);
    const id = tooMany.tickets[0]!.id;
    const [blockedMany, freeMany] = await bothAnswers(api, tooMany.transactionId, {
      records: [{ ticketId: id, units: [{ callNumber: 'A 1' }, { callNumber: 'A 2' }] }],
    });
    expect(freeMany).toEqual({
      status: 409,
      body: { error: 'records__max_per_visit_reached', payload: [String(id), '1'] },
    });
    expect(blockedMany).toEqual(freeMany);

    const notOrderable = await api.cartWith(offSlot.id);
    const offId = notOrderable.tickets[0]!.id;
    const [blockedOff, freeOff] = await bothAnswers(api, notOrderable.transactionId, {
      records: [{ ticketId: offId, units: [{ callNumber: 'A 1' }] }],
    });
    expect(freeOff).toEqual({
      status: 409,
      body: { error: 'records__not_orderable', payload: [String(offId)] },
    });
    expect(blockedOff).toEqual(freeOff);
    await nothingBooked();
  });

  it('answers bad personal data with the same 400, blacklisted or not', async () => {
    const { db, api } = await setup();
    const room = await insertRoom(db);
    const slot = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-06' });
    const cart = await api.cartWith(slot.id);
    const [blocked, free] = await bothAnswers(api, cart.transactionId, { phone: '0664 123 ab' });
    expect(free).toEqual({
      status: 400,
      body: { error: 'validation__error', payload: ['body.phone'] },
    });
    expect(blocked).toEqual(free);
    await nothingBooked();
  });

  it('a bookable cart: the blacklisted address is refused, any other is booked in its name', async () => {
    const { db, api } = await setup();
    const room = await insertRoom(db);
    const slot = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-06' });
    const cart = await api.cartWith(slot.id);
    const [blocked, free] = await bothAnswers(api, cart.transactionId, {});
    expect(blocked).toEqual({ status: 409, body: { error: 'booking__email_blacklisted' } });
    // the probe of a free address books the visit and mails its owner
    expect(free!.status).toBe(200);
    const mails = await db.select().from(mailOutbox);
    expect(mails.map((m) => [m.kind, m.toAddress])).toEqual([['BOOKING_CONFIRMATION', FREE]]);
  });
});
