import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../packages/server/src/config';
import { legalPagesCheck } from '../packages/server/src/config/public-body';
import { DEPLOY_DIR, requireTool, ROOT } from './required-tools';

// The systemd unit, checked with Debian's systemd-analyze (no running systemd needed), and
// the server run under the unit's system call filter (deploy/run-under-unit-filter.py: the
// same seccomp filter, built with libseccomp from the unit's own lines).

const UNIT = path.join(DEPLOY_DIR, 'lesesaal.service');
const FILTER = path.join(DEPLOY_DIR, 'run-under-unit-filter.py');
/** Debian's Python, the one python3-seccomp installs its module for. */
const PYTHON = '/usr/bin/python3';
const EXPOSURE_MAX = 2.0;

/** The [Service] section's assignments in order (a key may repeat). */
function serviceSettings(text: string): Array<[string, string]> {
  let section = '';
  const settings: Array<[string, string]> = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith(';')) continue;
    if (line.startsWith('[')) section = line;
    else if (section === '[Service]' && line.includes('=')) {
      const at = line.indexOf('=');
      settings.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
    }
  }
  return settings;
}

const settings = serviceSettings(readFileSync(UNIT, 'utf8'));
const valuesOf = (key: string) => settings.filter(([k]) => k === key).map(([, v]) => v);
const valueOf = (key: string) => valuesOf(key).at(-1);

function requireSystemdAnalyze(): void {
  requireTool('systemd-analyze', 'systemd');
}

