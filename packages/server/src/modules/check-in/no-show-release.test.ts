import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tickets } from '../../db/schema/index';
import { createTestApp, XHR, type TestApp } from '../../test/app';
import { signIn } from '../../test/auth';
import { TEST_DRIVERS } from '../../test/databases';
import { insertRoom, insertTimeSlot } from '../../test/factories';
import { insertTicket } from '../../test/room-factories';
import { releaseNoShowSeats } from './no-shows';
import { countActiveTickets } from '../seat-core';

// 2030-03-04 in Vienna (UTC+1): 09:00Z is 10:00 on the wall clock.
describe.each(TEST_DRIVERS)('no-show seat release on %s', (driver) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = await signIn(t.app, t.database.db, 'ADMIN');
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    t.clock.set('2030-03-04T09:00:00Z');
    await t.database.db.execute(sql`DELETE FROM tickets`);
    await t.database.db.execute(sql`DELETE FROM time_slots`);
    await t.database.db.execute(sql`DELETE FROM rooms`);
  });

  const release = () => releaseNoShowSeats(t.database.db, t.clock);
  const active = async (slotId: number) =>
    (await countActiveTickets(t.database.db, [slotId], t.clock.now())).get(slotId) ?? 0;
  const call = (method: 'PUT' | 'POST' | 'GET', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { ...XHR, cookie: admin },
      ...(payload ? { payload } : {}),
    });

  /** A full slot 09:30–12:00 (two seats, Zeller and Müller) in a room releasing after 30 minutes. */
  async function scenario(noShowReleaseMinutes: number | null = 30) {
    const db = t.database.db;
    const room = await insertRoom(db, { noShowReleaseMinutes });
    const slot = await insertTimeSlot(db, {
      roomId: room.id,
      date: '2030-03-04',
      startTime: '09:30',
      endTime: '12:00',
      capacity: 2,
    });
    const zeller = await insertTicket(db, {
      timeSlotId: slot.id,
      status: 'BOOKED',
      lastName: 'Zeller',
    });
    const mueller = await insertTicket(db, {
      timeSlotId: slot.id,
      status: 'BOOKED',
      lastName: 'Müller',
    });
    return { room, slot, zeller, mueller };
  }
  const walkIn = (roomId: number, slotId: number) =>
    call('POST', `/api/admin/rooms/${roomId}/timeslots/${slotId}/tickets`, {
      firstName: 'Walter',
      lastName: 'Walk-in',
      language: 'de',
    });

  it("gives back a no-show's seat N minutes after the start, once check-in is used that day", async () => {
    const s = await scenario();
    // nobody checked in yet in this room today: no seat is given back
    expect(await release()).toEqual([]);
    expect(await active(s.slot.id)).toBe(2);

    await call('PUT', `/api/admin/checkin/tickets/${s.mueller.id}`);
    expect(await release()).toEqual([{ ticketId: s.zeller.id, timeSlotId: s.slot.id }]);
    expect(await release()).toEqual([]); // once
    expect(await active(s.slot.id)).toBe(1);
    const [row] = await t.database.db
      .select()
      .from(tickets)
      .where(sql`id = ${s.zeller.id}`);
    expect(row).toMatchObject({
      status: 'BOOKED',
      seatReleasedAt: new Date('2030-03-04T09:00:00Z'),
    });

    // the freed seat takes a walk-in without overbooking the slot
    const booked = await walkIn(s.room.id, s.slot.id);
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().overbooked).toBe(false);
    const list = (await call('GET', '/api/admin/checkin')).json().content;
    expect(list.find((l: { id: number }) => l.id === s.zeller.id).seatReleased).toBe(true);

    // the late visitor arrives after all: the seat is taken back (the slot is now overbooked)
    const late = await call('PUT', `/api/admin/checkin/tickets/${s.zeller.id}`);
    expect(late.json()).toMatchObject({ seatReleased: false });
    expect(await active(s.slot.id)).toBe(3);
  });

  it('releases nothing before the time, after the slot, or in a room without release', async () => {
    const s = await scenario();
    await call('PUT', `/api/admin/checkin/tickets/${s.mueller.id}`);
    t.clock.set('2030-03-04T08:59:00Z'); // 09:59: 29 minutes after the start
    expect(await release()).toEqual([]);
    t.clock.set('2030-03-04T11:00:00Z'); // 12:00: the slot is over
    expect(await release()).toEqual([]);
    expect(await active(s.slot.id)).toBe(2);

    t.clock.set('2030-03-04T09:00:00Z');
    await t.database.db.execute(sql`DELETE FROM tickets`);
    const other = await scenario(null);
    await call('PUT', `/api/admin/checkin/tickets/${other.mueller.id}`);
    expect(await release()).toEqual([]);
    const full = await walkIn(other.room.id, other.slot.id);
    expect(full.json().overbooked).toBe(true);
  });
});
