import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { Transaction } from '@lesesaal/domain/tickets/schema';
import { XHR } from '../../test/app';
import { TEST_DRIVERS } from '../../test/databases';
import { insertHoliday, insertRoom, insertTimeSlot } from '../../test/factories';
import { cartOfTwoDays, cartTestApp } from '../../test/cart-setup';

// Test clock: 2030-03-04T09:00Z = Monday 10:00 in Vienna. Default room window: 2 to 30
// calendar days ahead, i.e. 2030-03-06 .. 2030-04-03.
describe.each(TEST_DRIVERS)('cart (transactions) on %s', (driver) => {
  const app = cartTestApp(driver);

  const setup = (env: Record<string, string> = {}) => app.setup(env);

  it('creates a cart holding a seat, readable with no-store and no-referrer headers', async () => {
    const { room, api } = await setup();
    const slot = await insertTimeSlot(app.t.database.db, { roomId: room.id, date: '2030-03-06' });
    const res = await api.create(slot.id);
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    const cart = res.json<Transaction>();
    expect(cart.transactionId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(cart.expiredAt).toBe('2030-03-04T09:15:00.000Z');
    expect(cart.tickets).toHaveLength(1);
    expect(cart.tickets[0]).toMatchObject({
      status: 'NEW',
      timeSlotId: slot.id,
      roomId: room.id,
      roomName: room.name,
      date: '2030-03-06',
      startTime: '09:00',
      endTime: '10:00',
      bookingNumber: null,
      ownerId: null,
      email: null,
      cancelable: false,
    });

    const read = await api.get(cart.transactionId);
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toBe('no-store');
    expect(read.json<Transaction>().tickets.map((x) => x.id)).toEqual([cart.tickets[0]!.id]);
  });

  it('refuses slots outside the DAY window at both edges with timeslot_not_open', async () => {
    const { room, api } = await setup();
    const db = app.t.database.db;
    const before = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-05' });
    const first = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-06' });
    const last = await insertTimeSlot(db, { roomId: room.id, date: '2030-04-03' });
    const after = await insertTimeSlot(db, { roomId: room.id, date: '2030-04-04' });

    for (const slot of [before, after]) {
      const res = await api.create(slot.id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: 'timeslot_not_open' });
    }
    expect((await api.create(first.id)).statusCode).toBe(201);
    expect((await api.create(last.id)).statusCode).toBe(201);
  });

  it('counts WORKING_DAY windows in working days, skipping weekends and holidays', async () => {
    const { api } = await setup();
    const db = app.t.database.db;
    const room = await insertRoom(db, {
      name: 'Werktagssaal',
      openStartType: 'WORKING_DAY',
      openStartValue: 2,
      openEndType: 'WORKING_DAY',
      openEndValue: 5,
    });
    // Wednesday is a holiday: +2 working days = Thu 03-07; +5 = Tue 03-12.
    await insertHoliday(db, '2030-03-06');
    const slots = await Promise.all(
      ['2030-03-06', '2030-03-07', '2030-03-12', '2030-03-13'].map((date) =>
        insertTimeSlot(db, { roomId: room.id, date }),
      ),
    );
    const codes = [];
    for (const slot of slots) {
      const res = await api.create(slot.id);
      codes.push(res.statusCode === 201 ? 'ok' : res.json<{ error: string }>().error);
    }
    expect(codes).toEqual(['timeslot_not_open', 'ok', 'ok', 'timeslot_not_open']);
  });

  it('refuses a full slot with timeslot_no_tickets_left and frees the seat when the hold expires', async () => {
    const { room, api } = await setup();
    const slot = await insertTimeSlot(app.t.database.db, {
      roomId: room.id,
      date: '2030-03-06',
      capacity: 1,
    });
    const first = (await api.create(slot.id)).json<Transaction>();

    const second = await api.create(slot.id);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ error: 'timeslot_no_tickets_left' });

    app.t.clock.advanceMinutes(16);
    expect((await api.create(slot.id)).statusCode).toBe(201);
    const expired = await api.get(first.transactionId);
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toEqual({ error: 'not_found', payload: ['transaction'] });
  });

  it('limits the cart to MAX_RESERVATIONS tickets (max_tickets_by_user_reached)', async () => {
    const { room, api } = await setup({ MAX_RESERVATIONS: '2' });
    const db = app.t.database.db;
    const slots = await Promise.all(
      ['2030-03-06', '2030-03-07', '2030-03-08'].map((date) =>
        insertTimeSlot(db, { roomId: room.id, date }),
      ),
    );
    const cart = await api.cartWith(slots[0]!.id, slots[1]!.id);
    const res = await api.add(cart.transactionId, slots[2]!.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'max_tickets_by_user_reached' });
    expect((await api.get(cart.transactionId)).json<Transaction>().tickets).toHaveLength(2);
  });

  it('refuses a slot overlapping one in the cart (max_tickets_per_time_reached)', async () => {
    const { room, api } = await setup();
    const db = app.t.database.db;
    const other = await insertRoom(db, { name: 'Lesesaal 2' });
    const a = await insertTimeSlot(db, {
      roomId: room.id,
      date: '2030-03-06',
      startTime: '09:00',
      endTime: '11:00',
    });
    const b = await insertTimeSlot(db, {
      roomId: other.id,
      date: '2030-03-06',
      startTime: '10:00',
      endTime: '12:00',
    });
    const cart = await api.cartWith(a.id);
    for (const slotId of [b.id, a.id]) {
      const res = await api.add(cart.transactionId, slotId);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: 'max_tickets_per_time_reached' });
    }
  });

  it('refuses a second ticket on one day with MAX_DAILY_TICKETS=1 (max_tickets_per_day_reached)', async () => {
    const { room, api } = await setup({ MAX_DAILY_TICKETS: '1' });
    const db = app.t.database.db;
    const a = await insertTimeSlot(db, {
      roomId: room.id,
      date: '2030-03-06',
      startTime: '09:00',
      endTime: '10:00',
    });
    const b = await insertTimeSlot(db, {
      roomId: room.id,
      date: '2030-03-06',
      startTime: '11:00',
      endTime: '12:00',
    });
    const c = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-07' });
    const cart = await api.cartWith(a.id);
    const res = await api.add(cart.transactionId, b.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'max_tickets_per_day_reached' });
    expect((await api.add(cart.transactionId, c.id)).statusCode).toBe(201);
  });

  it('extends the hold on touch, at most MAX_TOUCHES times, then answers 409', async () => {
    const { room, api } = await setup({ MAX_TOUCHES: '2' });
    const slot = await insertTimeSlot(app.t.database.db, { roomId: room.id, date: '2030-03-06' });
    const cart = await api.cartWith(slot.id);
    expect(cart.remainingTouches).toBe(2);

    app.t.clock.advanceMinutes(10);
    const first = await api.touch(cart.transactionId);
    expect(first.statusCode).toBe(200);
    expect(first.json<Transaction>()).toMatchObject({
      expiredAt: '2030-03-04T09:25:00.000Z',
      remainingTouches: 1,
    });

    app.t.clock.advanceMinutes(10);
    expect((await api.touch(cart.transactionId)).json<Transaction>().remainingTouches).toBe(0);
    const third = await api.touch(cart.transactionId);
    expect(third.statusCode).toBe(409);
    expect(third.json<{ error: string }>().error).toBe('conflict');

    // still held thanks to the touches: 20 minutes after creation
    expect((await api.get(cart.transactionId)).statusCode).toBe(200);
  });

  it('removes a ticket and deletes the cart, freeing the seats', async () => {
    const started = await setup();
    const { api } = started;
    const { a, b, cart } = await cartOfTwoDays(started, 1);

    const removed = await api.removeTicket(cart.transactionId, cart.tickets[0]!.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<Transaction>().tickets.map((x) => x.timeSlotId)).toEqual([b.id]);
    expect((await api.removeTicket(cart.transactionId, cart.tickets[0]!.id)).statusCode).toBe(404);
    expect((await api.create(a.id)).statusCode).toBe(201);

    expect((await api.remove(cart.transactionId)).statusCode).toBe(204);
    expect((await api.get(cart.transactionId)).statusCode).toBe(404);
    expect((await api.create(b.id)).statusCode).toBe(201);
  });

  it('answers 404 not_found for unknown carts and slots, 400 for bad input, 403 without the XHR header', async () => {
    const { room, api } = await setup();
    const slot = await insertTimeSlot(app.t.database.db, { roomId: room.id, date: '2030-03-06' });
    for (const res of [
      await api.get('nope'),
      await api.touch('nope'),
      await api.add('nope', slot.id),
      await api.remove('nope'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json<{ error: string }>().error).toBe('not_found');
    }
    expect((await api.create(999_999)).statusCode).toBe(404);
    const bad = await app.t.app.inject({
      method: 'POST',
      url: '/api/transactions',
      headers: XHR,
      payload: { timeSlotId: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'validation__error', payload: ['body.timeSlotId'] });
    const csrf = await app.t.app.inject({
      method: 'POST',
      url: '/api/transactions',
      payload: { timeSlotId: slot.id },
    });
    expect(csrf.statusCode).toBe(403);
  });

  describe('with reCAPTCHA configured', () => {
    let verifier: Server;
    const posted: URLSearchParams[] = [];
    afterEach(
      async () =>
        new Promise<void>((resolve) => (verifier ? verifier.close(() => resolve()) : resolve())),
    );

    async function startVerifier(): Promise<string> {
      verifier = createServer((req, res) => {
        let body = '';
        req.on('data', (chunk: Buffer) => (body += chunk.toString()));
        req.on('end', () => {
          const form = new URLSearchParams(body);
          posted.push(form);
          res.setHeader('content-type', 'application/json');
          res.end(
            JSON.stringify({
              success: form.get('response') === 'human',
              action: 'createtransaction',
              score: 0.9,
            }),
          );
        });
      });
      await new Promise<void>((resolve) => verifier.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(verifier.address() as AddressInfo).port}/siteverify`;
    }

    it('creates a cart only with a token the verifier accepts (else recaptcha__validation_error)', async () => {
      const url = await startVerifier();
      const { room, api } = await setup({
        BOT_PROTECTION: 'recaptcha',
        RECAPTCHA_SECRET: 's3cret',
        RECAPTCHA_SITE_KEY: 'site',
        RECAPTCHA_VERIFY_URL: url,
      });
      const slot = await insertTimeSlot(app.t.database.db, {
        roomId: room.id,
        date: '2030-03-06',
        capacity: 1,
      });

      for (const query of ['', '?g-recaptcha-response=robot']) {
        const res = await api.create(slot.id, query);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ error: 'recaptcha__validation_error' });
      }
      expect((await api.create(slot.id, '?g-recaptcha-response=human')).statusCode).toBe(201);
      expect(posted.at(-1)?.get('secret')).toBe('s3cret');
    });
  });
});
