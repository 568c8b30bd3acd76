import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The server's module graph: a node is a folder under modules/, or one of the layers beside
// them (http/, mail/, jobs/, db/, archives/, rate-limits/, config/); an edge is an import (type-only ones too) from a non-test file of one node into
// another. A cycle means two modules can no longer change apart: the test names it.
const src = path.dirname(fileURLToPath(import.meta.url));
const INFRASTRUCTURE = ['http', 'mail', 'jobs', 'db', 'archives', 'rate-limits', 'config'];

/**
 * The layers below the modules: the features use them, never the other way round (jobs/ is
 * above the modules — it runs their work — and app.ts, server.ts and cli.ts wire them all).
 */
const BELOW_MODULES = ['http', 'mail', 'db', 'archives', 'rate-limits', 'config'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The node a file belongs to, or null for files outside the graph (app.ts, test/, …). */
export function nodeOf(file: string): string | null {
  const [top, second, third] = path.relative(src, file).split(path.sep);
  if (top === 'modules' && second && third) return `modules/${second}`;
  if (top && INFRASTRUCTURE.includes(top) && second) return top;
  return null;
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\b[^'";]*?\bfrom\s*['"](\.{1,2}\/[^'"]*)['"]/g;
const SIDE_EFFECT_IMPORT = /(?:^|\n)\s*import\s*['"](\.{1,2}\/[^'"]*)['"]/g;

/** Edges from → to, each with one importing file as the example. */
export function moduleGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of sourceFiles(src)) {
    const from = nodeOf(file);
    if (!from) continue;
    const code = readFileSync(file, 'utf8');
    for (const match of [...code.matchAll(IMPORT), ...code.matchAll(SIDE_EFFECT_IMPORT)]) {
      const to = nodeOf(path.resolve(path.dirname(file), match[1]!, 'x'));
      const target = to ?? nodeOf(path.resolve(path.dirname(file), match[1]!));
      if (!target || target === from) continue;
      const edges = graph.get(from) ?? new Map<string, string>();
      if (!edges.has(target)) edges.set(target, path.relative(src, file));
      graph.set(from, edges);
    }
  }
  return graph;
}

/**
 * The file graph: every non-test file of the server, an edge per relative import (type-only
 * ones too) to the file it names (`x.ts`, `x/index.ts`). Two files importing each other,
 * however far round, cannot be read or moved apart: share what both need in a third file.
 */
export function fileGraph(): Map<string, Map<string, string>> {
  const files = new Set(sourceFiles(src));
  const resolve = (from: string, spec: string): string | undefined => {
    const base = path.resolve(path.dirname(from), spec);
    return [base, `${base}.ts`, path.join(base, 'index.ts'), base.replace(/\.js$/, '.ts')].find(
      (candidate) => files.has(candidate),
    );
  };
  const graph = new Map<string, Map<string, string>>();
  for (const file of files) {
    const code = readFileSync(file, 'utf8');
    const edges = new Map<string, string>();
    for (const match of [...code.matchAll(IMPORT), ...code.matchAll(SIDE_EFFECT_IMPORT)]) {
      const target = resolve(file, match[1]!);
      if (target && target !== file)
        edges.set(path.relative(src, target), path.relative(src, file));
    }
    graph.set(path.relative(src, file), edges);
  }
  return graph;
}

/** Every cycle found by a depth-first walk, as the path of nodes (first node repeated). */
export function cyclesOf(graph: Map<string, Map<string, string>>): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const stack: string[] = [];
  const visit = (node: string) => {
    const at = stack.indexOf(node);
    if (at >= 0) {
      cycles.push([...stack.slice(at), node]);
      return;
    }
    if (done.has(node)) return;
    stack.push(node);
    for (const next of graph.get(node)?.keys() ?? []) visit(next);
    stack.pop();
    done.add(node);
  };
  for (const node of [...graph.keys()].sort()) visit(node);
  return cycles;
}

describe('server module graph', () => {
  it('sees the modules and their imports', () => {
    const graph = moduleGraph();
    expect(graph.get('modules/rooms')?.has('modules/seat-core')).toBe(true);
    expect(graph.get('jobs')?.has('mail')).toBe(true);
  });

  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['a', new Map([['b', 'a.ts']])],
      ['b', new Map([['c', 'b.ts']])],
      ['c', new Map([['a', 'c.ts']])],
    ]);
    expect(cyclesOf(graph)).toEqual([['a', 'b', 'c', 'a']]);
  });

  it('has no cycle', () => {
    const graph = moduleGraph();
    const described = cyclesOf(graph).map((cycle) =>
      cycle
        .slice(1)
        .map((to, i) => `${cycle[i]} -> ${to} (${graph.get(cycle[i]!)!.get(to)})`)
        .join(', '),
    );
    expect(described).toEqual([]);
  });

  it('sees the files and their imports, type-only ones too', () => {
    const graph = fileGraph();
    expect(graph.get('app.ts')?.has('http/types.ts')).toBe(true);
    expect(graph.get('config/public-body.ts')?.has('config/types.ts')).toBe(true);
    expect(graph.get('modules/rooms/routes.ts')?.has('modules/rooms/service.ts')).toBe(true);
  });

  it('keeps the layers below the modules free of imports from any module', () => {
    const upward = [...moduleGraph()]
      .filter(([from]) => BELOW_MODULES.includes(from))
      .flatMap(([from, edges]) =>
        [...edges]
          .filter(([to]) => to.startsWith('modules/'))
          .map(([to, file]) => `${from} -> ${to} (${file})`),
      );
    expect(upward).toEqual([]);
  });

  it('has no cycle of files either', () => {
    expect(cyclesOf(fileGraph()).map((cycle) => cycle.join(' -> '))).toEqual([]);
  });
});
