import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createdAt,
  dropLeftoverDatabases,
  LEFTOVER_AGE_MS,
  serverNow,
  TEMPLATE_LEFTOVER_AGE_MS,
  templateDatabaseName,
  testDatabaseName,
} from './leftover-databases';

const MINUTE = 60_000;

describe('test database names', () => {
  it('carry the second they were made in', () => {
    const now = Date.UTC(2026, 10, 25, 16, 0, 7, 450);
    const name = testDatabaseName(now);
    expect(name).toMatch(/^lesesaal_scratch_\d+_[0-9a-f]{12}$/);
    expect(createdAt(name)).toBe(Date.UTC(2026, 10, 25, 16, 0, 7));
    expect(createdAt(templateDatabaseName(now))).toBe(Date.UTC(2026, 10, 25, 16, 0, 7));
    expect(createdAt('lesesaal_t_0123456789ab')).toBeUndefined();
    expect(createdAt('lesesaal')).toBeUndefined();
  });

  it('do not start like the older naming, which older clean-ups drop when unused', () => {
    const name = testDatabaseName(Date.now());
    expect(name.startsWith('lesesaal_t_')).toBe(false);
    // earlier clean-ups had LIKE 'lesesaal_t_%' unescaped: `_` matches any character
    expect(/^lesesaal.t./.test(name)).toBe(false);
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('leftover clean-up on PostgreSQL', () => {
  let admin: pg.Client;
  const made: string[] = [];

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
  });
  afterAll(async () => {
    for (const name of made) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  });

  async function create(name: string): Promise<string> {
    made.push(name);
    await admin.query(`CREATE DATABASE "${name}"`);
    return name;
  }
  async function exists(name: string): Promise<boolean> {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    return rowCount === 1;
  }
  function connect(name: string): Promise<pg.Client> {
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    const client = new pg.Client({ connectionString: url.toString() });
    return client.connect().then(() => client);
  }

  it('keeps a fresh database of another run (no connection yet) and drops an old unused one', async () => {
    const now = await serverNow(admin);
    const fresh = await create(testDatabaseName(now));
    const recent = await create(testDatabaseName(now - LEFTOVER_AGE_MS + 5 * MINUTE));
    const old = await create(testDatabaseName(now - LEFTOVER_AGE_MS - MINUTE));

    const dropped = await dropLeftoverDatabases(admin, { now, among: made });

    expect(await exists(fresh)).toBe(true);
    expect(await exists(recent)).toBe(true);
    expect(await exists(old)).toBe(false);
    expect(dropped).toContain(old);
    expect(dropped).not.toContain(fresh);
  });

  it('keeps an old database someone is connected to', async () => {
    const now = await serverNow(admin);
    const inUse = await create(testDatabaseName(now - 2 * LEFTOVER_AGE_MS));
    const client = await connect(inUse);
    try {
      await dropLeftoverDatabases(admin, { now, among: made });
      expect(await exists(inUse)).toBe(true);
    } finally {
      await client.end();
    }
  });

  it('drops a template a day old, keeps the one of a run going on', async () => {
    const now = await serverNow(admin);
    const current = await create(templateDatabaseName(now - 10 * MINUTE));
    const stale = await create(templateDatabaseName(now - TEMPLATE_LEFTOVER_AGE_MS - MINUTE));
    await dropLeftoverDatabases(admin, { now, among: made });
    expect(await exists(current)).toBe(true);
    expect(await exists(stale)).toBe(false);
  });

  it('judges a database of the older naming by the age of its files', async () => {
    const now = await serverNow(admin);
    const legacy = await create(`lesesaal_t_${testDatabaseName(now).slice(-12)}`);
    await dropLeftoverDatabases(admin, { now, among: made });
    expect(await exists(legacy)).toBe(true); // just made: maybe a run of an older checkout

    const { rows } = await admin.query<{ reads: boolean }>(
      "SELECT rolsuper OR pg_has_role('pg_read_server_files', 'MEMBER') AS reads FROM pg_roles WHERE rolname = current_user",
    );
    // judged an hour later (only among this test's databases: others' may be going on)
    await dropLeftoverDatabases(admin, { now: now + LEFTOVER_AGE_MS + MINUTE, among: [legacy] });
    // without the right to read files, kept: its age is unknown
    expect(await exists(legacy)).toBe(!rows[0]!.reads);
  });
});
