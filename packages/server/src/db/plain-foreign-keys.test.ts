import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { deleteAbandonedCarts } from '../jobs/repository';
import { createTestApp, XHR, type TestApp } from '../test/app';
import { signIn } from '../test/auth';
import { TEST_DRIVERS } from '../test/databases';
import { insertRoom, insertTimeSlot } from '../test/factories';
import { insertCart, insertTicket } from '../test/room-factories';
import { rowsOf } from './client';
import { recordUnits, rooms, seats, tickets, waitingListEntries } from './schema/index';

/**
 * Citus refuses `ON DELETE SET NULL` on a foreign key that includes the distribution column,
 * so no foreign key sets anything on delete (migration 0018): the app clears the column
 * before it deletes the row referred to — a cart (its offer's waiting-list entry), a seat
 * (the tickets holding it), a room's tickets (their record units).
 */
describe.each(TEST_DRIVERS)('plain foreign keys on %s', (driver) => {
  let t: TestApp | undefined;
  afterEach(async () => t?.close());

  it('has no foreign key that sets null or a default on delete', async () => {
    t = await createTestApp(driver);
    const keys = rowsOf<{ name: string; action: string }>(
      await t.database.db.execute(sql`
        SELECT conname AS name, confdeltype::text AS action FROM pg_constraint
        WHERE contype = 'f' AND connamespace = 'public'::regnamespace ORDER BY conname`),
    );
    expect(keys.length).toBeGreaterThan(10);
    // a: no action, r: restrict, c: cascade; n (set null) and d (set default) are refused
    expect(keys.filter((k) => !['a', 'r', 'c'].includes(k.action))).toEqual([]);
    expect(keys.find((k) => k.name === 'tickets_seat_id_seats_id_fk')?.action).toBe('a');
  });

  it('deletes a seat held by a booking: the booking stays, without the seat; a seat of another room is not touched', async () => {
    t = await createTestApp(driver);
    const db = t.database.db;
    const admin = await signIn(t.app, db, 'ADMIN');
    const call = (url: string) =>
      t!.app.inject({ method: 'DELETE', url, headers: { ...XHR, cookie: admin } });
    const room = await insertRoom(db, { name: 'Lesesaal' });
    const other = await insertRoom(db, { name: 'Nebenraum' });
    const [seat] = await db.insert(seats).values({ roomId: room.id, label: '12' }).returning();
    const slot = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-06' });
    const booked = await insertTicket(db, {
      timeSlotId: slot.id,
      status: 'BOOKED',
      seatId: seat!.id,
    });
    const seatOf = async () =>
      (await db.select().from(tickets).where(eq(tickets.id, booked.id)))[0];

    expect((await call(`/api/admin/rooms/${other.id}/seats/${seat!.id}`)).statusCode).toBe(404);
    expect((await seatOf())?.seatId).toBe(seat!.id);
    expect((await call(`/api/admin/rooms/${room.id}/seats/${seat!.id}`)).statusCode).toBe(204);
    expect(await seatOf()).toMatchObject({ status: 'BOOKED', seatId: null });
    expect(await db.select().from(seats)).toEqual([]);
  });

  it("deletes a room whose past booking has ordered records: the records' link goes first", async () => {
    t = await createTestApp(driver); // 2030-03-04
    const db = t.database.db;
    const admin = await signIn(t.app, db, 'ADMIN');
    const room = await insertRoom(db, { name: 'Lesesaal' });
    const slot = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-01' });
    const past = await insertTicket(db, { timeSlotId: slot.id, status: 'BOOKED' });
    await db.insert(recordUnits).values({
      ticketId: past.id,
      roomId: room.id,
      visitDate: '2030-03-01',
      callNumber: 'Rep. 1 Nr. 2',
    });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/rooms/${room.id}`,
      headers: { ...XHR, cookie: admin },
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(await db.select().from(rooms)).toEqual([]);
    expect(await db.select().from(tickets)).toEqual([]);
    expect(await db.select().from(recordUnits)).toEqual([]);
  });

  it("deletes an abandoned offer's cart: the waiting-list entry stays, without the cart", async () => {
    t = await createTestApp(driver);
    const db = t.database.db;
    const room = await insertRoom(db);
    const slot = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-06' });
    const cart = await insertCart(db, new Date(t.clock.now().getTime() - 60_000), [slot.id]);
    await db.insert(waitingListEntries).values({
      timeSlotId: slot.id,
      token: 'offer',
      status: 'EXPIRED',
      email: 'anna@example.org',
      transactionId: cart,
    });
    expect(await deleteAbandonedCarts(db, t.clock.now(), 100)).toBe(1);
    expect(await db.select().from(waitingListEntries)).toMatchObject([
      { token: 'offer', status: 'EXPIRED', transactionId: null },
    ]);
    expect(await db.select().from(tickets)).toEqual([]);
  });
});
