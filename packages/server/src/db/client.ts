import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  PGlite,
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
import { acquireDataDirLock, type DataDirLock, type DataDirLockOptions } from './data-dir-lock';
import { makePrivateTree } from './private-files';
import * as schema from './schema/index';

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

const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
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
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir?: string | null;
  poolSize?: number;
  lock?: DataDirLockOptions;
}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options.dataDir ?? null, options.lock);
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  // Pipeline mode: a query is written at once, not after the answer to the one
  // before on the same connection; code that awaits each query behaves exactly as without.
  // `pipelinedTransaction` uses it to send a hold's statements in two round trips.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, pipeline: true });
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client
      .query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
      .catch(() => undefined);
    client.release();
  }
  return {
    db,
    driver: 'postgres',
    ping: () => pingDb(db),
    close: () => pool.end(),
  };
}

async function openPglite(
  dataDir: string | null,
  lockOptions: DataDirLockOptions | undefined,
): Promise<Database> {
  let lock: DataDirLock | null = null;
  let client: PGlite;
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
    client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
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
class LeasedPGlite extends PGlite {
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
  try {
    // The migrations journal exists only once migrations ran.
    await db.execute(sql`SELECT 1 FROM drizzle.__drizzle_migrations LIMIT 1`);
    return true;
  } catch {
    return false;
  }
}
