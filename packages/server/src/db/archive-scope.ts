import { PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import {
  ARCHIVE_SETTING,
  currentArchiveId,
  opensTransaction,
  SCOPE_STATEMENT,
  scopeParams,
  scopeStatementFor,
} from './archives';

/**
 * Every statement the app runs is in a transaction whose first statement is the scope
 * (`archives.ts`, SCOPE_STATEMENT: the app's role and the archive, both for the transaction
 * only). The db layer does it here, below drizzle, through the drivers' public APIs only:
 *
 * - **PostgreSQL.** The pool's client class (node-postgres's documented `Client` option) sends
 *   the scope with every `BEGIN` it is given — drizzle's transactions and the pipelined hold
 *   transaction alike — in the same simple-protocol message (`BEGIN; SELECT set_config(…)`),
 *   so the scope costs no round trip and no statement of its own. A statement run on the
 *   pool outside a transaction (`pool.query`, drizzle's plain queries) is sent as `BEGIN`,
 *   the scope, the statement and `COMMIT`, written together on one connection: one round trip.
 * - **PGlite.** One session: the scope is set on the session, and again only when the wanted
 *   archive differs from the session's ({@link ScopedPGlite}). `exec` is the owner's
 *   (migrations, test clean-up): it resets the session first.
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

/**
 * A `BEGIN` given as text only (a string, or a config with nothing but `text`): such a
 * statement goes by the simple protocol, which takes several statements in one message.
 */
function plainBeginText(query: unknown): string | undefined {
  if (typeof query === 'string') return query;
  if (typeof query !== 'object' || query === null) return undefined;
  const keys = Object.keys(query);
  const text = (query as { text?: unknown }).text;
  return keys.length === 1 && typeof text === 'string' ? text : undefined;
}

/** The answer to a `BEGIN` sent with its scope in one message: the `BEGIN`'s own. */
function beginResult(result: unknown): unknown {
  return Array.isArray(result) ? result[0] : result;
}

/**
 * A node-postgres client class that sends the scope with every `BEGIN`: in the same message
 * when the `BEGIN` is plain text (`BEGIN; SELECT set_config(…)`, {@link scopeStatementFor}:
 * one answer for both), else as a statement of its own written right after it.
 */
export function scopedClient(Base: typeof pg.Client): typeof pg.Client {
  const query = Base.prototype.query as (...a: unknown[]) => unknown;
  return class ScopedClient extends Base {
    // node-postgres's query has many overloads; only a BEGIN is changed
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    override query(...args: unknown[]): any {
      if (ownerSessions.has(this) || !opensTransaction(textOf(args[0])))
        return query.apply(this, args);
      const callback = typeof args.at(-1) === 'function' ? (args.pop() as Callback) : undefined;
      const text = args.length === 1 ? plainBeginText(args[0]) : undefined;
      let sent: Promise<unknown>;
      if (text !== undefined) {
        const scoped = `${text.replace(/;\s*$/, '')}; ${scopeStatementFor(currentArchiveId())}`;
        sent = (query.call(this, scoped) as Promise<unknown>).then(beginResult);
      } else {
        // both written now, before either answer is awaited (pipeline mode)
        const begun = query.apply(this, args) as Promise<unknown>;
        const scope = query.call(this, SCOPE_STATEMENT, scopeParams()) as Promise<unknown>;
        sent = Promise.all([begun, scope]).then(([result]) => result);
      }
      if (!callback) return sent;
      sent.then(
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
    const [archive] = scopeParams(); // the caller's archive, read before waiting
    return this.#exclusive(async () => {
      await this.#enter(archive);
      return super.query<T>(query, params, options);
    });
  }

  override async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    if (!this.#scoped) return super.transaction(callback);
    const [archive] = scopeParams();
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
