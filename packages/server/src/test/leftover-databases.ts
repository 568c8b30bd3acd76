import { randomBytes } from 'node:crypto';
import type pg from 'pg';

/**
 * Names of the PostgreSQL databases the server tests create, and the clean-up of those an
 * aborted run left behind. Several runs may share one PostgreSQL server at once (CI, a
 * developer, helpers), so the clean-up must never drop a database of a run still going.
 *
 * A test database is `lesesaal_scratch_<epoch seconds>_<hex>`, the epoch read from the
 * PostgreSQL server's clock when it is created (one clock for every run, whatever machine it
 * runs on). The clean-up drops one only if both hold:
 * - it is older than LEFTOVER_AGE_MS: a test database lives for one test or one test file
 *   (minutes at most: testTimeout 60 s, hookTimeout 120 s), a whole server run takes a few
 *   minutes; an hour is far beyond any of them. Age alone is needed because a database just
 *   created has no connection yet (CREATE DATABASE, then the pool connects), and an idle pool
 *   closes its connections after 10 s, so "no one connected" alone does not mean "left over";
 * - no one is connected to it: filtered through pg_stat_activity, and DROP DATABASE without
 *   FORCE refuses a database someone connected to meanwhile (that one is skipped).
 * The prefix no longer starts `lesesaal_t…`, so the clean-up of older checkouts (which took
 * any unused `lesesaal_t_%`, some with LIKE's `_` matching any character) leaves these alone.
 * Databases in the older naming `lesesaal_t_<hex>` carry no time: they are dropped by the
 * same rule with the age of their PG_VERSION file (written by CREATE DATABASE), when the
 * role may read it (pg_stat_file: superuser or pg_read_server_files); otherwise kept.
 *
 * The migrated template of a run is `lesesaal_migrated_<epoch seconds>_<hex>`, dropped (with
 * FORCE) a day after it was made: it is only connected to while global-setup migrates it.
 */
export const TEST_DATABASE_PREFIX = 'lesesaal_scratch_';
const TEMPLATE_PREFIX = 'lesesaal_migrated_';
const LEGACY_PREFIX = 'lesesaal_t_';

/** A test database older than this, no one connected, is left over from an earlier run. */
export const LEFTOVER_AGE_MS = 60 * 60 * 1000;
/** A run's template older than this is left over (runs last minutes). */
export const TEMPLATE_LEFTOVER_AGE_MS = 24 * 60 * 60 * 1000;

const TEST_NAME = /^lesesaal_scratch_(\d+)_[0-9a-f]+$/;
const TEMPLATE_NAME = /^lesesaal_migrated_(\d+)_[0-9a-f]+$/;
const LEGACY_NAME = /^lesesaal_t_[0-9a-f]+$/;

/** LIKE pattern of names starting with `prefix` (`_` escaped: LIKE's any character). */
const likePrefix = (prefix: string) => `${prefix.replaceAll('_', '\\_')}%`;

/** The PostgreSQL server's clock, in milliseconds since the epoch. */
export async function serverNow(client: pg.ClientBase): Promise<number> {
  const { rows } = await client.query<{ ms: string }>(
    'SELECT floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint AS ms',
  );
  return Number(rows[0]!.ms);
}

const stamp = (prefix: string, nowMs: number, bytes: number) =>
  `${prefix}${Math.floor(nowMs / 1000)}_${randomBytes(bytes).toString('hex')}`;

/** Name of a new test database created at `nowMs` (the server's clock: serverNow). */
export const testDatabaseName = (nowMs: number) => stamp(TEST_DATABASE_PREFIX, nowMs, 6);

/** Name of a run's migrated template created at `nowMs`. */
export const templateDatabaseName = (nowMs: number) => stamp(TEMPLATE_PREFIX, nowMs, 4);

/** When a database named by testDatabaseName or templateDatabaseName was created (ms), or undefined. */
export function createdAt(name: string): number | undefined {
  const match = TEST_NAME.exec(name) ?? TEMPLATE_NAME.exec(name);
  return match ? Number(match[1]) * 1000 : undefined;
}

/**
 * Drops the test databases and templates earlier runs left (rules above), judged at `now`
 * (default: the server's clock); `among` limits it to these names (a test judging its own
 * databases at a later time must not reach those of runs going on). Returns the names dropped.
 */
export async function dropLeftoverDatabases(
  client: pg.ClientBase,
  options: { now?: number; among?: readonly string[] } = {},
): Promise<string[]> {
  const now = options.now ?? (await serverNow(client));
  const among = options.among;
  const considered = (name: string) => !among || among.includes(name);
  const dropped: string[] = [];
  const unused = await client.query<{ datname: string }>(
    `SELECT datname FROM pg_database WHERE datname LIKE $1
       AND datname NOT IN (SELECT datname FROM pg_stat_activity WHERE datname IS NOT NULL)`,
    [likePrefix(TEST_DATABASE_PREFIX)],
  );
  const candidates = unused.rows.flatMap(({ datname }) => {
    const created = TEST_NAME.test(datname) ? createdAt(datname) : undefined;
    return created === undefined ? [] : [{ datname, created }];
  });
  candidates.push(...(await legacyDatabases(client)));
  for (const { datname, created } of candidates) {
    if (!considered(datname) || created > now - LEFTOVER_AGE_MS) continue;
    try {
      // without FORCE: refused if someone connected since the query above
      await client.query(`DROP DATABASE IF EXISTS "${datname}"`);
      dropped.push(datname);
    } catch (err) {
      if ((err as { code?: string }).code !== '55006') throw err; // object_in_use: keep it
    }
  }
  const templates = await client.query<{ datname: string }>(
    'SELECT datname FROM pg_database WHERE datname LIKE $1',
    [likePrefix(TEMPLATE_PREFIX)],
  );
  for (const { datname } of templates.rows) {
    const created = TEMPLATE_NAME.test(datname) ? createdAt(datname) : undefined;
    if (!considered(datname) || created === undefined) continue;
    if (created > now - TEMPLATE_LEFTOVER_AGE_MS) continue;
    await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    dropped.push(datname);
  }
  return dropped;
}

/** Unused databases of the older naming with the time their PG_VERSION file was written. */
async function legacyDatabases(
  client: pg.ClientBase,
): Promise<Array<{ datname: string; created: number }>> {
  let rows: Array<{ datname: string; created: Date | null }>;
  try {
    ({ rows } = await client.query<{ datname: string; created: Date | null }>(
      `SELECT datname, (pg_stat_file('base/' || oid || '/PG_VERSION', true)).modification AS created
         FROM pg_database WHERE datname LIKE $1
         AND datname NOT IN (SELECT datname FROM pg_stat_activity WHERE datname IS NOT NULL)`,
      [likePrefix(LEGACY_PREFIX)],
    ));
  } catch (err) {
    if ((err as { code?: string }).code === '42501') return []; // may not read files: keep them
    throw err;
  }
  return rows.flatMap(({ datname, created }) =>
    LEGACY_NAME.test(datname) && created ? [{ datname, created: created.getTime() }] : [],
  );
}
