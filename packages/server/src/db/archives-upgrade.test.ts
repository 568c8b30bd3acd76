import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { TEST_DRIVERS } from '../test/databases';
import { serverNow, testDatabaseName } from '../test/leftover-databases';
import { ScopedPGlite } from './archive-scope';
import { SHARED_TABLES } from './archives';
import { MIGRATIONS_FOLDER, openDatabase, PGLITE_EXTENSIONS, type Db } from './client';
import { rooms, tickets } from './schema/index';

/** A copy of the migrations folder whose journal ends at `tag` (a database from before). */
function migrationsUpTo(tag: string): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'lesesaal-migrations-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const end = journal.entries.findIndex((e) => e.tag === tag);
  journal.entries = journal.entries.slice(0, end + 1);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

/** A row in every table of the schema as it was at 0016, linked as the app links them. */
const SEED = [
  `INSERT INTO rooms (id, name, description, capacity) VALUES (7, 'Lesesaal', 'EG', 4)`,
  `INSERT INTO room_images (room_id, content, content_type, alt, etag) VALUES (7, '\\x00', 'image/png', 'Bild', 'e1')`,
  `INSERT INTO room_seat_settings (room_id, accessible_hold_back_days) VALUES (7, 2)`,
  `INSERT INTO seat_equipment (id, key, name_de, name_en) VALUES (3, 'socket', 'Steckdose', 'Socket')`,
  `INSERT INTO seats (id, room_id, label, equipment) VALUES (5, 7, '12', '{socket}')`,
  `INSERT INTO seat_blocks (seat_id, reason, from_date, until_date) VALUES (5, 'defekt', '2030-01-01', '2030-01-02')`,
  `INSERT INTO time_slots (id, room_id, date, start_time, end_time, capacity) VALUES (9, 7, '2030-01-03', '09:00', '12:00', 4)`,
  `INSERT INTO holidays (name, date) VALUES ('Neujahr', '2030-01-01')`,
  `INSERT INTO blacklist (email, expired_at) VALUES ('Spam@Example.org', '2031-01-01')`,
  `INSERT INTO transactions (id, expired_at) VALUES ('cart-1', '2030-01-01T00:00:00Z')`,
  `INSERT INTO tickets (id, transaction_id, time_slot_id, status, booking_number, email, seat_id) VALUES (11, 'cart-1', 9, 'BOOKED', 'AB12', 'a@example.org', 5)`,
  `INSERT INTO mail_outbox (kind, to_address, subject, text_body, html_body, message_id) VALUES ('booked', 'a@example.org', 'S', 'T', 'H', '<m@x>')`,
  `INSERT INTO visit_reminders (owner_id, visit_date) VALUES ('owner-1', '2030-01-03')`,
  `INSERT INTO waiting_list_entries (time_slot_id, token, email) VALUES (9, 'tok', 'w@example.org')`,
  `INSERT INTO daily_statistics (date, room_id, accessible_count, visits) VALUES ('2029-12-30', 7, 1, 3)`,
  `INSERT INTO record_units (ticket_id, room_id, visit_date, call_number) VALUES (11, 7, '2030-01-03', 'A 1/2')`,
  `INSERT INTO staff_accounts (id, email, password_hash, role) VALUES (2, 'Admin@Example.org', 'h', 'ADMIN')`,
  `INSERT INTO staff_sessions (token_hash, account_id, expires_at) VALUES ('th', 2, '2030-01-01T00:00:00Z')`,
  `INSERT INTO audit_log (at, account_id, account_email, action, entity_type, fields, route) VALUES (now(), 2, 'admin@example.org', 'UPDATE', 'room', '["name"]', 'PUT /api/admin/rooms/:id')`,
  `INSERT INTO idempotency_keys (account_id, key, request_hash, ticket_id, created_at) VALUES (2, 'k', 'h', 11, now())`,
  `INSERT INTO job_runs (name, last_run_at, last_run_date) VALUES ('erasure', now(), '2030-01-01')`,
  `INSERT INTO server_secrets (name, value) VALUES ('altcha', 's')`,
  `INSERT INTO rate_limit_counters (key, count, reset_at) VALUES ('ip:1', 2, now())`,
  `INSERT INTO spent_bot_challenges (signature, expires_at) VALUES ('sig', now())`,
];

/**
 * Every row of a table, as JSON without the columns migrations added since (`archive_id`,
 * `email_lower`, `support`, `session_kind`, `release_time`, the rooms' draw and application
 * flag, the tickets' reader and application columns), in a stable order (as the owner).
 */
const ADDED_SINCE = [
  'archive_id',
  'email_lower',
  'support',
  'session_kind',
  'release_time',
  'draw_pre_window_minutes',
  'draw_admit_per_minute',
  'draw_turn_minutes',
  'requires_application',
  'reader_id',
  'reader_pseudonym',
  'application_id',
  'purpose',
  'topic',
  'country',
  'group_id',
  'max_stay_days',
  'stay_id',
];
const rowsOf = (table: string) =>
  `SELECT coalesce(jsonb_agg(r ORDER BY r::text), '[]'::jsonb) AS rows
   FROM (SELECT to_jsonb(x) ${ADDED_SINCE.map((c) => `- '${c}'`).join(' ')} AS r
     FROM ${table} x) y`;

/** The owner's statements on the database (no scope) and the app's Db after migrating on. */
interface Upgrade {
  owner(text: string): Promise<Array<Record<string, unknown>>>;
  migrateOn(): Promise<Db>;
  close(): Promise<void>;
}

