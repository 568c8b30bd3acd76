import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from '../test/databases';
import { MIGRATIONS_FOLDER, PGLITE_EXTENSIONS } from './client';
import { knownMigrations } from './migration-journal';

// Why a comment of an applied migration may be corrected (docs/decisions/database-and-migrations.md,
// "A migration's comments may be corrected, its statements never"): drizzle's migrator
// stores a sha256 of each migration file in `drizzle.__drizzle_migrations.hash`, but decides
// what to run only by `created_at` (the journal's `when`) of the newest row, and never reads
// the stored hash back. An installation whose rows carry the hashes of the files before the
// correction starts as before and runs nothing again. Should a drizzle upgrade start
// comparing the hashes, this test fails, and an applied migration's file must then stay
// byte for byte as it was.

interface Migrator {
  query(text: string): Promise<Array<Record<string, unknown>>>;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

async function pgliteMigrator(): Promise<Migrator> {
  const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
  await client.waitReady;
  return {
    query: async (text) => (await client.query<Record<string, unknown>>(text)).rows,
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}

/** The migrated test database, opened as the schema's owner (the test server's superuser). */
async function postgresMigrator(database: TestDatabase): Promise<Migrator> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  return {
    query: async (text) => (await client.query<Record<string, unknown>>(text)).rows,
    migrate: () => migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.end(),
  };
}

describe('the hash drizzle stores of a migration file', () => {
  it('is the sha256 of the whole file, comments included', () => {
    const [first, second] = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
    const tags = knownMigrations(MIGRATIONS_FOLDER).map((m) => m.tag);
    const sha = (tag: string) =>
      createHash('sha256')
        .update(readFileSync(path.join(MIGRATIONS_FOLDER, `${tag}.sql`)).toString())
        .digest('hex');
    expect(first!.hash).toBe(sha(tags[0]!));
    // 0001 starts with a comment: it counts in the hash
    expect(readFileSync(path.join(MIGRATIONS_FOLDER, `${tags[1]}.sql`), 'utf8')).toMatch(/^-- /);
    expect(second!.hash).toBe(sha(tags[1]!));
  });
});

describe.each(TEST_DRIVERS)(
  'a database whose migrations were applied from other bytes (%s)',
  (driver) => {
    let migrator: Migrator | undefined;
    let database: TestDatabase | undefined;
    afterEach(async () => {
      await migrator?.close();
      await database?.close();
      migrator = undefined;
      database = undefined;
    });

    it('starts: nothing runs again, the stored hashes are not compared', async () => {
      if (driver === 'postgres') {
        database = await createTestDatabase('postgres', 1);
        migrator = await postgresMigrator(database);
      } else {
        migrator = await pgliteMigrator();
        await migrator.migrate();
      }
      const count = async () =>
        Number(
          (await migrator!.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations'))[0]!
            .n,
        );
      const applied = await count();
      expect(applied).toBe(knownMigrations(MIGRATIONS_FOLDER).length);
      // what an installation migrated before a comment was corrected holds
      await migrator.query(
        `UPDATE drizzle.__drizzle_migrations SET hash = 'the file before its comment changed'`,
      );
      await migrator.migrate();
      expect(await count()).toBe(applied);
      const hashes = await migrator.query('SELECT DISTINCT hash FROM drizzle.__drizzle_migrations');
      expect(hashes).toEqual([{ hash: 'the file before its comment changed' }]);
    }, 120_000);
  },
);
