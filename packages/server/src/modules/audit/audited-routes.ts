import type { AuditAction } from '@lesesaal/domain/audit/schema';

/** Where an audit entry finds the id of the entity a request changed. */
type IdSource =
  | { param: string } // a numeric route parameter
  | 'response' // `id` of the JSON answer (creation)
  | 'query-ids' // `?ids=1,2,3`
  | 'none'; // no id, or only a personal one (a blocked e-mail address)

interface AuditedRoute {
  entityType: string;
  action: AuditAction;
  id: IdSource;
  /** fields the route changes that are not in its body (path or file) */
  implicitFields?: string[];
}

/**
 * Every state-changing staff route and what it means in the audit log. A test walks the
 * app's admin routes and fails for one missing here; at run time an unnamed route is still
 * recorded (entity = its pattern, action `other`), so nothing goes unlogged.
 */
export const AUDITED_ROUTES: Record<string, AuditedRoute> = {
  'POST /api/admin/users': { entityType: 'staff_account', action: 'create', id: 'response' },
  'PUT /api/admin/users/:id': {
    entityType: 'staff_account',
    action: 'update',
    id: { param: 'id' },
  },
  'DELETE /api/admin/users/:id': {
    entityType: 'staff_account',
    action: 'delete',
    id: { param: 'id' },
  },
  'POST /api/admin/rooms': { entityType: 'room', action: 'create', id: 'response' },
  'PUT /api/admin/rooms/:id': { entityType: 'room', action: 'update', id: { param: 'id' } },
  'DELETE /api/admin/rooms/:id': { entityType: 'room', action: 'delete', id: { param: 'id' } },
  'PUT /api/admin/rooms/:id/order/:order': {
    entityType: 'room',
    action: 'move',
    id: { param: 'id' },
    implicitFields: ['order'],
  },
  'PUT /api/admin/rooms/:id/image': {
    entityType: 'room',
    action: 'set_image',
    id: { param: 'id' },
    implicitFields: ['image'],
  },
  'DELETE /api/admin/rooms/:id/image': {
    entityType: 'room',
    action: 'delete_image',
    id: { param: 'id' },
    implicitFields: ['image'],
  },
  'POST /api/admin/rooms/:id/timeslots': {
    entityType: 'room',
    action: 'create_time_slots',
    id: { param: 'id' },
  },
  'POST /api/admin/rooms/:id/timeslots/capacity': {
    entityType: 'room',
    action: 'change_capacity',
    id: { param: 'id' },
  },
  'PUT /api/admin/rooms/:id/timeslots/:timeSlotId': {
    entityType: 'time_slot',
    action: 'update',
    id: { param: 'timeSlotId' },
  },
  'DELETE /api/admin/rooms/:id/timeslots/:timeSlotId': {
    entityType: 'time_slot',
    action: 'delete',
    id: { param: 'timeSlotId' },
  },
  'POST /api/admin/rooms/:id/timeslots/:timeSlotId/tickets': {
    entityType: 'time_slot',
    action: 'book_tickets',
    id: { param: 'timeSlotId' },
  },
  'POST /api/admin/holidays': { entityType: 'holiday', action: 'create', id: 'response' },
  'POST /api/admin/holidays/ical': { entityType: 'holiday', action: 'import', id: 'none' },
  'PUT /api/admin/holidays/:id': { entityType: 'holiday', action: 'update', id: { param: 'id' } },
  'DELETE /api/admin/holidays/:id': {
    entityType: 'holiday',
    action: 'delete',
    id: { param: 'id' },
  },
  // The entry's key is the visitor's e-mail address: never logged.
  'POST /api/admin/blacklist': { entityType: 'blacklist_entry', action: 'create', id: 'none' },
  'DELETE /api/admin/blacklist/:email': {
    entityType: 'blacklist_entry',
    action: 'delete',
    id: 'none',
  },
  'DELETE /api/admin/tickets': { entityType: 'ticket', action: 'cancel', id: 'query-ids' },
  'PUT /api/admin/tickets/:id/owner': {
    entityType: 'ticket',
    action: 'change_owner',
    id: { param: 'id' },
  },
  // Desk check-in (issue 12): the ticket id only; the scanned term (a booking number or a
  // name) is never logged, only its field name.
  'PUT /api/admin/checkin/tickets/:id': {
    entityType: 'ticket',
    action: 'check_in',
    id: { param: 'id' },
    implicitFields: ['checkedInAt'],
  },
  'DELETE /api/admin/checkin/tickets/:id': {
    entityType: 'ticket',
    action: 'undo_check_in',
    id: { param: 'id' },
    implicitFields: ['checkedInAt'],
  },
  'POST /api/admin/checkin/scan': {
    entityType: 'ticket',
    action: 'check_in',
    id: 'response',
    implicitFields: ['checkedInAt'],
  },
  // Records ordered with a visit (issue 16): field names only, never a call number or note.
  'POST /api/admin/tickets/:ticketId/units': {
    entityType: 'ticket',
    action: 'update',
    id: { param: 'ticketId' },
    implicitFields: ['units'],
  },
  'PATCH /api/admin/units/:unitId': {
    entityType: 'record_unit',
    action: 'update',
    id: { param: 'unitId' },
  },
  'PUT /api/admin/units/:unitId': {
    entityType: 'record_unit',
    action: 'update',
    id: { param: 'unitId' },
  },
  'DELETE /api/admin/units/:unitId': {
    entityType: 'record_unit',
    action: 'delete',
    id: { param: 'unitId' },
  },
};

