import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seatEquipment, seats, tickets, transactions } from '../../db/schema/index';
import { XHR } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/databases';
import { insertRoom, insertTimeSlot } from '../../test/factories';

const SERVER_ENTRY = fileURLToPath(new URL('../../server.ts', import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** `YYYY-MM-DD` ten days from today in Vienna: inside the default booking window. */
function bookableDate(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 10);
  return date.toISOString().slice(0, 10);
}

async function waitUntilReady(
  url: string,
  child: ChildProcess,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server at ${url} did not become ready:\n${output()}`);
}

// PGlite is one connection and proves nothing about races: PostgreSQL only.
// Two real server processes (`server.ts`, as `npm start` runs it) share one database.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'the last seats under concurrent load on PostgreSQL',
  () => {
    let database: TestDatabase;
    const children: ChildProcess[] = [];
    const urls: string[] = [];
    const dataDirs: string[] = [];

    beforeAll(async () => {
      database = await createTestDatabase('postgres', 2);
      for (let i = 0; i < 2; i++) {
        const port = await freePort();
        const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lesesaal-race-'));
        dataDirs.push(dataDir);
        let log = '';
        const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
          env: {
            PATH: process.env.PATH,
            NODE_ENV: 'production',
            HOST: '127.0.0.1',
            PORT: String(port),
            DATABASE_URL: database.url,
            DATABASE_POOL_SIZE: '10',
            // 200 requests queue for 20 connections: on a machine busy with other tests the
            // last ones wait longer than the production 5 s and would answer 503 — this test
            // is about who gets a seat, not about how long a request may wait
            DATABASE_CONNECT_TIMEOUT_SECONDS: '60',
            DATA_DIR: dataDir,
            ADMIN_EMAIL: 'admin@archive.test',
            ADMIN_PASSWORD: 'race-test-password-1',
            JOBS_ENABLED: 'false',
            LOG_LEVEL: 'warn',
            // 200 carts from one address: beyond the production cart limit on purpose
            VISITOR_LIMIT_CARTS: '1000',
            BOT_PROTECTION: 'off',
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
        child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
        children.push(child);
        const url = `http://127.0.0.1:${port}`;
        urls.push(url);
        await waitUntilReady(url, child, () => log);
      }
    }, 120_000);

    afterAll(async () => {
      await Promise.all(
        children.map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null) return resolve();
              child.once('exit', () => resolve());
              child.kill('SIGTERM');
            }),
        ),
      );
      for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
      await database?.close();
    });

    it('gives a 5-seat slot to exactly 5 of 200 simultaneous carts on two server processes', async () => {
      const room = await insertRoom(database.db);
      const slot = await insertTimeSlot(database.db, {
        roomId: room.id,
        date: bookableDate(),
        capacity: 5,
      });

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
      expect(await database.db.select().from(tickets)).toHaveLength(5);
      // a hold refused under the slot lock leaves no empty cart behind
      expect(await database.db.select().from(transactions)).toHaveLength(5);
    });

    it('never gives one named seat twice: 3 seats, capacity 5, 200 simultaneous holds', async () => {
      const room = await insertRoom(database.db);
      await database.db
        .insert(seats)
        .values(['1', '2', '3'].map((label, i) => ({ roomId: room.id, label, sortOrder: i })));
      const slot = await insertTimeSlot(database.db, {
        roomId: room.id,
        date: bookableDate(),
        capacity: 5,
      });

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

      const counts: Record<number, number> = {};
      for (const r of responses) counts[r.status] = (counts[r.status] ?? 0) + 1;
      // every answer counted by status, so a failure shows what the others got
      expect(counts).toEqual({ 201: 3, 409: 197 });
      expect(responses.some((r) => r.status >= 500)).toBe(false);
      const held = await database.db.select().from(tickets);
      const ofSlot = held.filter((ticket) => ticket.timeSlotId === slot.id);
      expect(ofSlot).toHaveLength(3);
      expect(new Set(ofSlot.map((ticket) => ticket.seatId)).size).toBe(3);
      expect(ofSlot.every((ticket) => ticket.seatId !== null)).toBe(true);
    });

    it('gives the 3 microfilm readers of a room with 10 other seats to exactly 3 of 200 simultaneous holds that need one', async () => {
      await database.db
        .insert(seatEquipment)
        .values({ key: 'microfilm', nameDe: 'Mikrofilmlesegerät', nameEn: 'Microfilm reader' });
      const room = await insertRoom(database.db);
      const layout = [
        ...['M1', 'M2', 'M3'].map((label) => ({ label, equipment: ['microfilm'] })),
        ...Array.from({ length: 10 }, (_, i) => ({ label: String(i + 1), equipment: [] })),
      ];
      const seated = await database.db
        .insert(seats)
        .values(layout.map((seat, i) => ({ roomId: room.id, ...seat, sortOrder: i })))
        .returning({ id: seats.id, label: seats.label });
      const readers = seated.filter((seat) => seat.label.startsWith('M')).map((seat) => seat.id);
      const slot = await insertTimeSlot(database.db, {
        roomId: room.id,
        date: bookableDate(),
        capacity: 13,
      });
      const hold = async (i: number, seatNeed?: { equipment: string[] }) => {
        const res = await fetch(`${urls[i % 2]}/api/transactions`, {
          method: 'POST',
          headers: { ...XHR, 'content-type': 'application/json' },
          body: JSON.stringify({ timeSlotId: slot.id, ...(seatNeed ? { seatNeed } : {}) }),
        });
        return { status: res.status, body: (await res.json()) as { error?: string } };
      };

      const responses = await Promise.all(
        Array.from({ length: 200 }, (_, i) => hold(i, { equipment: ['microfilm'] })),
      );

      const counts: Record<number, number> = {};
      for (const r of responses) counts[r.status] = (counts[r.status] ?? 0) + 1;
      expect(counts).toEqual({ 201: 3, 409: 197 });
      expect(
        responses
          .filter((r) => r.status === 409)
          .every((r) => r.body.error === 'timeslot_no_tickets_left'),
      ).toBe(true);
      const ofSlot = (await database.db.select().from(tickets)).filter(
        (ticket) => ticket.timeSlotId === slot.id,
      );
      // each reader exactly once, no other seat given to a visitor who needs a reader
      expect(ofSlot.map((ticket) => ticket.seatId).sort()).toEqual([...readers].sort());
      // the slot is full only for readers: a visitor without the need still gets a seat
      expect((await hold(0)).status).toBe(201);
    });
  },
);
