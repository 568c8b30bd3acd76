import pg from 'pg';
import type { HostList } from '../config/database';
import { isDatabaseUnavailable } from './faults';

/**
 * A pool over a libpq host list (`postgres://u@host1:5432,host2:5432/db?target_session_attrs=
 * read-write`): node-postgres connects to one host only, so this keeps one ordinary pg pool
 * for the host that currently matches `target_session_attrs` and finds it again when it goes.
 *
 * - **Finding the host.** Every host is probed at once with a connection of its own (the
 *   pool's connect timeout bounds it): `read-write` asks `SHOW transaction_read_only`,
 *   `primary` asks `pg_is_in_recovery()` (libpq's checks), `any` takes any answer. The first
 *   host in the list's order among those that match wins.
 * - **Losing it.** A connection that drops, a connect that fails, or a query answered with an
 *   "unavailable" error (`db/faults.ts`, among them SQLSTATE 25006: a write on a server that
 *   is read-only now, the old primary demoted or the new one not yet open for writes) marks
 *   the host as doubtful. The next connect probes again before it hands out a connection;
 *   concurrent connects share one probe round. A connect that fails is tried once more after
 *   a probe round, so a request arriving just after the switch gets the new primary.
 * - **Switching.** When another host matches, a new pool for it takes over and the old pool is
 *   ended: its idle connections close at once, the ones in use when they are released.
 *   While no host matches, connects fail with SQLSTATE 08001 (the API answers 503).
 *
 * It is a `pg.Pool` (drizzle and the pipelined transaction take it as one) whose `connect`,
 * `query` and `end` are those of the current host's pool.
 */
export class PrimaryPool extends pg.Pool {
  readonly #list: HostList;
  readonly #makePool: (url: string, client: typeof pg.Client) => pg.Pool;
  readonly #probeTimeoutMs: number;
  readonly #onSwitch: (host: string) => void;
  #current: { index: number; pool: pg.Pool } | null = null;
  #doubtful = true;
  #probing: Promise<pg.Pool> | null = null;
  #closed = false;

  constructor(options: {
    list: HostList;
    /** the pool of one host's URL, with `Client` as its client class */
    makePool: (url: string, client: typeof pg.Client) => pg.Pool;
    probeTimeoutMs: number;
    /** told when a (new) host is taken */
    onSwitch?: (host: string) => void;
  }) {
    super({ max: 1 });
    this.#list = options.list;
    this.#makePool = options.makePool;
    this.#probeTimeoutMs = options.probeTimeoutMs;
    this.#onSwitch = options.onSwitch ?? (() => undefined);
  }

