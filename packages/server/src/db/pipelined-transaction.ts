import { is } from 'drizzle-orm';
import { NodePgSession } from 'drizzle-orm/node-postgres';
import type { PgSession } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Db } from './client';
import { namedQueryConfig, runStatement, type Statement, type StatementResults } from './named';

/**
 * A transaction whose statements reach PostgreSQL in batches: `run` sends its
 * statements — named, in order, each on its own — in one write and waits once for all their
 * answers (node-postgres's pipeline mode, pg 8.23 or later). The first batch carries
 * the transaction's `BEGIN`, a batch run with `commit` its `COMMIT`. The statements and their
 * order are exactly those of a plain transaction; only the waits between them go.
 *
 * A statement that fails aborts the transaction: the statements after it in the same batch
 * fail too (and a `COMMIT` among them ends it as `ROLLBACK`, as PostgreSQL answers it), and
 * `run` rejects with the first failure. Whatever `fn` throws rolls the transaction back.
 *
 * On PGlite (one session in the same process: no round trips to save) and on a connection
 * not in pipeline mode, it is `db.transaction` with the statements run one after the other.
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

interface NodePgSessionInternals {
  client: pg.Pool | pg.PoolClient;
}

export async function pipelinedTransaction<T>(
  db: Db,
  fn: (tx: PipelinedTransaction) => Promise<T>,
): Promise<T> {
  // drizzle keeps the session internal in its types; it is the one that runs db.transaction
  const { session } = db as unknown as { session: PgSession };
  const internals = session as unknown as NodePgSessionInternals;
  const pool = is(session, NodePgSession) ? internals.client : null;
  // the root database on a pool in pipeline mode (db/client.ts); else one statement a trip
  if (!pool || !(pool as { options?: { pipeline?: boolean } }).options?.pipeline)
    return sequential(db, fn);
  const client = await (pool as pg.Pool).connect();
  let broken: Error | undefined;
  try {
    return await pipelined(client, fn, (err) => (broken = err));
  } finally {
    // a connection that could not roll back is dropped, not handed to the next request
    client.release(broken);
  }
}

async function pipelined<T>(
  client: pg.PoolClient,
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
      const sent: Array<Promise<unknown>> = [];
      const { stream } = client.connection;
      // one write for the whole batch (each query corks and uncorks inside this)
      stream.cork();
      try {
        if (at.state === 'new') sent.push(client.query('BEGIN'));
        at.state = 'open';
        for (const { query } of statements) sent.push(client.query(namedQueryConfig(query)));
        if (options?.commit) {
          sent.push(client.query('COMMIT'));
          at.state = 'ended';
        }
      } finally {
        stream.uncork();
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
    if (at.state === 'open') await client.query('COMMIT');
    return result;
  } catch (err) {
    if (at.state === 'open') await client.query('ROLLBACK').catch(onBroken);
    throw err;
  }
}

/**
 * The same transaction without pipelining: one statement per round trip. A committing batch
 * ends it as on PostgreSQL (the commit itself comes when `fn` returns).
 */
function sequential<T>(db: Db, fn: (tx: PipelinedTransaction) => Promise<T>): Promise<T> {
  return db.transaction((tx) => {
    let ended = false;
    return fn({
      async run<const S extends readonly Statement<unknown>[]>(
        statements: S,
        options?: { commit?: boolean },
      ) {
        if (ended) throw new Error(ENDED);
        ended = options?.commit ?? false;
        const results: unknown[] = [];
        for (const statement of statements) results.push(await runStatement(tx, statement));
        return results as StatementResults<S>;
      },
    });
  });
}
