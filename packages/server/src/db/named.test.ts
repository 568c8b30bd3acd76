import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from '../test/databases';
import { rowsOf } from './client';
import { executeNamed, queryShape } from './named';
import { pipelinedTransaction } from './pipelined-transaction';
import { transaction } from './transaction';

describe.each(TEST_DRIVERS)('executeNamed (%s)', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    // one pooled connection on PostgreSQL: what one statement prepared, the next one sees
    database = await createTestDatabase(driver, 1);
  });
  afterAll(async () => {
    await database?.close();
  });

  const echo = (text: string, n: number, at: string) =>
    sql`SELECT ${text}::text AS text, ${n}::int + 1 AS next, ${at}::timestamptz AS at,
          ${null}::text AS nothing, length(${text}::text) AS len`;

  it('returns the rows db.execute returns, for awkward values too', async () => {
    const at = '2026-11-25T10:00:00.000Z';
    for (const text of ["it's", "''; DROP TABLE rooms; --", 'a\\b', 'Grüße ☕', '$1 ? %s']) {
      const named = rowsOf(await executeNamed(database.db, echo(text, 41, at)));
      const plain = rowsOf(await database.db.execute(echo(text, 41, at)));
      expect(named).toEqual(plain);
      expect(named[0]).toMatchObject({ text, next: 42, nothing: null, len: text.length });
    }
    // the rooms table is still there
    await database.db.execute(sql`SELECT count(*) FROM rooms`);
  });

  const preparedNames = async (db: TestDatabase['db'], like: string) =>
    rowsOf<{ name: string }>(
      await db.execute(
        sql`SELECT name FROM pg_prepared_statements WHERE statement LIKE ${`%${like}%`}`,
      ),
    ).map((r) => r.name);

  it('prepares a statement once per connection and runs it by name after', async () => {
    const query = (n: number) => sql`SELECT ${n}::int * 2 AS twice`;
    expect(rowsOf(await executeNamed(database.db, query(1)))).toEqual([{ twice: 2 }]);
    expect(rowsOf(await executeNamed(database.db, query(21)))).toEqual([{ twice: 42 }]);
    const names = await preparedNames(database.db, 'AS twice');
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^ls_[0-9a-f]{20}$/);
  });

  it('runs inside a transaction as part of it (unnamed there)', async () => {
    const count = sql`SELECT count(*)::int AS n FROM holidays WHERE name = ${'im Test'}`;
    await expect(
      transaction(database.db, async (tx) => {
        await tx.execute(sql`INSERT INTO holidays (name, date) VALUES ('im Test', '2032-01-01')`);
        // sees the transaction's own uncommitted row
        expect(rowsOf(await executeNamed(tx, count))).toEqual([{ n: 1 }]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(rowsOf(await executeNamed(database.db, count))).toEqual([{ n: 0 }]);
  });

  it('keeps its prepared statements through a rolled-back pipelined transaction', async () => {
    const query = (n: number) => sql`SELECT ${n}::int * 3 AS thrice`;
    const statement = (n: number) => ({ query: query(n), read: (r: unknown) => rowsOf(r) });
    await expect(
      pipelinedTransaction(database.db, async (tx) => {
        expect(await tx.run([statement(1)])).toEqual([[{ thrice: 3 }]]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    // prepared in the rolled-back transaction: still there, and run by name
    expect(await preparedNames(database.db, 'AS thrice')).toHaveLength(1);
    expect(rowsOf(await executeNamed(database.db, query(14)))).toEqual([{ thrice: 42 }]);
    await pipelinedTransaction(database.db, async (tx) => {
      expect(await tx.run([statement(5)], { commit: true })).toEqual([[{ thrice: 15 }]]);
    });
  });

  it('prepares a new statement once when calls race for it', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        executeNamed(database.db, sql`SELECT ${i}::int + 100 AS raced`),
      ),
    );
    expect(results.map((r) => rowsOf<{ raced: number }>(r)[0]!.raced)).toEqual([
      100, 101, 102, 103, 104, 105,
    ]);
  });

  it('refuses a NUL character like the database does', async () => {
    await expect(executeNamed(database.db, sql`SELECT ${'a\0b'}::text AS t`)).rejects.toThrow();
  });

  it("builds a shape once and fills in each call's values: the same rows, by name or in a transaction", async () => {
    let built = 0;
    const shape = queryShape<'text' | 'n' | 'at'>((value) => {
      built++;
      return sql`SELECT ${value('text')}::text AS text, ${value('n')}::int + 1 AS next,
          ${value('at')}::timestamptz AS at, ${null}::text AS nothing, length(${value('text')}::text) AS len`;
    });
    const at = '2026-11-25T10:00:00.000Z';
    for (const text of ["it's", '$1 ? %s', 'Grüße ☕']) {
      const values = { text, n: 41, at };
      const plain = rowsOf(await database.db.execute(echo(text, 41, at)));
      expect(rowsOf(await executeNamed(database.db, shape(values)))).toEqual(plain);
      // inside a drizzle transaction the compiled text runs as drizzle SQL again
      await transaction(database.db, async (tx) => {
        expect(rowsOf(await executeNamed(tx, shape(values)))).toEqual(plain);
      });
    }
    expect(built).toBe(1);
    expect(shape({ text: 'a', n: 1, at }).text).toBe(shape({ text: 'b', n: 2, at }).text);
  });
});
