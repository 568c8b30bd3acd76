import { PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import { ARCHIVE_SETTING, beginScoped, currentArchiveId, SCOPE_STATEMENT } from './archives';

/**
 * Every statement the app runs is in a transaction whose first statement is the scope
 * (`archives.ts`, SCOPE_STATEMENT: the app's role and the archive, both for the transaction
 * only). Who opens the transaction sends it, through the drivers' public APIs only:
 *
 * - **PostgreSQL.** Every transaction the app opens begins with {@link beginScoped} —
 *   `transaction()` (transaction.ts), the pipelined hold transaction, and the pool's own
 *   transaction around a statement run outside one ({@link ScopedPool}): `BEGIN` and the scope
 *   in one simple-protocol message, so the scope costs no round trip and no statement of its
 *   own. A statement run on the pool outside a transaction (`pool.query`, drizzle's plain
 *   queries) is sent as that `BEGIN`, the statement and `COMMIT`, written together on one
 *   connection: one round trip. A connection that never sends the scope sees and writes
 *   nothing (row-level security fails closed).
 * - **PGlite.** One session: the scope is set on the session, and again only when the wanted
 *   archive differs from the session's ({@link ScopedPGlite}). `exec` is the owner's
 *   (migrations, test clean-up): it resets the session first.
 *
 * The migrations run as the owner on a connection of their own that sends no scope, or on a
 * PGlite instance before {@link ScopedPGlite.scopeToArchives}.
 */

/**
 * node-postgres's pool whose `query` (a statement outside a transaction) runs the statement
 * in a scoped transaction of its own, sent in one round trip.
 */
type Callback = (err: Error | undefined, result?: unknown) => void;

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
      // BEGIN with its scope, the statement and COMMIT, all written before any answer; a
      // failed statement makes PostgreSQL answer the COMMIT as a ROLLBACK
      const sent = [query(beginScoped(currentArchiveId())), query(...args), query('COMMIT')];
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
 * The scope for the rest of a PGlite session (`is_local` false): the app's role and the
 * archive, until changed or reset.
 */
const SESSION_SCOPE_STATEMENT = SCOPE_STATEMENT.replaceAll(', true)', ', false)');

/** Back to the owner with no archive, for `exec` (migrations, test clean-up). */
const SESSION_RESET = `RESET ROLE; RESET ${ARCHIVE_SETTING}`;

/**
 * PGlite whose statements run as the app in the current archive, once {@link scopeToArchives}
 * was called (after the migrations). PGlite is one session, so the scope is set on the session
 * (SESSION_SCOPE_STATEMENT) and sent again only when a statement or transaction wants another
 * archive than the session has: a statement outside a transaction costs no more calls into the
 * engine than without archives, and a transaction none (the local scope of PostgreSQL's
 * transactions is for pooled connections, which PGlite has not). The check, the scope and
 * the statement or transaction run under one lock, so another archive's work cannot slip
 * between them; PGlite runs one query or transaction at a time anyway. `exec` is the owner's:
 * it resets role and archive first. A subclass overriding PGlite's public methods, not a
 * patch of the instance.
 */
export class ScopedPGlite extends PGlite {
  #scoped = false;
  /** The archive set on the session (as text); undefined: none (the owner's session). */
  #session: string | undefined;
  /** The end of the work queued so far (the lock). */
  #tail: Promise<unknown> = Promise.resolve();

  /** From now on every statement runs as the app, in the current archive. */
  scopeToArchives(): void {
    this.#scoped = true;
  }

  /** Runs `fn` after every earlier call of it has settled. */
  #exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.#tail.then(fn);
    this.#tail = run.catch(() => undefined);
    return run;
  }

  /** Sets the session to `archive` unless it is there (call under the lock). */
  async #enter(archive: string): Promise<void> {
    if (this.#session === archive) return;
    this.#session = undefined; // unknown until the scope has answered
    await super.query(SESSION_SCOPE_STATEMENT, [archive]);
    this.#session = archive;
  }

  override async query<T>(
    query: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    if (!this.#scoped) return super.query<T>(query, params, options);
    const archive = String(currentArchiveId()); // the caller's archive, read before waiting
    return this.#exclusive(async () => {
      await this.#enter(archive);
      return super.query<T>(query, params, options);
    });
  }

  override async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    if (!this.#scoped) return super.transaction(callback);
    const archive = String(currentArchiveId());
    return this.#exclusive(async () => {
      await this.#enter(archive);
      return super.transaction(callback);
    });
  }

  override async exec(query: string, options?: QueryOptions): Promise<Results[]> {
    if (!this.#scoped) return super.exec(query, options);
    return this.#exclusive(async () => {
      if (this.#session !== undefined) {
        this.#session = undefined;
        await super.exec(SESSION_RESET);
      }
      return super.exec(query, options);
    });
  }
}
