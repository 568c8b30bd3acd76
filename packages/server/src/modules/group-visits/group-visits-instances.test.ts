import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase, rowsOf, type Database } from '../../db/client';
import { createMemoryMailTransport } from '../../mail/transport';
import { testConfig, XHR } from '../../test/app';
import { signIn } from '../../test/auth';
import { createTestClock } from '../../test/clock';
import { createTestDatabase, type TestDatabase } from '../../test/databases';
import { insertRoom, insertTimeSlot } from '../../test/factories';

// PGlite is one connection and proves nothing about races: PostgreSQL only. Two app
// instances, each with its own connection pool, share one database and one clock: 200
// individual holds (each from its own address) and the staff's confirmation of a group of 15
// race on one slot of 20 seats.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'group visits on two instances (PostgreSQL)',
  () => {
    const clock = createTestClock('2030-03-04T09:00:00Z');
    const config = testConfig();
    let database: TestDatabase;
    let second: Database;
    const apps: FastifyInstance[] = [];

    beforeAll(async () => {
      database = await createTestDatabase('postgres', 10);
      second = await openDatabase({ databaseUrl: database.url!, poolSize: 10 });
      for (const db of [database.db, second.db]) {
        const app = await buildApp({ config, db, clock, mail: createMemoryMailTransport() });
        await app.ready();
        apps.push(app);
      }
    }, 60_000);

    afterAll(async () => {
      for (const app of apps) await app.close();
      await second?.close();
      await database?.close();
    });

    it('200 simultaneous holds and one group confirmation never exceed the capacity of 20', async () => {
      const db = database.db;
      const room = await insertRoom(db, { name: 'Gruppenraum', capacity: 20 });
      const slot = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-10', capacity: 20 });
      const admin = await signIn(apps[0]!, db, 'ADMIN');
      const asked = await apps[1]!.inject({
        method: 'POST',
        url: '/api/group-requests',
        headers: XHR,
        payload: {
          roomId: room.id,
          timeSlotId: slot.id,
          seats: 15,
          organiserName: 'Maria Muster',
          email: 'm.muster@schule.example',
          topic: 'Stadtgeschichte',
          language: 'de',
        },
      });
      expect(asked.statusCode, asked.body).toBe(201);
      const [group] = rowsOf<{ id: number }>(await db.execute(sql`SELECT id FROM group_requests`));

      const hold = (i: number) =>
        apps[i % 2]!.inject({
          method: 'POST',
          url: '/api/transactions',
          headers: XHR,
          remoteAddress: `10.2.${Math.floor(i / 250)}.${(i % 250) + 1}`,
          payload: { timeSlotId: slot.id },
        });
      const confirm = apps[0]!.inject({
        method: 'POST',
        url: `/api/admin/group-requests/${group!.id}/confirm`,
        headers: { ...XHR, cookie: admin },
      });
      const [confirmed, ...holds] = await Promise.all([
        confirm,
        ...Array.from({ length: 200 }, (_, i) => hold(i)),
      ]);

      const held = holds.filter((r) => r.statusCode === 201).length;
      const refused = holds.filter((r) => r.statusCode === 409);
      expect(held + refused.length).toBe(200);
      for (const r of refused) expect(r.json()).toEqual({ error: 'timeslot_no_tickets_left' });
      expect([200, 409]).toContain(confirmed.statusCode);
      const groupSeats = confirmed.statusCode === 200 ? 15 : 0;
      if (confirmed.statusCode === 409)
        expect(confirmed.json()).toMatchObject({ error: 'timeslot_no_tickets_left' });
      // every seat is taken exactly once: the group's block (all or none) and the holds
      expect(held + groupSeats).toBe(20);
      const [counted] = rowsOf<{ group: number; held: number }>(
        await db.execute(sql`SELECT
        count(*) FILTER (WHERE group_id IS NOT NULL AND status = 'BOOKED')::int AS group,
        count(*) FILTER (WHERE status = 'NEW')::int AS held
        FROM tickets WHERE time_slot_id = ${slot.id}`),
      );
      expect(Number(counted!.group)).toBe(groupSeats);
      expect(Number(counted!.held)).toBe(held);
      expect(Number(counted!.group) + Number(counted!.held)).toBeLessThanOrEqual(20);
    }, 120_000);
  },
);
