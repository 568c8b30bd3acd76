/**
 * A fresh database per bench run and a raw SQL client on it (no app code in the loop):
 * PostgreSQL — a throwaway database on BENCH_DATABASE_URL's server, dropped afterwards;
 * PGlite — a temporary DATA_DIR, deleted afterwards. The schema comes from the server's
 * own migrations: the runner starts the server once on the empty database before seeding.
 *
 * The raw clients run as the app does: as the role `lesesaal_app` with the default archive
 * set, for their whole session (the server sets both per transaction), so row-level security
 * filters the raw SQL as it filters the API's and the two compare like with like. Only the
 * owner's maintenance (`VACUUM`, `ANALYZE`) runs as the owner.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import {
  APP_ROLE,
  ARCHIVE_SETTING,
  DEFAULT_ARCHIVE_ID,
} from '../../../packages/server/src/db/archives';

export type DbKind = 'postgres' | 'pglite';

/**
 * One connection's (or the pool's) query function. With `name` the statement runs as a named
 * (prepared) one, parsed and planned once per connection — as the server runs its hot
 * statements (packages/server/src/db/named.ts), so "the same SQL" is also run the same way.
 */
export type Query = <T = Record<string, unknown>>(
  text: string,
  params?: unknown[],
  name?: string,
) => Promise<T[]>;

/**
 * A value as an SQL literal for PGlite's `EXECUTE`, escaped by node-postgres's documented
 * `escapeLiteral` (as the server's named.ts does).
 */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  return pg.escapeLiteral(String(value instanceof Date ? value.toISOString() : value));
}

/** PGlite has no named statements in its API: `PREPARE` once per name, then `EXECUTE`. */
function pgliteQuery(
  client: Pick<PGlite, 'query'>,
  prepared: Map<string, Promise<unknown>>,
): Query {
  return async <T>(text: string, params: unknown[] = [], name?: string) => {
    if (!name) return (await client.query<T>(text, params)).rows;
    // concurrent workers: the first prepares, the others wait for it
    if (!prepared.has(name)) prepared.set(name, client.query(`PREPARE ${name} AS ${text}`));
    await prepared.get(name);
    const execute = params.length
      ? `EXECUTE ${name}(${params.map(literal).join(', ')})`
      : `EXECUTE ${name}`;
    return (await client.query<T>(execute)).rows;
  };
}

/** One named statement of a batch. */
export interface Named {
  name: string;
  text: string;
  params: unknown[];
}

/**
 * Sends its statements, in order, in one round trip and returns each one's rows; BEGIN goes
 * with the first batch, COMMIT with one run with `commit` (the server's pipelined
 * transaction, packages/server/src/db/pipelined-transaction.ts).
 */
export type Batch = (
  statements: readonly Named[],
  options?: { commit?: boolean },
) => Promise<Array<Array<Record<string, unknown>>>>;

export interface RawSql {
  query: Query;
  /** several statements, no parameters (seeding); VACUUM and ANALYZE alone, as the owner */
  exec(text: string): Promise<void>;
  /** BEGIN … COMMIT on one connection (ROLLBACK when `fn` throws) */
  transaction<T>(fn: (q: Query) => Promise<T>): Promise<T>;
  /**
   * BEGIN … COMMIT on one connection, pipelined as the server does on PostgreSQL (each
   * `batch` sent without waiting between its queries, then one wait); on PGlite (no round
   * trips) one statement after another.
   */
  pipelined<T>(fn: (batch: Batch) => Promise<T>): Promise<T>;
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

/** The owner's maintenance, which the app's role may not run (its tables are the owner's). */
const MAINTENANCE = /^\s*(VACUUM|ANALYZE)\b/i;

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
      // pipeline mode as the server's pool (db/client.ts); every connection's session runs
      // as the app's role in the default archive, where the server reads the rows
      const pool = new pg.Pool({
        connectionString: databaseUrl,
        max: connections,
        pipeline: true,
        options: `-c role=${APP_ROLE} -c ${ARCHIVE_SETTING}=${DEFAULT_ARCHIVE_ID}`,
      });
      pool.on('error', () => undefined);
      const query: Query = async <T>(text: string, params?: unknown[], name?: string) =>
        (await pool.query(name ? { name, text, values: params ?? [] } : { text, values: params }))
          .rows as T[];
      return {
        query,
        async exec(text) {
          if (!MAINTENANCE.test(text)) return void (await pool.query(text));
          const client = await pool.connect();
          try {
            await client.query('SET ROLE NONE'); // the login role: the owner
            await client.query(text);
          } finally {
            await client.query('RESET ROLE'); // the session's: the app's role
            client.release();
          }
        },
        async transaction(fn) {
          const client = await pool.connect();
          try {
            await client.query('BEGIN');
            const result = await fn(
              async <T>(text: string, params?: unknown[], name?: string) =>
                (
                  await client.query(
                    name ? { name, text, values: params ?? [] } : { text, values: params },
                  )
                ).rows as T[],
            );
            await client.query('COMMIT');
            return result;
          } catch (err) {
            await client.query('ROLLBACK').catch(() => undefined);
            throw err;
          } finally {
            client.release();
          }
        },
        async pipelined(fn) {
          const client = await pool.connect();
          let state: 'new' | 'open' | 'ended' = 'new';
          try {
            const result = await fn(async (statements, options) => {
              // every query made before any answer is awaited: in pipeline mode each is
              // written at once (one write per query, as the server sends them)
              const sent: Array<Promise<pg.QueryResult>> = [];
              if (state === 'new') sent.push(client.query('BEGIN'));
              state = 'open';
              for (const { name, text, params } of statements)
                sent.push(client.query({ name, text, values: params }));
              if (options?.commit) {
                sent.push(client.query('COMMIT'));
                state = 'ended';
              }
              const results = await Promise.all(sent);
              const first = results.length - statements.length - (options?.commit ? 1 : 0);
              return results.slice(first, first + statements.length).map((r) => r.rows);
            });
            if ((state as string) === 'open') await client.query('COMMIT');
            return result;
          } catch (err) {
            if ((state as string) === 'open') await client.query('ROLLBACK').catch(() => undefined);
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
      // the session runs as the app's role in the default archive, as on PostgreSQL above
      const asApp = `SET ROLE ${APP_ROLE}; SET ${ARCHIVE_SETTING} = '${DEFAULT_ARCHIVE_ID}'`;
      await client.exec(asApp);
      // one session: prepared statements outlive transactions, rolled back or not
      const prepared = new Map<string, Promise<unknown>>();
      return {
        query: pgliteQuery(client, prepared),
        async exec(text) {
          if (!MAINTENANCE.test(text)) return void (await client.exec(text));
          await client.exec('SET ROLE NONE');
          try {
            await client.exec(text);
          } finally {
            await client.exec(asApp);
          }
        },
        transaction: (fn) => client.transaction((tx) => fn(pgliteQuery(tx, prepared))),
        pipelined: (fn) =>
          client.transaction((tx) => {
            const query = pgliteQuery(tx, prepared);
            return fn(async (statements) => {
              const rows: Array<Array<Record<string, unknown>>> = [];
              for (const { name, text, params } of statements)
                rows.push(await query(text, params, name));
              return rows;
            });
          }),
        close: () => client.close(),
      };
    },
    drop: () => rm(dataDir, { recursive: true, force: true }),
  };
}
