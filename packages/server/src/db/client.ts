import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type PGliteOptions,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { parseHostList } from '../config/database';
import { ScopedPGlite, ScopedPool } from './archive-scope';
import { corkedSocket } from './corked-socket';
import { acquireDataDirLock, type DataDirLock, type DataDirLockOptions } from './data-dir-lock';
import { appliedMigrations, assertKnownMigrations, knownMigrations } from './migration-journal';
import { PrimaryPool } from './primary';
import { makePrivateTree } from './private-files';
import * as schema from './schema/index';
import { explainDatabaseError, type DatabaseTarget } from './start-errors';

export type Schema = typeof schema;
/** One type over both drivers; a transaction is a Db too, so repositories take either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** true when the database answers and the migrations are applied */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'migrations',
);
/** The extensions the migrations create (btree_gist: 0001, pg_trgm: 0007). */
export const PGLITE_EXTENSIONS = { btree_gist, pg_trgm };

/** Arbitrary constant: serialises migrations of several instances starting at once. */
const MIGRATION_LOCK_KEY = 7_316_001;

/** Rows of a raw `db.execute()` result; both drivers return `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Opens the database: PostgreSQL when `databaseUrl` is set, otherwise embedded PGlite in
 * `dataDir/db` (guarded by a lease on a lock file: PGlite does not lock its directory;
 * `lock` sets the lease timing, for tests).
 * `dataDir: null` with no URL gives an in-memory PGlite (tests). Migrations run here.
 */
export async function openDatabase(
  options: {
    databaseUrl?: string | undefined;
    dataDir?: string | null;
    lock?: DataDirLockOptions;
    /** the migrations this version knows (default: the package's folder; tests pass an older one) */
    migrationsFolder?: string;
  } & PostgresOptions,
): Promise<Database> {
  const folder = options.migrationsFolder ?? MIGRATIONS_FOLDER;
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options, folder);
  return openPglite(options.dataDir ?? null, options.lock, folder);
}

export interface PostgresOptions {
  /**
   * the schema owner's URL: the migrations run there, the app's statements on `databaseUrl`
   * (a role that is a member of lesesaal_app and owns nothing); unset: both on `databaseUrl`
   */
  ownerUrl?: string | undefined;
  /** connections of the pool (default 10) */
  poolSize?: number;
  /** how long a new connection may take before the request waiting for it fails (default 5 s) */
  connectTimeoutMs?: number;
  /** told of every connection that fails after it was made (default: nothing) */
  onConnectionError?: (err: Error) => void;
  /** with a host list: told `host:port` of each server taken as the primary (default: nothing) */
  onPrimary?: (host: string) => void;
}

/** TCP keep-alive probes start after this idle time: a vanished server is noticed. */
const KEEP_ALIVE_INITIAL_DELAY_MS = 10_000;
/** `/readyz` answers "not ready" when the database has not answered within this time. */
const PING_TIMEOUT_MS = 3_000;

/**
 * The pool of a PostgreSQL database, without migrating: the connection settings that keep
 * the process alive and its answers quick while the server is unreachable.
 */
export function connectPostgres(url: string, options: PostgresOptions = {}): Database {
  return postgresDatabase(postgresPool(url, options));
}

function postgresPool(url: string, options: PostgresOptions): pg.Pool {
  const list = parseHostList(url);
  if (!list) return hostPool(url, options);
  // several hosts: the pool of the one matching target_session_attrs, followed on failover
  return new PrimaryPool({
    list,
    makePool: (hostUrl, client) => hostPool(hostUrl, options, client),
    probeTimeoutMs: options.connectTimeoutMs ?? 5_000,
    onSwitch: options.onPrimary,
  });
}

function hostPool(url: string, options: PostgresOptions, client?: typeof pg.Client): pg.Pool {
  const onConnectionError = options.onConnectionError ?? (() => undefined);
  // Pipeline mode: a query is written at once, not after the answer to the one
  // before on the same connection; code that awaits each query behaves exactly as without.
  // `pipelinedTransaction` uses it to send a hold's statements in two round trips.
  // every statement in a transaction that starts with the archive's scope (archive-scope.ts)
  const pool = new ScopedPool({
    connectionString: url,
    max: options.poolSize ?? 10,
    pipeline: true,
    // a query's messages and a batch's queries leave in one write (corked-socket.ts)
    stream: corkedSocket,
    // without it a connect to a host that drops packets waits for the OS (minutes)
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEP_ALIVE_INITIAL_DELAY_MS,
    // names the instances' connections in pg_stat_activity unless the URL names them
    fallback_application_name: 'lesesaal',
    ...(client ? { Client: client } : {}),
  });
  // A connection that drops emits `error` on its client; with no listener the process
  // crashes. The pool listens only while a client is idle (and then emits `error` itself),
  // so every client gets its own listener for its whole life, checked out or idle — drizzle's
  // transactions, the pipelined transaction and the migration lock all check clients out.
  // The query in flight on it fails on its own and the request answers 503.
  pool.on('connect', (c) => c.on('error', onConnectionError));
  // the pool's re-emit of an idle client's error: already told by the client's listener
  pool.on('error', () => undefined);
  return pool;
}

function postgresDatabase(pool: pg.Pool): Database {
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    driver: 'postgres',
    ping: () => pingDb(db),
    close: () => pool.end(),
  };
}

