import { afterEach, describe, expect, it } from 'vitest';
import type { SeatBlockResult } from '@lesesaal/domain/seats/schema';
import type { Transaction } from '@lesesaal/domain/tickets/schema';
import { seatEquipment, seats } from '../../db/schema/index';
import { createTestApp, XHR, type TestApp } from '../../test/app';
import { signIn } from '../../test/auth';
import { TEST_DRIVERS } from '../../test/databases';
import { insertRoom, insertTimeSlot } from '../../test/factories';
import { insertTicket } from '../../test/room-factories';

/**
 * Blocking a seat that visitors hold in their carts (NEW tickets): each hold gets another
 * free seat at once — one with the blocked seat's equipment first, else any free one — and
 * only a slot without a free seat leaves a hold without one. (Test clock: 2030-03-04.)
 */
describe.each(TEST_DRIVERS)('blocking a held seat on %s', (driver) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  async function setup(layout: Array<[string, string[]]>) {
    t = await createTestApp(driver);
    const db = t.database.db;
    await db
      .insert(seatEquipment)
      .values({ key: 'microfilm', nameDe: 'Mikrofilmlesegerät', nameEn: 'Microfilm reader' });
    const room = await insertRoom(db, { name: 'Lesesaal' });
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
    const slot = await insertTimeSlot(db, {
      roomId: room.id,
      date: '2030-03-10',
      capacity: 10,
      startTime: '09:00',
      endTime: '12:00',
    });
    const cookie = await signIn(t.app, db, 'ADMIN');
    const hold = async (payload: Record<string, unknown>) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/transactions',
        headers: XHR,
        payload: { timeSlotId: slot.id, ...payload },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<Transaction>().transactionId;
    };
    const seatOfCart = async (cartId: string) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/transactions/${cartId}` })
      ).json<Transaction>().tickets[0]!.seatLabel;
    const block = async (label: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/admin/rooms/${room.id}/seats/${byLabel[label]}/blocks`,
        headers: { ...XHR, cookie },
        payload: { reason: 'Lampe defekt', from: '2030-03-09', until: '2030-03-11' },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<SeatBlockResult>();
    };
    return { db, slot, byLabel, hold, seatOfCart, block };
  }

  it('gives a hold on the blocked seat another seat with its equipment, else any free one', async () => {
    const { hold, seatOfCart, block } = await setup([
      ['1', []],
      ['M1', ['microfilm']],
      ['M2', ['microfilm']],
    ]);
    const film = await hold({ seatNeed: { equipment: ['microfilm'] } });
    expect(await seatOfCart(film)).toBe('M1');
    const blocked = await block('M1');
    // holds are no bookings: the answer lists bookings only
    expect(blocked.affected).toEqual([]);
    expect(await seatOfCart(film)).toBe('M2');
    // M2 blocked too: no reader left, the hold takes the plain seat
    await block('M2');
    expect(await seatOfCart(film)).toBe('1');
  });

  it('leaves a hold without a seat only when the slot has no free seat, and lists bookings as before', async () => {
    const { db, slot, byLabel, hold, seatOfCart, block } = await setup([
      ['1', []],
      ['2', []],
    ]);
    const held = await hold({ seatId: byLabel['1'] });
    await insertTicket(db, { timeSlotId: slot.id, status: 'BOOKED', seatId: byLabel['2']! });
    const blocked = await block('1');
    expect(blocked.affected).toEqual([]);
    expect(await seatOfCart(held)).toBeNull();
    const again = await block('2');
    expect(again.affected.map((a) => [a.timeSlotId, a.seatId])).toEqual([[slot.id, null]]);
  });
});
