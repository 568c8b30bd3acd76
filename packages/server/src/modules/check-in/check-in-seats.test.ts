import { afterEach, describe, expect, it } from 'vitest';
import type { CheckInDay, CheckInScanResult } from '@lesesaal/domain/check-in/schema';
import type { StaffTicket } from '@lesesaal/domain/tickets/schema';
import { seats } from '../../db/schema/index';
import { createTestApp, XHR, type TestApp } from '../../test/app';
import { signIn } from '../../test/auth';
import { TEST_DRIVERS } from '../../test/databases';
import { insertRoom, insertTimeSlot } from '../../test/factories';
import { insertTicket } from '../../test/room-factories';

/**
 * "No seat assigned" against "no named seats" in the staff's answers: `seatLabel` null in
 * both, `seatMissing` only where the room has named seats. And the scan names the seat.
 * (Test clock: 2030-03-04 10:00 in Vienna.)
 */
describe.each(TEST_DRIVERS)('seats in the staff lists on %s', (driver) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  async function setup() {
    t = await createTestApp(driver);
    const db = t.database.db;
    const seated = await insertRoom(db, { name: 'Karten', sortOrder: 1 });
    const plain = await insertRoom(db, { name: 'Bibliothek', sortOrder: 2 });
    const [m2] = await db
      .insert(seats)
      .values({ roomId: seated.id, label: 'M2', equipment: [], sortOrder: 0 })
      .returning();
    const slotOf = (roomId: number) =>
      insertTimeSlot(db, { roomId, date: '2030-03-04', startTime: '14:00', endTime: '16:00' });
    const seatedSlot = await slotOf(seated.id);
    const plainSlot = await slotOf(plain.id);
    const book = (timeSlotId: number, lastName: string, bookingNumber: string, seatId?: number) =>
      insertTicket(db, {
        timeSlotId,
        status: 'BOOKED',
        lastName,
        bookingNumber,
        ...(seatId ? { seatId } : {}),
      });
    const withSeat = await book(seatedSlot.id, 'Adler', 'ADLE2345', m2!.id);
    const overbooked = await book(seatedSlot.id, 'Berg', 'BERG2345');
    const seatless = await book(plainSlot.id, 'Cramer', 'CRAM2345');
    const cookie = await signIn(t.app, db, 'ADMIN');
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: { ...XHR, cookie }, ...(payload ? { payload } : {}) });
    return { seated, plain, seatedSlot, plainSlot, withSeat, overbooked, seatless, call };
  }

  const seatsOf = (
    lines: Array<{ lastName: string | null; seatLabel?: string | null; seatMissing: boolean }>,
  ) =>
    lines
      .map((l) => [l.lastName, l.seatLabel, l.seatMissing])
      .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
  const expected = [
    ['Adler', 'M2', false],
    ['Berg', null, true],
    ['Cramer', null, false],
  ];

  it('tells a missing seat from a room without named seats in the check-in list', async () => {
    const { call } = await setup();
    const res = await call('GET', '/api/admin/checkin');
    expect(res.statusCode, res.body).toBe(200);
    expect(seatsOf(res.json<CheckInDay>().content)).toEqual(expected);
  });

  it('tells them apart in the reservation list and a ticket read', async () => {
    const { call, overbooked, seatless } = await setup();
    const list = await call('GET', '/api/admin/tickets?fromDate=2030-03-04');
    expect(list.statusCode, list.body).toBe(200);
    expect(seatsOf(list.json<{ content: StaffTicket[] }>().content)).toEqual(expected);
    const one = await call('GET', `/api/admin/tickets/${overbooked.id}`);
    expect(one.json<StaffTicket>()).toMatchObject({ seatLabel: null, seatMissing: true });
    const other = await call('GET', `/api/admin/tickets/${seatless.id}`);
    expect(other.json<StaffTicket>()).toMatchObject({ seatLabel: null, seatMissing: false });
  });

  it('says so in the staff booking answer too', async () => {
    const { call, seated, plain, seatedSlot, plainSlot } = await setup();
    const person = { firstName: 'Erika', lastName: 'Muster', language: 'de' };
    const over = await call(
      'POST',
      `/api/admin/rooms/${seated.id}/timeslots/${seatedSlot.id}/tickets`,
      person,
    );
    expect(over.statusCode, over.body).toBe(201);
    expect(over.json()).toMatchObject({ seatLabel: null, seatMissing: true });
    const free = await call(
      'POST',
      `/api/admin/rooms/${plain.id}/timeslots/${plainSlot.id}/tickets`,
      person,
    );
    expect(free.json()).toMatchObject({ seatLabel: null, seatMissing: false });
  });

  it("answers a scan with the visitor's seat label", async () => {
    const { call } = await setup();
    const res = await call('POST', '/api/admin/checkin/scan', { term: 'ADLE-2345' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CheckInScanResult>()).toMatchObject({
      lastName: 'Adler',
      seatLabel: 'M2',
      seatMissing: false,
      alreadyCheckedIn: false,
    });
    const missing = await call('POST', '/api/admin/checkin/scan', { term: 'BERG2345' });
    expect(missing.json<CheckInScanResult>()).toMatchObject({ seatLabel: null, seatMissing: true });
  });
});
