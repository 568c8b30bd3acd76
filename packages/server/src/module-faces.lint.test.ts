import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A module's face is its index.ts: it exports what other modules (and app.ts, server.ts,
// cli.ts, jobs/, mail/, http/, their tests) import, nothing more. An export nobody outside
// the module imports is an inside shown as a face: others may start to lean on it, and the
// module can no longer change it alone. A module's own files and tests import each other
// directly, never through their own index.
const src = path.dirname(fileURLToPath(import.meta.url));
const modulesDir = path.join(src, 'modules');

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : tsFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** The names inside `{ … }` of an import or export list: `a`, `type B`, `c as d` (→ d or c). */
function listedNames(list: string, side: 'exported' | 'imported'): string[] {
  return list
    .split(',')
    .map((item) => item.replace(/\/\/.*$/gm, '').trim())
    .filter(Boolean)
    .map((item) => item.replace(/^type\s+/, ''))
    .map((item) => {
      const [name, alias] = item.split(/\s+as\s+/);
      return side === 'exported' ? (alias ?? name)!.trim() : name!.trim();
    });
}

/** The names a module's index.ts exports. `export *` is refused: a face lists its names. */
export function exportedNames(code: string): string[] {
  if (/(?:^|\n)\s*export\s*\*/.test(code)) throw new Error('export * hides what a face exports');
  const names = new Set<string>();
  for (const match of code.matchAll(/(?:^|\n)\s*export\s+(?:type\s+)?\{([^}]*)\}/g))
    for (const name of listedNames(match[1]!, 'exported')) names.add(name);
  const declaration =
    /(?:^|\n)\s*export\s+(?:declare\s+)?(?:default\s+)?(?:async\s+)?(?:const|let|var|function\*?|class|type|interface|enum)\s+([A-Za-z_$][\w$]*)/g;
  for (const match of code.matchAll(declaration)) names.add(match[1]!);
  return [...names];
}

const FROM =
  /(?:^|\n)\s*(import|export)\s+(type\s+)?([^'";]*?)\s*\bfrom\s*['"](\.{1,2}\/[^'"]*)['"]/g;
const DYNAMIC = /\bimport\(\s*['"](\.{1,2}\/[^'"]*)['"]\s*\)/g;

/** The module whose face (modules/<name>/index.ts) a relative import names, if it does. */
function faceNamed(fromFile: string, spec: string): string | null {
  const target = path.resolve(path.dirname(fromFile), spec.replace(/\.js$/, ''));
  const relative = path.relative(modulesDir, target).split(path.sep);
  if (relative[0] === '..' || path.isAbsolute(relative[0]!)) return null;
  if (relative.length === 1) return relative[0]!;
  if (relative.length === 2 && relative[1] === 'index') return relative[0]!;
  return null;
}

/** The module a file belongs to (`modules/<name>/…`), or null. */
function moduleOf(file: string): string | null {
  const [top, name, rest] = path.relative(src, file).split(path.sep);
  return top === 'modules' && name && rest ? name : null;
}

const EVERYTHING = '*';

/** For each module, the names of its face that files outside it import (`*`: all of them). */
export function importedFromFaces(): Map<string, Set<string>> {
  const imported = new Map<string, Set<string>>();
  const note = (module: string, name: string) =>
    imported.set(module, (imported.get(module) ?? new Set()).add(name));
  for (const file of tsFiles(src)) {
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(FROM)) {
      const module = faceNamed(file, match[4]!);
      if (!module || module === moduleOf(file)) continue;
      const clause = match[3]!;
      if (/^\*/.test(clause) || /,\s*\*/.test(clause)) note(module, EVERYTHING);
      const list = /\{([^}]*)\}/.exec(clause);
      if (list) for (const name of listedNames(list[1]!, 'imported')) note(module, name);
    }
    for (const match of code.matchAll(DYNAMIC)) {
      const module = faceNamed(file, match[1]!);
      if (module && module !== moduleOf(file)) note(module, EVERYTHING);
    }
  }
  return imported;
}

/** Files of a module that import its own face (its tests included). */
function ownFaceImports(module: string): string[] {
  return tsFiles(path.join(modulesDir, module)).filter((file) =>
    [...readFileSync(file, 'utf8').matchAll(FROM)].some(
      (match) => faceNamed(file, match[4]!) === module && path.basename(file) !== 'index.ts',
    ),
  );
}

const modules = readdirSync(modulesDir, { withFileTypes: true })
  .filter(
    (entry) => entry.isDirectory() && existsSync(path.join(modulesDir, entry.name, 'index.ts')),
  )
  .map((entry) => entry.name)
  .sort();

describe('server module faces', () => {
  it('reads export lists and declarations, aliases and type exports', () => {
    expect(
      exportedNames(
        "export { a, b as c, type D } from './x';\nexport type {\n  E,\n  F as G,\n} from './y';\nexport const h = 1;\nexport function i() {}\n",
      ),
    ).toEqual(['a', 'c', 'D', 'E', 'G', 'h', 'i']);
    expect(() => exportedNames("export * from './x';\n")).toThrow(/export \*/);
  });

  it('sees which face names other files import', () => {
    const imported = importedFromFaces();
    expect(imported.get('cart')?.size).toBeGreaterThan(0);
    expect(imported.get('bookings')?.has('bookingRoutes')).toBe(true);
  });

  it('exports from each module only what files outside it import', () => {
    const imported = importedFromFaces();
    const table = modules.map((module) => {
      const names = exportedNames(readFileSync(path.join(modulesDir, module, 'index.ts'), 'utf8'));
      const used = imported.get(module) ?? new Set<string>();
      const unused = used.has(EVERYTHING) ? [] : names.filter((name) => !used.has(name));
      return { module, exports: names.length, unused };
    });
    console.log(
      [
        'module'.padEnd(24) + 'exports',
        ...table.map(({ module, exports }) => module.padEnd(24) + String(exports).padStart(7)),
      ].join('\n'),
    );
    expect(
      table.flatMap(({ module, unused }) =>
        unused.map(
          (name) => `modules/${module}/index.ts exports ${name}, imported by no file outside it`,
        ),
      ),
    ).toEqual([]);
  });

  it("lets no module import its own face: a module's files and tests import its files", () => {
    expect(
      modules.flatMap((module) => ownFaceImports(module).map((file) => path.relative(src, file))),
    ).toEqual([]);
  });
});
