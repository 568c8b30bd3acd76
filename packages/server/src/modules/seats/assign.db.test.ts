import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SeatNeed } from '@lesesaal/domain/seats/rules';
import { connectPostgres, type Db } from '../../db/client';
import {
  roomSeatSettings,
  seatBlocks,
  seatEquipment,
  seats,
  tickets,
  transactions,
} from '../../db/schema/index';
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from '../../test/databases';
import { insertRoom, insertTimeSlot } from '../../test/factories';
import { insertTicket } from '../../test/room-factories';
import { assignSeat, prepareSeatReturn, slotUsesSeats, unblockedSeatCounts } from './assign';
import { transaction } from '../../db/transaction';

const NOW = new Date('2030-03-04T09:00:00Z');
const TODAY = '2030-03-04';
const plain: SeatNeed = { equipment: [], accessible: false };
const film: SeatNeed = { equipment: ['microfilm'], accessible: false };

/**
 * What the take-a-seat code does: slot row locked, the seat chosen, a NEW ticket in a fresh
 * cart inserted with it, all in one transaction. `lock: false` leaves the lock out, so only
 * the unique index keeps two tickets off one seat.
 */
async function takeSeat(
  db: Db,
  slotId: number,
  need: SeatNeed,
  options: { lock?: boolean; now?: Date; today?: string } = {},
): Promise<number | null> {
  return transaction(db, async (tx) => {
    if (options.lock !== false)
      await tx.execute(sql`SELECT id FROM time_slots WHERE id = ${slotId} FOR UPDATE`);
    const now = options.now ?? NOW;
    const seatId = await assignSeat(tx, { slotId, need, now, today: options.today ?? TODAY });
    if (seatId === null) return null;
    const cart = randomBytes(16).toString('base64url');
    await tx
      .insert(transactions)
      .values({ id: cart, expiredAt: new Date(now.getTime() + 900_000) });
    await tx
      .insert(tickets)
      .values({ timeSlotId: slotId, status: 'NEW', transactionId: cart, seatId });
    return seatId;
  });
}

