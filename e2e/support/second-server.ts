import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E } from './env';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface SecondServer {
  /** its address, known before it starts (e.g. for a provider's redirect address) */
  readonly base: string;
  /**
   * starts it on its own throwaway data directory (a copy of the migrated template), with
   * `env` on top of the journeys' settings
   */
  start(env: Record<string, string>): Promise<void>;
  /** stops it and removes its data */
  stop(): Promise<void>;
}

/**
 * Another Lesesaal server next to the journeys' own, for a journey that needs a setting the
 * others must not see (e.g. a required second factor, a directory): on E2E.port +
 * `portOffset`, with the same mail server, admin and public-body settings as the main one.
 */
export function secondServer(portOffset: number, name: string): SecondServer {
  const port = E2E.port + portOffset;
  const base = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  let dataDir: string | undefined;
  return {
    base,
    async start(env) {
      dataDir = copyOfTemplate(name);
      child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/server.ts'], {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          PUBLIC_URL: base,
          DATA_DIR: dataDir,
          SMTP_URL: `smtp://127.0.0.1:${E2E.smtpPort}`,
          MAIL_FROM: 'Lesesaal <lesesaal@archive.test>',
          ADMIN_EMAIL: E2E.adminEmail,
          ADMIN_PASSWORD: E2E.adminPassword,
          LOG_LEVEL: 'warn',
          TIME_ZONE: 'Europe/Vienna',
          BOT_PROTECTION: 'off',
          IMPRINT_URL: E2E.imprintUrl,
          PRIVACY_URL: E2E.privacyUrl,
          ACCESSIBILITY_FEEDBACK_EMAIL: E2E.feedbackEmail,
          ...env,
        },
      });
      await waitUntilReady(`${base}/readyz`, child);
    },
    async stop() {
      const running = child;
      if (running && running.exitCode === null) {
        const exited = new Promise((r) => running.once('exit', r));
        running.kill('SIGTERM');
        await exited;
      }
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A throwaway data directory holding a copy of the migrated template (E2E.templateDir, made
 * before the main server starts): a server starts on it in seconds where migrating a fresh
 * one takes it most of a minute under load. The copy has no staff account: each server
 * makes its first admin from its own ADMIN_EMAIL.
 */
export function copyOfTemplate(name: string): string {
  if (!existsSync(E2E.templateDir))
    throw new Error(`${E2E.templateDir} is missing: start the journeys with e2e/playwright.config`);
  const dir = mkdtempSync(path.join(os.tmpdir(), `lesesaal-e2e-${name}-`));
  cpSync(E2E.templateDir, dir, { recursive: true });
  return dir;
}

export async function waitUntilReady(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 240; i += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not become ready`);
}
