import { randomBytes } from 'node:crypto';
import {
  closeSync,
  fstatSync,
  futimesSync,
  linkSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
  type Stats,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * PGlite does not lock its data directory, and two processes opening it lose data.
 * A pid in a lock file is no proof of life: containers sharing a
 * volume live in different PID namespaces (both are often pid 1), and a pid is reused after
 * a crash. So the lock is a lease, `DATA_DIR/lesesaal.lock`:
 *
 * - The holder's proof is the file's inode (it keeps the file open) and the heartbeat is the
 *   file's mtime, which the holder renews every `renewMs` through its own descriptor. A
 *   holder therefore never writes over somebody else's lease, however long it was paused.
 * - A lease whose mtime is older than `staleMs` is stale. A starter that finds a fresh lease
 *   watches it: when the mtime moves, a live process holds it and the starter is refused;
 *   when it goes stale (the holder died), the starter takes it over. So a second instance is
 *   refused within one renewal interval, and a restart after a crash waits at most
 *   `staleMs` instead of being blocked forever.
 * - Take-over is a `rename` of a complete new file over the stale one, then a wait of one
 *   renewal interval and a check that the path still names our inode: of two starters
 *   racing for one stale lease, exactly one keeps it. A fresh create is `link`, which is
 *   atomic and exclusive like `open(wx)` but never shows a half-written file.
 * - The holder checks on every renewal, and before any database query after a pause (see
 *   `assertHeld`), that the path still names its inode; if not, it lost the lease and the
 *   process stops (`onLost`, by default exit 1) rather than write on.
 */
export interface DataDirLock {
  release(): void;
  /**
   * Cheap when the lease was confirmed recently; after a pause of the process (SIGSTOP, a
   * frozen VM) it re-checks the lease synchronously and calls `onLost` and throws when it
   * is gone. Call it before touching the data directory.
   */
  assertHeld(): void;
}

export interface DataDirLockOptions {
  /** How often the holder renews its lease (default 2 s). */
  renewMs?: number;
  /** A lease not renewed for this long is stale and taken over (default 10 s, > 2 × renewMs). */
  staleMs?: number;
  /** Called once when the lease was taken by another process; default: message and exit 1. */
  onLost?: (message: string) => void;
}

export const DEFAULT_LOCK_RENEW_MS = 2_000;
export const DEFAULT_LOCK_STALE_MS = 10_000;
const LOCK_FILE = 'lesesaal.lock';

/** What a lease file says about its holder; for messages only, never for decisions. */
export interface LeaseHolder {
  pid: number | null;
  hostname: string | null;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly holder: LeaseHolder,
  ) {
    super(
      `The data directory is in use by another Lesesaal process (${describeHolder(holder)}; lock file ${lockFile}; it renews its lease while it runs). ` +
        'Stop that process first, or set DATABASE_URL to use a PostgreSQL server that several processes can share.',
    );
  }
}

export class DataDirLockLostError extends Error {
  constructor(readonly lockFile: string) {
    super(
      `Lost the lock on the data directory (${lockFile}): another Lesesaal process took it over, most likely because this one was paused for longer than the lease lasts. Stopping so as not to write into a database another process has open.`,
    );
  }
}

function describeHolder(holder: LeaseHolder): string {
  if (holder.pid === null) return 'holder unknown';
  return holder.hostname ? `pid ${holder.pid} on host ${holder.hostname}` : `pid ${holder.pid}`;
}

/** Leases this process holds, by file identity: a second open in-process is refused at once. */
const heldHere = new Set<string>();
const identity = (st: Stats) => `${st.dev}:${st.ino}`;

