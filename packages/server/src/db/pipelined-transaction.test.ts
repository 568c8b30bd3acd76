import { Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from '../test/databases';
import { sqlState } from '../http/app-error';
import { rowsOf } from './client';
import type { Statement } from './named';
import { pipelinedTransaction } from './pipelined-transaction';

/** A statement reading its rows. */
const rows = <T>(query: ReturnType<typeof sql>): Statement<T[]> => ({
  query,
  read: (result) => rowsOf<T>(result),
});

const insertHoliday = (date: string, name: string) =>
  rows<{ id: number }>(
    sql`INSERT INTO holidays (name, date) VALUES (${name}, ${date}) RETURNING id`,
  );

const holidayNames = async (database: TestDatabase) =>
  rowsOf<{ name: string }>(
    await database.db.execute(sql`SELECT name FROM holidays ORDER BY date`),
  ).map((r) => r.name);

/**
 * The hold's pipelined transaction: batches of statements in one round trip on
 * PostgreSQL, a plain transaction on PGlite — the same outcome either way.
 */
describe.each(TEST_DRIVERS)('pipelinedTransaction (%s)', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    // PostgreSQL: two connections, so a connection left in a transaction would show
    database = await createTestDatabase(driver, 2);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('runs batches in order in one transaction, each statement reading its own result', async () => {
    const result = await pipelinedTransaction(database.db, async (tx) => {
      const [first, count] = await tx.run([
        insertHoliday('2031-01-01', 'Neujahr'),
        rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM holidays`),
      ]);
      // the second batch sees the first's write; COMMIT goes with it
      const [second, after] = await tx.run(
        [
          insertHoliday('2031-01-06', 'Heilige Drei Könige'),
          rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM holidays`),
        ],
        { commit: true },
      );
      await expect(tx.run([rows(sql`SELECT 1`)])).rejects.toThrow('already ended');
      return { first, count, second, after };
    });
    expect(result.first[0]!.id).toBeGreaterThan(0);
    expect(result.second[0]!.id).toBeGreaterThan(result.first[0]!.id);
    expect(result.count[0]!.n + 1).toBe(result.after[0]!.n);
    expect(await holidayNames(database)).toEqual(['Neujahr', 'Heilige Drei Könige']);
  });

  it('rolls everything back when a statement of a committing batch fails, with its own error', async () => {
    const failed = await pipelinedTransaction(database.db, async (tx) => {
      await tx.run([insertHoliday('2031-05-01', 'Staatsfeiertag')]);
      // division by zero; the statement after it and COMMIT follow in the same batch
      await tx.run(
        [
          insertHoliday('2031-05-02', 'danach'),
          rows(sql`SELECT 1 / (count(*) - count(*)) AS fails FROM holidays`),
          insertHoliday('2031-05-03', 'nach dem Fehler'),
        ],
        { commit: true },
      );
    }).catch((err: unknown) => err);
    // the failing statement's own error (not "current transaction is aborted" of the next)
    expect(sqlState(failed)).toBe('22012');
    const names = await holidayNames(database);
    for (const name of ['Staatsfeiertag', 'danach', 'nach dem Fehler'])
      expect(names).not.toContain(name);
  });

  it('rolls back when the work between batches throws, and its connections stay usable', async () => {
    for (let i = 0; i < 3; i++) {
      await expect(
        pipelinedTransaction(database.db, async (tx) => {
          await tx.run([insertHoliday(`2031-08-1${i}`, `verworfen ${i}`)]);
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
    }
    expect((await holidayNames(database)).some((n) => n.startsWith('verworfen'))).toBe(false);
    if (driver === 'postgres') {
      // no pooled connection was left inside a transaction
      const [idle] = rowsOf<{ n: number }>(
        await database.db.execute(
          sql`SELECT count(*)::int AS n FROM pg_stat_activity
              WHERE datname = current_database() AND state LIKE 'idle in transaction%'`,
        ),
      );
      expect(idle!.n).toBe(0);
    }
    // and the next pipelined transaction on the same connections commits
    await pipelinedTransaction(database.db, (tx) =>
      tx.run([insertHoliday('2031-08-20', 'danach bestätigt')], { commit: true }),
    );
    expect(await holidayNames(database)).toContain('danach bestätigt');
  });

  it.runIf(driver === 'postgres')('sends each batch in one write', async () => {
    // count the socket writes of this process while the batches go out
    const writes = { n: 0 };
    type Write = (this: Socket, ...args: unknown[]) => unknown;
    const proto = Socket.prototype as unknown as Record<'_write' | '_writev', Write>;
    const original = { _write: proto._write, _writev: proto._writev };
    for (const key of ['_write', '_writev'] as const)
      proto[key] = function (this: Socket, ...args: unknown[]) {
        writes.n++;
        return original[key].apply(this, args);
      };
    const perBatch: number[] = [];
    try {
      await pipelinedTransaction(database.db, async (tx) => {
        writes.n = 0;
        await tx.run([rows(sql`SELECT 1 AS a`), rows(sql`SELECT 2 AS b`)]);
        perBatch.push(writes.n);
        writes.n = 0;
        await tx.run([insertHoliday('2031-10-26', 'Nationalfeiertag'), rows(sql`SELECT 3 AS c`)], {
          commit: true,
        });
        perBatch.push(writes.n);
      });
    } finally {
      Object.assign(proto, original);
    }
    // BEGIN + two statements, then two statements + COMMIT: one write each
    expect(perBatch).toEqual([1, 1]);
    expect(await holidayNames(database)).toContain('Nationalfeiertag');
  });

  it('commits when fn returns without a committing batch', async () => {
    const id = await pipelinedTransaction(database.db, async (tx) => {
      const [inserted] = await tx.run([insertHoliday('2031-12-25', 'Christtag')]);
      return inserted[0]!.id;
    });
    expect(id).toBeGreaterThan(0);
    expect(await holidayNames(database)).toContain('Christtag');
  });
});
