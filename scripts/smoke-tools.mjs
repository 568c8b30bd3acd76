// `npm run smoke:tools`: every tool the README and docs/ name still starts and finishes — the
// bench's parts, the year summary's bench, bench:bundle, bench:lighthouse, screens and the
// account CLI's verbs — each in its quick form, one after another. Each must exit as documented
// (0; the CLI without arguments 2) and print a plausible figure; one line per tool with its
// verdict, wall and CPU time, exit 1 when any failed. Figures of a quick run compare with
// nothing: they only show the tool works.
//
//   npm run smoke:tools                          # all
//   npm run smoke:tools -- --only cli,bundle     # some: cli, bench-pglite, bench-postgres,
//                                                #   year-summary, bundle, lighthouse, screens
//   npm run smoke:tools -- --verbose             # each tool's output as it runs
//
// PostgreSQL (the bench's postgres parts, the archives part among them, and the year summary's
// bench): BENCH_DATABASE_URL, else TEST_DATABASE_URL (CI sets it); without either they are
// skipped, and said so. The web app is built first when packages/web/dist is missing (bundle,
// lighthouse and screens serve it). Nothing committed changes: the CLI works in a throwaway
// DATA_DIR, the bench and Lighthouse write their results and the screens their pictures to a
// temporary directory. The screens' server gets free ports of its own (E2E_PORT,
// E2E_SMTP_PORT), so a run of the e2e journeys at the same time does not collide with it.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const { values: args } = parseArgs({
  options: {
    only: { type: 'string' },
    verbose: { type: 'boolean', short: 'v' },
    help: { type: 'boolean', short: 'h' },
  },
});
const GROUPS = [
  'cli',
  'bench-pglite',
  'bench-postgres',
  'year-summary',
  'bundle',
  'lighthouse',
  'screens',
];
if (args.help) {
  console.log(`npm run smoke:tools -- [--only ${GROUPS.join(',')}] [--verbose]`);
  process.exit(0);
}
const only = new Set((args.only ?? GROUPS.join(',')).split(',').map((s) => s.trim()));
for (const name of only)
  if (!GROUPS.includes(name)) {
    console.error(`--only: unknown "${name}" (one of ${GROUPS.join(', ')})`);
    process.exit(2);
  }

const work = mkdtempSync(path.join(os.tmpdir(), 'lesesaal-smoke-'));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || '';

/** A free TCP port on loopback (below 60000: the e2e server's embedding origin is +1000). */
async function freePort() {
  for (;;) {
    const port = await new Promise((resolve, reject) => {
      const srv = net.createServer();
      srv.once('error', reject);
      srv.listen(0, '127.0.0.1', () => {
        const { port } = srv.address();
        srv.close(() => resolve(port));
      });
    });
    if (port < 60000) return port;
  }
}

/**
 * Runs `command` (`npm run <script> -- <args>` for a string) in its own process group (so a
 * timeout ends the servers and browsers it started too); resolves with its exit code and
 * output.
 */
function run(command, commandArgs, { env = {}, timeoutMs = 600_000 } = {}) {
  const [file, ...fileArgs] =
    typeof command === 'string'
      ? [npm, 'run', '--silent', command, '--', ...commandArgs]
      : [...command, ...commandArgs];
  return new Promise((resolve) => {
    const child = spawn(file, fileArgs, {
      cwd: root,
      env: { ...process.env, ...env },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks = [];
    const keep = (stream) => (chunk) => {
      chunks.push(chunk);
      if (args.verbose) stream.write(chunk);
    };
    child.stdout.on('data', keep(process.stdout));
    child.stderr.on('data', keep(process.stderr));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, timeoutMs);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({
        code: timedOut ? `timeout after ${timeoutMs / 1000} s` : (code ?? signal),
        output: Buffer.concat(chunks).toString(),
      });
    });
  });
}

/**
 * CPU seconds (user + system) of the finished children of this process and of theirs (Linux:
 * /proc/self/stat's cutime and cstime, in ticks of 1/100 s); undefined elsewhere. Next to the
 * wall time it tells a slow tool from a busy machine.
 */
function childrenCpuSeconds() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}

const results = [];

