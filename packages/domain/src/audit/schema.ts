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
  'other',
] as const;

/** One staff action. */
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One entry of the audit log as the API returns it. */
export const auditEntrySchema = z.object({
  id: z.int(),
  /** when the change was made (ISO date-time, UTC) */
  at: z.iso.datetime(),
  accountId: z.int(),
  /** the staff account's e-mail at the time (staff data, not visitor data) */
  accountEmail: z.string(),
  action: z.string(),
  /** `room`, `time_slot`, `ticket`, `holiday`, `blacklist_entry`, `staff_account` */
  entityType: z.string(),
  /** the entity's numeric id(s), null when the id would be personal (a blocked e-mail) */
  entityId: z.string().nullable(),
  /** names of the top-level fields the request sent */
  fields: z.array(z.string()),
  /** method and route pattern, e.g. `PUT /api/admin/rooms/:id` */
  route: z.string(),
});

/** One staff action in the audit log. */
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** `GET /api/admin/audit-log`: newest first, paged. */
export const auditListQuerySchema = z.object({ ...pagingQuerySchema.shape });

/** Paging of the audit log. */
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;