  /** `host:port` of the host in use, or null before the first probe round */
  get currentHost(): string | null {
    return this.#current ? this.#list.hosts[this.#current.index]! : null;
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: () => void) => void,
  ): void;
  override connect(
    callback?: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: () => void,
    ) => void,
  ): Promise<pg.PoolClient> | void {
    const connecting = this.#connect();
    if (!callback) return connecting;
    connecting.then(
      (client) => callback(undefined, client, () => client.release()),
      (err: Error) => callback(err, undefined, () => undefined),
    );
  }

  // node-postgres's query has many overloads; each is passed to the current pool unchanged
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: unknown[]): any {
    const last = args.at(-1);
    if (typeof last === 'function') {
      this.#pool().then(
        (pool) => (pool.query as (...a: unknown[]) => unknown)(...args),
        (err: unknown) => (last as (e: unknown) => void)(err),
      );
      return undefined;
    }
    return this.#pool().then((pool) => (pool.query as (...a: unknown[]) => unknown)(...args));
  }

  override async end(): Promise<void> {
    this.#closed = true;
    const current = this.#current;
    this.#current = null;
    await Promise.allSettled([this.#probing]);
    await Promise.all([current?.pool.end(), super.end()]);
  }

  async #connect(): Promise<pg.PoolClient> {
    const pool = await this.#pool();
    try {
      return await pool.connect();
    } catch (err) {
      if (!isDatabaseUnavailable(err) || this.#closed) throw err;
      // the host went: probe once more and take the new one if there is one
      this.#doubtful = true;
      const next = await this.#pool();
      return next.connect();
    }
  }

  /** The current host's pool, after a probe round when there is none or it is doubtful. */
  #pool(): Promise<pg.Pool> {
    if (this.#closed)
      return Promise.reject(new Error('Cannot use a pool after calling end on the pool'));
    if (this.#current && !this.#doubtful) return Promise.resolve(this.#current.pool);
    this.#probing ??= this.#probeAll().finally(() => (this.#probing = null));
    return this.#probing;
  }

  /** A fault seen on a connection of the current pool (its query or the connection itself). */
  #fault(err: unknown): void {
    if (isDatabaseUnavailable(err)) this.#doubtful = true;
  }

  async #probeAll(): Promise<pg.Pool> {
    const answers = await Promise.allSettled(this.#list.hostUrls.map((url) => this.#probe(url)));
    const index = answers.findIndex((a) => a.status === 'fulfilled' && a.value);
    if (index < 0) {
      const errors = answers.flatMap((a) => (a.status === 'rejected' ? [a.reason as unknown] : []));
      throw Object.assign(
        new AggregateError(
          errors,
          `no server of the host list accepts this session (target_session_attrs=${this.#list.targetSessionAttrs}): ${this.#list.hosts.join(', ')}`,
        ),
        { code: '08001' },
      );
    }
    if (this.#closed) throw new Error('Cannot use a pool after calling end on the pool');
    this.#doubtful = false;
    const current = this.#current;
    if (current?.index === index) return current.pool;
    const pool = this.#makePool(this.#list.hostUrls[index]!, this.#watchedClient());
    pool.on('connect', (client) => client.on('error', (err) => this.#fault(err)));
    this.#current = { index, pool };
    this.#onSwitch(this.#list.hosts[index]!);
    // in-use connections of the old host close when released (the pool is ending)
    current?.pool.end().catch(() => undefined);
    return pool;
  }

  /** Whether the host of `url` matches `target_session_attrs` (rejects when unreachable). */
  async #probe(url: string): Promise<boolean> {
    const client = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: this.#probeTimeoutMs,
      // a throwaway connection: a query that hangs is given up (the pools set no such timeout)
      query_timeout: this.#probeTimeoutMs,
      fallback_application_name: 'lesesaal',
    });
    client.on('error', () => undefined);
    try {
      await client.connect();
      switch (this.#list.targetSessionAttrs) {
        case 'read-write': {
          const res = await client.query<{ transaction_read_only: string }>(
            'SHOW transaction_read_only',
          );
          return res.rows[0]?.transaction_read_only === 'off';
        }
        case 'primary': {
          const res = await client.query<{ standby: boolean }>(
            'SELECT pg_is_in_recovery() AS standby',
          );
          return res.rows[0]?.standby === false;
        }
        default:
          return true;
      }
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  /**
   * The client class of the current host's pool: node-postgres's client whose failed queries
   * are also told to this pool (the caller still gets the same result or error).
   */
  #watchedClient(): typeof pg.Client {
    const fault = (err: unknown) => this.#fault(err);
    const query = pg.Client.prototype.query as (...a: unknown[]) => unknown;
    return class WatchedClient extends pg.Client {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      override query(...args: unknown[]): any {
        const last = args.at(-1);
        if (typeof last === 'function') {
          const callback = last as (err: unknown, result: unknown) => void;
          args[args.length - 1] = (err: unknown, result: unknown) => {
            if (err) fault(err);
            callback(err, result);
          };
          return query.apply(this, args);
        }
        const result = query.apply(this, args);
        if (result instanceof Promise) result.catch(fault);
        return result;
      }
    };
  }
}
