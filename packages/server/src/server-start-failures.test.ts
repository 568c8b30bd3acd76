import { chmodSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, openDatabase } from './db/client';
import { acquireDataDirLock } from './db/data-dir-lock';
import { knownMigrations } from './db/migration-journal';
import { driverClientOf } from './db/named';
import { freshDataDir, refusal, startServer } from './test/server-process';

/**
 * What a start that cannot succeed says: one line naming cause and fix, exit code 1, no
 * stack (db/start-errors.ts). The failures that need no PostgreSQL; those of PostgreSQL are
 * in server-start-postgres.test.ts.
 */

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const clean of cleanups.splice(0).reverse()) await clean();
});

function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lesesaal-start-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const NOBODY = 65534;

/** Whether the account `nobody` can run the server from this checkout (tests run as root). */
function nobodyCanRun(): boolean {
  const probe = spawnSync(process.execPath, ['--import', 'tsx', '-e', '0'], {
    cwd: REPO_ROOT,
    uid: NOBODY,
    gid: NOBODY,
    env: { PATH: process.env.PATH },
  });
  return probe.status === 0;
}

/**
 * A DATA_DIR whose embedded database the current migrations made, migrated once for the file:
 * each test that needs one gets a copy (migrating a fresh PGlite takes several seconds,
 * a copy milliseconds). The port test starts on it, as a restart does, instead of migrating a
 * fresh one first — the port is taken after the database, either way.
 */
let migrated: string;
beforeAll(async () => {
  migrated = freshDataDir();
  const database = await openDatabase({ dataDir: migrated });
  await database.close();
});
afterAll(() => rmSync(path.dirname(migrated), { recursive: true, force: true }));

/** A copy of the migrated DATA_DIR, removed after the test. */
function migratedDataDir(): string {
  const dataDir = freshDataDir();
  cleanups.push(() => rmSync(path.dirname(dataDir), { recursive: true, force: true }));
  cpSync(migrated, dataDir, { recursive: true });
  return dataDir;
}

describe('a start that cannot succeed, without PostgreSQL', () => {
  it('names the configuration variables that are wrong, all in one line', async () => {
    const line = refusal(await startServer({ PORT: 'eighty', BOT_PROTECTION: 'maybe' }));
    expect(line).toContain('Invalid configuration: PORT:');
    expect(line).toContain('BOT_PROTECTION:');
    expect(line).toContain('Fix: correct these variables');
  });

  it('names DATA_DIR when a part of its path is a file', async () => {
    const file = path.join(tempDir(), 'a-file');
    writeFileSync(file, '');
    const line = refusal(await startServer({ DATA_DIR: path.join(file, 'data') }));
    expect(line).toContain(`DATA_DIR ${path.join(file, 'data')} is no directory (ENOTDIR`);
    expect(line).toContain('Fix: set DATA_DIR to a directory');
  });

  // as root every folder is writable: the start runs as nobody, which needs to read the checkout
  const asRoot = process.getuid?.() === 0;
  it.skipIf(asRoot && !nobodyCanRun())(
    'names DATA_DIR and how to hand it over when the server account may not write it',
    async () => {
      const parent = tempDir();
      // root's folder (0755) for nobody; the user's own folder made read-only otherwise
      if (!asRoot) chmodSync(parent, 0o500);
      cleanups.push(() => chmodSync(parent, 0o700));
      const dataDir = path.join(parent, 'data');
      const outcome = await startServer(
        { DATA_DIR: dataDir },
        asRoot ? { uid: NOBODY, gid: NOBODY } : {},
      );
      const line = refusal(outcome);
      expect(line).toMatch(
        new RegExp(`DATA_DIR ${dataDir} cannot be written by this account .*EACCES`),
      );
      expect(line).toContain(`chown -R <that user> ${dataDir}`);
    },
  );

  it('refuses a DATA_DIR another process holds, naming it', async () => {
    const dataDir = path.join(tempDir(), 'data');
    mkdirSync(dataDir);
    const lock = await acquireDataDirLock(dataDir);
    cleanups.push(() => lock.release());
    const line = refusal(await startServer({ DATA_DIR: dataDir }));
    expect(line).toContain('The data directory is in use by another Lesesaal process');
    expect(line).toContain(`pid ${process.pid}`);
    expect(line).toContain('Stop that process first');
  });

  it('names the port in use and how to find its holder', async () => {
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise<void>((resolve) => holder.close(() => resolve())));
    const { port } = holder.address() as net.AddressInfo;
    const line = refusal(await startServer({ PORT: String(port), DATA_DIR: migratedDataDir() }));
    expect(line).toContain(`Port ${port} on 127.0.0.1 is in use by another process (EADDRINUSE)`);
    expect(line).toContain(`ss -ltnp 'sport = :${port}'`);
  });

  it('refuses an embedded database a newer version migrated, and leaves it as it was', async () => {
    const dataDir = migratedDataDir();
    const database = await openDatabase({ dataDir });
    const client = driverClientOf(database.db) as PGlite;
    // what a newer version's start leaves: one more row in drizzle's migrations table
    await client.exec(`INSERT INTO drizzle.__drizzle_migrations (hash, created_at)
      SELECT 'newer', max(created_at) + 1000 FROM drizzle.__drizzle_migrations`);
    await database.close();

    const known = knownMigrations(MIGRATIONS_FOLDER);
    const line = refusal(await startServer({ DATA_DIR: dataDir }));
    const next = String(known.length).padStart(4, '0');
    expect(line).toContain(`The database was migrated by a newer Lesesaal (migration ${next}:`);
    expect(line).toContain(`1 migration newer than ${known.at(-1)!.tag}`);
    expect(line).toContain('restore the backup taken before the upgrade');
    // the refusal released the lock and changed nothing: the newer version's row is there
    const again = await openDatabase({ dataDir }).catch((err: unknown) => err);
    expect(String(again)).toContain('migrated by a newer Lesesaal');
  });
});
