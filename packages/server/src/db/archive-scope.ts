import { PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import { opensTransaction, SCOPE_STATEMENT, scopeParams } from './archives';

/**
 * Every statement the app runs is in a transaction whose first statement is the scope
 * (`archives.ts`, SCOPE_STATEMENT: the app's role and the archive, both for the transaction
 * only). The db layer does it here, below drizzle, through the drivers' public APIs only:
 *
 * - **PostgreSQL.** The pool's client class (node-postgres's documented `Client` option) sends
 *   the scope right after every `BEGIN` it is given — drizzle's transactions and the pipelined
 *   hold transaction alike — without waiting for the `BEGIN`'s answer: in pipeline mode both
 *   are written at once, so the scope costs no round trip of its own. A statement run on the
 *   pool outside a transaction (`pool.query`, drizzle's plain queries) is sent as `BEGIN`,
 *   the scope, the statement and `COMMIT`, written together on one connection: one round trip.
 * - **PGlite.** Its `transaction` runs the scope first; its `query` outside a transaction runs
 *   in such a transaction. `exec` is left alone: it is the owner's (migrations, test clean-up).
 *
 * The migrations run as the owner: a connection marked with {@link asOwner} (PostgreSQL) or a
 * PGlite instance before {@link ScopedPGlite.scopeToArchives} sends no scope.
 */

/** Connections running as the owner for now (the migrations): no scope after their BEGIN. */
const ownerSessions = new WeakSet<pg.Client>();

/** Runs `fn` with `client` sending no scope (the migrations, as the owner). */
export async function asOwner<T>(client: pg.PoolClient, fn: () => Promise<T>): Promise<T> {
  ownerSessions.add(client);
  try {
    return await fn();
  } finally {
    ownerSessions.delete(client);
  }
}

type Callback = (err: Error | undefined, result?: unknown) => void;

/** The text of a query as node-postgres takes it: a string or a config with `text`. */
function textOf(query: unknown): unknown {
  return typeof query === 'object' && query !== null ? (query as { text?: unknown }).text : query;
}

/** A node-postgres client class that sends the scope after every `BEGIN`. */
export function scopedClient(Base: typeof pg.Client): typeof pg.Client {
  const query = Base.prototype.query as (...a: unknown[]) => unknown;
  return class ScopedClient extends Base {
    // node-postgres's query has many overloads; only a BEGIN is changed
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    override query(...args: unknown[]): any {
      if (ownerSessions.has(this) || !opensTransaction(textOf(args[0])))
        return query.apply(this, args);
      const callback = typeof args.at(-1) === 'function' ? (args.pop() as Callback) : undefined;
      // both written now, before either answer is awaited (pipeline mode)
      const begun = query.apply(this, args) as Promise<unknown>;
      const scoped = query.call(this, SCOPE_STATEMENT, scopeParams()) as Promise<unknown>;
      const both = Promise.all([begun, scoped]).then(([result]) => result);
      if (!callback) return both;
      both.then(
        (result) => callback(undefined, result),
        (err: Error) => callback(err),
      );
      return undefined;
    }
  };
}

/**
 * node-postgres's pool whose `query` (a statement outside a transaction) runs the statement
 * in a scoped transaction of its own, sent in one round trip.
 */
export class ScopedPool extends pg.Pool {
  // node-postgres's query has many overloads; each runs in its own scoped transaction
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: unknown[]): any {
    const callback = typeof args.at(-1) === 'function' ? (args.pop() as Callback) : undefined;
    const done = this.#inTransaction(args);
    if (!callback) return done;
    done.then(
      (result) => callback(undefined, result),
      (err: Error) => callback(err),
    );
    return undefined;
  }

  async #inTransaction(args: unknown[]): Promise<unknown> {
    const client = await this.connect();
    let broken: Error | undefined;
    try {
      const query = client.query.bind(client) as (...a: unknown[]) => Promise<unknown>;
      // BEGIN (and its scope), the statement and COMMIT, all written before any answer; a
      // failed statement makes PostgreSQL answer the COMMIT as a ROLLBACK
      const sent = [query('BEGIN'), query(...args), query('COMMIT')];
      const settled = await Promise.allSettled(sent);
      const failed = settled.find((s) => s.status === 'rejected');
      if (failed) {
        const err = (failed as PromiseRejectedResult).reason as Error;
        // an answer of the server leaves the connection usable; anything else drops it
        if (!(err instanceof pg.DatabaseError)) broken = err;
        throw err;
      }
      return (settled[1] as PromiseFulfilledResult<unknown>).value;
    } finally {
      client.release(broken);
    }
  }
}

/**
 * PGlite whose transactions start with the scope and whose statements outside a transaction
 * run in one, once {@link scopeToArchives} was called (after the migrations). A subclass
 * overriding PGlite's public methods, not a patch of the instance.
 */
export class ScopedPGlite extends PGlite {
  #scoped = false;

  /** From now on every statement runs as the app, in the current archive. */
  scopeToArchives(): void {
    this.#scoped = true;
  }

  override async query<T>(
    query: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    if (!this.#scoped) return super.query<T>(query, params, options);
    return super.transaction(async (tx) => {
      await tx.query(SCOPE_STATEMENT, scopeParams());
      return tx.query<T>(query, params, options);
    });
  }

  override async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    if (!this.#scoped) return super.transaction(callback);
    return super.transaction(async (tx) => {
      await tx.query(SCOPE_STATEMENT, scopeParams());
      return callback(tx);
    });
  }
}
