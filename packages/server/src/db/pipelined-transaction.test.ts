import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from '../test/databases';
import { sqlState } from '../http/app-error';
import { rowsOf } from './client';
import type { Statement } from './named';
import { pipelinedTransaction } from './pipelined-transaction';
import { transaction } from './transaction';

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

  it.runIf(driver === 'postgres')(
    "a batch's statement waits for a row lock, and the next one sees what its holder committed",
    async () => {
      const [locked] = rowsOf<{ id: number }>(
        await database.db.execute(
          sql`INSERT INTO holidays (name, date) VALUES ('gesperrt', '2031-03-01') RETURNING id`,
        ),
      );
      const id = locked!.id;
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let holding!: () => void;
      const held = new Promise<void>((resolve) => (holding = resolve));
      const holder = transaction(database.db, async (tx) => {
        await tx.execute(sql`SELECT id FROM holidays WHERE id = ${id} FOR UPDATE`);
        holding();
        await released;
        await tx.execute(
          sql`INSERT INTO holidays (name, date) VALUES ('vom Halter', '2031-03-02')`,
        );
      });
      await held;
      // lock and count in one batch, as the hold sends its lock and its insert
      const waiter = pipelinedTransaction(database.db, (tx) =>
        tx.run(
          [
            rows(sql`SELECT id FROM holidays WHERE id = ${id} FOR UPDATE`),
            rows<{ n: number }>(
              sql`SELECT count(*)::int AS n FROM holidays WHERE name = 'vom Halter'`,
            ),
          ],
          { commit: true },
        ),
      );
      const observer = new pg.Client({ connectionString: database.url });
      await observer.connect();
      try {
        // the batch is on the server, waiting for the lock
        const deadline = Date.now() + 10_000;
        for (;;) {
          const { rows: waiting } = await observer.query(
            `SELECT count(*)::int AS n FROM pg_stat_activity
              WHERE datname = current_database() AND wait_event_type = 'Lock'`,
          );
          if (waiting[0].n > 0) break;
          if (Date.now() > deadline) throw new Error('the batch never waited for the lock');
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      } finally {
        await observer.end();
      }
      release();
      await holder;
      const [lockedRows, count] = await waiter;
      expect(lockedRows).toEqual([{ id }]);
      // the count's snapshot was taken after the lock was granted: it sees the holder's row
      expect(count[0]!.n).toBe(1);
    },
  );

  it('commits when fn returns without a committing batch', async () => {
    const id = await pipelinedTransaction(database.db, async (tx) => {
      const [inserted] = await tx.run([insertHoliday('2031-12-25', 'Christtag')]);
      return inserted[0]!.id;
    });
    expect(id).toBeGreaterThan(0);
    expect(await holidayNames(database)).toContain('Christtag');
  });
});
