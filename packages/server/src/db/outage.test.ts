import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { startJobs } from '../jobs/start-jobs';
import { createMemoryMailTransport } from '../mail/transport';
import { testConfig, XHR } from '../test/app';
import { createTestClock } from '../test/clock';
import { createTestDatabase, type TestDatabase } from '../test/databases';
import { insertRoom, insertTimeSlot } from '../test/factories';
import { startTcpProxy, unusedPort, type TcpProxy } from '../test/tcp-proxy';
import { connectPostgres, type Database } from './client';

const SERVER_ENTRY = fileURLToPath(new URL('../server.ts', import.meta.url));

/** `YYYY-MM-DD` ten days from today in Vienna: inside the default booking window. */
function bookableDate(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 10);
  return date.toISOString().slice(0, 10);
}

async function until(what: string, check: () => Promise<boolean>, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// Real connections lost and refused: PostgreSQL only (PGlite has no connections to lose).
// Only this test's own database's backends are terminated, and only connections through
// the test's relay are cut: the PostgreSQL server itself keeps running.
describe.skipIf(!process.env.TEST_DATABASE_URL)('database faults on PostgreSQL', () => {
  let database: TestDatabase | undefined;
  let proxy: TcpProxy | undefined;
  let app: FastifyInstance | undefined;
  let viaProxy: Database | undefined;
  let child: ChildProcess | undefined;
  let dataDir: string | undefined;
  afterEach(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    child = undefined;
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    await app?.close();
    app = undefined;
    await viaProxy?.close();
    viaProxy = undefined;
    await proxy?.close();
    await database?.close();
  });

  it('survives its backends terminated while a hold waits for a lock: that request 503, the process alive, the next one 201', async () => {
    database = await createTestDatabase('postgres', 2);
    const room = await insertRoom(database.db);
    const slot = await insertTimeSlot(database.db, { roomId: room.id, date: bookableDate() });
    const port = await unusedPort();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'lesesaal-outage-'));
    let log = '';
    child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        ADMIN_EMAIL: 'admin@archive.test',
        ADMIN_PASSWORD: 'outage-test-password-1',
        JOBS_ENABLED: 'false',
        LOG_LEVEL: 'warn',
        BOT_PROTECTION: 'off',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const url = `http://127.0.0.1:${port}`;
    await until(
      'the server to be ready',
      async () => {
        if (child!.exitCode !== null) throw new Error(`server exited:\n${log}`);
        return fetch(`${url}/readyz`).then(
          (r) => r.ok,
          () => false,
        );
      },
      90_000,
    );
    const hold = () =>
      fetch(`${url}/api/transactions`, {
        method: 'POST',
        headers: { ...XHR, 'content-type': 'application/json' },
        body: JSON.stringify({ timeSlotId: slot.id }),
      });

    // the test holds the slot row: the server's hold waits for it in its transaction
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    const blocker = new pg.Client({ connectionString: database.url });
    await blocker.connect();
    try {
      await blocker.query('BEGIN');
      await blocker.query('SELECT id FROM time_slots WHERE id = $1 FOR UPDATE', [slot.id]);
      const blockerPid = (await blocker.query<{ pid: number }>('SELECT pg_backend_pid() AS pid'))
        .rows[0]!.pid;
      const inFlight = hold();
      await until('the hold to wait for the slot lock', async () => {
        const waiting = await admin.query(
          `SELECT 1 FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        return waiting.rowCount! > 0;
      });
      // every backend of this database but the test's own two: the server's pool
      const terminated = await admin.query<{ done: boolean }>(
        `SELECT pg_terminate_backend(pid) AS done FROM pg_stat_activity
          WHERE datname = current_database() AND pid NOT IN (pg_backend_pid(), $1)`,
        [blockerPid],
      );
      expect(terminated.rows.length).toBeGreaterThan(0);
      const answer = await inFlight;
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('5');
      expect(await answer.json()).toEqual({ error: 'service_unavailable' });
      await blocker.query('ROLLBACK');
    } finally {
      await blocker.end();
      await admin.end();
    }

    // the process said what happened, lives on, and the pool connects anew: the next
    // request is answered
    await until('the lost connection to be logged', async () => {
      if (child!.exitCode !== null) throw new Error(`server exited:\n${log}`);
      return log.includes('database connection lost');
    });
    const next = await hold();
    expect(next.status, log).toBe(201);
    expect(child.exitCode, log).toBeNull();
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
  }, 150_000);

  it('answers 503 while the database is out of reach and serves again when it is back, /readyz following, no restart', async () => {
    database = await createTestDatabase('postgres', 2);
    const target = new URL(database.url!);
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    const relayed = new URL(database.url!);
    relayed.hostname = '127.0.0.1';
    relayed.port = String(proxy.port);
    viaProxy = connectPostgres(relayed.toString(), { poolSize: 3, connectTimeoutMs: 2_000 });
    app = await buildApp({
      config: testConfig(),
      db: viaProxy.db,
      ping: viaProxy.ping,
      clock: createTestClock(),
      mail: createMemoryMailTransport(),
    });
    expect((await app.inject({ url: '/api/rooms' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);

    await proxy.cut();
    const started = Date.now();
    const down = await app.inject({ url: '/api/rooms' });
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    expect(down.json()).toEqual({ error: 'service_unavailable' });
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(503);

    await proxy.restore();
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/rooms' })).statusCode).toBe(200);
  }, 60_000);

  it('lets the background jobs pause while the database is out of reach and resume by themselves', async () => {
    database = await createTestDatabase('postgres', 2);
    const target = new URL(database.url!);
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    const relayed = new URL(database.url!);
    relayed.hostname = '127.0.0.1';
    relayed.port = String(proxy.port);
    viaProxy = connectPostgres(relayed.toString(), { poolSize: 3, connectTimeoutMs: 2_000 });
    await proxy.cut();
    const lines: Array<{ level: string; job?: string }> = [];
    const at = (level: string) => (obj: unknown) => {
      lines.push({ level, job: (obj as { job?: string }).job });
    };
    const jobs = startJobs({
      config: testConfig(),
      db: viaProxy.db,
      mail: createMemoryMailTransport(),
      log: { info: at('info'), warn: at('warn'), error: at('error') },
      clock: createTestClock(),
    });
    try {
      await until('the outbox to pause', async () =>
        lines.some((l) => l.level === 'warn' && l.job === 'outbox'),
      );
      await proxy.restore();
      // the outbox runs every 2 s: its next run finds the database again
      await until('the outbox to resume', async () =>
        lines.some((l) => l.level === 'info' && l.job === 'outbox'),
      );
    } finally {
      await jobs.stop();
    }
    expect(lines.filter((l) => l.level === 'error')).toEqual([]);
  }, 60_000);
});
