import { afterEach, describe, expect, it } from 'vitest';
import { holdsSeat as domainHoldsSeat, type SeatTicket } from '@lesesaal/domain/tickets/seat-rule';
import { tickets, transactions } from '../../db/schema/index';
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from '../../test/databases';
import { insertRoom, insertTimeSlot } from '../../test/factories';
import {
  claimLock,
  lockCart,
  LockOrderError,
  lockPersonForBooking,
  lockPersonForWaitingList,
  lockSlots,
} from './lock-order';
import { findOpenCart } from './repository';
import { countActiveTickets } from './seat-counts';
import { takeSeat } from './take-seat';
import { transaction } from '../../db/transaction';

describe('the lock order in code', () => {
  it('lets a transaction lock cart → person → client → slots in id order → entries', () => {
    const tx = {};
    claimLock(tx, 'cart');
    claimLock(tx, 'person');
    claimLock(tx, 'client');
    claimLock(tx, 'slot', [7, 3]);
    claimLock(tx, 'slot', [9]);
    claimLock(tx, 'entry');
    // a slot already held may be locked again at any time
    claimLock(tx, 'slot', [3]);
    claimLock(tx, 'entry');
  });

  it('refuses a lock that goes back in the order, before it is taken', () => {
    const slotFirst = {};
    claimLock(slotFirst, 'slot', [5]);
    expect(() => claimLock(slotFirst, 'cart')).toThrow(LockOrderError);
    expect(() => claimLock(slotFirst, 'person')).toThrow(/lock order broken: person after slot/);
    expect(() => claimLock(slotFirst, 'slot', [4])).toThrow(LockOrderError);
    const entryFirst = {};
    claimLock(entryFirst, 'slot', [5]);
    claimLock(entryFirst, 'entry');
    expect(() => claimLock(entryFirst, 'slot', [6])).toThrow(LockOrderError);
    // each transaction has its own order
    claimLock({}, 'cart');
  });
});

describe.each(TEST_DRIVERS)('the seat core on %s', (driver) => {
  let database: TestDatabase;
  afterEach(async () => database?.close());

  async function slot(capacity = 2) {
    database = await createTestDatabase(driver);
    const room = await insertRoom(database.db);
    return insertTimeSlot(database.db, { roomId: room.id, date: '2030-03-06', capacity });
  }

  it('refuses, in its lock functions, a path that locks out of order', async () => {
    const { id } = await slot();
    const db = database.db;
    await expect(
      transaction(db, async (tx) => {
        await lockSlots(tx, [id]);
        await findOpenCart(tx, 'no-such-cart', new Date(), true);
      }),
    ).rejects.toThrow(LockOrderError);
    await expect(
      transaction(db, async (tx) => {
        await lockSlots(tx, [id]);
        await lockPersonForBooking(tx, 'a@example.org');
      }),
    ).rejects.toThrow(LockOrderError);
    // the order itself passes
    await transaction(db, async (tx) => {
      await lockCart(tx, 'no-such-cart');
      await lockPersonForWaitingList(tx, 'a@example.org');
      expect(await lockSlots(tx, [id])).toHaveLength(1);
    });
  });

  it('counts in SQL exactly the tickets the domain says hold a seat', async () => {
    const s = await slot(20);
    const db = database.db;
    const now = new Date('2030-03-01T10:00:00Z');
    const later = new Date('2030-03-01T10:05:00Z');
    const carts = [
      { id: 'running', expiredAt: later },
      { id: 'run-out', expiredAt: now },
    ];
    await db.insert(transactions).values(carts.map((c) => ({ ...c, createdAt: now })));
    const cases: Array<SeatTicket & { transactionId: string | null }> = [];
    for (const status of ['NEW', 'BOOKED', 'CANCELLED'] as const)
      for (const cart of [...carts, null])
        for (const seatReleasedAt of [null, now])
          cases.push({
            status,
            transactionId: cart?.id ?? null,
            cartExpiredAt: cart?.expiredAt ?? null,
            seatReleasedAt,
          });
    await db.insert(tickets).values(
      cases.map((c) => ({
        timeSlotId: s.id,
        status: c.status,
        transactionId: c.transactionId,
        seatReleasedAt: c.seatReleasedAt,
        createdAt: now,
      })),
    );
    const expected = cases.filter((c) => domainHoldsSeat(c, now)).length;
    expect(expected).toBeGreaterThan(0);
    expect((await countActiveTickets(db, [s.id], now)).get(s.id)).toBe(expected);
  });

  it('takes a seat for a cart only while one is free, and lets staff overbook', async () => {
    const s = await slot(1);
    const db = database.db;
    const now = new Date('2030-03-01T10:00:00Z');
    const expiredAt = new Date('2030-03-01T10:15:00Z');
    const seat = { today: '2030-03-01' };
    const hold = (cartId: string) =>
      transaction(db, (tx) =>
        takeSeat(tx, {
          slotId: s.id,
          now,
          holder: { kind: 'cart', cartId, newCart: { expiredAt }, client: null },
          seat,
        }),
      );
    expect(await hold('first')).toMatchObject({ taken: true, activeCount: null });
    expect(await hold('second')).toEqual({ taken: false, reason: 'full' });
    const staff = await transaction(db, (tx) =>
      takeSeat(tx, {
        slotId: s.id,
        roomId: s.roomId,
        now,
        holder: {
          kind: 'booked',
          owner: {
            ownerId: 'owner',
            language: 'de',
            salutation: 'NONE',
            title: null,
            firstName: 'Ada',
            lastName: 'Lovelace',
            organisation: null,
            email: 'ada@example.org',
            phone: null,
            accessibility: false,
            bookingNumber: 'AAAA2222',
          },
        },
        seat,
      }),
    );
    expect(staff).toMatchObject({ taken: true, activeCount: 2, slot: { capacity: 1 } });
    const gone = await transaction(db, (tx) =>
      takeSeat(tx, {
        slotId: s.id + 1000,
        now,
        holder: { kind: 'cart', cartId: 'third', newCart: { expiredAt }, client: null },
        seat,
      }),
    );
    expect(gone).toEqual({ taken: false, reason: 'gone' });
  });
});
