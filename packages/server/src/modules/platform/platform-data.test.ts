import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@lesesaal/domain/audit/schema';
import { inArchive } from '../../db/archives';
import { rowsOf, type Db } from '../../db/client';
import { createTestApp, XHR, type TestApp } from '../../test/app';
import { TEST_DRIVERS } from '../../test/databases';
import { archiveTablesInDeleteOrder, deleteArchiveRows, deleteOrder } from './purge-repository';
import type { ArchiveCounts, PlatformArchive } from '@lesesaal/domain/archives/platform-schema';
import { newArchive, platformCall, platformSignIn, type PlatformSession } from './test-support';
import { transaction } from '../../db/transaction';

/**
 * A row in every table of an archive's data, linked as the app links them, written in the
 * archive the caller set (ids from the sequences, references to the archive's own rows).
 * A new table of an archive's data needs its line here: the test below fails until it has one.
 */
const SEED = [
  `INSERT INTO rooms (name, description, capacity) VALUES ('Lesesaal', 'EG', 4)`,
  `INSERT INTO room_images (room_id, content, content_type, alt, etag) VALUES ((SELECT max(id) FROM rooms), '\\x00', 'image/png', 'Bild', 'e1')`,
  `INSERT INTO room_seat_settings (room_id, accessible_hold_back_days) VALUES ((SELECT max(id) FROM rooms), 2)`,
  `INSERT INTO seat_equipment (key, name_de, name_en) VALUES ('seed-lamp', 'Lampe', 'Lamp')`,
  `INSERT INTO seats (room_id, label, equipment) VALUES ((SELECT max(id) FROM rooms), '12', '{seed-lamp}')`,
  `INSERT INTO seat_blocks (seat_id, reason, from_date, until_date) VALUES ((SELECT max(id) FROM seats), 'defekt', '2030-01-01', '2030-01-02')`,
  `INSERT INTO time_slots (room_id, date, start_time, end_time, capacity) VALUES ((SELECT max(id) FROM rooms), '2030-01-03', '09:00', '12:00', 4)`,
  `INSERT INTO holidays (name, date) VALUES ('Neujahr', '2030-01-01')`,
  `INSERT INTO blacklist (email, expired_at) VALUES ('Spam@Example.org', '2031-01-01')`,
  `INSERT INTO transactions (id, expired_at) VALUES ('cart-1', '2030-01-01T00:00:00Z')`,
  `INSERT INTO tickets (transaction_id, time_slot_id, status, booking_number, email, seat_id) VALUES ('cart-1', (SELECT max(id) FROM time_slots), 'BOOKED', 'AB12', 'a@example.org', (SELECT max(id) FROM seats))`,
  `INSERT INTO mail_outbox (kind, to_address, subject, text_body, html_body, message_id) VALUES ('booked', 'a@example.org', 'S', 'T', 'H', '<m@x>')`,
  `INSERT INTO visit_reminders (owner_id, visit_date) VALUES ('owner-1', '2030-01-03')`,
  `INSERT INTO waiting_list_entries (time_slot_id, token, email, transaction_id) VALUES ((SELECT max(id) FROM time_slots), 'tok', 'w@example.org', 'cart-1')`,
  `INSERT INTO daily_statistics (date, room_id, accessible_count, visits) VALUES ('2029-12-30', (SELECT max(id) FROM rooms), 1, 3)`,
  `INSERT INTO record_units (ticket_id, room_id, visit_date, call_number) VALUES ((SELECT max(id) FROM tickets), (SELECT max(id) FROM rooms), '2030-01-03', 'A 1/2')`,
  `INSERT INTO staff_accounts (email, password_hash, role) VALUES ('Seed@Example.org', 'h', 'ADMIN')`,
  `INSERT INTO staff_sessions (token_hash, account_id, expires_at) VALUES ('th', (SELECT max(id) FROM staff_accounts), '2030-01-01T00:00:00Z')`,
  `INSERT INTO audit_log (at, account_id, account_email, action, entity_type, fields, route) VALUES (now(), (SELECT max(id) FROM staff_accounts), 'seed@example.org', 'UPDATE', 'room', '["name"]', 'PUT /api/admin/rooms/:id')`,
  `INSERT INTO idempotency_keys (account_id, key, request_hash, ticket_id, created_at) VALUES ((SELECT max(id) FROM staff_accounts), 'k', 'h', (SELECT max(id) FROM tickets), now())`,
  `INSERT INTO job_runs (name, last_run_at, last_run_date) VALUES ('erasure', now(), '2030-01-01')`,
  `INSERT INTO openings (room_id, day, release_at, pre_window_minutes, admit_per_minute, turn_minutes) VALUES ((SELECT max(id) FROM rooms), '2030-01-03', '2030-01-02T08:00:00Z', 15, 20, 10)`,
  `INSERT INTO opening_places (opening_id, pass_hash, arrived_at) VALUES ((SELECT max(id) FROM openings), 'ph', '2030-01-02T07:50:00Z')`,
  `INSERT INTO readers (email, pseudonym) VALUES ('reader@example.org', 'p1')`,
  `INSERT INTO reader_sign_in_codes (email, code_hash, token_hash, expires_at) VALUES ('reader@example.org', 'ch', 'th', '2030-01-01T00:15:00Z')`,
  `INSERT INTO reader_sessions (token_hash, reader_id, expires_at) VALUES ('rs', (SELECT max(id) FROM readers), '2030-01-01T00:00:00Z')`,
  `INSERT INTO statistics_keys (secret) VALUES ('s1')`,
  `INSERT INTO group_requests (time_slot_id, seats_requested, organiser_name, email, topic, token_hash) VALUES ((SELECT max(id) FROM time_slots), 12, 'Maria Muster', 'g@example.org', 'Stadtgeschichte', 'gh')`,
  `INSERT INTO user_applications (reader_id, email, name, street, postcode, town, country, topic, purpose, publication_planned) VALUES ((SELECT max(id) FROM readers), 'reader@example.org', 'R', 'Weg 1', '1010', 'Wien', 'AT', 'T', 'privat', false)`,
];

