import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Holiday } from '@lesesaal/domain/holidays/schema';
import { holidays } from '../../db/schema/index';
import { createTestApp, XHR, type TestApp } from '../../test/app';
import { signIn } from '../../test/auth';
import { TEST_DRIVERS } from '../../test/databases';
import { multipart } from '../../test/room-factories';

/** No booked visit on the holidays of a write. */
const NONE = { count: 0, days: [] };

/** An iCalendar file with the given VEVENT bodies (CRLF lines, as RFC 5545 wants). */
function ics(...events: string[][]): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Lesesaal//Test//DE'];
  events.forEach((body, i) =>
    lines.push('BEGIN:VEVENT', `UID:${i}@test`, 'DTSTAMP:20300101T000000Z', ...body, 'END:VEVENT'),
  );
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}

describe.each(TEST_DRIVERS)('holidays API on %s', (driver) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(driver); // clock: 2030-03-04, Vienna
    admin = await signIn(t.app, t.database.db, 'ADMIN');
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.database.db.execute(sql`DELETE FROM holidays`);
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    cookie = admin,
  ) => t.app.inject({ method, url, headers: { ...XHR, cookie }, ...(payload ? { payload } : {}) });
  const add = async (date: string, name = 'Feiertag', description?: string) => {
    const res = await call('POST', '/api/admin/holidays', {
      date,
      name,
      ...(description === undefined ? {} : { description }),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Holiday>();
  };
  const upload = (
    content: string | Buffer,
    options: { filename?: string; type?: string; field?: string } = {},
  ) => {
    const body = multipart([
      {
        name: options.field ?? 'file',
        filename: options.filename ?? 'feiertage.ics',
        contentType: options.type ?? 'text/calendar',
        data: Buffer.isBuffer(content) ? content : Buffer.from(content),
      },
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/api/admin/holidays/ical',
      headers: { ...XHR, cookie: admin, ...body.headers },
      payload: body.payload,
    });
  };
  const dates = async () =>
    (await t.database.db.select().from(holidays)).map((h) => `${h.date} ${h.name}`).sort();

  it('adds, reads, changes with the version and deletes a holiday', async () => {
    const created = await add('2030-05-01', '  Staatsfeiertag ', '');
    expect(created).toMatchObject({
      date: '2030-05-01',
      name: 'Staatsfeiertag',
      description: null,
      version: 0,
      bookingsOnHolidays: NONE,
    });
    const { bookingsOnHolidays: _none, ...stored } = created as Holiday & {
      bookingsOnHolidays: unknown;
    };
    expect((await call('GET', `/api/admin/holidays/${created.id}`)).json()).toEqual(stored);

    const changed = await call('PUT', `/api/admin/holidays/${created.id}`, {
      ...created,
      name: 'Tag der Arbeit',
      description: 'geschlossen',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      name: 'Tag der Arbeit',
      description: 'geschlossen',
      version: 1,
    });
    const stale = await call('PUT', `/api/admin/holidays/${created.id}`, {
      ...created,
      name: 'Alt',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ error: 'conflict', payload: ['version'] });
    expect(
      (
        await call('PUT', `/api/admin/holidays/${created.id}`, {
          ...created,
          id: created.id + 1,
          version: 1,
        })
      ).statusCode,
    ).toBe(400);

    expect((await call('DELETE', `/api/admin/holidays/${created.id}`)).statusCode).toBe(204);
    for (const method of ['GET', 'DELETE'] as const) {
      const gone = await call(method, `/api/admin/holidays/${created.id}`);
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toEqual({ error: 'not_found', payload: ['holiday'] });
    }
    expect(
      (await call('PUT', `/api/admin/holidays/${created.id}`, { ...created, version: 1 }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses a second holiday on a taken date, also when moving one onto it', async () => {
    await add('2030-12-25', 'Christtag');
    const other = await add('2030-12-26', 'Stefanitag');
    const again = await call('POST', '/api/admin/holidays', {
      date: '2030-12-25',
      name: 'Weihnachten',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'conflict', payload: ['date'] });
    const moved = await call('PUT', `/api/admin/holidays/${other.id}`, {
      ...other,
      date: '2030-12-25',
    });
    expect(moved.json()).toEqual({ error: 'conflict', payload: ['date'] });
    expect(await dates()).toEqual(['2030-12-25 Christtag', '2030-12-26 Stefanitag']);
  });

  it('checks name (1–100), description (≤ 500) and date at their limits, changing nothing when refused', async () => {
    const cases: Array<[object, string]> = [
      [{ date: '2030-01-06' }, 'body.name'],
      [{ date: '2030-01-06', name: '   ' }, 'body.name'],
      [{ date: '2030-01-06', name: 'x'.repeat(101) }, 'body.name'],
      [{ date: '2030-01-06', name: 'Dreikönig', description: 'y'.repeat(501) }, 'body.description'],
      [{ name: 'Dreikönig' }, 'body.date'],
      [{ name: 'Dreikönig', date: '2030-02-29' }, 'body.date'],
      [{ name: 'Dreikönig', date: '06.01.2030' }, 'body.date'],
      [{ name: 42, date: '2030-01-06' }, 'body.name'],
    ];
    for (const [payload, field] of cases) {
      const res = await call('POST', '/api/admin/holidays', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toBe('validation__error');
      expect(res.json().payload, JSON.stringify(payload)).toContain(field);
    }
    expect(await dates()).toEqual([]);
    await add('2030-01-06', 'x'.repeat(100), 'y'.repeat(500));
    await add('2030-01-07', 'A');
  });

  it('lists a year in date order, by term, and pages', async () => {
    await add('2031-01-01', 'Neujahr');
    await add('2030-12-25', 'Christtag', 'Weihnachten');
    await add('2030-01-01', 'Neujahr');
    await add('2030-08-15', 'Mariä Himmelfahrt');
    const list = async (query: string) =>
      (await call('GET', `/api/admin/holidays${query}`)).json<{
        content: Holiday[];
        totalCount: number;
      }>();
    const year = await list('?fromDate=2030-01-01&untilDate=2030-12-31');
    expect(year.content.map((h) => h.date)).toEqual(['2030-01-01', '2030-08-15', '2030-12-25']);
    expect(year.totalCount).toBe(3);
    expect((await list('?searchTerm=weihnacht')).content.map((h) => h.name)).toEqual(['Christtag']);
    expect((await list('?sort=date:DESC&limit=1&offset=1')).content.map((h) => h.date)).toEqual([
      '2030-12-25',
    ]);
    for (const bad of ['?fromDate=2030-13-01', '?sort=secret', '?limit=1000', '?offset=x']) {
      const res = await call('GET', `/api/admin/holidays${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error).toBe('validation__error');
    }
  });

  it('imports all-day, multi-day, timed and yearly events, skipping taken dates; twice adds nothing', async () => {
    await add('2030-12-25', 'Christtag');
    const file = ics(
      [
        'SUMMARY:Neujahr',
        'DTSTART;VALUE=DATE:20300101',
        'DTEND;VALUE=DATE:20300102',
        'RRULE:FREQ=YEARLY',
      ],
      [
        'SUMMARY:Weihnachtsferien',
        'DESCRIPTION:Lesesaal geschlossen',
        'DTSTART;VALUE=DATE:20301224',
        'DTEND;VALUE=DATE:20301227',
      ],
      ['SUMMARY:Betriebsversammlung', 'DTSTART:20300610T090000Z', 'DTEND:20300610T120000Z'],
      ['DTSTART;VALUE=DATE:20300704'], // no name: not a holiday
    );
    const res = await upload(file);
    expect(res.statusCode, res.body).toBe(200);
    // Neujahr 2030, 2031, 2032 (this year and the two after), 24.–26.12. minus the taken 25th, 10.6.
    expect(res.json()).toEqual({
      importedHolidays: 6,
      skippedHolidays: 1,
      bookingsOnHolidays: NONE,
    });
    expect(await dates()).toEqual([
      '2030-01-01 Neujahr',
      '2030-06-10 Betriebsversammlung',
      '2030-12-24 Weihnachtsferien',
      '2030-12-25 Christtag',
      '2030-12-26 Weihnachtsferien',
      '2031-01-01 Neujahr',
      '2032-01-01 Neujahr',
    ]);
    expect((await upload(file)).json()).toEqual({
      importedHolidays: 0,
      skippedHolidays: 7,
      bookingsOnHolidays: NONE,
    });
  });

  it('accepts a .ics declared as octet-stream, refuses what is not an iCalendar, and 413 over 5 MB', async () => {
    const one = ics(['SUMMARY:Nationalfeiertag', 'DTSTART;VALUE=DATE:20301026']);
    expect(
      (await upload(one, { type: 'application/octet-stream', filename: 'at.ics' })).json(),
    ).toEqual({ importedHolidays: 1, skippedHolidays: 0, bookingsOnHolidays: NONE });
    const refused = [
      await upload('hello, not a calendar'),
      await upload('BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Test\r\nEND:VCARD\r\n'),
      await upload(one, { type: 'image/png', filename: 'bild.png' }),
      await upload(one, { field: 'attachment' }),
      await upload(''),
      await call('POST', '/api/admin/holidays/ical', { file: one }),
    ];
    for (const res of refused) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ error: 'validation__error', payload: ['file'] });
    }
    const huge = await upload(Buffer.alloc(5 * 1_048_576 + 1, 'A'));
    expect(huge.statusCode).toBe(413);
    expect(await dates()).toEqual(['2030-10-26 Nationalfeiertag']);
  });

  it('refuses rules repeating within a day as file.rrule, also from 1900, importing nothing', async () => {
    // the 198-byte file of the security review: one date a second for nine days
    const secondly = ics([
      'SUMMARY:Sekunden',
      'DTSTART:20251222T000000Z',
      'RRULE:FREQ=SECONDLY;UNTIL=20251231T000000Z',
    ]);
    const files = [
      secondly,
      ics(['SUMMARY:Sekunden', 'DTSTART:19000101T000000Z', 'RRULE:FREQ=SECONDLY']),
      ics(['SUMMARY:Stunden', 'DTSTART:19000101T000000Z', 'RRULE:FREQ=HOURLY;INTERVAL=25']),
      ics(['SUMMARY:Tage', 'DTSTART;VALUE=DATE:19000101', 'RRULE:FREQ=DAILY;COUNT=1000000']),
    ];
    for (const file of files) {
      const res = await upload(file);
      expect(res.statusCode, file).toBe(400);
      expect(res.json()).toEqual({ error: 'validation__error', payload: ['file.rrule'] });
    }
    expect(await dates()).toEqual([]);
  });

  it('imports a daily rule from 1900 as the days of the window, /healthz answering while it runs', async () => {
    const file = ics(['SUMMARY:Geschlossen', 'DTSTART;VALUE=DATE:19000101', 'RRULE:FREQ=DAILY']);
    let importSettled = false;
    const importing = upload(file).finally(() => {
      importSettled = true;
    });
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    // the file is read in a worker thread: the event loop answered before the import did
    expect(importSettled).toBe(false);
    const res = await importing;
    expect(res.statusCode, res.body).toBe(200);
    // 2030-01-01 … 2032-12-31, nothing before the window
    expect(res.json()).toEqual({
      importedHolidays: 365 + 365 + 366,
      skippedHolidays: 0,
      bookingsOnHolidays: NONE,
    });
    const stored = await dates();
    expect([stored[0], stored.at(-1)]).toEqual([
      '2030-01-01 Geschlossen',
      '2032-12-31 Geschlossen',
    ]);
  });

  it('is for administrators only', async () => {
    const reports = await signIn(t.app, t.database.db, 'REPORTS');
    expect((await call('GET', '/api/admin/holidays', undefined, reports)).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/admin/holidays',
          headers: XHR,
          payload: { date: '2030-01-06', name: 'x' },
        })
      ).statusCode,
    ).toBe(401);
    expect(await dates()).toEqual([]);
  });
});
