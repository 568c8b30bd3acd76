import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ARCHIVE_ID, inArchive } from '../db/archives';
import { recordUnits, seats, waitingListEntries } from '../db/schema/index';
import type { Archive } from '../archives';
import { createTestApp, XHR, type TestApp } from '../test/app';
import { addArchive, signInAt } from '../test/archives';
import { createStaffSession } from '../test/auth';
import { cartApi } from '../test/cart-api';
import { TEST_DRIVERS } from '../test/databases';
import {
  bookingPayload,
  insertBlacklistEntry,
  insertHoliday,
  insertRoom,
  insertTimeSlot,
} from '../test/factories';
import { documentedOperations, type JsonSchema, type Operation } from '../test/openapi-operations';

/*
 * Staff of archive B, signed in at `/b/`, call every documented operation that takes an id
 * with archive A's real ids (rooms, slots, seats, tickets, carts, owner links, booking
 * numbers, waiting-list tokens, staff accounts, …): each answers as for an id that does not
 * exist — 404 or another 4xx the operation documents — with nothing of A in the body, and A's
 * rows are the same afterwards. One pass per operation and id, no random runs: the database's
 * row-level security is what is tested, not the inputs.
 */

/** Texts only archive A holds: none may appear in an answer given in B. */
const A_MARKERS = {
  room: 'Lesesaal Alpha-Geheim',
  visitor: 'Adalbert',
  visitorEmail: 'adalbert.geheim@alpha.example',
  banned: 'gesperrt.alpha@alpha.example',
  holiday: 'Alpha-Feiertag',
  callNumber: 'ALPHA-SIG-4711',
  waiting: 'wartend.alpha@alpha.example',
};

/** A's values by kind: what a path, query or body id is filled with. */
interface AValues {
  ints: Record<string, number[]>;
  texts: Record<string, string[]>;
}

/** The kinds of value a parameter after this path segment (or with this name) takes. */
const KIND_OF_SEGMENT: Array<[RegExp, string]> = [
  [/^rooms?$|^roomId$/i, 'rooms'],
  [/timeslots?|timeSlotIds?|^slots?$/i, 'timeSlots'],
  [/^seats?$|seatIds?/i, 'seats'],
  [/^tickets?$|ticketIds?/i, 'tickets'],
  [/^transactions?$|transactionId/i, 'transactions'],
  [/^users?$|accounts?|staff/i, 'staff'],
  [/blacklist/i, 'blacklist'],
  [/holidays?/i, 'holidays'],
  [/record|units?|orders?/i, 'recordUnits'],
  [/wait/i, 'waiting'],
  [/owner|confirmation|reservation/i, 'owners'],
  [/booking|check-?in|number/i, 'bookingNumbers'],
];

/** Every candidate of A for a parameter: its kind's values first, then all the others. */
function candidatesFor(values: AValues, hints: string[]): string[] {
  const kinds = hints.flatMap((hint) =>
    KIND_OF_SEGMENT.filter(([pattern]) => pattern.test(hint)).map(([, kind]) => kind),
  );
  const own = kinds.flatMap((kind) => [
    ...(values.ints[kind] ?? []).map(String),
    ...(values.texts[kind] ?? []),
  ]);
  if (own.length > 0) return [...new Set(own)];
  return [
    ...new Set([
      ...Object.values(values.ints).flat().map(String),
      ...Object.values(values.texts).flat(),
    ]),
  ];
}

const isIdName = (name: string) => /(^id$|Id$|^ids$|Ids$|^token$|Number$)/.test(name);