async function openPostgres(
  url: string,
  options: PostgresOptions,
  migrationsFolder: string,
): Promise<Database> {
  const connectTimeoutMs = options.connectTimeoutMs ?? 5_000;
  await migratePostgres(options.ownerUrl ?? url, options, {
    url: options.ownerUrl ?? url,
    variable: options.ownerUrl ? 'DATABASE_OWNER_URL' : 'DATABASE_URL',
    step: 'migrate',
    connectTimeoutMs,
    migrationsFolder,
  });
  const database = postgresDatabase(postgresPool(url, options));
  try {
    // the app's first statement now, not at the first request: a login refused, or a role
    // that may not switch to lesesaal_app, stops the start with a message instead of
    // answering every request 503
    await database.db.execute(sql`SELECT 1 FROM drizzle.__drizzle_migrations LIMIT 1`);
  } catch (err) {
    await database.close().catch(() => undefined);
    const target = { url, variable: 'DATABASE_URL', step: 'app' } as const;
    throw explainDatabaseError(err, { ...target, connectTimeoutMs, migrationsFolder });
  }
  return database;
}

/**
 * Runs the migrations on `url` as its role (the owner), one instance at a time, on a
 * connection of its own (the primary of a host list is told by the app's pool, not this one).
 * Refuses a database migrated by a newer version (migration-journal.ts). What fails is
 * thrown as a StartFailure naming cause and fix where the cause is known (start-errors.ts).
 */
async function migratePostgres(
  url: string,
  options: PostgresOptions,
  target: DatabaseTarget,
): Promise<void> {
  const pool = postgresPool(url, { ...options, poolSize: 1, onPrimary: undefined });
  const client = await pool.connect().catch(async (err: unknown) => {
    await pool.end();
    throw explainDatabaseError(err, target);
  });
  try {
    const { rows } = await client.query<{ role: string; database: string }>(
      'SELECT current_user AS role, current_database() AS database',
    );
    target.session = rows[0];
    // as the owner (a connection that sends no scope): the app's role may not change the schema
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const applied = await appliedMigrations(async (text) => (await client.query(text)).rows);
    assertKnownMigrations(applied, knownMigrations(target.migrationsFolder));
    await migratePg(drizzlePg(client, { schema }), {
      migrationsFolder: target.migrationsFolder,
    });
  } catch (err) {
    throw explainDatabaseError(err, target);
  } finally {
    await client
      .query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
      .catch(() => undefined);
    client.release();
    await pool.end();
  }
}

async function openPglite(
  dataDir: string | null,
  lockOptions: DataDirLockOptions | undefined,
  migrationsFolder: string,
): Promise<Database> {
  let lock: DataDirLock | null = null;
  let client: ScopedPGlite;
  if (dataDir) {
    // DATA_DIR and all under it for the server's account only, also when made before
    makePrivateTree(dataDir);
    lock = await acquireDataDirLock(dataDir, lockOptions);
    try {
      client = new LeasedPGlite(lock, path.join(dataDir, 'db'), { extensions: PGLITE_EXTENSIONS });
      await client.waitReady;
    } catch (err) {
      lock.release();
      throw err;
    }
  } else {
    client = new ScopedPGlite({ extensions: PGLITE_EXTENSIONS });
    await client.waitReady;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  try {
    const applied = await appliedMigrations(
      async (text) => (await client.query<Record<string, unknown>>(text)).rows,
    );
    assertKnownMigrations(applied, knownMigrations(migrationsFolder));
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  } catch (err) {
    await client.close().catch(() => undefined);
    lock?.release();
    throw err;
  }
  // migrated as the owner; from now on every statement runs as the app, in its archive
  client.scopeToArchives();
  // what PGlite and the lock created just now, whatever the process's umask
  if (dataDir) makePrivateTree(dataDir);
  return {
    db,
    driver: 'pglite',
    ping: () => pingDb(db),
    close: async () => {
      await client.close();
      lock?.release();
    },
  };
}

/**
 * PGlite whose every query (drizzle calls `query` and `transaction`; migrations `exec`)
 * first makes sure the lease is still ours: after a long pause another process may have
 * taken the data directory over, and a query run before the next heartbeat would write into
 * it. A subclass overriding PGlite's public methods (constructor and `waitReady` as
 * documented), not a patch of the instance.
 */
class LeasedPGlite extends ScopedPGlite {
  readonly #lock: DataDirLock;

  constructor(lock: DataDirLock, dataDir: string, options: PGliteOptions) {
    super(dataDir, options);
    this.#lock = lock;
  }

  override async query<T>(
    query: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    this.#lock.assertHeld();
    return super.query<T>(query, params, options);
  }

  override async exec(query: string, options?: QueryOptions): Promise<Results[]> {
    this.#lock.assertHeld();
    return super.exec(query, options);
  }

  override async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    this.#lock.assertHeld();
    return super.transaction(callback);
  }
}

/** Whether the database answers and its migrations ran (the readiness check). */
export async function pingDb(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    // The migrations journal exists only once migrations ran.
    const answered = db
      .execute(sql`SELECT 1 FROM drizzle.__drizzle_migrations LIMIT 1`)
      .then(() => true);
    // a server that stopped answering (not refusing) must not hold the probe
    const late = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
    });
    return await Promise.race([answered, late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
