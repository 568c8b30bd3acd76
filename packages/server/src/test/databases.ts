import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, PGLITE_EXTENSIONS, type Database, type Db } from '../db/client';
import { trackPgliteTransactions } from '../db/named';
import * as schema from '../db/schema/index';

export type TestDriver = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const TEST_DRIVERS: TestDriver[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
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

/**
 * A fresh in-memory PGlite loaded from the migrated snapshot: the same schema openDatabase
 * gives (db/client.ts migrates the snapshot), without migrating again for every test.
 */
async function openPgliteCopy(): Promise<Database> {
  const client = await PGlite.create({
    extensions: PGLITE_EXTENSIONS,
    loadDataDir: await pgliteSnapshot(),
  });
  // as openDatabase does: named statements find their instance inside transactions
  trackPgliteTransactions(client);
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    ping: async () => {
      try {
        await db.execute(sql`SELECT 1 FROM drizzle.__drizzle_migrations LIMIT 1`);
        return true;
      } catch {
        return false;
      }
    },
    close: () => client.close(),
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
  const name = `lesesaal_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize });
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await dropper.end();
    },
  };
}
