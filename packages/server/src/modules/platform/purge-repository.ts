import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';

/**
 * Removing an archive's data. The tables are read from the catalog — every table of the
 * schema with `archive_id` — and ordered by their foreign keys, a table before the tables it
 * references, so no new table can be forgotten and no delete waits on a reference.
 */

/** The tables with `archive_id`, each before every table it references. */
export async function archiveTablesInDeleteOrder(db: Db): Promise<string[]> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`
      SELECT c.relname AS name
      FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'archive_id' AND NOT a.attisdropped
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
      ORDER BY c.relname`),
  ).map((r) => r.name);
  const references = rowsOf<{ child: string; parent: string }>(
    await db.execute(sql`
      SELECT child.relname AS child, parent.relname AS parent
      FROM pg_constraint con
      JOIN pg_class child ON child.oid = con.conrelid
      JOIN pg_class parent ON parent.oid = con.confrelid
      JOIN pg_namespace n ON n.oid = child.relnamespace
      WHERE con.contype = 'f' AND n.nspname = 'public' AND child.oid <> parent.oid`),
  );
  return deleteOrder(tables, references);
}

/**
 * `tables` ordered so that each comes before the tables it references (among `tables`);
 * references to other tables (the shared `archives`) do not order anything. Throws on a cycle.
 */
export function deleteOrder(
  tables: readonly string[],
  references: ReadonlyArray<{ child: string; parent: string }>,
): string[] {
  const inSet = new Set(tables);
  const referencedBy = new Map<string, Set<string>>(tables.map((t) => [t, new Set()]));
  for (const { child, parent } of references) {
    if (inSet.has(child) && inSet.has(parent) && child !== parent)
      referencedBy.get(parent)!.add(child);
  }
  const order: string[] = [];
  const done = new Set<string>();
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (done.has(table)) return;
    if (visiting.has(table)) throw new Error(`foreign keys form a cycle through ${table}`);
    visiting.add(table);
    // every table that references this one goes first
    for (const child of [...referencedBy.get(table)!].sort()) visit(child);
    visiting.delete(table);
    done.add(table);
    order.push(table);
  };
  for (const table of tables) visit(table);
  return order;
}

/**
 * Deletes every row of `table` in `archiveId`. Run in that archive (`inArchive`): row-level
 * security limits it to the archive's rows anyway; the condition says so again.
 */
export async function deleteArchiveRows(db: Db, table: string, archiveId: number): Promise<void> {
  await db.execute(sql`DELETE FROM ${sql.identifier(table)} WHERE archive_id = ${archiveId}`);
}
