import { sql } from 'drizzle-orm';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TimeSlot } from '@lesesaal/domain/time-slots/schema';
import { buildApp } from '../../app';
import { watchCalendarChanges, type CalendarChangeListener } from '../../db/calendar-changes';
import { openDatabase, type Database } from '../../db/client';
import { createMemoryMailTransport } from '../../mail/transport';
import { createTestApp, testConfig, type TestApp } from '../../test/app';
import { cartApi } from '../../test/cart-api';
import { createTestClock } from '../../test/clock';
import { TEST_DRIVERS, type TestDatabase } from '../../test/databases';
import { insertHoliday, insertRoom, insertTimeSlot } from '../../test/factories';
import { twoAppInstances, type TwoInstances } from '../../test/two-instances';
import { createCalendarCache } from './calendar-cache';
import { createCalendarService } from './calendar-service';

/** A load that answers `value` when `release` is called (a read still running). */
function pendingLoad<T>(value: T, validUntil = Infinity) {
  let release!: () => void;
  const answered = new Promise<void>((resolve) => (release = resolve));
  let calls = 0;
  return {
    release: () => release(),
    get calls() {
      return calls;
    },
    load: async () => {
      calls++;
      await answered;
      return { value, validUntil };
    },
  };
}

const instant = (value: string, validUntil = Infinity) => {
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    load: async () => {
      calls++;
      return { value, validUntil };
    },
  };
};

describe('calendar cache', () => {
  it('keeps nothing until it listens, and nothing after the connection went down', async () => {
    const cache = createCalendarCache();
    const rows = instant('rows');
    await cache.read(1, 'k', 0, rows.load);
    await cache.read(1, 'k', 0, rows.load);
    expect(rows.calls).toBe(2);
    cache.up();
    await cache.read(1, 'k', 0, rows.load);
    await cache.read(1, 'k', 0, rows.load);
    expect(rows.calls).toBe(3);
    cache.down();
    expect(cache.keeping).toBe(false);
    await cache.read(1, 'k', 0, rows.load);
    expect(rows.calls).toBe(4);
    // listening again: what was kept before the outage is gone, not served again
    cache.up();
    await cache.read(1, 'k', 0, rows.load);
    expect(rows.calls).toBe(5);
  });

  it("drops an archive's rows when told of its change, and only that archive's", async () => {
    const cache = createCalendarCache();
    cache.up();
    const one = instant('one');
    const two = instant('two');
    await cache.read(1, 'k', 0, one.load);
    await cache.read(2, 'k', 0, two.load);
    cache.changed(1);
    await cache.read(1, 'k', 0, one.load);
    await cache.read(2, 'k', 0, two.load);
    expect([one.calls, two.calls]).toEqual([2, 1]);
    // a change of no archive named (the owner's work): every archive's rows
    cache.changed(null);
    await cache.read(1, 'k', 0, one.load);
    await cache.read(2, 'k', 0, two.load);
    expect([one.calls, two.calls]).toEqual([3, 2]);
  });

  it('keeps no read that a change or an outage overtook while it ran', async () => {
    const cache = createCalendarCache();
    cache.up();
    const overtakers = [() => cache.changed(1), () => cache.changed(null)];
    for (const [i, overtake] of overtakers.entries()) {
      const key = `k${i}`;
      const stale = pendingLoad('stale');
      const reading = cache.read(1, key, 0, stale.load);
      overtake(); // the commit's notification arrives before the read's answer
      stale.release();
      expect(await reading).toBe('stale'); // answered (as a read without cache would be) …
      const fresh = instant('fresh');
      expect(await cache.read(1, key, 0, fresh.load)).toBe('fresh'); // … but not kept
    }
    const during = pendingLoad('during outage');
    const reading = cache.read(1, 'k2', 0, during.load);
    cache.down();
    cache.up();
    during.release();
    await reading;
    const fresh = instant('fresh');
    expect(await cache.read(1, 'k2', 0, fresh.load)).toBe('fresh');
  });

  it('keeps at most 1,000 entries, all archives together, then starts anew', async () => {
    const cache = createCalendarCache();
    cache.up();
    const rows = instant('rows');
    for (let i = 0; i < 1_000; i++) await cache.read(1 + (i % 3), `k${i}`, 0, rows.load);
    await cache.read(1, 'k0', 0, rows.load);
    expect(rows.calls).toBe(1_000); // all kept
    await cache.read(2, 'one more', 0, rows.load); // full: every archive's rows go
    await cache.read(1, 'k0', 0, rows.load);
    await cache.read(2, 'one more', 0, rows.load);
    expect(rows.calls).toBe(1_002);
  });

  it('serves rows only from the instant they were read until the first hold runs out', async () => {
    const cache = createCalendarCache();
    cache.up();
    const rows = instant('rows', 1_000);
    await cache.read(1, 'k', 500, rows.load);
    await cache.read(1, 'k', 999, rows.load);
    expect(rows.calls).toBe(1);
    await cache.read(1, 'k', 1_000, rows.load); // the hold ran out: read again (and not kept)
    expect(rows.calls).toBe(2);
    const again = instant('rows', 2_000);
    await cache.read(1, 'k', 1_500, again.load);
    await cache.read(1, 'k', 1_400, again.load); // a clock set back: before the read
    expect(again.calls).toBe(2);
  });
});

