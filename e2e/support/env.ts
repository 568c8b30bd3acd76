import os from 'node:os';
import path from 'node:path';

/** Fixed values shared by the Playwright config, global setup and the journeys. */
const port = Number(process.env.E2E_PORT ?? 3199);
const suffix = process.env.E2E_PORT ? `-${process.env.E2E_PORT}` : '';

/** Ports can be moved (E2E_PORT, E2E_SMTP_PORT) so two runs on one machine do not collide. */
export const E2E = {
  port,
  smtpPort: Number(process.env.E2E_SMTP_PORT ?? 2599),
  baseUrl: `http://127.0.0.1:${port}`,
  /** a second origin (another port) whose page embeds the visitor app */
  embedOrigin: `http://127.0.0.1:${port + 1000}`,
  dataDir: path.join(os.tmpdir(), `lesesaal-e2e-data${suffix}`),
  /**
   * A migrated data directory made once per run before the main server starts (with the
   * platform administrator below in it); every further server starts on a copy of it
   * (support/second-server.ts) instead of migrating a fresh one.
   */
  templateDir: path.join(os.tmpdir(), `lesesaal-e2e-template${suffix}`),
  mailDir: path.join(os.tmpdir(), `lesesaal-e2e-mail${suffix}`),
  adminEmail: 'admin@archive.test',
  adminPassword: 'Reading-Room-e2e-2026!',
  /** the installation's platform administrator, made by the command line (playwright.config) */
  platformEmail: 'plattform@archive.test',
  platformName: 'Petra Plattform',
  platformPassword: 'Platform-admin-e2e-2026!',
  /** the archive's legal pages and where accessibility feedback goes (public-body journey) */
  imprintUrl: 'https://archiv.example.org/impressum',
  privacyUrl: 'https://archiv.example.org/datenschutz',
  feedbackEmail: 'barrierefreiheit@archive.test',
  /** feedback messages one address may send per window (the journey reaches the limit) */
  feedbackLimit: 3,
} as const;
