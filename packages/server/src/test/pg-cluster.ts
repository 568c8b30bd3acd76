import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Throwaway PostgreSQL clusters on loopback for tests that need a server of their own
 * (a standby to promote, a server to stop): initdb, pg_basebackup and pg_ctl of the newest
 * /usr/lib/postgresql/<version>/bin, run as the postgres user when the tests run as root
 * (initdb refuses root). Never the machine's own cluster: each has its own directory, port
 * and socket directory, fsync off.
 */
export interface PgCluster {
  port: number;
  dir: string;
  /** `postgres://postgres@127.0.0.1:<port>/postgres` */
  url: string;
  start(): Promise<void>;
  /** immediate stop: the server is gone as if it crashed */
  kill(): Promise<void>;
  promote(): Promise<void>;
}

/** The bin directory of the newest installed PostgreSQL, or null. */
export function postgresBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest ? path.join(root, newest, 'bin') : null;
}

const asRoot = process.getuid?.() === 0;

/** Whether clusters can be made here: binaries installed, and a postgres user when root. */
export async function clustersAvailable(): Promise<boolean> {
  if (!postgresBinDir()) return false;
  if (!asRoot) return true;
  return run('id', ['-u', 'postgres']).then(
    () => true,
    () => false,
  );
}

async function pgRun(tool: string, args: string[]): Promise<void> {
  const bin = path.join(postgresBinDir()!, tool);
  if (asRoot) await run('runuser', ['-u', 'postgres', '--', bin, ...args]);
  else await run(bin, args);
}

function privateDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  if (asRoot) chownSync(dir, uidOf('postgres'), -1);
  return dir;
}

function uidOf(user: string): number {
  // /etc/passwd is readable: name:x:uid:...
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${user}:`));
  return Number(line?.split(':')[2] ?? -1);
}

function cluster(dir: string, port: number): PgCluster {
  const data = path.join(dir, 'data');
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  return {
    port,
    dir,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () =>
      pgRun('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']),
    kill: () => pgRun('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']),
    promote: () => pgRun('pg_ctl', ['-D', data, '-w', 'promote']),
  };
}

/** A new primary (trust on loopback, replication allowed), started. */
export async function startPrimary(port: number): Promise<PgCluster> {
  const dir = privateDir('lesesaal-pg-');
  await pgRun('initdb', ['-D', path.join(dir, 'data'), '-U', 'postgres', '-A', 'trust', '-N']);
  const c = cluster(dir, port);
  await c.start();
  return c;
}

/** A streaming standby of `primary` (pg_basebackup -R), started. */
export async function startStandby(primary: PgCluster, port: number): Promise<PgCluster> {
  const dir = privateDir('lesesaal-pg-');
  await pgRun('pg_basebackup', [
    ...['-h', '127.0.0.1', '-p', String(primary.port), '-U', 'postgres'],
    ...['-D', path.join(dir, 'data'), '-R', '-X', 'stream', '-c', 'fast', '-N'],
  ]);
  const c = cluster(dir, port);
  await c.start();
  return c;
}

/** Stops (immediately) and deletes the clusters; never throws. */
export async function removeClusters(clusters: Array<PgCluster | undefined>): Promise<void> {
  for (const c of clusters) {
    if (!c) continue;
    await c.kill().catch(() => undefined);
    rmSync(c.dir, { recursive: true, force: true });
  }
}
