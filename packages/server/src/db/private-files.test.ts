import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createMailTransport } from '../mail/transport';
import { openDatabase } from './client';
import { usePrivateFileModes } from './private-files';

/** Every folder and file under `dir` (itself included) whose mode lets group or others in. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const walk = (entry: string) => {
    const stat = statSync(entry);
    if ((stat.mode & 0o077) !== 0) {
      found.push(`${path.relative(dir, entry) || '.'} ${(stat.mode & 0o777).toString(8)}`);
    }
    if (stat.isDirectory()) for (const name of readdirSync(entry)) walk(path.join(entry, name));
  };
  walk(dir);
  return found;
}

/**
 * The server's start on the embedded database: the umask first, then the database opened by
 * `openDatabase` with DATA_DIR, a mail written by the file transport (no SMTP_URL).
 */
async function startAndMail(dataDir: string): Promise<void> {
  usePrivateFileModes();
  const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' });
  const database = await openDatabase({ dataDir: config.dataDir });
  try {
    const mail = createMailTransport(config);
    const mailDir = path.join(dataDir, 'mail');
    const before = existsSync(mailDir) ? readdirSync(mailDir).length : 0;
    await mail.send(
      {
        messageId: '<1@lesesaal.test>',
        to: 'erika@example.org',
        subject: 'Test',
        text: 'Hallo',
        html: '<p>Hallo</p>',
        attachments: [],
      },
      config,
    );
    // the file transport (no SMTP_URL) wrote it to DATA_DIR/mail
    expect(readdirSync(mailDir)).toHaveLength(before + 1);
  } finally {
    await database.close();
  }
}

describe('DATA_DIR for the server account only', () => {
  let root: string;
  let umask: number;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'lesesaal-modes-'));
    // the usual umask of a service account: without our own, PGlite's files would be 0644
    umask = process.umask(0o022);
  });
  afterEach(() => {
    process.umask(umask);
    rmSync(root, { recursive: true, force: true });
  });

  it('creates a fresh DATA_DIR, the database, the lock and the mails closed to group and others', async () => {
    const dataDir = path.join(root, 'data');
    await startAndMail(dataDir);
    expect(readdirSync(dataDir).sort()).toEqual(expect.arrayContaining(['db', 'mail']));
    expect(readdirSync(path.join(dataDir, 'mail'))).toHaveLength(1);
    expect(readdirSync(path.join(dataDir, 'db')).length).toBeGreaterThan(5);
    expect(openToOthers(dataDir)).toEqual([]);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    // a fresh database on disk: the migrations take long on a busy machine
  }, 180_000);

  it('closes a DATA_DIR made before with 0755 folders and 0644 files', async () => {
    const dataDir = path.join(root, 'data');
    mkdirSync(path.join(dataDir, 'mail'), { recursive: true, mode: 0o755 });
    mkdirSync(path.join(dataDir, 'db'), { recursive: true, mode: 0o755 });
    writeFileSync(path.join(dataDir, 'mail', 'old.eml'), 'Subject: old', { mode: 0o644 });
    writeFileSync(path.join(dataDir, 'notes.txt'), 'x', { mode: 0o666 });
    for (const dir of [dataDir, path.join(dataDir, 'mail'), path.join(dataDir, 'db')])
      chmodSync(dir, 0o755);
    chmodSync(path.join(dataDir, 'notes.txt'), 0o666);
    expect(openToOthers(dataDir).length).toBe(5);

    await startAndMail(dataDir);
    expect(openToOthers(dataDir)).toEqual([]);
    expect(statSync(path.join(dataDir, 'mail', 'old.eml')).mode & 0o777).toBe(0o600);
    expect(statSync(path.join(dataDir, 'db')).mode & 0o777).toBe(0o700);
  }, 180_000);
});
