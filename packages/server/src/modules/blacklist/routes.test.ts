import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { blacklist } from '../../db/schema/index';
import { createTestApp, XHR, type TestApp } from '../../test/app';
import { signIn } from '../../test/auth';
import { cartApi } from '../../test/cart-api';
import { TEST_DRIVERS } from '../../test/databases';
import { bookingPayload, insertRoom, insertTimeSlot } from '../../test/factories';

describe.each(TEST_DRIVERS)('blacklist API on %s', (driver) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(driver); // clock: 2030-03-04 (a Monday), 10:00 in Vienna
    admin = await signIn(t.app, t.database.db, 'ADMIN');
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.database.db.execute(sql`DELETE FROM blacklist`);
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    cookie = admin,
  ) => t.app.inject({ method, url, headers: { ...XHR, cookie }, ...(payload ? { payload } : {}) });
  const add = async (email: string, expiredAt = '2031-03-04', description?: string) => {
    const res = await call('POST', '/api/admin/blacklist', {
      email,
      expiredAt,
      ...(description === undefined ? {} : { description }),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const count = async () => (await t.database.db.select().from(blacklist)).length;

  it('adds an entry stored trimmed and in lower case; a create-only add of the same address in any case is refused', async () => {
    expect(await add('  Spam@Example.ORG ', '2031-03-04', 'mehrfach nicht erschienen')).toEqual({
      email: 'spam@example.org',
      expiredAt: '2031-03-04',
      description: 'mehrfach nicht erschienen',
    });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/admin/blacklist',
      headers: { ...XHR, cookie: admin, 'if-none-match': '*' },
      payload: { email: 'SPAM@example.org', expiredAt: '2031-05-01' },
    });
    expect(again.statusCode).toBe(412);
    expect(again.json()).toEqual({ error: 'blacklist__email_already_exists' });
    expect(await t.database.db.select().from(blacklist)).toMatchObject([
      { email: 'spam@example.org', expiredAt: '2031-03-04' },
    ]);

    const other = await t.app.inject({
      method: 'POST',
      url: '/api/admin/blacklist',
      headers: { ...XHR, cookie: admin, 'if-none-match': '"v1"' },
      payload: { email: 'other@example.org', expiredAt: '2031-05-01' },
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().error).toBe('validation__error');
    expect(await count()).toBe(1);
  });

  it('replaces expiry and note when the address (any case) is posted again without If-None-Match', async () => {
    await add('reader@example.org', '2031-03-04', 'alt');
    const changed = await call('POST', '/api/admin/blacklist', {
      email: ' READER@example.org',
      expiredAt: '2032-01-01',
      description: 'neu',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({
      email: 'reader@example.org',
      expiredAt: '2032-01-01',
      description: 'neu',
    });
    const cleared = await call('POST', '/api/admin/blacklist', {
      email: 'reader@example.org',
      expiredAt: '2032-01-01',
      description: '   ',
    });
    expect(cleared.json().description).toBeNull();

    const past = await call('POST', '/api/admin/blacklist', {
      email: 'reader@example.org',
      expiredAt: '2030-03-04',
      description: 'zu spät',
    });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual({ error: 'validation__error', payload: ['body.expiredAt'] });
    expect(await t.database.db.select().from(blacklist)).toMatchObject([
      { email: 'reader@example.org', expiredAt: '2032-01-01', description: null },
    ]);
  });

  it('refuses bad bodies of any shape with 400 and changes nothing', async () => {
    for (const payload of [
      [],
      { email: 5, expiredAt: '2031-01-01' },
      { email: null, expiredAt: '2031-01-01' },
      { email: 'x@example.org', expiredAt: 20310101 },
      { email: 'x@example.org', expiredAt: '2031-01-01', description: 7 },
      { email: '   ', expiredAt: '2031-01-01' },
    ]) {
      const res = await call('POST', '/api/admin/blacklist', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toBe('validation__error');
    }
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/admin/blacklist',
      headers: { ...XHR, cookie: admin, 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(text.statusCode).toBe(400);
    expect(await count()).toBe(0);
  });

  it('checks every field at its limits and changes nothing when refused', async () => {
    const local = (n: number) => `${'a'.repeat(n)}@example.org`; // 12 characters after the local part
    const cases: Array<[object, string]> = [
      [{ expiredAt: '2031-01-01' }, 'body.email'],
      [{ email: 'no-address', expiredAt: '2031-01-01' }, 'body.email'],
      [
        {
          email: `${'b'.repeat(64)}@${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(63)}.org`,
          expiredAt: '2031-01-01',
        },
        'body.email',
      ],
      [{ email: local(5) }, 'body.expiredAt'],
      [{ email: local(5), expiredAt: '2031-02-30' }, 'body.expiredAt'],
      [{ email: local(5), expiredAt: '2030-03-04' }, 'body.expiredAt'], // today is not in the future
      [
        { email: local(5), expiredAt: '2031-01-01', description: 'x'.repeat(251) },
        'body.description',
      ],
    ];
    for (const [payload, field] of cases) {
      const res = await call('POST', '/api/admin/blacklist', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ error: 'validation__error' });
      expect(res.json().payload, JSON.stringify(payload)).toContain(field);
    }
    expect(await count()).toBe(0);
    await add(local(5), '2030-03-05', 'x'.repeat(250)); // tomorrow, 250 characters
    await add(`${'g'.repeat(64)}@${'h'.repeat(60)}.org`, '2031-01-01', '');
    expect(
      (await call('GET', `/api/admin/blacklist/${'g'.repeat(64)}@${'h'.repeat(60)}.org`)).json()
        .description,
    ).toBeNull();
  });

  it('finds and removes an entry by its URL-encoded address in any case; unknown is 404', async () => {
    await add('reader@example.org', '2031-03-04', 'alt');
    const got = await call('GET', '/api/admin/blacklist/Reader%40Example.org');
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual({
      email: 'reader@example.org',
      expiredAt: '2031-03-04',
      description: 'alt',
    });
    await add('anna.maria+tag@example.org');
    const special = `/api/admin/blacklist/${encodeURIComponent('Anna.Maria+Tag@Example.org')}`;
    expect((await call('GET', special)).json().email).toBe('anna.maria+tag@example.org');
    expect((await call('DELETE', special)).statusCode).toBe(204);

    expect((await call('DELETE', '/api/admin/blacklist/Reader@Example.org')).statusCode).toBe(204);
    for (const method of ['GET', 'DELETE'] as const) {
      const gone = await call(method, '/api/admin/blacklist/reader@example.org');
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toEqual({ error: 'not_found', payload: ['blacklist'] });
    }
    // The longest valid address (320 characters) is reachable by its encoded path.
    const longest = `${'b'.repeat(64)}@${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(59)}.org`;
    expect(longest).toHaveLength(320);
    await add(longest);
    const longestPath = `/api/admin/blacklist/${encodeURIComponent(longest.toUpperCase())}`;
    expect((await call('GET', longestPath)).json().email).toBe(longest);
    expect((await call('DELETE', longestPath)).statusCode).toBe(204);
    const tooLong = await call('GET', `/api/admin/blacklist/${'a'.repeat(321)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toBe('validation__error');
    // no such method on an entry (405, not 404)
    expect((await call('PUT', '/api/admin/blacklist/reader@example.org', {})).statusCode).toBe(405);
    expect(await count()).toBe(0);
  });

  it('lists by term (e-mail or note), expiry range, sort and page, with the total', async () => {
    await add('anna@example.org', '2030-06-01', 'Beschwerde');
    await add('bert@example.org', '2031-01-01');
    await add('carla@archiv.example', '2032-01-01', 'Hausverbot');
    const list = async (query: string) =>
      (await call('GET', `/api/admin/blacklist${query}`)).json();

    expect((await list('')).content.map((e: { email: string }) => e.email)).toEqual([
      'anna@example.org',
      'bert@example.org',
      'carla@archiv.example',
    ]);
    expect(await list('?term=EXAMPLE.org')).toMatchObject({ totalCount: 2 });
    expect((await list('?term=hausverbot')).content.map((e: { email: string }) => e.email)).toEqual(
      ['carla@archiv.example'],
    );
    expect((await list('?term=50%25')).totalCount).toBe(0); // % is a literal, not a wildcard
    expect(
      (await list('?expiresFrom=2030-12-31&expiresUntil=2031-12-31')).content.map(
        (e: { email: string }) => e.email,
      ),
    ).toEqual(['bert@example.org']);
    expect((await list('?sort=expiredAt:DESC')).content[0].email).toBe('carla@archiv.example');
    const page = await list('?sort=email:DESC&limit=1&offset=1');
    expect(page).toEqual({
      content: [{ email: 'bert@example.org', expiredAt: '2031-01-01', description: null }],
      totalCount: 3,
    });

    for (const bad of [
      '?sort=password:ASC',
      '?sort=email:UP',
      '?limit=0',
      '?offset=-1',
      '?expiresFrom=2031-13-01',
      `?term=${'x'.repeat(321)}`,
    ]) {
      const res = await call('GET', `/api/admin/blacklist${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error).toBe('validation__error');
    }
  });

  it('blocks a booking with the address in any case up to its expiry day; an expired entry does not block', async () => {
    await add('Blocked@Example.org', '2030-03-05');
    const db = t.database.db;
    const room = await insertRoom(db);
    const slot = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-08' });
    const bookAt = async (now: string) => {
      t.clock.set(now);
      const cart = await cartApi(t.app).cartWith(slot.id);
      return cartApi(t.app).book(
        cart.transactionId,
        bookingPayload({ email: 'blocked@example.ORG' }),
      );
    };
    try {
      for (const now of ['2030-03-04T09:00:00Z', '2030-03-05T21:00:00Z']) {
        const refused = await bookAt(now); // today, and the expiry day until 22:00 in Vienna
        expect(refused.statusCode, now).toBe(409);
        expect(refused.json()).toEqual({ error: 'booking__email_blacklisted' });
      }
      const afterExpiry = await bookAt('2030-03-05T23:30:00Z'); // 00:30 on 6 March in Vienna
      expect(afterExpiry.statusCode, afterExpiry.body).toBe(200);
      expect(await count()).toBe(1); // the entry is still there, it just no longer blocks
    } finally {
      t.clock.set('2030-03-04T09:00:00Z');
      await db.execute(sql`DELETE FROM tickets`);
      await db.execute(sql`DELETE FROM transactions`);
      await db.execute(sql`DELETE FROM rooms`);
    }
  });

  it('documents the calls in OpenAPI: POST (201/200, If-None-Match), GET list and one, DELETE, no PUT', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json();
    const list = doc.paths['/api/admin/blacklist'];
    const one = doc.paths['/api/admin/blacklist/{email}'];
    expect(Object.keys(list).sort()).toEqual(['get', 'post']);
    expect(Object.keys(one).sort()).toEqual(['delete', 'get']);
    expect(Object.keys(list.post.responses)).toEqual(expect.arrayContaining(['200', '201']));
    expect(list.post.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ in: 'header', name: 'if-none-match' })]),
    );
    expect(list.get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['term', 'expiresFrom', 'expiresUntil', 'limit', 'offset', 'sort']),
    );
  });

  it('is for administrators only', async () => {
    const reports = await signIn(t.app, t.database.db, 'REPORTS');
    expect((await call('GET', '/api/admin/blacklist', undefined, reports)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/blacklist' })).statusCode).toBe(
      401,
    );
    expect(
      (
        await call(
          'POST',
          '/api/admin/blacklist',
          { email: 'x@example.org', expiredAt: '2031-01-01' },
          reports,
        )
      ).statusCode,
    ).toBe(403);
    expect(await count()).toBe(0);
  });
});