/** The tables with `archive_id`, from the catalog (as the app's role sees it). */
async function archiveTables(db: Db): Promise<string[]> {
  return rowsOf<{ name: string }>(
    await db.execute(sql`SELECT table_name AS name FROM information_schema.columns
      WHERE table_schema = 'public' AND column_name = 'archive_id' ORDER BY table_name`),
  ).map((r) => r.name);
}

/** Rows per table in `archiveId` (row-level security shows only its rows). */
async function rowCounts(db: Db, archiveId: number): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await archiveTables(db)) {
    const [row] = await inArchive(archiveId, async () =>
      rowsOf<{ n: number }>(
        await db.execute(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`),
      ),
    );
    counts[table] = Number(row!.n);
  }
  return counts;
}

describe('the order archive tables are emptied in', () => {
  it('puts every table before the tables it references, and ignores references to others', () => {
    const order = deleteOrder(
      ['rooms', 'seats', 'tickets', 'time_slots'],
      [
        { child: 'seats', parent: 'rooms' },
        { child: 'time_slots', parent: 'rooms' },
        { child: 'tickets', parent: 'time_slots' },
        { child: 'tickets', parent: 'seats' },
        { child: 'tickets', parent: 'archives' },
        { child: 'tickets', parent: 'tickets' },
      ],
    );
    expect(order.indexOf('tickets')).toBeLessThan(order.indexOf('seats'));
    expect(order.indexOf('tickets')).toBeLessThan(order.indexOf('time_slots'));
    expect(order.indexOf('seats')).toBeLessThan(order.indexOf('rooms'));
    expect(order.indexOf('time_slots')).toBeLessThan(order.indexOf('rooms'));
    expect([...order].sort()).toEqual(['rooms', 'seats', 'tickets', 'time_slots']);
  });

  it('refuses a cycle of foreign keys', () => {
    expect(() =>
      deleteOrder(
        ['a', 'b'],
        [
          { child: 'a', parent: 'b' },
          { child: 'b', parent: 'a' },
        ],
      ),
    ).toThrow(/cycle/);
  });
});

describe.each(TEST_DRIVERS)('platform: archives data on %s', (driver) => {
  let t: TestApp;
  let admin: PlatformSession;
  let call: ReturnType<typeof platformCall>;
  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = await platformSignIn(t);
    call = platformCall(t.app, admin.cookie);
  });
  afterAll(async () => t.close());
  afterEach(async () => {
    // the default archive's data goes too (its row stays)
    await inArchive(1, () =>
      transaction(t.database.db, async (tx) => {
        for (const table of await archiveTablesInDeleteOrder(tx))
          await deleteArchiveRows(tx, table, 1);
      }),
    );
    for (const a of (await call('GET', '/api/platform/archives')).json<PlatformArchive[]>()) {
      if (a.isDefault) continue;
      await call('PATCH', `/api/platform/archives/${a.id}`, { suspended: true });
      await call('DELETE', `/api/platform/archives/${a.id}`);
    }
  });

  const create = async (slug: string) => {
    const res = await call('POST', '/api/platform/archives', newArchive(slug));
    expect(res.statusCode, res.body).toBe(201);
    return res.json<PlatformArchive>();
  };
  const seed = async (archiveId: number) => {
    for (const statement of SEED)
      // awaited inside: drizzle's query runs when awaited, in the archive then current
      await inArchive(archiveId, async () => {
        await t.database.db.execute(sql.raw(statement));
      });
  };

  it("removes every row of the archive from every table, and nothing of another's", async () => {
    const b = await create('bbb');
    const c = await create('ccc');
    for (const id of [1, b.id, c.id]) await seed(id);
    const seeded = await rowCounts(t.database.db, b.id);
    // every table of an archive's data has a row to remove (a new table needs a SEED line)
    expect(Object.entries(seeded).filter(([, n]) => n === 0)).toEqual([]);
    const before = {
      a: await rowCounts(t.database.db, 1),
      c: await rowCounts(t.database.db, c.id),
    };

    expect(
      (await call('PATCH', `/api/platform/archives/${b.id}`, { suspended: true })).statusCode,
    ).toBe(200);
    const removed = await call('DELETE', `/api/platform/archives/${b.id}`);
    expect(removed.statusCode, removed.body).toBe(204);

    const left = await rowCounts(t.database.db, b.id);
    expect(Object.entries(left).filter(([, n]) => n > 0)).toEqual([]);
    expect(await rowCounts(t.database.db, 1)).toEqual(before.a);
    expect(await rowCounts(t.database.db, c.id)).toEqual(before.c);
    const slugs = (await call('GET', '/api/platform/archives'))
      .json<PlatformArchive[]>()
      .map((a) => a.slug);
    expect(slugs).toEqual(['default', 'ccc']);
    // the directory read the list again: B is no longer served
    expect(t.app.archives.bySlug('bbb')).toBeUndefined();
    expect(t.app.archives.bySlug('ccc')).toBeDefined();
  });

  it('counts per archive, each its own: rooms, slots from today on, tickets booked this month and year, staff', async () => {
    // the test clock: 2030-03-04, 10:00 in Vienna
    const b = await create('bbb');
    const insert = (archiveId: number, statements: string[]) =>
      inArchive(archiveId, async () => {
        for (const s of statements) await t.database.db.execute(sql.raw(s));
      });
    const slot = (date: string) =>
      `INSERT INTO time_slots (room_id, date, start_time, end_time, capacity) VALUES ((SELECT max(id) FROM rooms), '${date}', '09:00', '10:00', 5)`;
    const ticket = (n: number, bookedAt: string | null) =>
      `INSERT INTO tickets (time_slot_id, status, booking_number, email, booked_at) VALUES ((SELECT min(id) FROM time_slots), '${bookedAt ? 'BOOKED' : 'NEW'}', 'N${n}', 'v${n}@example.org', ${bookedAt ? `'${bookedAt}'` : 'NULL'})`;
    await insert(1, [
      `INSERT INTO rooms (name, description, capacity) VALUES ('A1', '', 4)`,
      `INSERT INTO rooms (name, description, capacity) VALUES ('A2', '', 4)`,
      slot('2030-03-03'),
      slot('2030-03-04'),
      slot('2030-03-05'),
      ticket(1, '2030-03-01T10:00:00Z'),
      ticket(2, '2030-02-28T23:30:00Z'), // 1 March, 00:30 in Vienna: this month
      ticket(3, '2030-02-10T10:00:00Z'),
      ticket(4, '2029-12-31T23:30:00Z'), // 1 January 2030 in Vienna: this year
      ticket(5, '2029-12-31T22:30:00Z'), // 31 December 2029, 23:30 in Vienna: last year
      ticket(6, null),
    ]);
    await insert(b.id, [
      `INSERT INTO rooms (name, description, capacity) VALUES ('B1', '', 4)`,
      slot('2030-04-01'),
      ticket(1, '2030-03-02T10:00:00Z'),
    ]);

    const res = await call('GET', '/api/platform/overview');
    expect(res.statusCode, res.body).toBe(200);
    const counts = res.json<ArchiveCounts[]>();
    expect(counts).toEqual([
      {
        archiveId: 1,
        slug: 'default',
        name: expect.any(String),
        suspended: false,
        rooms: 2,
        timeSlots: 2,
        ticketsBookedThisMonth: 2,
        ticketsBookedThisYear: 4,
        staffAccounts: 0,
      },
      {
        archiveId: b.id,
        slug: 'bbb',
        name: 'Archiv BBB',
        suspended: false,
        rooms: 1,
        timeSlots: 1,
        ticketsBookedThisMonth: 1,
        ticketsBookedThisYear: 1,
        staffAccounts: 1, // its first admin
      },
    ]);
    // counts only: no e-mail or name of a visitor or of staff
    expect(res.body).not.toMatch(/@/);
  });

  it("opens B's staff screens as an admin for an hour, audited in B's log under the administrator's e-mail", async () => {
    const b = await create('bbb');
    const res = await call('POST', `/api/platform/archives/${b.id}/support`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ url: '/bbb/admin/' });
    const staffCookie = res.cookies.find((c) => c.name.startsWith('lesesaal_session'))!;
    expect(staffCookie).toMatchObject({ path: '/bbb/', httpOnly: true, sameSite: 'Strict' });
    const cookie = `${staffCookie.name}=${staffCookie.value}`;

    const me = await t.app.inject({ url: '/bbb/api/auth/me', headers: { cookie } });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toMatchObject({ email: admin.email, role: 'ADMIN' });
    const users = await t.app.inject({ url: '/bbb/api/admin/users', headers: { cookie } });
    expect(users.statusCode, users.body).toBe(200);
    expect(
      users
        .json<{ content: Array<{ email: string }> }>()
        .content.map((u) => u.email)
        .sort(),
    ).toEqual(['admin@bbb.example.org', admin.email].sort());
    // a change made in support is B's and audited under the administrator's e-mail
    const holiday = await t.app.inject({
      method: 'POST',
      url: '/bbb/api/admin/holidays',
      headers: { ...XHR, cookie },
      payload: { date: '2030-05-01', name: 'Staatsfeiertag' },
    });
    expect(holiday.statusCode, holiday.body).toBe(201);
    const log = await t.app.inject({ url: '/bbb/api/admin/audit-log', headers: { cookie } });
    const entries = log.json<{ content: AuditEntry[] }>().content;
    expect(entries.map((e) => [e.action, e.accountEmail, e.route]).reverse()).toEqual([
      ['SIGN_IN', admin.email, 'POST /api/platform/archives/:id/support'],
      [expect.any(String), admin.email, 'POST /api/admin/holidays'],
    ]);
    expect(entries.at(-1)!.fields).toEqual(
      expect.arrayContaining(['method:platform_support', 'role:ADMIN']),
    );
    // nothing in the default archive: its log, its staff, its screens
    const inDefault = Number(
      rowsOf<{ n: number }>(
        await t.database.db.execute(sql`SELECT count(*)::int AS n FROM audit_log`),
      )[0]!.n,
    );
    expect(inDefault).toBe(0);
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(401);

    // after an hour the session is over
    t.clock.advanceMinutes(61);
    const later = await t.app.inject({ url: '/bbb/api/auth/me', headers: { cookie } });
    expect(later.statusCode).toBe(401);
    t.clock.advanceMinutes(-61);

    // a second support session reuses the account: still B's first admin and this one
    const second = await call('POST', `/api/platform/archives/${b.id}/support`);
    expect(second.statusCode, second.body).toBe(200);
    const secondCookie = second.cookies.find((c) => c.name === staffCookie.name)!;
    const again = await t.app.inject({
      url: '/bbb/api/admin/users',
      headers: { cookie: `${secondCookie.name}=${secondCookie.value}` },
    });
    expect(again.json<{ content: unknown[] }>().content).toHaveLength(2);
  });

  it('opens the default archive at /admin/ with its own cookie', async () => {
    const res = await call('POST', '/api/platform/archives/1/support');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ url: '/admin/' });
    const staffCookie = res.cookies.find((c) => c.name === 'lesesaal_session')!;
    expect(staffCookie.path).toBe('/');
    const me = await t.app.inject({
      url: '/api/auth/me',
      headers: { cookie: `lesesaal_session=${staffCookie.value}` },
    });
    expect(me.json()).toMatchObject({ email: admin.email, role: 'ADMIN' });
  });

  it("refuses support for a suspended archive and when the archive's own account has the e-mail", async () => {
    const b = await create('bbb');
    await call('PATCH', `/api/platform/archives/${b.id}`, { suspended: true });
    const suspended = await call('POST', `/api/platform/archives/${b.id}/support`);
    expect(suspended.statusCode).toBe(409);
    expect(suspended.json()).toEqual({ error: 'conflict', payload: ['suspended'] });

    const c = await t.app.inject({
      method: 'POST',
      url: '/api/platform/archives',
      headers: { ...XHR, cookie: admin.cookie },
      payload: newArchive('ccc', { firstAdmin: { email: admin.email, displayName: 'Eigen' } }),
    });
    expect(c.statusCode, c.body).toBe(201);
    const taken = await call(
      'POST',
      `/api/platform/archives/${c.json<PlatformArchive>().id}/support`,
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: 'conflict', payload: ['email'] });
    expect(taken.cookies).toEqual([]);
  });
});