describe('the systemd unit (deploy/lesesaal.service)', () => {
  it('passes systemd-analyze verify without a single complaint', () => {
    requireSystemdAnalyze();
    // A root holding the host's unit files and the unit's node as a stub: verify checks that
    // ExecStart's binary exists, and node lives elsewhere on a test machine than in production.
    const root = mkdtempSync(path.join(os.tmpdir(), 'lesesaal-verify-'));
    try {
      const units = ['/usr/lib/systemd/system', '/lib/systemd/system'].find((dir) =>
        existsSync(path.join(dir, 'sysinit.target')),
      );
      expect(units, "the host's systemd unit files (sysinit.target)").toBeDefined();
      cpSync(units!, path.join(root, 'usr/lib/systemd/system'), {
        recursive: true,
        verbatimSymlinks: true,
      });
      mkdirSync(path.join(root, 'etc/systemd/system'), { recursive: true });
      cpSync(UNIT, path.join(root, 'etc/systemd/system/lesesaal.service'));
      const binary = valueOf('ExecStart')!.split(/\s+/)[0]!;
      mkdirSync(path.join(root, path.dirname(binary)), { recursive: true });
      writeFileSync(path.join(root, binary), '#!/bin/sh\n');
      chmodSync(path.join(root, binary), 0o755);

      const result = spawnSync(
        'systemd-analyze',
        ['verify', `--root=${root}`, '--man=no', '--generators=no', 'lesesaal.service'],
        { encoding: 'utf8' },
      );
      // verify exits 0 on an unknown or misspelt key: any output is a complaint
      expect(`${result.stdout}${result.stderr}`.trim()).toBe('');
      expect(result.status).toBe(0);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it(`is rated at most ${EXPOSURE_MAX} by systemd-analyze security`, () => {
    requireSystemdAnalyze();
    const result = spawnSync('systemd-analyze', ['security', '--offline=true', UNIT], {
      encoding: 'utf8',
    });
    const line = /Overall exposure level for lesesaal\.service: (\d+(?:\.\d+)?)/.exec(
      result.stdout,
    );
    expect(line, `no exposure line in:\n${result.stdout}${result.stderr}`).not.toBeNull();
    expect(Number(line![1])).toBeLessThanOrEqual(EXPOSURE_MAX);
  });

  it('runs node on the bundle as its own account, the state directory its only writable path', () => {
    expect(valueOf('ExecStart')).toMatch(/ \/opt\/lesesaal\/packages\/server\/dist\/server\.js$/);
    expect(valueOf('User')).toBe('lesesaal');
    expect(valueOf('StateDirectory')).toBe('lesesaal');
    expect(valueOf('Environment')).toMatch(/(^| )DATA_DIR=\/var\/lib\/lesesaal( |$)/);
    expect(valueOf('EnvironmentFile')).toBe('/etc/lesesaal/lesesaal.env');
    expect(valueOf('ProtectSystem')).toBe('strict');
    expect(valuesOf('ReadWritePaths')).toEqual([]);
    expect(valueOf('UMask')).toBe('0077');
    expect(valueOf('CapabilityBoundingSet')).toBe('');
    expect(valueOf('NoNewPrivileges')).toBe('yes');
  });

  it("leaves MemoryDenyWriteExecute off (node's JIT needs it) and waits out the server's 10 s forced exit", () => {
    expect(valueOf('MemoryDenyWriteExecute')).toBeUndefined();
    expect(valueOf('Restart')).toBe('on-failure');
    // server.ts exits by itself 10 s after SIGTERM; systemd's SIGKILL must come later
    expect(Number(/^(\d+)s$/.exec(valueOf('TimeoutStopSec') ?? '')?.[1])).toBeGreaterThan(10);
  });
});

describe('the settings file (deploy/lesesaal.env.example)', () => {
  const lines = readFileSync(path.join(DEPLOY_DIR, 'lesesaal.env.example'), 'utf8').split('\n');
  /** `KEY=value` of the lines in use, and of the commented-out ones (`# KEY=value`). */
  const assignments = (commented: boolean) =>
    lines.flatMap((line) => {
      const match = (commented ? /^# ([A-Z][A-Z0-9_]*)=(.*)$/ : /^([A-Z][A-Z0-9_]*)=(.*)$/).exec(
        line,
      );
      return match ? [[match[1]!, match[2]!] as const] : [];
    });

  it('names only variables the server reads', () => {
    // the installation's configuration: packages/server/src/config/ (index.ts and its parts)
    const configDir = path.join(ROOT, 'packages/server/src/config');
    const sources = readdirSync(configDir)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => readFileSync(path.join(configDir, f), 'utf8'))
      .join('\n');
    const known = new Set([...sources.matchAll(/^\s+([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]));
    const named = [...assignments(false), ...assignments(true)].map(([key]) => key);
    expect(named.filter((key) => !known.has(key))).toEqual([]);
  });

  it("with the unit's own settings, starts a published instance (no quotes, no comment in a value)", () => {
    const env = Object.fromEntries(
      valueOf('Environment')!
        .split(' ')
        .map((pair) => pair.split('=') as [string, string]),
    );
    for (const [key, value] of assignments(false)) {
      // systemd and podman/docker read these the same way only without quotes and comments
      expect(value, key).not.toMatch(/^["']|["']$|\s#/);
      env[key] = value;
    }
    const config = loadConfig(env);
    expect(config.dataDir).toBe('/var/lib/lesesaal');
    expect(config.host).toBe('127.0.0.1');
    expect(config.trustProxy).toEqual(['loopback']);
    expect(new URL(config.publicUrl).protocol).toBe('https:');
    expect(legalPagesCheck(config, { demo: false }).refuse).toBeNull();
  });
});

describe("node under the unit's system call filter", () => {
  function requireSeccomp(): void {
    requireTool(PYTHON, 'python3-seccomp', ['-c', 'import seccomp']);
    requireSystemdAnalyze();
  }

  let dataDir: string;
  let server: ChildProcess | undefined;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'lesesaal-filtered-'));
  });
  afterAll(() => {
    if (server?.exitCode === null) server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts the server, signs in, draws a seat plan in its child process, stores a room picture and stops cleanly', async () => {
    requireSeccomp();
    const password = 'Deploy-Check-Password-1';
    server = spawn(
      PYTHON,
      [FILTER, UNIT, '--', process.execPath, '--import', 'tsx', 'packages/server/src/server.ts'],
      {
        cwd: ROOT,
        // only what the server needs: no DATABASE_URL from the calling shell
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'production',
          HOST: '127.0.0.1',
          PORT: '0',
          DATA_DIR: path.join(dataDir, 'data'),
          ADMIN_EMAIL: 'admin@example.org',
          ADMIN_PASSWORD: password,
          LOG_LEVEL: 'info',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => server!.once('exit', resolve));
    const base = await new Promise<string>((resolve, reject) => {
      const timer = setInterval(() => {
        const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (listening) {
          clearInterval(timer);
          resolve(listening[1]!);
        } else if (server!.exitCode !== null) {
          clearInterval(timer);
          reject(new Error(`the server ended (${server!.exitCode}):\n${output}`));
        }
      }, 100);
    });

    // the filter is really in place: seccomp in filter mode, no new privileges
    const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
    expect(status).toMatch(/^Seccomp:\s+2$/m);
    expect(status).toMatch(/^NoNewPrivs:\s+1$/m);

    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    const xhr = { 'x-requested-with': 'XMLHttpRequest' };
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { ...xhr, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.org', password }),
    });
    expect(login.status).toBe(204);
    const staff = {
      ...xhr,
      cookie: login.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; '),
    };
    const room = await fetch(`${base}/api/admin/rooms`, {
      method: 'POST',
      headers: { ...staff, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Lesesaal',
        description: 'Erdgeschoss',
        capacity: 4,
        openStart: { type: 'DAY', value: 0 },
        openEnd: { type: 'DAY', value: 30 },
      }),
    });
    expect(room.status).toBe(201);
    const { id } = (await room.json()) as { id: number };

    // the plan is drawn by a child process (fork), text with the system's fonts
    const plan = new FormData();
    plan.append(
      'image',
      new Blob(
        [
          '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect x="10" y="10" width="380" height="280" fill="#eee" stroke="#333"/><text x="40" y="150" font-size="32">Lesesaal</text></svg>',
        ],
        { type: 'image/svg+xml' },
      ),
      'plan.svg',
    );
    plan.append('alt', 'Plan des Lesesaals');
    const planned = await fetch(`${base}/api/admin/rooms/${id}/seat-plan`, {
      method: 'PUT',
      headers: staff,
      body: plan,
    });
    expect(planned.status, await planned.clone().text()).toBe(200);
    const png = await fetch(`${base}/api/admin/rooms/${id}/seat-plan`, { headers: staff });
    expect(png.headers.get('content-type')).toBe('image/png');

    // a room picture is read and scaled in the server process itself (sharp)
    const picture = new FormData();
    picture.append('image', new Blob([await png.arrayBuffer()], { type: 'image/png' }), 'p.png');
    picture.append('alt', 'Blick in den Lesesaal');
    const pictured = await fetch(`${base}/api/admin/rooms/${id}/image`, {
      method: 'PUT',
      headers: staff,
      body: picture,
    });
    expect(pictured.status, await pictured.clone().text()).toBe(200);

    const stopAsked = Date.now();
    server.kill('SIGTERM');
    expect(await exited, output).toBe(0);
    expect(Date.now() - stopAsked).toBeLessThan(10_000);
  }, 180_000);

  it('stops node at once under MemoryDenyWriteExecute=yes, and node --jitless has no WebAssembly', () => {
    requireSeccomp();
    const marker = 'node-ran-to-the-end';
    const denied = spawnSync(
      PYTHON,
      [
        FILTER,
        '--memory-deny-write-execute',
        UNIT,
        '--',
        process.execPath,
        '-e',
        `console.log('${marker}')`,
      ],
      { encoding: 'utf8' },
    );
    // V8 cannot make its compiled code executable: a fatal error, not an exception
    expect(denied.stdout).not.toContain(marker);
    expect(denied.status === 0 && denied.signal === null).toBe(false);

    // the way round it, the interpreter only, drops WebAssembly, which PGlite is
    const jitless = spawnSync(
      PYTHON,
      [
        FILTER,
        '--memory-deny-write-execute',
        UNIT,
        '--',
        process.execPath,
        '--jitless',
        '-p',
        'typeof WebAssembly',
      ],
      { encoding: 'utf8' },
    );
    expect(jitless.stdout.trim()).toBe('undefined');
  });
});
