import { afterEach, describe, expect, it } from 'vitest';
import type { Ticket } from '@lesesaal/domain/tickets/schema';
import { createTestApp, type TestApp } from '../test/app';
import { cartApi } from '../test/cart-api';
import { TEST_DRIVERS } from '../test/databases';
import { bookingPayload, insertRoom, insertTimeSlot } from '../test/factories';
import { dispatchOutbox } from './dispatcher';

describe.each(TEST_DRIVERS)('booking confirmation mail language on %s', (driver) => {
  let t: TestApp;
  afterEach(async () => {
    await t?.close();
  });

  it.each([
    ['en', 'reservation.ics'],
    ['de', 'reservierung.ics'],
  ] as const)(
    'names the calendar attachment and links the reservation page in the booking language (%s)',
    async (language, filename) => {
      t = await createTestApp(driver);
      const db = t.database.db;
      const room = await insertRoom(db);
      const slot = await insertTimeSlot(db, {
        roomId: room.id,
        date: '2030-03-06',
        startTime: '09:00',
        endTime: '10:30',
      });
      const api = cartApi(t.app);
      const cart = await api.cartWith(slot.id);
      const booked = (await api.book(cart.transactionId, bookingPayload({ language }))).json<{
        tickets: Ticket[];
      }>().tickets;
      expect(
        await dispatchOutbox({ ...t.context(), db, mail: t.mail, clock: t.clock }),
      ).toMatchObject({ sent: 1 });
      const mail = t.mail.sent[0]!;
      expect(mail.attachments.map((a) => a.filename)).toEqual([
        filename,
        `${booked[0]!.bookingNumber}.png`,
      ]);
      const link = `http://localhost:3000/reservation-confirmation/${booked[0]!.ownerId}?lang=${language}`;
      expect(mail.text).toContain(link);
      expect(mail.html).toContain(`href="${link}"`);
    },
  );
});
