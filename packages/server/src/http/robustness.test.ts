import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, XHR, type TestApp } from '../test/app';
import { signIn } from '../test/auth';
import { TEST_DRIVERS } from '../test/databases';
import { insertRoom, insertTimeSlot } from '../test/factories';

/** Path parameter values no route should choke on. */
const BAD_PARAMS = [
  '0',
  '-1',
  'abc',
  '1.5',
  '99999999999999999999',
  '%00',
  '%E2%80%AE',
  'x'.repeat(190),
  "1'--",
];
/** Bodies of every shape: wrong types, wrong structure, hostile strings. */
const BAD_BODIES: unknown[] = [
  {},
  [],
  'text',
  42,
  null,
  { id: 'x', version: -1, name: ['a'], email: { $ne: null }, date: '2030-02-30', capacity: 1e309 },
  {
    startTime: '25:61',
    endTime: 'noon',
    startDate: 'tomorrow',
    daysOfWeek: 'MONDAY',
    capacity: '10',
  },
  {
    firstName: 'x'.repeat(10_000),
    lastName: '\u0000',
    email: 'a@b',
    language: 'xx',
    accessibility: 'yes',
  },
  { __proto__: { admin: true }, constructor: { prototype: { x: 1 } } },
];
/** Query strings that break parsing or limits. */
const BAD_QUERIES = [
  '?limit=abc&offset=-3&sort=;DROP TABLE rooms',
  '?fromDate=2030-13-45&untilDate=yesterday&status=WHATEVER',
  '?ids=1,,x&roomId=NaN&timeSlotId=1e99',
  `?searchTerm=${'%25'.repeat(300)}&term=%00`,
];

/**
 * Bad input of any shape gets a 4xx with the error body, never a 500 (DESIGN.md §6): every
 * operation of the published OpenAPI document is called with hostile parameters, query
 * strings and bodies, signed in as an admin, so the guards let the input through to the
 * validation.
 */
describe.each(TEST_DRIVERS)('every API operation with hostile input on %s', (driver) => {
  let t: TestApp;
  let admin: string;
  let operations: Array<{ method: string; path: string }>;
  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = await signIn(t.app, t.database.db, 'ADMIN');
    const room = await insertRoom(t.database.db);
    await insertTimeSlot(t.database.db, { roomId: room.id, date: '2030-03-06' });
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    operations = Object.entries(doc.paths)
      .flatMap(([path, ops]) =>
        Object.keys(ops)
          .filter((m) => ['get', 'post', 'put', 'delete'].includes(m))
          .map((method) => ({ method: method.toUpperCase(), path })),
      )
      // signing out would end the session the other calls need to reach their validation
      .filter((o) => o.path !== '/api/auth/logout');
  });
  afterAll(async () => t.close());

  const check = async (
    method: string,
    url: string,
    payload?: unknown,
    contentType = 'application/json',
  ) => {
    const res = await t.app.inject({
      method: method as 'GET',
      url,
      headers: {
        ...XHR,
        cookie: admin,
        ...(payload === undefined ? {} : { 'content-type': contentType }),
      },
      ...(payload === undefined
        ? {}
        : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
    });
    expect({ method, url, status: res.statusCode < 500 }).toEqual({ method, url, status: true });
    if (res.statusCode >= 400) {
      const body = res.json<{ error?: unknown; payload?: unknown }>();
      expect(typeof body.error, `${method} ${url}: ${res.body}`).toBe('string');
      if (body.payload !== undefined) expect(Array.isArray(body.payload)).toBe(true);
    }
  };

  it('covers the whole API', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  /** The hostile calls must have run signed in, or the admin routes only said 401. */
  const expectStillSignedIn = async () =>
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: admin } }))
        .statusCode,
    ).toBe(200);

  it('never answers 5xx to hostile path parameters and query strings', async () => {
    for (const { method, path } of operations) {
      for (const value of BAD_PARAMS) await check(method, path.replace(/\{[^}]+\}/g, value));
      for (const query of BAD_QUERIES)
        await check(method, `${path.replace(/\{[^}]+\}/g, '1')}${query}`);
    }
  });

  it('never answers 5xx to hostile bodies, malformed JSON or a wrong content type', async () => {
    for (const { method, path } of operations.filter(
      (o) => o.method === 'POST' || o.method === 'PUT',
    )) {
      const url = path.replace(/\{[^}]+\}/g, '1');
      for (const body of BAD_BODIES) await check(method, url, body);
      await check(method, url, '{"unterminated": ');
      await check(method, url, 'a=1&b=2', 'application/x-www-form-urlencoded');
      await check(
        method,
        url,
        '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc',
        'multipart/form-data; boundary=x',
      );
    }
    await expectStillSignedIn();
  });

  it('refuses a NUL character in an otherwise valid body, query or path with the field named', async () => {
    const note = await t.app.inject({
      method: 'POST',
      url: '/api/admin/blacklist',
      headers: { ...XHR, cookie: admin },
      payload: { email: 'nul@example.org', expiredAt: '2031-01-01', description: 'a\u0000b' },
    });
    expect(note.statusCode).toBe(400);
    expect(note.json()).toEqual({ error: 'validation__error', payload: ['body.description'] });
    const query = await t.app.inject({
      method: 'GET',
      url: '/api/admin/blacklist?term=a%00b',
      headers: { cookie: admin },
    });
    expect(query.json()).toEqual({ error: 'validation__error', payload: ['querystring.term'] });
    const path = await t.app.inject({ method: 'GET', url: '/api/owners/abc%00/tickets' });
    expect(path.json()).toEqual({ error: 'validation__error', payload: ['params.ownerId'] });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/blacklist/nul@example.org',
          headers: { cookie: admin },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('answers a truncated upload with 400 naming the file field', async () => {
    for (const [method, url, field] of [
      ['PUT', '/api/admin/rooms/1/image', 'image'],
      ['POST', '/api/admin/holidays/ical', 'file'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: { ...XHR, cookie: admin, 'content-type': 'multipart/form-data; boundary=x' },
        payload: `--x\r\nContent-Disposition: form-data; name="${field}"; filename="a"\r\n\r\nabc`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'validation__error', payload: [field] });
    }
  });
});
