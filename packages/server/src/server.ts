import { buildApp } from './app';
import { archiveClock, systemClock } from './archives/clock';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { legalPagesCheck } from './config/public-body';
import type { FastifyBaseLogger } from 'fastify';
import { openDatabase, type Database } from './db/client';
import { faultSummary } from './db/faults';
import { startFailureMessage, type StartContext } from './db/start-errors';
import { usePrivateFileModes } from './db/private-files';
import { loggerOptions } from './http/logger';
import { startJobs } from './jobs/start-jobs';
import { createMailTransport } from './mail/transport';
import { archiveContexts, createArchiveRegistry } from './archives';
import { DEFAULT_ARCHIVE_ID } from './db/archives';
import { ensureFirstAdmin } from './modules/staff-accounts';
import { seedDemoData } from './demo/seed';

/** Process entry: config → database → app → listen; graceful close on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  // before anything is created: DATA_DIR, the database's files and mails for this account only
  usePrivateFileModes();
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) refuseStart(err);
    throw err;
  }
  const legalPages = legalPagesCheck(config, { demo: process.argv.includes('--demo') });
  if (legalPages.refuse) {
    console.error(legalPages.refuse);
    process.exit(1);
  }
  if (legalPages.warn) console.warn(`Warning: ${legalPages.warn}`);

  // a lost database connection is logged (by the app's logger once it exists), never fatal
  const logTo: { app?: Pick<FastifyBaseLogger, 'warn' | 'info'> } = {};
  let database: Database;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      ownerUrl: config.databaseOwnerUrl,
      dataDir: config.dataDir,
      poolSize: config.databasePoolSize,
      connectTimeoutMs: config.databaseConnectTimeoutMs,
      onConnectionError: (err) => {
        const fault = faultSummary(err);
        if (logTo.app) logTo.app.warn({ fault }, 'database connection lost');
        else console.warn(`Database connection lost: ${fault.message}`);
      },
      // with a multi-host DATABASE_URL: the server taken as the primary, at start and after a failover
      onPrimary: (host) => {
        if (logTo.app) logTo.app.info({ host }, 'database primary');
        else console.log(`Database primary: ${host}`);
      },
    });
  } catch (err) {
    refuseStart(err, { dataDir: config.dataDir, embedded: !config.databaseUrl });
  }

  // one list of archives for the app and the jobs (the app reads it every 10 s)
  const archives = createArchiveRegistry(database.db);
  // the sender of a mail is its archive's: the outbox job sends in each archive's context
  const mail = createMailTransport(config);
  const clock = archiveClock(systemClock, config.timeZone);
  const app = await buildApp({
    config,
    db: database.db,
    archives,
    ping: database.ping,
    clock,
    mail,
    logger: loggerOptions(config.logLevel),
  });
  logTo.app = app.log;
  await ensureFirstAdmin({ config, db: database.db, log: (line) => console.log(line) });
  if (process.argv.includes('--demo'))
    await seedDemoData({
      ...archiveContexts({ config, db: database.db, clock, mail, archives }).of(DEFAULT_ARCHIVE_ID),
      log: (line) => app.log.info(line),
    });
  const jobs = config.jobsEnabled
    ? startJobs({ config, db: database.db, mail, log: app.log, clock, archives })
    : { stop: async () => undefined };

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      await jobs.stop();
      mail.close();
      await database.close();
      clearTimeout(force);
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app
    .listen({ port: config.port, host: config.host })
    .catch((err: unknown) => refuseStart(err, { host: config.host, port: config.port }));
  app.log.info(
    `Lesesaal runs at ${config.publicUrl} (staff: ${config.publicUrl}/admin/, API reference: ${config.publicUrl}/api/docs) on ${database.driver}`,
  );
}

/**
 * Stops a start that failed, exit code 1: one line naming cause and fix for the failures a
 * start can expect (db/start-errors.ts: the database, DATA_DIR, the port, the configuration),
 * the stack of any other error.
 */
function refuseStart(err: unknown, context?: StartContext): never {
  const expected = startFailureMessage(err, context);
  const unexpected = err instanceof Error ? (err.stack ?? err.message) : String(err);
  console.error(`Lesesaal could not start: ${expected ?? unexpected}`);
  process.exit(1);
}

main().catch((err: unknown) => refuseStart(err));
