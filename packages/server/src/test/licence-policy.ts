import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// Which licences a runtime dependency of Lesesaal may have, so that Lesesaal can be
// distributed under EUPL-1.2 with its dependencies beside it. The reasons are in
// docs/decisions/licensing.md; licences.lint.test.ts applies this to the lock file's
// production tree.

/** SPDX ids a runtime dependency may carry (after normaliseId), with the group each is in. */
export const ALLOWED_LICENCES: ReadonlyMap<string, string> = new Map([
  // permissive: keep the notice, nothing else travels with the code
  ['0BSD', 'permissive'],
  ['Apache-2.0', 'permissive'],
  ['BlueOak-1.0.0', 'permissive'],
  ['BSD-2-Clause', 'permissive'],
  ['BSD-3-Clause', 'permissive'],
  ['CC0-1.0', 'permissive'],
  ['ISC', 'permissive'],
  ['MIT', 'permissive'],
  ['MIT-0', 'permissive'],
  ['Python-2.0', 'permissive'],
  ['Unlicense', 'permissive'],
  ['Zlib', 'permissive'],
  // data, not code (browser tables and the like): attribution only
  ['CC-BY-4.0', 'data'],
  // weak copyleft: the library stays under its licence as a separate file or shared
  // library; Lesesaal's own code stays EUPL-1.2 (both are in the EUPL's appendix)
  ['MPL-2.0', 'weak copyleft'],
  ['LGPL-2.1-only', 'weak copyleft'],
  ['LGPL-2.1-or-later', 'weak copyleft'],
  ['LGPL-3.0-only', 'weak copyleft'],
  ['LGPL-3.0-or-later', 'weak copyleft'],
  // Lesesaal's own licence
  ['EUPL-1.2', 'own'],
]);

/** `<license id> WITH <exception id>` combinations allowed (none needed so far). */
export const ALLOWED_WITH: ReadonlySet<string> = new Set<string>();

/**
 * Packages whose published package.json does not say its licence in SPDX terms, each read by
 * hand: name@version (a new version is read again), the licence concluded and the evidence.
 */
export const REVIEWED: ReadonlyMap<string, { licence: string; evidence: string }> = new Map([
  [
    'buffers@0.1.1',
    {
      licence: 'MIT',
      evidence:
        'the published package names no licence; its repository (substack/node-buffers) has a LICENSE with the MIT text, copyright 2010 James Halliday, and 0.1.2 declares MIT/X11',
    },
  ],
  [
    'chainsaw@0.1.0',
    {
      licence: 'MIT',
      evidence: '"MIT/X11" is the old npm spelling of the MIT licence (X11 is its original name)',
    },
  ],
]);

/** Deprecated SPDX ids npm packages still use, mapped to the current ones. */
const DEPRECATED: ReadonlyMap<string, string> = new Map([
  ['LGPL-2.1', 'LGPL-2.1-only'],
  ['LGPL-2.1+', 'LGPL-2.1-or-later'],
  ['LGPL-3.0', 'LGPL-3.0-only'],
  ['LGPL-3.0+', 'LGPL-3.0-or-later'],
  ['GPL-2.0', 'GPL-2.0-only'],
  ['GPL-2.0+', 'GPL-2.0-or-later'],
  ['GPL-3.0', 'GPL-3.0-only'],
  ['GPL-3.0+', 'GPL-3.0-or-later'],
  ['AGPL-3.0', 'AGPL-3.0-only'],
]);

const KNOWN_IDS: ReadonlyMap<string, string> = new Map(
  [...ALLOWED_LICENCES.keys(), ...DEPRECATED.keys(), ...DEPRECATED.values()].map((id) => [
    id.toLowerCase(),
    id,
  ]),
);

/** The current SPDX id for an id as packages write it (ids match without regard to case). */
export function normaliseId(written: string): string {
  const id = KNOWN_IDS.get(written.toLowerCase()) ?? written;
  const current = DEPRECATED.get(id);
  if (current) return current;
  // "<id>+" is "this version or a later one": this version is always a choice
  if (id.endsWith('+')) return normaliseId(id.slice(0, -1));
  return id;
}

/** A parsed SPDX licence expression. */
export type Expression =
  | { kind: 'id'; id: string }
  | { kind: 'with'; id: string; exception: string }
  | { kind: 'and' | 'or'; left: Expression; right: Expression };

function tokenise(text: string): string[] {
  const tokens = text.match(/\(|\)|[^\s()]+/g) ?? [];
  const word = /^[A-Za-z0-9.+:-]+$/;
  if (tokens.some((token) => token !== '(' && token !== ')' && !word.test(token))) {
    throw new Error(`not an SPDX expression: ${JSON.stringify(text)}`);
  }
  return tokens;
}

