import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from '../test/databases';
import { scopedClient } from './archive-scope';
import { APP_ROLE, inArchive, scopeStatementFor } from './archives';

describe('the scope written into the text after BEGIN', () => {
  it('names the archive as an integer literal and refuses anything that is not a positive integer', () => {
    expect(scopeStatementFor(7)).toBe(
      `SELECT set_config('role', '${APP_ROLE}', true), set_config('lesesaal.archive_id', '7', true)`,
    );
    for (const bad of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60])
      expect(() => scopeStatementFor(bad)).toThrow(RangeError);
  });
});

// PostgreSQL's client class only (PGlite sets the scope on its one session: archives.test.ts)
describe.skipIf(!TEST_DRIVERS.includes('postgres'))('the scoped client on PostgreSQL', () => {
  let database: TestDatabase | undefined;
  let client: pg.Client | undefined;
  afterEach(async () => {
    await client?.end();
    client = undefined;
    await database?.close();
    database = undefined;
  });

  async function open(): Promise<pg.Client> {
    database = await createTestDatabase('postgres');
    const owner = new pg.Client({ connectionString: database.url });
    await owner.connect();
    await owner.query(`INSERT INTO archives (id, slug, name) VALUES (2, 'b', 'Archiv B')`);
    await owner.end();
    const Scoped = scopedClient(pg.Client);
    client = new Scoped({ connectionString: database.url });
    await client.connect();
    return client;
  }

  const who = async (c: pg.Client): Promise<{ role: string; archive: string | null }> => {
    const { rows } = await c.query<{ role: string; archive: string | null }>(
      `SELECT current_user AS role, current_setting('lesesaal.archive_id', true) AS archive`,
    );
    if (!rows[0]) throw new Error('no row');
    return rows[0];
  };

  it("answers a BEGIN as the BEGIN's own result, sets role and archive for the transaction only, in every form of BEGIN", async () => {
    const c = await open();
    const forms: Array<[() => Promise<pg.QueryResult>, string]> = [
      [() => c.query('BEGIN'), 'BEGIN'],
      [() => c.query('begin;'), 'BEGIN'],
      [() => c.query({ text: 'BEGIN' }), 'BEGIN'],
      [() => c.query('START TRANSACTION ISOLATION LEVEL REPEATABLE READ'), 'START'],
    ];
    for (const [begin, command] of forms) {
      const result = await inArchive(2, begin);
      expect(Array.isArray(result)).toBe(false);
      expect(result.command).toBe(command);
      expect(await who(c)).toEqual({ role: APP_ROLE, archive: '2' });
      await c.query('COMMIT');
      // nothing outlives the transaction on the connection
      expect((await who(c)).role).toBe('postgres');
      expect(['', null]).toContain((await who(c)).archive);
    }
  });

  it('sends the scope of the archive current at each BEGIN, also with a callback', async () => {
    const c = await open();
    await new Promise<void>((resolve, reject) =>
      inArchive(2, () => c.query('BEGIN', (err) => (err ? reject(err) : resolve()))),
    );
    expect(await who(c)).toEqual({ role: APP_ROLE, archive: '2' });
    await c.query('ROLLBACK');
    await c.query('BEGIN');
    expect(await who(c)).toEqual({ role: APP_ROLE, archive: '1' });
    await c.query('ROLLBACK');
  });
});
