import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, XHR, type TestApp } from '../test/app';
import { signIn } from '../test/auth';
import { PREFERRED_ENGINE } from '../test/databases';

const DENIED = { error: 'http__access_denied_exception' };

/**
 * On one engine (PREFERRED_ENGINE): the subject is the HTTP layer's guards — which routes
 * answer 401/403 to whom, CSRF by header and origin on every spelling of a path. The session
 * behind a cookie is one plain lookup; sessions as stored run on both engines in
 * modules/auth/routes.test.ts, and what each route does in the database in its module's tests.
 */
describe.each(PREFERRED_ENGINE)('access guards on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => t.close());

  /** `/api/admin/rooms/:id/timeslots/:timeSlotId` → `/api/admin/rooms/1/timeslots/1` */
  const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '1').replace(/\*$/, 'x');
  const routes = () =>
    t.app.adminRoutes.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS');
  const hit = (route: { method: string; url: string }, cookie?: string) =>
    t.app.inject({
      method: route.method as 'GET',
      url: concrete(route.url),
      headers: { ...XHR, ...(cookie ? { cookie } : {}) },
      payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
    });

  it('knows the admin routes it guards, the staff accounts among them', () => {
    const urls = t.app.adminRoutes.map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'GET /api/admin/users',
        'POST /api/admin/users',
        'PUT /api/admin/users/:id',
        'DELETE /api/admin/users/:id',
      ]),
    );
    expect(t.app.adminRoutes.every((r) => r.url.startsWith('/api/admin'))).toBe(true);
  });

  it('answers every /api/admin route with 401 and the error body without a session', async () => {
    for (const route of routes()) {
      const res = await hit(route);
      expect({ route, status: res.statusCode, body: res.json() }).toEqual({
        route,
        status: 401,
        body: DENIED,
      });
    }
  });

  it('answers every /api/admin route with 401 for an unknown session cookie', async () => {
    for (const route of routes()) {
      const res = await hit(route, 'lesesaal_session=AAAAAAAAAAAAAAAAAAAAAA');
      expect({ route, status: res.statusCode }).toEqual({ route, status: 401 });
    }
  });

  it('answers every admin-only route with 403 for the REPORTS role', async () => {
    const reports = await signIn(t.app, t.database.db, 'REPORTS');
    for (const route of routes().filter((r) => !r.roles.includes('REPORTS'))) {
      const res = await hit(route, reports);
      expect({ route, status: res.statusCode, body: res.json() }).toEqual({
        route,
        status: 403,
        body: DENIED,
      });
    }
  });

  it('lets the REPORTS role past the guard on the routes that allow it', async () => {
    const reports = await signIn(t.app, t.database.db, 'REPORTS');
    for (const route of routes().filter((r) => r.roles.includes('REPORTS'))) {
      const res = await hit(route, reports);
      expect({ route, denied: res.statusCode === 401 || res.statusCode === 403 }).toEqual({
        route,
        denied: false,
      });
    }
  });

  it('lets an admin past the guard on every admin route', async () => {
    const admin = await signIn(t.app, t.database.db, 'ADMIN');
    for (const route of routes()) {
      // It could delete the account this test signed in with; the guard is what matters here.
      if (route.method === 'DELETE' && route.url === '/api/admin/users/:id') continue;
      const res = await hit(route, admin);
      expect({ route, denied: res.statusCode === 401 || res.statusCode === 403 }).toEqual({
        route,
        denied: false,
      });
    }
  });

  it('refuses state-changing calls without the XHR header (CSRF)', async () => {
    const admin = await signIn(t.app, t.database.db, 'ADMIN');
    for (const [method, url] of [
      ['POST', '/api/auth/login'],
      ['POST', '/api/auth/logout'],
      ['POST', '/api/admin/users'],
      ['PUT', '/api/admin/users/1'],
      ['DELETE', '/api/admin/users/1'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: { cookie: admin },
        payload: method === 'DELETE' ? undefined : {},
      });
      expect({ method, url, status: res.statusCode, body: res.json() }).toEqual({
        method,
        url,
        status: 403,
        body: DENIED,
      });
    }
    // Reads need no header.
    expect(
      (await t.app.inject({ url: '/api/admin/users', headers: { cookie: admin } })).statusCode,
    ).toBe(200);
  });

  it('refuses state-changing calls from a foreign origin (CSRF), and accepts our own', async () => {
    const login = (origin: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { ...XHR, origin },
        payload: { email: 'a@b.at', password: 'wrong-password' },
      });
    for (const origin of ['https://evil.example', 'http://localhost:3000.evil.example', 'null']) {
      const res = await login(origin);
      expect({ origin, status: res.statusCode, body: res.json() }).toEqual({
        origin,
        status: 403,
        body: DENIED,
      });
    }
    expect((await login('http://localhost:3000')).statusCode).toBe(401);
  });

  /** Spellings of `/api/admin/rooms` a router may or may not decode, fold or normalise. */
  const ROOM_PATH_VARIANTS = [
    '/%61pi/admin/rooms',
    '/%61%70%69/%61dmin/room%73',
    '/api/%61dmin/rooms',
    '/%2561pi/admin/rooms',
    '/API/admin/rooms',
    '/api/ADMIN/rooms',
    '/Api/Admin/Rooms',
    '//api/admin/rooms',
    '/api//admin/rooms',
    '/api/admin//rooms',
    '/api/admin/rooms/',
    '/api/admin/rooms.',
    '/api/admin/rooms/.',
    '/api/admin/./rooms',
    '/./api/admin/rooms',
    '/api/x/../admin/rooms',
    '/api%2fadmin%2frooms',
    '/api/admin/rooms%2f',
    '/api/admin/rooms;x=1',
    '/api/admin/rooms?x=1',
    '/api/admin/rooms#x',
    '/api/admin/rooms%20',
    '/api/admin/rooms%00',
    '/%2e/api/admin/rooms',
  ];
  const validRoom = {
    name: 'CSRF-Raum',
    description: 'darf nie entstehen',
    capacity: 3,
    openStart: { type: 'DAY', value: 1 },
    openEnd: { type: 'DAY', value: 30 },
  };
  const roomCount = async (admin: string) =>
    (await t.app.inject({ url: '/api/admin/rooms?limit=999', headers: { cookie: admin } })).json<{
      totalCount: number;
    }>().totalCount;

  it('decides CSRF on the routed path: no spelling of an admin path changes state without the XHR header or from a foreign origin', async () => {
    const admin = await signIn(t.app, t.database.db, 'ADMIN');
    const before = await roomCount(admin);
    const foreign = { cookie: admin, origin: 'https://evil.example' };
    for (const [name, headers] of [
      ['no XHR header', { cookie: admin }],
      ['no XHR header, foreign origin', foreign],
      ['XHR header, foreign origin', { ...foreign, ...XHR }],
    ] as const) {
      for (const url of ROOM_PATH_VARIANTS) {
        for (const [contentType, payload] of [
          ['application/json', JSON.stringify(validRoom)],
          ['text/plain', JSON.stringify(validRoom)],
          ['application/x-www-form-urlencoded', 'name=CSRF-Raum&capacity=3'],
        ] as const) {
          const res = await t.app.inject({
            method: 'POST',
            url,
            headers: { ...headers, 'content-type': contentType },
            payload,
          });
          // refused (403) or unknown to the router (404) — and in the error body either way
          expect({ name, url, contentType, status: res.statusCode, body: res.json() }).toEqual({
            name,
            url,
            contentType,
            status: res.statusCode === 404 ? 404 : 403,
            body: res.statusCode === 404 ? { error: 'not_found', payload: ['path'] } : DENIED,
          });
        }
      }
    }
    // The iCal import, as a cross-site form would post it (multipart, no custom header).
    for (const url of ['/%61pi/admin/holidays/ical', '/api/admin/holidays/ical']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: {
          cookie: admin,
          origin: 'https://evil.example',
          'content-type': 'multipart/form-data; boundary=x',
        },
        payload:
          '--x\r\nContent-Disposition: form-data; name="file"; filename="h.ics"\r\n' +
          'Content-Type: text/calendar\r\n\r\nBEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n--x--\r\n',
      });
      expect({ url, status: res.statusCode, body: res.json() }).toEqual({
        url,
        status: 403,
        body: DENIED,
      });
    }
    for (const [method, url] of [
      ['PUT', '/%61pi/admin/rooms/1'],
      ['DELETE', '/%61pi/admin/rooms/1'],
      ['DELETE', '/%61pi/admin/users/1'],
      ['PATCH', '/%61pi/admin/rooms/1'],
      ['POST', '/%61pi/auth/logout'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: foreign });
      expect({ method, url, status: res.statusCode }).toEqual({ method, url, status: 403 });
    }
    expect(await roomCount(admin)).toBe(before);
    // Still signed in: the logout above was refused too.
    expect(
      (await t.app.inject({ url: '/api/auth/me', headers: { cookie: admin } })).statusCode,
    ).toBe(200);

    // The same spellings from our own page: those the router resolves to the route reach
    // it (so the refusals above were the CSRF check), the others are 404 in the error body
    // (400 for the NUL character the catch-all's path parameter refuses).
    const own = { cookie: admin, ...XHR, origin: 'http://localhost:3000' };
    let created = 0;
    for (const url of ROOM_PATH_VARIANTS) {
      const res = await t.app.inject({ method: 'POST', url, headers: own, payload: validRoom });
      if (res.statusCode === 201) created++;
      else
        expect({ url, status: res.statusCode, body: res.json() }).toEqual({
          url,
          status: url.includes('%00') ? 400 : 404,
          body: url.includes('%00')
            ? { error: 'validation__error', payload: ['params.*'] }
            : { error: 'not_found', payload: ['path'] },
        });
    }
    expect(created).toBeGreaterThanOrEqual(4);
    expect(await roomCount(admin)).toBe(before + created);
  });

  it('guards every spelling of an admin path the router resolves (401 without a session)', async () => {
    let denied = 0;
    for (const url of ROOM_PATH_VARIANTS) {
      const res = await t.app.inject({ url });
      // Paths outside /api (`/API/…`) are the web app's deep links: its page, no data.
      const answer = String(res.headers['content-type']).startsWith('text/html')
        ? 'page'
        : res.json<{ error: string }>().error;
      if (answer === DENIED.error) denied++;
      expect({ url, answer }).toEqual({
        url,
        answer: expect.toBeOneOf(['page', DENIED.error, 'not_found', 'validation__error']),
      });
    }
    expect(denied).toBeGreaterThanOrEqual(4);
  });
});
