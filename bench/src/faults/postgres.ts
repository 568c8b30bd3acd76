/**
 * PostgreSQL servers of the fault suite, all on loopback ports of their own under a temporary
 * directory, run as the postgres user (initdb refuses root) — never the machine's own
 * cluster: a single throwaway cluster (to restart), and a pg_auto_failover formation (a
 * monitor and two nodes with synchronous replication, the monitor's timeouts shortened).
 */
import { execFile, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort, sleep } from '../lib/server';
import { ARCHIVE_SETTING, DEFAULT_ARCHIVE_ID } from '../../../packages/server/src/db/archives';

const run = promisify(execFile);

export function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root).filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
    : [];
  const newest = versions.sort((a, b) => Number(a) - Number(b)).at(-1);
  if (!newest) throw new Error('no PostgreSQL server binaries under /usr/lib/postgresql');
  return path.join(root, newest, 'bin');
}

const asRoot = process.getuid?.() === 0;

function uidOf(user: string): number {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${user}:`));
  if (!line) throw new Error(`no ${user} user`);
  return Number(line.split(':')[2]);
}

function userDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  if (asRoot) chownSync(dir, uidOf('postgres'), -1);
  return dir;
}

/** [command, args] run as the postgres user, with the server binaries first on PATH. */
function asPostgres(cmd: string, args: string[], env: Record<string, string> = {}) {
  const vars = Object.entries({ PATH: `${postgresBin()}:${process.env.PATH}`, ...env }).map(
    ([k, v]) => `${k}=${v}`,
  );
  return asRoot
    ? (['runuser', ['-u', 'postgres', '--', 'env', ...vars, cmd, ...args]] as const)
    : (['env', [...vars, cmd, ...args]] as const);
}

async function pgRun(cmd: string, args: string[], env?: Record<string, string>): Promise<string> {
  const [c, a] = asPostgres(cmd, args, env);
  return (await run(c, [...a], { maxBuffer: 4 << 20 })).stdout;
}

/**
 * A query on `url`; the client is closed again. The session is in the default archive (the
 * suite's rows are the default archive's, where the server reads them; its checks count them
 * there), as the cluster's superuser.
 */
export async function query<T>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: 3_000,
    options: `-c ${ARCHIVE_SETTING}=${DEFAULT_ARCHIVE_ID}`,
  });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end().catch(() => undefined);
  }
}

export interface SingleCluster {
  url: string;
  restart(): Promise<void>;
  remove(): Promise<void>;
}

/** initdb, fsync on (the suite checks durability), a database `lesesaal`, started. */
export async function startSingleCluster(): Promise<SingleCluster> {
  const dir = userDir('lesesaal-faults-pg-');
  const data = path.join(dir, 'data');
  const port = await freePort();
  await pgRun('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=100`;
  const ctl = (...args: string[]) =>
    pgRun('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', ...args]);
  await ctl('start');
  await query(`postgres://postgres@127.0.0.1:${port}/postgres`, 'CREATE DATABASE lesesaal');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/lesesaal`,
    restart: () => ctl('-m', 'fast', 'restart').then(() => undefined),
    async remove() {
      await ctl('-m', 'immediate', 'stop').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface Formation {
  /** the multi-host URL pg_autoctl prints for the formation (target_session_attrs=read-write) */
  url: string;
  nodes: Array<{ name: string; port: number }>;
  /** the node that is primary now, by the monitor */
  primary(): Promise<string | null>;
  /** kills a node's keeper and its PostgreSQL at once (a machine lost) */
  killNode(name: string): void;
  remove(): Promise<void>;
}

/**
 * Monitor settings that make a failover take seconds instead of about a minute
 * (pg_auto_failover's documented monitor settings; defaults: 5 s period, 20 s unhealthy,
 * 30 s demote timeout).
 */
const FAST_MONITOR = {
  'pgautofailover.health_check_period': 1000,
  'pgautofailover.health_check_timeout': 1000,
  'pgautofailover.health_check_max_retries': 1,
  'pgautofailover.health_check_retry_delay': 500,
  'pgautofailover.node_considered_unhealthy_timeout': 3000,
  'pgautofailover.primary_demote_timeout': 5000,
};

/** Waits for the monitor to answer and sets FAST_MONITOR; its admin URL. */
async function fastMonitor(monitorPort: number): Promise<string> {
  const monitorAdmin = `postgres://postgres@127.0.0.1:${monitorPort}/pg_auto_failover`;
  await waitFor('the monitor', 60_000, async () => {
    await query(monitorAdmin, 'SELECT 1');
    return true;
  });
  for (const [name, value] of Object.entries(FAST_MONITOR))
    await query(monitorAdmin, `ALTER SYSTEM SET ${name} = ${value}`);
  await query(monitorAdmin, 'SELECT pg_reload_conf()');
  return monitorAdmin;
}