/** Parses an SPDX expression: WITH binds tighter than AND, AND tighter than OR. */
export function parseExpression(text: string): Expression {
  const tokens = tokenise(text);
  let at = 0;
  const fail = (): never => {
    throw new Error(`not an SPDX expression: ${JSON.stringify(text)}`);
  };
  const isOperator = (token: string | undefined) =>
    token !== undefined && ['AND', 'OR', 'WITH', '(', ')'].includes(token.toUpperCase());
  const simple = (): Expression => {
    const token = tokens[at++];
    if (token === '(') {
      const inner = or();
      if (tokens[at++] !== ')') fail();
      return inner;
    }
    if (token === undefined || isOperator(token)) return fail();
    if (tokens[at]?.toUpperCase() === 'WITH') {
      const exception = tokens[at + 1];
      if (exception === undefined || isOperator(exception)) return fail();
      at += 2;
      return { kind: 'with', id: normaliseId(token), exception };
    }
    return { kind: 'id', id: normaliseId(token) };
  };
  const binary = (operator: 'and' | 'or', operand: () => Expression) => (): Expression => {
    let left = operand();
    while (tokens[at]?.toUpperCase() === operator.toUpperCase()) {
      at++;
      left = { kind: operator, left, right: operand() };
    }
    return left;
  };
  const and = binary('and', simple);
  const or = binary('or', and);
  const expression = or();
  if (at !== tokens.length) fail();
  return expression;
}

/** Whether the expression can be met with allowed licences: one side of OR, both of AND. */
export function isAllowed(expression: Expression): boolean {
  switch (expression.kind) {
    case 'id':
      return ALLOWED_LICENCES.has(expression.id);
    case 'with':
      return ALLOWED_WITH.has(`${expression.id} WITH ${expression.exception}`);
    case 'and':
      return isAllowed(expression.left) && isAllowed(expression.right);
    case 'or':
      return isAllowed(expression.left) || isAllowed(expression.right);
  }
}

/** The licences an expression's allowed choice uses (for the counts). */
export function chosenIds(expression: Expression): string[] {
  switch (expression.kind) {
    case 'id':
      return [expression.id];
    case 'with':
      return [`${expression.id} WITH ${expression.exception}`];
    case 'and':
      return [...chosenIds(expression.left), ...chosenIds(expression.right)];
    case 'or':
      return isAllowed(expression.left) ? chosenIds(expression.left) : chosenIds(expression.right);
  }
}

type Manifest = { license?: unknown; licenses?: unknown };

/** The licence a package.json declares, as an SPDX expression, or undefined. */
export function declaredLicence(manifest: Manifest): string | undefined {
  const { license, licenses } = manifest;
  if (typeof license === 'string' && license.trim() !== '') return license.trim();
  // old forms: { "type": "MIT" } and [{ "type": "MIT" }, …] (one of them, at the user's choice)
  const typeOf = (entry: unknown) =>
    typeof entry === 'object' && entry !== null && 'type' in entry && typeof entry.type === 'string'
      ? entry.type
      : undefined;
  if (typeOf(license)) return typeOf(license);
  if (Array.isArray(licenses)) {
    const types = licenses.map(typeOf);
    if (types.length > 0 && types.every((type) => type !== undefined)) {
      return types.length === 1 ? types[0] : `(${types.join(' OR ')})`;
    }
  }
  return undefined;
}

/** One package of the production tree, as the lock file places it. */
export type RuntimePackage = {
  name: string;
  version: string;
  /** where the lock file puts it, e.g. node_modules/@img/sharp-libvips-linux-x64 */
  path: string;
  /** false for an optional package of another platform (not installed here) */
  installed: boolean;
  /** as declared (installed: its package.json; otherwise the lock file's record of it) */
  declared: string | undefined;
};

type LockEntry = {
  name?: string;
  version?: string;
  license?: string;
  dev?: boolean;
  devOptional?: boolean;
  link?: boolean;
};

/**
 * Every package of the production tree: what `npm ci --omit=dev` would install on any
 * platform (the lock file's entries that are neither dev nor devOptional), the workspaces'
 * own links left out.
 */
export function runtimePackages(root: string): RuntimePackage[] {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockEntry>;
  };
  const found: RuntimePackage[] = [];
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (!path.includes('node_modules/') || entry.link || entry.dev || entry.devOptional) continue;
    const name =
      entry.name ?? path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
    const manifestPath = join(root, path, 'package.json');
    const installed = existsSync(manifestPath);
    const declared = installed
      ? declaredLicence(JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest)
      : entry.license;
    found.push({ name, version: entry.version ?? '?', path, installed, declared });
  }
  return found;
}

/** The verdict on one package: the licences it is used under, or why it may not be used. */
export function verdict(
  pkg: Pick<RuntimePackage, 'name' | 'version' | 'declared'>,
): { ok: true; licences: string[] } | { ok: false; problem: string } {
  const reviewed = REVIEWED.get(`${pkg.name}@${pkg.version}`);
  const text = reviewed?.licence ?? pkg.declared;
  const where = `${pkg.name}@${pkg.version}`;
  if (text === undefined) return { ok: false, problem: `${where}: no licence declared` };
  let expression: Expression;
  try {
    expression = parseExpression(text);
  } catch {
    return { ok: false, problem: `${where}: unknown licence ${JSON.stringify(text)}` };
  }
  if (!isAllowed(expression)) {
    return { ok: false, problem: `${where}: ${text} is not on the allow-list` };
  }
  return { ok: true, licences: chosenIds(expression) };
}
