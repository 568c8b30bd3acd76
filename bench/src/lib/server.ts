/**
 * The real server in its own process (`node --import tsx packages/server/src/server.ts`),
 * configured only through environment variables, as an operator would run it: for the
 * bench's measurements and for the fault suite (which also kills it and reads its log).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The checkout whose server is measured: this one, or BENCH_SERVER_ROOT (e.g. an exported
 * older commit with node_modules linked, to measure a baseline next to the current code).
 */
export const SERVER_ROOT = path.resolve(process.env.BENCH_SERVER_ROOT ?? REPO_ROOT);

/** Where the benches write their reports, plans and JSON: bench/results/ or BENCH_RESULTS_DIR. */
export const RESULTS_DIR = path.resolve(
  process.env.BENCH_RESULTS_DIR ?? path.join(REPO_ROOT, 'bench', 'results'),
);

/** A path as printed: relative to the repository when inside it, else absolute. */
export function shownPath(file: string): string {
  const relative = path.relative(REPO_ROOT, file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative;
}

export const BENCH_ADMIN = { email: 'bench-admin@example.org', password: 'bench-password-123' };

const UNLIMITED = '1000000';

/**
 * The bench configuration: no bot check, the per-address limits raised (the load comes
 * from one machine; every request carries its own `X-Forwarded-For` address, trusted here,
 * so the per-address locks and counters behave as with real visitors), no jobs.
 */
export const BENCH_SERVER_ENV: Record<string, string> = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  BOT_PROTECTION: 'off',
  JOBS_ENABLED: 'false',
  TRUST_PROXY: 'true',
  VISITOR_LIMIT_CARTS: UNLIMITED,
  VISITOR_LIMIT_TICKETS: UNLIMITED,
  VISITOR_LIMIT_TOUCHES: UNLIMITED,
  VISITOR_LIMIT_BOOKINGS: UNLIMITED,
  VISITOR_LIMIT_CANCELLATIONS: UNLIMITED,
  VISITOR_MAX_HELD_SEATS: UNLIMITED,
  MAIL_LIMIT_PER_RECIPIENT: UNLIMITED,
  ADMIN_EMAIL: BENCH_ADMIN.email,
  ADMIN_PASSWORD: BENCH_ADMIN.password,
};

export interface RunningServer {
  url: string;
  pid: number;
  /** the last 64 KB of its output */
  log(): string;
  /** SIGTERM, then SIGKILL after 15 s */
  stop(): Promise<void>;
  /** SIGKILL at once */
  kill(): Promise<void>;
  readonly exited: Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export async function sleep(ms: number): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Extra Node arguments for the server process, e.g. a CPU profile of the server under the
 * bench's load: `BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" npm run bench`.
 */
const SERVER_NODE_ARGS = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);

export interface StartOptions {
  /** extra command-line arguments for the server, e.g. `['--demo']` (demo rooms and slots) */
  args?: string[];
  /** how long to wait for /readyz to answer 200 (default 120 s) */
  readyMs?: number;
  /** the port to listen on (default: a free one); a restarted server keeps its address */
  port?: number;
}

/**
 * Starts the server with the bench configuration and `env` on top, and waits until /readyz
 * answers 200. Its output is kept (the fault suite looks for clear messages in it).
 */
export async function startServer(
  env: Record<string, string>,
  { args = [], readyMs = 120_000, port: fixedPort }: StartOptions = {},
): Promise<RunningServer> {
  const port = fixedPort ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(
    process.execPath,
    [...SERVER_NODE_ARGS, '--import', 'tsx', 'packages/server/src/server.ts', ...args],
    {
      cwd: SERVER_ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        TMPDIR: process.env.TMPDIR ?? '/tmp',
        ...BENCH_SERVER_ENV,
        ...env,
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: url,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-65_536);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let dead = false;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      dead = true;
      resolve();
    }),
  );
  const deadline = Date.now() + readyMs;
  for (;;) {
    if (dead) throw new Error(`server exited before it was ready:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not ready within ${readyMs / 1000} s:\n${output}`);
    }
    const ok = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(5_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await sleep(200);
  }
  return {
    url,
    pid: child.pid!,
    log: () => output,
    exited,
    async stop() {
      if (dead) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
    async kill() {
      if (!dead) child.kill('SIGKILL');
      await exited;
    },
  };
}

/** Signs the bench admin in; the `cookie` header value of the staff session. */
export async function staffCookie(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]!);
  if (cookies.length === 0) throw new Error('login set no cookie');
  return cookies.join('; ');
}