function verdict(name, state, seconds, detail, cpu) {
  results.push({ name, state });
  const time = seconds === undefined ? '' : `${seconds.toFixed(1)} s`;
  const cpuTime = cpu === undefined ? '' : `CPU ${cpu.toFixed(1)} s`;
  console.log(
    `${state.padEnd(4)}  ${name.padEnd(46)} ${time.padStart(8)} ${cpuTime.padStart(12)}  ${detail}`,
  );
}

/**
 * One tool: runs it, then `check(output)` returns the plausible figure it printed (a short
 * text for the verdict) or throws why the output is not plausible.
 */
async function tool(name, command, commandArgs, check, options) {
  const t0 = performance.now();
  const cpu0 = childrenCpuSeconds();
  const { code, output } = await run(command, commandArgs, options);
  const seconds = (performance.now() - t0) / 1000;
  const cpu1 = childrenCpuSeconds();
  const cpu = cpu0 === undefined || cpu1 === undefined ? undefined : cpu1 - cpu0;
  const exitCode = options?.exitCode ?? 0;
  let problem;
  let detail = '';
  if (code !== exitCode) problem = `exit ${code}${exitCode ? `, expected ${exitCode}` : ''}`;
  else
    try {
      detail = (exitCode ? `exit ${exitCode}: ` : '') + (await check(output));
    } catch (err) {
      problem = err instanceof Error ? err.message : String(err);
    }
  if (!problem) return verdict(name, 'ok', seconds, detail, cpu);
  verdict(name, 'FAIL', seconds, problem, cpu);
  if (!args.verbose) {
    const tail = output.trimEnd().split('\n').slice(-40);
    console.log(tail.map((line) => `      | ${line}`).join('\n'));
  }
}

/** The first match of `re` in `text`, or a throw naming what was expected. */
function find(text, re, what) {
  const m = re.exec(text);
  if (!m) throw new Error(`no ${what} in the output`);
  return m;
}

const number = (s) => Number(String(s).replace(/,/g, ''));

// --- the account CLI (README, docs/operations.md), on a throwaway embedded database -------

async function cli() {
  const dataDir = path.join(work, 'cli-data');
  // the embedded database: whatever the caller's environment points at is not touched
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', DATABASE_OWNER_URL: '', LOG_LEVEL: 'warn' };
  const desk = 'desk@example.org';
  const platform = 'platform@example.org';
  const password = 'Smoke-tools-password-2026';
  const expect = (re, what) => (out) => find(out, re, what)[0].trim();
  /** the desk account's line of `user list` */
  const listed = (out) => out.split('\n').find((l) => l.startsWith(`${desk}\t`));
  const steps = [
    [
      `user add ${desk} DESK --password ${password}`,
      expect(/^Created desk@example\.org \(DESK\)\.$/m, 'creation'),
    ],
    [
      `user disable ${desk}`,
      expect(/^desk@example\.org disabled; its sessions ended\.$/m, 'disabled'),
    ],
    [
      'user list',
      (out) => {
        const d = listed(out);
        if (d !== `${desk}\tDESK\tdisabled`)
          throw new Error(`the disabled account's line is "${d}"`);
        return d.replace(/\t/g, ' ');
      },
    ],
    [`user enable ${desk}`, expect(/^desk@example\.org enabled\.$/m, 'enabled')],
    [
      `user password ${desk}`,
      expect(
        /^New password set for desk@example\.org; its sessions ended\. Password \(shown once\): \S{12,}$/m,
        'a new password',
      ),
    ],
    [
      `user reset-second-factor ${desk}`,
      expect(/^Second factor of desk@example\.org removed/m, 'the second factor removed'),
    ],
    [
      `platform-admin add ${platform} --name Smoke --password ${password}`,
      expect(
        /^Created the platform administrator platform@example\.org; sign in at \/platform\/\.$/m,
        'creation',
      ),
    ],
    [
      'user list',
      (out) => {
        const d = listed(out);
        if (d !== `${desk}\tDESK`) throw new Error(`the enabled account's line is "${d}"`);
        return d.replace(/\t/g, ' ');
      },
    ],
    // the README's exit code 2 for wrong usage (it opens no database)
    ['', expect(/^Usage: npm run cli -- user <command>$/m, 'usage text'), 2],
  ];
  for (const [command, check, exitCode = 0] of steps) {
    const name = `cli ${command || '(no arguments)'}`.replace(` --password ${password}`, '');
    await tool(name, 'cli', command ? command.split(' ') : [], check, {
      env,
      exitCode,
      timeoutMs: 180_000,
    });
  }
}

