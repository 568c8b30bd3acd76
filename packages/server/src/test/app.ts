import { archiveContexts } from '../archives';
import { DEFAULT_ARCHIVE_ID } from '../db/archives';
import type { AppContext } from '../http/types';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import { createMemoryMailTransport, type MailMessage, type MailTransport } from '../mail/transport';
import { createTestClock, type TestClock } from './clock';
import { recordResponses } from './contract';
import { closeOnce, createTestDatabase, type TestDatabase, type TestDriver } from './databases';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: AppConfig;
  clock: TestClock;
  mail: MailTransport & { sent: MailMessage[] };
  /**
   * The context of an archive (default: the default archive) as the app builds it for a
   * request or a job's run: what a test builds a service with to call it directly.
   */
  context(archiveId?: number): AppContext;
  close(): Promise<void>;
}

/**
 * Test config: the defaults plus `env`; no data directory (in-memory mail, PGlite in memory).
 * The bot check is off unless `env` sets BOT_PROTECTION (modules/bot-check tests prove each
 * mode); the production default stays `altcha` (config.test.ts).
 */
export function testConfig(env: Record<string, string> = {}): AppConfig {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      PUBLIC_URL: 'http://localhost:3000',
      BOT_PROTECTION: 'off',
      ...env,
    }),
    dataDir: null,
  };
}

/** buildApp on a fresh database of `driver`, with a settable clock and in-memory mail. */
export async function createTestApp(
  driver: TestDriver,
  options: { env?: Record<string, string>; clock?: TestClock; distDir?: string } = {},
): Promise<TestApp> {
  const config = testConfig(options.env);
  const database = await createTestDatabase(driver);
  const clock = options.clock ?? createTestClock(undefined, config.timeZone);
  const mail = createMemoryMailTransport();
  let app: FastifyInstance | undefined;
  try {
    app = await buildApp({
      config,
      db: database.db,
      ping: database.ping,
      clock,
      mail,
      webDistDir: options.distDir,
    });
    // every response is checked against the OpenAPI document after the test file (contract.ts)
    recordResponses(app);
    await app.ready();
  } catch (err) {
    // nothing left open, and the test reports this error, not one of the clean-up
    await app?.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    throw err;
  }
  const built = app;
  const contexts = archiveContexts({
    config,
    clock,
    db: database.db,
    mail,
    archives: built.archives,
  });
  return {
    app: built,
    database,
    config,
    clock,
    mail,
    context: (archiveId = DEFAULT_ARCHIVE_ID) => contexts.of(archiveId),
    // once: the afterEach of a test whose setup failed closes the previous test's app again
    close: closeOnce(async () => {
      try {
        await built.close();
      } finally {
        await database.close();
      }
    }),
  };
}

/** Headers of a browser XHR (CSRF rule: state-changing calls need them). */
export const XHR = { 'x-requested-with': 'XMLHttpRequest' } as const;
