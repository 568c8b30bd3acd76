// `npm run test:bundle`: the production bundle works as an archive's IT would run it
// (docs/deployment.md, "The bundle"). Builds it (`npm run bundle`), unpacks it into a
// temporary directory, installs it with `npm ci --omit=dev` (none of TypeScript, tsx, Vite,
// Vitest, Playwright or drizzle-kit may arrive), starts it with `npm start` on the embedded
// database with nothing but PORT, HOST, DATA_DIR, BOT_PROTECTION=off and the first admin's
// address and password set, and then, through HTTP only:
//
//   - the web app's page and one of its scripts, the API document and a public API call;
//   - staff sign in and create a room and a slot; a visitor holds a seat and books it: the
//     ticket is BOOKED with a booking number and the calendar counts it;
//   - the two parts that start code by file name: a holiday import (iCal, in a worker
//     thread) and an SVG seat plan (drawn in a child process);
//   - SIGTERM stops it; started again as `node <bundle>/packages/server/dist/server.js` from
//     another directory, it serves the web app and still has the booking;
//   - with the server stopped, `npm run cli -- user list` lists the admin.
//
// Prints one line per check, the figures (bundle size, install time, time to ready, wall
// time) and "bundle: N passed, N failed"; exits 1 on any failure. Node and npm are the ones
// on PATH (CI puts Node 24 first). The temporary directory is removed at the end.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const started = Date.now();
const version = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).version;
const name = `lesesaal-${version}`;
const bundleFile = path.join(root, 'dist', `${name}.tgz`);

/** Packages a production install must not bring (build, test and migration-authoring tools). */
const DEV_ONLY = ['typescript', 'tsx', 'vite', 'vitest', '@playwright/test', 'drizzle-kit'];
const ADMIN = { email: 'bundle-admin@example.org', password: 'bundle-password-123' };
const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const ARCHIVE_ZONE = 'Europe/Vienna'; // the server's default TIME_ZONE

const work = mkdtempSync(path.join(os.tmpdir(), 'lesesaal-test-bundle-'));
const dir = path.join(work, name);
const dataDir = path.join(work, 'data');
const figures = [];
let passed = 0;
let failed = 0;
/** The server process of the moment (killed with its process group if a check fails). */
let server = null;

class CheckFailed extends Error {}

function assert(condition, message) {
  if (!condition) throw new CheckFailed(message);
}

async function check(label, fn) {
  const t0 = Date.now();
  try {
    const detail = await fn();
    passed++;
    console.log(`ok    ${label}${detail ? ` — ${detail}` : ''} (${seconds(t0)})`);
  } catch (err) {
    failed++;
    console.log(`FAIL  ${label} (${seconds(t0)})`);
    console.log(`      ${err instanceof CheckFailed ? err.message : (err?.stack ?? err)}`);
    throw new CheckFailed(label);
  }
}

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const mib = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

/** The environment without the calling npm's settings (npm_config_*, npm_package_*, …). */
function cleanEnv() {
  return Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith('npm_')),
  );
}

function run(command, args, cwd, env = cleanEnv()) {
  const result = spawnSync(command, args, { cwd, env, stdio: 'inherit' });
  assert(result.status === 0, `${command} ${args.join(' ')} exited ${result.status}`);
}

function sizeOf(file) {
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(file).reduce((sum, entry) => sum + sizeOf(path.join(file, entry)), 0);
}

/** Every `node_modules/<name>` (scoped too) below `modules`, at any depth. */
function installedPackages(modules, found = new Set()) {
  if (!existsSync(modules)) return found;
  for (const entry of readdirSync(modules)) {
    if (entry.startsWith('.')) continue;
    const names = entry.startsWith('@')
      ? readdirSync(path.join(modules, entry)).map((sub) => `${entry}/${sub}`)
      : [entry];
    for (const pkg of names) {
      found.add(pkg);
      installedPackages(path.join(modules, pkg, 'node_modules'), found);
    }
  }
  return found;
}

/** Files below `dir` whose name matches. */
function filesMatching(start, pattern, out = []) {
  for (const entry of readdirSync(start, { withFileTypes: true })) {
    const file = path.join(start, entry.name);
    if (entry.isDirectory()) filesMatching(file, pattern, out);
    else if (pattern.test(entry.name)) out.push(file);
  }
  return out;
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** `YYYY-MM-DD`, `n` days after today in the archive's zone. */
function dayAfterToday(n) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: ARCHIVE_ZONE }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

/**
 * Starts `command` in its own process group with nothing but the server's settings (PATH and
 * HOME for npm and node) and waits until /readyz answers 200; its output is kept.
 */
