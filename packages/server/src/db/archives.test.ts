import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from '../test/databases';
import { ScopedPGlite } from './archive-scope';
import { APP_ROLE, inArchive, SHARED_TABLES } from './archives';
import { transaction } from './transaction';
import { rowsOf } from './client';
import { driverClientOf } from './named';
import { pipelinedTransaction } from './pipelined-transaction';
import { holidays, rooms, timeSlots } from './schema/index';

/**
 * A session of the owner on the test database, outside the app's scope: PostgreSQL through a
 * client of its own (the test server's superuser), PGlite through `exec` (never scoped).
 * `query` runs one statement and answers its rows.
 */
interface OwnerSession {
  query<T>(text: string): Promise<T[]>;
  close(): Promise<void>;
}

async function ownerSession(database: TestDatabase): Promise<OwnerSession> {
  if (database.driver === 'postgres') {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    return {
      query: async <T>(text: string) => (await client.query(text)).rows as T[],
      close: () => client.end(),
    };
  }
  const instance = driverClientOf(database.db);
  if (!(instance instanceof ScopedPGlite)) throw new Error('not the scoped PGlite');
  return {
    query: async <T>(text: string) => ((await instance.exec(text)).at(-1)?.rows ?? []) as T[],
    close: async () => undefined,
  };
}

/**
 * Runs `statements` as the app's role in one transaction of the owner's session, with
 * `archive` set (null: none), and rolls it back. Answers each statement's rows or error.
 */
async function asApp(
  owner: OwnerSession,
  archive: number | null,
  statements: string[],
): Promise<Array<{ rows?: Array<Record<string, unknown>>; code?: string }>> {
  const results: Array<{ rows?: Array<Record<string, unknown>>; code?: string }> = [];
  await owner.query('BEGIN');
  try {
    await owner.query(`SET LOCAL ROLE ${APP_ROLE}`);
    if (archive !== null)
      await owner.query(`SELECT set_config('lesesaal.archive_id', '${archive}', true)`);
    for (const statement of statements) {
      await owner.query('SAVEPOINT s');
      try {
        results.push({ rows: await owner.query(statement) });
        await owner.query('RELEASE SAVEPOINT s');
      } catch (err) {
        results.push({ code: (err as { code?: string }).code ?? 'unknown' });
        await owner.query('ROLLBACK TO SAVEPOINT s');
      }
    }
  } finally {
    await owner.query('ROLLBACK');
  }
  return results;
}

interface TableRow {
  name: string;
  has_archive: boolean;
  rls: boolean;
  forced: boolean;
  policy: string | null;
  check: string | null;
  command: string | null;
}

const TABLES = `
  SELECT c.relname AS name, c.relrowsecurity AS rls, c.relforcerowsecurity AS forced,
    EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'archive_id'
      AND NOT a.attisdropped) AS has_archive,
    pg_get_expr(p.polqual, p.polrelid) AS policy,
    pg_get_expr(p.polwithcheck, p.polrelid) AS check,
    p.polcmd::text AS command
  FROM pg_class c
  JOIN pg_namespace n ON n.oid = c.relnamespace
  LEFT JOIN pg_policy p ON p.polrelid = c.oid
  WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
  ORDER BY c.relname`;