/** pg_autoctl: a monitor and two nodes (database `lesesaal`), node1 primary, node2 in sync. */
export async function startFormation(): Promise<Formation> {
  const dir = userDir('lesesaal-faults-pgaf-');
  const groups: number[] = [];
  const envOf = (name: string) => ({
    XDG_CONFIG_HOME: path.join(dir, `${name}-config`),
    XDG_DATA_HOME: path.join(dir, `${name}-data`),
    XDG_RUNTIME_DIR: path.join(dir, `${name}-run`),
  });
  const pgctl = path.join(postgresBin(), 'pg_ctl');
  const monitorPort = await freePort();
  const monitorUrl = `postgres://autoctl_node@127.0.0.1:${monitorPort}/pg_auto_failover?sslmode=disable`;
  const start = (name: string, args: string[]) => {
    const [c, a] = asPostgres('pg_autoctl', args, envOf(name));
    // its own process group: the node (keeper and PostgreSQL) can be killed as one
    const child = spawn(c, [...a], { detached: true, stdio: 'ignore' });
    child.unref();
    groups.push(child.pid!);
    return child.pid!;
  };
  const pids = new Map<string, number>();
  const common = ['--hostname', '127.0.0.1', '--auth', 'trust', '--no-ssl', '--pgctl', pgctl];
  const base = [...common];
  pids.set(
    'monitor',
    start('monitor', [
      'create',
      'monitor',
      '--pgdata',
      path.join(dir, 'monitor'),
      '--pgport',
      String(monitorPort),
      ...base,
      '--run',
    ]),
  );
  const monitorAdmin = await fastMonitor(monitorPort);

  const nodes: Array<{ name: string; port: number }> = [];
  const states = () =>
    query<{ nodename: string; reportedstate: string; goalstate: string }>(
      monitorAdmin,
      'SELECT nodename, reportedstate, goalstate FROM pgautofailover.node',
    );
  for (const name of ['node1', 'node2']) {
    const port = await freePort();
    nodes.push({ name, port });
    pids.set(
      name,
      start(name, [
        ...['create', 'postgres', '--pgdata', path.join(dir, name), '--pgport', String(port)],
        ...['--name', name, '--dbname', 'lesesaal', ...common, '--monitor', monitorUrl, '--run'],
      ]),
    );
    const want = name === 'node1' ? 'single' : 'secondary';
    await waitFor(`${name} to be ${want}`, 180_000, async () =>
      (await states()).some(
        (s) => s.nodename === name && s.reportedstate === want && s.goalstate === want,
      ),
    );
  }
  await waitFor('node1 to be primary with node2 in sync', 60_000, async () =>
    (await states()).some((s) => s.nodename === 'node1' && s.reportedstate === 'primary'),
  );
  const uri = (
    await pgRun(
      'pg_autoctl',
      ['show', 'uri', '--pgdata', path.join(dir, 'monitor'), '--formation', 'default'],
      envOf('monitor'),
    )
  ).trim();
  return {
    // pg_autoctl's URI names no user; the suite's nodes trust the postgres user on loopback
    url: uri
      .replace('postgres://', 'postgres://postgres@')
      .replace('sslmode=prefer', 'sslmode=disable'),
    nodes,
    async primary() {
      const rows = await states().catch(() => []);
      return (
        rows.find((r) => r.reportedstate === 'primary' || r.reportedstate === 'wait_primary')
          ?.nodename ?? null
      );
    },
    killNode(name: string) {
      process.kill(-pids.get(name)!, 'SIGKILL');
    },
    async remove() {
      for (const pid of groups) {
        try {
          process.kill(-pid, 'SIGKILL');
        } catch {
          // gone already
        }
      }
      await sleep(500);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function waitFor(what: string, ms: number, check: () => Promise<boolean>) {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(250);
  }
}
