import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createMemoryMailTransport } from '../mail/transport';
import { testConfig, XHR } from '../test/app';
import { signIn } from '../test/auth';
import { createTestClock } from '../test/clock';
import { createTestDatabase, PREFERRED_ENGINE, type TestDatabase } from '../test/databases';
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

  it('masks every path that carries a secret: cart, owner and waiting-list links, API and web', () => {
    const secret = 'Zq3xV9-secret_token';
    for (const [url, masked] of [
      [`/api/transactions/${secret}`, '/api/transactions/***'],
      [`/api/transactions/${secret}/touch`, '/api/transactions/***/touch'],
      [`/api/transactions/${secret}/booking`, '/api/transactions/***/booking'],
      [`/api/owners/${secret}/tickets?ids=1`, '/api/owners/***/tickets?…'],
      [`/api/owners/${secret}/tickets/4/units/9`, '/api/owners/***/tickets/4/units/9'],
      [`/reservation-confirmation/${secret}?lang=de`, '/reservation-confirmation/***?…'],
      [`/api/waiting-list/${secret}`, '/api/waiting-list/***'],
      [`/waitlist/${secret}?lang=en`, '/waitlist/***?…'],
      [`/waitlist/${secret}/leave?lang=de`, '/waitlist/***/leave?…'],
      [`/lesesaal/waitlist/${secret}`, '/lesesaal/waitlist/***'],
    ] as const) {
      expect(maskUrl(url), url).toBe(masked);
    }
    // the waiting list's join call and the staff's list carry no secret
    expect(maskUrl('/api/waiting-list')).toBe('/api/waiting-list');
    expect(maskUrl('/api/admin/rooms/1/timeslots/2/waiting-list')).toBe(
      '/api/admin/rooms/1/timeslots/2/waiting-list',
    );
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

/**
 * On one engine (PREFERRED_ENGINE): the subject is what the request log writes of a path — the
 * HTTP layer's logger, the same whatever the database; the database only answers the calls.
 */
describe.each(PREFERRED_ENGINE)('request logs on %s', (driver) => {
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

  it('leave out the probes (/healthz, /readyz, /metrics) below warn, and log the rest', async () => {
    lines.length = 0;
    for (const url of ['/healthz', '/readyz', '/metrics', '/api/rooms']) {
      const res = await app.inject({ url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
    }
    const logged = lines
      .map((l) => JSON.parse(l) as { msg: string; req?: { url: string } })
      .filter((l) => l.msg === 'incoming request')
      .map((l) => l.req?.url);
    expect(logged).toEqual(['/api/rooms']);
  });

  it('never show a cart id, owner id or waiting-list token of a path', async () => {
    const secret = 'Zq3xV9secretTOKEN0123456789';
    lines.length = 0;
    for (const [method, url] of [
      ['GET', `/api/transactions/${secret}`],
      ['PUT', `/api/transactions/${secret}/touch`],
      ['GET', `/api/owners/${secret}/tickets`],
      ['GET', `/api/waiting-list/${secret}`],
      ['DELETE', `/api/waiting-list/${secret}`],
      ['GET', `/reservation-confirmation/${secret}?lang=de`],
      ['GET', `/waitlist/${secret}?lang=de`],
      ['GET', `/waitlist/${secret}/leave?lang=en`],
    ] as const) {
      const res = await app.inject({ method, url, headers: XHR });
      expect({ url, status: res.statusCode < 500 }).toEqual({ url, status: true });
    }
    const requests = lines
      .map((l) => JSON.parse(l) as { msg: string; req?: { url: string } })
      .filter((l) => l.msg === 'incoming request');
    expect(requests.map((l) => l.req?.url)).toEqual([
      '/api/transactions/***',
      '/api/transactions/***/touch',
      '/api/owners/***/tickets',
      '/api/waiting-list/***',
      '/api/waiting-list/***',
      '/reservation-confirmation/***?…',
      '/waitlist/***?…',
      '/waitlist/***/leave?…',
    ]);
    for (const line of lines) expect(line).not.toContain(secret);
  });
});
