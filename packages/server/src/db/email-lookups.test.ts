import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { listBlacklistEntriesFor } from '../modules/blacklist';
import { listBookedRangesOfEmail, listBookedVisitsOfEmail } from '../modules/seat-core';
/* eslint-disable no-restricted-imports -- the plans of each module's own e-mail lookups,
   the statements exactly as the modules send them, are what this test checks */
import { emailTakenByOther, findLinkableAccount } from '../modules/directory-sign-in/repository';
import { findAccountByEmail } from '../modules/auth/repository';
import { countUnitsOfPersonOnDay } from '../modules/record-orders/units';
import { countOpenEntriesOfEmail } from '../modules/waiting-list/repository';
/* eslint-enable no-restricted-imports */
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from '../test/databases';
import { ScopedPool } from './archive-scope';
import { APP_ROLE, ARCHIVE_SETTING } from './archives';
import type { Db } from './client';
import * as schema from './schema/index';

/**
 * Under row-level security PostgreSQL makes only leakproof conditions index conditions;
 * `lower(email) = …` is not, `email_lower = …` (text equality) is (migration 0018). Each
 * e-mail lookup of the app is planned here as the app runs it and must read its table through
 * the e-mail index alone.
 */

/** Rows per table and archive: enough that reading the table costs more than its index. */
const ROWS = 20_000;

/**
 * Fills two archives with ROWS visitors each (a room, a slot, booked tickets, waiting-list
 * entries, staff accounts, blacklist entries, each with its own e-mail), as the owner, and
 * gathers the planner's statistics.
 */
async function fill(owner: pg.Client): Promise<void> {
  await owner.query(`INSERT INTO archives (id, slug, name) VALUES (2, 'b', 'Archiv B')`);
  for (const archive of [1, 2]) {
    await owner.query('BEGIN');
    await owner.query(`SELECT set_config('${ARCHIVE_SETTING}', '${archive}', true)`);
    await owner.query(`INSERT INTO rooms (id, name, description, capacity)
      VALUES (${archive}, 'Saal', 'S', 10)`);
    await owner.query(`INSERT INTO time_slots (id, room_id, date, start_time, end_time, capacity)
      VALUES (${archive}, ${archive}, '2030-03-06', '09:00', '12:00', 10)`);
    const mail = `'p' || i || '-a${archive}@Example.org'`;
    await owner.query(`INSERT INTO tickets (time_slot_id, status, email)
      SELECT ${archive}, 'BOOKED', ${mail} FROM generate_series(1, ${ROWS}) i`);
    await owner.query(`INSERT INTO waiting_list_entries (time_slot_id, token, status, email)
      SELECT ${archive}, 't' || i, 'WAITING', ${mail} FROM generate_series(1, ${ROWS}) i`);
    await owner.query(`INSERT INTO staff_accounts (email, role)
      SELECT ${mail}, 'STAFF' FROM generate_series(1, ${ROWS}) i`);
    await owner.query(`INSERT INTO blacklist (email, expired_at)
      SELECT lower(${mail}), '2031-01-01' FROM generate_series(1, ${ROWS}) i`);
    await owner.query('COMMIT');
  }
  await owner.query('ANALYZE');
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** Every node of a plan, as "node type on relation (index)". */
function nodesOf(plan: PlanNode): string[] {
  const here = `${plan['Node Type']} on ${plan['Relation Name'] ?? '-'} (${plan['Index Name'] ?? '-'})`;
  return [here, ...(plan.Plans ?? []).flatMap(nodesOf)];
}

/**
 * The plan of `text` with `params` as the app runs it: as lesesaal_app with archive 1 set,
 * in a transaction rolled back.
 */
async function planAsApp(owner: pg.Client, text: string, params: unknown[]): Promise<string[]> {
  await owner.query('BEGIN');
  try {
    await owner.query(`SET LOCAL ROLE ${APP_ROLE}`);
    await owner.query(`SELECT set_config('${ARCHIVE_SETTING}', '1', true)`);
    const { rows } = await owner.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
      `EXPLAIN (FORMAT JSON) ${text}`,
      params,
    );
    return nodesOf(rows[0]!['QUERY PLAN'][0]!.Plan);
  } finally {
    await owner.query('ROLLBACK');
  }
}

type Lookup = [name: string, table: string, run: (db: Db) => Promise<unknown>];

