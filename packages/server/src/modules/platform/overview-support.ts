import { archiveClock, type AppContext } from '../../http/types';
import { AppError } from '../../http/app-error';
import { DEFAULT_ARCHIVE_ID, inArchive } from '../../db/archives';
import type { ServedArchive } from '../../archives';
import { createSupportSessions } from '../auth';
import { archiveOf } from './archive-view';
import type { PlatformIdentity } from './auth-service';
import { archiveTotals } from './overview-repository';
import * as repo from './repository';
import type { ArchiveCounts } from '@lesesaal/domain/archives/platform-schema';

/** Where an archive's staff screens start: `/admin/` for the default archive, else `/x/admin/`. */
export function staffBase(archive: { id: number; slug: string }): string {
  return archive.id === DEFAULT_ARCHIVE_ID ? '/' : `/${archive.slug}/`;
}

/** Counts per archive, each read in its archive, with its own date and time zone. */
export async function archivesOverview(ctx: AppContext): Promise<ArchiveCounts[]> {
  const { db, clock, config } = ctx;
  const result: ArchiveCounts[] = [];
  for (const row of await repo.listArchives(db)) {
    const local = archiveClock(clock, row.timeZone ?? config.timeZone);
    const today = local.today();
    const totals = await inArchive(row.id, () =>
      archiveTotals(db, {
        today,
        monthStart: local.instantAt(`${today.slice(0, 7)}-01`, '00:00'),
        yearStart: local.instantAt(`${today.slice(0, 4)}-01-01`, '00:00'),
      }),
    );
    const archive = archiveOf(row, config);
    result.push({
      archiveId: row.id,
      slug: row.slug,
      name: archive.name,
      suspended: archive.suspended,
      ...totals,
    });
  }
  return result;
}

/**
 * A support session in the archive for `admin` (the auth module's support sessions): its
 * token, the archive as served under the path of the start page (whose cookie it takes)
 * and the staff start page — under `/x/` also for an archive with its own host name, as
 * the cookie can only be set for the platform's own host. 404; 409 [`suspended`] for
 * a suspended archive (its screens are not served), [`email`] when an account of the
 * archive's own has the administrator's e-mail.
 */
export async function openSupport(
  ctx: AppContext,
  id: number,
  admin: PlatformIdentity,
): Promise<{ token: string; expiresAt: Date; served: ServedArchive; url: string }> {
  const archive = await repo.findArchive(ctx.db, id);
  if (!archive) throw AppError.notFound('archive');
  if (archive.suspendedAt !== null) throw AppError.conflict('conflict', ['suspended']);
  const { token, expiresAt } = await inArchive(id, () =>
    createSupportSessions(ctx).open({ email: admin.email, displayName: admin.displayName }),
  );
  const base = staffBase(archive);
  return { token, expiresAt, served: { archive, base }, url: `${base}admin/` };
}
