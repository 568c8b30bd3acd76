import { afterEach, describe, expect, it } from 'vitest';
import { isValidBookingNumber } from '@lesesaal/domain/tickets/booking-number';
import type { Ticket } from '@lesesaal/domain/tickets/schema';
import { mailOutbox } from '../../db/schema/index';
import { createTestApp, XHR, type TestApp } from '../../test/app';
import { signIn } from '../../test/auth';
import { cartApi } from '../../test/cart-api';
import { TEST_DRIVERS } from '../../test/databases';
import { insertRoom, insertTimeSlot } from '../../test/factories';

describe.each(TEST_DRIVERS)('staff booking on %s', (driver) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  async function setup() {
    t = await createTestApp(driver);
    const db = t.database.db;
    const room = await insertRoom(db);
    // tomorrow: outside the visitors' window, staff may book it anyway
    const slot = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-05', capacity: 1 });
    const cookie = await signIn(t.app, db, 'ADMIN');
    const book = (
      payload: Record<string, unknown>,
      url = `/api/admin/rooms/${room.id}/timeslots/${slot.id}/tickets`,
      c = cookie,
    ) => t.app.inject({ method: 'POST', url, headers: { ...XHR, cookie: c }, payload });
    return { db, room, slot, book };
  }

  it('books a person beyond capacity, reports overbooked and mails only when an e-mail is given', async () => {
    const { db, slot, book } = await setup();
    const first = await book({ firstName: 'Karl', lastName: 'Auer', language: 'en' });
    expect(first.statusCode).toBe(201);
    const ticket = first.json<Ticket & { overbooked: boolean }>();
    expect(ticket).toMatchObject({
      status: 'BOOKED',
      timeSlotId: slot.id,
      transactionId: null,
      firstName: 'Karl',
      email: null,
      phone: null,
      salutation: 'NONE',
      overbooked: false,
    });
    expect(isValidBookingNumber(ticket.bookingNumber!)).toBe(true);
    expect(ticket.ownerId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await db.select().from(mailOutbox)).toHaveLength(0);

    const second = await book({
      firstName: 'Eva',
      lastName: 'Berger',
      email: 'eva@example.org',
      language: 'en',
    });
    expect(second.statusCode).toBe(201);
    expect(second.json<{ overbooked: boolean }>().overbooked).toBe(true);
    const mails = await db.select().from(mailOutbox);
    expect(mails.map((m) => [m.kind, m.toAddress, m.subject])).toEqual([
      ['BOOKING_CONFIRMATION', 'eva@example.org', 'Your reading room reservation'],
    ]);

    // visitors see the slot as full
    t.clock.set('2030-03-01T09:00:00Z');
    expect((await cartApi(t.app).create(slot.id)).json()).toEqual({
      error: 'timeslot_no_tickets_left',
    });
  });

  it('validates the owner data, answers 404 for a slot of another room and needs an ADMIN session', async () => {
    const { db, room, slot, book } = await setup();
    const bad = await book({ firstName: '', lastName: 'Auer', email: 'nope', phone: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ payload: string[] }>().payload.sort()).toEqual([
      'body.email',
      'body.firstName',
      'body.phone',
    ]);

    const other = await insertRoom(db, { name: 'Anderer Saal' });
    const wrongRoom = await book(
      { firstName: 'A', lastName: 'B' },
      `/api/admin/rooms/${other.id}/timeslots/${slot.id}/tickets`,
    );
    expect(wrongRoom.statusCode).toBe(404);

    const url = `/api/admin/rooms/${room.id}/timeslots/${slot.id}/tickets`;
    expect((await book({ firstName: 'A', lastName: 'B' }, url, '')).statusCode).toBe(401);
    const reports = await signIn(t.app, db, 'REPORTS');
    expect((await book({ firstName: 'A', lastName: 'B' }, url, reports)).statusCode).toBe(403);
  });
});
