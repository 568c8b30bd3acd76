import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AppConfig } from './config';
import type { Db } from './db/client';
import type { ArchiveClock } from './http/types';
import { backgroundJobs } from './jobs/start-jobs';
import type { MailTransport } from './mail/transport';

// The guides tell the truth: every repository path a README or a doc under docs/ names
// exists, every link's #anchor names a heading, every `npm run <script>` is a script, the
// module tables of docs/architecture.md list exactly the server modules and web features
// there are, the background jobs the docs list are the jobs start-jobs.ts starts, and the
// decision index lists every decision record (docs/decisions/documentation.md).

const ROOT = resolve(import.meta.dirname, '../../..');

/** The docs held to the code: the READMEs of the repository and its packages, docs/**. */
function docFiles(): string[] {
  const out = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '-z', '--', '*.md'],
    { cwd: ROOT, encoding: 'utf8' },
  );
  return out
    .split('\0')
    .filter(
      (path) =>
        existsSync(join(ROOT, path)) &&
        (path === 'README.md' ||
          /^packages\/[^/]+\/README\.md$/.test(path) ||
          /^docs\/.+\.md$/.test(path)),
    )
    .sort();
}

/**
 * Where a short path in backticks may start: the doc's own folder, the repository, and the
 * source folders the docs abbreviate (`seat-core/take-seat.ts` is a server module's file,
 * `booking/seat-need.ts` a web feature's, `tickets/seat-rule.ts` the domain's).
 */
const SOURCE_ROOTS = [
  '',
  'packages/server',
  'packages/server/src',
  'packages/server/src/modules',
  'packages/web',
  'packages/web/src',
  'packages/web/src/features',
  'packages/domain',
  'packages/domain/src',
  'e2e',
];

/**
 * Paths the docs name that are not in the repository on purpose and git does not ignore
 * either (what a build or a start writes is ignored: `data/`, `dist/`, `bench/results/`).
 */
const NOT_REPOSITORY_PATHS: ReadonlySet<string> = new Set<string>([]);

/** Whether git ignores `path` (relative to the repository): output of a build, a run, a test. */
function ignoredByGit(path: string): boolean {
  try {
    execFileSync('git', ['check-ignore', '--no-index', '-q', path], { cwd: ROOT });
    return true;
  } catch {
    return false;
  }
}

/** The top folders of the repository: a bare word starting with one of them is a path. */
function topFolders(): string[] {
  return readdirSync(ROOT).filter(
    (name) =>
      !name.startsWith('.') &&
      name !== 'node_modules' &&
      name !== 'dist' &&
      statSync(join(ROOT, name)).isDirectory(),
  );
}

const FILE_LIKE = /\.[A-Za-z][A-Za-z0-9]{0,7}$/;

/**
 * Whether a word is meant as a path of the repository: relative (absolute paths are the
 * system's or a URL's), a `/` in it, a file extension or a trailing `/`, no placeholder
 * (`<module>`, `{de,en}`, `*`, `…`) and no URL, option or package name.
 */
