import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ticket } from '@lesesaal/domain/tickets/schema';
import { createTestApp, XHR, type TestApp } from '../../test/app';
import { signIn } from '../../test/auth';
import { TEST_DRIVERS } from '../../test/databases';
import { insertRoom, insertTimeSlot } from '../../test/factories';
import { insertTicket } from '../../test/room-factories';

// the e-mail prints `UVNS-GA39`; staff type what they read or hear.
describe.each(TEST_DRIVERS)('finding a reservation by its booking number on %s', (driver) => {
  let t: TestApp;
  let admin: string;
  let wanted: number;
  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = await signIn(t.app, t.database.db, 'ADMIN');
    const db = t.database.db;
    const room = await insertRoom(db);
    const slot = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-06' });
    wanted = (
      await insertTicket(db, { timeSlotId: slot.id, status: 'BOOKED', bookingNumber: 'UVNSGA39' })
    ).id;
    await insertTicket(db, { timeSlotId: slot.id, status: 'BOOKED', bookingNumber: 'GA39UVNT' });
    await insertTicket(db, { timeSlotId: slot.id, status: 'BOOKED', bookingNumber: 'KMNP2345' });
  });
  afterAll(async () => t.close());

  const ids = async (query: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/tickets?${query}`,
      headers: { ...XHR, cookie: admin },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ content: Ticket[] }>().content.map((x) => x.id);
  };

  const typed = ['UVNS-GA39', 'uvns-ga39', 'UVNSGA39', 'uvnsga39', ' UVNS GA39 ', 'UVNS\u2013GA39'];

  it('bookingNumber= finds the ticket as printed, without the dash, in any case, with spaces', async () => {
    for (const number of typed) {
      expect(await ids(`bookingNumber=${encodeURIComponent(number)}`), number).toEqual([wanted]);
    }
    expect(await ids('bookingNumber=UVNS-GA3')).toEqual([]);
  });

  it('the search term finds it the same ways, and a part of it across the dash', async () => {
    for (const number of typed) {
      expect(await ids(`searchTerm=${encodeURIComponent(number)}`), number).toEqual([wanted]);
    }
    expect(await ids('searchTerm=S-GA3')).toEqual([wanted]);
    expect(await ids('searchTerm=ga39')).toHaveLength(2);
    // a dash alone is no booking number: it must not match every ticket
    expect(await ids('searchTerm=-')).toEqual([]);
  });
});
