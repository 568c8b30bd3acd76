import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, DataDirLockLostError } from './data-dir-lock';

/** Short lease timings so that staleness is reached within a test. */
const TIMING = { renewMs: 200, staleMs: 1_500 };
const HOLDER = fileURLToPath(new URL('../test/hold-data-dir-lock.ts', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../../../..', import.meta.url));

const dirs: string[] = [];
const children: ChildProcess[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lesesaal-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const lockFileOf = (dir: string) => path.join(dir, 'lesesaal.lock');

/** A lease file as another process would leave it, last renewed `ageMs` ago. */
function writeLease(dir: string, content: string, ageMs: number): void {
  writeFileSync(lockFileOf(dir), content);
  const then = new Date(Date.now() - ageMs);
  utimesSync(lockFileOf(dir), then, then);
}

interface Holder {
  child: ChildProcess;
  /** `acquired` or `refused: …` */
  firstLine: Promise<string>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>;
}

/** Runs the lock in a separate process, optionally in a new PID namespace of its own. */
function startHolder(dir: string, options: { ownPidNamespace?: boolean } = {}): Holder {
  const nodeArgs = ['--import', 'tsx', HOLDER, dir, String(TIMING.renewMs), String(TIMING.staleMs)];
  const child = options.ownPidNamespace
    ? spawn(
        'unshare',
        ['--pid', '--fork', '--mount-proc', '--kill-child', process.execPath, ...nodeArgs],
        { cwd: REPO_ROOT },
      )
    : spawn(process.execPath, nodeArgs, { cwd: REPO_ROOT });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const firstLine = new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (stdout.includes('\n')) resolve(stdout.split('\n')[0]!);
    });
    child.once('exit', () => reject(new Error(`holder exited without a word: ${stderr}`)));
  });
  const exited = new Promise<{
    code: number | null;
    signal: NodeJS.Signals | null;
    stderr: string;
  }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal, stderr })));
  return { child, firstLine, exited };
}

function unshareWorks(): boolean {
  const probe = spawnSync('unshare', ['--pid', '--fork', '--mount-proc', 'true']);
  return probe.status === 0;
}
const canUnshare = unshareWorks();

