/** The fault suite's embedded-database (PGlite) scenarios: the disk full, the process killed. */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, statfsSync, unlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { integrity, notRun, requestFigures, round, withPglite, type Figures } from './checks';
import { underLoad } from './harness';
import { seedRoom } from './seed';
import { waitFor } from './postgres';
import { freePort, sleep, startServer, type RunningServer } from '../lib/server';

const run = promisify(execFile);
const LOAD = { workers: 6, timeoutMs: 30_000 };

let template: Promise<{ dir: string; seconds: number }> | undefined;

/**
 * A DATA_DIR the server has migrated and left (a clean stop): made once per run, copied for
 * each embedded scenario, so the migrations run once and not once per scenario.
 */
function migratedDataDir(): Promise<{ dir: string; seconds: number }> {
  template ??= (async () => {
    const t0 = Date.now();
    const dir = mkdtempSync(path.join(os.tmpdir(), 'lesesaal-faults-migrated-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    await (await startServer({ DATA_DIR: dir })).stop();
    return { dir, seconds: round((Date.now() - t0) / 1000) };
  })();
  return template;
}

/**
 * The server on a copy of the migrated DATA_DIR at `dataDir`, seeded through its admin API:
 * as staff would, with the app's own archive scope, checks and defaults.
 */
async function seededServer(
  dataDir: string,
  port: number,
): Promise<{ server: RunningServer; slotIds: number[]; note: string }> {
  const migrated = await migratedDataDir();
  cpSync(migrated.dir, dataDir, { recursive: true });
  const t0 = Date.now();
  const server = await startServer({ DATA_DIR: dataDir }, { port });
  const t1 = Date.now();
  try {
    const slotIds = await seedRoom(server.url);
    const s = (ms: number) => round(ms / 1000);
    return {
      server,
      slotIds,
      note: `DATA_DIR migrated in ${migrated.seconds} s (once per run), server started in ${s(t1 - t0)} s, seeded through the API in ${s(Date.now() - t1)} s`,
    };
  } catch (err) {
    await server.stop();
    throw err;
  }
}

/** How the server's log names a full disk. */
const FULL_DISK = /no space left|ENOSPC/i;

/**
 * d. The disk of DATA_DIR full: a tmpfs of its own, filled up to the last 256 KB by a file
 * under load. The file stays until the server has met the full disk (its log names it; at
 * most 20 s), then `fullSeconds` more (15 s in a run of 40 s or more; in a shorter run 3/8
 * of it, so the load goes on after the disk has space again). A disk the server never found
 * full is a run that proved nothing: the verdict says the fault did not bite.
 */
export async function diskFull(
  seconds: number,
  fullSeconds = Math.min(15, Math.round((seconds * 3) / 8)),
): Promise<Figures> {
  const mount = mkdtempSync(path.join(os.tmpdir(), 'lesesaal-faults-disk-'));
  try {
    await run('mount', ['-t', 'tmpfs', '-o', 'size=384m,mode=0700', 'tmpfs', mount]);
  } catch (err) {
    rmSync(mount, { recursive: true, force: true });
    return notRun('disk full (embedded)', `no tmpfs could be mounted here: ${String(err)}`);
  }
  const filler = path.join(mount, 'filler');
  try {
    const dataDir = path.join(mount, 'data');
    const { server, slotIds, note } = await seededServer(dataDir, await freePort());
    let f: Figures;
    try {
      const faultRun = await underLoad(
        { url: server.url, slotIds, seconds, ...LOAD },
        {
          afterSeconds: Math.min(8, seconds / 4),
          inject: async () => {
            const free = statfsSync(mount);
            const bytes = Number(free.bavail) * Number(free.bsize) - 256 * 1024;
            await run('fallocate', ['-l', String(bytes), filler]);
          },
          recovered: async () => {
            const met = async () => FULL_DISK.test(server.log());
            await waitFor('the server to meet the full disk', 20_000, met).catch(() => undefined);
            await sleep(fullSeconds * 1000);
            unlinkSync(filler);
          },
        },
      );
      const log = server.log();
      const alive = await fetch(`${server.url}/readyz`).then(
        (r) => r.status,
        () => 0,
      );
      await server.stop();
      const met = FULL_DISK.test(log);
      f = {
        scenario: `disk full (embedded, tmpfs; ${fullSeconds} s after the server met it)`,
        failoverSeconds:
          faultRun.recoveredAt === null
            ? null
            : round((faultRun.recoveredAt - faultRun.faultAt) / 1000),
        ...requestFigures(faultRun.load, faultRun.faultAt),
        ...(await withPglite(dataDir, (sql) => integrity(sql, faultRun.load))),
        mailsLost: null,
        mailsDoubled: null,
        notes: [
          note,
          `readyz after the disk had space again: ${alive}`,
          met
            ? `log names the full disk: ${firstLine(log, FULL_DISK)}`
            : 'log does not name the full disk',
        ],
        ...(met ? {} : { faultMissed: 'the server never met the full disk' }),
      };
    } finally {
      await server.stop();
    }
    return f;
  } finally {
    rmSync(filler, { force: true });
    await run('umount', [mount]).catch(() => undefined);
    rmSync(mount, { recursive: true, force: true });
  }
}

/** e. The server process killed (SIGKILL) under booking load, started again on its DATA_DIR. */
export async function killed(seconds: number): Promise<Figures> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lesesaal-faults-kill-'));
  try {
    const port = await freePort();
    const seeded = await seededServer(dataDir, port);
    const slotIds = seeded.slotIds;
    let server = seeded.server;
    let restarted: Promise<void> = Promise.resolve();
    const faultRun = await underLoad(
      { url: server.url, slotIds, seconds, ...LOAD },
      {
        afterSeconds: Math.min(8, seconds / 3),
        inject: async () => {
          await server.kill();
          // as a process manager does: start it again at once (it waits for the old lease)
          restarted = startServer({ DATA_DIR: dataDir }, { port }).then((s) => {
            server = s;
          });
        },
        recovered: () => restarted,
      },
    );
    await restarted.catch(() => undefined);
    await server.stop();
    return {
      scenario: 'process killed (SIGKILL) mid-booking, embedded',
      failoverSeconds:
        faultRun.recoveredAt === null
          ? null
          : round((faultRun.recoveredAt - faultRun.faultAt) / 1000),
      ...requestFigures(faultRun.load, faultRun.faultAt),
      ...(await withPglite(dataDir, (sql) => integrity(sql, faultRun.load))),
      mailsLost: null,
      mailsDoubled: null,
      notes: [seeded.note, 'seconds to failover: until the restarted process answered /readyz'],
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The first log line matching `pattern`, shortened. */
function firstLine(log: string, pattern: RegExp): string {
  return (log.split('\n').find((l) => pattern.test(l)) ?? '').slice(0, 400);
}