/** One value a schema accepts, the same every run (an id-like property: one of A's). */
function example(s: JsonSchema, name: string, idOf: (name: string) => string): unknown {
  if (isIdName(name)) {
    const id = idOf(name);
    const types = [s.type ?? s.items?.type ?? []].flat();
    const asNumber = types.includes('integer') || s.items?.type === 'integer';
    const value = asNumber && /^\d+$/.test(id) ? Number(id) : id;
    return s.type === 'array' ? [value] : value;
  }
  if (s.enum) return s.enum[0];
  if ('const' in s) return s.const;
  const branches = s.anyOf ?? s.oneOf;
  if (branches) {
    const branch = branches.find((b) => b.type !== 'null') ?? branches[0]!;
    return example(branch, name, idOf);
  }
  if (s.allOf?.length === 1) return example(s.allOf[0]!, name, idOf);
  const type = [s.type].flat().find((t) => t !== 'null');
  switch (type) {
    case 'string': {
      if (s.format === 'date' || /date$/i.test(name)) return '2030-03-06';
      if (s.format === 'email' || /email/i.test(name)) return 'b.visitor@b.example';
      if (s.format === 'date-time') return '2030-03-06T09:00:00.000Z';
      const patterns = [s.pattern, ...(s.allOf ?? []).map((a) => a.pattern)].filter(
        (p): p is string => p !== undefined,
      );
      const last = patterns.at(-1);
      const plain = 'Lesesaal B 1';
      if (!last || patterns.every((p) => new RegExp(p).test(plain))) return plain;
      const [drawn] = fc.sample(
        fc
          .stringMatching(new RegExp(last))
          .filter(
            (v) =>
              v.length >= (s.minLength ?? 0) &&
              v.length <= (s.maxLength ?? 200) &&
              patterns.every((p) => new RegExp(p).test(v)),
          ),
        { numRuns: 1, seed: 42 },
      );
      return drawn;
    }
    case 'integer':
    case 'number':
      return s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: s.minItems ?? 1 }, () =>
        s.items ? example(s.items, name, idOf) : null,
      );
    case 'object':
      return Object.fromEntries(
        Object.entries(s.properties ?? {}).map(([key, v]) => [key, example(v, key, idOf)]),
      );
    default:
      return null;
  }
}

/** Every row of every archive table as A sees them (row-level security: A's rows only). */
async function dumpOfA(t: TestApp): Promise<Record<string, unknown[]>> {
  const db = t.database.db;
  return inArchive(DEFAULT_ARCHIVE_ID, async () => {
    const tables = await db.execute(
      sql`SELECT table_name FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'archive_id' ORDER BY table_name`,
    );
    const dump: Record<string, unknown[]> = {};
    for (const { table_name: name } of rowsOf<{ table_name: string }>(tables)) {
      const rows = await db.execute(sql`SELECT * FROM ${sql.identifier(name)} ORDER BY 1, 2`);
      dump[name] = rowsOf(rows);
    }
    return dump;
  });
}

/** The rows of `db.execute`'s answer on either driver. */
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}

/** A's data with an id in every kind of table the API reaches by id. */
async function seedA(t: TestApp): Promise<AValues> {
  const db = t.database.db;
  const room = await insertRoom(db, { name: A_MARKERS.room });
  const slot = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-06' });
  const later = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-07' });
  const [seat] = await db.insert(seats).values({ roomId: room.id, label: 'A-1' }).returning();
  await insertBlacklistEntry(db, A_MARKERS.banned, '2031-01-01', 'Alpha');
  await insertHoliday(db, '2030-12-24', A_MARKERS.holiday);
  const api = cartApi(t.app);
  const booked = await api.cartWith(slot.id);
  const res = await api.book(
    booked.transactionId,
    bookingPayload({ firstName: A_MARKERS.visitor, email: A_MARKERS.visitorEmail }),
  );
  if (res.statusCode !== 200) throw new Error(`booking in A failed: ${res.body}`);
  const ticket = res.json<{
    tickets: Array<{ id: number; ownerId: string; bookingNumber: string }>;
  }>().tickets[0]!;
  const held = await api.cartWith(later.id);
  const [unit] = await db
    .insert(recordUnits)
    .values({
      ticketId: ticket.id,
      roomId: room.id,
      visitDate: '2030-03-06',
      callNumber: A_MARKERS.callNumber,
    })
    .returning();
  const [entry] = await db
    .insert(waitingListEntries)
    .values({
      timeSlotId: later.id,
      token: 'alphaWaitingToken0123456789',
      email: A_MARKERS.waiting,
    })
    .returning();
  const staff = await createStaffSession(t.app, db, 'ADMIN');
  return {
    ints: {
      rooms: [room.id],
      timeSlots: [slot.id, later.id],
      seats: [seat!.id],
      tickets: [ticket.id],
      staff: [staff.accountId],
      recordUnits: [unit!.id],
      waiting: [entry!.id],
      holidays: rowsOf<{ id: number }>(await db.execute(sql`SELECT id FROM holidays`)).map(
        (r) => r.id,
      ),
    },
    texts: {
      transactions: [booked.transactionId, held.transactionId],
      owners: [ticket.ownerId],
      bookingNumbers: [ticket.bookingNumber],
      waiting: [entry!.token],
      // the blacklist's key is the e-mail
      blacklist: [A_MARKERS.banned],
    },
  };
}

