/**
 * The installation's audit log: what the platform's administrators did (sign-ins, archives
 * created, changed, suspended, removed, support access), outside every archive and outliving
 * them (`platform_audit_log`). The platform module records and lists it.
 */
import type {
  InstallationAuditAction,
  InstallationAuditQuery,
} from '@lesesaal/domain/audit/installation';
import type { Db } from '../../db/client';
import type { Clock } from '../../http/types';
import * as repo from './repository';

const DAY_MS = 24 * 60 * 60_000;

/** Who an entry names: an administrator (id 0 and '' for an e-mail no administrator has). */
export interface InstallationActor {
  adminId: number;
  email: string;
}

/** The archive an entry is about, by id and slug at the time. */
export interface AuditedArchive {
  id: number;
  slug: string;
}

/**
 * The installation's audit log: platform sign-ins, the archives' creation, changes,
 * suspension and removal, support sessions, and what the command line changed on
 * administrators. Written after the change it records committed (a failed write is the
 * caller's to log, as the archives' audit hook does); kept `AUDIT_RETENTION_DAYS`, then
 * deleted by the installation's housekeeping job. Names of fields only, never their values.
 */
export function createInstallationAudit(ctx: {
  db: Db;
  clock: Clock;
  config: { auditRetentionDays: number; limits: { pagingSize: number } };
}) {
  const { db, clock, config } = ctx;
  return {
    /** Records `action` by `actor` (the platform's API unless `channel` says `cli`). */
    async record(
      actor: InstallationActor,
      action: InstallationAuditAction,
      details: { archive?: AuditedArchive | null; fields?: string[]; channel?: 'api' | 'cli' } = {},
    ): Promise<void> {
      await repo.insertEntry(db, {
        at: clock.now(),
        adminId: actor.adminId,
        adminEmail: actor.email,
        channel: details.channel ?? 'api',
        action,
        archiveId: details.archive?.id ?? null,
        archiveSlug: details.archive?.slug ?? null,
        fields: details.fields ?? [],
      });
    },

    list: (query: InstallationAuditQuery) =>
      repo.listEntries(db, {
        limit: query.limit ?? config.limits.pagingSize,
        offset: query.offset ?? 0,
        ...(query.archiveId === undefined ? {} : { archiveId: query.archiveId }),
      }),

    /** Deletes entries older than the retention time; returns how many. */
    deleteExpired: () =>
      repo.deleteEntriesBefore(
        db,
        new Date(clock.now().getTime() - config.auditRetentionDays * DAY_MS),
      ),
  };
}

export type InstallationAudit = ReturnType<typeof createInstallationAudit>;
