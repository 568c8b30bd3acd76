import { afterEach, describe, expect, it } from 'vitest';
import type { Ticket } from '@lesesaal/domain/tickets/schema';
import { roomSeatSettings, seatEquipment, seats, waitingListEntries } from '../../db/schema/index';
import { createTestApp, XHR, type TestApp } from '../../test/app';
import { signIn } from '../../test/auth';
import { createTestClock } from '../../test/clock';
import { TEST_DRIVERS } from '../../test/databases';
import { insertRoom, insertTimeSlot } from '../../test/factories';
import { insertTicket } from '../../test/room-factories';

/**
 * The hold-back of accessible seats by the archive's date, not the UTC date: at
 * 2030-03-04 23:30 UTC it is already 2030-03-05 00:30 in Berlin. A slot on 2030-03-08 with
 * three days' hold-back releases its accessible seat on 2030-03-05 — today in Berlin,
 * tomorrow in UTC.
 */
describe.each(TEST_DRIVERS)('accessible hold-back on the archive date on %s', (driver) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  async function setup() {
    t = await createTestApp(driver, {
      env: { TIME_ZONE: 'Europe/Berlin' },
      clock: createTestClock('2030-03-04T23:30:00Z', 'Europe/Berlin'),
    });
    const db = t.database.db;
    await db.insert(seatEquipment).values({
      key: 'accessible-desk',
      nameDe: 'Barrierefreier Tisch',
      nameEn: 'Accessible desk',
      accessible: true,
    });
    const room = await insertRoom(db);
    await db.insert(roomSeatSettings).values({ roomId: room.id, accessibleHoldBackDays: 3 });
    const [seat] = await db
      .insert(seats)
      .values({ roomId: room.id, label: 'B1', equipment: ['accessible-desk'], sortOrder: 0 })
      .returning();
    const slot = await insertTimeSlot(db, {
      roomId: room.id,
      date: '2030-03-08',
      capacity: 1,
      startTime: '09:00',
      endTime: '12:00',
    });
    const cookie = await signIn(t.app, db, 'ADMIN');
    return { db, room, slot, seat: seat!, cookie };
  }

  it('gives a staff booking the released accessible seat on the archive date', async () => {
    const { room, slot, cookie } = await setup();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/rooms/${room.id}/timeslots/${slot.id}/tickets`,
      headers: { ...XHR, cookie },
      payload: { firstName: 'Erika', lastName: 'Muster', language: 'de' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<Ticket>().seatLabel).toBe('B1');
  });

  it('offers the released accessible seat to the waiting list on the archive date', async () => {
    const { db, slot, seat, cookie } = await setup();
    const booked = await insertTicket(db, {
      timeSlotId: slot.id,
      status: 'BOOKED',
      seatId: seat.id,
    });
    const join = await t.app.inject({
      method: 'POST',
      url: '/api/waiting-list',
      headers: XHR,
      payload: { timeSlotId: slot.id, email: 'anna@example.org', language: 'de' },
    });
    expect(join.statusCode, join.body).toBe(201);
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/tickets?ids=${booked.id}`,
      headers: { ...XHR, cookie },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const [entry] = await db.select().from(waitingListEntries);
    expect(entry?.status).toBe('OFFERED');
    const cart = await t.app.inject({
      method: 'GET',
      url: `/api/transactions/${entry!.transactionId}`,
    });
    expect(cart.json<{ tickets: Ticket[] }>().tickets.map((x) => x.seatLabel)).toEqual(['B1']);
  });
});