async function startServer(command, args, cwd) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? os.homedir(),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    BOT_PROTECTION: 'off',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  };
  const t0 = Date.now();
  const child = spawn(command, args, {
    cwd,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => (output = (output + chunk.toString()).slice(-65_536));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let dead = false;
  void exited.then(() => (dead = true));
  server = { child, url, exited, log: () => output };
  const deadline = Date.now() + 120_000;
  for (;;) {
    assert(!dead, `the server exited before it was ready:\n${output}`);
    assert(Date.now() < deadline, `/readyz did not answer 200 within 120 s:\n${output}`);
    const ok = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(5_000) }).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, readyMs: Date.now() - t0 };
}

/** True while any process of the group led by `pid` is left. */
function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * SIGTERM to the process started (npm passes it on to the server): it and everything it
 * started must be gone within 15 s, after the server's graceful close, and nothing answers
 * on the port any more.
 */
async function stopServer() {
  const { child, exited, url } = server;
  const t0 = Date.now();
  child.kill('SIGTERM');
  const result = await Promise.race([
    exited,
    new Promise((resolve) => setTimeout(() => resolve(null), 15_000)),
  ]);
  assert(result !== null, `no exit within 15 s of SIGTERM:\n${server.log()}`);
  while (groupAlive(child.pid) && Date.now() - t0 < 15_000)
    await new Promise((resolve) => setTimeout(resolve, 100));
  assert(!groupAlive(child.pid), `a process is left 15 s after SIGTERM:\n${server.log()}`);
  const answers = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) }).then(
    () => true,
    () => false,
  );
  assert(!answers, 'the server still answers after SIGTERM');
  const log = server.log();
  assert(log.includes('shutting down'), `the server did not log its graceful close:\n${log}`);
  assert(!log.includes('error during shutdown'), `the close failed:\n${log}`);
  server = null;
  return `gone in ${seconds(t0)}, exit ${result.code ?? result.signal}`;
}

/** Kills whatever of a server is left (its whole process group); for the failure path. */
function killServer() {
  if (!server) return;
  try {
    process.kill(-server.child.pid, 'SIGKILL');
  } catch {
    // already gone
  }
  server = null;
}