// --- npm run bench -- --quick ------------------------------------------------------------------

/** The quick bench's tables on one database: figures that show each part ran. */
function benchFigures(out, kind, parts) {
  const shown = [];
  if (parts.includes('hold')) {
    const hold = find(
      out,
      /^\| hold `POST \/api\/transactions` \| (\d+) \| [^|]+ \| (\d+)/m,
      `${kind} hold row`,
    );
    if (number(hold[1]) <= 0) throw new Error(`${kind}: hold at ${hold[1]} req/s`);
    shown.push(`hold ${hold[1]} req/s (${hold[2]} failed)`);
    const cal = find(
      out,
      /^\| month calendar `GET \/api\/rooms\/\{id\}\/booking` \| (\d+) \|/m,
      `${kind} calendar row`,
    );
    if (number(cal[1]) <= 0) throw new Error(`${kind}: calendar at ${cal[1]} req/s`);
    shown.push(`calendar ${cal[1]} req/s`);
    const hot = find(
      out,
      new RegExp(
        `### ${kind}: hot slot[^\\n]*\\n\\n[^\\n]*\\n[^\\n]*\\n\\| 1 \\| ([\\d.]+) \\| (\\d+) \\| (\\d+) \\|`,
      ),
      `${kind} hot slot row`,
    );
    if (hot[2] !== '20' || hot[3] !== '20')
      throw new Error(
        `${kind}: hot slot with ${hot[2]} winners, ${hot[3]} seats taken (20 expected)`,
      );
    shown.push(`hot slot ${hot[1]} s, 20 winners`);
    const flow = find(
      out,
      new RegExp(
        `### ${kind}: complete booking flows[^\\n]*\\n\\n[^\\n]*\\n[^\\n]*\\n\\| (\\d+) \\|`,
      ),
      `${kind} flow row`,
    );
    shown.push(`${flow[1]} flows/s`);
  }
  if (parts.includes('growth')) {
    const growth = find(
      out,
      new RegExp(
        `### ${kind}: growth[^\\n]*\\n\\n[^\\n]*\\n[^\\n]*\\n\\| ([\\d,]+) \\| [\\d.]+ \\| ([\\d.]+) / ([\\d.]+) / ([\\d.]+) \\|`,
      ),
      `${kind} growth row`,
    );
    shown.push(`growth at ${growth[1]}: calendar ${growth[2]} ms alone`);
  }
  if (parts.includes('archives')) {
    const archives = find(
      out,
      /^\| hold `POST …\/transactions` \| [^|]+ \| (\d+) \([^)]*\) \| (\d+) \([^)]*\) \| (\d+) \(/m,
      'archives hold row',
    );
    shown.push(`archives: hold ${archives[1]} / ${archives[2]} / ${archives[3]} req/s`);
  }
  return shown.join(', ');
}

/**
 * PostgreSQL: every part. PGlite (the database of a plain `npm run bench`): the visitor parts,
 * which run the raw SQL on PGlite's own client; the growth runs' SQL is the same on both.
 */
async function bench(kind) {
  const parts =
    kind === 'postgres' ? 'hold,calendar,hot,flow,growth,archives' : 'hold,calendar,hot,flow';
  const env = { BENCH_RESULTS_DIR: path.join(work, 'bench-results') };
  if (kind === 'postgres') env.BENCH_DATABASE_URL = postgresUrl;
  await tool(
    `bench --quick --db ${kind}`,
    'bench',
    ['--quick', '--db', kind, '--only', parts],
    (out) => benchFigures(out, kind, parts.split(',')),
    { env },
  );
}

/** bench/src/year-summary.ts (docs/performance.md), PostgreSQL only. */
async function yearSummary() {
  await tool(
    'year-summary.ts --quick',
    [process.execPath, '--import', 'tsx', 'bench/src/year-summary.ts'],
    ['--quick'],
    (out) => {
      const m = find(
        out,
        /^(\d+) tickets in \d{4}: year summary (\d+) ms, statistics of the year \(all rooms\) (\d+) ms/m,
        'figure line',
      );
      return `${m[1]} tickets this year: year summary ${m[2]} ms, statistics ${m[3]} ms`;
    },
    { env: { BENCH_DATABASE_URL: postgresUrl, BENCH_KEEP_DB: '', BENCH_YEAR_DB_URL: '' } },
  );
}

