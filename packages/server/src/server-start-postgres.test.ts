import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, openDatabase } from './db/client';
import { StartFailure } from './db/start-errors';
import {
  clustersAvailable,
  postgresBinDir,
  removeClusters,
  startPrimary,
  type PgCluster,
} from './test/pg-cluster';
import { serverNow, testDatabaseName } from './test/leftover-databases';
import { refusal, startServer, statementsIn } from './test/server-process';
import { unusedPort } from './test/tcp-proxy';

/**
 * What a start on PostgreSQL says when it cannot succeed — one line naming cause and fix
 * (db/start-errors.ts) — and that doing what it says makes the next start succeed: the
 * statements are taken from the message and run as the superuser. Throwaway roles and
 * databases, dropped afterwards; the role lesesaal_app belongs to the whole server and is
 * made by the first migration run on it (the test setup's), so a server of the test's own
 * is started to see the start that must create it.
 */

const ADMIN_URL = process.env.TEST_DATABASE_URL;
const README = fileURLToPath(new URL('../../../README.md', import.meta.url));
const run = promisify(execFile);

/**
 * README.md's PostgreSQL set-up as written: the SQL of the `sudo -u postgres psql` block after
 * the `postgres-setup` marker, and the DATABASE_URL of the start line after it.
 */
function readmeSetup(): { sql: string; databaseUrl: string } {
  const text = readFileSync(README, 'utf8');
  const from = text.indexOf('<!-- postgres-setup');
  if (from < 0) throw new Error('README.md has no postgres-setup marker');
  const block = /```sh\n([\s\S]*?)```/.exec(text.slice(from))![1]!;
  const sql = /<<'SQL'\n([\s\S]*?)\nSQL\n/.exec(block)![1]!;
  const databaseUrl = /DATABASE_URL=(\S+)/.exec(text.slice(from))![1]!;
  return { sql, databaseUrl };
}

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const clean of cleanups.splice(0).reverse()) await clean();
});

/** Runs statements as the superuser of `adminUrl` (in `database`, default its own). */
async function asSuperuser(adminUrl: string, statements: string[], database?: string) {
  const url = new URL(adminUrl);
  if (database) url.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A login role without CREATEROLE and a database (owned by it unless `ownedBy`); dropped after the test. */
async function roleAndDatabase(adminUrl: string, options: { ownedBy?: 'postgres' } = {}) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const database = testDatabaseName(await serverNow(admin));
  await admin.end();
  const role = `lesesaal_scratch_owner_${randomBytes(4).toString('hex')}`;
  await asSuperuser(adminUrl, [
    `CREATE ROLE ${role} LOGIN NOCREATEROLE NOCREATEDB NOSUPERUSER`,
    `CREATE DATABASE "${database}" OWNER ${options.ownedBy ? 'postgres' : role}`,
  ]);
  cleanups.push(() =>
    asSuperuser(adminUrl, [
      `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`,
      `DROP ROLE IF EXISTS ${role}`,
    ]),
  );
  const url = new URL(adminUrl);
  url.username = role;
  url.password = '';
  url.pathname = `/${database}`;
  return { role, database, url: url.toString() };
}

