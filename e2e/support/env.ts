import os from 'node:os';
import path from 'node:path';

/** Fixed values shared by the Playwright config, global setup and the journeys. */
export const E2E = {
  port: 3199,
  smtpPort: 2599,
  baseUrl: 'http://127.0.0.1:3199',
  dataDir: path.join(os.tmpdir(), 'lesesaal-e2e-data'),
  mailDir: path.join(os.tmpdir(), 'lesesaal-e2e-mail'),
  adminEmail: 'admin@archive.test',
  adminPassword: 'Reading-Room-e2e-2026!',
} as const;
