/**
 * A fresh database per bench run and a raw SQL client on it (no app code in the loop):
 * PostgreSQL — a throwaway database on BENCH_DATABASE_URL's server, dropped afterwards;
 * PGlite — a temporary DATA_DIR, deleted afterwards. The schema comes from the server's
 * own migrations: the runner starts the server once on the empty database before seeding.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

export type DbKind = 'postgres' | 'pglite';

/** One connection's (or the pool's) query function. */
export type Query = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

export interface RawSql {
  query: Query;
  /** several statements, no parameters (seeding) */
  exec(text: string): Promise<void>;
  /** BEGIN … COMMIT on one connection (ROLLBACK when `fn` throws) */
  transaction<T>(fn: (q: Query) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface BenchDatabase {
  kind: DbKind;
  /** environment for the server process: DATABASE_URL or DATA_DIR */
  serverEnv: Record<string, string>;
  /** a raw client with `connections` connections (PGlite: one, it has no more) */
  openRaw(connections: number): Promise<RawSql>;
  drop(): Promise<void>;
}

export async function createBenchDatabase(kind: DbKind): Promise<BenchDatabase> {
  return kind === 'postgres' ? createPostgres() : createPglite();
}

async function createPostgres(): Promise<BenchDatabase> {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) throw new Error('BENCH_DATABASE_URL is not set (postgres://user@host:port/db)');
  const name = `lesesaal_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  return {
    kind: 'postgres',
    serverEnv: { DATABASE_URL: databaseUrl },
    async openRaw(connections) {
      const pool = new pg.Pool({ connectionString: databaseUrl, max: connections });
      pool.on('error', () => undefined);
      const query: Query = async <T>(text: string, params?: unknown[]) =>
        (await pool.query(text, params)).rows as T[];
      return {
        query,
        exec: async (text) => void (await pool.query(text)),
        async transaction(fn) {
          const client = await pool.connect();
          try {
            await client.query('BEGIN');
            const result = await fn(async <T>(text: string, params?: unknown[]) => {
              return (await client.query(text, params)).rows as T[];
            });
            await client.query('COMMIT');
            return result;
          } catch (err) {
            await client.query('ROLLBACK').catch(() => undefined);
            throw err;
          } finally {
            client.release();
          }
        },
        close: () => pool.end(),
      };
    },
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

async function createPglite(): Promise<BenchDatabase> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lesesaal-bench-'));
  return {
    kind: 'pglite',
    serverEnv: { DATA_DIR: dataDir },
    async openRaw() {
      // Only while the server is stopped: PGlite is one process's embedded database.
      const client = await PGlite.create(path.join(dataDir, 'db'), {
        extensions: { btree_gist, pg_trgm },
      });
      const query: Query = async <T>(text: string, params?: unknown[]) =>
        (await client.query<T>(text, params)).rows;
      return {
        query,
        exec: async (text) => void (await client.exec(text)),
        transaction: (fn) =>
          client.transaction((tx) =>
            fn(
              async <T>(text: string, params?: unknown[]) => (await tx.query<T>(text, params)).rows,
            ),
          ),
        close: () => client.close(),
      };
    },
    drop: () => rm(dataDir, { recursive: true, force: true }),
  };
}
