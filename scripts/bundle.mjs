// `npm run bundle`: the production bundle, one file dist/lesesaal-<version>.tgz that runs with
// Node alone (docs/deployment.md, "The bundle"; why it is built this way:
// docs/decisions/bundle.md). Unpacked it is a directory lesesaal-<version>/ holding
//
//   packages/server/dist/   the server as plain JavaScript (entry: server.js, cli.js) and its
//                           SQL migrations (db/migrations, where db/client.js looks for them)
//   packages/domain/dist/   the rules shared with the web app, as plain JavaScript
//   packages/web/dist/      the built web app (built here first when missing or older than
//                           its sources)
//   package.json, package-lock.json   the runtime dependencies only (server and domain),
//                           locked at the versions of the repository's lock file
//   README.md, .env.example, CHANGELOG.md, LICENSE and LICENSES/
//
// so that `npm ci --omit=dev && npm start` works in it. The server and domain are compiled by
// the TypeScript compiler (packages/server/tsconfig.build.json, type-checked on the way); as
// the sources import each other without extensions, each relative import is written as the
// .js file the compiler resolved it to. The build refuses a runtime import of a package that
// is not a declared dependency, and a lock file whose versions differ from the repository's.
//
//   npm run bundle              # → dist/lesesaal-<version>.tgz
import { spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { isBuiltin } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { createGzip } from 'node:zlib';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const started = Date.now();

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const writeJson = (file, value) => writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** Fails the build with a message (no stack: the message says what to do). */
class BundleError extends Error {}

/** The environment for npm in the staging directory: none of the calling npm's settings. */
function cleanEnv() {
  return Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith('npm_')),
  );
}

function run(command, args, cwd, env = process.env) {
  const result = spawnSync(command, args, { cwd, env, stdio: 'inherit' });
  if (result.status !== 0)
    throw new BundleError(
      `${command} ${args.join(' ')} failed (exit ${result.status ?? 'signal'})`,
    );
}

const rootPackage = readJson(path.join(root, 'package.json'));
const serverPackage = readJson(path.join(root, 'packages/server/package.json'));
const domainPackage = readJson(path.join(root, 'packages/domain/package.json'));
const name = `lesesaal-${rootPackage.version}`;
const bundleFile = path.join(root, 'dist', `${name}.tgz`);

// ---------------------------------------------------------------------------------------------
// The web app: built when missing or older than any of its sources (its own files, the domain)

function newestIn(dir) {
  if (!existsSync(dir)) return 0;
  const stat = statSync(dir);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    newest = Math.max(newest, newestIn(path.join(dir, entry.name)));
  }
  return newest;
}

function ensureWebApp() {
  const index = path.join(root, 'packages/web/dist/index.html');
  const sources = Math.max(
    newestIn(path.join(root, 'packages/web')),
    newestIn(path.join(root, 'packages/domain/src')),
  );
  if (existsSync(index) && statSync(index).mtimeMs >= sources) {
    console.log('Web app: packages/web/dist is up to date.');
    return;
  }
  console.log(
    existsSync(index)
      ? 'Web app: older than its sources, building it …'
      : 'Web app: not built, building it …',
  );
  run(npm, ['run', 'build'], root);
}

// ---------------------------------------------------------------------------------------------
// Server and domain: compiled by the TypeScript compiler, one .js per .ts

const PACKAGES_DIR = path.join(root, 'packages');
const COMPILED = ['server', 'domain'];

/** `server` or `domain` for a source file of those packages, else null. */
function packageOf(file) {
  const relative = path.relative(PACKAGES_DIR, file).split(path.sep);
  return COMPILED.includes(relative[0]) && relative[1] === 'src' ? relative[0] : null;
}

/** `@scope/name` or `name` of a bare import specifier. */
function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

const isImportMetaUrl = (node) =>
  ts.isPropertyAccessExpression(node) &&
  ts.isMetaProperty(node.expression) &&
  node.expression.keywordToken === ts.SyntaxKind.ImportKeyword &&
  node.name.text === 'url';

