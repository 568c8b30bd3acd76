import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPLOY_DIR, ROOT } from './required-tools';

// The Containerfile cannot be built here (containers do not start on these machines:
// docs/deployment.md, "In a container"), so what it promises is read from the file, and the
// one command of its own — the health check — is run against a server standing in for
// Lesesaal. The bundle's own steps are run by npm run test:bundle.

interface Instruction {
  /** FROM, RUN, ENV, … in upper case */
  keyword: string;
  args: string;
  /** 0 for the first FROM's stage, 1 for the next, … */
  stage: number;
}

/** The instructions, continuation lines joined, comments dropped. */
function parseContainerfile(text: string): Instruction[] {
  const instructions: Instruction[] = [];
  let stage = -1;
  let pending = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('#') || (line === '' && pending === '')) continue;
    pending = pending === '' ? line : `${pending} ${line}`;
    if (pending.endsWith('\\')) {
      pending = pending.slice(0, -1).trimEnd();
      continue;
    }
    const [keyword = '', ...rest] = pending.split(/\s+/);
    if (keyword.toUpperCase() === 'FROM') stage += 1;
    instructions.push({ keyword: keyword.toUpperCase(), args: rest.join(' '), stage });
    pending = '';
  }
  return instructions;
}

const instructions = parseContainerfile(
  readFileSync(path.join(DEPLOY_DIR, 'Containerfile'), 'utf8'),
);
const finalStage = Math.max(...instructions.map((i) => i.stage));
const inStage = (stage: number, keyword: string) =>
  instructions.filter((i) => i.stage === stage && i.keyword === keyword);
const runs = (stage: number) => inStage(stage, 'RUN').map((i) => i.args);

/** `ENV A=1 B=2` (and `ENV A 1`) of a stage as a map. */
function envOf(stage: number): Map<string, string> {
  const env = new Map<string, string>();
  for (const { args } of inStage(stage, 'ENV')) {
    if (!args.includes('=')) {
      const [key = '', ...value] = args.split(/\s+/);
      env.set(key, value.join(' '));
      continue;
    }
    for (const pair of args.split(/\s+/)) {
      const at = pair.indexOf('=');
      env.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }
  return env;
}

/** The exec form's argument list: `["node", "-e", "…"]`. */
function execForm(args: string): string[] {
  const parsed: unknown = JSON.parse(args);
  expect(Array.isArray(parsed) && parsed.every((a) => typeof a === 'string')).toBe(true);
  return parsed as string[];
}

/** The bundle's entry point, as scripts/bundle.mjs writes the bundle's `npm start`. */
function bundleEntry(): string {
  const script = readFileSync(path.join(ROOT, 'scripts/bundle.mjs'), 'utf8');
  const start = /start: '(?:exec )?node ([^' ]+)'/.exec(script);
  expect(start, "the bundle's start script in scripts/bundle.mjs").not.toBeNull();
  return start![1]!;
}

