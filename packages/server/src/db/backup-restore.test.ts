import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import type { Ticket, Transaction } from '@lesesaal/domain/tickets/schema';
import { buildApp } from '../app';
import { createMemoryMailTransport } from '../mail/transport';
import { testConfig, XHR } from '../test/app';
import { signIn } from '../test/auth';
import { cartApi } from '../test/cart-api';
import { createTestClock } from '../test/clock';
import { createTestDatabase, type TestDatabase } from '../test/databases';
import { bookingPayload, insertRoom, insertTimeSlot } from '../test/factories';
import { serverNow, testDatabaseName } from '../test/leftover-databases';
import { postgresBinDir } from '../test/pg-cluster';
import { openDatabase, type Database } from './client';

const run = promisify(execFile);

const OPERATIONS = fileURLToPath(new URL('../../../../docs/operations.md', import.meta.url));

/**
 * The block of docs/operations.md after `<!-- marker…`: the documented backup commands, run
 * as written, so that the documentation and what is tested cannot drift apart.
 */
function documented(marker: string, fence: 'sh' | 'sql'): string {
  const text = readFileSync(OPERATIONS, 'utf8');
  const at = text.indexOf(`<!-- ${marker}`);
  if (at < 0) throw new Error(`docs/operations.md has no ${marker} marker`);
  const block = new RegExp('```' + fence + '\\n([\\s\\S]*?)```').exec(text.slice(at));
  if (!block) throw new Error(`no ${fence} block after ${marker}`);
  return block[1]!;
}

/**
 * The documented backup role, under a throwaway name (roles belong to the whole server),
 * dropped by the returned function; `bypassRls: false` leaves BYPASSRLS out (a role that
 * must fail).
 */