function compile(stage) {
  const configFile = path.join(root, 'packages/server/tsconfig.build.json');
  const host = {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new BundleError(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    },
  };
  const config = ts.getParsedCommandLineOfConfigFile(configFile, {}, host);
  const format = (diagnostics) =>
    ts.formatDiagnostics(diagnostics, {
      getCanonicalFileName: (f) => f,
      getCurrentDirectory: () => root,
      getNewLine: () => '\n',
    });
  if (config.errors.length > 0) throw new BundleError(format(config.errors));
  const options = config.options;
  const program = ts.createProgram({ rootNames: config.fileNames, options });
  const diagnostics = ts.getPreEmitDiagnostics(program);
  if (diagnostics.length > 0) throw new BundleError(format(diagnostics));

  const allowed = {
    server: new Set(Object.keys(serverPackage.dependencies ?? {})),
    domain: new Set(Object.keys(domainPackage.dependencies ?? {})),
  };
  const problems = [];
  /** Files started by path at run time (`new URL('./x.js', import.meta.url)`): must exist. */
  const urlTargets = [];
  let rewritten = 0;

  /** `./x` → `./x.js`, `./dir` → `./dir/index.js`: the file the compiler resolved it to. */
  function resolvedSpecifier(specifier, from) {
    const resolved = ts.resolveModuleName(specifier, from, options, ts.sys).resolvedModule;
    const file = resolved?.resolvedFileName;
    // a JSON module (the text catalogue's files: `with { type: 'json' }`) keeps its name; the
    // compiler writes it beside the code that imports it
    if (file?.endsWith('.json') && packageOf(file) === packageOf(from)) return specifier;
    if (!file || !file.endsWith('.ts') || file.endsWith('.d.ts')) {
      problems.push(`${path.relative(root, from)}: cannot resolve '${specifier}' to a .ts file`);
      return specifier;
    }
    if (packageOf(file) !== packageOf(from)) {
      problems.push(`${path.relative(root, from)}: '${specifier}' leaves its package`);
      return specifier;
    }
    let relative = path.relative(path.dirname(from), file).split(path.sep).join('/');
    if (!relative.startsWith('.')) relative = `./${relative}`;
    rewritten++;
    return relative.replace(/\.ts$/, '.js');
  }

  // Runs on the emitted JavaScript (type-only imports are gone by then).
  const rewriteImports = (context) => (sourceFile) => {
    const from = sourceFile.fileName;
    const owner = packageOf(from);
    const factory = context.factory;
    const specifier = (literal) => {
      const text = literal.text;
      if (owner === null) {
        problems.push(`${path.relative(root, from)} is not a source of server or domain`);
        return literal;
      }
      if (text.startsWith('./') || text.startsWith('../'))
        return factory.createStringLiteral(resolvedSpecifier(text, from));
      if (!isBuiltin(text) && !allowed[owner].has(packageName(text)))
        problems.push(
          `${path.relative(root, from)} imports '${text}', which is not a dependency of ` +
            `packages/${owner}/package.json (the bundle installs dependencies only)`,
        );
      return literal;
    };
    const visit = (node) => {
      if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier))
        return factory.updateImportDeclaration(
          node,
          node.modifiers,
          node.importClause,
          specifier(node.moduleSpecifier),
          node.attributes,
        );
      if (
        ts.isExportDeclaration(node) &&
        node.moduleSpecifier &&
        ts.isStringLiteral(node.moduleSpecifier)
      )
        return factory.updateExportDeclaration(
          node,
          node.modifiers,
          node.isTypeOnly,
          node.exportClause,
          specifier(node.moduleSpecifier),
          node.attributes,
        );
      if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        node.arguments[0] &&
        ts.isStringLiteral(node.arguments[0])
      )
        return factory.updateCallExpression(node, node.expression, node.typeArguments, [
          specifier(node.arguments[0]),
          ...node.arguments.slice(1),
        ]);
      if (
        ts.isNewExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'URL' &&
        node.arguments?.length === 2 &&
        isImportMetaUrl(node.arguments[1])
      ) {
        const collect = (n) => {
          if (ts.isStringLiteral(n) && n.text.endsWith('.js'))
            urlTargets.push({ from, target: n.text });
          ts.forEachChild(n, collect);
        };
        collect(node.arguments[0]);
      }
      return ts.visitEachChild(node, visit, context);
    };
    return ts.visitNode(sourceFile, visit);
  };

  const outDir = options.outDir;
  let files = 0;
  /** <outDir>/<server|domain>/src/<rest>.js → <stage>/packages/<server|domain>/dist/<rest>.js */
  const writeFile = (fileName, text) => {
    const [pkg, src, ...rest] = path.relative(outDir, fileName).split(path.sep);
    if (!COMPILED.includes(pkg) || src !== 'src')
      throw new BundleError(`unexpected compiler output ${fileName}`);
    const target = path.join(stage, 'packages', pkg, 'dist', ...rest);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, text);
    files++;
  };
  const emitted = program.emit(undefined, writeFile, undefined, false, {
    after: [rewriteImports],
  });
  if (emitted.emitSkipped || emitted.diagnostics.length > 0)
    throw new BundleError(format(emitted.diagnostics) || 'the compiler emitted nothing');

  for (const { from, target } of urlTargets) {
    const pkg = packageOf(from);
    const sourceDir = path.relative(path.join(PACKAGES_DIR, pkg, 'src'), path.dirname(from));
    const file = path.join(stage, 'packages', pkg, 'dist', sourceDir, target);
    if (!existsSync(file))
      problems.push(`${path.relative(root, from)} starts '${target}', which was not compiled`);
  }
  if (problems.length > 0) throw new BundleError(problems.join('\n'));
  console.log(
    `Compiled: ${files} files (${rewritten} relative imports given their .js), ` +
      `${urlTargets.length} files started by path found.`,
  );
}