// --- the web app's tools: bench:bundle, bench:lighthouse, screens -------------------------------

async function bundle() {
  await tool('bench:bundle', 'bench:bundle', [], (out) => {
    const visitor = find(
      out,
      /^visitor: privacy notice \+ rooms\s+JS\s+([\d.]+) KB gzip/m,
      'visitor figure',
    );
    const staff = find(out, /^staff: login screen\s+JS\s+([\d.]+) KB gzip/m, 'staff figure');
    if (number(visitor[1]) <= 0 || number(staff[1]) <= 0) throw new Error('no JavaScript counted');
    return `visitor JS ${visitor[1]} KB gzip (budget 150 KB), staff ${staff[1]} KB`;
  });
}

async function lighthouse() {
  await tool(
    'bench:lighthouse --quick',
    'bench:lighthouse',
    ['--quick'],
    (out) => {
      const m = find(
        out,
        /^room-calendar \(\/room\/\d+\): performance (\d+), accessibility (\d+)/m,
        'room calendar scores',
      );
      return `room calendar: performance ${m[1]}, accessibility ${m[2]} (one run)`;
    },
    { env: { BENCH_RESULTS_DIR: path.join(work, 'lighthouse-results') } },
  );
}

async function screens() {
  const dir = path.join(work, 'screens');
  const widths = ['375'];
  // its own ports: the e2e journeys may run on their default ones at the same time
  const port = await freePort();
  const smtpPort = await freePort();
  await tool(
    'screens (375 px)',
    'screens',
    [],
    () => {
      const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.jpg')) : [];
      if (files.length !== 8 * widths.length)
        throw new Error(`${files.length} pictures, ${8 * widths.length} expected`);
      let bytes = 0;
      for (const file of files) {
        const data = readFileSync(path.join(dir, file));
        if (data[0] !== 0xff || data[1] !== 0xd8) throw new Error(`${file} is no JPEG`);
        bytes += data.length;
      }
      return `${files.length} screens, ${(bytes / 1024).toFixed(0)} KB (into a temporary directory)`;
    },
    {
      env: {
        SCREENS_DIR: dir,
        SCREENS_WIDTHS: widths.join(','),
        E2E_PORT: String(port),
        E2E_SMTP_PORT: String(smtpPort),
      },
    },
  );
}

// --- the run -------------------------------------------------------------------------------------

const started = performance.now();
console.log(`smoke:tools — ${[...only].join(', ')} (temporary files in ${work})`);
try {
  const needsWeb = ['bundle', 'lighthouse', 'screens'].some((g) => only.has(g));
  if (needsWeb && !existsSync(path.join(root, 'packages/web/dist/index.html')))
    await tool('web build (npm run build)', 'build', [], () => 'packages/web/dist', {});
  const needsBrowser = ['bundle', 'lighthouse', 'screens'].filter((g) => only.has(g));
  if (needsBrowser.length && !existsSync(chromium))
    for (const g of needsBrowser) {
      verdict(
        g,
        'FAIL',
        undefined,
        `no Chromium at ${chromium} (apt-get install chromium, or CHROMIUM_PATH)`,
      );
      only.delete(g);
    }
  if (only.has('cli')) await cli();
  if (only.has('bench-pglite')) await bench('pglite');
  for (const [group, name, fn] of [
    ['bench-postgres', 'bench --quick --db postgres', () => bench('postgres')],
    ['year-summary', 'year-summary.ts --quick', yearSummary],
  ])
    if (only.has(group)) {
      if (postgresUrl) await fn();
      else verdict(name, 'skip', undefined, 'no BENCH_DATABASE_URL or TEST_DATABASE_URL');
    }
  if (only.has('bundle')) await bundle();
  if (only.has('lighthouse')) await lighthouse();
  if (only.has('screens')) await screens();
} finally {
  rmSync(work, { recursive: true, force: true });
}
const failed = results.filter((r) => r.state === 'FAIL');
const skipped = results.filter((r) => r.state === 'skip');
console.log(
  `smoke:tools: ${results.length - failed.length - skipped.length} ok, ${failed.length} failed` +
    (skipped.length ? `, ${skipped.length} skipped` : '') +
    ` in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
process.exit(failed.length ? 1 : 0);