async function backupRole(adminUrl: string, options: { bypassRls: boolean }) {
  const role = `lesesaal_scratch_backup_${randomBytes(4).toString('hex')}`;
  let statement = documented('backup-role', 'sql').replaceAll('lesesaal_backup', role);
  expect(statement).toContain(' BYPASSRLS ');
  if (!options.bypassRls) statement = statement.replace(' BYPASSRLS ', ' ');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
  return {
    role,
    drop: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP ROLE IF EXISTS ${role}`);
      await dropper.end();
    },
  };
}

/** Runs the documented backup script with BACKUP_URL as `role` on `databaseUrl` into `dir`. */
function documentedBackup(databaseUrl: string, role: string, dir: string) {
  const url = new URL(databaseUrl);
  url.username = role;
  url.password = '';
  return run('bash', ['-c', documented('backup-script', 'sh')], {
    env: {
      PATH: `${postgresBinDir()!}:${process.env.PATH}`,
      BACKUP_URL: url.toString(),
      BACKUP_DIR: dir,
    },
  });
}

/** Two days after the test clock's day (2030-03-04): inside the default booking window. */
const SLOT_DATE = '2030-03-06';

function appOn(database: Database): Promise<FastifyInstance> {
  return buildApp({
    config: testConfig(),
    db: database.db,
    ping: database.ping,
    clock: createTestClock(),
    mail: createMemoryMailTransport(),
  });
}

/** Books a seat through the API; returns the booked transaction. */
async function book(app: FastifyInstance, slotId: number, email: string): Promise<Transaction> {
  const api = cartApi(app);
  const cart = await api.cartWith(slotId);
  const booked = await api.book(cart.transactionId, bookingPayload({ email }));
  expect(booked.statusCode, booked.body).toBe(200);
  return booked.json<Transaction>();
}

/** What the restored app says of a booking made before the backup, and a new booking on it. */
async function expectServed(
  app: FastifyInstance,
  database: Database,
  before: Transaction,
  slotId: number,
) {
  const cookie = await signIn(app, database.db, 'ADMIN');
  const list = await app.inject({ url: '/api/admin/tickets', headers: { ...XHR, cookie } });
  expect(list.statusCode, list.body).toBe(200);
  const served = list.json<{ content: Ticket[] }>().content;
  expect(served.map((t) => [t.id, t.status, t.email])).toEqual(
    before.tickets.map((t) => [t.id, t.status, 'erika@example.org']),
  );
  // the restored sequences go on where they were: a new booking gets new numbers
  const next = await book(app, slotId, 'max@example.org');
  expect(next.tickets[0]!.id).toBeGreaterThan(Math.max(...before.tickets.map((t) => t.id)));
}

describe('backup and restore of the embedded database (stop, copy, start)', () => {
  const dirs: string[] = [];
  let database: Database | undefined;
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
    await database?.close();
    database = undefined;
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('serves the bookings of a copy of the stopped data directory from a fresh one', async () => {
    const [dataDir, backupDir, restoredDir] = ['data', 'backup', 'restored'].map((name) => {
      const dir = mkdtempSync(path.join(os.tmpdir(), `lesesaal-${name}-`));
      dirs.push(dir);
      return dir;
    }) as [string, string, string];
    database = await openDatabase({ dataDir });
    app = await appOn(database);
    const room = await insertRoom(database.db);
    const slot = await insertTimeSlot(database.db, { roomId: room.id, date: SLOT_DATE });
    const before = await book(app, slot.id, 'erika@example.org');
    // stop: the server's shutdown closes the app and the database
    await app.close();
    app = undefined;
    await database.close();
    database = undefined;
    cpSync(path.join(dataDir, 'db'), path.join(backupDir, 'db'), { recursive: true });
    rmSync(dataDir, { recursive: true, force: true });

    // restore: the copy as the db folder of a new DATA_DIR
    cpSync(path.join(backupDir, 'db'), path.join(restoredDir, 'db'), { recursive: true });
    database = await openDatabase({ dataDir: restoredDir });
    app = await appOn(database);
    await expectServed(app, database, before, slot.id);
  }, 120_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL || !postgresBinDir())(
  'backup and restore on PostgreSQL (pg_dump, pg_restore into a new database)',
  () => {
    let source: TestDatabase | undefined;
    let restored: Database | undefined;
    let app: FastifyInstance | undefined;
    let restoredName: string | undefined;
    const dirs: string[] = [];
    const roles: Array<() => Promise<void>> = [];
    afterEach(async () => {
      for (const drop of roles.splice(0)) await drop();
      await app?.close();
      app = undefined;
      await restored?.close();
      restored = undefined;
      await source?.close();
      if (restoredName) {
        const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await admin.connect();
        await admin.query(`DROP DATABASE IF EXISTS "${restoredName}" WITH (FORCE)`);
        await admin.end();
        restoredName = undefined;
      }
      for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
    });

    it('serves the bookings of a pg_dump restored into a fresh database', async () => {
      source = await createTestDatabase('postgres', 2);
      app = await appOn(source);
      const room = await insertRoom(source.db);
      const slot = await insertTimeSlot(source.db, { roomId: room.id, date: SLOT_DATE });
      const before = await book(app, slot.id, 'erika@example.org');
      await app.close();
      app = undefined;

      const dir = mkdtempSync(path.join(os.tmpdir(), 'lesesaal-dump-'));
      dirs.push(dir);
      const bin = postgresBinDir()!;
      // the documented backup, as the documented backup role, while the server runs
      const backup = await backupRole(process.env.TEST_DATABASE_URL!, { bypassRls: true });
      roles.push(backup.drop);
      await documentedBackup(source.url!, backup.role, dir);
      const files = readdirSync(dir);
      expect(files).toEqual([expect.stringMatching(/^lesesaal-[\dT-]+\.dump$/)]);
      const dump = path.join(dir, files[0]!);
      // complete: every table's data is in it (read through the forced row-level security)
      const { stdout: list } = await run(path.join(bin, 'pg_restore'), ['--list', dump]);
      for (const table of [
        'public tickets',
        'public rooms',
        'public archives',
        'drizzle __drizzle_migrations',
      ])
        expect(list).toContain(`TABLE DATA ${table} `);

      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        restoredName = testDatabaseName(await serverNow(admin));
        await admin.query(`CREATE DATABASE "${restoredName}"`);
      } finally {
        await admin.end();
      }
      const url = new URL(source.url!);
      url.pathname = `/${restoredName}`;
      await run(path.join(bin, 'pg_restore'), [
        ...['--no-owner', '--exit-on-error', '-d', url.toString(), dump],
      ]);
      // the start finds the migrations applied (none to run) and serves
      restored = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
      app = await appOn(restored);
      await expectServed(app, restored, before, slot.id);
    }, 120_000);
  },
);

describe.skipIf(!process.env.TEST_DATABASE_URL || !postgresBinDir())(
  'the documented backup script when the dump fails',
  () => {
    const cleanups: Array<() => Promise<void>> = [];
    afterEach(async () => {
      for (const clean of cleanups.splice(0).reverse()) await clean();
    });

    it('exits non-zero and leaves no file (a backup role without BYPASSRLS stops at the first archive table)', async () => {
      const source = await createTestDatabase('postgres', 2);
      cleanups.push(() => source.close());
      await insertRoom(source.db);
      const backup = await backupRole(process.env.TEST_DATABASE_URL!, { bypassRls: false });
      cleanups.push(backup.drop);
      const dir = mkdtempSync(path.join(os.tmpdir(), 'lesesaal-dump-'));
      cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
      const failed = await documentedBackup(source.url!, backup.role, dir).then(
        () => undefined,
        (err: { code: number; stderr: string }) => err,
      );
      expect(failed?.code).not.toBe(0);
      expect(failed?.stderr).toContain('row-level security');
      // pg_dump had written part of the dump before it stopped: nothing of it is left
      expect(readdirSync(dir)).toEqual([]);
    }, 120_000);
  },
);
