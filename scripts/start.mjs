// `npm start`: builds the web app when it is missing, then runs the server (TypeScript via
// tsx, no separate server build). `npm run demo` passes --demo: demo rooms and slots.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const [major] = process.versions.node.split('.').map(Number);
if (major < 22) {
  console.warn(
    `Node ${process.versions.node} is past its end of life; Lesesaal supports Node 22 and 24 LTS ` +
      '(package.json, "engines"). It still starts here, for trying it out.',
  );
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

if (!existsSync(path.join(root, 'packages/web/dist/index.html'))) {
  console.log('Building the web app (first start) …');
  const build = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const child = spawn(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'packages/server/src/server.ts'), ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
