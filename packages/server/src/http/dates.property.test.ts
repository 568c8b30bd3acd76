import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@lesesaal/domain/dates';
import { rowsOf } from '../db/client';
import { createTestApp, XHR, type TestApp } from '../test/app';
import { signIn } from '../test/auth';
import { ONE_ENGINE } from '../test/databases';
import { bookingPayload, insertHoliday, insertRoom, insertTimeSlot } from '../test/factories';
import {
  documentedOperations,
  type JsonSchema,
  type Operation as DocumentedOperation,
  type Parameter,
} from '../test/openapi-operations';
import { propertyRuns } from '../test/property-runs';
import { insertCart } from '../test/room-factories';

/** The test clock's today (createTestClock starts at 2030-03-04T09:00Z). */
const TODAY = '2030-03-04';
/** Calls whose answer for a well-formed date may be 404: a search that finds nothing. */
const NOT_FOUND_ANSWERS = new Set(['POST /api/admin/checkin/scan']);
/** The staff series (research stays): a 409 for days it cannot book is the data's state. */
const SERIES = new Set([
  'POST /api/admin/rooms/{id}/series/preview',
  'POST /api/admin/rooms/{id}/series',
]);
/**
 * Property runs per call and field set: enough to hit every branch, small enough to stay fast
 * (FC_RUNS raises it by hand, test/property-runs.ts).
 */
const RUNS = propertyRuns(60);

/** A call of the document, with its JSON request body's schema. */
type Operation = Omit<DocumentedOperation, 'bodies'> & { body?: JsonSchema };
/** One date input of a call: where it goes and how the error body names it. */
interface DateField {
  in: 'path' | 'query' | 'body';
  name: string;
  /** `querystring.fromDate`, `body.startDate`, `params.date` */
  errorPath: string;
}

const isDateSchema = (s: JsonSchema | undefined): boolean =>
  !!s && (s.format === 'date' || (s.anyOf ?? []).some(isDateSchema));
/** A date input: `format: date` in the document, or named `date` / `…Date`. */
const isDateInput = (name: string, s: JsonSchema | undefined) =>
  isDateSchema(s) || /(^|[a-z])(date|Date)$/.test(name);

function dateFieldsOf(op: Operation): DateField[] {
  const prefix = { path: 'params', query: 'querystring' } as const;
  const fields: DateField[] = op.parameters
    .filter((p): p is Parameter & { in: 'path' | 'query' } => p.in !== 'header')
    .filter((p) => isDateInput(p.name, p.schema))
    .map((p) => ({ in: p.in, name: p.name, errorPath: `${prefix[p.in]}.${p.name}` }));
  for (const [name, s] of Object.entries(op.body?.properties ?? {}))
    if (isDateInput(name, s)) fields.push({ in: 'body', name, errorPath: `body.${name}` });
  return fields;
}

/*
 * Date strings of every kind: valid dates of the whole accepted range and near the test's
 * today (so creations succeed), the years 0–99 (Date.UTC's trap), date-shaped strings with
 * any year and impossible months and days, non-canonical spellings, arbitrary text — and,
 * in bodies, values of other JSON types.
 */
const pad = (n: number, width: number) => String(n).padStart(width, '0');
const dateShaped = fc
  .tuple(
    fc.integer({ min: 0, max: 9999 }),
    fc.integer({ min: 0, max: 19 }),
    fc.integer({ min: 0, max: 39 }),
  )
  .map(([y, m, d]) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`);
const earlyYears = fc
  .tuple(
    fc.integer({ min: 0, max: 99 }),
    fc.integer({ min: 1, max: 12 }),
    fc.integer({ min: 1, max: 28 }),
  )
  .map(([y, m, d]) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`);
