import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { AppConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { createMemoryMailTransport } from '../mail/transport';
import type { TestClock } from './clock';
import { createTestDatabase, type TestDatabase } from './databases';

/**
 * Two app instances of one PostgreSQL database, as two servers behind one address run: each
 * with its own connection pool (and its own listening connection), both with the same config
 * and clock, each with its own in-memory mail. For the tests of races between instances and of
 * what one instance learns of the other's writes — PostgreSQL only (PGlite is one session in
 * one process: it proves nothing about either).
 */
export interface TwoInstances {
  /** the test's fresh database; its pool is the first instance's */
  database: TestDatabase;
  /** the second instance's own pool on the same database */
  second: Database;
  /** the instances, ready: `apps[0]` on `database.db`, `apps[1]` on `second.db` */
  apps: FastifyInstance[];
  /** closes both instances, then both pools (the database is dropped) */
  close(): Promise<void>;
}

/** Builds {@link TwoInstances}: a database of `poolSize` connections a pool. */
export async function twoAppInstances(options: {
  config: AppConfig;
  clock: TestClock;
  poolSize: number;
}): Promise<TwoInstances> {
  const { config, clock, poolSize } = options;
  const apps: FastifyInstance[] = [];
  let database: TestDatabase | undefined;
  let second: Database | undefined;
  const close = async () => {
    for (const app of apps) await app.close();
    await second?.close();
    await database?.close();
  };
  try {
    database = await createTestDatabase('postgres', poolSize);
    second = await openDatabase({ databaseUrl: database.url!, poolSize });
    for (const db of [database.db, second.db]) {
      const app = await buildApp({ config, db, clock, mail: createMemoryMailTransport() });
      apps.push(app);
      await app.ready();
    }
  } catch (err) {
    // nothing left open; the test reports this error, not one of the clean-up
    await close().catch(() => undefined);
    throw err;
  }
  return { database, second, apps, close };
}
