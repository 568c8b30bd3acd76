import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  REVIEWED,
  isAllowed,
  parseExpression,
  runtimePackages,
  verdict,
} from './test/licence-policy';

// Lesesaal is distributed under EUPL-1.2 together with what it runs on: every package of the
// production tree (the server's and the web's dependencies, transitively, on every platform)
// must have a licence that allows that (docs/decisions/licensing.md); the SBOM
// (npm run sbom) lists the same packages.

const ROOT = resolve(import.meta.dirname, '../../..');

describe('the licence check', () => {
  it('reads SPDX expressions: WITH before AND before OR, brackets, old spellings', () => {
    expect(parseExpression('MIT OR Apache-2.0 AND GPL-3.0-only')).toEqual({
      kind: 'or',
      left: { kind: 'id', id: 'MIT' },
      right: {
        kind: 'and',
        left: { kind: 'id', id: 'Apache-2.0' },
        right: { kind: 'id', id: 'GPL-3.0-only' },
      },
    });
    expect(parseExpression('(mit and Zlib)')).toEqual({
      kind: 'and',
      left: { kind: 'id', id: 'MIT' },
      right: { kind: 'id', id: 'Zlib' },
    });
    expect(parseExpression('GPL-2.0+ WITH Classpath-exception-2.0')).toEqual({
      kind: 'with',
      id: 'GPL-2.0-or-later',
      exception: 'Classpath-exception-2.0',
    });
    expect(parseExpression('LGPL-3.0')).toEqual({ kind: 'id', id: 'LGPL-3.0-only' });
    for (const bad of ['MIT/X11', 'MIT OR', '(MIT', 'SEE LICENSE IN LICENSE.md', ''])
      expect(() => parseExpression(bad), bad).toThrow(/not an SPDX expression/);
  });

  it('allows an expression when one side of each OR and both sides of each AND are allowed', () => {
    const allowed = (text: string) => isAllowed(parseExpression(text));
    expect(allowed('MIT')).toBe(true);
    expect(allowed('(MIT OR GPL-3.0-or-later)')).toBe(true);
    expect(allowed('Apache-2.0 AND LGPL-3.0-or-later')).toBe(true);
    expect(allowed('GPL-3.0-only')).toBe(false);
    expect(allowed('MIT AND GPL-3.0-only')).toBe(false);
    expect(allowed('AGPL-3.0-or-later OR SSPL-1.0')).toBe(false);
    expect(allowed('GPL-2.0-only WITH Classpath-exception-2.0')).toBe(false);
  });

  it('fails a package under the GPL, with an unknown licence or none, naming it', () => {
    expect(verdict({ name: 'copyleft', version: '1.0.0', declared: 'GPL-3.0-only' })).toEqual({
      ok: false,
      problem: 'copyleft@1.0.0: GPL-3.0-only is not on the allow-list',
    });
    expect(verdict({ name: 'odd', version: '2.0.0', declared: 'WTFPL' })).toEqual({
      ok: false,
      problem: 'odd@2.0.0: WTFPL is not on the allow-list',
    });
    expect(
      verdict({ name: 'shop', version: '1.0.0', declared: 'SEE LICENSE IN EULA.txt' }),
    ).toEqual({ ok: false, problem: 'shop@1.0.0: unknown licence "SEE LICENSE IN EULA.txt"' });
    expect(verdict({ name: 'bare', version: '0.1.0', declared: undefined })).toEqual({
      ok: false,
      problem: 'bare@0.1.0: no licence declared',
    });
    expect(
      verdict({ name: 'dual', version: '1.0.0', declared: '(MIT OR GPL-3.0-or-later)' }),
    ).toEqual({ ok: true, licences: ['MIT'] });
  });
});

describe('the runtime dependencies', () => {
  const packages = runtimePackages(ROOT);

  it('are found in the lock file: the server and web dependencies, not the tools', () => {
    const names = new Set(packages.map((pkg) => pkg.name));
    for (const name of ['fastify', 'pg', '@electric-sql/pglite', 'sharp', 'react', '@mantine/core'])
      expect(names, name).toContain(name);
    for (const name of ['vitest', 'eslint', 'typescript', 'vite', '@playwright/test', 'lighthouse'])
      expect(names, name).not.toContain(name);
  });

  it('each have a licence compatible with distributing Lesesaal under EUPL-1.2', () => {
    const problems = packages.flatMap((pkg) => {
      const result = verdict(pkg);
      return result.ok ? [] : [result.problem];
    });
    expect(problems).toEqual([]);
  });

  it('need a hand-read licence only where the package does not state one itself', () => {
    const stale = [...REVIEWED.keys()].filter((key) => {
      const pkg = packages.find(({ name, version }) => `${name}@${version}` === key);
      if (!pkg) return true; // no longer in the tree
      try {
        return isAllowed(parseExpression(pkg.declared ?? ''));
      } catch {
        return false;
      }
    });
    expect(stale).toEqual([]);
  });

  it('are the components of the SBOM (npm run sbom), with their dependencies', () => {
    const out = execFileSync(process.execPath, [resolve(ROOT, 'scripts/sbom.mjs')], {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    const bom = JSON.parse(out) as {
      bomFormat: string;
      metadata: { component: { 'bom-ref': string; name: string; type: string; licenses: unknown } };
      components: { 'bom-ref': string; name: string; version: string }[];
      dependencies: { ref: string; dependsOn: string[] }[];
    };
    expect(bom.bomFormat).toBe('CycloneDX');
    expect(bom.metadata.component).toMatchObject({
      name: 'lesesaal',
      type: 'application',
      licenses: [{ license: { id: 'EUPL-1.2' } }],
    });
    const own = bom.components.filter((c) => c.name.startsWith('@lesesaal/')).map((c) => c.name);
    expect(own.sort()).toEqual(['@lesesaal/domain', '@lesesaal/server', '@lesesaal/web']);
    const listed = new Set(
      bom.components.filter((c) => !own.includes(c.name)).map((c) => `${c.name}@${c.version}`),
    );
    const installed = new Set(
      packages.filter((pkg) => pkg.installed).map((pkg) => `${pkg.name}@${pkg.version}`),
    );
    expect([...listed].filter((key) => !installed.has(key))).toEqual([]);
    expect([...installed].filter((key) => !listed.has(key))).toEqual([]);
    const refs = new Set([bom.metadata.component, ...bom.components].map((c) => c['bom-ref']));
    for (const { ref, dependsOn } of bom.dependencies) {
      expect(refs, ref).toContain(ref);
      for (const target of dependsOn) expect(refs, `${ref} → ${target}`).toContain(target);
    }
  });
});