/** One HTTP call; its status must be `expected`. Answers the body (JSON when it is JSON). */
async function call(url, { method = 'GET', body, form, cookie, expected = 200 } = {}) {
  const headers = { ...XHR, ...(cookie ? { cookie } : {}) };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(url, {
    method,
    headers,
    body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  assert(
    res.status === expected,
    `${method} ${new URL(url).pathname} answered ${res.status} (expected ${expected}): ${text.slice(0, 500)}`,
  );
  const type = res.headers.get('content-type') ?? '';
  return { res, text, json: type.includes('json') ? JSON.parse(text) : undefined };
}

const ICS = (date) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Lesesaal//bundle test//EN',
    'BEGIN:VEVENT',
    'UID:bundle-test@lesesaal.example.org',
    'DTSTAMP:20260101T000000Z',
    `DTSTART;VALUE=DATE:${date.replaceAll('-', '')}`,
    'SUMMARY:Bundle test holiday',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');

const PLAN_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100">' +
  '<rect x="10" y="10" width="280" height="80" fill="#ccc"/></svg>';

async function main() {
  console.log(`Bundle test in ${work} (Node ${process.version})\n`);

  await check('npm run bundle writes the bundle', () => {
    const t0 = Date.now();
    run(npm, ['run', 'bundle'], root, process.env);
    assert(existsSync(bundleFile), `${bundleFile} is missing`);
    figures.push([
      'bundle size',
      `${mib(statSync(bundleFile).size)} (${statSync(bundleFile).size} bytes)`,
    ]);
    figures.push(['npm run bundle', seconds(t0)]);
    return path.relative(root, bundleFile);
  });

  await check('unpacks to lesesaal-<version>/ with the files of the contract', () => {
    run('tar', ['-xzf', bundleFile, '-C', work], root);
    const required = [
      'package.json',
      'package-lock.json',
      'README.md',
      'packages/server/dist/server.js',
      'packages/server/dist/cli.js',
      'packages/server/dist/modules/holidays/ical-worker.js',
      'packages/server/dist/modules/seat-plan/plan-render-child.js',
      'packages/server/dist/db/migrations/meta/_journal.json',
      'packages/domain/dist/dates.js',
      'packages/web/dist/index.html',
    ];
    const missing = required.filter((file) => !existsSync(path.join(dir, file)));
    assert(missing.length === 0, `missing: ${missing.join(', ')}`);
    const typescript = filesMatching(dir, /\.(c|m)?tsx?$/);
    assert(
      typescript.length === 0,
      `TypeScript files in the bundle: ${typescript.slice(0, 5).join(', ')}`,
    );
    const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    const repo = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
    assert(
      JSON.stringify(pkg.workspaces) === JSON.stringify(['packages/domain', 'packages/server']),
      `workspaces: ${JSON.stringify(pkg.workspaces)}`,
    );
    assert(
      !pkg.devDependencies && !pkg.dependencies,
      'the root package.json declares dependencies',
    );
    assert(
      JSON.stringify(pkg.engines) === JSON.stringify(repo.engines),
      `engines ${JSON.stringify(pkg.engines)}, repository ${JSON.stringify(repo.engines)}`,
    );
    for (const ws of ['server', 'domain']) {
      const wsPkg = JSON.parse(readFileSync(path.join(dir, `packages/${ws}/package.json`), 'utf8'));
      assert(!wsPkg.devDependencies, `packages/${ws}/package.json declares devDependencies`);
    }
    figures.push(['unpacked (before install)', mib(sizeOf(dir))]);
    return `${filesMatching(dir, /\.js$/).length} .js files`;
  });

  await check('npm ci --omit=dev installs it', () => {
    const t0 = Date.now();
    run(npm, ['ci', '--omit=dev', '--no-audit', '--no-fund'], dir);
    figures.push(['npm ci --omit=dev', seconds(t0)]);
    figures.push(['node_modules', mib(sizeOf(path.join(dir, 'node_modules')))]);
    return seconds(t0);
  });

  await check('no development tool was installed', () => {
    const installed = installedPackages(path.join(dir, 'node_modules'));
    const found = DEV_ONLY.filter((pkg) => installed.has(pkg));
    assert(found.length === 0, `installed: ${found.join(', ')}`);
    return `${installed.size} packages, none of ${DEV_ONLY.join(', ')}`;
  });

  let url = '';
  await check('npm start: /readyz answers 200 on the embedded database', async () => {
    const started = await startServer(npm, ['start'], dir);
    url = started.url;
    figures.push(['start to ready (new database)', `${(started.readyMs / 1000).toFixed(1)} s`]);
    return `${(started.readyMs / 1000).toFixed(1)} s`;
  });

  await check('serves the web app at / and its scripts', async () => {
    const page = await call(`${url}/`);
    assert(
      (page.res.headers.get('content-type') ?? '').startsWith('text/html'),
      `content-type ${page.res.headers.get('content-type')}`,
    );
    assert(!page.text.includes('not built yet'), 'the server says the web app is not built');
    const script = /<script[^>]+src="([^"]+\.js)"/.exec(page.text)?.[1];
    assert(script, `no script in the page: ${page.text.slice(0, 300)}`);
    const js = await call(new URL(script, `${url}/`).href);
    assert(
      (js.res.headers.get('content-type') ?? '').includes('javascript'),
      `${script}: content-type ${js.res.headers.get('content-type')}`,
    );
    return script;
  });

  await check('serves the API: /api/docs/json and /api/rooms', async () => {
    const doc = await call(`${url}/api/docs/json`);
    assert(doc.json?.openapi?.startsWith('3.'), 'not an OpenAPI document');
    const rooms = await call(`${url}/api/rooms`);
    assert(Array.isArray(rooms.json?.content), `/api/rooms: ${rooms.text.slice(0, 200)}`);
    return `${Object.keys(doc.json.paths).length} paths`;
  });

  let cookie = '';
  let roomId = 0;
  let slotId = 0;
  const date = dayAfterToday(2);
  await check('staff sign in and create a room and a slot', async () => {
    const login = await call(`${url}/api/auth/login`, {
      method: 'POST',
      body: ADMIN,
      expected: 204,
    });
    cookie = login.res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    assert(cookie, 'the login set no cookie');
    const room = await call(`${url}/api/admin/rooms`, {
      method: 'POST',
      cookie,
      expected: 201,
      body: {
        name: 'Bundle test',
        description: 'made by npm run test:bundle',
        capacity: 10,
        openStart: { type: 'DAY', value: 0 },
        openEnd: { type: 'DAY', value: 365 },
      },
    });
    roomId = room.json.id;
    const slots = await call(`${url}/api/admin/rooms/${roomId}/timeslots`, {
      method: 'POST',
      cookie,
      expected: 201,
      body: {
        startTime: '09:00',
        endTime: '12:00',
        startDate: date,
        daysOfWeek: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'],
        includeHolidays: true,
        capacity: 5,
      },
    });
    slotId = slots.json.createdTimeSlots[0].id;
    return `room ${roomId}, slot ${slotId} on ${date}`;
  });

  await check('a visitor holds a seat and books it: the ticket is BOOKED', async () => {
    const hold = await call(`${url}/api/transactions`, {
      method: 'POST',
      body: { timeSlotId: slotId },
      expected: 201,
    });
    const transactionId = hold.json.transactionId;
    assert(transactionId, `no transactionId: ${hold.text}`);
    const booked = await call(`${url}/api/transactions/${transactionId}/booking`, {
      method: 'PUT',
      body: {
        salutation: 'MS',
        firstName: 'Erika',
        lastName: 'Muster',
        email: 'erika.muster@example.org',
        phone: '+43123456',
        accessibility: false,
        language: 'en',
      },
    });
    const [ticket] = booked.json.tickets;
    assert(booked.json.tickets.length === 1, `${booked.json.tickets.length} tickets`);
    assert(ticket.status === 'BOOKED', `ticket status ${ticket.status}`);
    assert(ticket.bookingNumber, 'no booking number');
    const calendar = await call(
      `${url}/api/rooms/${roomId}/booking?fromDate=${date}&untilDate=${date}`,
    );
    const slot = calendar.json.find((s) => s.id === slotId);
    assert(slot?.ticketCount === 1, `the calendar counts ${slot?.ticketCount} tickets`);
    return `booking number ${ticket.bookingNumber}`;
  });

  await check('holiday import runs in its worker thread (ical-worker.js)', async () => {
    const form = new FormData();
    form.append('file', new Blob([ICS(dayAfterToday(200))], { type: 'text/calendar' }), 'h.ics');
    const imported = await call(`${url}/api/admin/holidays/ical`, { method: 'POST', cookie, form });
    assert(imported.json.importedHolidays === 1, `imported: ${imported.text}`);
    return imported.text;
  });

  await check('an SVG seat plan is drawn in its child process (plan-render-child.js)', async () => {
    const form = new FormData();
    form.append('image', new Blob([PLAN_SVG], { type: 'image/svg+xml' }), 'plan.svg');
    form.append('alt', 'Plan of the bundle test room');
    const plan = await call(`${url}/api/admin/rooms/${roomId}/seat-plan`, {
      method: 'PUT',
      cookie,
      form,
    });
    assert(plan.json.planWidth > 0 && plan.json.planUrl, `answer: ${plan.text}`);
    return `${plan.json.planWidth}×${plan.json.planHeight} PNG`;
  });

  await check('SIGTERM stops it', stopServer);

  await check('node <bundle>/packages/server/dist/server.js from another directory', async () => {
    const again = await startServer(
      process.execPath,
      [path.join(dir, 'packages/server/dist/server.js')],
      os.tmpdir(),
    );
    figures.push(['start to ready (existing database)', `${(again.readyMs / 1000).toFixed(1)} s`]);
    const page = await call(`${again.url}/`);
    assert(!page.text.includes('not built yet'), 'the web app is not found from another directory');
    const calendar = await call(
      `${again.url}/api/rooms/${roomId}/booking?fromDate=${date}&untilDate=${date}`,
    );
    const slot = calendar.json.find((s) => s.id === slotId);
    assert(slot?.ticketCount === 1, `after the restart the calendar counts ${slot?.ticketCount}`);
    await stopServer();
    return `ready in ${(again.readyMs / 1000).toFixed(1)} s, booking kept`;
  });

  await check('npm run cli -- user list (the server stopped) lists the admin', () => {
    const result = spawnSync(npm, ['run', '--silent', 'cli', '--', 'user', 'list'], {
      cwd: dir,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? os.homedir(),
        DATA_DIR: dataDir,
      },
      encoding: 'utf8',
      timeout: 120_000,
    });
    assert(result.status === 0, `exit ${result.status}: ${result.stdout}${result.stderr}`);
    assert(
      result.stdout.includes(`${ADMIN.email}\tADMIN`),
      `the admin is not listed: ${result.stdout}${result.stderr}`,
    );
    return result.stdout.trim().split('\n').join(', ');
  });
}

let code = 0;
try {
  await main();
} catch (err) {
  code = 1;
  if (!(err instanceof CheckFailed)) console.error(err);
  if (server) console.log(`\nServer output (last part):\n${server.log().slice(-4000)}`);
} finally {
  killServer();
  rmSync(work, { recursive: true, force: true });
}
figures.push(['whole test', seconds(started)]);
console.log('\nFigures');
for (const [label, value] of figures) console.log(`  ${label.padEnd(36)} ${value}`);
console.log(`\nbundle: ${passed} passed, ${failed} failed`);
process.exit(code);
