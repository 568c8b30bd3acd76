import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { beginScoped, currentArchiveId } from './archives';
import type { Db } from './client';
import { savepoint } from './transaction';
import {
  driverClientOf,
  executeNamedOnPglite,
  namedQueryConfig,
  runStatement,
  type Statement,
  type StatementResults,
} from './named';

/**
 * A transaction whose statements reach PostgreSQL in batches: `run` sends its
 * statements — named, in order, each on its own — without waiting for the answer to the one
 * before, and waits once for all their answers. That is node-postgres's documented pipeline
 * mode (`pipeline: true` on the pool, `db/client.ts`): each query is written when it is
 * made, so a batch costs one round trip. The first batch carries the transaction's `BEGIN`
 * (and the archive's scope, which the pool's client sends right after it: archive-scope.ts),
 * a batch run with `commit` its `COMMIT`. The statements and their order are exactly those of
 * a plain transaction; only the waits between them go. On a connection not in pipeline mode
 * the driver sends the same queries one after the other: the same results, a round trip each.
 *
 * A statement that fails aborts the transaction: the statements after it in the same batch
 * fail too (and a `COMMIT` among them ends it as `ROLLBACK`, as PostgreSQL answers it), and
 * `run` rejects with the first failure. Whatever `fn` throws rolls the transaction back.
 *
 * On PGlite (one session in the same process: no round trips to save) it is the instance's
 * `transaction` with the statements run named one after the other. Given a drizzle
 * transaction (no client of its own), it is a nested `db.transaction`.
 */
export interface PipelinedTransaction {
  /**
   * Runs the statements in one round trip and returns each one's result (as `db.execute`).
   * With `commit`, the transaction commits after them, in the same round trip; no statement
   * may follow.
   */
  run<const S extends readonly Statement<unknown>[]>(
    statements: S,
    options?: { commit?: boolean },
  ): Promise<StatementResults<S>>;
}

const ENDED = 'the pipelined transaction has already ended';

export async function pipelinedTransaction<T>(
  db: Db,
  fn: (tx: PipelinedTransaction) => Promise<T>,
): Promise<T> {
  const client = driverClientOf(db);
  if (client instanceof PGlite) return onPglite(client, fn);
  if (!(client instanceof pg.Pool)) return sequential(db, fn);
  const connection = await client.connect();
  let broken: Error | undefined;
  try {
    return await pipelined(connection, fn, (err) => (broken = err));
  } finally {
    // a connection that could not roll back is dropped, not handed to the next request
    connection.release(broken);
  }
}

async function pipelined<T>(
  connection: pg.PoolClient,
  fn: (tx: PipelinedTransaction) => Promise<T>,
  onBroken: (err: Error) => void,
): Promise<T> {
  // where the transaction is: not begun, open, or ended by a batch's COMMIT
  const at: { state: 'new' | 'open' | 'ended' } = { state: 'new' };
  const tx: PipelinedTransaction = {
    async run<const S extends readonly Statement<unknown>[]>(
      statements: S,
      options?: { commit?: boolean },
    ) {
      if (at.state === 'ended') throw new Error(ENDED);
      // every query is made before any answer is awaited: in pipeline mode each is written
      // at once, and the answers come back in order
      const sent: Array<Promise<unknown>> = [];
      if (at.state === 'new') sent.push(connection.query(beginScoped(currentArchiveId())));
      at.state = 'open';
      for (const { query } of statements) sent.push(connection.query(namedQueryConfig(query)));
      if (options?.commit) {
        sent.push(connection.query('COMMIT'));
        at.state = 'ended';
      }
      const settled = await Promise.allSettled(sent);
      const failed = settled.find((s) => s.status === 'rejected');
      if (failed) throw (failed as PromiseRejectedResult).reason;
      const first = sent.length - statements.length - (options?.commit ? 1 : 0);
      return statements.map((statement, i) =>
        statement.read((settled[first + i] as PromiseFulfilledResult<unknown>).value),
      ) as StatementResults<S>;
    },
  };
  try {
    const result = await fn(tx);
    if (at.state === 'open') await connection.query('COMMIT');
    return result;
  } catch (err) {
    if (at.state === 'open') await connection.query('ROLLBACK').catch(onBroken);
    throw err;
  }
}

/**
 * Runs the batches' statements one after the other; a committing batch ends the
 * transaction (the commit itself comes when `fn` returns).
 */
function oneByOne<T>(
  execute: (statement: Statement<unknown>) => Promise<unknown>,
  fn: (tx: PipelinedTransaction) => Promise<T>,
): Promise<T> {
  let ended = false;
  return fn({
    async run<const S extends readonly Statement<unknown>[]>(
      statements: S,
      options?: { commit?: boolean },
    ) {
      if (ended) throw new Error(ENDED);
      ended = options?.commit ?? false;
      const results: unknown[] = [];
      for (const statement of statements) results.push(await execute(statement));
      return results as StatementResults<S>;
    },
  });
}

/** PGlite: its own transaction, the statements named in the instance's session. */
function onPglite<T>(instance: PGlite, fn: (tx: PipelinedTransaction) => Promise<T>): Promise<T> {
  return instance.transaction((tx) =>
    oneByOne(
      async (statement) =>
        statement.read(await executeNamedOnPglite(tx, instance, statement.query)),
      fn,
    ),
  );
}

/** A transaction given: the same batches in a savepoint of it, one at a time. */
function sequential<T>(db: Db, fn: (tx: PipelinedTransaction) => Promise<T>): Promise<T> {
  return savepoint(db, (tx) => oneByOne((statement) => runStatement(tx, statement), fn));
}
