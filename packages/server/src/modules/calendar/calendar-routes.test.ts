import { afterEach, describe, expect, it } from 'vitest';
import { timeSlotSchema, type TimeSlot } from '@lesesaal/domain/time-slots/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { cartApi } from '../../test/cart-api';
import { TEST_DRIVERS } from '../../test/databases';
import { bookingPayload, insertRoom, insertTimeSlot } from '../../test/factories';

describe.each(TEST_DRIVERS)("visitor's booking calendar on %s", (driver) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  async function setup(env: Record<string, string> = {}) {
    t = await createTestApp(driver, { env });
    const db = t.database.db;
    const room = await insertRoom(db, { name: 'Großer Lesesaal' });
    const slot = (date: string, capacity = 2, startTime = '09:00', endTime = '10:00') =>
      insertTimeSlot(db, { roomId: room.id, date, capacity, startTime, endTime });
    return { room, slot, api: cartApi(t.app) };
  }

  const calendar = (roomId: number, query = '?fromDate=2030-03-01&untilDate=2030-03-31') =>
    t.app.inject({ method: 'GET', url: `/api/rooms/${roomId}/booking${query}` });

  it("lists a room's slots with capacity, active tickets and failed rules, leaving out slots without seats", async () => {
    const { room, slot, api } = await setup();
    const past = await slot('2030-03-05');
    const open = await slot('2030-03-06');
    const held = await slot('2030-03-07', 1);
    await slot('2030-03-08', 0);
    const bookedSlot = await slot('2030-03-09');
    await slot('2030-04-02');

    await api.cartWith(held.id);
    const expiring = await api.cartWith(open.id);
    const booking = await api.cartWith(bookedSlot.id);
    await api.book(booking.transactionId, bookingPayload());
    t.clock.advanceMinutes(10);
    await api.remove(expiring.transactionId);

    const res = await calendar(room.id);
    expect(res.statusCode).toBe(200);
    const slots = res.json<TimeSlot[]>();
    expect(slots.map((s) => [s.date, s.capacity, s.ticketCount, s.failedRules])).toEqual([
      ['2030-03-05', 2, 0, ['timeslot_not_open']],
      ['2030-03-06', 2, 0, []],
      ['2030-03-07', 1, 1, ['timeslot_no_tickets_left']],
      ['2030-03-09', 2, 1, []],
    ]);
    // built field by field and serialized as is (http/built-response.ts): exactly the schema's
    for (const s of slots)
      expect(Object.keys(s).every((key) => key in timeSlotSchema.shape)).toBe(true);
    expect(slots[0]).toMatchObject({
      id: past.id,
      roomId: room.id,
      roomName: 'Großer Lesesaal',
      startTime: '09:00',
      endTime: '10:00',
    });

    // holds run out after 15 minutes
    t.clock.advanceMinutes(6);
    const later = (await calendar(room.id)).json<TimeSlot[]>();
    expect(later.find((s) => s.id === held.id)).toMatchObject({ ticketCount: 0, failedRules: [] });
  });

  it('evaluates the rules for a cart on available-timeslots', async () => {
    const { room, slot, api } = await setup({ MAX_RESERVATIONS: '2' });
    const a = await slot('2030-03-06', 5, '09:00', '10:00');
    const b = await slot('2030-03-06', 5, '10:00', '11:00');
    const c = await slot('2030-03-07', 5);
    const cart = await api.cartWith(a.id);

    const url = `/api/transactions/${cart.transactionId}/rooms/${room.id}/available-timeslots?fromDate=2030-03-06&untilDate=2030-03-07`;
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.json<TimeSlot[]>().map((s) => [s.id, s.ticketCount, s.failedRules])).toEqual([
      [a.id, 1, ['max_tickets_per_time_reached']],
      [b.id, 0, []],
      [c.id, 0, []],
    ]);

    await api.add(cart.transactionId, c.id);
    const full = (await t.app.inject({ method: 'GET', url })).json<TimeSlot[]>();
    expect(full.find((s) => s.id === b.id)!.failedRules).toEqual(['max_tickets_by_user_reached']);
  });

  it('answers 404 for unknown rooms and carts and 400 for bad ranges', async () => {
    const { room } = await setup();
    expect((await calendar(999)).statusCode).toBe(404);
    const noCart = await t.app.inject({
      method: 'GET',
      url: `/api/transactions/unknown/rooms/${room.id}/available-timeslots`,
    });
    expect(noCart.statusCode).toBe(404);
    expect((await calendar(room.id, '?fromDate=2030-02-30')).statusCode).toBe(400);
    const reversed = await calendar(room.id, '?fromDate=2030-03-10&untilDate=2030-03-01');
    expect(reversed.json()).toEqual({
      error: 'validation__error',
      payload: ['querystring.untilDate'],
    });
    expect((await calendar(room.id, '')).statusCode).toBe(200);
  });
});