describe('data directory lock', () => {
  it('writes a lease naming this process and removes the file on release', async () => {
    const dir = tempDir();
    const lock = await acquireDataDirLock(dir, TIMING);
    const lease = JSON.parse(readFileSync(lockFileOf(dir), 'utf8')) as Record<string, unknown>;
    expect(lease).toMatchObject({ pid: process.pid, hostname: os.hostname() });
    expect(lease.token).toMatch(/^[0-9a-f]{32}$/);
    lock.assertHeld();
    lock.release();
    expect(existsSync(lockFileOf(dir))).toBe(false);
  });

  it('refuses a second holder in the same process at once, and admits one after release', async () => {
    const dir = tempDir();
    const lock = await acquireDataDirLock(dir);
    await expect(acquireDataDirLock(dir)).rejects.toThrow(DataDirLockedError);
    await expect(acquireDataDirLock(dir)).rejects.toThrow(
      `another Lesesaal process (pid ${process.pid} on host ${os.hostname()};`,
    );
    lock.release();
    (await acquireDataDirLock(dir)).release();
  });

  it('takes over a stale lease even though the pid in it belongs to a live process (pid reuse)', async () => {
    for (const content of [
      JSON.stringify({ token: 'x', pid: process.ppid, hostname: os.hostname() }),
      JSON.stringify({ token: 'y', pid: 1, hostname: 'other-container' }),
      '1', // the pid-only lock file of earlier versions
      '', // a crash between creating and writing
    ]) {
      const dir = tempDir();
      writeLease(dir, content, 60_000);
      const lock = await acquireDataDirLock(dir, TIMING);
      expect(JSON.parse(readFileSync(lockFileOf(dir), 'utf8'))).toMatchObject({
        pid: process.pid,
      });
      lock.release();
    }
  });

  it('refuses a starter while another process renews its lease, and takes over once that process was killed with SIGKILL', async () => {
    const dir = tempDir();
    const holder = startHolder(dir);
    expect(await holder.firstLine).toBe('acquired');
    const pid = holder.child.pid!;

    await expect(acquireDataDirLock(dir, TIMING)).rejects.toThrow(
      `another Lesesaal process (pid ${pid} on host`,
    );
    const second = startHolder(dir);
    expect(await second.firstLine).toMatch(/^refused: .*in use by another Lesesaal process/);
    expect((await second.exited).code).toBe(3);

    holder.child.kill('SIGKILL');
    await holder.exited;
    // Its lease file stays behind; it goes stale and is taken over.
    expect(existsSync(lockFileOf(dir))).toBe(true);
    const lock = await acquireDataDirLock(dir, TIMING);
    expect(JSON.parse(readFileSync(lockFileOf(dir), 'utf8'))).toMatchObject({
      pid: process.pid,
    });
    lock.release();
  });

  it('lets exactly one of two starters take over one stale lease', async () => {
    const dir = tempDir();
    writeLease(dir, JSON.stringify({ token: 'old', pid: 1 }), 60_000);
    const starters = [startHolder(dir), startHolder(dir)];
    const lines = await Promise.all(starters.map((s) => s.firstLine));
    expect(lines.filter((l) => l === 'acquired')).toHaveLength(1);
    expect(lines.filter((l) => l.startsWith('refused: '))).toHaveLength(1);
    const winner = starters[lines.indexOf('acquired')]!;
    expect(JSON.parse(readFileSync(lockFileOf(dir), 'utf8'))).toMatchObject({
      pid: winner.child.pid,
    });
  });

  it('stops a holder that was paused while its lease was taken over, instead of letting it write on', async () => {
    const dir = tempDir();
    const holder = startHolder(dir);
    expect(await holder.firstLine).toBe('acquired');
    holder.child.kill('SIGSTOP');
    const lock = await acquireDataDirLock(dir, TIMING);
    holder.child.kill('SIGCONT');
    const end = await holder.exited;
    expect(end.code).toBe(1);
    expect(end.stderr).toMatch(/Lost the lock on the data directory/);
    // The new holder's lease is untouched by the old one.
    expect(JSON.parse(readFileSync(lockFileOf(dir), 'utf8'))).toMatchObject({
      pid: process.pid,
    });
    lock.assertHeld();
    lock.release();
  });

  it('reports a lost lease and refuses to go on when its file was replaced', async () => {
    const dir = tempDir();
    const onLost = vi.fn();
    const lock = await acquireDataDirLock(dir, { ...TIMING, onLost });
    writeFileSync(path.join(dir, 'other'), JSON.stringify({ token: 'z', pid: 1 }));
    renameSync(path.join(dir, 'other'), lockFileOf(dir));
    await vi.waitFor(() => expect(onLost).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect(onLost.mock.calls[0]![0]).toMatch(/another Lesesaal process took it over/);
    expect(() => lock.assertHeld()).toThrow(DataDirLockLostError);
    lock.release(); // a lost lease is not ours to remove
    expect(JSON.parse(readFileSync(lockFileOf(dir), 'utf8'))).toMatchObject({ token: 'z' });
  });
});

describe.runIf(canUnshare)('data directory lock across PID namespaces (unshare)', () => {
  it('refuses a second process although both are pid 1 in their own namespaces', async () => {
    const dir = tempDir();
    const first = startHolder(dir, { ownPidNamespace: true });
    expect(await first.firstLine).toBe('acquired');
    expect(JSON.parse(readFileSync(lockFileOf(dir), 'utf8'))).toMatchObject({ pid: 1 });
    const second = startHolder(dir, { ownPidNamespace: true });
    expect(await second.firstLine).toMatch(
      /^refused: The data directory is in use by another Lesesaal process \(pid 1 on host/,
    );
    expect((await second.exited).code).toBe(3);
    first.child.kill('SIGKILL'); // --kill-child takes the holder down with it
    await first.exited;
  });
});

if (!canUnshare) {
  describe('data directory lock across PID namespaces', () => {
    it.skip('skipped: `unshare --pid --fork --mount-proc` is not permitted on this machine', () => {});
  });
}