describe.each(TEST_DRIVERS)("archive B's staff with archive A's ids on %s", (driver) => {
  let t: TestApp;
  let b: Archive;
  let cookie: string;
  let values: AValues;
  let operations: Operation[];

  beforeAll(async () => {
    t = await createTestApp(driver);
    b = await addArchive(t, { slug: 'b' });
    values = await seedA(t);
    // B has data of its own, so a list is not empty by accident
    await inArchive(b.id, async () => {
      const room = await insertRoom(t.database.db, { name: 'Lesesaal Beta' });
      await insertTimeSlot(t.database.db, { roomId: room.id, date: '2030-03-06' });
    });
    cookie = (await signInAt(t, b, '/b/')).cookie;
    operations = (await documentedOperations(t.app)).filter(
      (op) =>
        ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(op.method) &&
        !op.path.startsWith('/api/platform/') &&
        op.path !== '/api/auth/logout' &&
        (op.parameters.some((p) => p.in === 'path' || isIdName(p.name)) ||
          op.bodies.some((body) => JSON.stringify(body.schema).match(/"\w*(Id|Ids|ids)"/))),
    );
  });
  afterAll(async () => t.close());

  it(
    "answers every operation taking an id with A's ids as unknown, shows nothing of A and changes nothing of A",
    { timeout: 300_000 },
    async () => {
      expect(operations.length).toBeGreaterThan(40);
      const before = await dumpOfA(t);
      const markers = Object.values(A_MARKERS).map((m) => m.toLowerCase());
      const answered: string[] = [];
      let calls = 0;
      for (const op of operations) {
        const segments = op.path.split('/');
        const hintsOf = (name: string) => {
          const at = segments.indexOf(`{${name}}`);
          return [name, segments[at - 1] ?? '', op.path];
        };
        const idOf = (name: string) => candidatesFor(values, hintsOf(name))[0]!;
        const pathParams = op.parameters.filter((p) => p.in === 'path');
        // every candidate of A for the first path parameter (the others: their first)
        const first = pathParams[0];
        const series = first ? candidatesFor(values, hintsOf(first.name)) : [''];
        for (const value of series) {
          let url = `/b${op.path}`;
          for (const p of pathParams)
            url = url.replace(
              `{${p.name}}`,
              encodeURIComponent(p === first ? value : String(example(p.schema, p.name, idOf))),
            );
          const query = new URLSearchParams();
          for (const p of op.parameters.filter((q) => q.in === 'query'))
            if (p.required || isIdName(p.name))
              query.set(p.name, String(example(p.schema, p.name, idOf)));
          const json = op.bodies.find((body) => body.type === 'application/json');
          const res = await t.app.inject({
            method: op.method as 'GET',
            url: query.size > 0 ? `${url}?${query}` : url,
            headers: { ...XHR, cookie, ...(json ? { 'content-type': 'application/json' } : {}) },
            ...(json ? { payload: JSON.stringify(example(json.schema, 'body', idOf)) } : {}),
          });
          calls++;
          const what = `${op.method} ${url} → ${res.statusCode} ${res.body.slice(0, 200)}`;
          expect(res.statusCode, what).toBeLessThan(500);
          expect(op.statuses, what).toContain(String(res.statusCode));
          const body = res.body.toLowerCase();
          for (const marker of markers)
            expect(body.includes(marker), `${what}: ${marker}`).toBe(false);
          for (const id of values.texts.owners!.concat(values.texts.bookingNumbers!))
            expect(res.body.includes(id), `${what}: ${id}`).toBe(false);
          if (res.statusCode < 400) answered.push(`${op.method} ${op.path}`);
        }
      }
      expect(calls).toBeGreaterThan(100);
      // 2xx only where an id filters a list or a range (an unknown id: empty, as with one
      // archive) — with nothing of A in it, as checked above, and nothing of A changed
      expect([...new Set(answered)].sort()).toEqual([
        'GET /api/admin/rooms/{id}/timeslots',
        'GET /api/admin/statistics',
        'GET /api/admin/statistics/export',
        'GET /api/admin/tickets',
        'GET /api/admin/tickets/export',
        'POST /api/admin/rooms/{id}/timeslots/capacity',
      ]);
      expect(await dumpOfA(t)).toEqual(before);
    },
  );
});
