import type { AuditEvent, AuditListQuery, AuditSessionKind } from '@lesesaal/domain/audit/schema';
import type { AppContext } from '../../http/types';
import type { ChangedRequest } from './audited-routes';
import { describeChange } from './audited-routes';
import * as repo from './repository';

const DAY_MS = 24 * 60 * 60_000;

/**
 * Who acted: the staff account (id 0 and the administrator's e-mail for the platform's API)
 * and the kind of session (default `staff`, an account of the archive's own).
 */
export interface AuditActor {
  accountId: number;
  email: string;
  session?: AuditSessionKind;
}

/**
 * The staff audit log: one entry per successful state-changing staff request,
 * field names only. Entries are kept `AUDIT_RETENTION_DAYS` and then deleted by the hourly
 * housekeeping job.
 */
export function createAuditService(ctx: Pick<AppContext, 'db' | 'clock' | 'config'>) {
  const { db, clock, config } = ctx;
  return {
    list: (query: AuditListQuery) =>
      repo.listEntries(db, {
        limit: query.limit ?? config.limits.pagingSize,
        offset: query.offset ?? 0,
      }),

    /** Records what `request` changed, done by `staff`. */
    async record(staff: AuditActor, request: ChangedRequest) {
      await repo.insertEntry(db, {
        at: clock.now(),
        accountId: staff.accountId,
        accountEmail: staff.email,
        sessionKind: staff.session ?? 'staff',
        ...describeChange(request),
      });
    },

    /**
     * Records a sign-in event or a change to a staff account that is more than its request
     * (a role change, a second factor set up): `staff` did it, `fields` name how and with
     * which role, e.g. `method:directory`, `role:ADMIN`, `group:lesesaal-admins` — never a
     * token, a secret, a code or a claim's personal data. The entity is the staff account
     * `entityId` (default: `staff`'s own; null when there is none, as for a failed sign-in
     * with an e-mail no account has — its `staff` is id 0 without an e-mail).
     */
    async recordEvent(
      staff: AuditActor,
      event: { action: AuditEvent; route: string; fields: string[]; entityId?: string | null },
    ) {
      await repo.insertEntry(db, {
        at: clock.now(),
        accountId: staff.accountId,
        accountEmail: staff.email,
        sessionKind: staff.session ?? 'staff',
        action: event.action,
        entityType: 'staff_account',
        entityId: event.entityId === undefined ? String(staff.accountId) : event.entityId,
        fields: event.fields,
        route: event.route,
      });
    },

    /**
     * Records what the system itself did, no staff account acting (account id 0, no e-mail,
     * no session): a fair opening's draw (`opening.drawn`). `fields` carry no personal data.
     */
    async recordSystem(entry: {
      action: string;
      entityType: string;
      entityId: string;
      fields: string[];
      route: string;
    }) {
      await repo.insertEntry(db, {
        at: clock.now(),
        accountId: 0,
        accountEmail: '',
        sessionKind: null,
        ...entry,
      });
    },

    /** Deletes entries older than the retention time; returns how many. */
    deleteExpired: () =>
      repo.deleteEntriesBefore(
        db,
        new Date(clock.now().getTime() - config.auditRetentionDays * DAY_MS),
      ),
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
