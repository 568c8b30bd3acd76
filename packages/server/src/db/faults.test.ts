import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { startJobs } from '../jobs/start-jobs';
import { createMemoryMailTransport } from '../mail/transport';
import { AppError } from '../http/app-error';
import { testConfig } from '../test/app';
import { createTestClock } from '../test/clock';
import { unusedPort } from '../test/tcp-proxy';
import { connectPostgres, type Database } from './client';
import { isDatabaseUnavailable } from './faults';

describe('which errors mean "the database is unreachable"', () => {
  it('knows a refused connection as node-postgres reports it', async () => {
    const client = new pg.Client({
      connectionString: `postgres://nobody@127.0.0.1:${await unusedPort()}/none`,
    });
    const err: unknown = await client.connect().then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).not.toBeNull();
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it('knows shutdown, recovery, read-only, disk-full and connection-class states, the driver messages, wrapped or aggregated', () => {
    const withCode = (code: string) => Object.assign(new Error(code), { code });
    for (const err of [
      withCode('57P01'),
      withCode('57P02'),
      withCode('57P03'),
      withCode('08006'),
      withCode('08001'),
      withCode('25006'),
      withCode('53300'),
      // PostgreSQL's and PGlite's "could not extend file …: No space left on device"
      withCode('53100'),
      withCode('ETIMEDOUT'),
      withCode('ECONNRESET'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Connection terminated due to connection timeout'),
      new Error('Client has encountered a connection error and is not queryable'),
      // drizzle wraps the driver's error as `cause`
      new Error('Failed query: select 1', { cause: withCode('57P01') }),
      new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], 'connect'),
    ]) {
      expect(isDatabaseUnavailable(err), String((err as Error).message)).toBe(true);
    }
  });

  it('leaves bad input, conflicts and bugs alone', () => {
    const withCode = (code: string) => Object.assign(new Error(code), { code });
    for (const err of [
      withCode('23505'),
      withCode('23P01'),
      withCode('22P02'),
      withCode('40P01'),
      withCode('42P01'),
      new Error('boom'),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      AppError.notFound('room'),
      new Error('Failed query: select 1', { cause: withCode('23505') }),
      null,
      'Connection terminated unexpectedly',
    ]) {
      expect(isDatabaseUnavailable(err), String(err)).toBe(false);
    }
  });
});

// The same pool settings as production (connectPostgres), pointed where nothing listens:
// no PostgreSQL server needed, so this runs everywhere.
describe('an instance whose database refuses connections', () => {
  let database: Database | undefined;
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    await database?.close();
  });

  async function appWithoutDatabase(): Promise<FastifyInstance> {
    database = connectPostgres(`postgres://lesesaal@127.0.0.1:${await unusedPort()}/lesesaal`, {
      poolSize: 2,
      connectTimeoutMs: 2_000,
    });
    app = await buildApp({
      config: testConfig(),
      db: database.db,
      ping: database.ping,
      clock: createTestClock(),
      mail: createMemoryMailTransport(),
    });
    return app;
  }

  it('answers 503 service_unavailable with Retry-After within a second, reads and writes, and /readyz 503', async () => {
    const built = await appWithoutDatabase();
    for (const request of [
      { method: 'GET' as const, url: '/api/rooms' },
      {
        method: 'POST' as const,
        url: '/api/transactions',
        headers: { 'x-requested-with': 'XMLHttpRequest' },
        payload: { timeSlotId: 1 },
      },
    ]) {
      const started = Date.now();
      const res = await built.inject(request);
      expect(Date.now() - started, request.url).toBeLessThan(1_000);
      expect(res.statusCode, request.url).toBe(503);
      expect(res.json()).toEqual({ error: 'service_unavailable' });
      expect(res.headers['retry-after']).toBe('5');
    }
    const ready = await built.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    // liveness stays: restarting the instance would not bring the database back
    expect((await built.inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  it('keeps the background jobs on their schedule, warning once per job instead of an error per run', async () => {
    await appWithoutDatabase();
    const lines: Array<{ level: string; job?: string; msg: string }> = [];
    const at =
      (level: string) =>
      (obj: unknown, msg?: string): void => {
        lines.push({ level, job: (obj as { job?: string }).job, msg: msg ?? '' });
      };
    // the schedule's timers on fake time; the refused connections arrive as real I/O
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    let jobs: ReturnType<typeof startJobs> | undefined;
    try {
      jobs = startJobs({
        config: testConfig(),
        db: database!.db,
        mail: createMemoryMailTransport(),
        log: { info: at('info'), warn: at('warn'), error: at('error') },
        clock: createTestClock(),
      });
      // every job that runs at start has failed once (each warned) …
      await vi.waitFor(() => expect(lines.filter((l) => l.level === 'warn')).toHaveLength(9), {
        timeout: 10_000,
      });
      // … then the outbox's schedule comes round again (every 2 s): a second failed run,
      // which stop() waits for
      await vi.advanceTimersByTimeAsync(4_500);
    } finally {
      await jobs?.stop();
      vi.useRealTimers();
    }
    expect(lines.filter((l) => l.level === 'error')).toEqual([]);
    const warnings = lines.filter((l) => l.level === 'warn');
    expect(warnings.filter((l) => l.job === 'outbox')).toHaveLength(1);
    expect(warnings[0]!.msg).toContain('database is unreachable');
    // every job that runs at start said it once: each reads the archives first (never read,
    // the database being away), the reminders too before they wait for REMINDER_TIME
    expect(new Set(warnings.map((l) => l.job))).toEqual(
      new Set([
        'outbox',
        'personal-data-erasure',
        'no-show-release',
        'waiting-list-offers',
        'visit-reminders',
        'housekeeping',
        'rate-limit-windows',
        'platform-housekeeping',
        'opening-draws',
      ]),
    );
  }, 15_000);
});
