/**
 * Wire schemas of the staff audit log: which staff account did what to which
 * entity, and which fields it sent — field names only, never their values.
 */
import { z } from 'zod';
import { pagingQuerySchema } from '../paging';

/** What a staff action did; `other` for a route the audit table does not name yet. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'move',
  // a named seat put on the room's plan, moved on it or taken off it
  'place',
  'set_image',
  'delete_image',
  'create_time_slots',
  'change_capacity',
  'book_tickets',
  'import',
  'cancel',
  'change_owner',
  'check_in',
  'undo_check_in',
  // a user application decided, its identity checked, its validity extended
  'approve',
  'refuse',
  'identity_check',
  'extend',
  'other',
] as const;

/** One staff action. */
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * Events recorded on a staff account beyond its requests: a sign-in (local or through the
 * directory) and a refused one, a role change, a second factor set up, a local account
 * opened to the directory's takeover.
 */
export const AUDIT_EVENTS = [
  'SIGN_IN',
  'SIGN_IN_FAILED',
  'ROLE_CHANGE',
  'SECOND_FACTOR_SET_UP',
  'DIRECTORY_LINK',
] as const;

/** One event on a staff account. */
export type AuditEvent = (typeof AUDIT_EVENTS)[number];

/**
 * Entries the system writes itself (account 0, no session), with their text keys (a dot
 * would nest the key): a fair opening's draw.
 */
export const AUDIT_SYSTEM_ACTIONS = { 'opening.drawn': 'opening_drawn' } as const;

/** The text key of a system entry's action. */
export type AuditSystemAction = (typeof AUDIT_SYSTEM_ACTIONS)[keyof typeof AUDIT_SYSTEM_ACTIONS];

/** What an audit entry's `entityType` names. */
export const AUDIT_ENTITY_TYPES = [
  'room',
  'time_slot',
  'ticket',
  'holiday',
  'blacklist_entry',
  'staff_account',
  'record_unit',
  'seat',
  'seat_equipment',
  'user_application',
  'group_request',
] as const;

/** The kind of thing an audit entry is about. */
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/**
 * Which kind of session acted: `staff` — an account of the archive's own; `support` — a
 * platform administrator's support session; `platform` — the platform's API itself (an
 * archive's settings changed by a platform administrator).
 */
export const AUDIT_SESSION_KINDS = ['staff', 'support', 'platform'] as const;

/** The kind of session an audit entry was written for. */
export type AuditSessionKind = (typeof AUDIT_SESSION_KINDS)[number];

/** One entry of the audit log as the API returns it. */
export const auditEntrySchema = z.object({
  id: z.int(),
  /** when the change was made (ISO date-time, UTC) */
  at: z.iso.datetime(),
  accountId: z.int(),
  /** the staff account's e-mail at the time (staff data, not visitor data) */
  accountEmail: z.string(),
  action: z.string(),
  /** one of AUDIT_ENTITY_TYPES, or a route pattern for a route the audit table does not name */
  entityType: z.string(),
  /** the entity's numeric id(s), null when the id would be personal (a blocked e-mail) */
  entityId: z.string().nullable(),
  /** names of the top-level fields the request sent */
  fields: z.array(z.string()),
  /** method and route pattern, e.g. `PUT /api/admin/rooms/:id` */
  route: z.string(),
  /** which kind of session acted; null for entries written before sessions were told apart */
  sessionKind: z.enum(AUDIT_SESSION_KINDS).nullable(),
});

/** One staff action in the audit log. */
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** `GET /api/admin/audit-log`: newest first, paged. */
export const auditListQuerySchema = z.object({ ...pagingQuerySchema.shape });

/** Paging of the audit log. */
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;
