import { execFileSync } from 'node:child_process';
import { existsSync, lstatSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parse } from 'smol-toml';
import { parseExpression, type Expression } from './licence-policy';

// What reuse.lint.test.ts needs of the REUSE Specification 3.2: REUSE.toml's annotations, the
// glob syntax of their paths, which files need copyright and licence information, and the
// SPDX headers a file may carry itself. docs/decisions/licensing.md, "REUSE".

export type Annotation = {
  paths: string[];
  precedence: 'closest' | 'aggregate' | 'override';
  copyright: string[];
  licence: string;
};

/** REUSE.toml's annotations; throws on anything the specification does not allow. */
export function readReuseToml(text: string): Annotation[] {
  const toml = parse(text) as { version?: unknown; annotations?: unknown };
  if (toml.version !== 1) throw new Error('REUSE.toml: version = 1 is required');
  if (!Array.isArray(toml.annotations)) throw new Error('REUSE.toml: no [[annotations]]');
  const strings = (value: unknown, key: string): string[] => {
    const list = typeof value === 'string' ? [value] : value;
    if (!Array.isArray(list) || list.length === 0 || !list.every((v) => typeof v === 'string'))
      throw new Error(`REUSE.toml: ${key} must be a string or a list of strings`);
    return list as string[];
  };
  return toml.annotations.map((raw: Record<string, unknown>) => {
    const precedence = raw.precedence ?? 'closest';
    if (precedence !== 'closest' && precedence !== 'aggregate' && precedence !== 'override')
      throw new Error(`REUSE.toml: precedence ${String(precedence)}`);
    const [licence, ...more] = strings(raw['SPDX-License-Identifier'], 'SPDX-License-Identifier');
    if (licence === undefined || more.length > 0)
      throw new Error('REUSE.toml: SPDX-License-Identifier is one expression');
    return {
      paths: strings(raw.path, 'path'),
      precedence,
      copyright: strings(raw['SPDX-FileCopyrightText'], 'SPDX-FileCopyrightText'),
      licence,
    };
  });
}

/** A path pattern of REUSE.toml: `*` within one folder, `**` across folders, `\*` a star. */
export function globToRegExp(glob: string): RegExp {
  let source = '';
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i] as string;
    if (char === '\\' && i + 1 < glob.length) {
      source += escapeRegExp(glob[++i] as string);
    } else if (char === '*' && glob[i + 1] === '*') {
      source += '.*';
      i++;
    } else if (char === '*') {
      source += '[^/]*';
    } else {
      source += escapeRegExp(char);
    }
  }
  return new RegExp(`^${source}$`);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Files the specification leaves out: licence texts, REUSE.toml, .license companions … */
export function needsInformation(path: string): boolean {
  if (path.split('/').some((part) => part === 'LICENSES' || part === '.reuse' || part === '.git'))
    return false;
  const name = basename(path);
  return !/^(LICEN[CS]E|COPYING)(\..*)?$|^REUSE\.toml$|\.license$|\.spdx(\.(rdf|json|xml|ya?ml))?$/.test(
    name,
  );
}

/** The repository's files: tracked, and new ones git does not ignore; symlinks and empty files left out. */
export function repositoryFiles(root: string): string[] {
  const out = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  return [...new Set(out.split('\0'))].filter((path) => {
    if (path === '' || !existsSync(join(root, path))) return false; // deleted, not yet committed
    const stat = lstatSync(join(root, path));
    return stat.isFile() && stat.size > 0;
  });
}

// built from parts, so that this file is not taken for a header
const HEADER = new RegExp(
  [
    '^\\s*(?:#|//|/?\\*|<!--|--|;)?\\s*SPDX',
    '-License',
    '-Identifier:\\s*(.*?)\\s*(?:\\*/|-->)?\\s*$',
  ].join(''),
  'gm',
);

/** Licence expressions a text file states in its own SPDX headers. */
export function headerLicences(text: string): string[] {
  return [...text.matchAll(HEADER)].map((match) => match[1] ?? '');
}

/** Every licence and exception id an expression names (each needs its text in LICENSES/). */
export function idsIn(expression: Expression): string[] {
  switch (expression.kind) {
    case 'id':
      return [expression.id];
    case 'with':
      return [expression.id, expression.exception];
    case 'and':
    case 'or':
      return [...idsIn(expression.left), ...idsIn(expression.right)];
  }
}

export function licenceIds(expressionText: string): string[] {
  return idsIn(parseExpression(expressionText));
}

/** The installed `reuse` tool's major version, or undefined when there is none. */
export function reuseToolMajor(): number | undefined {
  try {
    const out = execFileSync('reuse', ['--version'], { encoding: 'utf8', stdio: 'pipe' });
    const major = /(\d+)\.\d+/.exec(out)?.[1];
    return major === undefined ? undefined : Number(major);
  } catch {
    return undefined;
  }
}

/** The .reuse/dep5 file older `reuse` tools (REUSE 3.0) read in place of REUSE.toml. */
export function asDep5(annotations: Annotation[]): string {
  const paragraphs = annotations.map((annotation) =>
    [
      // dep5's * matches across folders like REUSE.toml's **; an annotation with a one-folder
      // * is matched more widely here (the test's own check is exact)
      `Files: ${annotation.paths.map((path) => path.replace(/\*\*/g, '*')).join(' ')}`,
      `Copyright: ${annotation.copyright.join('\n ')}`,
      `License: ${annotation.licence}`,
    ].join('\n'),
  );
  return [
    'Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/',
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
  ].join('\n');
}

export function readText(root: string, path: string): string | undefined {
  const bytes = readFileSync(join(root, path));
  if (bytes.subarray(0, 8000).includes(0)) return undefined; // binary
  return bytes.toString('utf8');
}