const BEFORE_ARCHIVES = '0016_idempotency_keys';

async function pgliteAt(tag = BEFORE_ARCHIVES): Promise<Upgrade> {
  const instance = new ScopedPGlite({ extensions: PGLITE_EXTENSIONS });
  await instance.waitReady;
  await migratePglite(drizzlePglite(instance), { migrationsFolder: migrationsUpTo(tag) });
  return {
    owner: async (text) => (await instance.exec(text)).at(-1)?.rows ?? [],
    migrateOn: async () => {
      await migratePglite(drizzlePglite(instance), { migrationsFolder: MIGRATIONS_FOLDER });
      instance.scopeToArchives();
      return drizzlePglite(instance) as unknown as Db;
    },
    close: () => instance.close(),
  };
}

async function postgresAt(adminUrl: string, tag = BEFORE_ARCHIVES): Promise<Upgrade> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const name = testDatabaseName(await serverNow(admin));
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const owner = new pg.Client({ connectionString: url.toString() });
  await owner.connect();
  await migratePg(drizzlePg(owner), { migrationsFolder: migrationsUpTo(tag) });
  let app: Awaited<ReturnType<typeof openDatabase>> | undefined;
  return {
    owner: async (text) => (await owner.query(text)).rows as Array<Record<string, unknown>>,
    migrateOn: async () => {
      app = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
      return app.db;
    },
    close: async () => {
      await app?.close();
      await owner.end();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

describe.each(TEST_DRIVERS)('upgrading a database from before archives on %s', (driver) => {
  it('puts every row into the default archive and reads the same', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL;
    const upgrade = driver === 'pglite' ? await pgliteAt() : await postgresAt(adminUrl!);
    try {
      for (const statement of SEED) await upgrade.owner(statement);
      const tables = (
        await upgrade.owner(
          `SELECT tablename AS t FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`,
        )
      ).map((r) => String(r.t));
      const readAll = async () => {
        const all: Record<string, unknown> = {};
        for (const t of tables) all[t] = (await upgrade.owner(rowsOf(t)))[0]!.rows;
        return all;
      };
      const before = await readAll();
      expect(Object.values(before).every((rows) => (rows as unknown[]).length === 1)).toBe(true);

      const db = await upgrade.migrateOn();
      expect(await readAll()).toEqual(before);
      for (const t of tables.filter((t) => !SHARED_TABLES.includes(t))) {
        const archives = await upgrade.owner(`SELECT DISTINCT archive_id AS a FROM ${t}`);
        expect({ t, archives }).toEqual({ t, archives: [{ a: 1 }] });
      }
      // and the app reads them in the default archive
      expect((await db.select().from(rooms).orderBy(asc(rooms.id))).map((r) => r.name)).toEqual([
        'Lesesaal',
      ]);
      const [ticket] = await db.select().from(tickets);
      expect(ticket).toMatchObject({ archiveId: 1, bookingNumber: 'AB12', seatId: 5 });
      // the rows there before have their e-mail lower-cased for the lookups (0018)
      const lowered = await upgrade.owner(
        `SELECT (SELECT email_lower FROM staff_accounts) AS staff, (SELECT email_lower FROM blacklist) AS blocked`,
      );
      expect(lowered).toEqual([{ staff: 'admin@example.org', blocked: 'spam@example.org' }]);
      // the default archive has no settings of its own (0020): everything the installation's
      expect(await upgrade.owner(`SELECT settings FROM archives`)).toEqual([{ settings: {} }]);
      // the rooms there before open their new days at midnight, as they did (0022)
      expect(await upgrade.owner(`SELECT release_time FROM rooms`)).toEqual([
        { release_time: null },
      ]);
    } finally {
      await upgrade.close();
    }
  }, 120_000);
});

describe.each(TEST_DRIVERS)('upgrading a database with support accounts on %s', (driver) => {
  it('marks the support accounts of every archive (0021), and no account of its own', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL;
    const before = '0020_archive_settings';
    const upgrade =
      driver === 'pglite' ? await pgliteAt(before) : await postgresAt(adminUrl!, before);
    try {
      await upgrade.owner(`INSERT INTO archives (id, slug, name) VALUES (2, 'b', 'B')`);
      for (const [archive, email, password, subject] of [
        [1, 'own@example.org', `'h'`, 'NULL'],
        [1, 'ops@platform.example', 'NULL', 'NULL'],
        [1, 'directory@example.org', 'NULL', `'sub-1'`],
        [2, 'ops@platform.example', 'NULL', 'NULL'],
      ] as const)
        await upgrade.owner(
          `INSERT INTO staff_accounts (archive_id, email, password_hash, oidc_issuer, oidc_subject, role)
           VALUES (${archive}, '${email}', ${password}, 'https://idp.example', ${subject}, 'ADMIN')`,
        );
      await upgrade.migrateOn();
      expect(
        await upgrade.owner(
          `SELECT archive_id AS a, email AS e, support AS s FROM staff_accounts ORDER BY 1, 2`,
        ),
      ).toEqual([
        { a: 1, e: 'directory@example.org', s: false },
        { a: 1, e: 'ops@platform.example', s: true },
        { a: 1, e: 'own@example.org', s: false },
        { a: 2, e: 'ops@platform.example', s: true },
      ]);
    } finally {
      await upgrade.close();
    }
  }, 120_000);
});
