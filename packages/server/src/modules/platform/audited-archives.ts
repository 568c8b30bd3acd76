import type { AppContext } from '../../http/types';
import { archiveOf } from './archive-view';
import { createArchivesService } from './archives-service';
import type { PlatformIdentity } from './auth-service';
import { createInstallationAudit } from '../installation-audit';
import * as repo from './repository';
import type {
  ArchiveCreate,
  ArchiveUpdate,
  PlatformArchive,
} from '@lesesaal/domain/archives/platform-schema';

/** The columns a change of an archive may touch, by the names the API gives them. */
const CHANGEABLE = ['slug', 'name', 'hostName', 'timeZone', 'defaultLanguage'] as const;

/** The names of the fields whose value a change really changed (`suspended` apart). */
function changedFields(before: PlatformArchive, after: PlatformArchive): string[] {
  return CHANGEABLE.filter((field) => before[field] !== after[field]);
}

/**
 * The platform's work on archives, each done step an entry of the installation's audit log
 * under the administrator who did it: `ARCHIVE_CREATE`, `ARCHIVE_CHANGE` (the names of the
 * fields changed), `ARCHIVE_SUSPEND`, `ARCHIVE_RESUME`, `ARCHIVE_REMOVE` (the archive's slug
 * kept in the entry, which outlives it) and `SUPPORT_SESSION`. Written after the change
 * committed: a refused change writes nothing.
 */
export function createAuditedArchives(ctx: AppContext) {
  const archives = createArchivesService(ctx);
  const audit = createInstallationAudit(ctx);
  const who = (admin: PlatformIdentity) => ({ adminId: admin.adminId, email: admin.email });

  return {
    ...archives,

    async create(input: ArchiveCreate, admin: PlatformIdentity) {
      const created = await archives.create(input);
      await audit.record(who(admin), 'ARCHIVE_CREATE', {
        archive: created,
        fields: Object.keys(input).filter((key) => key !== 'firstAdmin'),
      });
      return created;
    },

    async update(
      id: number,
      changes: ArchiveUpdate,
      admin: PlatformIdentity,
    ): Promise<PlatformArchive> {
      const row = await repo.findArchive(ctx.db, id);
      const after = await archives.update(id, changes);
      if (!row) return after;
      const before = archiveOf(row, ctx.config);
      const fields = changedFields(before, after);
      if (fields.length > 0)
        await audit.record(who(admin), 'ARCHIVE_CHANGE', { archive: after, fields });
      if (before.suspended !== after.suspended)
        await audit.record(who(admin), after.suspended ? 'ARCHIVE_SUSPEND' : 'ARCHIVE_RESUME', {
          archive: after,
        });
      return after;
    },

    async remove(id: number, admin: PlatformIdentity): Promise<void> {
      const row = await repo.findArchive(ctx.db, id);
      await archives.remove(id);
      // the slug as it was: the entry outlives the archive
      await audit.record(who(admin), 'ARCHIVE_REMOVE', { archive: { id, slug: row?.slug ?? '' } });
    },

    async support(id: number, admin: PlatformIdentity) {
      const opened = await archives.support(id, admin);
      await audit.record(who(admin), 'SUPPORT_SESSION', {
        archive: opened.served.archive,
        fields: ['role:ADMIN', `until:${opened.expiresAt.toISOString()}`],
      });
      return opened;
    },
  };
}

export type AuditedArchives = ReturnType<typeof createAuditedArchives>;