export function looksLikeRepoPath(word: string): boolean {
  if (!word.includes('/')) return false;
  if (/^[/~$@]/.test(word) || word.startsWith('-')) return false;
  // DATA_DIR/db, PUBLIC_URL/admin/: under a setting's value
  if (/^[A-Z][A-Z0-9_]*\//.test(word)) return false;
  if (/:\/\/|[<>{}*…$=?!,;|()[\]"'\\]|\.\.\.|^\w+:/.test(word)) return false;
  if (/\s/.test(word)) return false;
  // "DESK/ADMIN", "de/en", "PDF/CSV": words with a slash, no path
  return FILE_LIKE.test(word) || word.endsWith('/');
}

/** The word without what follows a path in prose: a line number, closing punctuation. */
function cleanPath(word: string): string {
  return word
    .replace(/^[([]+/, '')
    .replace(/[).,;:]+$/, '')
    .replace(/:\d+(?::\d+)?$/, '')
    .replace(/#.*$/, '');
}

/**
 * Whether `path`, named in the doc at `doc`, exists from one of the roots it may start at:
 * `domain/…` is the domain package's source, a `.js` the compiled name of its `.ts` (as
 * imports name it); what git ignores is written at run time.
 */
function pathExists(path: string, doc: string): boolean {
  if (NOT_REPOSITORY_PATHS.has(path)) return true;
  const plain = path.replace(/^\.\//, '');
  const names = [plain];
  if (plain.startsWith('domain/')) names.push(`packages/domain/src/${plain.slice(7)}`);
  if (plain.startsWith('domain/src/')) names.push(`packages/${plain}`);
  for (const name of [...names]) if (name.endsWith('.js')) names.push(name.replace(/\.js$/, '.ts'));
  const bases = [dirname(doc), ...SOURCE_ROOTS];
  const candidates = bases.flatMap((base) => names.map((name) => join(base, name)));
  return (
    candidates.some((candidate) => existsSync(join(ROOT, candidate))) ||
    candidates.some((candidate) => ignoredByGit(candidate))
  );
}

interface Finding {
  doc: string;
  line: number;
  what: string;
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
export function headingSlug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a markdown text's headings (a repeated heading gets -1, -2, … as on GitHub). */
export function anchorsOf(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of text.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = headingSlug(heading[1]!);
    const count = seen.get(slug) ?? 0;
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
    seen.set(slug, count + 1);
  }
  return anchors;
}

/**
 * The paths and links of one doc that lead nowhere: words in backticks or code blocks that
 * look like repository paths, bare words in prose that start with a top folder
 * (`docs/operations.md`), and markdown links (files relative to the doc, `#anchor`s).
 */
export function pathFindings(doc: string, text: string, tops: string[] = topFolders()): Finding[] {
  const exists = (path: string) => pathExists(path, doc);
  const findings: Finding[] = [];
  const report = (line: number, what: string) => findings.push({ doc, line, what });
  const fromTop = new RegExp(`^(?:${tops.map((t) => t.replace(/[.-]/g, '\\$&')).join('|')})/`);
  const checkWord = (line: number, raw: string) => {
    const word = cleanPath(raw);
    const meant = looksLikeRepoPath(word) || (fromTop.test(word) && !/[<>{}*…]/.test(word));
    if (meant && !exists(word)) report(line, `no such path: ${word}`);
  };
  const barePath = new RegExp(
    `(?<![\\w./\`-])((?:${tops.map((t) => t.replace(/[.-]/g, '\\$&')).join('|')})/[\\w./-]*[\\w/])`,
    'g',
  );
  let fenced = false;
  for (const [index, line] of text.split('\n').entries()) {
    const n = index + 1;
    if (/^\s*```/.test(line)) {
      fenced = !fenced;
      continue;
    }
    if (fenced) {
      for (const word of line.split(/\s+/)) checkWord(n, word);
      continue;
    }
    for (const span of line.matchAll(/`([^`]+)`/g)) {
      for (const word of span[1]!.split(/\s+/)) checkWord(n, word);
    }
    const prose = line.replace(/`[^`]*`/g, '').replace(/\]\([^)]*\)/g, ']');
    for (const bare of prose.matchAll(barePath)) checkWord(n, bare[1]!);
    for (const link of line
      .replace(/`[^`]*`/g, '')
      .matchAll(/\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      const target = link[1]!;
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto:
      const [file, anchor] = target.split('#', 2) as [string, string | undefined];
      const path = file === '' ? doc : posix.normalize(posix.join(posix.dirname(doc), file));
      if (file !== '' && !existsSync(join(ROOT, path))) {
        report(n, `link to a missing file: ${target}`);
        continue;
      }
      if (anchor === undefined || !path.endsWith('.md')) continue;
      const anchors = anchorsOf(path === doc ? text : readFileSync(join(ROOT, path), 'utf8'));
      if (!anchors.has(anchor)) report(n, `link to a missing heading: ${target}`);
    }
  }
  return findings;
}

interface Scripts {
  root: Set<string>;
  workspaces: Map<string, Set<string>>;
}

function scripts(): Scripts {
  const read = (path: string) =>
    new Set(
      Object.keys(
        (JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as { scripts?: object }).scripts ?? {},
      ),
    );
  const root = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    workspaces: string[];
  };
  const workspaces = new Map<string, Set<string>>();
  for (const folder of root.workspaces) {
    const own = read(join(folder, 'package.json'));
    const { name } = JSON.parse(readFileSync(join(ROOT, folder, 'package.json'), 'utf8')) as {
      name: string;
    };
    workspaces.set(folder, own);
    workspaces.set(name, own);
  }
  return { root: read('package.json'), workspaces };
}

/**
 * Every `npm run <script>` (and `npm test`, `npm start`) of a doc names a script: the root's,
 * or the workspace's given with `-w`/`--workspace`.
 */
export function scriptFindings(doc: string, text: string, known: Scripts): Finding[] {
  const findings: Finding[] = [];
  const command =
    /\bnpm\s+(?:(?:-w|--workspace)[=\s]+(\S+)\s+)?(?:run(?:-script)?\s+(?:-s\s+|--silent\s+)?([\w:.-]+)|(test|start)\b)(?:\s+(?:-w|--workspace)[=\s]+([^\s`]+))?/g;
  for (const [index, line] of text.split('\n').entries()) {
    for (const match of line.matchAll(command)) {
      const script = (match[2] ?? match[3])!;
      const workspace = match[1] ?? match[4];
      const scripts = workspace ? known.workspaces.get(workspace) : known.root;
      if (!scripts?.has(script))
        findings.push({
          doc,
          line: index + 1,
          what: `no script ${script}${workspace ? ` in workspace ${workspace}` : ''}`,
        });
    }
  }
  return findings;
}

/** The text of one `## heading` section of a markdown text (to the next `## `). */
export function section(text: string, heading: string): string {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.trim() === `## ${heading}`);
  if (start < 0) throw new Error(`no section "## ${heading}"`);
  const end = lines.findIndex((line, i) => i > start && /^## /.test(line));
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n');
}

/**
 * The backticked names of a table column of a section (first cell: column 0); with
 * `outsideParentheses`, the names a cell gives in parentheses (files, functions) left out.
 */
export function tableColumn(
  markdown: string,
  column: number,
  options: { outsideParentheses?: boolean } = {},
): string[] {
  const names: string[] = [];
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('|') || /^\|\s*-/.test(line)) continue;
    const cells = line.split('|').slice(1, -1);
    let cell = cells[column];
    if (cell === undefined) continue;
    if (options.outsideParentheses)
      while (/\([^()]*\)/.test(cell)) cell = cell.replace(/\([^()]*\)/g, '');
    for (const name of cell.matchAll(/`([\w-]+)`/g)) names.push(name[1]!);
  }
  return names;
}

/** The rows of a table: first cell's backticked name → the backticked names of another cell. */
function tableRows(markdown: string, column: number): Map<string, string[]> {
  const rows = new Map<string, string[]>();
  for (const line of markdown.split('\n')) {
    const cells = line.split('|').slice(1, -1);
    const name = /^\s*`([\w-]+)`\s*$/.exec(cells[0] ?? '')?.[1];
    if (!name || cells[column] === undefined) continue;
    rows.set(
      name,
      [...cells[column].matchAll(/`([\w-]+)`/g)].map((match) => match[1]!),
    );
  }
  return rows;
}

/** The names an `index.ts` exports (`export { a, type B } from …`, `export function c`). */
export function exportedNames(source: string): Set<string> {
  const names = new Set<string>();
  for (const list of source.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g))
    for (const item of list[1]!.split(',')) {
      const name = item
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)
        .pop();
      if (name) names.add(name);
    }
  for (const declared of source.matchAll(
    /export\s+(?:declare\s+)?(?:async\s+)?(?:function\*?|const|let|class|type|interface|enum)\s+(\w+)/g,
  ))
    names.add(declared[1]!);
  return names;
}

/** The table's rows' first cells, header row left out. */
const firstColumn = (markdown: string) => tableColumn(markdown, 0);

const folders = (path: string) =>
  readdirSync(join(ROOT, path)).filter((name) => statSync(join(ROOT, path, name)).isDirectory());

const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

function jobNames(): string[] {
  const none = () => undefined;
  return backgroundJobs({
    config: {} as AppConfig,
    db: {} as Db,
    mail: {} as MailTransport,
    log: { info: none, warn: none, error: none } as never,
    clock: {} as ArchiveClock,
  }).map((job) => job.name);
}

const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];

/** The counts a text states as "N jobs" ("Nine jobs run …", "│ 9 jobs: …"). */
export function statedJobCounts(text: string): number[] {
  return [...text.matchAll(/\b(\d+|[A-Za-z]+) (?:background )?jobs\b/g)].flatMap((match) => {
    const word = match[1]!.toLowerCase();
    const count = /^\d+$/.test(word) ? Number(word) : NUMBER_WORDS.indexOf(word);
    return count >= 0 ? [count] : [];
  });
}

const sorted = (names: Iterable<string>) => [...names].sort();

describe('the guides tell the truth', () => {
  it('finds a path, a link, an anchor and a script that lead nowhere', () => {
    const doc = 'packages/server/README.md';
    const text = [
      'the old module: `src/modules/tickets/hold-repository.ts`',
      '```',
      'npx vitest run packages/server/src/modules/tickets',
      '```',
      'see docs/decisions.md, [the jobs](../../docs/operations.md#no-such-heading)',
      'and [gone](../../docs/nothing.md); `npm run no-such-script`',
      'fine: `src/app.ts`, `seat-core/take-seat.ts`, `/etc/lesesaal/env`, `data/`, [ops](../../docs/operations.md#background-jobs)',
    ].join('\n');
    const found = [...pathFindings(doc, text), ...scriptFindings(doc, text, scripts())].map(
      (f) => `${f.line}: ${f.what}`,
    );
    expect(found).toEqual([
      '1: no such path: src/modules/tickets/hold-repository.ts',
      '3: no such path: packages/server/src/modules/tickets',
      '5: no such path: docs/decisions.md',
      '5: link to a missing heading: ../../docs/operations.md#no-such-heading',
      '6: link to a missing file: ../../docs/nothing.md',
      '6: no script no-such-script',
    ]);
  });

  it('tells a repository path from other words with a slash', () => {
    for (const word of ['src/app.ts', 'docs/', 'cart/take-seat.ts', 'e2e/support/'])
      expect(looksLikeRepoPath(word), word).toBe(true);
    for (const word of [
      '/etc/lesesaal/env',
      '/api/rooms',
      'https://example.org/a.md',
      'DESK/ADMIN',
      'i18n/{de,en}/<feature>.json',
      'modules/<m>/',
      'image/png',
      'de/en',
    ])
      expect(looksLikeRepoPath(word), word).toBe(false);
  });

  it('makes anchors as GitHub does', () => {
    expect(headingSlug('Running highly available (PostgreSQL)')).toBe(
      'running-highly-available-postgresql',
    );
    expect(headingSlug('Which archive a request is for (`http/archive-routing.ts`)')).toBe(
      'which-archive-a-request-is-for-httparchive-routingts',
    );
    expect([...anchorsOf('## A\n## A\n```\n## not a heading\n```')]).toEqual(['a', 'a-1']);
  });

  it('names only paths, links and headings that exist', () => {
    const findings = docFiles().flatMap((doc) => pathFindings(doc, read(doc)));
    expect(findings.map((f) => `${f.doc}:${f.line}: ${f.what}`)).toEqual([]);
  });

  it('runs only npm scripts that exist', () => {
    const known = scripts();
    const findings = docFiles().flatMap((doc) => scriptFindings(doc, read(doc), known));
    expect(findings.map((f) => `${f.doc}:${f.line}: ${f.what}`)).toEqual([]);
  });

  it('lists every server module in docs/architecture.md, and no other', () => {
    const architecture = read('docs/architecture.md');
    const modules = sorted(folders('packages/server/src/modules'));
    expect(sorted(firstColumn(section(architecture, 'Server modules')))).toEqual(modules);
    const where = section(architecture, 'Where things are');
    const named = new Set(tableColumn(where, 1, { outsideParentheses: true }));
    expect([...named].filter((name) => !modules.includes(name))).toEqual([]);
  });

  it("names in docs/architecture.md only what a module's index.ts exports", () => {
    const modulesDir = 'packages/server/src/modules';
    const exports = new Map(
      folders(modulesDir).map((m) => [m, exportedNames(read(`${modulesDir}/${m}/index.ts`))]),
    );
    const everyExport = new Set([...exports.values()].flatMap((names) => [...names]));
    const rows = tableRows(section(read('docs/architecture.md'), 'Server modules'), 2);
    const findings: string[] = [];
    for (const [module, names] of rows) {
      for (const name of names) {
        // its own export, or another module's it is given (the cart's `CartOffers`)
        if (!exports.get(module)?.has(name) && !everyExport.has(name))
          findings.push(`${module}: ${name}`);
      }
    }
    expect(findings).toEqual([]);
  });

  it('lists every web feature in docs/architecture.md, and no other', () => {
    const architecture = read('docs/architecture.md');
    const features = sorted(folders('packages/web/src/features'));
    expect(sorted(firstColumn(section(architecture, 'Web features')))).toEqual(features);
    const where = section(architecture, 'Where things are');
    const named = new Set(tableColumn(where, 2, { outsideParentheses: true }));
    expect([...named].filter((name) => !features.includes(name))).toEqual([]);
  });

  it('lists the background jobs start-jobs.ts starts, in docs/architecture.md and docs/operations.md', () => {
    const jobs = jobNames();
    expect(jobs.length).toBeGreaterThan(0);
    for (const doc of ['docs/architecture.md', 'docs/operations.md']) {
      const jobsSection = section(read(doc), 'Background jobs');
      expect(sorted(firstColumn(jobsSection)), doc).toEqual(sorted(jobs));
    }
    const architecture = read('docs/architecture.md');
    expect(statedJobCounts(architecture).filter((n) => n !== jobs.length)).toEqual([]);
    expect(
      statedJobCounts(section(read('docs/operations.md'), 'Background jobs')).filter(
        (n) => n !== jobs.length,
      ),
    ).toEqual([]);
  });

  it('indexes every decision record in docs/decisions/README.md', () => {
    const index = read('docs/decisions/README.md');
    const linked = new Set([...index.matchAll(/\]\(([\w-]+\.md)\)/g)].map((match) => match[1]!));
    const records = readdirSync(join(ROOT, 'docs/decisions')).filter(
      (name) => name.endsWith('.md') && name !== 'README.md',
    );
    expect(records.filter((name) => !linked.has(name))).toEqual([]);
  });

  it('marks a superseded decision record at its top, with the record that replaced it', () => {
    const findings: string[] = [];
    for (const name of readdirSync(join(ROOT, 'docs/decisions'))) {
      const lines = read(`docs/decisions/${name}`).split('\n');
      const marks = lines.flatMap((line, i) => (/^\**Superseded\b/i.test(line) ? [i] : []));
      for (const i of marks) {
        if (
          i > 4 ||
          !/^\**Superseded\** by\** \[[^\]]+\]\([\w-]+\.md(?:#[\w-]+)?\)/i.test(lines[i]!)
        )
          findings.push(`${name}:${i + 1}: "Superseded by [record](record.md)" belongs at the top`);
      }
    }
    expect(findings).toEqual([]);
  });
});
