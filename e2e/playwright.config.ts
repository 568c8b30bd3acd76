import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { E2E } from './support/env';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Journeys in Debian's Chromium (/usr/bin/chromium, installed by apt — never a download),
// against the real server on an embedded database in a throwaway data directory, sending
// mail to a real SMTP server on loopback (started in global-setup). The server serves many
// archives (by /x/ and by Host): the platform journeys create theirs on it.
export default defineConfig({
  testDir: './tests',
  // a journey with many axe scans (admin-rooms: 17) takes ~50 s on a busy two-core machine
  timeout: 120_000,
  expect: { timeout: 10_000 },
  // two workers, a file's journeys in order within one: every journey makes its own rooms,
  // archives and addresses and counts nothing it did not make (docs/decisions/testing.md)
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  use: {
    baseURL: E2E.baseUrl,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-dev-shm-usage',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    // The command line migrates the throwaway data directory and adds the platform
    // administrator (the embedded database serves one process: before the server starts);
    // the migrated directory is kept as the template further servers copy.
    command: [
      `rm -rf "${E2E.dataDir}" "${E2E.templateDir}"`,
      `node --import tsx packages/server/src/cli.ts platform-admin add ${E2E.platformEmail} --name "${E2E.platformName}" --password "${E2E.platformPassword}"`,
      `cp -R "${E2E.dataDir}" "${E2E.templateDir}"`,
      'node --import tsx packages/server/src/server.ts',
    ].join(' && '),
    cwd: root,
    url: `${E2E.baseUrl}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: E2E.baseUrl,
      DATA_DIR: E2E.dataDir,
      SMTP_URL: `smtp://127.0.0.1:${E2E.smtpPort}`,
      MAIL_FROM: 'Lesesaal <lesesaal@archive.test>',
      ADMIN_EMAIL: E2E.adminEmail,
      ADMIN_PASSWORD: E2E.adminPassword,
      LOG_LEVEL: 'warn',
      TIME_ZONE: 'Europe/Vienna',
      // The journeys test booking, not the bot check: off, explicitly (the default is altcha;
      // packages/server/src/modules/bot-check tests prove altcha and recaptcha).
      BOT_PROTECTION: 'off',
      // the host page of tests/visitor-embedded.spec.ts embeds the visitor app from there
      CORS_ORIGINS: E2E.embedOrigin,
      // what a public body must publish: footer links, feedback to the archive (a low limit
      // so tests/public-body.spec.ts reaches it; no other journey sends feedback)
      IMPRINT_URL: E2E.imprintUrl,
      PRIVACY_URL: E2E.privacyUrl,
      ACCESSIBILITY_FEEDBACK_EMAIL: E2E.feedbackEmail,
      VISITOR_LIMIT_FEEDBACK: String(E2E.feedbackLimit),
    },
  },
});