describe.each(TEST_DRIVERS)('blacklist entry limit on %s', (driver) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(driver, { env: { MAX_BLACKLIST_ENTRIES: '2' } });
    admin = await signIn(t.app, t.database.db, 'ADMIN');
  });
  afterAll(async () => t.close());

  const post = (email: string, expiredAt = '2031-01-01') =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/blacklist',
      headers: { ...XHR, cookie: admin },
      payload: { email, expiredAt },
    });

  it('refuses a new entry beyond MAX_BLACKLIST_ENTRIES but still changes existing ones, and pages by it', async () => {
    expect((await post('a@example.org')).statusCode).toBe(201);
    expect((await post('b@example.org')).statusCode).toBe(201);
    const third = await post('c@example.org');
    expect(third.statusCode).toBe(409);
    expect(third.json()).toEqual({ error: 'conflict', payload: ['maxBlackListEntries'] });
    expect((await post('B@example.org', '2032-01-01')).statusCode).toBe(200);

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/blacklist',
      headers: { ...XHR, cookie: admin },
    });
    expect(list.json()).toMatchObject({ totalCount: 2 });
    expect(list.json().content).toHaveLength(2);

    await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/blacklist/a@example.org',
      headers: { ...XHR, cookie: admin },
    });
    expect((await post('c@example.org')).statusCode).toBe(201);
  });
});
