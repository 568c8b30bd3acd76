import { afterEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index';
import { DEFAULT_ARCHIVE_ID, inArchive } from '../../db/archives';
import { createTestApp, XHR, type TestApp } from '../../test/app';
import { addArchive } from '../../test/archives';
import { ownerExec, TEST_DRIVERS } from '../../test/databases';
import { bookingPayload, insertRoom, insertTimeSlot } from '../../test/factories';

/** The value of a metric line, e.g. `lesesaal_tickets_booked{archive="default"} 2`. */
function metricValue(text: string, name: string, archive?: string): number | undefined {
  const series = archive === undefined ? name : `${name}{archive="${archive}"}`;
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/** The lines of metric `name` (its series), without HELP and TYPE. */
function seriesOf(text: string, name: string): string[] {
  return text.split('\n').filter((l) => l.startsWith(`${name}{`) || l.startsWith(`${name} `));
}

let visitors = 0;

/** A booked cart of two tickets in a new room of the archive at `base` (`/` or `/x/`). */
async function bookTwo(t: TestApp, base: string, archiveId: number): Promise<void> {
  const db = t.database.db;
  const [first, second] = await inArchive(archiveId, async () => {
    const room = await insertRoom(db);
    return Promise.all(
      ['2030-03-06', '2030-03-07'].map((date) =>
        insertTimeSlot(db, { roomId: room.id, date, capacity: 5 }),
      ),
    );
  });
  const call = (method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url: `${base}api/${url}`, headers: XHR, payload });
  const cart = await call('POST', 'transactions', { timeSlotId: first!.id });
  expect(cart.statusCode, cart.body).toBe(201);
  const id = cart.json<{ transactionId: string }>().transactionId;
  expect(
    (await call('POST', `transactions/${id}/tickets`, { timeSlotId: second!.id })).statusCode,
  ).toBe(201);
  expect(
    (
      await call(
        'PUT',
        `transactions/${id}/booking`,
        bookingPayload({ email: `visitor-${++visitors}@example.org` }),
      )
    ).statusCode,
  ).toBe(200);
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

  it('counts bookings, booked tickets from today on, and the outbox backlog per archive', async () => {
    t = await createTestApp(driver);
    const b = await addArchive(t, { slug: 'b' });
    const before = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    for (const archive of ['default', 'b']) {
      expect(metricValue(before, 'lesesaal_bookings_total', archive)).toBe(0);
      expect(metricValue(before, 'lesesaal_tickets_booked', archive)).toBe(0);
      expect(metricValue(before, 'lesesaal_mail_outbox_pending', archive)).toBe(0);
    }

    await bookTwo(t, '/', DEFAULT_ARCHIVE_ID);
    await bookTwo(t, '/b/', b.id);
    await bookTwo(t, '/b/', b.id);

    const after = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(metricValue(after, 'lesesaal_bookings_total', 'default')).toBe(1);
    expect(metricValue(after, 'lesesaal_bookings_total', 'b')).toBe(2);
    expect(metricValue(after, 'lesesaal_tickets_booked', 'default')).toBe(2);
    expect(metricValue(after, 'lesesaal_tickets_booked', 'b')).toBe(4);
    // the confirmations wait in each archive's outbox (the test app's dispatcher does not run)
    const pending = async (archiveId: number) =>
      // awaited inside: drizzle's query runs when awaited, in the archive of that moment
      inArchive(archiveId, async () => (await t.database.db.select().from(mailOutbox)).length);
    expect(await pending(DEFAULT_ARCHIVE_ID)).toBeGreaterThan(0);
    expect(await pending(b.id)).toBeGreaterThan(await pending(DEFAULT_ARCHIVE_ID));
    expect(metricValue(after, 'lesesaal_mail_outbox_pending', 'default')).toBe(
      await pending(DEFAULT_ARCHIVE_ID),
    );
    expect(metricValue(after, 'lesesaal_mail_outbox_pending', 'b')).toBe(await pending(b.id));
    // one series per archive and metric: no unlabelled total, the durations not per archive
    for (const name of [
      'lesesaal_bookings_total',
      'lesesaal_tickets_booked',
      'lesesaal_mail_outbox_pending',
    ])
      expect(seriesOf(after, name)).toHaveLength(2);
    expect(after).toMatch(
      /lesesaal_http_request_duration_seconds_count\{method="PUT",route="\/api\/transactions\/:id\/booking",status_code="200"\} 3/,
    );
    expect(
      seriesOf(after, 'lesesaal_http_request_duration_seconds_count').join('\n'),
    ).not.toContain('archive=');
  });

  it("drops a renamed archive's old series and reads each archive's today in its time zone", async () => {
    t = await createTestApp(driver);
    const c = await addArchive(t, { slug: 'c' });
    await bookTwo(t, '/', DEFAULT_ARCHIVE_ID);
    await bookTwo(t, '/c/', c.id);
    const first = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(metricValue(first, 'lesesaal_bookings_total', 'c')).toBe(1);
    expect(metricValue(first, 'lesesaal_tickets_booked', 'c')).toBe(2);

    // on 2030-03-06 at 23:30 in Vienna it is already the 7th in Auckland: one ticket left there
    t.clock.set(new Date('2030-03-06T22:30:00Z'));
    await ownerExec(
      t.database,
      `UPDATE archives SET time_zone = 'Pacific/Auckland' WHERE id = ${c.id}`,
    );
    await t.app.archives.refresh();
    const later = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(metricValue(later, 'lesesaal_tickets_booked', 'c')).toBe(1);
    expect(metricValue(later, 'lesesaal_tickets_booked', 'default')).toBe(2);

    // renamed (as removed, for its series): its old series go, the new slug's start
    await ownerExec(t.database, `UPDATE archives SET slug = 'c2' WHERE id = ${c.id}`);
    await t.app.archives.refresh();
    const renamed = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(renamed).not.toContain('archive="c"');
    expect(metricValue(renamed, 'lesesaal_tickets_booked', 'c2')).toBe(1);
    expect(metricValue(renamed, 'lesesaal_bookings_total', 'c2')).toBe(0);
    expect(metricValue(renamed, 'lesesaal_bookings_total', 'default')).toBe(1);
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