describe.skipIf(!ADMIN_URL)('a start on PostgreSQL that cannot succeed', () => {
  /**
   * Two cases in one: after the ALTER DATABASE, the database is the owner's own, as one made
   * with `CREATE DATABASE … OWNER` is (the same catalog row; the public schema belongs to the
   * database's owner either way) — the case of an owner that may not create roles, whose
   * refusal names only the grant. One test spares a role, a database and two server starts.
   */
  it('a database the owner did not get: names ALTER DATABASE … OWNER; then, an owner that may not create roles: names GRANT lesesaal_app TO the owner; after both the start succeeds', async () => {
    const { role, database, url } = await roleAndDatabase(ADMIN_URL!, { ownedBy: 'postgres' });
    const first = refusal(await startServer({ DATABASE_URL: url }));
    expect(first).toContain(`may not create the schema in database "${database}"`);
    expect(statementsIn(first)).toEqual([`ALTER DATABASE ${database} OWNER TO ${role};`]);
    await asSuperuser(ADMIN_URL!, statementsIn(first));
    const second = refusal(await startServer({ DATABASE_URL: url }));
    expect(second).toContain(
      `The schema owner "${role}" (DATABASE_URL) is not a member of the role lesesaal_app`,
    );
    expect(second).not.toContain('Failed query');
    // the role exists on this server (made by the tests' own migrations): only the grant
    expect(statementsIn(second)).toEqual([`GRANT lesesaal_app TO ${role};`]);
    await asSuperuser(ADMIN_URL!, statementsIn(second));
    const next = await startServer({ DATABASE_URL: url });
    expect(next.started, next.stderr).toBe(true);
  });

  it('an app role that is no member of lesesaal_app (DATABASE_URL beside DATABASE_OWNER_URL): names the grant', async () => {
    const { url: ownerUrl } = await roleAndDatabase(ADMIN_URL!);
    const { role: login } = await roleAndDatabase(ADMIN_URL!);
    const owner = new URL(ownerUrl);
    await asSuperuser(ADMIN_URL!, [`GRANT lesesaal_app TO ${decodeURIComponent(owner.username)}`]);
    const appUrl = new URL(ownerUrl);
    appUrl.username = login;
    const line = refusal(
      await startServer({ DATABASE_OWNER_URL: ownerUrl, DATABASE_URL: appUrl.toString() }),
    );
    expect(line).toContain(
      `The app's role "${login}" (DATABASE_URL) cannot run the app's statements`,
    );
    expect(statementsIn(line)).toEqual([`GRANT lesesaal_app TO ${login};`]);
    await asSuperuser(ADMIN_URL!, statementsIn(line));
    const next = await startServer({
      DATABASE_OWNER_URL: ownerUrl,
      DATABASE_URL: appUrl.toString(),
    });
    expect(next.started, next.stderr).toBe(true);
  });

  it('names host and port when nothing listens there, and the timeout when nothing answers', async () => {
    const port = await unusedPort();
    const refused = refusal(
      await startServer({ DATABASE_URL: `postgres://lesesaal@127.0.0.1:${port}/lesesaal` }),
    );
    expect(refused).toContain(
      `Cannot reach PostgreSQL at 127.0.0.1:${port} (DATABASE_URL): connection refused`,
    );
    // a server that accepts and never answers (a host that drops packets, seen from the client)
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const sockets: net.Socket[] = [];
    silent.on('connection', (s) => sockets.push(s));
    cleanups.push(async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    });
    const silentPort = (silent.address() as net.AddressInfo).port;
    const opening = openDatabase({
      databaseUrl: `postgres://lesesaal@127.0.0.1:${silentPort}/lesesaal`,
      connectTimeoutMs: 1_000,
    });
    await expect(opening).rejects.toBeInstanceOf(StartFailure);
    await expect(opening).rejects.toThrow(
      `Cannot reach PostgreSQL at 127.0.0.1:${silentPort} (DATABASE_URL): no answer within 1 s`,
    );
  });

  it('names the role a login was refused to, and a database that does not exist', async () => {
    const url = new URL(ADMIN_URL!);
    url.username = `lesesaal_scratch_nobody_${randomBytes(4).toString('hex')}`;
    // the real server's errors, translated in-process (a spawned start prints the same line)
    const refusedLogin = openDatabase({ databaseUrl: url.toString() });
    await expect(refusedLogin).rejects.toBeInstanceOf(StartFailure);
    await expect(refusedLogin).rejects.toThrow(
      new RegExp(
        `refused the login of role "${url.username}" .*\\(SQLSTATE 28000\\)\\. Fix: .*pg_hba\\.conf`,
      ),
    );
    const missing = new URL(ADMIN_URL!);
    missing.pathname = `/lesesaal_scratch_missing_${randomBytes(4).toString('hex')}`;
    const database = missing.pathname.slice(1);
    const nodb = openDatabase({ databaseUrl: missing.toString() });
    await expect(nodb).rejects.toThrow(`has no database "${database}" (DATABASE_URL)`);
    await expect(nodb).rejects.toThrow(`CREATE DATABASE ${database} OWNER`);
  });

  it('names the extension that is not installed (a migration creating one the server lacks)', async () => {
    const { role, url } = await roleAndDatabase(ADMIN_URL!);
    await asSuperuser(ADMIN_URL!, [`GRANT lesesaal_app TO ${role}`]);
    // a copy of the migrations with one more, as a server without the contrib package answers
    const folder = mkdtempSync(path.join(os.tmpdir(), 'lesesaal-migrations-'));
    cleanups.push(async () => rmSync(folder, { recursive: true, force: true }));
    cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
    const journalFile = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as {
      entries: Array<{ idx: number; when: number; tag: string }>;
    };
    const last = journal.entries.at(-1)!;
    journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1, tag: '9999_missing' });
    writeFileSync(journalFile, JSON.stringify(journal));
    writeFileSync(
      path.join(folder, '9999_missing.sql'),
      'CREATE EXTENSION IF NOT EXISTS lesesaal_no_such_extension;',
    );
    const opening = openDatabase({ databaseUrl: url, migrationsFolder: folder });
    await expect(opening).rejects.toBeInstanceOf(StartFailure);
    await expect(opening).rejects.toThrow(
      /does not have the extension lesesaal_no_such_extension installed: .*\(SQLSTATE (58P01|0A000)\)\. Fix: install the server's contrib modules/,
    );
  });
});

