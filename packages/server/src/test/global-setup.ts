import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { dropLeftoverDatabases, serverNow, templateDatabaseName } from './leftover-databases';

/**
 * Runs once before the server tests. Migrates the schema once per run, so a test database is a
 * copy instead of a fresh migration (several seconds each on PGlite): a PGlite data directory
 * dumped to a file, and — with TEST_DATABASE_URL set — a template database on PostgreSQL.
 * Also checks that PostgreSQL answers (so a misconfigured CI fails loudly instead of silently
 * skipping it) and drops test databases left behind by an earlier, aborted run
 * (leftover-databases.ts: never one of a run going on at the same time).
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
      // only what certainly is left over: other runs may be going on (leftover-databases.ts)
      await dropLeftoverDatabases(client);
      template = templateDatabaseName(await serverNow(client));
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
