import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SERVER_ENTRY = fileURLToPath(new URL('./server.ts', import.meta.url));

describe('the start without legal notice and privacy policy', () => {
  it('stops a published instance before it opens the database, naming IMPRINT_URL and PRIVACY_URL', () => {
    const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'lesesaal-start-')), 'data');
    const run = spawnSync(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
      env: {
        PATH: process.env.PATH,
        HOST: '127.0.0.1',
        PORT: '0',
        DATA_DIR: dataDir,
        PUBLIC_URL: 'https://termine.archiv.example',
        JOBS_ENABLED: 'false',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('IMPRINT_URL, PRIVACY_URL');
    expect(run.stderr).toContain('https://termine.archiv.example');
    // refused before anything was created
    expect(existsSync(dataDir) ? readdirSync(dataDir) : []).toEqual([]);
  });
});
