import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Place } from '@lesesaal/domain/opening/schema';
import { rowsOf } from '../../db/client';
import { testConfig, XHR } from '../../test/app';
import { createTestClock } from '../../test/clock';
import type { TestDatabase } from '../../test/databases';
import { insertRoom, insertTimeSlot } from '../../test/factories';
import { twoAppInstances, type TwoInstances } from '../../test/two-instances';

// PGlite is one connection and proves nothing about races: PostgreSQL only. Two app
// instances, each with its own connection pool, share one database and one fixed clock: the
// first requests at the release reach both at once, and exactly one of them draws.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'the fair opening on two instances (PostgreSQL)',
  () => {
    const clock = createTestClock('2030-03-04T09:50:00Z');
    const config = testConfig({ VISITOR_LIMIT_CARTS: '1000', VISITOR_LIMIT_TICKETS: '1000' });
    let instances: TwoInstances | undefined;
    let database: TestDatabase;
    let apps: FastifyInstance[];

    beforeAll(async () => {
      instances = await twoAppInstances({ config, clock, poolSize: 10 });
      ({ database, apps } = instances);
    }, 60_000);

    afterAll(async () => instances?.close());

    it('draws once at the release however many requests race on both instances; positions are a permutation, later joiners queue behind, no seat is held out of turn', async () => {
      const db = database.db;
      const room = await insertRoom(db, {
        name: 'Auslosungssaal',
        releaseTime: '11:00',
        drawPreWindowMinutes: 15,
        drawAdmitPerMinute: 6,
        drawTurnMinutes: 5,
      });
      const slot = await insertTimeSlot(db, { roomId: room.id, date: '2030-04-03', capacity: 3 });
      const join = (i: number, address: string) =>
        apps[i % 2]!.inject({
          method: 'POST',
          url: `/api/rooms/${room.id}/opening/queue`,
          headers: XHR,
          remoteAddress: address,
        });
      const early = await Promise.all(
        Array.from({ length: 30 }, (_, i) => join(i, `10.0.0.${i + 1}`)),
      );
      expect(early.map((r) => r.statusCode)).toEqual(Array<number>(30).fill(201));
      const passes = early.map((r) => r.json<{ pass: string }>().pass);

      clock.set('2030-03-04T10:00:00Z');
      const [reads, late] = await Promise.all([
        Promise.all(
          passes.map((pass, i) =>
            apps[i % 2]!.inject({
              method: 'GET',
              url: `/api/rooms/${room.id}/opening/queue`,
              headers: { 'x-queue-pass': pass },
            }),
          ),
        ),
        Promise.all(Array.from({ length: 10 }, (_, i) => join(i, `10.0.1.${i + 1}`))),
      ]);
      expect(reads.map((r) => r.statusCode)).toEqual(Array<number>(30).fill(200));
      expect(late.map((r) => r.statusCode)).toEqual(Array<number>(10).fill(201));

      const drawn = rowsOf<{ action: string; fields: string[] }>(
        await db.execute(sql`SELECT action, fields FROM audit_log WHERE action = 'opening.drawn'`),
      );
      expect(drawn).toHaveLength(1);
      expect(drawn[0]!.fields[1]).toBe('places:30');
      const positions = reads.map((r) => r.json<{ place: Place }>().place.position!);
      expect([...positions].sort((a, b) => a - b)).toEqual(
        Array.from({ length: 30 }, (_, i) => i + 1),
      );
      const latePositions = late.map((r) => r.json<{ place: Place }>().place.position!);
      expect([...latePositions].sort((a, b) => a - b)).toEqual(
        Array.from({ length: 10 }, (_, i) => i + 31),
      );
      const stored = rowsOf<{ n: number; distinct: number; max: number }>(
        await db.execute(sql`SELECT count(*)::int AS n, count(DISTINCT position)::int AS distinct,
          max(position)::int AS max FROM opening_places`),
      );
      expect(stored[0]).toEqual({ n: 40, distinct: 40, max: 40 });

      // Every place tries to hold at once, on both instances: only the one in its turn at
      // 10:00 (6 a minute: place 1) gets a seat; 30 s later places 2–4 hold two more seats and
      // the slot of 3 is full — never more.
      const byPosition = new Map(positions.map((p, i) => [p, passes[i]!]));
      const holdAll = (at: number[]) =>
        Promise.all(
          at.map((position, i) =>
            apps[i % 2]!.inject({
              method: 'POST',
              url: '/api/transactions',
              headers: { ...XHR, 'x-queue-pass': byPosition.get(position)! },
              payload: { timeSlotId: slot.id },
              remoteAddress: `10.2.0.${position}`,
            }),
          ),
        );
      const first = await holdAll([1, 2, 3, 4, 5]);
      expect(first.map((r) => r.statusCode)).toEqual([201, 409, 409, 409, 409]);
      clock.set('2030-03-04T10:00:30Z');
      const next = await holdAll([2, 3, 4]);
      expect(next.map((r) => r.statusCode).sort()).toEqual([201, 201, 409]);
      const held = rowsOf<{ n: number }>(
        await db.execute(
          sql`SELECT count(*)::int AS n FROM tickets WHERE time_slot_id = ${slot.id}`,
        ),
      );
      expect(held[0]!.n).toBe(3);
    }, 60_000);
  },
);
