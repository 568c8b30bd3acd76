import { afterEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { cartApi } from '../../test/cart-api';
import { TEST_DRIVERS } from '../../test/databases';
import { bookingPayload, insertRoom, insertTimeSlot } from '../../test/factories';

/** The value of an unlabelled metric line, e.g. `lesesaal_tickets_booked 2`. */
function metricValue(text: string, name: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.slice(name.length + 1));
}

describe.each(TEST_DRIVERS)('/metrics on %s', (driver) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it('times requests by route pattern, never by raw URL', async () => {
    t = await createTestApp(driver);
    await t.app.inject({ method: 'GET', url: '/api/rooms/987654' });
    await t.app.inject({ method: 'GET', url: '/api/rooms' });
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toMatch(
      /lesesaal_http_request_duration_seconds_count\{method="GET",route="\/api\/rooms\/:id",status_code="404"\} 1/,
    );
    expect(res.body).toMatch(
      /lesesaal_http_request_duration_seconds_count\{method="GET",route="\/api\/rooms",status_code="200"\} 1/,
    );
    expect(res.body).not.toContain('987654');
    expect(res.body).toContain('lesesaal_process_cpu_seconds_total');
  });

  it('counts bookings, booked tickets from today on, and the outbox backlog', async () => {
    t = await createTestApp(driver);
    const before = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(metricValue(before, 'lesesaal_bookings_total')).toBe(0);
    expect(metricValue(before, 'lesesaal_tickets_booked')).toBe(0);
    expect(metricValue(before, 'lesesaal_mail_outbox_pending')).toBe(0);

    const room = await insertRoom(t.database.db);
    const first = await insertTimeSlot(t.database.db, {
      roomId: room.id,
      date: '2030-03-06',
      capacity: 5,
    });
    const second = await insertTimeSlot(t.database.db, {
      roomId: room.id,
      date: '2030-03-07',
      capacity: 5,
    });
    const cart = await cartApi(t.app).cartWith(first.id, second.id);
    expect((await cartApi(t.app).book(cart.transactionId, bookingPayload())).statusCode).toBe(200);

    const after = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(metricValue(after, 'lesesaal_bookings_total')).toBe(1);
    expect(metricValue(after, 'lesesaal_tickets_booked')).toBe(2);
    // the confirmation waits in the outbox (the test app's dispatcher does not run)
    const pending = (await t.database.db.select().from(mailOutbox)).length;
    expect(pending).toBeGreaterThan(0);
    expect(metricValue(after, 'lesesaal_mail_outbox_pending')).toBe(pending);
  });

  it('asks for the bearer token when METRICS_TOKEN is set', async () => {
    t = await createTestApp(driver, { env: { METRICS_TOKEN: 'scrape-secret-0123456789' } });
    const none = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ error: 'http__access_denied_exception' });
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer scrape-secret-0123456780' },
    });
    expect(wrong.statusCode).toBe(401);
    const right = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer scrape-secret-0123456789' },
    });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('lesesaal_tickets_booked');
    // with the token, any address may scrape (a Prometheus elsewhere, or through the proxy)
    const remote = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.5',
      headers: { authorization: 'Bearer scrape-secret-0123456789' },
    });
    expect(remote.statusCode).toBe(200);
  });

  it('answers only a scraper on this host, not through a proxy, when METRICS_TOKEN is unset', async () => {
    t = await createTestApp(driver, { env: { TRUST_PROXY: '1' } });
    const scrape = (remoteAddress: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });
    for (const local of ['127.0.0.1', '127.0.0.53', '::1', '::ffff:127.0.0.1']) {
      const res = await scrape(local);
      expect({ local, status: res.statusCode }).toEqual({ local, status: 200 });
      expect(res.body).toContain('lesesaal_tickets_booked');
    }
    for (const [remoteAddress, headers] of [
      ['203.0.113.5', {}],
      ['10.0.0.7', {}],
      ['::ffff:203.0.113.5', {}],
      // a proxy on this host: the connection is loopback, the client is not
      ['127.0.0.1', { 'x-forwarded-for': '203.0.113.5' }],
      // … nor when the client claims loopback
      ['127.0.0.1', { 'x-forwarded-for': '127.0.0.1' }],
      ['127.0.0.1', { forwarded: 'for=203.0.113.5' }],
    ] as const) {
      const res = await scrape(remoteAddress, headers);
      expect({ remoteAddress, headers, status: res.statusCode }).toEqual({
        remoteAddress,
        headers,
        status: 403,
      });
      expect(res.json()).toEqual({ error: 'http__access_denied_exception' });
      expect(res.body).not.toContain('lesesaal_');
    }
  });
});
