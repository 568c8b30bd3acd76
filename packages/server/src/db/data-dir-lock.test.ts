import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock';

function tempDir(): string {
  return mkdtempSync(path.join(os.tmpdir(), 'lesesaal-lock-'));
}

describe('data directory lock', () => {
  it('writes the pid and removes the file on release', () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, 'lesesaal.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(existsSync(path.join(dir, 'lesesaal.lock'))).toBe(false);
  });

  it('refuses a second holder while the first lives', () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    lock.release();
    acquireDataDirLock(dir).release();
  });

  it('refuses when another live process holds it', () => {
    const dir = tempDir();
    // pid 1 always exists
    writeFileSync(path.join(dir, 'lesesaal.lock'), '1');
    expect(() => acquireDataDirLock(dir)).toThrow(/another Lesesaal process \(pid 1;/);
  });

  it('takes over a lock left by a process that is gone', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'lesesaal.lock'), '2147483646');
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, 'lesesaal.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
  });
});