// The start that must create lesesaal_app: a PostgreSQL server of the test's own, without it.
describe.skipIf(!ADMIN_URL || !(await clustersAvailable()))(
  'a start on a PostgreSQL server without the role lesesaal_app',
  () => {
    let cluster: PgCluster | undefined;
    afterEach(async () => {
      await removeClusters([cluster]);
      cluster = undefined;
    });

    it('an owner that may not create roles: names CREATE ROLE and GRANT; after running them as the superuser the start succeeds', async () => {
      cluster = await startPrimary(await unusedPort());
      await asSuperuser(cluster.url, [
        'CREATE ROLE lesesaal LOGIN NOCREATEROLE',
        'CREATE DATABASE lesesaal OWNER lesesaal',
      ]);
      const url = `postgres://lesesaal@127.0.0.1:${cluster.port}/lesesaal`;
      const line = refusal(await startServer({ DATABASE_URL: url }));
      expect(line).toContain('The schema owner "lesesaal" (DATABASE_URL) may not create roles');
      expect(line).not.toContain('Failed query');
      expect(statementsIn(line)).toEqual([
        'CREATE ROLE lesesaal_app NOLOGIN;',
        'GRANT lesesaal_app TO lesesaal;',
      ]);
      await asSuperuser(cluster.url, statementsIn(line));
      const next = await startServer({ DATABASE_URL: url });
      expect(next.started, next.stderr).toBe(true);
    });

    it("README's PostgreSQL set-up, run as written on a new server, gives a database the app starts on as its owner", async () => {
      cluster = await startPrimary(await unusedPort());
      const { sql, databaseUrl } = readmeSetup();
      expect(sql).toContain('CREATE ROLE lesesaal_app NOLOGIN;');
      // `sudo -u postgres psql` there: the superuser's psql, here over loopback
      const psql = path.join(postgresBinDir()!, 'psql');
      const child = run(psql, [
        ...['-h', '127.0.0.1', '-p', String(cluster.port), '-U', 'postgres', '-d', 'postgres'],
        ...['-v', 'ON_ERROR_STOP=1', '-X', '-q'],
      ]);
      child.child.stdin!.end(sql);
      await child;
      const url = new URL(databaseUrl);
      url.host = `127.0.0.1:${cluster.port}`;
      const started = await startServer({ DATABASE_URL: url.toString() });
      expect(started.started, started.stderr).toBe(true);
      // the owner the README made may not create roles, and is no superuser
      await asSuperuser(cluster.url, [
        `DO $$ BEGIN IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'lesesaal' AND (rolcreaterole OR rolsuper)) THEN RAISE 'owner has more rights than the README gives'; END IF; END $$`,
      ]);
    });
  },
);