/** The index each table is looked up by e-mail through (migration 0018). */
const EMAIL_INDEX: Record<string, string> = {
  tickets: 'tickets_email_lower_idx',
  blacklist: 'blacklist_email_lower_idx',
  waiting_list_entries: 'waiting_list_email_lower_idx',
  staff_accounts: 'staff_accounts_email_lower_idx',
};

const EMAIL = 'P4711-a1@example.ORG';

/** Every lookup of an e-mail address, and the table it looks the address up in. */
const LOOKUPS: Lookup[] = [
  ['listBookedRangesOfEmail', 'tickets', (db) => listBookedRangesOfEmail(db, EMAIL, '2030-01-01')],
  [
    'listBookedVisitsOfEmail',
    'tickets',
    (db) => listBookedVisitsOfEmail(db, EMAIL, '2030-01-01', '2030-12-31'),
  ],
  [
    'countUnitsOfPersonOnDay',
    'tickets',
    (db) => countUnitsOfPersonOnDay(db, EMAIL, 1, '2030-03-06'),
  ],
  ['listBlacklistEntriesFor', 'blacklist', (db) => listBlacklistEntriesFor(db, EMAIL)],
  ['countOpenEntriesOfEmail', 'waiting_list_entries', (db) => countOpenEntriesOfEmail(db, EMAIL)],
  ['findAccountByEmail', 'staff_accounts', (db) => findAccountByEmail(db, EMAIL)],
  ['emailTakenByOther', 'staff_accounts', (db) => emailTakenByOther(db, EMAIL, 1)],
  ['findLinkableAccount', 'staff_accounts', (db) => findLinkableAccount(db, EMAIL, new Date())],
];

describe.skipIf(!TEST_DRIVERS.includes('postgres'))('e-mail lookups on postgres', () => {
  let database: TestDatabase | undefined;
  afterEach(async () => database?.close());

  it('find the address through an index led by archive_id under row-level security, never by reading the table', async () => {
    database = await createTestDatabase('postgres');
    const owner = new pg.Client({ connectionString: database.url });
    await owner.connect();
    // the app's statements, as the repositories send them (the text and its values)
    const sent: Array<{ text: string; params: unknown[] }> = [];
    const pool = new ScopedPool({
      connectionString: database.url,
      max: 1,
      pipeline: true,
    });
    // pool.end() resolves while its connection may still be closing; the database is then
    // dropped WITH (FORCE), whose termination (57P01) such a connection reports to the pool
    pool.on('error', () => undefined);
    const db = drizzle(pool, {
      schema,
      logger: { logQuery: (text, params) => sent.push({ text, params }) },
    }) as unknown as Db;
    try {
      await fill(owner);
      for (const [name, table, run] of LOOKUPS) {
        sent.length = 0;
        await run(db);
        expect(sent, name).toHaveLength(1);
        const nodes = await planAsApp(owner, sent[0]!.text, sent[0]!.params);
        // the table is read only through its e-mail index: no scan of the table or the archive
        const onTable = nodes.filter((n) => n.includes(` on ${table} `));
        expect(onTable, `${name}: ${nodes.join(', ')}`).toEqual([
          `Index Scan on ${table} (${EMAIL_INDEX[table]})`,
        ]);
      }
      // the condition the lookups had before, with the index they had: lower() is not
      // leakproof, so under row-level security the index is not used and the table is read
      await owner.query('CREATE INDEX tickets_old_email_idx ON tickets (archive_id, lower(email))');
      await owner.query('ANALYZE tickets');
      const before = await planAsApp(
        owner,
        'SELECT id FROM tickets WHERE lower(email) = lower($1)',
        [EMAIL],
      );
      // (the whole table, or every row of the archive through a key led by archive_id)
      expect(before.some((n) => n.includes(' on tickets '))).toBe(true);
      expect(before.join()).not.toContain('email_idx');
      // and the lookup finds the address in any case, in its own archive only
      expect(await findAccountByEmail(db, EMAIL)).toMatchObject({
        email: 'p4711-a1@Example.org',
        archiveId: 1,
      });
      expect(await listBlacklistEntriesFor(db, EMAIL)).toEqual([
        { email: 'p4711-a1@example.org', expiredAt: '2031-01-01' },
      ]);
      expect(await countOpenEntriesOfEmail(db, 'p4711-A2@example.org')).toBe(0);
      expect(await countOpenEntriesOfEmail(db, EMAIL)).toBe(1);
    } finally {
      await owner.end();
      await pool.end();
    }
  }, 120_000);
});
