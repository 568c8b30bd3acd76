import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createMemoryMailTransport } from '../mail/transport';
import { testConfig } from '../test/app';
import { createTestClock } from '../test/clock';
import { createTestDatabase, type TestDatabase } from '../test/databases';
import { insertRoom } from '../test/factories';
import {
  clustersAvailable,
  removeClusters,
  startPrimary,
  startStandby,
  type PgCluster,
} from '../test/pg-cluster';
import { startTcpProxy, unusedPort, type TcpProxy } from '../test/tcp-proxy';
import { openDatabase, rowsOf, type Database } from './client';
import { isDatabaseUnavailable } from './faults';

async function until(what: string, check: () => Promise<boolean>, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The port of the server that answered: which host of the list the pool uses. */
async function serverPort(database: Database): Promise<number> {
  const result = await database.db.execute(sql`SELECT current_setting('port') AS port`);
  return Number(rowsOf<{ port: string }>(result)[0]!.port);
}

function appOn(database: Database): Promise<FastifyInstance> {
  return buildApp({
    config: testConfig(),
    db: database.db,
    ping: database.ping,
    clock: createTestClock(),
    mail: createMemoryMailTransport(),
  });
}

// Hosts in front of this test's own database: a port that refuses, TCP relays that are cut.
describe.skipIf(!process.env.TEST_DATABASE_URL)('a multi-host DATABASE_URL on PostgreSQL', () => {
  let database: TestDatabase | undefined;
  let proxies: TcpProxy[] = [];
  let opened: Database | undefined;
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
    await opened?.close();
    opened = undefined;
    for (const p of proxies) await p.close();
    proxies = [];
    await database?.close();
  });

  /** the test database's URL with `hosts` (`host:port`) in its place */
  function listUrl(hosts: string[], query = 'target_session_attrs=read-write'): string {
    const url = new URL(database!.url!);
    const auth = url.username ? `${url.username}${url.password ? `:${url.password}` : ''}@` : '';
    return `postgres://${auth}${hosts.join(',')}${url.pathname}?${query}`;
  }

  async function relay(): Promise<TcpProxy> {
    const target = new URL(database!.url!);
    const proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    proxies.push(proxy);
    return proxy;
  }

  it.each(['read-write', 'primary', 'any'])(
    'skips a host that refuses and serves from the next one (target_session_attrs=%s)',
    async (attrs) => {
      database = await createTestDatabase('postgres', 2);
      const target = new URL(database.url!);
      const refusing = `127.0.0.1:${await unusedPort()}`;
      opened = await openDatabase({
        databaseUrl: listUrl(
          [refusing, `${target.hostname}:${target.port || 5432}`],
          `target_session_attrs=${attrs}`,
        ),
        poolSize: 2,
        connectTimeoutMs: 2_000,
      });
      await insertRoom(opened.db, { name: 'Lesesaal Nord' });
      app = await appOn(opened);
      const rooms = await app.inject({ url: '/api/rooms' });
      expect(rooms.statusCode).toBe(200);
      expect(rooms.body).toContain('Lesesaal Nord');
    },
  );

  it('follows the next host when the one in use goes, without a restart; 503 while none answers', async () => {
    database = await createTestDatabase('postgres', 2);
    const [first, second] = [await relay(), await relay()];
    const taken: string[] = [];
    opened = await openDatabase({
      databaseUrl: listUrl([`127.0.0.1:${first.port}`, `127.0.0.1:${second.port}`]),
      poolSize: 3,
      connectTimeoutMs: 2_000,
      onPrimary: (host) => taken.push(host),
    });
    app = await appOn(opened);
    expect((await app.inject({ url: '/api/rooms' })).statusCode).toBe(200);
    expect(taken).toEqual([`127.0.0.1:${first.port}`]);

    await first.cut();
    // a request on a connection that was cut under it answers 503 (as with one host); the
    // next one is served by the next host
    const after = [];
    for (let i = 0; i < 3; i++) after.push((await app.inject({ url: '/api/rooms' })).statusCode);
    expect(after.slice(1)).toEqual([200, 200]);
    expect([200, 503]).toContain(after[0]);
    expect(taken).toEqual([`127.0.0.1:${first.port}`, `127.0.0.1:${second.port}`]);

    await second.cut();
    const down = await app.inject({ url: '/api/rooms' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ error: 'service_unavailable' });
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(503);

    await first.restore();
    expect((await app.inject({ url: '/api/rooms' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
    expect(taken.at(-1)).toBe(`127.0.0.1:${first.port}`);
  }, 60_000);
});

// A real standby promoted, and a primary turned read-only: clusters of the test's own.
describe.skipIf(!(await clustersAvailable()))('a multi-host DATABASE_URL over a failover', () => {
  let clusters: PgCluster[] = [];
  let opened: Database | undefined;
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
    await opened?.close();
    opened = undefined;
    await removeClusters(clusters);
    clusters = [];
  });

  it('finds the primary behind a standby listed first, follows the promoted standby, and leaves a server that turned read-only (25006)', async () => {
    const primary = await startPrimary(await unusedPort());
    clusters.push(primary);
    const standby = await startStandby(primary, await unusedPort());
    clusters.push(standby);
    opened = await openDatabase({
      databaseUrl: `postgres://postgres@127.0.0.1:${standby.port},127.0.0.1:${primary.port}/postgres?target_session_attrs=read-write`,
      poolSize: 3,
      connectTimeoutMs: 2_000,
    });
    // the migrations ran on the primary: a standby refuses every write
    expect(await serverPort(opened)).toBe(primary.port);
    await insertRoom(opened.db, { name: 'Vor dem Wechsel' });
    app = await appOn(opened);
    const replica = new pg.Client({ connectionString: standby.url });
    await replica.connect();
    try {
      await until('the standby to replay the room', async () => {
        // until the standby has replayed the migrations, the table itself is not there yet
        const r = await replica
          .query(`SELECT 1 FROM rooms WHERE name = 'Vor dem Wechsel'`)
          .catch((err: unknown) => {
            if ((err as { code?: string }).code === '42P01') return { rowCount: 0 };
            throw err;
          });
        return r.rowCount === 1;
      });
    } finally {
      await replica.end();
    }

    await primary.kill();
    await standby.promote();
    const statuses = new Set<number>();
    await until('bookable writes on the promoted standby', async () => {
      const res = await app!.inject({ url: '/api/rooms' });
      statuses.add(res.statusCode);
      return res.statusCode === 200 && (await serverPort(opened!).catch(() => 0)) === standby.port;
    });
    expect([...statuses].filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect((await app.inject({ url: '/api/rooms' })).body).toContain('Vor dem Wechsel');
    await insertRoom(opened.db, { name: 'Nach dem Wechsel' });

    // the old primary comes back on its own (a server of its own now); the promoted one is
    // made read-only under the pool's open connections: the next write fails 25006 …
    await primary.start();
    const admin = new pg.Client({ connectionString: standby.url });
    await admin.connect();
    try {
      await admin.query('ALTER SYSTEM SET default_transaction_read_only = on');
      await admin.query('SELECT pg_reload_conf()');
      // the backends take the reloaded setting when their signal arrives: the postmaster
      // signals them all at once, so the admin's own session reading it means the pool's
      // backends have theirs too
      await until('the reloaded setting to reach the backends', async () => {
        const shown = await admin.query<{ default_transaction_read_only: string }>(
          'SHOW default_transaction_read_only',
        );
        return shown.rows[0]!.default_transaction_read_only === 'on';
      });
    } finally {
      await admin.end();
    }
    const refused = await insertRoom(opened.db, { name: 'Abgelehnt' }).then(
      () => null,
      (err: unknown) => err,
    );
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect((refused as { cause?: { code?: string } }).cause?.code).toBe('25006');
    // … and the pool finds the writable server again
    await insertRoom(opened.db, { name: 'Wieder schreibbar' });
    expect(await serverPort(opened)).toBe(primary.port);
  }, 120_000);
});
