import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The migrations this version knows (the folder's `meta/_journal.json`, written by
 * drizzle-kit) against those a database has applied (drizzle's table
 * `drizzle.__drizzle_migrations`: one row per applied migration, `created_at` = the
 * migration's `when` in the journal). drizzle's migrator applies the migrations whose `when`
 * is later than the newest row, and nothing else: a database migrated by a newer version
 * looks up to date to an older one, which would then run on a schema it does not know. The
 * start refuses that instead ({@link assertKnownMigrations}; docs/operations.md, "Rollback").
 */

/** One migration of the folder, in the journal's order. */
export interface KnownMigration {
  /** the position in the journal (0 = the first migration) */
  index: number;
  /** the file name without `.sql`, e.g. `0017_archives` */
  tag: string;
  /** drizzle's `folderMillis`: what `created_at` of its row holds once applied */
  when: number;
}

interface Journal {
  entries: Array<{ idx: number; tag: string; when: number }>;
}

/** The journal of a migrations folder, in order. */
export function knownMigrations(folder: string): KnownMigration[] {
  const journal = JSON.parse(
    readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;
  return journal.entries.map((e, index) => ({ index, tag: e.tag, when: Number(e.when) }));
}

/** A migration's number as its file name starts (`0022`). */
const numbered = (index: number) => String(index).padStart(4, '0');

/**
 * `created_at` of every migration the database applied, oldest first, or `[]` when it has no
 * migrations table yet (a new database). `query` runs one statement as the owner and returns
 * its rows.
 */
export async function appliedMigrations(
  query: (text: string) => Promise<Array<Record<string, unknown>>>,
): Promise<string[]> {
  const [journal] = await query(
    `SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`,
  );
  if (!journal?.present) return [];
  const rows = await query(
    'SELECT created_at::text AS created_at FROM drizzle.__drizzle_migrations ORDER BY created_at, id',
  );
  return rows.map((r) => String(r.created_at));
}

/** The start refused: the database has migrations this version does not know. */
export class DatabaseNewerError extends Error {
  constructor(
    /** the applied migrations this version does not know, by position (`0022`, …) */
    readonly unknown: string[],
    readonly newestKnown: KnownMigration,
  ) {
    const count = unknown.length === 1 ? '1 migration' : `${unknown.length} migrations`;
    super(
      `The database was migrated by a newer Lesesaal (migration ${unknown.join(', ')}: ${count} newer than ${newestKnown.tag}, the newest this version knows); this version does not run on a schema it does not know. ` +
        'Fix: start that version (or a later one), or restore the backup taken before the upgrade and start this version on it (docs/operations.md, "Rollback").',
    );
  }
}

/**
 * Refuses a database that applied migrations this version does not know: rows of the
 * migrations table later than the newest migration of the folder. `appliedCreatedAt` is
 * `created_at` of every row, oldest first (their position gives the migration's number).
 */
export function assertKnownMigrations(
  appliedCreatedAt: ReadonlyArray<number | string>,
  known: readonly KnownMigration[],
): void {
  const newest = known.at(-1);
  if (!newest) return;
  const unknown = appliedCreatedAt.flatMap((createdAt, position) =>
    Number(createdAt) > newest.when ? [numbered(position)] : [],
  );
  if (unknown.length > 0) throw new DatabaseNewerError(unknown, newest);
}

/**
 * The migration a statement of the migrator belongs to (its file holds the statement's
 * text between two `--> statement-breakpoint` markers), for messages; undefined if none.
 */
export function migrationOfStatement(
  statement: string,
  folder: string,
): KnownMigration | undefined {
  const text = statement.trim();
  if (!text) return undefined;
  const parts = knownMigrations(folder).map((m) => {
    try {
      const file = readFileSync(path.join(folder, `${m.tag}.sql`), 'utf8');
      return { m, parts: file.split('--> statement-breakpoint').map((p) => p.trim()) };
    } catch {
      return { m, parts: [] };
    }
  });
  // drizzle runs the text between two markers, comments included; a statement quoted
  // without its comments is found inside one (when long enough to say which)
  return (
    parts.find((f) => f.parts.includes(text))?.m ??
    (text.length >= 30 ? parts.find((f) => f.parts.some((p) => p.includes(text)))?.m : undefined)
  );
}

/**
 * The extensions the migrations create (`CREATE EXTENSION IF NOT EXISTS name`), in order:
 * what a superuser creates beforehand where the owner may not (docs/operations.md).
 */
export function extensionsOfMigrations(folder: string): string[] {
  const names = new Set<string>();
  for (const m of knownMigrations(folder)) {
    const text = readFileSync(path.join(folder, `${m.tag}.sql`), 'utf8');
    for (const match of text.matchAll(/CREATE EXTENSION IF NOT EXISTS "?(\w+)"?/gi))
      names.add(match[1]!);
  }
  return [...names];
}
