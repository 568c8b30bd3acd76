import { afterEach, describe, expect, it } from 'vitest';
import type { TimeSlot } from '@lesesaal/domain/time-slots/schema';
import type { Ticket } from '@lesesaal/domain/tickets/schema';
import type { HolidayImportResult, HolidayWritten } from '@lesesaal/domain/holidays/schema';
import { createTestApp, XHR, type TestApp } from '../../test/app';
import { signIn } from '../../test/auth';
import { cartApi } from '../../test/cart-api';
import { TEST_DRIVERS } from '../../test/databases';
import { bookingPayload, insertRoom, insertTimeSlot } from '../../test/factories';
import { multipart } from '../../test/room-factories';

/** An iCalendar file of all-day holidays (CRLF lines, as RFC 5545 wants). */
function ics(days: Array<[string, string]>): Buffer {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Lesesaal//Test//DE'];
  days.forEach(([date, name], i) =>
    lines.push(
      'BEGIN:VEVENT',
      `UID:${i}@test`,
      'DTSTAMP:20300101T000000Z',
      `SUMMARY:${name}`,
      `DTSTART;VALUE=DATE:${date.replaceAll('-', '')}`,
      'END:VEVENT',
    ),
  );
  lines.push('END:VCALENDAR');
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

describe.each(TEST_DRIVERS)('a holiday entered after its slots were made, on %s', (driver) => {
  let t: TestApp;
  afterEach(async () => {
    await t?.close();
  });

  /** A room with slots on three days from 2030-03-06 (the clock: 2030-03-04, Vienna). */
  async function slotsExist() {
    t = await createTestApp(driver);
    const db = t.database.db;
    const room = await insertRoom(db);
    const slots = [];
    for (const date of ['2030-03-06', '2030-03-07', '2030-03-08'])
      slots.push(await insertTimeSlot(db, { roomId: room.id, date, capacity: 3 }));
    const admin = await signIn(t.app, db, 'ADMIN');
    return { room, slots, admin };
  }

  const calendarDates = async (roomId: number) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/rooms/${roomId}/booking?fromDate=2030-03-04&untilDate=2030-03-31`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TimeSlot[]>().map((slot) => slot.date);
  };

  it('closes the imported holidays for visitors and lists the visits already booked on them', async () => {
    const { room, slots, admin } = await slotsExist();
    const api = cartApi(t.app);
    // a visit booked on the 7th before the holiday is known
    const cart = await api.cartWith(slots[1]!.id);
    const booked = (await api.book(cart.transactionId, bookingPayload())).json<{
      tickets: Ticket[];
    }>().tickets;
    expect(await calendarDates(room.id)).toEqual(['2030-03-06', '2030-03-07', '2030-03-08']);

    const body = multipart([
      {
        name: 'file',
        filename: 'feiertage.ics',
        contentType: 'text/calendar',
        data: ics([
          ['2030-03-07', 'Betriebsausflug'],
          ['2030-03-08', 'Inventur'],
        ]),
      },
    ]);
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/admin/holidays/ical',
      headers: { ...XHR, cookie: admin, ...body.headers },
      payload: body.payload,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json<HolidayImportResult>()).toEqual({
      importedHolidays: 2,
      skippedHolidays: 0,
      bookingsOnHolidays: {
        count: 1,
        days: [{ date: '2030-03-07', bookingNumbers: [booked[0]!.bookingNumber] }],
      },
    });

    // the visitor's calendar: both days closed, their slots left out
    expect(await calendarDates(room.id)).toEqual(['2030-03-06']);
    // the room's next free day is not a holiday
    const shown = await t.app.inject({ method: 'GET', url: `/api/rooms/${room.id}` });
    expect(shown.json<{ nextFreeDate: string | null }>().nextFreeDate).toBe('2030-03-06');
    // a cart cannot take a slot on a holiday: 409 with the rule it fails
    const refused = await api.create(slots[2]!.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: 'timeslot_not_open' });
    const open = await api.cartWith(slots[0]!.id);
    const added = await api.add(open.transactionId, slots[1]!.id);
    expect(added.statusCode).toBe(409);
    expect(added.json()).toEqual({ error: 'timeslot_not_open' });

    // the visit booked before stays booked: the holiday never cancels silently
    const owned = await t.app.inject({
      method: 'GET',
      url: `/api/owners/${booked[0]!.ownerId}/tickets`,
    });
    expect(owned.json<Ticket[]>().map((x) => x.status)).toEqual(['BOOKED']);
  });

  it('refuses to book a cart held before a single holiday was added, which lists the booked visits', async () => {
    const { room, slots, admin } = await slotsExist();
    const api = cartApi(t.app);
    const first = await api.cartWith(slots[0]!.id);
    const booked = (await api.book(first.transactionId, bookingPayload())).json<{
      tickets: Ticket[];
    }>().tickets;
    // another visitor holds a seat that day, not booked yet
    const held = await api.cartWith(slots[0]!.id);

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/holidays',
      headers: { ...XHR, cookie: admin },
      payload: { date: '2030-03-06', name: 'Wasserschaden' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<HolidayWritten>()).toMatchObject({
      date: '2030-03-06',
      bookingsOnHolidays: {
        count: 1,
        days: [{ date: '2030-03-06', bookingNumbers: [booked[0]!.bookingNumber] }],
      },
    });
    expect(await calendarDates(room.id)).toEqual(['2030-03-07', '2030-03-08']);

    const refused = await api.book(
      held.transactionId,
      bookingPayload({ email: 'max@example.org' }),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'ticket__validation_error',
      payload: ['timeslot_not_open'],
    });
  });
});
