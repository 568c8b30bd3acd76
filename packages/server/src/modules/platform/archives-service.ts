import type { AppContext } from '../../http/types';
import { AppError, sqlState } from '../../http/app-error';
import { DEFAULT_ARCHIVE_ID, inArchive } from '../../db/archives';
import { generatePassword } from '../passwords';
import { createNamedAdmin } from '../staff-accounts';
import type { PlatformIdentity } from './auth-service';
import { archivesOverview, openSupport } from './overview-support';
import { archiveTablesInDeleteOrder, deleteArchiveRows } from './purge-repository';
import { archiveOf } from './archive-view';
import * as repo from './repository';
import type {
  ArchiveCreate,
  ArchiveUpdate,
  PlatformArchive,
} from '@lesesaal/domain/archives/platform-schema';
import { transaction } from '../../db/transaction';

/** 409 `conflict` naming the taken fields (`slug`, `hostName`). */
function conflictOn(taken: string[]): AppError {
  return AppError.conflict('conflict', taken);
}

/**
 * Whether `hostName` is the installation's own (PUBLIC_URL's host name, any case): it serves
 * the default archive and the platform, and given to an archive it would take both away.
 */
function isInstallationHost(hostName: string | null | undefined, publicUrl: string): boolean {
  return !!hostName && hostName.toLowerCase() === new URL(publicUrl).hostname.toLowerCase();
}

/**
 * The platform's work on archives: list, create (with a first admin), change, suspend,
 * remove with all their data, the overview's counts and support sessions. The archives list
 * is shared; the work inside one archive runs in it (`inArchive`). After every change the
 * app's archive directory reads the list again.
 */
export function createArchivesService(ctx: AppContext) {
  const { db, clock, config, archives: directory } = ctx;

  const toArchive = (row: repo.ArchiveRow) => archiveOf(row, config);

  async function requireArchive(id: number): Promise<repo.ArchiveRow> {
    const row = await repo.findArchive(db, id);
    if (!row) throw AppError.notFound('archive');
    return row;
  }

  /** A unique violation a concurrent change slipped past the check with: 409 as well. */
  async function uniquely<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (sqlState(err) === '23505') throw conflictOn(['slug']);
      throw err;
    }
  }

  return {
    async list(): Promise<PlatformArchive[]> {
      return (await repo.listArchives(db)).map(toArchive);
    },

    /**
     * A new archive and its first admin (an ADMIN with a generated password, answered once).
     * One transaction in the new archive: the archive and its admin exist together or not.
     */
    async create(input: ArchiveCreate): Promise<PlatformArchive & { firstAdminPassword: string }> {
      const id = await repo.nextArchiveId(db);
      const password = generatePassword();
      const row = await uniquely(() =>
        inArchive(id, () =>
          transaction(db, async (tx) => {
            await repo.lockArchives(tx);
            const taken = await repo.takenBy(tx, input);
            if (isInstallationHost(input.hostName, config.publicUrl) && !taken.includes('hostName'))
              taken.push('hostName');
            if (taken.length > 0) throw conflictOn(taken);
            const created = await repo.insertArchive(tx, {
              id,
              slug: input.slug,
              name: input.name,
              hostName: input.hostName ?? null,
              timeZone: input.timeZone ?? null,
              defaultLanguage: input.defaultLanguage ?? null,
              now: clock.now(),
            });
            await createNamedAdmin({ db: tx, clock }, { ...input.firstAdmin, password });
            return created;
          }),
        ),
      );
      await directory.refresh();
      return { ...toArchive(row), firstAdminPassword: password };
    },

    /**
     * 404; 409 for a taken slug or host name (another archive's or the installation's own),
     * and for suspending the default archive.
     */
    async update(id: number, changes: ArchiveUpdate): Promise<PlatformArchive> {
      const row = await uniquely(() =>
        transaction(db, async (tx) => {
          await repo.lockArchives(tx);
          const current = await repo.findArchive(tx, id);
          if (!current) throw AppError.notFound('archive');
          if (id === DEFAULT_ARCHIVE_ID && changes.suspended === true)
            throw AppError.conflict('conflict', ['default']);
          const taken = await repo.takenBy(tx, changes, id);
          // the default archive is served there anyway: its host name changes nothing
          const installationHost =
            id !== DEFAULT_ARCHIVE_ID && isInstallationHost(changes.hostName, config.publicUrl);
          if (installationHost && !taken.includes('hostName')) taken.push('hostName');
          if (taken.length > 0) throw conflictOn(taken);
          const { suspended, ...columns } = changes;
          const suspendedAt =
            suspended === undefined
              ? {}
              : { suspendedAt: suspended ? (current.suspendedAt ?? clock.now()) : null };
          return repo.updateArchive(tx, id, { ...columns, ...suspendedAt });
        }),
      );
      await directory.refresh();
      return toArchive(row!);
    },

    /**
     * Removes a suspended archive and all its data: every table with `archive_id` (from the
     * catalog, in foreign-key order), in the archive, then its row — one transaction.
     * 409 for the default archive (`default`) and for one not suspended (`not_suspended`).
     */
    async remove(id: number): Promise<void> {
      const current = await requireArchive(id);
      if (id === DEFAULT_ARCHIVE_ID) throw AppError.conflict('conflict', ['default']);
      if (current.suspendedAt === null) throw AppError.conflict('conflict', ['not_suspended']);
      await inArchive(id, () =>
        transaction(db, async (tx) => {
          for (const table of await archiveTablesInDeleteOrder(tx))
            await deleteArchiveRows(tx, table, id);
          await repo.deleteArchiveRow(tx, id);
        }),
      );
      await directory.refresh();
    },

    overview: () => archivesOverview(ctx),
    support: (id: number, admin: PlatformIdentity) => openSupport(ctx, id, admin),
  };
}

export type ArchivesService = ReturnType<typeof createArchivesService>;