// ---------------------------------------------------------------------------------------------
// Package files and the lock file

function writePackageFiles(stage) {
  const pick = (pkg, keys) =>
    Object.fromEntries(keys.filter((k) => pkg[k] !== undefined).map((k) => [k, pkg[k]]));
  writeJson(path.join(stage, 'package.json'), {
    ...pick(rootPackage, ['name', 'version', 'private', 'description', 'type', 'license']),
    engines: rootPackage.engines,
    workspaces: ['packages/domain', 'packages/server'],
    // `exec`: npm runs a script through sh, and Debian's sh (dash) passes no SIGTERM on to
    // its child; with exec the server is npm's own child and gets the signal npm forwards
    scripts: {
      start: 'exec node packages/server/dist/server.js',
      demo: 'exec node packages/server/dist/server.js --demo',
      cli: 'exec node packages/server/dist/cli.js',
    },
  });
  writeJson(path.join(stage, 'packages/server/package.json'), {
    ...pick(serverPackage, ['name', 'version', 'private', 'license', 'type', 'engines']),
    main: 'dist/server.js',
    dependencies: serverPackage.dependencies,
  });
  writeJson(path.join(stage, 'packages/domain/package.json'), {
    ...pick(domainPackage, ['name', 'version', 'private', 'license', 'type', 'engines']),
    exports: { './*': './dist/*.js' },
    dependencies: domainPackage.dependencies,
  });
}

/** name@version of every installed package a lock file names (its `node_modules/…` entries). */
function lockedVersions(lock) {
  const versions = new Map();
  for (const [where, entry] of Object.entries(lock.packages)) {
    if (!where.includes('node_modules/') || entry.link) continue;
    const name = entry.name ?? where.slice(where.lastIndexOf('node_modules/') + 13);
    versions.set(where, `${name}@${entry.version}`);
  }
  return versions;
}

/**
 * The repository's lock file, pruned by npm itself to what the bundle's package files need:
 * npm keeps the locked version of every package that stays (it only drops entries), so the
 * bundle installs the versions the tests ran with. Checked: every package of the new lock is
 * in the repository's lock with the same version, at the same place.
 */
function writeLockFile(stage) {
  const repositoryLock = readJson(path.join(root, 'package-lock.json'));
  writeJson(path.join(stage, 'package-lock.json'), repositoryLock);
  run(
    npm,
    ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund'],
    stage,
    cleanEnv(),
  );
  const before = lockedVersions(repositoryLock);
  const after = lockedVersions(readJson(path.join(stage, 'package-lock.json')));
  const drifted = [...after].filter(([where, what]) => before.get(where) !== what);
  if (drifted.length > 0)
    throw new BundleError(
      `the bundle's lock file differs from package-lock.json:\n${drifted
        .map(([where, what]) => `  ${where}: ${what} (repository: ${before.get(where) ?? 'none'})`)
        .join('\n')}\nRun npm install in the repository so its lock file is current.`,
    );
  console.log(
    `Lock file: ${after.size} packages (of ${before.size} in the repository's), same versions.`,
  );
}