function statOrNull(file: string): Stats | null {
  try {
    return statSync(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

function readHolder(file: string): LeaseHolder {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as { pid?: unknown; hostname?: unknown };
    return {
      pid: typeof parsed.pid === 'number' ? parsed.pid : null,
      hostname: typeof parsed.hostname === 'string' ? parsed.hostname : null,
    };
  } catch {
    return { pid: null, hostname: null };
  }
}

/** Writes a complete lease file under a unique temporary name and keeps it open. */
function writeCandidate(dataDir: string): { tempFile: string; fd: number } {
  const token = randomBytes(16).toString('hex');
  const tempFile = path.join(dataDir, `${LOCK_FILE}.${token}.tmp`);
  const fd = openSync(tempFile, 'wx');
  writeSync(
    fd,
    JSON.stringify({
      token,
      pid: process.pid,
      hostname: os.hostname(),
      startedAt: new Date().toISOString(),
    }),
  );
  return { tempFile, fd };
}

function discard(candidate: { tempFile: string; fd: number }): void {
  closeSync(candidate.fd);
  try {
    unlinkSync(candidate.tempFile);
  } catch {
    // already renamed or gone
  }
}

type Observation = 'renewed' | 'replaced' | 'gone' | 'stale';

/** Watches a fresh lease until it is renewed, replaced, removed or goes stale. */
async function observe(lockFile: string, seen: Stats, staleMs: number, renewMs: number) {
  const pollMs = Math.max(10, Math.min(250, Math.floor(renewMs / 4)));
  for (;;) {
    await sleep(pollMs);
    const now = statOrNull(lockFile);
    if (!now) return { outcome: 'gone' as Observation, st: null };
    if (identity(now) !== identity(seen)) return { outcome: 'replaced' as Observation, st: now };
    if (now.mtimeMs !== seen.mtimeMs) return { outcome: 'renewed' as Observation, st: now };
    if (Date.now() - now.mtimeMs > staleMs) return { outcome: 'stale' as Observation, st: now };
  }
}

export async function acquireDataDirLock(
  dataDir: string,
  options: DataDirLockOptions = {},
): Promise<DataDirLock> {
  const renewMs = options.renewMs ?? DEFAULT_LOCK_RENEW_MS;
  const staleMs = options.staleMs ?? DEFAULT_LOCK_STALE_MS;
  if (!(renewMs > 0) || !(staleMs > 2 * renewMs))
    throw new Error(
      `Lock timing: need renewMs > 0 and staleMs > 2 × renewMs (${renewMs}, ${staleMs}).`,
    );
  const lockFile = path.join(dataDir, LOCK_FILE);

  for (let attempt = 0; attempt < 10; attempt++) {
    const fresh = writeCandidate(dataDir);
    try {
      linkSync(fresh.tempFile, lockFile); // atomic, fails when a lease exists
      unlinkSync(fresh.tempFile);
      return hold(lockFile, fresh.fd, { renewMs, staleMs, onLost: options.onLost });
    } catch (err) {
      discard(fresh);
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }

    let seen = statOrNull(lockFile);
    if (!seen) continue;
    if (heldHere.has(identity(seen))) throw new DataDirLockedError(lockFile, readHolder(lockFile));
    if (Date.now() - seen.mtimeMs <= staleMs) {
      const { outcome, st } = await observe(lockFile, seen, staleMs, renewMs);
      if (outcome === 'renewed' || outcome === 'replaced')
        throw new DataDirLockedError(lockFile, readHolder(lockFile));
      if (outcome === 'gone' || !st) continue;
      seen = st;
    }

    // Stale: put a complete lease of ours in its place, unless it changed meanwhile.
    const candidate = writeCandidate(dataDir);
    const current = statOrNull(lockFile);
    if (!current || identity(current) !== identity(seen) || current.mtimeMs !== seen.mtimeMs) {
      discard(candidate);
      continue;
    }
    renameSync(candidate.tempFile, lockFile);
    // Another starter that judged the same lease stale may rename over ours in the same
    // instant; after one renewal interval the path names exactly one of us.
    await sleep(renewMs);
    const after = statOrNull(lockFile);
    if (after && identity(after) === identity(fstatSync(candidate.fd))) {
      return hold(lockFile, candidate.fd, { renewMs, staleMs, onLost: options.onLost });
    }
    closeSync(candidate.fd);
    throw new DataDirLockedError(lockFile, readHolder(lockFile));
  }
  throw new Error(`Could not take the lock file in ${dataDir}`);
}

function hold(
  lockFile: string,
  fd: number,
  options: { renewMs: number; staleMs: number; onLost: ((message: string) => void) | undefined },
): DataDirLock {
  const own = identity(fstatSync(fd));
  heldHere.add(own);
  let lastConfirmed = performance.now();
  let state: 'held' | 'lost' | 'released' = 'held';

  const stop = () => {
    clearInterval(timer);
    heldHere.delete(own);
    process.removeListener('exit', release);
    try {
      closeSync(fd);
    } catch {
      // already closed
    }
  };
  const lose = () => {
    state = 'lost';
    stop();
    const error = new DataDirLockLostError(lockFile);
    if (options.onLost) options.onLost(error.message);
    else {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    return error;
  };
  /** true while the path still names our file; renews the heartbeat then. */
  const confirmAndRenew = (): boolean => {
    let st: Stats | null;
    try {
      st = statOrNull(lockFile);
    } catch {
      st = null;
    }
    if (!st || identity(st) !== own) return false;
    const now = new Date();
    futimesSync(fd, now, now);
    lastConfirmed = performance.now();
    return true;
  };
  const timer = setInterval(() => {
    if (state === 'held' && !confirmAndRenew()) lose();
  }, options.renewMs);
  timer.unref();

  function release(): void {
    if (state !== 'held') return;
    state = 'released';
    const st = statOrNull(lockFile);
    if (st && identity(st) === own) unlinkSync(lockFile);
    stop();
  }
  process.once('exit', release);

  return {
    release,
    assertHeld() {
      if (state === 'lost') throw new DataDirLockLostError(lockFile);
      if (state === 'released') throw new Error(`The lock on ${lockFile} was released.`);
      // Nobody can take a lease over before it is stale: no need to look while it is young.
      if (performance.now() - lastConfirmed < options.staleMs / 2) return;
      if (!confirmAndRenew()) throw lose();
    },
  };
}