const anyValidDate = fc
  .date({
    min: new Date('1900-01-01T00:00:00Z'),
    max: new Date('9999-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString().slice(0, 10));
const nearDate = fc.integer({ min: -60, max: 400 }).map((n) => addDays(TODAY, n));
const nonCanonical = fc.constantFrom(
  '2030-3-5',
  '2030-03-5',
  ' 2030-03-05',
  '2030-03-05 ',
  '2030-03-05T00:00',
  '2030-03-05T00:00:00Z',
  '+002030-03-05',
  '-002030-03-05',
  '20300305',
  '2030/03/05',
  '05.03.2030',
  '2030-W10-2',
  '2030-064',
  '２０３０-03-05',
  '2030-02-29',
  '2028-02-30',
  '2030-13-01',
  '1899-12-31',
  '10000-01-01',
  '0000-01-01',
  '0050-06-15',
  '9999-12-31',
  '1900-01-01',
  '',
);
const anyText = fc.oneof(fc.string(), fc.string({ unit: 'grapheme', maxLength: 20 }));
const queryDate = fc.oneof(
  { arbitrary: nearDate, weight: 3 },
  { arbitrary: anyValidDate, weight: 2 },
  { arbitrary: earlyYears, weight: 2 },
  { arbitrary: dateShaped, weight: 2 },
  { arbitrary: nonCanonical, weight: 2 },
  { arbitrary: anyText, weight: 1 },
);
const bodyDate = fc.oneof(
  { arbitrary: queryDate, weight: 8 },
  {
    arbitrary: fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.constant([])),
    weight: 1,
  },
);

/*
 * On one engine (ONE_ENGINE): the subject is which date strings the HTTP layer takes and how
 * it names a refused one; a date it takes runs the same SQL on both engines, proved on both
 * by the time-slot, holiday, blacklist and calendar route tests.
 */
describe.each(ONE_ENGINE)('date inputs of every call on %s', (driver) => {
  let t: TestApp;
  let admin: string;
  let operations: Operation[];
  let roomId: number;
  let slotId: number;
  let holidayId: number;
  let seatId: number;
  let cartId: string;
  let mail = 0;

  /** The valid body each body-taking call starts from; a date field is then replaced. */
  const baseBodies: Record<string, () => Promise<Record<string, unknown>>> = {
    'POST /api/admin/rooms/{id}/timeslots': async () => ({
      startTime: '09:00',
      endTime: '10:00',
      startDate: addDays(TODAY, 7),
      repeatUntil: null,
      daysOfWeek: ['MONDAY'],
      includeHolidays: false,
      capacity: 3,
    }),
    'POST /api/admin/rooms/{id}/timeslots/capacity': async () => ({
      fromDate: TODAY,
      untilDate: addDays(TODAY, 30),
      capacity: 4,
    }),
    'POST /api/admin/blacklist': async () => ({
      email: `date-${++mail}@example.org`,
      expiredAt: addDays(TODAY, 365),
      description: null,
    }),
    // a term no booking has: a valid date gives 404 (nothing to check in), never a 5xx
    'POST /api/admin/checkin/scan': async () => ({ term: 'QQQQ-QQQQ' }),
    'POST /api/admin/holidays': async () => ({
      name: 'Ferientag',
      description: null,
      date: addDays(TODAY, 20),
    }),
    'POST /api/admin/rooms/{id}/seats/{seatId}/blocks': async () => ({
      reason: 'Lesegerät defekt',
      from: addDays(TODAY, 2),
      until: addDays(TODAY, 4),
    }),
    // a staff series of the fixture room's weekday slots (research stays): the days it books
    // are tickets, not counted by the fingerprint; a refused series books none
    ...Object.fromEntries(
      ['POST /api/admin/rooms/{id}/series/preview', 'POST /api/admin/rooms/{id}/series'].map(
        (key) => [
          key,
          async () => ({
            startTime: '09:00',
            weekday: 'MONDAY',
            from: addDays(TODAY, 1),
            until: addDays(TODAY, 29),
            person: bookingPayload({ email: `series-${++mail}@example.org` }),
          }),
        ],
      ),
    ),
    'PUT /api/admin/holidays/{id}': async () => {
      const [row] = rowsOf<{ version: number }>(
        await t.database.db.execute(sql`SELECT version FROM holidays WHERE id = ${holidayId}`),
      );
      return {
        id: holidayId,
        version: Number(row!.version),
        name: 'Festtag',
        description: null,
        date: addDays(TODAY, 10),
      };
    },
  };

  /** Path ids by the collection they follow; a new collection needs an entry here. */
  const pathId = (path: string, param: string): string => {
    const before = path.split('/').at(path.split('/').indexOf(`{${param}}`) - 1);
    const ids: Record<string, string> = {
      rooms: String(roomId),
      transactions: cartId,
      timeslots: String(slotId),
      holidays: String(holidayId),
      seats: String(seatId),
    };
    const id = before === undefined ? undefined : ids[before];
    if (id === undefined) throw new Error(`no test id for {${param}} in ${path}`);
    return id;
  };

  /** A value for a required non-date query parameter (reports need a room and a type). */
  const queryValue = (p: Parameter): string => {
    if (p.name === 'roomId') return String(roomId);
    if (p.schema.enum?.length) return String(p.schema.enum[0]);
    throw new Error(`no test value for required query parameter ${p.name}`);
  };

  /** What a date-taking write may change: the slots, holidays, blacklist and seat blocks. */
  const fingerprint = async () =>
    JSON.stringify(
      rowsOf(
        await t.database.db.execute(sql`SELECT
          (SELECT count(*) FROM time_slots) AS slots,
          (SELECT coalesce(sum(capacity), 0) FROM time_slots) AS seats,
          (SELECT count(*) FROM holidays) AS holidays,
          (SELECT coalesce(sum(version), 0) FROM holidays) AS versions,
          (SELECT count(*) FROM blacklist) AS blacklist,
          (SELECT count(*) FROM seat_blocks) AS seat_blocks`),
      ),
    );

  /** Undoes a successful creation so the next run meets the same database. */
  const cleanUp = async () => {
    await t.database.db.execute(sql`DELETE FROM time_slots WHERE id <> ${slotId}`);
    await t.database.db.execute(sql`DELETE FROM holidays WHERE id <> ${holidayId}`);
    await t.database.db.execute(sql`DELETE FROM blacklist`);
    await t.database.db.execute(sql`DELETE FROM seat_blocks`);
  };

  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = await signIn(t.app, t.database.db, 'ADMIN');
    roomId = (await insertRoom(t.database.db)).id;
    slotId = (await insertTimeSlot(t.database.db, { roomId, date: addDays(TODAY, 3) })).id;
    await insertHoliday(t.database.db, addDays(TODAY, 10));
    const [holiday] = rowsOf<{ id: number }>(
      await t.database.db.execute(sql`SELECT id FROM holidays`),
    );
    holidayId = Number(holiday!.id);
    cartId = await insertCart(t.database.db, new Date('2030-03-04T10:00:00Z'), [slotId]);
    const seat = await t.app.inject({
      method: 'POST',
      url: `/api/admin/rooms/${roomId}/seats`,
      headers: { ...XHR, cookie: admin },
      payload: { label: 'M1', equipment: [] },
    });
    expect(seat.statusCode, seat.body).toBe(201);
    seatId = seat.json<{ id: number }>().id;
    operations = (await documentedOperations(t.app))
      .filter((op) => ['GET', 'POST', 'PUT', 'DELETE'].includes(op.method))
      .map(({ bodies, ...op }) => ({
        ...op,
        body: bodies.find((b) => b.type === 'application/json')?.schema,
      }));
  });
  afterAll(async () => t.close());

  const dateOperations = () => operations.filter((op) => dateFieldsOf(op).length > 0);

  it('finds the date inputs of the published API, each with a way to call it', () => {
    const found = dateOperations().map(
      (op) =>
        `${op.method} ${op.path} ${dateFieldsOf(op)
          .map((f) => f.name)
          .join(',')}`,
    );
    // the calls of the issue are among them, so the discovery cannot silently find nothing
    expect(found).toEqual(
      expect.arrayContaining([
        'GET /api/rooms/{id}/booking fromDate,untilDate',
        'GET /api/transactions/{id}/rooms/{roomId}/available-timeslots fromDate,untilDate',
        'POST /api/admin/rooms/{id}/timeslots startDate,repeatUntil',
        'GET /api/admin/tickets/report/daily date',
        'POST /api/admin/blacklist expiredAt',
      ]),
    );
    expect(found.length).toBeGreaterThanOrEqual(14);
    for (const op of dateOperations()) {
      if (op.body) expect(Object.keys(baseBodies)).toContain(`${op.method} ${op.path}`);
    }
  });

  /** Sends `op` with the date `values` (others from the base) and checks the answer. */
  async function callWith(op: Operation, values: Record<string, unknown>) {
    const fields = dateFieldsOf(op);
    let url = op.path;
    for (const p of op.parameters.filter((p) => p.in === 'path')) {
      const value = p.name in values ? String(values[p.name]) : pathId(op.path, p.name);
      url = url.replace(`{${p.name}}`, encodeURIComponent(value));
    }
    const query = new URLSearchParams();
    for (const p of op.parameters.filter((p) => p.in === 'query')) {
      const isDate = fields.some((f) => f.in === 'query' && f.name === p.name);
      if (isDate && p.name in values) query.set(p.name, String(values[p.name]));
      else if (isDate && p.required) query.set(p.name, addDays(TODAY, 1));
      else if (p.required) query.set(p.name, queryValue(p));
    }
    const key = `${op.method} ${op.path}`;
    let body: Record<string, unknown> | undefined;
    if (op.body) {
      body = await baseBodies[key]!();
      for (const f of fields.filter((f) => f.in === 'body'))
        if (f.name in values) body[f.name] = values[f.name];
    }
    const before = body ? await fingerprint() : '';
    const target = query.size > 0 ? `${url}?${query.toString()}` : url;
    const res = await t.app.inject({
      method: op.method as 'GET',
      url: target,
      headers: { ...XHR, cookie: admin },
      ...(body ? { payload: body } : {}),
    });
    const what = `${key} ${JSON.stringify(values)} → ${res.statusCode} ${res.body.slice(0, 200)}`;
    if (res.statusCode >= 200 && res.statusCode < 300) {
      if (body) await cleanUp();
      return;
    }
    if (res.statusCode === 404 && NOT_FOUND_ANSWERS.has(key)) {
      // a search by date that finds nothing (the desk's scan)
      expect(res.json<{ error: string }>().error, what).toBe('not_found');
      if (body) expect(await fingerprint(), what).toBe(before);
      return;
    }
    if (res.statusCode === 409) {
      // a valid date that collides with a fixture row: the holiday's day again ('conflict'
      // naming the date), a slot series over the fixture slot ('timeslot__overlapping');
      // nothing changed
      const conflict = res.json<{ error: string; payload?: string[] }>();
      // a staff series whose days have no bookable slot, or longer than a stay may be
      if (
        SERIES.has(key) &&
        ['series__nothing_bookable', 'stay__too_long'].includes(conflict.error)
      )
        return;
      expect(['conflict', 'timeslot__overlapping'], what).toContain(conflict.error);
      for (const name of conflict.payload ?? [])
        expect(
          fields.map((f) => f.name),
          what,
        ).toContain(name);
      if (body) expect(await fingerprint(), what).toBe(before);
      return;
    }
    expect(res.statusCode, what).toBe(400);
    const answer = res.json<{ error: string; payload?: string[] }>();
    expect(answer.error, what).toBe('validation__error');
    expect(answer.payload?.length, what).toBeGreaterThan(0);
    for (const path of answer.payload ?? [])
      expect(
        fields.map((f) => f.errorPath),
        what,
      ).toContain(path);
    // a refused write changed nothing (a refused slot series created no slot)
    if (body) expect(await fingerprint(), what).toBe(before);
  }

  it('answers any date input with 2xx, 400 validation__error naming a date field, or 409 for a day taken by a fixture, never 5xx', async () => {
    const ops = dateOperations();
    expect(ops.length).toBeGreaterThan(0);
    for (const op of ops) {
      const fields = dateFieldsOf(op);
      const model = Object.fromEntries(
        fields.map((f) => [f.name, f.in === 'body' ? bodyDate : queryDate]),
      );
      await fc.assert(
        fc.asyncProperty(fc.record(model, { requiredKeys: [] }), async (values) =>
          callWith(op, values),
        ),
        { numRuns: RUNS },
      );
    }
  });

  const visitorCalendars = () => [
    `/api/rooms/${roomId}/booking`,
    `/api/transactions/${cartId}/rooms/${roomId}/available-timeslots`,
  ];

  it('refuses the years 0–99 on the visitor calendars with 400 naming the field', async () => {
    for (const url of visitorCalendars()) {
      for (const fromDate of ['0050-06-15', '0000-01-01', '0099-12-31', '1899-12-31']) {
        const res = await t.app.inject({ method: 'GET', url: `${url}?fromDate=${fromDate}` });
        expect({ url, fromDate, status: res.statusCode, body: res.json() }).toEqual({
          url,
          fromDate,
          status: 400,
          body: { error: 'validation__error', payload: ['querystring.fromDate'] },
        });
      }
      const until = await t.app.inject({
        method: 'GET',
        url: `${url}?fromDate=${TODAY}&untilDate=0050-06-15`,
      });
      expect(until.json()).toEqual({
        error: 'validation__error',
        payload: ['querystring.untilDate'],
      });
    }
  });

  it('shows the visitor calendar up to the last accepted date and not beyond', async () => {
    for (const url of visitorCalendars()) {
      const last = await t.app.inject({ method: 'GET', url: `${url}?fromDate=9999-12-31` });
      expect(last.statusCode).toBe(200);
      expect(last.json()).toEqual([]);
      const beyond = await t.app.inject({ method: 'GET', url: `${url}?fromDate=10000-01-01` });
      expect(beyond.statusCode).toBe(400);
      const ok = await t.app.inject({ method: 'GET', url: `${url}?fromDate=${addDays(TODAY, 1)}` });
      expect(ok.statusCode).toBe(200);
      expect(ok.json<Array<{ id: number }>>().map((s) => s.id)).toEqual([slotId]);
    }
  });

  it('refuses a slot series starting in year 50 and creates nothing', async () => {
    for (const [startDate, repeatUntil] of [
      ['0050-06-15', null],
      ['0050-06-15', '0050-06-20'],
      ['0000-01-01', null],
    ] as const) {
      const before = await fingerprint();
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/admin/rooms/${roomId}/timeslots`,
        headers: { ...XHR, cookie: admin },
        payload: {
          ...(await baseBodies['POST /api/admin/rooms/{id}/timeslots']!()),
          startDate,
          repeatUntil,
        },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ error: string; payload: string[] }>().payload).toContain('body.startDate');
      expect(res.json<{ error: string }>().error).toBe('validation__error');
      expect(await fingerprint()).toBe(before);
    }
    const ok = await t.app.inject({
      method: 'POST',
      url: `/api/admin/rooms/${roomId}/timeslots`,
      headers: { ...XHR, cookie: admin },
      payload: await baseBodies['POST /api/admin/rooms/{id}/timeslots']!(),
    });
    expect(ok.statusCode).toBe(201);
    await cleanUp();
  });
});
