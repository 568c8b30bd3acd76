import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { tickets } from '../../db/schema/index';
import { testConfig, XHR } from '../../test/app';
import { createTestClock } from '../../test/clock';
import { createTestDatabase, type TestDatabase } from '../../test/databases';
import { insertRoom, insertTimeSlot } from '../../test/factories';
import { createMemoryMailTransport } from '../../mail/transport';

// PGlite is one connection and proves nothing about races (STACK-NOTES 2): PostgreSQL only.
describe.skipIf(!process.env.TEST_DATABASE_URL)('the last seats under concurrent load on PostgreSQL', () => {
  let first: TestDatabase;
  let second: Database;
  const apps: FastifyInstance[] = [];
  const urls: string[] = [];

  beforeAll(async () => {
    first = await createTestDatabase('postgres', 10);
    second = await openDatabase({ databaseUrl: first.url!, poolSize: 10 });
    for (const database of [first, second]) {
      const app = await buildApp({ config: testConfig(), db: database.db, clock: createTestClock(), mail: createMemoryMailTransport() });
      await app.listen({ port: 0, host: '127.0.0.1' });
      apps.push(app);
      urls.push(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
    }
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    await second?.close();
    await first?.close();
  });

  it('gives a 5-seat slot to exactly 5 of 200 simultaneous carts on two instances', async () => {
    const room = await insertRoom(first.db);
    const slot = await insertTimeSlot(first.db, { roomId: room.id, date: '2030-03-06', capacity: 5 });

    const responses = await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        const res = await fetch(`${urls[i % 2]}/api/transactions`, {
          method: 'POST',
          headers: { ...XHR, 'content-type': 'application/json' },
          body: JSON.stringify({ timeSlotId: slot.id }),
        });
        return { status: res.status, body: (await res.json()) as { error?: string } };
      }),
    );

    const created = responses.filter((r) => r.status === 201);
    const refused = responses.filter((r) => r.status === 409);
    expect(created).toHaveLength(5);
    expect(refused).toHaveLength(195);
    expect(refused.every((r) => r.body.error === 'timeslot_no_tickets_left')).toBe(true);
    expect(responses.some((r) => r.status >= 500)).toBe(false);
    expect(await first.db.select().from(tickets)).toHaveLength(5);
  });
});