// ---------------------------------------------------------------------------------------------
// README, configuration reference, changelog

function commitOf() {
  const result = spawnSync('git', ['log', '-1', '--format=%H %ct'], {
    cwd: root,
    encoding: 'utf8',
  });
  const [hash, time] = result.status === 0 ? result.stdout.trim().split(' ') : [];
  return { hash: hash || 'unknown', time: Number(time) || Math.floor(Date.now() / 1000) };
}

function writeTexts(stage, commit) {
  const engines = rootPackage.engines?.node ?? 'see package.json';
  writeFileSync(
    path.join(stage, 'README.md'),
    `# Lesesaal ${rootPackage.version}

Seat and appointment reservation for archive reading rooms: the production bundle, built
from commit ${commit.hash}. It needs Node.js ${engines} and npm; no TypeScript tooling,
no build step.

\`\`\`sh
npm ci --omit=dev          # the runtime dependencies, exactly as locked
npm start                  # or: node packages/server/dist/server.js (from any directory)
\`\`\`

The server listens on \`HOST\`:\`PORT\` (default 0.0.0.0:3000) and keeps its embedded
database in \`DATA_DIR\` (default \`./data\`, relative to the working directory) unless
\`DATABASE_URL\` names a PostgreSQL server. Every setting is an environment variable;
\`.env.example\` lists them all. On the first start the server creates a staff account
(\`ADMIN_EMAIL\`/\`ADMIN_PASSWORD\`, or \`admin@localhost\` with a password printed once).
\`npm run demo\` adds demo rooms and slots; \`npm run cli -- user add EMAIL ROLE\` manages staff
accounts (stop the server first when it runs on the embedded database).

Health: \`/healthz\` (alive), \`/readyz\` (database reachable, migrations applied). API
reference: \`/api/docs\`. What changed: CHANGELOG.md. The repository's docs/deployment.md
says more about running it.
`,
  );
  for (const file of ['.env.example', 'CHANGELOG.md', 'LICENSE', 'LICENSES'])
    if (existsSync(path.join(root, file)))
      cpSync(path.join(root, file), path.join(stage, file), { recursive: true });
}

// ---------------------------------------------------------------------------------------------
// The archive: entries sorted, owned by root, dated at the commit, gzip without a time stamp,
// so the same commit gives the same bytes

async function pack(work, commit) {
  mkdirSync(path.dirname(bundleFile), { recursive: true });
  const partial = `${bundleFile}.partial`;
  const tar = spawn(
    'tar',
    [
      '--sort=name',
      '--owner=0',
      '--group=0',
      '--numeric-owner',
      `--mtime=@${commit.time}`,
      '-cf',
      '-',
      '-C',
      work,
      name,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = new Promise((resolve) => tar.once('close', resolve));
  try {
    await pipeline(tar.stdout, createGzip({ level: 9 }), createWriteStream(partial));
    const status = await exited;
    if (status !== 0) throw new BundleError(`tar failed (exit ${status})`);
    renameSync(partial, bundleFile);
  } finally {
    rmSync(partial, { force: true });
  }
}

// ---------------------------------------------------------------------------------------------

const work = mkdtempSync(path.join(os.tmpdir(), 'lesesaal-bundle-'));
try {
  const stage = path.join(work, name);
  mkdirSync(stage);
  const commit = commitOf();
  ensureWebApp();
  compile(stage);
  cpSync(
    path.join(root, 'packages/server/src/db/migrations'),
    path.join(stage, 'packages/server/dist/db/migrations'),
    { recursive: true },
  );
  cpSync(path.join(root, 'packages/web/dist'), path.join(stage, 'packages/web/dist'), {
    recursive: true,
  });
  writePackageFiles(stage);
  writeLockFile(stage);
  writeTexts(stage, commit);
  await pack(work, commit);
  const size = statSync(bundleFile).size;
  console.log(
    `\nBundle: ${path.relative(root, bundleFile)} (${(size / 1024 / 1024).toFixed(1)} MiB, ` +
      `${size} bytes) in ${seconds(started)}`,
  );
} catch (err) {
  if (!(err instanceof BundleError)) throw err;
  console.error(`\nnpm run bundle failed:\n${err.message}`);
  process.exitCode = 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
