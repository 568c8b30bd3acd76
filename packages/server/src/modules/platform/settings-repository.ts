import { eq, sql } from 'drizzle-orm';
import type { ArchiveSettings } from '@lesesaal/domain/archives/settings';
import type { Db } from '../../db/client';
import { archives } from '../../db/schema/index';

/** The stored settings of an archive (its JSON as it is), or undefined for an unknown archive. */
export async function findSettings(db: Db, id: number): Promise<unknown> {
  const rows = await db
    .select({ settings: archives.settings })
    .from(archives)
    .where(eq(archives.id, id))
    .limit(1);
  return rows[0]?.settings;
}

/** Locks the archive's row for the rest of the transaction (two changes merge one after the other). */
export async function lockArchiveRow(db: Db, id: number): Promise<void> {
  await db.execute(sql`SELECT 1 FROM ${archives} WHERE ${archives.id} = ${id} FOR UPDATE`);
}

export async function saveSettings(db: Db, id: number, settings: ArchiveSettings): Promise<void> {
  await db.update(archives).set({ settings }).where(eq(archives.id, id));
}
