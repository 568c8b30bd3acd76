import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';

/**
 * Runs once before the server tests. Migrates the schema once per run, so a test database is a
 * copy instead of a fresh migration (several seconds each on PGlite): a PGlite data directory
 * dumped to a file, and — with TEST_DATABASE_URL set — a template database on PostgreSQL.
 * Also checks that PostgreSQL answers (so a misconfigured CI fails loudly instead of silently
 * skipping it) and drops test databases left behind by an earlier, aborted run.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const snapshotFile = path.join(tmpdir(), `lesesaal-pglite-${randomBytes(6).toString('hex')}.tar`);
  const database = await openDatabase({ dataDir: null });
  try {
    // openDatabase migrated it; the dump is the data directory as an uncompressed tar
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    await writeFile(snapshotFile, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('pgliteSnapshot', snapshotFile);

  const url = process.env.TEST_DATABASE_URL;
  let template = '';
  if (url) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ datname: string }>(
        "SELECT datname FROM pg_database WHERE datname LIKE 'lesesaal\\_t\\_%' AND datname NOT IN (SELECT datname FROM pg_stat_activity WHERE datname IS NOT NULL)",
      );
      for (const row of rows) await client.query(`DROP DATABASE IF EXISTS "${row.datname}"`);
      // not named like a test database (even with LIKE's `_` matching any character, as
      // earlier versions of the clean-up had it): a concurrent run's clean-up would drop it;
      // the template of an aborted run is dropped by a run a day later
      const stale = await client.query<{ datname: string }>(
        "SELECT datname FROM pg_database WHERE datname LIKE 'lesesaal\\_migrated\\_%'",
      );
      for (const { datname } of stale.rows)
        if (Number(datname.split('_')[2]) < Date.now() / 1000 - 86_400)
          await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
      template = `lesesaal_migrated_${Math.floor(Date.now() / 1000)}_${randomBytes(4).toString('hex')}`;
      await client.query(`CREATE DATABASE "${template}"`);
    } finally {
      await client.end();
    }
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${template}`;
    // migrated, then closed: a template must have no connections when it is copied
    await (await openDatabase({ databaseUrl: templateUrl.toString(), poolSize: 1 })).close();
  }
  project.provide('postgresTemplate', template);

  return async () => {
    await rm(snapshotFile, { force: true });
    if (!url || !template) return;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
    } finally {
      await client.end();
    }
  };
}
