import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { AuditSessionKind } from '@lesesaal/domain/audit/schema';
import { archiveId } from './archives';

/**
 * Staff actions: who changed which entity how, and the NAMES of the fields sent —
 * never their values, so no visitor data ever lands here. No foreign key to the account:
 * an entry outlives a deleted staff account (its id and e-mail stay readable).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    archiveId: archiveId(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    accountId: integer('account_id').notNull(),
    accountEmail: text('account_email').notNull(),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    fields: jsonb('fields').$type<string[]>().notNull(),
    /** `PUT /api/admin/rooms/:id` — the route pattern, never the concrete path */
    route: text('route').notNull(),
    /**
     * which kind of session acted: `staff` (an account of the archive's own), `support` (a
     * platform administrator's support session), `platform` (the platform's API itself, e.g.
     * an archive's settings); null for entries written before sessions were told apart
     */
    sessionKind: text('session_kind').$type<AuditSessionKind>(),
  },
  (t) => [
    primaryKey({ name: 'audit_log_pkey', columns: [t.archiveId, t.id] }),
    index('audit_log_at_idx').on(t.at),
  ],
);