/**
 * A TCP relay in front of PostgreSQL that can hold back what the server sends to the
 * connection that listens for the calendar's changes (the one that sent `LISTEN
 * lesesaal_calendar`): its notifications arrive late, when released, as they may on a
 * busy network. Every other connection is relayed as it comes.
 */
async function startListenerRelay(host: string, port: number) {
  const sockets = new Set<Socket>();
  let holding = false;
  const waiting: Array<() => void> = [];
  const server = createServer((inbound) => {
    const outbound = connect(port, host);
    let listener = false;
    for (const socket of [inbound, outbound]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    inbound.on('close', () => outbound.destroy());
    outbound.on('close', () => inbound.destroy());
    inbound.on('data', (chunk: Buffer) => {
      if (chunk.includes('LISTEN lesesaal_calendar')) listener = true;
      outbound.write(chunk);
    });
    outbound.on('data', (chunk: Buffer) => {
      if (!listener || !holding) return void inbound.write(chunk);
      waiting.push(() => inbound.write(chunk));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const release = () => {
    holding = false;
    for (const send of waiting.splice(0)) send();
  };
  return {
    port: (server.address() as AddressInfo).port,
    hold: () => {
      holding = true;
    },
    release,
    close: async () => {
      release();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Retries `read` until `done` says yes (a notification travels after its commit), else fails. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const counts = (slots: TimeSlot[]) => slots.map((s) => [s.date, s.capacity, s.ticketCount]);

describe.each(TEST_DRIVERS)('calendar rows kept by the app on %s', (driver) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it('shows every change made through the app: a hold, a holiday, a capacity', async () => {
    t = await createTestApp(driver);
    const db = t.database.db;
    const room = await insertRoom(db);
    const first = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-06', capacity: 2 });
    await insertTimeSlot(db, { roomId: room.id, date: '2030-03-07', capacity: 2 });
    const calendar = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/rooms/${room.id}/booking?fromDate=2030-03-01&untilDate=2030-03-31`,
        })
      ).json<TimeSlot[]>();
    expect(counts(await calendar())).toEqual([
      ['2030-03-06', 2, 0],
      ['2030-03-07', 2, 0],
    ]);
    // a hold through the app: its very next calendar read shows it (the app's own write drops
    // the rows before it answers; the notification may come later)
    await cartApi(t.app).cartWith(first.id);
    expect(counts(await calendar())).toEqual([
      ['2030-03-06', 2, 1],
      ['2030-03-07', 2, 0],
    ]);
    // written beside the app: told by the database's notification
    await insertHoliday(db, '2030-03-07');
    expect(counts(await eventually(calendar, (s) => s.length === 1))).toEqual([
      ['2030-03-06', 2, 1],
    ]);
    await db.execute(sql`UPDATE time_slots SET capacity = 5 WHERE id = ${first.id}`);
    expect(counts(await eventually(calendar, (s) => s[0]?.capacity === 5))).toEqual([
      ['2030-03-06', 5, 1],
    ]);
  });

  it('tells each committed change with its archive', async () => {
    t = await createTestApp(driver);
    const told: Array<number | null> = [];
    let up!: () => void;
    const listening = new Promise<void>((resolve) => (up = resolve));
    const changes = watchCalendarChanges(t.database.db, {
      changed: (archiveId) => told.push(archiveId),
      up: () => up(),
      down: () => undefined,
    });
    try {
      await listening;
      const room = await insertRoom(t.database.db);
      await insertTimeSlot(t.database.db, { roomId: room.id, date: '2030-03-06' });
      await eventually(
        async () => told.length,
        (n) => n >= 2,
      );
      expect(told).toEqual([1, 1]);
    } finally {
      await changes.close();
    }
  });
});

// A second instance and a listener outage need PostgreSQL (PGlite is one process, one session).
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'calendar rows on two app instances of one PostgreSQL database',
  () => {
    const clock = createTestClock();
    const config = testConfig();
    let instances: TwoInstances | undefined;
    let database: TestDatabase;
    let second: Database;
    let apps: FastifyInstance[];

    beforeAll(async () => {
      instances = await twoAppInstances({ config, clock, poolSize: 5 });
      ({ database, second, apps } = instances);
    }, 60_000);

    afterAll(async () => instances?.close());

    /** Runs `text` as the owner with the triggers off: a change the database never tells. */
    async function untold(text: string): Promise<void> {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        await client.query('SET session_replication_role = replica');
        await client.query(text);
      } finally {
        await client.end();
      }
    }

    it("a hold through one instance is seen by the other's calendar", async () => {
      const [a, b] = apps as [FastifyInstance, FastifyInstance];
      const room = await insertRoom(database.db);
      const slot = await insertTimeSlot(database.db, {
        roomId: room.id,
        date: '2030-03-06',
        capacity: 3,
      });
      const calendarOf = (app: FastifyInstance) => async () =>
        (
          await app.inject({
            method: 'GET',
            url: `/api/rooms/${room.id}/booking?fromDate=2030-03-01&untilDate=2030-03-31`,
          })
        ).json<TimeSlot[]>();
      const onB = calendarOf(b);
      // B keeps its rows once it listens: a change the database does not tell is not seen
      // by B (retried until B's listening connection is up) …
      let capacity = 3;
      const shown = await eventually(
        async () => {
          await onB();
          capacity++;
          await untold(`UPDATE time_slots SET capacity = ${capacity} WHERE id = ${slot.id}`);
          return (await onB())[0]?.capacity;
        },
        (shownCapacity) => shownCapacity === capacity - 1,
      );
      expect(shown).toBe(capacity - 1);
      // … a hold through A is (its notification drops B's rows), with the capacity read anew
      await cartApi(a).cartWith(slot.id);
      expect(counts(await eventually(onB, (s) => s[0]?.ticketCount === 1))).toEqual([
        ['2030-03-06', capacity, 1],
      ]);
      // the hold runs out on its own (no write): B's count follows the clock
      clock.advanceMinutes(16);
      try {
        expect(counts(await onB())).toEqual([['2030-03-06', capacity, 0]]);
      } finally {
        clock.advanceMinutes(-16);
      }
    });

    it("shows the instance's own hold in its next calendar read though the notification is late", async () => {
      // the instance's database behind a relay that can hold back what the server sends to
      // the listening connection: the hold's notification arrives only when released
      const target = new URL(database.url!);
      const relay = await startListenerRelay(target.hostname, Number(target.port || 5432));
      target.host = `127.0.0.1:${relay.port}`;
      const held = await openDatabase({ databaseUrl: target.toString(), poolSize: 3 });
      const app = await buildApp({ config, db: held.db, clock, mail: createMemoryMailTransport() });
      try {
        await app.ready();
        const room = await insertRoom(database.db);
        const slot = await insertTimeSlot(database.db, {
          roomId: room.id,
          date: '2030-03-06',
          capacity: 3,
        });
        const calendar = async () =>
          (
            await app.inject({
              method: 'GET',
              url: `/api/rooms/${room.id}/booking?fromDate=2030-03-01&untilDate=2030-03-31`,
            })
          ).json<TimeSlot[]>();
        // kept once it listens: a change nobody tells is not seen (retried until it listens)
        let capacity = 3;
        await eventually(
          async () => {
            await calendar();
            capacity++;
            await untold(`UPDATE time_slots SET capacity = ${capacity} WHERE id = ${slot.id}`);
            return (await calendar())[0]?.capacity;
          },
          (shown) => shown === capacity - 1,
        );
        expect(counts(await calendar())).toEqual([['2030-03-06', capacity - 1, 0]]);
        relay.hold();
        const cart = await cartApi(app).cartWith(slot.id);
        // the notification is held back: the instance's own write dropped its rows
        expect(counts(await calendar())).toEqual([['2030-03-06', capacity, 1]]);
        const forCart = await app.inject({
          method: 'GET',
          url: `/api/transactions/${cart.transactionId}/rooms/${room.id}/available-timeslots?fromDate=2030-03-01&untilDate=2030-03-31`,
        });
        expect(counts(forCart.json<TimeSlot[]>())).toEqual([['2030-03-06', capacity, 1]]);
        relay.release();
      } finally {
        await app.close();
        await held.close();
        await relay.close();
      }
    });

    it('keeps nothing while the listening connection is down', async () => {
      const room = await insertRoom(database.db);
      const slot = await insertTimeSlot(database.db, {
        roomId: room.id,
        date: '2030-03-06',
        capacity: 3,
      });
      const cache = createCalendarCache();
      const states: string[] = [];
      const waiters: Array<{ state: string; resolve: () => void }> = [];
      const waitFor = (state: string) =>
        new Promise<void>((resolve) => {
          if (states.at(-1) === state) resolve();
          else waiters.push({ state, resolve });
        });
      const tell = (state: string) => {
        states.push(state);
        for (const w of waiters.splice(0)) {
          if (w.state === state) w.resolve();
          else waiters.push(w);
        }
      };
      const listener: CalendarChangeListener = {
        changed: (id) => cache.changed(id),
        up: () => {
          cache.up();
          tell('up');
        },
        down: () => {
          cache.down();
          tell('down');
        },
      };
      const changes = watchCalendarChanges(second.db, listener);
      try {
        await waitFor('up');
        const service = createCalendarService({
          db: second.db,
          clock,
          config,
          archiveId: 1,
          cache,
        });
        const capacity = async () =>
          (await service.forRoom(room.id, { fromDate: '2030-03-01', untilDate: '2030-03-31' }))[0]
            ?.capacity;
        expect(await capacity()).toBe(3);
        await untold(`UPDATE time_slots SET capacity = 4 WHERE id = ${slot.id}`);
        expect(await capacity()).toBe(3); // kept: nothing was told
        // the listening connection ends (its server process terminated): nothing kept
        const admin = new pg.Client({ connectionString: database.url });
        await admin.connect();
        try {
          await admin.query(
            `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
              WHERE datname = current_database() AND application_name = 'lesesaal-calendar-changes'
                AND query ILIKE 'LISTEN%'`,
          );
        } finally {
          await admin.end();
        }
        await waitFor('down');
        expect(cache.keeping).toBe(false);
        expect(await capacity()).toBe(4);
        await untold(`UPDATE time_slots SET capacity = 5 WHERE id = ${slot.id}`);
        expect(await capacity()).toBe(5);
        // listening again (after its pause): kept anew from then on
        await waitFor('up');
        expect(await capacity()).toBe(5);
        await untold(`UPDATE time_slots SET capacity = 6 WHERE id = ${slot.id}`);
        expect(await capacity()).toBe(5);
        expect(states).toEqual(['up', 'down', 'up']);
      } finally {
        await changes.close();
      }
    });
  },
);
