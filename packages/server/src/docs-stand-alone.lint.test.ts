import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The repository stands alone: docs, READMEs, comments and test titles state a rule (or link
// to the docs/ file that states it) instead of pointing to files the next engineer does not
// have — design notes, conventions and stack notes kept outside the repository, sections of
// the product specification, or numbered issues of a tracker.

const ROOT = resolve(import.meta.dirname, '../../..');
// SQL too: a migration's comments state its rule like any other file
const TEXT_FILE = /\.(?:ts|tsx|js|mjs|cjs|json|md|css|html|ya?ml|sql)$/;

/** Pointers that mean nothing without files outside the repository (built from parts, so this file does not match itself). */
const OUTSIDE_POINTERS: readonly RegExp[] = [
  new RegExp(['DESIGN', '\\.md'].join('')),
  new RegExp(['CONVENTIONS', '\\.md'].join('')),
  new RegExp(['STACK', '-NOTES'].join('')),
  new RegExp(['spec', ' §'].join('')),
  new RegExp(['\\.\\./', 'shared'].join('')),
  new RegExp(['\\bissues?', ' #?\\d+'].join(''), 'i'),
];

/**
 * Files other engineers were editing while the references were removed; each still has a
 * pointer to clean. Remove a file from this list once it is clean (the test below fails for
 * a listed file that no longer needs it).
 */
const NOT_YET_CLEANED: ReadonlySet<string> = new Set<string>([]);

export function pointersIn(text: string): string[] {
  const found: string[] = [];
  for (const [index, line] of text.split('\n').entries()) {
    for (const pattern of OUTSIDE_POINTERS) {
      const match = pattern.exec(line);
      if (match) found.push(`${index + 1}: ${match[0]}`);
    }
  }
  return found;
}

function trackedTextFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' });
  return out
    .split('\0')
    .filter((path) => path !== '' && TEXT_FILE.test(path) && !path.includes('node_modules/'));
}

function existingText(path: string): string | null {
  try {
    return readFileSync(join(ROOT, path), 'utf8');
  } catch {
    return null; // tracked but deleted in the working tree
  }
}

describe('the repository stands alone', () => {
  it('recognises each kind of pointer to a file outside the repository', () => {
    const samples = [
      ['see DESIGN', '.md §4'],
      ['CONVENTIONS', '.md habit 6'],
      ['STACK', '-NOTES pitfall 1'],
      ['(spec', ' §7)'],
      ['../', 'shared/spec.md'],
      ['(issue', ' 12)'],
      ['Issue', ' 9: lock late'],
    ].map((parts) => parts.join(''));
    for (const sample of samples) expect(pointersIn(sample), sample).not.toEqual([]);
    expect(pointersIn(['a tiss', 'ue 12 cm wide; the issue is the lock order'].join(''))).toEqual(
      [],
    );
  });

  it('has no tracked file that points to design notes, spec sections or issue numbers', () => {
    const offenders: string[] = [];
    for (const path of trackedTextFiles()) {
      if (NOT_YET_CLEANED.has(path)) continue;
      const text = existingText(path);
      if (text === null) continue;
      for (const hit of pointersIn(text)) offenders.push(`${path}:${hit}`);
    }
    expect(offenders).toEqual([]);
  });

  it('lists only files that still need cleaning', () => {
    const clean = [...NOT_YET_CLEANED].filter((path) => {
      const text = existingText(path);
      return text === null || pointersIn(text).length === 0;
    });
    expect(clean).toEqual([]);
  });
});
