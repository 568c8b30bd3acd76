// `npm run -s sbom > lesesaal.cdx.json` (-s keeps npm's own two lines out of the JSON): a
// CycloneDX SBOM, on stdout, of what Lesesaal ships — the server's and the web app's runtime
// dependencies, transitively, and its own three packages (domain, server, web); no
// devDependencies, no test or bench tools. The web's dependencies count: they are bundled
// into the static app that browsers download.
//
// npm writes the SBOM (`npm sbom --sbom-format cyclonedx`). Its `--omit dev` is not used: it
// also drops a production package that any dev tool uses too (pg, PGlite, otpauth, ajv … here;
// npm/cli#7909). Instead the whole tree's SBOM is cut down to the packages that
// `npm ci --omit=dev` installs — the lock file's entries that are neither dev nor devOptional
// — the same set the licence test checks (packages/server/src/licences.lint.test.ts).
// Platform packages (sharp's libvips, argon2's binding) appear for the platform this runs on.
// docs/decisions/licensing.md, "SBOM".
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const readJson = (file) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

const rootPackage = readJson('package.json');
const lock = readJson('package-lock.json');

/** Workspaces that are shipped: the server, the web app and what they depend on. */
const workspaces = new Map(
  rootPackage.workspaces.map((dir) => [readJson(`${dir}/package.json`).name, dir]),
);
const shipped = new Set(['@lesesaal/server', '@lesesaal/web']);
for (const name of shipped) {
  for (const dependency of Object.keys(
    readJson(`${workspaces.get(name)}/package.json`).dependencies ?? {},
  ))
    if (workspaces.has(dependency)) shipped.add(dependency);
}

/** name@version of every package `npm ci --omit=dev` installs, and of the shipped workspaces. */
const shippedRefs = new Set(
  [...shipped].map((name) => `${name}@${lock.packages[workspaces.get(name)].version}`),
);
const runtime = new Set(shippedRefs);
for (const [location, entry] of Object.entries(lock.packages)) {
  if (!location.includes('node_modules/') || entry.link || entry.dev || entry.devOptional) continue;
  const name = entry.name ?? location.slice(location.lastIndexOf('node_modules/') + 13);
  runtime.add(`${name}@${entry.version}`);
}

const bom = JSON.parse(
  execFileSync(npm, ['sbom', '--sbom-format', 'cyclonedx', '--sbom-type', 'application'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'inherit'],
  }),
);

const rootRef = bom.metadata.component['bom-ref'];
// npm names the root and the workspaces after their folders; their package names are meant
bom.metadata.component.name = rootPackage.name;
bom.components = bom.components.filter((component) => runtime.has(component['bom-ref']));
for (const component of bom.components) {
  if (workspaces.has(component['bom-ref'].replace(/@[^@]*$/, '')))
    component.name = component['bom-ref'].replace(/@[^@]*$/, '');
}
const kept = new Set([rootRef, ...bom.components.map((component) => component['bom-ref'])]);
bom.dependencies = bom.dependencies
  .filter(({ ref }) => kept.has(ref))
  .map(({ ref, dependsOn }) => ({
    ref,
    // the application is its own packages; the root's devDependencies are not part of it
    dependsOn: dependsOn.filter((target) =>
      ref === rootRef ? shippedRefs.has(target) : kept.has(target),
    ),
  }));

process.stdout.write(`${JSON.stringify(bom, null, 2)}\n`);
