import { readFile } from 'node:fs/promises';
import { ScopedPGlite } from '../db/archive-scope';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, pingDb, PGLITE_EXTENSIONS, type Database, type Db } from '../db/client';
import { driverClientOf } from '../db/named';
import * as schema from '../db/schema/index';
import { serverNow, testDatabaseName } from './leftover-databases';

// What global-setup.ts provides to the test files. Declared here, where it is read, so every
// program that compiles this file (the server's, the bench's) knows the keys.
declare module 'vitest' {
  export interface ProvidedContext {
    /** file holding the data directory of a freshly migrated PGlite (test/databases.ts) */
    pgliteSnapshot: string;
    /** name of a migrated PostgreSQL database the test databases are copied from, or '' */
    postgresTemplate: string;
  }
}

export type TestDriver = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const TEST_DRIVERS: TestDriver[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

/**
 * One engine, PGlite (every run has it), for a test file whose subject does not depend on the
 * database engine: what the HTTP layer answers to malformed input (validation, the router,
 * the error handler), headers, puzzles. Both engines run the same PostgreSQL SQL; what a
 * valid request does in the database is proved on TEST_DRIVERS by the module's own tests.
 * A file using it says why. Locking, concurrency, SQL, row-level security and migrations
 * always run on TEST_DRIVERS.
 */
export const ONE_ENGINE: TestDriver[] = ['pglite'];

/**
 * One engine, PostgreSQL when TEST_DATABASE_URL is set (CI), else PGlite: for a test file whose
 * verdict does not depend on the engine (as ONE_ENGINE) but which goes through the database
 * on its way — a sign-in, a throttle's counters, a stored upload — so the run that has both
 * engines takes the one with a pool and real connections. A file using it says why.
 */
export const PREFERRED_ENGINE: TestDriver[] = process.env.TEST_DATABASE_URL
  ? ['postgres']
  : ['pglite'];

export interface TestDatabase extends Database {
  /** connection URL of the fresh PostgreSQL database (postgres driver only) */
  url?: string;
}

let snapshot: Promise<Blob> | undefined;

/** The migrated PGlite data directory global-setup.ts dumped (read once per test file). */
function pgliteSnapshot(): Promise<Blob> {
  snapshot ??= readFile(inject('pgliteSnapshot')).then((bytes) => new Blob([bytes]));
  return snapshot;
}

/** PGlite instances of this test file that a closed test database left, emptied. */
const idle: ScopedPGlite[] = [];

/**
 * Closes the emptied PGlite instances after each test file (idle-databases-setup.ts): the
 * files of a worker share this module (isolate: false), and an instance stays within its file
 * — emptying resets the rows, not what a file may have changed beyond them.
 */
export async function closeIdleDatabases(): Promise<void> {
  for (const instance of idle.splice(0)) await instance.close();
}

/**
 * Empties every table of the schema (not the migrations journal), sequences restarted, and
 * leaves only the default archive the migration made. Run as the owner (`exec`).
 */
const EMPTY_ALL_TABLES = `DO $$ DECLARE names text; BEGIN
  SELECT string_agg(format('%I.%I', schemaname, tablename), ', ') INTO names
    FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'archives';
  IF names IS NOT NULL THEN
    EXECUTE 'TRUNCATE ' || names || ' RESTART IDENTITY CASCADE';
  END IF;
  DELETE FROM archives WHERE id <> 1;
END $$`;

/**
 * An in-memory PGlite with the migrated schema and no rows: loaded from the snapshot (the
 * same schema openDatabase gives, without migrating again for every test), or one an
 * earlier test of the file closed, emptied — starting PGlite costs about a second under
 * load, emptying it milliseconds. A test must not use its database after closing it.
 */
async function openPgliteCopy(): Promise<Database> {
  let client = idle.pop();
  if (!client) {
    client = new ScopedPGlite({
      extensions: PGLITE_EXTENSIONS,
      loadDataDir: await pgliteSnapshot(),
    });
    await client.waitReady;
    // migrated (the snapshot): every statement runs as the app, as openDatabase's do
    client.scopeToArchives();
  }
  const instance = client;
  let open = true;
  const db = drizzle(instance, { schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    ping: async () => open && (await pingDb(db)),
    close: async () => {
      if (!open) return;
      open = false;
      try {
        await instance.exec(EMPTY_ALL_TABLES);
        idle.push(instance);
      } catch {
        await instance.close();
      }
    },
  };
}

/**
 * A fresh, migrated database: in-memory PGlite, or a new PostgreSQL database dropped on close.
 * Both are copies of a database migrated once per run (global-setup.ts); on PostgreSQL
 * openDatabase still checks the migrations (none left to apply).
 */
export async function createTestDatabase(driver: TestDriver, poolSize = 5): Promise<TestDatabase> {
  if (driver === 'pglite') return openPgliteCopy();
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const template = inject('postgresTemplate');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  let name: string;
  try {
    // stamped with the server's clock: the leftover clean-up judges by its age
    name = testDatabaseName(await serverNow(admin));
    await admin.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  } finally {
    await admin.end();
  }
  const drop = async () => {
    const dropper = new pg.Client({ connectionString: adminUrl });
    await dropper.connect();
    try {
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    } finally {
      await dropper.end();
    }
  };
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: url.toString(), poolSize });
  } catch (err) {
    await drop().catch(() => undefined); // the test reports `err`, not a failed clean-up
    throw err;
  }
  return {
    ...database,
    url: url.toString(),
    close: closeOnce(async () => {
      try {
        await database.close();
      } finally {
        await drop();
      }
    }),
  };
}

/**
 * Runs `text` as the owner of the test database, outside the app's role and archive: what
 * only the owner may do (ANALYZE, for one). PostgreSQL: a connection of its own with the test
 * server's role; PGlite: `exec`, which is never scoped.
 */
export async function ownerExec(database: TestDatabase, text: string): Promise<void> {
  if (database.driver === 'postgres') {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
    return;
  }
  const instance = driverClientOf(database.db);
  if (!(instance instanceof ScopedPGlite)) throw new Error('not a test database of PGlite');
  await instance.exec(text);
}

/**
 * A close() that does its work once. A test file's afterEach closes the app of its last test
 * (`t?.close()`); when a test fails before assigning its own, that is the previous test's app,
 * closed already — a second pool.end() would throw "Called end on pool more than once" and
 * hide the test's real error. Later calls wait for the first and report nothing: its error, if
 * any, went to the first caller.
 */
export function closeOnce(close: () => Promise<void>): () => Promise<void> {
  let first: Promise<void> | undefined;
  return () => {
    if (first) return first.catch(() => undefined);
    first = close();
    return first;
  };
}
