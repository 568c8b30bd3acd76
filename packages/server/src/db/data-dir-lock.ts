import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

export interface DataDirLock {
  release(): void;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly pid: number,
  ) {
    super(
      `The data directory is in use by another Lesesaal process (pid ${pid}; lock file ${lockFile}). ` +
        'Stop that process first, or set DATABASE_URL to use a PostgreSQL server that several processes can share.',
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite does not lock its data directory, and two processes opening it lose data
 * (STACK-NOTES pitfall 1). We hold `lesesaal.lock` (our pid) for the life of the process;
 * a lock left by a dead process is taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const lockFile = path.join(dataDir, 'lesesaal.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (readFileSync(lockFile, 'utf8').trim() === String(process.pid)) unlinkSync(lockFile);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return { release };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number.parseInt(readFileSync(lockFile, 'utf8').trim(), 10);
      if (Number.isInteger(pid) && pid > 0 && (pid === process.pid || isAlive(pid))) {
        throw new DataDirLockedError(lockFile, pid);
      }
      // Stale lock of a process that is gone: remove and retry once.
      unlinkSync(lockFile);
    }
  }
  throw new Error(`Could not take the lock file in ${dataDir}`);
}
