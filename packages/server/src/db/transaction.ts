import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { beginScoped, currentArchiveId } from './archives';
import type { Db } from './client';
import { driverClientOf } from './named';

/**
 * drizzle on a checked-out connection, one per transaction: what is keyed by the transaction
 * object (the lock order's check, seat-core/lock-order.ts) starts afresh with each. Without
 * the schema's relational queries (the app uses none): ~3 µs to make against ~350 µs with.
 */
function drizzleOn(connection: pg.PoolClient): Db {
  return drizzlePg(connection) as unknown as Db;
}

/**
 * The one way the app opens a transaction (a lint test refuses drizzle's own `db.transaction`
 * elsewhere): `fn` runs with a `Db` whose every statement is in this transaction, which
 * commits when `fn` resolves and rolls back when it throws.
 *
 * On PostgreSQL the transaction starts with {@link beginScoped} — `BEGIN` and the scope of the
 * archive the work runs in (the role `lesesaal_app` and `lesesaal.archive_id`, both for this
 * transaction only) in one message — sent here, not recognised in SQL text later. On PGlite
 * drizzle's transaction runs on the one session, which `ScopedPGlite.transaction` scopes
 * first (archive-scope.ts).
 *
 * Called with a transaction of its own (`tx`), it opens a savepoint of it, as drizzle's
 * nested transactions do. A savepoint inside one: {@link savepoint}.
 */
export async function transaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  // inside one already (a connection of ours): a savepoint of it, as drizzle nests
  if (onConnection(db)) return savepoint(db, fn);
  const pool = driverClientOf(db);
  if (!(pool instanceof pg.Pool)) return db.transaction((tx) => fn(tx));
  const connection = await pool.connect();
  // a connection whose state is unknown (an error that is not the server's answer, or a failed
  // ROLLBACK) is dropped, not handed to the next request
  let broken: Error | undefined;
  try {
    await connection.query(beginScoped(currentArchiveId()));
    let result: T;
    try {
      result = await fn(drizzleOn(connection));
    } catch (err) {
      await connection.query('ROLLBACK').catch((rollbackFailed: Error) => {
        broken = rollbackFailed;
      });
      throw err;
    }
    await connection.query('COMMIT');
    return result;
  } catch (err) {
    if (!(err instanceof pg.DatabaseError) && !broken) broken = err as Error;
    throw err;
  } finally {
    connection.release(broken);
  }
}

/** Whether `db` is one of {@link transaction}'s: drizzle on a checked-out connection. */
function onConnection(db: Db): boolean {
  return (db as { $client?: unknown }).$client instanceof pg.Client;
}

let savepoints = 0;

/**
 * `fn` inside a savepoint of the transaction `tx` is in: its work is undone alone when it
 * throws (the error is thrown on), the transaction goes on.
 */
export async function savepoint<T>(tx: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  // PGlite's transactions (drizzle's) nest with savepoints of their own
  if (!onConnection(tx)) return tx.transaction((inner) => fn(inner));
  const name = `lesesaal_sp_${++savepoints}`;
  await tx.execute(sql.raw(`SAVEPOINT ${name}`));
  try {
    const result = await fn(tx);
    await tx.execute(sql.raw(`RELEASE SAVEPOINT ${name}`));
    return result;
  } catch (err) {
    await tx.execute(sql.raw(`ROLLBACK TO SAVEPOINT ${name}`));
    throw err;
  }
}
