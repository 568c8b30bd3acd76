// `npm test`: every tier, in order, stopping at the first failure:
// the static checks — typecheck, lint, the dependency check (knip: no declared dependency that
// nothing imports, no import of an undeclared one) — side by side (each is one process on one
// core; their output is printed when each ends), then Vitest (domain, server on PGlite and —
// with TEST_DATABASE_URL — on PostgreSQL, web components), then the Playwright journeys in
// Debian's Chromium.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs the commands at the same time; prints each one's output when it ends. */
async function runTogether(jobs) {
  const started = Date.now();
  const results = await Promise.all(
    jobs.map(
      ({ label, args }) =>
        new Promise((resolve) => {
          const child = spawn(npm, args, { cwd: root, env: process.env });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (status) => {
            const seconds = ((Date.now() - started) / 1000).toFixed(1);
            console.log(`\n=== ${label} ===`);
            process.stdout.write(Buffer.concat(output));
            console.log(
              status === 0
                ? `--- ${label}: ok (${seconds}s)`
                : `\n${label} failed after ${seconds}s`,
            );
            resolve(status);
          });
        }),
    ),
  );
  const failed = results.find((status) => status !== 0);
  if (failed !== undefined) process.exit(failed ?? 1);
}

function run(label, command, args) {
  const started = Date.now();
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n${label} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`--- ${label}: ok (${seconds}s)`);
}

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: server tests run on PGlite only (CI runs both).');
}
await runTogether([
  { label: 'typecheck', args: ['run', 'typecheck'] },
  { label: 'lint', args: ['run', 'lint'] },
  { label: 'dependencies (knip)', args: ['run', 'lint:deps'] },
]);
run('unit, server and component tests (vitest)', npm, ['run', 'test:unit']);
if (!existsSync(path.join(root, 'packages/web/dist/index.html')))
  run('web build', npm, ['run', 'build']);
if (process.env.SKIP_E2E === '1') {
  console.log('\nSKIP_E2E=1: end-to-end journeys skipped.');
} else {
  run('end-to-end journeys (playwright, chromium)', npm, ['run', 'test:e2e']);
}
