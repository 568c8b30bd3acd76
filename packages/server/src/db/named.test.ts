import { eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from '../test/databases';
import { rowsOf } from './client';
import { PgDialect } from 'drizzle-orm/pg-core';
import { counterHitStatement } from '../modules/auth/rate-limit';
import {
  holdStartStatement,
  insertTicketStatement,
  insertTicketUnderCapStatement,
  lockSlotStatement,
} from '../modules/tickets/hold-repository';
import { rooms, tickets } from './schema/index';
import { executeNamed, fastQuery, toQuery } from './named';

describe('toQuery', () => {
  const dialect = new PgDialect();
  const now = new Date('2026-11-25T10:00:00.000Z');
  const expiredAt = new Date('2026-11-25T10:15:00.000Z');

  /** The statements of a hold, the calendar's and the seat rule's pieces. */
  const hot = () => [
    holdStartStatement(counterHitStatement('visitor:carts:x', now, 10), 'key', 7, '2026-11-25', now)
      .query,
    holdStartStatement(null, null, 7, '2026-11-25', now).query,
    lockSlotStatement(7, 'key').query,
    lockSlotStatement(7, null).query,
    insertTicketStatement({ transactionId: 't', slotId: 7, now }).query,
    insertTicketStatement({
      transactionId: 't',
      slotId: 7,
      now,
      newCart: { expiredAt, clientKey: null },
    }).query,
    insertTicketUnderCapStatement({
      transactionId: "it's",
      slotId: 7,
      now,
      newCart: { expiredAt, clientKey: 'key' },
      max: 3,
    }).query,
    sql`SELECT ${1}, ${true}, ${null}, ${10n}, ${sql.raw('now()')}, ${sql.join([sql`${'a'}`, sql`${2}`], sql`, `)}`,
    sql`SELECT ${tickets.id} FROM ${tickets} WHERE ${eq(tickets.id, 5)} AND ${gt(rooms.createdAt, now)}`,
  ];
  const drizzles = (query: ReturnType<typeof sql>) => {
    const { sql: text, params } = dialect.sqlToQuery(query);
    return { text, params };
  };

  it("takes the fast path for every hot statement, with drizzle's text and parameters", () => {
    for (const query of hot()) {
      const fast = fastQuery(query);
      expect(fast).not.toBeNull();
      expect({ text: fast!.sql, params: fast!.params }).toEqual(drizzles(query));
    }
  });

  it('leaves anything else to drizzle, with the same result', () => {
    const others = [
      sql`SELECT ${[1, 2, 3]}`,
      sql`SELECT ${'inlined'}`.inlineParams(),
      sql`SELECT 1 ${undefined}`,
      sql`SELECT ${now}`,
      sql`SELECT ${sql.identifier('rooms')}.id FROM rooms`,
      sql`SELECT ${sql.placeholder('x')}`,
    ];
    for (const query of others) {
      expect(fastQuery(query)).toBeNull();
      const { sql: text, params } = toQuery(query);
      expect({ text, params }).toEqual(drizzles(query));
    }
  });
});

describe.each(TEST_DRIVERS)('executeNamed (%s)', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
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

  it('prepares a statement once and runs it inside transactions, also after a rollback', async () => {
    const query = (n: number) => sql`SELECT ${n}::int * 2 AS twice`;
    await expect(
      database.db.transaction(async (tx) => {
        expect(rowsOf(await executeNamed(tx, query(1)))).toEqual([{ twice: 2 }]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const names = await database.db.transaction(async (tx) => {
      expect(rowsOf(await executeNamed(tx, query(21)))).toEqual([{ twice: 42 }]);
      // the statement is a prepared one of this session (PostgreSQL: of this connection)
      return rowsOf<{ name: string; statement: string }>(
        await tx.execute(
          sql`SELECT name, statement FROM pg_prepared_statements WHERE statement LIKE '%AS twice%'`,
        ),
      );
    });
    expect(names).toHaveLength(1);
    expect(names[0]!.name).toMatch(/^ls_[0-9a-f]{20}$/);
    expect(rowsOf(await executeNamed(database.db, query(5)))).toEqual([{ twice: 10 }]);
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
});
