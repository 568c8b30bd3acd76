import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@lesesaal/domain/errors';
import { createTestApp, XHR, type TestApp } from '../test/app';
import { signIn } from '../test/auth';
import { ONE_ENGINE } from '../test/databases';
import { insertRoom, insertTimeSlot } from '../test/factories';
import { documentedOperations } from '../test/openapi-operations';

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

/** Spellings of a path the router may decode, fold, normalise or refuse. */
const PATH_VARIANTS: Array<(path: string) => string> = [
  (p) => p.replace('/api/', '/%61pi/'),
  (p) => p.replace('/api/', '/%2561pi/'),
  (p) => p.replace('/api/', '/%61%70%69/'),
  (p) => p.toUpperCase(),
  (p) => p.replace('/api/', '/api//'),
  (p) => `/${p}`,
  (p) => `${p}/`,
  (p) => `${p}.`,
  (p) => `${p}%2f`,
  (p) => `${p}/%2e%2e`,
  (p) => `${p}/../x`,
  (p) => `${p};a=1`,
  (p) => `${p}%00`,
  (p) => `${p}%`,
  (p) => `${p}%zz`,
  (p) => `${p}%E0%A4%A`,
  (p) => `${p}/x/y`,
  (p) => `/${p.slice(1).replace(/\//g, '%2f')}`,
];
/** Content types a client may send with `{}`. */
const ODD_CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'application/json; charset=iso-8859-1',
  'APPLICATION/JSON',
  'application/json-patch+json',
  'application/vnd.api+json',
  'application/json, text/plain',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/x-www-form-urlencoded',
  'text/calendar',
  'image/png',
  ';;;',
];
/** Bodies sent as `application/json` that are no JSON or JSON nobody expects. */
const MALFORMED_JSON = [
  '',
  ' ',
  '{',
  '{"a":1}}',
  "{'a':1}",
  'nul',
  'NaN',
  '\uFEFF{}',
  '{"a":"\\ud800"}',
  '1e999999',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`,
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
];
/** Spellings of 1 (or of no id) that an integer parameter must refuse. */
const ID_SHAPES = [
  '%201',
  '1%20',
  '%091',
  '+1',
  '%2B1',
  '1e0',
  '0x1',
  '0b1',
  '0o1',
  '01',
  '001',
  '1.0',
  '1.',
  '-0',
  '-1',
  '1_0',
  '%D9%A1',
  '%EF%BC%91',
  '1,2',
  'Infinity',
  'NaN',
  '2147483648',
  '99999999999',
];
/** The source of a `wireIntegerPattern` (digits, ranges and `\d` in alternatives). */
const NUMBER_RANGE = /^\^\(\?:(?:[0-9[\]|{}-]|\\d)+\)\$$/;
/** `ids=` lists an id list must refuse. */
const ID_LIST_SHAPES = ['1,%202', '%2B1', '1e0', '0x1', '01', '1,,2', '1,', ',1', '1;2', '1%2C%20'];

/**
 * The body of a 4xx must be the spec's `{ error, payload? }` and nothing else: a known error
 * code, payload a list of strings.
 */
function expectErrorBody(label: string, res: LightMyRequestResponse): void {
  if (res.statusCode < 400 || res.statusCode >= 500) return;
  let body: unknown;
  try {
    body = res.json();
  } catch {
    body = res.body;
  }
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  expect({
    label,
    body,
    shape:
      typeof body === 'object' &&
      body !== null &&
      Object.keys(b).every((k) => k === 'error' || k === 'payload') &&
      (ERROR_CODES as readonly unknown[]).includes(b.error) &&
      (b.payload === undefined ||
        (Array.isArray(b.payload) &&
          b.payload.length > 0 &&
          b.payload.every((p) => typeof p === 'string'))),
  }).toEqual({ label, body, shape: true });
}

/**
 * Bad input of any shape gets a 4xx with the error body, never a 500: every
 * operation of the published OpenAPI document is called with hostile parameters, query
 * strings and bodies, signed in as an admin, so the guards let the input through to the
 * validation.
 *
 * On one engine (ONE_ENGINE): the subject is the HTTP layer — validation, the router, the
 * error handler — which answers before or without the database; input that passes
 * validation runs the same SQL on both engines, proved there by each module's route tests.
 * Both engines took ~70 s together; one halves it.
 */
/** The sign-out calls (local and directory): a hostile call to them would end the test's session. */
const SIGN_OUT_PATHS = new Set(['/api/auth/logout', '/api/auth/oidc/logout']);

describe.each(ONE_ENGINE)('every API operation with hostile input on %s', (driver) => {
  let t: TestApp;
  let admin: string;
  let operations: Array<{ method: string; path: string }>;
  /** every operation of the document, PATCH ones too */
  let documented: Array<{ method: string; path: string }>;
  /** Path and query parameters whose schema is a whole number (ids, positions, paging). */
  let integerParams: Array<{ method: string; path: string; in: 'path' | 'query'; name: string }>;
  /** Operations taking an `ids` list. */
  let idListOperations: Array<{ method: string; path: string }>;
  beforeAll(async () => {
    // the hostile inputs reach every visitor route from one address: the owner link's and
    // the group manage link's cancellations share one per-address limit, which these tests
    // of the input's form would use up (the limits have tests of their own)
    t = await createTestApp(driver, { env: { VISITOR_LIMIT_CANCELLATIONS: '1000000' } });
    admin = await signIn(t.app, t.database.db, 'ADMIN');
    const room = await insertRoom(t.database.db);
    await insertTimeSlot(t.database.db, { roomId: room.id, date: '2030-03-06' });
    const all = await documentedOperations(t.app);
    const parameters = all.flatMap(({ method, path, parameters }) =>
      parameters.map((p) => ({ method, path, ...p })),
    );
    integerParams = parameters
      .filter((p) => p.schema.pattern !== undefined && NUMBER_RANGE.test(p.schema.pattern))
      .filter((p) => p.in === 'path' || p.in === 'query')
      .map((p) => ({ method: p.method, path: p.path, in: p.in as 'path' | 'query', name: p.name }));
    idListOperations = parameters
      .filter((p) => p.in === 'query' && p.name === 'ids')
      .map(({ method, path }) => ({ method, path }));
    documented = all.map(({ method, path }) => ({ method, path }));
    operations = documented
      .filter((o) => ['GET', 'POST', 'PUT', 'DELETE'].includes(o.method))
      // signing out would end the session the other calls need to reach their validation
      .filter((o) => !SIGN_OUT_PATHS.has(o.path));
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
    // a HEAD answer has no body
    if (method !== 'HEAD') expectErrorBody(`${method} ${url} (${contentType})`, res);
    return res;
  };

  it('covers the whole API, and only its operations', async () => {
    expect(operations.length).toBeGreaterThan(50);
    // the catch-all for unknown /api paths is no operation
    expect(operations.filter((o) => o.path.includes('*'))).toEqual([]);
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
  it('answers every spelling of every path below 500, each 4xx in the error body', async () => {
    for (const { method, path } of operations) {
      // `x` for every parameter: integer ones fail validation, so nothing is changed
      const url = path.replace(/\{[^}]+\}/g, 'x');
      for (const variant of PATH_VARIANTS) await check(method, variant(url));
    }
    await expectStillSignedIn();
  });

  it('answers a method a path does not have with 405 and Allow, an unknown path with 404 not_found', async () => {
    const methodsOf = new Map<string, Set<string>>();
    for (const { method, path } of documented)
      methodsOf.set(path, (methodsOf.get(path) ?? new Set()).add(method));
    /** The Allow header of a path: its methods, HEAD with GET. */
    const allowOf = (methods: Set<string>) =>
      [...methods, ...(methods.has('GET') ? ['HEAD'] : [])].sort().join(', ');
    let checked = 0;
    for (const [path, methods] of methodsOf) {
      if (SIGN_OUT_PATHS.has(path)) continue;
      // `x` for every parameter: no static path segment is spelt so
      const url = path.replace(/\{[^}]+\}/g, 'x');
      for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'].filter(
        (m) => !methods.has(m),
      )) {
        const res = await check(method, url);
        expect({
          method,
          url,
          status: res.statusCode,
          allow: res.headers.allow,
          body: res.json(),
        }).toEqual({
          method,
          url,
          status: 405,
          allow: allowOf(methods),
          body: { error: 'method_not_allowed' },
        });
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
    // the capacity path is not `…/timeslots/{timeSlotId}` with the id "capacity"
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const res = await check(method, '/api/admin/rooms/1/timeslots/capacity');
      expect({ method, status: res.statusCode, allow: res.headers.allow }).toEqual({
        method,
        status: 405,
        allow: 'POST',
      });
    }
    // an encoded slash is part of its segment: not the capacity path asked for above (the
    // answers are kept per path, and this path must not find the capacity path's)
    const encoded = await check('PUT', '/api/admin/rooms/1/timeslots%2Fcapacity');
    expect({ status: encoded.statusCode, allow: encoded.headers.allow }).toEqual({
      status: 404,
      allow: undefined,
    });
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const res = await check(method, '/api/admin/rooms/1/timeslots/abc');
      expect({ method, status: res.statusCode, body: res.json() }).toEqual({
        method,
        status: 400,
        body: { error: 'validation__error', payload: ['params.timeSlotId'] },
      });
    }
    // also before the guard: the path and its methods are public in the document
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/rooms/1/timeslots/capacity',
      headers: XHR,
    });
    expect(anonymous.statusCode).toBe(405);
    for (const [method, url, allow] of [
      ['PATCH', '/metrics', 'GET, HEAD'],
      ['OPTIONS', '/api/admin/rooms', 'GET, HEAD, POST'],
      ['PUT', '/admin', 'GET, HEAD'],
    ] as const) {
      const res = await check(method, url);
      expect({ method, url, status: res.statusCode, allow: res.headers.allow }).toEqual({
        method,
        url,
        status: 405,
        allow,
      });
    }
    for (const [method, url] of [
      ['GET', '/api/nothing'],
      ['POST', '/api/nothing'],
      ['HEAD', '/api/nothing'],
      ['POST', '/nothing'],
      ['PUT', '/admin/x'],
      ['DELETE', '/'],
      ['OPTIONS', '/'],
    ] as const) {
      const res = await check(method, url);
      expect({ method, url, status: res.statusCode }).toEqual({ method, url, status: 404 });
      if (method !== 'HEAD') expect(res.json()).toEqual({ error: 'not_found', payload: ['path'] });
    }
    // A percent-escape that decodes to nothing: 400, not Fastify's own body.
    expect((await check('GET', '/api/rooms/%E0%A4%A')).json()).toEqual({
      error: 'validation__error',
      payload: ['path'],
    });
  });

  it('answers HEAD wherever GET is answered, with the same status and no body', async () => {
    const gets = operations.filter((o) => o.method === 'GET');
    expect(gets.length).toBeGreaterThan(30);
    for (const { path } of gets) {
      const url = path.replace(/\{[^}]+\}/g, '1');
      const get = await check('GET', url);
      const head = await check('HEAD', url);
      expect({ url, status: head.statusCode, body: head.body }).toEqual({
        url,
        status: get.statusCode,
        body: '',
      });
    }
  });

  it('answers odd content types, malformed, empty and oversized JSON with a 4xx in the error body', async () => {
    const writes = operations.filter((o) => o.method === 'POST' || o.method === 'PUT');
    expect(writes.length).toBeGreaterThan(15);
    const big = JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 1) });
    for (const { method, path } of writes) {
      const url = path.replace(/\{[^}]+\}/g, '1');
      for (const contentType of ODD_CONTENT_TYPES) await check(method, url, '{}', contentType);
      for (const body of MALFORMED_JSON) await check(method, url, body);
      const empty = await check(method, url, '');
      expect({ method, url, status: empty.statusCode }).toEqual({
        method,
        url,
        status: expect.toBeOneOf([400, 404, 409, 415]),
      });
      const tooBig = await check(method, url, big);
      expect({ method, url, status: tooBig.statusCode, body: tooBig.json() }).toEqual({
        method,
        url,
        status: 413,
        body: { error: 'payload_too_large' },
      });
    }
    await expectStillSignedIn();
  });

  it('refuses every integer path or query parameter not spelt as plain digits, naming it', async () => {
    expect(integerParams.filter((p) => p.in === 'path').length).toBeGreaterThan(20);
    expect(integerParams.filter((p) => p.in === 'query').length).toBeGreaterThan(5);
    for (const param of integerParams) {
      const base = param.path.replace(/\{([^}]+)\}/g, (_m, name: string) =>
        param.in === 'path' && name === param.name ? '\u0000' : '1',
      );
      for (const shape of ID_SHAPES) {
        const url =
          param.in === 'path' ? base.replace('\u0000', shape) : `${base}?${param.name}=${shape}`;
        const res = await check(param.method, url);
        // the owner link's request limit (counted before validation) may cut the series short
        if (res.statusCode === 429) continue;
        const field = `${param.in === 'path' ? 'params' : 'querystring'}.${param.name}`;
        expect({
          url,
          status: res.statusCode,
          field: res.json<{ payload?: string[] }>().payload,
        }).toEqual({
          url,
          status: 400,
          field: expect.arrayContaining([field]),
        });
      }
    }
    for (const { method, path } of idListOperations) {
      const base = path.replace(/\{[^}]+\}/g, '1');
      for (const shape of ID_LIST_SHAPES) {
        const url = `${base}?ids=${shape}`;
        const res = await check(method, url);
        expect({ url, status: res.statusCode, body: res.json() }).toEqual({
          url,
          status: 400,
          body: { error: 'validation__error', payload: ['querystring.ids'] },
        });
      }
    }
    expect(idListOperations.length).toBeGreaterThanOrEqual(2);
  });
});
