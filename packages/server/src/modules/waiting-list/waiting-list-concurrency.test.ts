import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ticket } from '@lesesaal/domain/tickets/schema';
import type { Database } from '../../db/client';
import { mailOutbox, tickets, waitingListEntries } from '../../db/schema/index';
import { testConfig, XHR } from '../../test/app';
import { signIn } from '../../test/auth';
import { cartApi } from '../../test/cart-api';
import { createTestClock } from '../../test/clock';
import type { TestDatabase } from '../../test/databases';
import { bookingPayload, insertRoom, insertTimeSlot } from '../../test/factories';
import { twoAppInstances, type TwoInstances } from '../../test/two-instances';
import { countActiveTickets } from '../seat-core';
import { passOnRunOutOffers } from './offers';

// PGlite is one connection and proves nothing about races: PostgreSQL only.
// Two app instances, each with its own connection pool, share one database and one fixed
// clock; every seat freed at once on both must be offered exactly once.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'waiting list offers under concurrent cancellations on two instances (PostgreSQL)',
  () => {
    const clock = createTestClock();
    const config = testConfig({ VISITOR_LIMIT_CARTS: '1000' });
    let instances: TwoInstances | undefined;
    let database: TestDatabase;
    let second: Database;
    let apps: FastifyInstance[];

    beforeAll(async () => {
      instances = await twoAppInstances({ config, clock, poolSize: 10 });
      ({ database, second, apps } = instances);
    }, 60_000);

    afterAll(async () => instances?.close());

    const entries = () =>
      database.db.select().from(waitingListEntries).orderBy(asc(waitingListEntries.id));

    it('offers each freed seat exactly once, in line order, however the frees interleave', async () => {
      const db = database.db;
      const room = await insertRoom(db);
      const slot = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-06', capacity: 6 });
      const owners: Ticket[] = [];
      for (let i = 0; i < 6; i++) {
        const api = cartApi(apps[i % 2]!);
        const cart = await api.cartWith(slot.id);
        const res = await api.book(
          cart.transactionId,
          bookingPayload({ email: `o${i}@example.org` }),
        );
        owners.push(res.json<{ tickets: Ticket[] }>().tickets[0]!);
      }
      for (let i = 0; i < 10; i++) {
        const res = await apps[i % 2]!.inject({
          method: 'POST',
          url: '/api/waiting-list',
          headers: XHR,
          remoteAddress: `10.0.0.${i}`,
          payload: { timeSlotId: slot.id, email: `w${i}@example.org`, language: 'de' },
        });
        expect(res.statusCode).toBe(201);
      }
      const cookie = await signIn(apps[1]!, db, 'ADMIN');

      // Six cancellations (owners by link, half on each instance) and a capacity raise from
      // 6 to 8 by staff, all at once: 8 seats free, so exactly the first 8 in line get one.
      const results = await Promise.all([
        ...owners.map((o, i) =>
          apps[i % 2]!.inject({
            method: 'DELETE',
            url: `/api/owners/${o.ownerId}/tickets?ids=${o.id}`,
            headers: XHR,
          }),
        ),
        apps[0]!.inject({
          method: 'PUT',
          url: `/api/admin/rooms/${room.id}/timeslots/${slot.id}`,
          headers: { ...XHR, cookie },
          payload: { startTime: '09:00', endTime: '10:00', capacity: 8 },
        }),
      ]);
      expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200, 200]);

      const after = await entries();
      expect(after.map((e) => e.status)).toEqual([
        ...Array<string>(8).fill('OFFERED'),
        'WAITING',
        'WAITING',
      ]);
      const carts = after.filter((e) => e.transactionId).map((e) => e.transactionId);
      expect(new Set(carts).size).toBe(8);
      const held = await db
        .select()
        .from(tickets)
        .where(eq(tickets.timeSlotId, slot.id))
        .then((rows) => rows.filter((r) => r.status === 'NEW'));
      expect(held).toHaveLength(8);
      expect((await countActiveTickets(db, [slot.id], clock.now())).get(slot.id)).toBe(8);
      const offers = (await db.select().from(mailOutbox)).filter(
        (m) => m.kind === 'WAITING_LIST_OFFER',
      );
      expect(offers.map((m) => m.toAddress).sort()).toEqual(
        Array.from({ length: 8 }, (_, i) => `w${i}@example.org`).sort(),
      );

      // The offers run out; both instances' jobs pass them on at once: each exactly once,
      // and the two still waiting get the two seats the eight free.
      clock.advanceMinutes(121);
      const expired = await Promise.all(
        [database.db, second.db, database.db, second.db].map((executor) =>
          passOnRunOutOffers({ db: executor, clock, config }),
        ),
      );
      expect(expired.reduce((a, b) => a + b, 0)).toBe(8);
      expect((await entries()).map((e) => e.status)).toEqual([
        ...Array<string>(8).fill('EXPIRED'),
        'OFFERED',
        'OFFERED',
      ]);
      expect((await countActiveTickets(db, [slot.id], clock.now())).get(slot.id)).toBe(2);
      expect(
        (await db.select().from(mailOutbox)).filter((m) => m.kind === 'WAITING_LIST_OFFER'),
      ).toHaveLength(10);
    }, 60_000);
  },
);
