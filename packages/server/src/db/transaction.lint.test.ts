import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Every transaction the app opens starts with its archive's scope, sent by `transaction()`
// (db/transaction.ts). drizzle's own `.transaction(…)` would begin one without the scope on
// PostgreSQL (row-level security then shows and takes nothing), so outside db/ no source file
// calls it: a module opens its transactions with `transaction(db, …)`, a savepoint inside one
// with `savepoint(tx, …)`.
const src = path.dirname(fileURLToPath(new URL('.', import.meta.url)));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** `x.transaction(` — a method call, not the `transaction(` function. */
const METHOD_CALL = /\.transaction\s*\(/;

export function drizzleTransactionCalls(files = sourceFiles(src)): string[] {
  return files
    .filter((file) => !path.relative(src, file).startsWith(`db${path.sep}`))
    .flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          METHOD_CALL.test(line) ? [`${path.relative(src, file)}:${i + 1}: ${line.trim()}`] : [],
        ),
    );
}

describe('transactions', () => {
  it('are opened by transaction() only: no drizzle .transaction( outside db/', () => {
    expect(drizzleTransactionCalls()).toEqual([]);
  });

  it('finds a planted drizzle .transaction( in a module, and none in db/ or in a transaction( call', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lesesaal-planted-'));
    const inModule = path.join(dir, 'service.ts'); // outside db/: counted
    const inDb = path.join(src, 'db', 'transaction.ts');
    try {
      writeFileSync(
        inModule,
        'export const a = (db) => db.transaction(async (tx) => tx);\nexport const b = (db) => transaction(db, async (tx) => tx);\n',
      );
      const found = drizzleTransactionCalls([inModule, inDb]);
      expect(found).toHaveLength(1);
      expect(found[0]).toMatch(/service\.ts:1: .*db\.transaction\(/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
