import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createMemoryMailTransport } from '../mail/transport';
import { testConfig, XHR } from '../test/app';
import { signIn } from '../test/auth';
import { createTestClock } from '../test/clock';
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from '../test/databases';
import { loggerOptions, maskUrl } from './logger';

describe('maskUrl', () => {
  it('masks every path segment holding an e-mail address, however it is encoded', () => {
    expect(maskUrl('/api/admin/blacklist/jane.doe@example.org')).toBe('/api/admin/blacklist/***');
    expect(maskUrl('/api/admin/blacklist/jane.doe%40example.org')).toBe('/api/admin/blacklist/***');
    expect(maskUrl('/api/x/jane%2540example.org/y')).toBe('/api/x/***/y');
    expect(maskUrl('/jane@example.org/%E0%A4%A')).toBe('/***/%E0%A4%A');
  });

  it('masks secret segments and drops query strings and fragments', () => {
    expect(maskUrl('/api/transactions/abc/tickets/1')).toBe('/api/transactions/***/tickets/1');
    expect(maskUrl('/api/owners/abc')).toBe('/api/owners/***');
    expect(maskUrl('/api/admin/blacklist?term=jane@example.org')).toBe('/api/admin/blacklist?…');
    expect(maskUrl('/api/rooms#jane@example.org')).toBe('/api/rooms?…');
    expect(maskUrl('/api/admin/rooms/12')).toBe('/api/admin/rooms/12');
    expect(maskUrl('/api/rooms?')).toBe('/api/rooms?');
  });
});

/** The production logger options, writing JSON lines into `lines`. */
function capturingLogger(lines: string[]) {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { ...(loggerOptions('debug') as object), stream };
}

describe.each(TEST_DRIVERS)('request logs on %s', (driver) => {
  const lines: string[] = [];
  let app: FastifyInstance;
  let database: TestDatabase;
  let admin: string;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    app = await buildApp({
      config: testConfig(),
      db: database.db,
      clock: createTestClock(),
      mail: createMemoryMailTransport(),
      logger: capturingLogger(lines),
    });
    await app.ready();
    admin = await signIn(app, database.db, 'ADMIN');
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('never show an e-mail address of a path, a query string or an unknown path', async () => {
    const headers = { ...XHR, cookie: admin };
    const added = await app.inject({
      method: 'POST',
      url: '/api/admin/blacklist',
      headers,
      payload: { email: 'jane.doe@example.org', expiredAt: '2031-01-01', description: 'x' },
    });
    expect(added.statusCode).toBe(201);
    lines.length = 0;
    for (const [method, url] of [
      ['GET', '/api/admin/blacklist/jane.doe@example.org'],
      ['GET', '/api/admin/blacklist/jane.doe%40example.org'],
      ['GET', '/api/admin/blacklist/jane.doe%2540example.org'],
      ['GET', '/api/admin/blacklist?term=jane.doe@example.org'],
      ['GET', '/api/admin/tickets?searchTerm=jane.doe%40example.org'],
      ['POST', '/unknown/jane.doe@example.org'],
      ['GET', '/api/unknown/jane.doe@example.org'],
      ['GET', '/api/admin/blacklist/jane.doe@example.org/%E0%A4%A'],
      ['DELETE', '/api/admin/blacklist/jane.doe@example.org'],
    ] as const) {
      const res = await app.inject({ method, url, headers });
      expect({ url, status: res.statusCode < 500 }).toEqual({ url, status: true });
    }
    const requests = lines
      .map((l) => JSON.parse(l) as { msg: string; req?: { url: string } })
      .filter((l) => l.msg === 'incoming request');
    expect(requests.length).toBe(9);
    expect(requests.map((l) => l.req?.url)).toEqual(
      expect.arrayContaining([
        '/api/admin/blacklist/***',
        '/api/admin/blacklist?…',
        '/unknown/***',
        '/api/admin/blacklist/***/%E0%A4%A',
      ]),
    );
    for (const line of lines) {
      expect(line).not.toMatch(/jane|example\.org|%40|@/i);
    }
    // The DELETE did run: the masking is not hiding a request that never reached the route.
    const gone = await app.inject({
      url: '/api/admin/blacklist/jane.doe@example.org',
      headers,
    });
    expect(gone.statusCode).toBe(404);
  });
});