const NUMERIC_ID = /^\d{1,19}$/;
const NUMERIC_ID_LIST = /^\d{1,19}(,\d{1,19})*$/;
const ENTITY_ID_MAX = 500;
const FIELDS_MAX = 50;
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

export interface ChangedRequest {
  method: string;
  /** the matched route pattern */
  url: string;
  status: number;
  params: unknown;
  query: unknown;
  body: unknown;
  /** the serialized answer, when it is a string */
  payload: unknown;
}

/**
 * What a successful staff request changed, as an audit entry: entity, action, id and field
 * names. Only numeric ids and field names matching a plain identifier are taken from the
 * request, so a visitor's name, e-mail or phone number can never reach the log.
 */
export function describeChange(request: ChangedRequest): {
  entityType: string;
  action: AuditAction;
  entityId: string | null;
  fields: string[];
  route: string;
} {
  const route = `${request.method} ${request.url}`;
  const known = AUDITED_ROUTES[route];
  let action: AuditAction = known?.action ?? 'other';
  // POST /admin/blacklist adds (201) or replaces (200) an entry.
  if (action === 'create' && request.status === 200) action = 'update';
  return {
    entityType: known?.entityType ?? request.url,
    action,
    entityId: known ? entityIdOf(known.id, request) : null,
    fields: [...new Set([...(known?.implicitFields ?? []), ...fieldNamesOf(request.body)])],
    route,
  };
}

function entityIdOf(source: IdSource, request: ChangedRequest): string | null {
  let id: unknown;
  if (source === 'none') return null;
  if (source === 'response') id = responseIdOf(request.payload);
  else if (source === 'query-ids') id = (request.query as Record<string, unknown> | null)?.ids;
  else id = (request.params as Record<string, unknown> | null)?.[source.param];
  if (Array.isArray(id)) id = id.join(',');
  if (typeof id === 'number' && Number.isSafeInteger(id)) id = String(id);
  if (typeof id !== 'string' || !NUMERIC_ID_LIST.test(id)) return null;
  return id.length > ENTITY_ID_MAX ? `${id.slice(0, id.lastIndexOf(',', ENTITY_ID_MAX))},…` : id;
}

function responseIdOf(payload: unknown): unknown {
  if (typeof payload !== 'string' || !payload.startsWith('{') || payload.length > 100_000)
    return undefined;
  try {
    const id = (JSON.parse(payload) as { id?: unknown }).id;
    return typeof id === 'string' && !NUMERIC_ID.test(id) ? undefined : id;
  } catch {
    return undefined;
  }
}

function fieldNamesOf(body: unknown): string[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return [];
  return Object.keys(body)
    .filter((k) => FIELD_NAME.test(k))
    .slice(0, FIELDS_MAX)
    .sort();
}
