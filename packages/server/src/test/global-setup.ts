import pg from 'pg';

/**
 * Runs once before the server tests. With TEST_DATABASE_URL set, checks that the server
 * answers (so a misconfigured CI fails loudly instead of silently skipping PostgreSQL) and
 * drops test databases left behind by an earlier, aborted run.
 */
export default async function setup(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE 'lesesaal_t_%' AND datname NOT IN (SELECT datname FROM pg_stat_activity WHERE datname IS NOT NULL)",
    );
    for (const row of rows) await client.query(`DROP DATABASE IF EXISTS "${row.datname}"`);
  } finally {
    await client.end();
  }
}
