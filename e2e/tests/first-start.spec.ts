import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { StaffLogin } from '../pages/staff-login';
import { expectNoAxeViolations } from '../support/axe';
import { E2E } from '../support/env';
import { copyOfTemplate, waitUntilReady } from '../support/second-server';

/**
 * The first hour as the README tells it: `npm start` with no settings at all (no
 * ADMIN_EMAIL, no mail server, the bot check as shipped) prints a generated password for the
 * first staff account; that account signs in through the staff form. Only the port and the
 * data directory differ from the README (the journeys' server has the README's port; the
 * data directory is a throwaway copy of the migrated template, which has no staff account).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = E2E.port + 7;
const base = `http://127.0.0.1:${port}`;
let child: ChildProcess | undefined;
let dataDir: string | undefined;
let printed = '';

test.beforeAll(async () => {
  test.setTimeout(150_000);
  dataDir = copyOfTemplate('first-start');
  child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    // the README's environment: nothing of the journeys' settings
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      DATA_DIR: dataDir,
    },
  });
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString('utf8')));
  await waitUntilReady(`${base}/readyz`, child);
});

test.afterAll(async () => {
  const running = child;
  if (running && running.exitCode === null) {
    const exited = new Promise((r) => running.once('exit', r));
    running.kill('SIGTERM');
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('the account printed at the first start signs in through the staff form', async ({ page }) => {
  await expect.poll(() => printed).toMatch(/with the password \S+/);
  const email = /created the staff account (\S+)/.exec(printed)?.[1];
  const password = /with the password (\S+)/.exec(printed)?.[1];
  expect(email).toBe('admin@localhost');

  await page.goto(`${base}/admin/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, 'staff sign-in, first start');
  await new StaffLogin(page).signIn(email!, password!);
  await expect(page.getByRole('button', { name: /Abmelden/ })).toBeVisible();
  await expect(page.getByText('Der Wert ist keine gültige E-Mail-Adresse.')).toHaveCount(0);
  await expectNoAxeViolations(page, 'staff start screen, first start');
});
