import { count, desc, eq, lt } from 'drizzle-orm';
import type { InstallationAuditEntry } from '@lesesaal/domain/audit/installation';
import type { Db } from '../../db/client';
import { platformAuditLog } from '../../db/schema/index';

/** The installation's audit log (`platform_audit_log`, shared by no archive). */
export interface NewInstallationEntry {
  at: Date;
  adminId: number;
  adminEmail: string;
  channel: 'api' | 'cli';
  action: string;
  archiveId: number | null;
  archiveSlug: string | null;
  fields: string[];
}

export async function insertEntry(db: Db, entry: NewInstallationEntry): Promise<void> {
  const { archiveId, archiveSlug, ...rest } = entry;
  await db
    .insert(platformAuditLog)
    .values({ ...rest, targetArchiveId: archiveId, targetArchiveSlug: archiveSlug });
}

/** Newest first (the id breaks ties between entries of the same instant); one archive's only when given. */
export async function listEntries(
  db: Db,
  query: { limit: number; offset: number; archiveId?: number },
): Promise<{ content: InstallationAuditEntry[]; totalCount: number }> {
  const about =
    query.archiveId === undefined
      ? undefined
      : eq(platformAuditLog.targetArchiveId, query.archiveId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(platformAuditLog)
      .where(about)
      .orderBy(desc(platformAuditLog.at), desc(platformAuditLog.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(platformAuditLog).where(about),
  ]);
  return {
    content: rows.map((r) => ({
      id: r.id,
      at: new Date(r.at).toISOString(),
      adminId: r.adminId,
      adminEmail: r.adminEmail,
      channel: r.channel === 'cli' ? 'cli' : 'api',
      action: r.action,
      archiveId: r.targetArchiveId,
      archiveSlug: r.targetArchiveSlug,
      fields: r.fields,
    })),
    totalCount: Number(total?.n ?? 0),
  };
}

/** Deletes entries older than `before`; returns how many. */
export async function deleteEntriesBefore(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(platformAuditLog)
    .where(lt(platformAuditLog.at, before))
    .returning({ id: platformAuditLog.id });
  return rows.length;
}