describe('the Containerfile (deploy/Containerfile)', () => {
  it('builds on one pinned Node LTS slim image in both stages', () => {
    const images = instructions.filter((i) => i.keyword === 'FROM').map((i) => i.args);
    expect(images).toHaveLength(2);
    expect(images[0]).toMatch(/^node:\d+-bookworm-slim AS build$/);
    expect(images[1]).toBe(images[0]!.replace(/ AS build$/, ''));
    expect(Number(/^node:(\d+)/.exec(images[1]!)![1]) % 2).toBe(0); // even: an LTS line
  });

  it("builds the bundle from the sources and runs the bundle's steps only in the runtime stage", () => {
    expect(runs(0).some((r) => /(^|&& )npm ci\b/.test(r))).toBe(true);
    expect(runs(0).some((r) => r.includes('npm run bundle'))).toBe(true);
    // the bundle unpacks to lesesaal-<version>/, which becomes /opt/lesesaal
    expect(runs(0).some((r) => /tar -xzf dist\/lesesaal-\*\.tgz/.test(r))).toBe(true);
    expect(runs(0).some((r) => r.includes('/opt/unpacked/lesesaal-* /opt/lesesaal'))).toBe(true);

    expect(inStage(finalStage, 'COPY').map((i) => i.args)).toContain(
      '--from=build /opt/lesesaal /opt/lesesaal',
    );
    const runtimeRuns = runs(finalStage).join(' && ');
    expect(runtimeRuns).toMatch(/npm ci --omit=dev\b/);
    expect(runtimeRuns).not.toMatch(/npm run bundle|npm ci(?! --omit=dev)/);
    expect(inStage(finalStage, 'WORKDIR').at(-1)?.args).toBe('/opt/lesesaal');
  });

  it("starts the bundle's server as an account other than root, with SIGTERM to stop it", () => {
    const cmd = inStage(finalStage, 'CMD');
    expect(cmd).toHaveLength(1);
    expect(execForm(cmd[0]!.args)).toEqual(['node', `/opt/lesesaal/${bundleEntry()}`]);

    const cmdAt = instructions.indexOf(cmd[0]!);
    const user = instructions
      .slice(0, cmdAt)
      .filter((i) => i.stage === finalStage && i.keyword === 'USER')
      .at(-1);
    expect(user, 'a USER before CMD').toBeDefined();
    const [name = '', group = ''] = user!.args.split(':');
    expect(['root', '0']).not.toContain(name);
    expect(['root', '0']).not.toContain(group);
    expect(inStage(finalStage, 'STOPSIGNAL').map((i) => i.args)).toEqual(['SIGTERM']);
  });

  it('keeps the data directory it sets on a volume owned by that account, and exposes PORT', () => {
    const env = envOf(finalStage);
    const dataDir = env.get('DATA_DIR');
    expect(dataDir).toBe('/var/lib/lesesaal');
    const volumes = inStage(finalStage, 'VOLUME').flatMap((i) =>
      i.args.startsWith('[') ? execForm(i.args) : i.args.split(/\s+/),
    );
    expect(volumes).toContain(dataDir);
    const runtimeRuns = runs(finalStage).join(' && ');
    expect(runtimeRuns).toContain(`chown lesesaal:lesesaal ${dataDir}`);
    expect(inStage(finalStage, 'USER').at(-1)?.args).toBe('10001:10001');
    expect(runtimeRuns).toMatch(/useradd --system --uid 10001 --gid lesesaal\b/);
    expect(inStage(finalStage, 'EXPOSE').map((i) => i.args)).toEqual([env.get('PORT')]);
    expect(env.get('HOST')).toBe('0.0.0.0');
  });
});

describe("the Containerfile's health check", () => {
  const check = inStage(finalStage, 'HEALTHCHECK');
  /** `HEALTHCHECK --interval=… CMD ["node", "-e", "…"]`: the exec form after CMD. */
  const command = (): string[] => {
    expect(check).toHaveLength(1);
    const at = check[0]!.args.indexOf('CMD ');
    expect(at).toBeGreaterThanOrEqual(0);
    return execForm(check[0]!.args.slice(at + 4));
  };

  let readyStatus = 200;
  let seen: string[] = [];
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createServer((request, response) => {
      seen.push(`${request.method} ${request.url}`);
      response.statusCode = request.url === '/readyz' ? readyStatus : 404;
      response.end(JSON.stringify({ status: readyStatus === 200 ? 'ready' : 'unavailable' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** Runs the check's command as the container would (its `node` is this test's). */
  function runCheck(env: Record<string, string>): Promise<number | null> {
    const [program, ...args] = command();
    expect(program).toBe('node');
    const child = spawn(process.execPath, args, { env: { PATH: process.env.PATH, ...env } });
    return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  }

  it('asks /readyz and has a timeout below its own', () => {
    expect(check[0]!.args).toMatch(/--timeout=5s/);
    expect(command().join(' ')).toContain('/readyz');
  });

  it('passes while /readyz answers 200 and fails on 503', async () => {
    seen = [];
    readyStatus = 200;
    expect(await runCheck({ PORT: String(port) })).toBe(0);
    readyStatus = 503;
    expect(await runCheck({ PORT: String(port) })).not.toBe(0);
    expect(seen).toEqual(['GET /readyz', 'GET /readyz']);
  });

  it('fails when nothing answers on PORT', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const unused = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await runCheck({ PORT: String(unused) })).not.toBe(0);
  });
});
