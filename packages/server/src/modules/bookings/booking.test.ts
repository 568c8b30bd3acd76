import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isValidBookingNumber } from '@lesesaal/domain/tickets/booking-number';
import type { Ticket, Transaction } from '@lesesaal/domain/tickets/schema';
import { mailOutbox, tickets, timeSlots } from '../../db/schema/index';
import { XHR } from '../../test/app';
import { signIn } from '../../test/auth';
import { TEST_DRIVERS } from '../../test/databases';
import {
  bookingPayload,
  insertBlacklistEntry,
  insertRoom,
  insertTimeSlot,
} from '../../test/factories';
import { cartOfTwoDays, cartTestApp } from '../../test/cart-setup';

describe.each(TEST_DRIVERS)('booking a cart on %s', (driver) => {
  const app = cartTestApp(driver);

  async function setup(env: Record<string, string> = {}) {
    const started = await app.setup(env);
    const other = await insertRoom(started.db, { name: 'Lesesaal 2', description: 'Erster Stock' });
    return { ...started, other };
  }

  const ticketRows = () => app.t.database.db.select().from(tickets).orderBy(tickets.id);
  const outbox = () => app.t.database.db.select().from(mailOutbox);

  it('books every ticket with booking numbers, owner data and one confirmation mail in the outbox', async () => {
    const started = await setup();
    const { api } = started;
    const { a, cart } = await cartOfTwoDays(started);

    const res = await api.book(
      cart.transactionId,
      bookingPayload({ email: ' Erika@Example.org ', language: 'en' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const booked = res.json<{ tickets: Ticket[] }>().tickets;
    expect(booked).toHaveLength(2);
    const ownerId = booked[0]!.ownerId!;
    expect(ownerId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    for (const ticket of booked) {
      expect(ticket).toMatchObject({
        status: 'BOOKED',
        ownerId,
        firstName: 'Erika',
        lastName: 'Musterfrau',
        email: 'Erika@Example.org',
        salutation: 'MS',
        title: 'Dr.',
        organisation: 'Universität Wien',
        phone: '+43123456',
        accessibility: false,
        cancelable: true,
      });
      expect(isValidBookingNumber(ticket.bookingNumber!)).toBe(true);
    }
    expect(new Set(booked.map((x) => x.bookingNumber)).size).toBe(2);
    expect((await ticketRows()).every((row) => row.language === 'en')).toBe(true);

    const mails = await outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: 'BOOKING_CONFIRMATION',
      toAddress: 'Erika@Example.org',
      status: 'PENDING',
    });
    expect(mails[0]!.textBody).toContain(
      `http://localhost:3000/reservation-confirmation/${ownerId}`,
    );
    // the answer carries the mail's link: a visitor whose mail never comes still has it
    const manageUrl = res.json<{ manageUrl: string }>().manageUrl;
    expect(manageUrl).toBe(`http://localhost:3000/reservation-confirmation/${ownerId}?lang=en`);
    expect(mails[0]!.textBody).toContain(manageUrl);

    // the cart is closed; its seats stay taken by the booked tickets
    expect((await api.get(cart.transactionId)).statusCode).toBe(404);
    // booking it again with another address answers like an unknown cart (the same address:
    // booking-retry.test.ts)
    expect(
      (await api.book(cart.transactionId, bookingPayload({ email: 'other@example.org' })))
        .statusCode,
    ).toBe(404);
    app.t.clock.advanceMinutes(60);
    const full = await api.create(a.id);
    expect(full.json()).toEqual({ error: 'timeslot_no_tickets_left' });
  });

  it('rejects bad personal data with validation__error and the field paths, changing nothing', async () => {
    const { db, room, api } = await setup();
    const slot = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-06' });
    const cart = await api.cartWith(slot.id);
    const res = await api.book(
      cart.transactionId,
      bookingPayload({
        email: 'not-an-email',
        phone: '0664 123 ab',
        firstName: '  ',
        lastName: 'x'.repeat(41),
      }),
    );
    expect(res.statusCode).toBe(400);
    const body = res.json<{ error: string; payload: string[] }>();
    expect(body.error).toBe('validation__error');
    expect([...body.payload].sort()).toEqual([
      'body.email',
      'body.firstName',
      'body.lastName',
      'body.phone',
    ]);
    expect((await ticketRows()).map((r) => r.status)).toEqual(['NEW']);
    expect(await outbox()).toHaveLength(0);
  });

  it('refuses a blacklisted e-mail (any case, entry not expired) with booking__email_blacklisted', async () => {
    const { db, room, api } = await setup();
    await insertBlacklistEntry(db, 'Blocked@Example.org', '2030-03-04');
    await insertBlacklistEntry(db, 'expired@example.org', '2030-03-03');
    const slot = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-06' });
    const cart = await api.cartWith(slot.id);

    const res = await api.book(
      cart.transactionId,
      bookingPayload({ email: 'blocked@EXAMPLE.org' }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'booking__email_blacklisted' });
    expect((await ticketRows())[0]!.status).toBe('NEW');

    expect(
      (await api.book(cart.transactionId, bookingPayload({ email: 'expired@example.org' })))
        .statusCode,
    ).toBe(200);
  });

  it('counts booked future tickets of the same e-mail against MAX_RESERVATIONS', async () => {
    const { db, room, api } = await setup({ MAX_RESERVATIONS: '2' });
    const slots = await Promise.all(
      ['2030-03-06', '2030-03-07', '2030-03-08'].map((date) =>
        insertTimeSlot(db, { roomId: room.id, date }),
      ),
    );
    const first = await api.cartWith(slots[0]!.id);
    expect((await api.book(first.transactionId, bookingPayload())).statusCode).toBe(200);

    const second = await api.cartWith(slots[1]!.id, slots[2]!.id);
    const res = await api.book(
      second.transactionId,
      bookingPayload({ email: 'ERIKA@example.org' }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'ticket__validation_error',
      payload: ['max_tickets_by_user_reached'],
    });
    // another person may book the same cart
    expect(
      (await api.book(second.transactionId, bookingPayload({ email: 'max@example.org' })))
        .statusCode,
    ).toBe(200);
  });

  it('refuses a cart overlapping a booked ticket of the same e-mail (max_tickets_per_time_reached)', async () => {
    const { db, room, other, api } = await setup();
    const a = await insertTimeSlot(db, {
      roomId: room.id,
      date: '2030-03-06',
      startTime: '09:00',
      endTime: '11:00',
    });
    const b = await insertTimeSlot(db, {
      roomId: other.id,
      date: '2030-03-06',
      startTime: '10:30',
      endTime: '12:00',
    });
    const first = await api.cartWith(a.id);
    expect((await api.book(first.transactionId, bookingPayload())).statusCode).toBe(200);

    const second = await api.cartWith(b.id);
    const res = await api.book(second.transactionId, bookingPayload());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'ticket__validation_error',
      payload: ['max_tickets_per_time_reached'],
    });
  });

  it('refuses more than MAX_DAILY_TICKETS booked tickets of one e-mail per day', async () => {
    const { db, room, api } = await setup({ MAX_DAILY_TICKETS: '1' });
    const a = await insertTimeSlot(db, {
      roomId: room.id,
      date: '2030-03-06',
      startTime: '09:00',
      endTime: '10:00',
    });
    const b = await insertTimeSlot(db, {
      roomId: room.id,
      date: '2030-03-06',
      startTime: '13:00',
      endTime: '14:00',
    });
    expect(
      (await api.book((await api.cartWith(a.id)).transactionId, bookingPayload())).statusCode,
    ).toBe(200);

    const second = await api.cartWith(b.id);
    const res = await api.book(second.transactionId, bookingPayload());
    expect(res.json()).toEqual({
      error: 'ticket__validation_error',
      payload: ['max_tickets_per_day_reached'],
    });
  });

  it('is all-or-nothing: one failing ticket leaves every ticket NEW, without numbers and without mail', async () => {
    const { db, room, other, api } = await setup();
    const a = await insertTimeSlot(db, {
      roomId: room.id,
      date: '2030-03-06',
      startTime: '09:00',
      endTime: '10:00',
    });
    const b = await insertTimeSlot(db, {
      roomId: room.id,
      date: '2030-03-07',
      startTime: '09:00',
      endTime: '10:00',
    });
    const c = await insertTimeSlot(db, {
      roomId: other.id,
      date: '2030-03-07',
      startTime: '09:30',
      endTime: '10:30',
    });
    const booked = await api.cartWith(c.id);
    expect((await api.book(booked.transactionId, bookingPayload())).statusCode).toBe(200);
    const mailsBefore = (await outbox()).length;

    const cart = await api.cartWith(a.id, b.id);
    const res = await api.book(cart.transactionId, bookingPayload());
    expect(res.json()).toEqual({
      error: 'ticket__validation_error',
      payload: ['max_tickets_per_time_reached'],
    });
    const rows = (await ticketRows()).filter((r) => r.transactionId === cart.transactionId);
    expect(rows.map((r) => [r.status, r.bookingNumber, r.ownerId, r.email])).toEqual([
      ['NEW', null, null, null],
      ['NEW', null, null, null],
    ]);
    expect(await outbox()).toHaveLength(mailsBefore);
    expect((await api.get(cart.transactionId)).json<Transaction>().tickets).toHaveLength(2);
  });

  it('re-checks the window at booking time', async () => {
    const { db, room, api } = await setup();
    // 23:55 in Vienna on 2030-03-04: 2030-03-06 is still in the window, ten minutes later not.
    app.t.clock.set('2030-03-04T22:55:00Z');
    const a = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-06' });
    const cart = await api.cartWith(a.id);
    app.t.clock.advanceMinutes(10);
    const late = await api.book(cart.transactionId, bookingPayload());
    expect(late.json()).toEqual({
      error: 'ticket__validation_error',
      payload: ['timeslot_not_open'],
    });
  });

  // a hold is a promise for its minutes; staff may overbook around it.
  it('keeps the held seat when staff book the last seat of the slot meanwhile: the slot is overbooked', async () => {
    const { db, room, api } = await setup();
    const slot = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-06', capacity: 1 });
    const cart = await api.cartWith(slot.id);
    const staff = await app.t.app.inject({
      method: 'POST',
      url: `/api/admin/rooms/${room.id}/timeslots/${slot.id}/tickets`,
      headers: { ...XHR, cookie: await signIn(app.t.app, db, 'ADMIN') },
      payload: { firstName: 'Karl', lastName: 'Auer', language: 'de' },
    });
    expect(staff.statusCode).toBe(201);
    expect(staff.json<{ overbooked: boolean }>().overbooked).toBe(true);

    app.t.clock.advanceMinutes(14);
    const res = await api.book(cart.transactionId, bookingPayload());
    expect(res.statusCode).toBe(200);
    expect(res.json<{ tickets: Ticket[] }>().tickets.map((x) => x.status)).toEqual(['BOOKED']);
    expect((await ticketRows()).map((r) => [r.timeSlotId, r.status])).toEqual([
      [slot.id, 'BOOKED'],
      [slot.id, 'BOOKED'],
    ]);
    // nobody else gets in: two tickets on one seat
    expect((await api.create(slot.id)).json()).toEqual({ error: 'timeslot_no_tickets_left' });
  });

  it('keeps the held seat when staff lower the capacity below the held tickets', async () => {
    const { db, room, api } = await setup();
    const slot = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-10', capacity: 2 });
    const first = await api.cartWith(slot.id);
    const second = await api.cartWith(slot.id);
    await db.update(timeSlots).set({ capacity: 1 }).where(eq(timeSlots.id, slot.id));
    expect((await api.book(first.transactionId, bookingPayload())).statusCode).toBe(200);
    expect(
      (await api.book(second.transactionId, bookingPayload({ email: 'max@example.org' })))
        .statusCode,
    ).toBe(200);
    expect((await ticketRows()).map((r) => r.status)).toEqual(['BOOKED', 'BOOKED']);
  });

  it('an expired hold keeps no seat: its cart cannot be booked (404) and the seat went to another visitor', async () => {
    const { db, room, api } = await setup();
    const slot = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-06', capacity: 1 });
    const cart = await api.cartWith(slot.id);
    app.t.clock.advanceMinutes(16);
    const other = await api.create(slot.id);
    expect(other.statusCode).toBe(201);

    const res = await api.book(cart.transactionId, bookingPayload());
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', payload: ['transaction'] });
    expect(
      (await api.book(other.json<Transaction>().transactionId, bookingPayload())).statusCode,
    ).toBe(200);
    expect((await ticketRows()).filter((r) => r.status === 'BOOKED')).toHaveLength(1);
  });
});
