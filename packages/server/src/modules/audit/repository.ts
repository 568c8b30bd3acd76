import { count, desc, lt } from 'drizzle-orm';
import type { AuditEntry } from '@lesesaal/domain/audit/schema';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/index';

export type NewAuditEntry = Omit<AuditEntry, 'id' | 'at'> & { at: Date };

export async function insertEntry(db: Db, entry: NewAuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}

/** Newest first; the id breaks ties between entries of the same instant. */
export async function listEntries(
  db: Db,
  paging: { limit: number; offset: number },
): Promise<{ content: AuditEntry[]; totalCount: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ n: count() }).from(auditLog),
  ]);
  return {
    content: rows.map((r) => ({ ...r, at: new Date(r.at).toISOString() })),
    totalCount: Number(total?.n ?? 0),
  };
}

/** Deletes entries older than `before`; returns how many. */
export async function deleteEntriesBefore(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(auditLog)
    .where(lt(auditLog.at, before))
    .returning({ id: auditLog.id });
  return rows.length;
}
