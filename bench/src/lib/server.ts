/**
 * The real server in its own process (`node --import tsx packages/server/src/server.ts`),
 * configured only through environment variables, as an operator would run it.
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
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Extra Node arguments for the server process, e.g. a CPU profile of the server under the
 * bench's load: `BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" npm run bench`.
 */
const SERVER_NODE_ARGS = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);

/** `args`: extra command-line arguments for the server, e.g. `['--demo']` (demo rooms and slots). */
export async function startServer(
  env: Record<string, string>,
  args: string[] = [],
): Promise<RunningServer> {
  const port = await freePort();
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
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let dead = false;
  void exited.then(() => (dead = true));

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (dead) throw new Error(`server exited before it was ready:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not ready within 120 s:\n${output}`);
    }
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    pid: child.pid!,
    async stop() {
      if (dead) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
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
