import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from '../test/databases';
import { MIGRATIONS_FOLDER, openDatabase, type Database } from './client';
import {
  assertKnownMigrations,
  DatabaseNewerError,
  extensionsOfMigrations,
  knownMigrations,
  migrationOfStatement,
} from './migration-journal';
import { rooms } from './schema/index';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the migrations folder without its newest migration: the version before. */
function olderVersionsMigrations(): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'lesesaal-migrations-'));
  dirs.push(folder);
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: unknown[] };
  journal.entries = journal.entries.slice(0, -1);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

const known = knownMigrations(MIGRATIONS_FOLDER);
const newest = known.at(-1)!;
const beforeNewest = known.at(-2)!;

describe('the migrations a database applied against those this version knows', () => {
  it('passes a database with fewer or the same migrations, refuses one with later ones', () => {
    const applied = known.map((m) => String(m.when));
    expect(() => assertKnownMigrations([], known)).not.toThrow();
    expect(() => assertKnownMigrations(applied.slice(0, 3), known)).not.toThrow();
    expect(() => assertKnownMigrations(applied, known)).not.toThrow();
    const newer = [...applied, String(newest.when + 1), String(newest.when + 2)];
    expect(() => assertKnownMigrations(newer, known)).toThrow(DatabaseNewerError);
    const next = (n: number) => String(known.length + n).padStart(4, '0');
    expect(() => assertKnownMigrations(newer, known)).toThrow(
      `(migration ${next(0)}, ${next(1)}: 2 migrations newer than ${newest.tag}, the newest this version knows)`,
    );
  });

  it('says what docs/operations.md quotes under "Rollback"', () => {
    const operations = readFileSync(
      fileURLToPath(new URL('../../../../docs/operations.md', import.meta.url)),
      'utf8',
    );
    const quoted = new DatabaseNewerError(['0022'], {
      index: 21,
      tag: '0021_platform_controls',
      when: 0,
    });
    expect(operations).toContain(`Lesesaal could not start: ${quoted.message}\n`);
  });

  it('finds the migration of a statement, and the extensions the migrations create', () => {
    expect(
      migrationOfStatement('CREATE EXTENSION IF NOT EXISTS btree_gist;', MIGRATIONS_FOLDER)?.tag,
    ).toBe('0001_time_slot_no_overlap');
    expect(migrationOfStatement('SELECT 1', MIGRATIONS_FOLDER)).toBeUndefined();
    expect(extensionsOfMigrations(MIGRATIONS_FOLDER)).toEqual(['btree_gist', 'pg_trgm']);
  });
});

describe.each(TEST_DRIVERS)('an older version started on a newer schema (%s)', (driver) => {
  let newer: TestDatabase | Database | undefined;
  afterEach(async () => {
    await newer?.close();
    newer = undefined;
  });

  it('is refused, names the migration it does not know, and changes nothing', async () => {
    let reopen: (migrationsFolder?: string) => Promise<Database>;
    if (driver === 'postgres') {
      const database = await createTestDatabase('postgres', 2);
      newer = database;
      reopen = (migrationsFolder) =>
        openDatabase({ databaseUrl: database.url!, poolSize: 2, migrationsFolder });
    } else {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lesesaal-newer-'));
      dirs.push(dataDir);
      await (await openDatabase({ dataDir })).close();
      reopen = (migrationsFolder) => openDatabase({ dataDir, migrationsFolder });
    }
    const older = olderVersionsMigrations();
    const refused = reopen(older);
    await expect(refused).rejects.toBeInstanceOf(DatabaseNewerError);
    await expect(refused).rejects.toThrow(
      `The database was migrated by a newer Lesesaal (migration ${String(newest.index).padStart(4, '0')}: 1 migration newer than ${beforeNewest.tag}, the newest this version knows)`,
    );
    await expect(refused).rejects.toThrow(
      'Fix: start that version (or a later one), or restore the backup taken before the upgrade',
    );
    // the version that knows it still starts (PGlite: the refusal released the lock)
    const again = await reopen();
    try {
      await again.db.insert(rooms).values({ name: 'R', description: 'D', capacity: 1 });
      expect(await again.ping()).toBe(true);
    } finally {
      await again.close();
    }
  }, 120_000);
});
