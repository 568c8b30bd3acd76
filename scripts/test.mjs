// `npm test`: every tier, in order, stopping at the first failure:
// typecheck, lint, the dependency check (knip: no declared dependency that nothing imports,
// no import of an undeclared one), Vitest (domain, server on PGlite and — with
// TEST_DATABASE_URL — on PostgreSQL, web components), then the Playwright journeys in
// Debian's Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

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
run('typecheck', npm, ['run', 'typecheck']);
run('lint', npm, ['run', 'lint']);
run('dependencies (knip)', npm, ['run', 'lint:deps']);
run('unit, server and component tests (vitest)', npm, ['run', 'test:unit']);
if (!existsSync(path.join(root, 'packages/web/dist/index.html')))
  run('web build', npm, ['run', 'build']);
if (process.env.SKIP_E2E === '1') {
  console.log('\nSKIP_E2E=1: end-to-end journeys skipped.');
} else {
  run('end-to-end journeys (playwright, chromium)', npm, ['run', 'test:e2e']);
}
