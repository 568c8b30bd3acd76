import { describe, expect, it } from 'vitest';
import type { Ticket } from '@lesesaal/domain/tickets/schema';
import { tickets } from '../../db/schema/index';
import { TEST_DRIVERS } from '../../test/databases';
import { bookingPayload, insertTimeSlot } from '../../test/factories';
import { cartTestApp } from '../../test/cart-setup';

// Phone numbers as people write them (domain owners/phone.ts): the booking accepts spaces,
// hyphens, slashes, dots and brackets and stores the normalised number — digits with an
// optional leading plus, "(0)" after a country code dropped. Letters and too short or too long
// numbers are a 400 with the field's path, nothing booked.
describe.each(TEST_DRIVERS)('the phone number of a booking on %s', (driver) => {
  const app = cartTestApp(driver);
  const rows = () => app.t.database.db.select().from(tickets);

  it.each([
    ['+49 (0)511 123-45 67', '+495111234567'],
    ['(0511) 1234567', '05111234567'],
    ['0511/1234567', '05111234567'],
    ['0664.123.45.67', '06641234567'],
  ])('books %j and stores %j', async (typed, stored) => {
    const { db, room, api } = await app.setup();
    const slot = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-06' });
    const cart = await api.cartWith(slot.id);
    const res = await api.book(cart.transactionId, bookingPayload({ phone: typed }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ tickets: Ticket[] }>().tickets.map((x) => x.phone)).toEqual([stored]);
    expect((await rows()).map((r) => [r.status, r.phone])).toEqual([['BOOKED', stored]]);
  });

  it.each(['0511 CALL ME', '12+34', '0511', '+43 664 1234 5678 90123'])(
    'refuses %j with 400 and the field, booking nothing',
    async (typed) => {
      const { db, room, api } = await app.setup();
      const slot = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-06' });
      const cart = await api.cartWith(slot.id);
      const res = await api.book(cart.transactionId, bookingPayload({ phone: typed }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'validation__error', payload: ['body.phone'] });
      expect((await rows()).map((r) => r.status)).toEqual(['NEW']);
    },
  );
});