describe.each(TEST_DRIVERS)('archives kept apart by the database on %s', (driver) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it('has row-level security enabled, forced and with a policy on every table with archive_id, and the app role cannot get round it', async () => {
    database = await createTestDatabase(driver);
    const tables = rowsOf<TableRow>(await database.db.execute(sql.raw(TABLES)));
    const archiveTables = tables.filter((t) => t.has_archive);
    expect(archiveTables.length).toBeGreaterThanOrEqual(20);
    for (const t of archiveTables) {
      expect({ table: t.name, rls: t.rls, forced: t.forced }).toEqual({
        table: t.name,
        rls: true,
        forced: true,
      });
      // one policy for every command, reading the transaction's archive in USING and CHECK
      expect(t.command, t.name).toBe('*');
      expect(t.policy, t.name).toMatch(/archive_id = .*current_setting\('lesesaal\.archive_id'/);
      expect(t.check, t.name).toBe(t.policy);
    }
    // every other table is one of the small shared tables, and each of those exists
    const shared = tables.filter((t) => !t.has_archive).map((t) => t.name);
    expect(shared.sort()).toEqual([...SHARED_TABLES].sort());

    const [role] = rowsOf<{ user: string; super: boolean; bypass: boolean; owns: number }>(
      await database.db.execute(sql`
        SELECT current_user AS user, r.rolsuper AS super, r.rolbypassrls AS bypass,
          (SELECT count(*)::int FROM pg_class c WHERE c.relowner = r.oid) AS owns
        FROM pg_roles r WHERE r.rolname = current_user`),
    );
    expect(role).toEqual({ user: APP_ROLE, super: false, bypass: false, owns: 0 });
    // the same in a transaction, and the archive is the default one in both
    await transaction(database.db, async (tx) => {
      const [row] = rowsOf<{ user: string; archive: string }>(
        await tx.execute(
          sql`SELECT current_user AS user, current_setting('lesesaal.archive_id') AS archive`,
        ),
      );
      expect(row).toEqual({ user: APP_ROLE, archive: '1' });
    });
    // and in the pipelined hold transaction, whose first batch carries the scope
    const [pipelined] = await pipelinedTransaction(database.db, (tx) =>
      tx.run([
        {
          query: sql`SELECT current_user AS user, current_setting('lesesaal.archive_id') AS archive`,
          read: (result: unknown) => rowsOf<{ user: string; archive: string }>(result)[0],
        },
      ]),
    );
    expect(pipelined).toEqual({ user: APP_ROLE, archive: '1' });
  }, 60_000);

  it("shows archive A's statements nothing of archive B, refuses writes into B, and shows nothing with no archive set", async () => {
    database = await createTestDatabase(driver);
    const { db } = database;
    const owner = await ownerSession(database);
    try {
      await owner.query(`INSERT INTO archives (id, slug, name) VALUES (2, 'b', 'Archiv B')`);
      // archive B's rows, written by the owner with B set for the transaction
      await owner.query('BEGIN');
      await owner.query(`SELECT set_config('lesesaal.archive_id', '2', true)`);
      await owner.query(
        `INSERT INTO rooms (id, name, description, capacity) VALUES (1002, 'B-Saal', 'B', 5)`,
      );
      await owner.query(`INSERT INTO holidays (name, date) VALUES ('B-Feiertag', '2030-01-02')`);
      await owner.query('COMMIT');
      // archive A's (the app's, the default archive)
      const [roomA] = await db
        .insert(rooms)
        .values({ name: 'A-Saal', description: 'A', capacity: 3 })
        .returning();
      await db.insert(holidays).values({ name: 'A-Feiertag', date: '2030-01-01' });

      expect((await db.select().from(rooms)).map((r) => [r.archiveId, r.name])).toEqual([
        [1, 'A-Saal'],
      ]);
      expect((await db.select().from(holidays)).map((h) => h.name)).toEqual(['A-Feiertag']);
      // B's room by its id: not found, not changed, not deleted
      expect(await db.select().from(rooms).where(eq(rooms.id, 1002))).toEqual([]);
      const renamed = await db
        .update(rooms)
        .set({ name: 'gekapert' })
        .where(eq(rooms.id, 1002))
        .returning();
      expect(renamed).toEqual([]);
      expect(await db.delete(rooms).where(eq(rooms.id, 1002)).returning()).toEqual([]);
      // rows into B, or A's row moved to B: refused by the policy's check
      const policy = { cause: expect.objectContaining({ code: '42501' }) as unknown };
      await expect(
        db.insert(rooms).values({ archiveId: 2, name: 'X', description: 'X', capacity: 1 }),
      ).rejects.toMatchObject(policy);
      await expect(
        db.update(rooms).set({ archiveId: 2 }).where(eq(rooms.id, roomA!.id)),
      ).rejects.toMatchObject(policy);
      // a slot of A in B's room: the foreign key includes the archive
      await expect(
        db.insert(timeSlots).values({
          roomId: 1002,
          date: '2030-01-03',
          startTime: '09:00',
          endTime: '10:00',
          capacity: 1,
        }),
      ).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23503' }) as unknown });

      // the app's role with B set sees B's rows only; with none set, nothing anywhere
      const [bRooms, bHolidays] = await asApp(owner, 2, [
        'SELECT name FROM rooms',
        'SELECT name FROM holidays',
      ]);
      expect(bRooms!.rows).toEqual([{ name: 'B-Saal' }]);
      expect(bHolidays!.rows).toEqual([{ name: 'B-Feiertag' }]);
      const tables = rowsOf<TableRow>(await db.execute(sql.raw(TABLES)))
        .filter((t) => t.has_archive)
        .map((t) => t.name);
      const none = await asApp(owner, null, [
        ...tables.map((t) => `SELECT count(*)::int AS n FROM ${t}`),
        `INSERT INTO holidays (name, date) VALUES ('X', '2030-01-04')`,
        `INSERT INTO holidays (archive_id, name, date) VALUES (1, 'X', '2030-01-04')`,
        `UPDATE rooms SET name = 'X' RETURNING id`,
      ]);
      expect(none.slice(0, tables.length)).toEqual(tables.map(() => ({ rows: [{ n: 0 }] })));
      // no archive: the policy's check refuses a row with the default (null) before NOT NULL
      // would, and one naming an archive; an update finds nothing to change
      expect(none.slice(tables.length)).toEqual([
        { code: '42501' },
        { code: '42501' },
        { rows: [] },
      ]);
    } finally {
      await owner.close();
    }
  }, 60_000);

  it("runs the app's statements in the archive inArchive sets, through promises and timers, and in the default archive outside it", async () => {
    database = await createTestDatabase(driver);
    const { db } = database;
    const owner = await ownerSession(database);
    try {
      await owner.query(`INSERT INTO archives (id, slug, name) VALUES (2, 'b', 'Archiv B')`);
    } finally {
      await owner.close();
    }
    await db.insert(rooms).values({ name: 'A-Saal', description: 'A', capacity: 3 });
    const names = async () => (await db.select().from(rooms)).map((r) => [r.archiveId, r.name]);
    const inB = await inArchive(2, async () => {
      // the column's default is the transaction's archive: B, without naming it
      await db.insert(rooms).values({ name: 'B-Saal', description: 'B', capacity: 5 });
      await new Promise((resolve) => setTimeout(resolve, 5));
      const [fromTransaction] = await transaction(db, async (tx) =>
        rowsOf<{ archive: string }>(
          await tx.execute(sql`SELECT current_setting('lesesaal.archive_id') AS archive`),
        ),
      );
      return { rooms: await names(), transaction: fromTransaction };
    });
    expect(inB).toEqual({ rooms: [[2, 'B-Saal']], transaction: { archive: '2' } });
    // two archives at once keep their own
    const [a, b] = await Promise.all([inArchive(1, names), inArchive(2, names)]);
    expect(a).toEqual([[1, 'A-Saal']]);
    expect(b).toEqual([[2, 'B-Saal']]);
    expect(await names()).toEqual([[1, 'A-Saal']]);
  }, 60_000);
});