describe.each(TEST_DRIVERS)('assignSeat on %s', (driver) => {
  let database: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    database = await createTestDatabase(driver, 20);
    db = database.db;
  });
  afterAll(async () => database.close());
  beforeEach(async () => {
    await db.execute(sql`DELETE FROM tickets`);
    await db.execute(sql`DELETE FROM transactions`);
    await db.execute(sql`DELETE FROM rooms`);
    await db.execute(sql`DELETE FROM seat_equipment`);
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
  });

  async function roomWith(layout: Array<[string, string[]]>) {
    const room = await insertRoom(db);
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
    const byLabel = Object.fromEntries(rows.map((r) => [r.label, r.id]));
    return {
      room,
      byLabel,
      labelOf: (id: number | null) => rows.find((r) => r.id === id)?.label ?? null,
    };
  }

  it('gives the plainest matching free seat, never one held by a ticket, and null when none fits', async () => {
    const { room, labelOf } = await roomWith([
      ['F1', ['microfilm', 'socket']],
      ['S1', ['socket']],
      ['P1', []],
    ]);
    const slot = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-10' });
    expect(labelOf(await takeSeat(db, slot.id, plain))).toBe('P1');
    expect(labelOf(await takeSeat(db, slot.id, plain))).toBe('S1');
    expect(labelOf(await takeSeat(db, slot.id, plain))).toBe('F1');
    expect(await takeSeat(db, slot.id, plain)).toBeNull();
    expect(await slotUsesSeats(db, slot.id)).toBe(true);
  });

  it('leaves out blocked seats and takes back the seat of a run-out hold', async () => {
    const { room, byLabel, labelOf } = await roomWith([
      ['1', []],
      ['2', []],
    ]);
    const slot = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-10' });
    await db.insert(seatBlocks).values({
      seatId: byLabel['1']!,
      reason: 'Lampe defekt',
      fromDate: '2030-03-10',
      untilDate: '2030-03-12',
    });
    expect(await unblockedSeatCounts(db, [slot.id])).toEqual(new Map([[slot.id, 1]]));
    expect(labelOf(await takeSeat(db, slot.id, plain))).toBe('2');
    expect(await takeSeat(db, slot.id, plain)).toBeNull();
    // half an hour later the hold (15 minutes) has run out: seat 2 is free again
    const later = new Date(NOW.getTime() + 30 * 60_000);
    expect(labelOf(await takeSeat(db, slot.id, plain, { now: later }))).toBe('2');
    const holders = await db.select().from(tickets).where(eq(tickets.seatId, byLabel['2']!));
    expect(holders).toHaveLength(1);
  });

  it('holds accessible seats back for visitors who need them until slot date minus the room days', async () => {
    const { room, labelOf } = await roomWith([['B1', ['accessible-desk']]]);
    await db.insert(roomSeatSettings).values({ roomId: room.id, accessibleHoldBackDays: 3 });
    const slot = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-10' });
    expect(await takeSeat(db, slot.id, plain, { today: '2030-03-06' })).toBeNull();
    expect(labelOf(await takeSeat(db, slot.id, { equipment: [], accessible: true }))).toBe('B1');
    await db.execute(sql`DELETE FROM tickets`);
    expect(labelOf(await takeSeat(db, slot.id, plain, { today: '2030-03-07' }))).toBe('B1');
  });

  it('answers null for a room without named seats (it books by capacity as before)', async () => {
    const room = await insertRoom(db);
    const slot = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-10' });
    expect(await slotUsesSeats(db, slot.id)).toBe(false);
    expect(
      await assignSeat(db, { slotId: slot.id, need: plain, now: NOW, today: TODAY }),
    ).toBeNull();
    expect(await unblockedSeatCounts(db, [slot.id])).toEqual(new Map());
  });

  it('the unique index refuses a second seat-holding ticket on a seat, but not after cancellation', async () => {
    const { room, byLabel } = await roomWith([['1', []]]);
    const slot = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-10' });
    const first = await insertTicket(db, {
      timeSlotId: slot.id,
      status: 'BOOKED',
      seatId: byLabel['1']!,
    });
    await expect(
      insertTicket(db, { timeSlotId: slot.id, status: 'BOOKED', seatId: byLabel['1']! }),
    ).rejects.toThrow();
    await db.update(tickets).set({ status: 'CANCELLED' }).where(eq(tickets.id, first.id));
    await insertTicket(db, { timeSlotId: slot.id, status: 'BOOKED', seatId: byLabel['1']! });
  });

  it('a late arrival gets its seat back only while nobody else holds it', async () => {
    const { room, byLabel } = await roomWith([['1', []]]);
    const slot = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-10' });
    const seatId = byLabel['1']!;
    const noShow = await insertTicket(db, { timeSlotId: slot.id, status: 'BOOKED', seatId });
    await db.update(tickets).set({ seatReleasedAt: NOW }).where(eq(tickets.id, noShow.id));
    expect(await prepareSeatReturn(db, noShow.id)).toBe(seatId); // nobody took it
    const walkIn = await insertTicket(db, { timeSlotId: slot.id, status: 'BOOKED', seatId });
    expect(await prepareSeatReturn(db, noShow.id)).toBeNull();
    // now the check-in may clear the release without hitting the unique index
    await db.update(tickets).set({ seatReleasedAt: null }).where(eq(tickets.id, noShow.id));
    const [kept] = await db.select().from(tickets).where(eq(tickets.id, walkIn.id));
    expect(kept?.seatId).toBe(seatId);
  });

  it.runIf(driver === 'postgres')(
    '200 simultaneous requests for a microfilm reader in a room with 3 readers and 10 other seats: exactly 3 get one',
    async () => {
      const layout: Array<[string, string[]]> = [
        ['F1', ['microfilm']],
        ['F2', ['microfilm']],
        ['F3', ['microfilm', 'socket']],
        ...Array.from({ length: 10 }, (_, i): [string, string[]] => [
          `P${i + 1}`,
          i % 2 ? ['socket'] : [],
        ]),
      ];
      const { room, labelOf } = await roomWith(layout);
      const slot = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-10', capacity: 13 });
      // 200 requests wait for 20 connections at once: a pool that lets them wait
      const pool = connectPostgres(database.url!, { poolSize: 20, connectTimeoutMs: 120_000 });
      const results = await Promise.allSettled(
        Array.from({ length: 200 }, () => takeSeat(pool.db, slot.id, film)),
      ).finally(() => pool.close());
      const rejected = results.filter((r) => r.status === 'rejected');
      expect(rejected).toEqual([]);
      const assigned = results.flatMap((r) =>
        r.status === 'fulfilled' && r.value !== null ? [r.value] : [],
      );
      expect(assigned.map(labelOf).sort()).toEqual(['F1', 'F2', 'F3']);
      const rows = await db.select({ seatId: tickets.seatId }).from(tickets);
      expect(rows).toHaveLength(3);
      expect(new Set(rows.map((r) => r.seatId)).size).toBe(3);
    },
  );

  it.runIf(driver === 'postgres')(
    'without the slot lock the unique index is the last guard: no seat twice',
    async () => {
      const { room } = await roomWith([
        ['F1', ['microfilm']],
        ['F2', ['microfilm']],
      ]);
      const slot = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-10' });
      const results = await Promise.allSettled(
        Array.from({ length: 40 }, () => takeSeat(db, slot.id, film, { lock: false })),
      );
      for (const r of results)
        if (r.status === 'rejected')
          expect(
            (r.reason as { cause?: { code?: string } }).cause?.code ??
              (r.reason as { code?: string }).code,
          ).toBe('23505');
      const rows = await db.select({ seatId: tickets.seatId }).from(tickets);
      expect(rows.length).toBeLessThanOrEqual(2);
      expect(new Set(rows.map((r) => r.seatId)).size).toBe(rows.length);
    },
  );
});
