import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from '../test/databases';
import { sql } from 'drizzle-orm';
import { APP_ROLE, inArchive, scopeStatementFor } from './archives';
import { rowsOf, type Db } from './client';
import { transaction } from './transaction';

describe('the scope written into the text after BEGIN', () => {
  it('names the archive as an integer literal and refuses anything that is not a positive integer', () => {
    expect(scopeStatementFor(7)).toBe(
      `SELECT set_config('role', '${APP_ROLE}', true), set_config('lesesaal.archive_id', '7', true)`,
    );
    for (const bad of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60])
      expect(() => scopeStatementFor(bad)).toThrow(RangeError);
  });
});

// PostgreSQL only (PGlite sets the scope on its one session: archives.test.ts)
describe.skipIf(!TEST_DRIVERS.includes('postgres'))('transaction() on PostgreSQL', () => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  async function open(): Promise<TestDatabase> {
    database = await createTestDatabase('postgres');
    const owner = new pg.Client({ connectionString: database.url });
    await owner.connect();
    await owner.query(`INSERT INTO archives (id, slug, name) VALUES (2, 'b', 'Archiv B')`);
    await owner.end();
    return database;
  }

  const who = async (db: Db): Promise<{ role: string; archive: string | null }> => {
    const [row] = rowsOf<{ role: string; archive: string | null }>(
      await db.execute(
        sql`SELECT current_user AS role, current_setting('lesesaal.archive_id', true) AS archive`,
      ),
    );
    if (!row) throw new Error('no row');
    return row;
  };

  it('begins every transaction with the scope of the archive the work runs in', async () => {
    const { db } = await open();
    expect(await transaction(db, (tx) => who(tx))).toEqual({ role: APP_ROLE, archive: '1' });
    expect(await inArchive(2, () => transaction(db, (tx) => who(tx)))).toEqual({
      role: APP_ROLE,
      archive: '2',
    });
    // a statement outside a transaction: the pool's own scoped transaction
    expect(await inArchive(2, () => who(db))).toEqual({ role: APP_ROLE, archive: '2' });
  });

  it('rolls back what fn wrote when it throws, and the scope never outlives the transaction', async () => {
    const { db, url } = await open();
    const failed = transaction(db, async (tx) => {
      await tx.execute(sql`INSERT INTO holidays (date, name) VALUES ('2031-01-01', 'x')`);
      throw new Error('planned');
    });
    await expect(failed).rejects.toThrow('planned');
    const owner = new pg.Client({ connectionString: url });
    await owner.connect();
    try {
      expect((await owner.query('SELECT count(*)::int AS n FROM holidays')).rows[0].n).toBe(0);
    } finally {
      await owner.end();
    }
  });

  it("leaves drizzle's own transaction unscoped, which is why nothing outside db/ calls it", async () => {
    const { db } = await open();
    // the login role, no archive: row-level security would show it nothing, were the login
    // not the test cluster's superuser (transaction.lint.test.ts keeps the app off this path)
    const unscoped = await inArchive(2, () => db.transaction((tx) => who(tx)));
    expect(unscoped.role).not.toBe(APP_ROLE);
    expect(['', null]).toContain(unscoped.archive);
  });
});
