/**
 * The real server in its own process for the fault suite, as an operator runs it: configured
 * by environment variables only, with its log kept (the suite looks for clear messages), its
 * pid (to kill it) and its exit.
 */
import { spawn } from 'node:child_process';
import net from 'node:net';
import { BENCH_SERVER_ENV, REPO_ROOT } from '../lib/server';

export interface FaultServer {
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

/** Starts the server and waits (at most `readyMs`) until /readyz answers 200. */
export async function startServer(
  env: Record<string, string>,
  readyMs = 120_000,
  /** the port to listen on (default: a free one); a restarted server keeps its address */
  fixedPort?: number,
): Promise<FaultServer> {
  const port = fixedPort ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/server.ts'], {
    cwd: REPO_ROOT,
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
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-65_536);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
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
