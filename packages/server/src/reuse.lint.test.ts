import { spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  asDep5,
  globToRegExp,
  headerLicences,
  licenceIds,
  needsInformation,
  readReuseToml,
  readText,
  repositoryFiles,
  reuseToolMajor,
} from './test/reuse';

// Every file says under which licence and whose copyright it is (REUSE: REUSE.toml, the
// licence texts in LICENSES/), so a public body can reuse the code knowing both.
// docs/decisions/licensing.md, "REUSE".

const ROOT = resolve(import.meta.dirname, '../../..');
const annotations = readReuseToml(readFileSync(join(ROOT, 'REUSE.toml'), 'utf8'));

describe('REUSE.toml', () => {
  it('reads paths as the REUSE specification does: * within a folder, ** across folders', () => {
    expect(globToRegExp('*.md').test('README.md')).toBe(true);
    expect(globToRegExp('*.md').test('docs/api.md')).toBe(false);
    expect(globToRegExp('docs/**').test('docs/decisions/licensing.md')).toBe(true);
    expect(globToRegExp('**/*.jpg').test('docs/screens/01-privacy-notice-375.jpg')).toBe(true);
    expect(globToRegExp('**').test('.ci/run')).toBe(true);
    expect(globToRegExp('a\\*.txt').test('a*.txt')).toBe(true);
    expect(globToRegExp('a\\*.txt').test('ab.txt')).toBe(false);
    expect(globToRegExp('packages/web/index.html').test('packages/web/index.htm')).toBe(false);
  });

  it('leaves out what REUSE leaves out: licence texts and REUSE.toml itself', () => {
    for (const path of ['LICENSE', 'LICENSES/EUPL-1.2.txt', 'REUSE.toml', 'logo.png.license'])
      expect(needsInformation(path), path).toBe(false);
    for (const path of ['README.md', 'docs/licenses.md', 'packages/web/index.html'])
      expect(needsInformation(path), path).toBe(true);
  });

  it('finds SPDX headers in comments of each kind', () => {
    const header = ['SPDX', '-License', '-Identifier:'].join('');
    expect(headerLicences(`// ${header} MIT\nconst a = 1;`)).toEqual(['MIT']);
    expect(headerLicences(`/* ${header} MIT OR Apache-2.0 */`)).toEqual(['MIT OR Apache-2.0']);
    expect(headerLicences(`<!-- ${header} CC-BY-4.0 -->`)).toEqual(['CC-BY-4.0']);
    expect(headerLicences(`# ${header} EUPL-1.2`)).toEqual(['EUPL-1.2']);
    expect(headerLicences(`The header \`${header} MIT\` in prose`)).toEqual([]);
  });

  it('gives every file of the repository a copyright holder and a licence', () => {
    expect(annotations.length).toBeGreaterThan(0);
    for (const annotation of annotations) {
      expect(
        annotation.copyright.every((text) => /\d{4}/.test(text)),
        'a year',
      ).toBe(true);
    }
    const patterns = annotations.flatMap((annotation) => annotation.paths.map(globToRegExp));
    const uncovered = repositoryFiles(ROOT)
      .filter(needsInformation)
      .filter((path) => !patterns.some((pattern) => pattern.test(path)));
    expect(uncovered).toEqual([]);
  });

  it('has the text of every licence it names in LICENSES/, and no other', () => {
    const used = new Set(annotations.flatMap((annotation) => licenceIds(annotation.licence)));
    for (const path of repositoryFiles(ROOT).filter(needsInformation)) {
      const text = readText(ROOT, path);
      for (const expression of text === undefined ? [] : headerLicences(text))
        for (const id of licenceIds(expression)) used.add(id);
    }
    const texts = readdirSync(join(ROOT, 'LICENSES')).map((name) => name.replace(/\.txt$/, ''));
    expect(texts.sort()).toEqual([...used].sort());
  });

  it('ships the EUPL v1.2 as LICENSE too, the same text with its appendix', () => {
    const licence = readFileSync(join(ROOT, 'LICENSE'), 'utf8');
    expect(licence).toBe(readFileSync(join(ROOT, 'LICENSES/EUPL-1.2.txt'), 'utf8'));
    expect(licence.startsWith('EUROPEAN UNION PUBLIC LICENCE v. 1.2\n')).toBe(true);
    expect(licence).toMatch(/Appendix\s+‘Compatible Licences’ according to Article 5 EUPL are:/);
    for (const workspace of [
      '.',
      'packages/domain',
      'packages/server',
      'packages/web',
      'e2e',
      'bench',
    ]) {
      const manifest = JSON.parse(readFileSync(join(ROOT, workspace, 'package.json'), 'utf8')) as {
        license?: string;
      };
      expect(manifest.license, workspace).toBe('EUPL-1.2');
    }
  });

  // Where the `reuse` tool is installed: REUSE 3.2 tools (reuse ≥ 3) read REUSE.toml; Debian
  // 12's reuse 1.1 reads .reuse/dep5 only, so it lints a copy of the files with REUSE.toml
  // written as dep5.
  const major = reuseToolMajor();
  it.skipIf(major === undefined)(
    'passes reuse lint (the tool, where installed)',
    () => {
      const lint = (root: string) => {
        const result = spawnSync('reuse', ['--root', root, 'lint'], { encoding: 'utf8' });
        expect(result.status, `${result.stdout}${result.stderr}`).toBe(0);
      };
      if ((major ?? 0) >= 3) return lint(ROOT);
      const copy = mkdtempSync(join(tmpdir(), 'lesesaal-reuse-'));
      try {
        for (const path of repositoryFiles(ROOT)) {
          if (path === 'REUSE.toml') continue;
          mkdirSync(dirname(join(copy, path)), { recursive: true });
          cpSync(join(ROOT, path), join(copy, path));
        }
        mkdirSync(join(copy, '.reuse'));
        writeFileSync(join(copy, '.reuse/dep5'), asDep5(annotations));
        lint(copy);
      } finally {
        rmSync(copy, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
