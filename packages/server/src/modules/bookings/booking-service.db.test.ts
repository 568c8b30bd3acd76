import { afterEach, describe, expect, it } from 'vitest';
import { tickets } from '../../db/schema/index';
import { createTestClock } from '../../test/clock';
import { testConfig } from '../../test/app';
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from '../../test/databases';
import { insertRoom, insertTimeSlot } from '../../test/factories';
import { createBookingService } from './booking-service';
import { createCartService } from '../cart';
import { cartOffers } from '../waiting-list';

describe.each(TEST_DRIVERS)('booking numbers on %s', (driver) => {
  let database: TestDatabase;
  afterEach(async () => database?.close());

  it('retries with a new number when one is already taken, keeping the booking whole', async () => {
    database = await createTestDatabase(driver);
    const db = database.db;
    const config = testConfig();
    const clock = createTestClock();
    const room = await insertRoom(db);
    const a = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-06' });
    const b = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-07' });
    const numbers = ['AAAA2222', 'AAAA2222', 'AAAA2222', 'BBBB3333'];
    const booking = createBookingService({
      db,
      clock,
      config,
      newBookingNumber: () => numbers.shift()!,
    });
    const carts = createCartService({
      db,
      clock,
      config,
      verifyBotCheck: async () => true,
      offers: cartOffers({ config, clock }),
    });
    const cart = await carts.create(a.id, undefined);
    await carts.addTicket(cart.transactionId, b.id);

    const owner = {
      salutation: 'NONE' as const,
      title: null,
      firstName: 'Anna',
      lastName: 'Berg',
      organisation: null,
      email: 'anna@example.org',
      phone: '+431',
      accessibility: true,
      language: 'de' as const,
    };
    const booked = await booking.book(cart.transactionId, owner);
    expect(booked.map((x) => x.bookingNumber).sort()).toEqual(['AAAA2222', 'BBBB3333']);
    expect(numbers).toEqual([]);
    const rows = await db.select().from(tickets);
    expect(rows.every((r) => r.status === 'BOOKED' && r.accessibility === true)).toBe(true);
  });
});
