import { afterEach, describe, expect, it } from 'vitest';
import type { TimeSlot } from '@lesesaal/domain/time-slots/schema';
import { roomSeatSettings, seatBlocks, seatEquipment, seats } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { cartApi } from '../../test/cart-api';
import { TEST_DRIVERS } from '../../test/databases';
import { insertRoom, insertTimeSlot } from '../../test/factories';
import { insertTicket } from '../../test/room-factories';
import { XHR } from '../../test/app';
import { signIn } from '../../test/auth';
import { bookingPayload } from '../../test/factories';
import type { Transaction } from '@lesesaal/domain/tickets/schema';

/**
 * The booking core in a room with named seats, through the HTTP API: the calendar's count
 * and matching seats, the seat a hold gets (need, pick, blocks, hold-back), staff
 * overbooking without a seat, the seat label on every ticket view. (The test clock's today is
 * 2030-03-04.)
 */
describe.each(TEST_DRIVERS)('a room with named seats on %s', (driver) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  async function seatedRoom(layout: Array<[string, string[]]>, holdBackDays = 0) {
    t = await createTestApp(driver);
    const db = t.database.db;
    await db.insert(seatEquipment).values([
      { key: 'microfilm', nameDe: 'Mikrofilmlesegerät', nameEn: 'Microfilm reader' },
      { key: 'socket', nameDe: 'Steckdose', nameEn: 'Power socket' },
      {
        key: 'accessible-desk',
        nameDe: 'Barrierefreier Tisch',
        nameEn: 'Accessible desk',
        accessible: true,
      },
    ]);
    const room = await insertRoom(db, { name: 'Lesesaal' });
    await db
      .insert(roomSeatSettings)
      .values({ roomId: room.id, accessibleHoldBackDays: holdBackDays });
    const rows = await db
      .insert(seats)
      .values(
        layout.map(([label, equipment], i) => ({
          roomId: room.id,
          label,
          equipment,
          sortOrder: i,
        })),
      )
      .returning({ id: seats.id, label: seats.label });
    const byLabel = Object.fromEntries(rows.map((r) => [r.label, r.id])) as Record<string, number>;
    const slot = (date: string, capacity = 10) =>
      insertTimeSlot(db, { roomId: room.id, date, capacity, startTime: '09:00', endTime: '12:00' });
    const block = (label: string, from: string, until: string) =>
      db
        .insert(seatBlocks)
        .values({ seatId: byLabel[label]!, reason: 'Lampe', fromDate: from, untilDate: until });
    return { db, room, byLabel, slot, block, api: cartApi(t.app) };
  }

  const calendar = async (roomId: number, need = '') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/rooms/${roomId}/booking?fromDate=2030-03-01&untilDate=2030-03-31${need}`,
    });
    expect(res.statusCode).toBe(200);
    return res.json<TimeSlot[]>();
  };

  it('counts a slot as the smaller of capacity and unblocked seats, and marks slots with a matching free seat', async () => {
    const { room, byLabel, slot, block, db } = await seatedRoom([
      ['1', []],
      ['2', ['socket']],
      ['M1', ['microfilm']],
    ]);
    const wide = await slot('2030-03-10', 10);
    const narrow = await slot('2030-03-11', 2);
    const blocked = await slot('2030-03-12', 10);
    await block('M1', '2030-03-12', '2030-03-12');
    // M1 is taken on the 10th by a booking
    await insertTicket(db, { timeSlotId: wide.id, status: 'BOOKED', seatId: byLabel['M1']! });

    const plain = await calendar(room.id);
    expect(plain.map((s) => [s.id, s.capacity, s.ticketCount, s.seatMatch])).toEqual([
      [wide.id, 3, 1, undefined],
      [narrow.id, 2, 0, undefined],
      [blocked.id, 2, 0, undefined],
    ]);

    const film = await calendar(room.id, '&seatEquipment=microfilm');
    expect(film.map((s) => [s.id, s.seatMatch])).toEqual([
      [wide.id, false],
      [narrow.id, true],
      [blocked.id, false],
    ]);
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/rooms/${room.id}/booking?seatEquipment=Not%20a%20key`,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('lets visitors read the equipment list (for the calendar filter) without a session', async () => {
    await seatedRoom([['1', []]]);
    const res = await t.app.inject({ method: 'GET', url: '/api/seat-equipment' });
    expect(res.statusCode).toBe(200);
    expect(res.json<Array<{ key: string; de: string; accessible: boolean }>>()).toEqual([
      expect.objectContaining({ key: 'microfilm', de: 'Mikrofilmlesegerät', accessible: false }),
      expect.objectContaining({ key: 'socket' }),
      expect.objectContaining({ key: 'accessible-desk', accessible: true }),
    ]);
  });

  it('holds accessible seats back in the calendar until the release day', async () => {
    const { room, slot } = await seatedRoom([['B1', ['accessible-desk', 'socket']]], 3);
    const soon = await slot('2030-03-06');
    const later = await slot('2030-03-20');
    const any = await calendar(room.id, '&seatEquipment=');
    expect(any.map((s) => s.seatMatch)).toEqual([undefined, undefined]);
    const plainNeed = await calendar(room.id, '&accessibleSeat=false&seatEquipment=');
    expect(plainNeed.map((s) => s.seatMatch)).toEqual([undefined, undefined]);
    const needs = await calendar(room.id, '&accessibleSeat=true');
    expect(needs.map((s) => [s.id, s.seatMatch])).toEqual([
      [soon.id, true],
      [later.id, true],
    ]);
    // asking for a socket only, the accessible desk is there from 3 days before the slot on
    const socket = await calendar(room.id, '&seatEquipment=socket');
    expect(socket.map((s) => [s.id, s.seatMatch])).toEqual([
      [soon.id, true],
      [later.id, false],
    ]);
  });

  const hold = (timeSlotId: number, extra: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/transactions',
      headers: XHR,
      payload: { timeSlotId, ...extra },
    });
  const add = (cartId: string, timeSlotId: number, extra: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/transactions/${cartId}/tickets`,
      headers: XHR,
      payload: { timeSlotId, ...extra },
    });
  const seatOf = (res: { json: () => unknown }) =>
    (res.json() as Transaction).tickets.map((ticket) => ticket.seatLabel);

  it('gives a held slot the plainest matching seat, kept through booking, and never a blocked one', async () => {
    const { slot, block } = await seatedRoom([
      ['1', []],
      ['M1', ['microfilm']],
      ['M2', ['microfilm', 'socket']],
    ]);
    const day = await slot('2030-03-10');
    await block('M1', '2030-03-09', '2030-03-11');
    const film = await hold(day.id, { seatNeed: { equipment: ['microfilm'] } });
    expect(film.statusCode).toBe(201);
    expect(seatOf(film)).toEqual(['M2']);
    // M1 is blocked, M2 taken: nobody else who needs a reader gets one
    const again = await hold(day.id, { seatNeed: { equipment: ['microfilm'] } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'timeslot_no_tickets_left' });
    const plainHold = await hold(day.id);
    expect(seatOf(plainHold)).toEqual(['1']);
    // the slot is full for everybody now: two unblocked seats, both held
    expect((await hold(day.id)).statusCode).toBe(409);

    const cart = film.json<Transaction>();
    const booked = await t.app.inject({
      method: 'PUT',
      url: `/api/transactions/${cart.transactionId}/booking`,
      headers: XHR,
      payload: bookingPayload(),
    });
    expect(booked.statusCode).toBe(200);
    const ticket = booked.json<{ tickets: Transaction['tickets'] }>().tickets[0]!;
    expect(ticket.seatLabel).toBe('M2');
    const owner = await t.app.inject({
      method: 'GET',
      url: `/api/owners/${ticket.ownerId}/tickets`,
    });
    expect(owner.json<Array<{ seatLabel: string | null }>>().map((v) => v.seatLabel)).toEqual([
      'M2',
    ]);
  });

  it('holds accessible seats back until the release day; a visitor who needs one gets it', async () => {
    const { slot } = await seatedRoom([['B1', ['accessible-desk']]], 3);
    const later = await slot('2030-03-20');
    expect((await hold(later.id)).statusCode).toBe(409);
    expect((await hold(later.id, { seatId: undefined, seatNeed: {} })).statusCode).toBe(409);
    const needs = await hold(later.id, { seatNeed: { accessible: true } });
    expect(seatOf(needs)).toEqual(['B1']);
    // from three days before the slot anybody may have it
    const soon = await slot('2030-03-06');
    expect(seatOf(await hold(soon.id))).toEqual(['B1']);
  });

  it('takes a picked seat once: the second pick of it is refused, a blocked or held-back pick too', async () => {
    const { slot, block, byLabel } = await seatedRoom(
      [
        ['1', []],
        ['2', []],
        ['B1', ['accessible-desk']],
      ],
      3,
    );
    const day = await slot('2030-03-20');
    await block('1', '2030-03-20', '2030-03-20');
    const first = await hold(day.id, { seatId: byLabel['2'] });
    expect(seatOf(first)).toEqual(['2']);
    const second = await hold(day.id, { seatId: byLabel['2'] });
    expect(second.statusCode).toBe(409);
    expect((await hold(day.id, { seatId: byLabel['1'] })).statusCode).toBe(409);
    expect((await hold(day.id, { seatId: byLabel['B1'] })).statusCode).toBe(409);
    // a seat of another room is no seat of this slot
    expect((await hold(day.id, { seatId: 999_999 })).statusCode).toBe(409);
    const needs = await hold(day.id, { seatId: byLabel['B1'], seatNeed: { accessible: true } });
    expect(seatOf(needs)).toEqual(['B1']);
    // adding a slot to a cart takes a seat the same way
    const other = await slot('2030-03-21');
    const added = await add(first.json<Transaction>().transactionId, other.id, {
      seatId: byLabel['2'],
    });
    expect(added.statusCode).toBe(201);
    expect(seatOf(added)).toEqual(['2', '2']);
  });

  it("lists a slot's seats for the visitor's pick: free, taken, blocked, held back", async () => {
    const { room, slot, block, byLabel } = await seatedRoom(
      [
        ['1', []],
        ['2', []],
        ['B1', ['accessible-desk']],
      ],
      3,
    );
    const day = await slot('2030-03-20');
    await block('1', '2030-03-20', '2030-03-20');
    await hold(day.id, { seatId: byLabel['2'] });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/rooms/${room.id}/timeslots/${day.id}/seats`,
    });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json<Array<{ label: string; state: string; heldBack: boolean }>>()
        .map((s) => [s.label, s.state, s.heldBack]),
    ).toEqual([
      ['1', 'BLOCKED', false],
      ['2', 'TAKEN', false],
      ['B1', 'FREE', true],
    ]);
    const other = await insertRoom(t.database.db, { name: 'Anderer' });
    const wrong = await t.app.inject({
      method: 'GET',
      url: `/api/rooms/${other.id}/timeslots/${day.id}/seats`,
    });
    expect(wrong.statusCode).toBe(404);
  });

  it('lets staff overbook a seated slot: the ticket has no seat', async () => {
    const { db, room, slot } = await seatedRoom([['1', []]]);
    const day = await slot('2030-03-10', 5);
    const cookie = await signIn(t.app, db, 'ADMIN');
    const book = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/rooms/${room.id}/timeslots/${day.id}/tickets`,
        headers: { ...XHR, cookie },
        payload: { firstName: 'Erika', lastName: 'Muster', language: 'de' },
      });
    const first = await book();
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ seatLabel: '1', overbooked: false });
    const second = await book();
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({ seatLabel: null });
    // visitors find the slot full: one unblocked seat
    expect((await hold(day.id)).statusCode).toBe(409);
    // the daily report and the check-in list name the seat where one is assigned
    const report = await t.app.inject({
      method: 'GET',
      url: `/api/admin/tickets/report/daily?roomId=${room.id}&date=2030-03-10`,
      headers: { cookie },
    });
    expect(
      report
        .json<{ content: Array<{ seatLabel: string | null }> }>()
        .content.map((l) => l.seatLabel),
    ).toEqual(['1', null]);
    const checkIn = await t.app.inject({
      method: 'GET',
      url: `/api/admin/checkin?roomId=${room.id}&date=2030-03-10`,
      headers: { cookie },
    });
    expect(checkIn.statusCode, checkIn.body).toBe(200);
    expect(
      checkIn
        .json<{ content: Array<{ seatLabel: string | null }> }>()
        .content.map((l) => l.seatLabel),
    ).toEqual(['1', null]);
  });
});
