import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server started as an operator starts it (`node --import tsx server.ts`, the
 * environment only), for tests of what a start says and does: it ends when the process exits
 * (a refused start) or when it logs that it runs (then it is stopped with SIGTERM).
 */

const SERVER_ENTRY = fileURLToPath(new URL('../server.ts', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../../../..', import.meta.url));

export interface StartOutcome {
  /** true when the server logged that it runs (it was stopped afterwards) */
  started: boolean;
  /** the exit code of a refused start; the shutdown's (0) of one that ran */
  code: number | null;
  stdout: string;
  stderr: string;
}

/** A fresh DATA_DIR path (not created) under a new temporary folder. */
export function freshDataDir(): string {
  return path.join(mkdtempSync(path.join(os.tmpdir(), 'lesesaal-start-')), 'data');
}

/**
 * Starts the server with `env` on top of a minimal one (loopback, a free port, a fresh
 * DATA_DIR, no jobs); `uid`/`gid` run it as another account (tests run as root).
 */
export function startServer(
  env: Record<string, string>,
  options: { uid?: number; gid?: number; timeoutMs?: number } = {},
): Promise<StartOutcome> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: freshDataDir(),
      JOBS_ENABLED: 'false',
      ...env,
    },
    ...(options.uid === undefined ? {} : { uid: options.uid, gid: options.gid }),
  });
  let stdout = '';
  let stderr = '';
  let started = false;
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    if (!started && stdout.includes('Lesesaal runs at')) {
      started = true;
      child.kill('SIGTERM');
    }
  });
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server neither started nor exited: ${stdout}\n${stderr}`));
    }, options.timeoutMs ?? 90_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ started, code, stdout, stderr });
    });
  });
}

/**
 * The one line a refused start printed (`Lesesaal could not start: …`); fails when there is
 * none, more than one, or a stack trace.
 */
export function refusal(outcome: StartOutcome): string {
  const lines = outcome.stderr.split('\n').filter((l) => l.startsWith('Lesesaal could not start:'));
  if (
    outcome.started ||
    outcome.code !== 1 ||
    lines.length !== 1 ||
    /^\s+at /m.test(outcome.stderr)
  )
    throw new Error(
      `expected one line and exit code 1, got code ${outcome.code}:\n${outcome.stderr}`,
    );
  return lines[0]!;
}

/** The SQL statements a message tells the operator to run (`CREATE …;`, `GRANT …;`, `ALTER …;`). */
export function statementsIn(message: string): string[] {
  return [...message.matchAll(/\b(?:CREATE|GRANT|ALTER) [^;]+;/g)].map((m) => m[0]);
}
