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
/** One audit table line: what the route changes, where its id is, the implicit fields. */
const entry = (
  entityType: string,
  action: AuditAction,
  id: IdSource,
  ...implicitFields: string[]
): AuditedRoute =>
  implicitFields.length > 0
    ? { entityType, action, id, implicitFields }
    : { entityType, action, id };
/** the id is the numeric route parameter `name` */
const param = (name = 'id'): IdSource => ({ param: name });

/**
 * Staff routes that use POST for a question with a body and change nothing (the role a set of
 * directory groups would give): not state-changing, so not in the audit log.
 */
export const READ_ONLY_POSTS: ReadonlySet<string> = new Set([
  'POST /api/admin/users/role-preview',
  // a staff series' days, bookable or not (research stays): nothing written
  'POST /api/admin/rooms/:id/series/preview',
]);

export const AUDITED_ROUTES: Record<string, AuditedRoute> = {
  'POST /api/admin/users': entry('staff_account', 'create', 'response'),
  'PUT /api/admin/users/:id': entry('staff_account', 'update', param()),
  'DELETE /api/admin/users/:id': entry('staff_account', 'delete', param()),
  // the second factor removed by an admin (never a secret or a code: there is no body)
  'DELETE /api/admin/users/:id/second-factor': entry(
    'staff_account',
    'update',
    param(),
    'secondFactor',
  ),
  // the directory may (PUT) or may no longer (DELETE) take the local account over
  'PUT /api/admin/users/:id/directory-link': entry(
    'staff_account',
    'update',
    param(),
    'directoryLink',
  ),
  'DELETE /api/admin/users/:id/directory-link': entry(
    'staff_account',
    'update',
    param(),
    'directoryLink',
  ),
  'POST /api/admin/rooms': entry('room', 'create', 'response'),
  'PUT /api/admin/rooms/:id': entry('room', 'update', param()),
  'DELETE /api/admin/rooms/:id': entry('room', 'delete', param()),
  'PUT /api/admin/rooms/:id/order/:order': entry('room', 'move', param(), 'order'),
  'PUT /api/admin/rooms/:id/image': entry('room', 'set_image', param(), 'image'),
  'DELETE /api/admin/rooms/:id/image': entry('room', 'delete_image', param(), 'image'),
  'POST /api/admin/rooms/:id/timeslots': entry('room', 'create_time_slots', param()),
  'POST /api/admin/rooms/:id/timeslots/capacity': entry('room', 'change_capacity', param()),
  'PUT /api/admin/rooms/:id/timeslots/:timeSlotId': entry(
    'time_slot',
    'update',
    param('timeSlotId'),
  ),
  'DELETE /api/admin/rooms/:id/timeslots/:timeSlotId': entry(
    'time_slot',
    'delete',
    param('timeSlotId'),
  ),
  'POST /api/admin/rooms/:id/timeslots/:timeSlotId/tickets': entry(
    'time_slot',
    'book_tickets',
    param('timeSlotId'),
  ),
  // a person booked for a series of days (research stays)
  'POST /api/admin/rooms/:id/series': entry('room', 'book_tickets', param()),
  // Named seats: the equipment list, a room's seats, blocks, plan and settings; moving a
  // booked visitor to another seat (the ticket id, and the field seatId)
  'POST /api/admin/seat-equipment': entry('seat_equipment', 'create', 'response'),
  'PUT /api/admin/seat-equipment/:equipmentId': entry(
    'seat_equipment',
    'update',
    param('equipmentId'),
  ),
  'DELETE /api/admin/seat-equipment/:equipmentId': entry(
    'seat_equipment',
    'delete',
    param('equipmentId'),
  ),
  'POST /api/admin/rooms/:id/seats': entry('seat', 'create', 'response'),
  'PUT /api/admin/rooms/:id/seats/:seatId': entry('seat', 'update', param('seatId')),
  'DELETE /api/admin/rooms/:id/seats/:seatId': entry('seat', 'delete', param('seatId')),
  'PUT /api/admin/rooms/:id/seats/:seatId/position': entry('seat', 'place', param('seatId')),
  'POST /api/admin/rooms/:id/seats/:seatId/blocks': entry(
    'seat',
    'update',
    param('seatId'),
    'block',
  ),
  'DELETE /api/admin/rooms/:id/seats/:seatId/blocks/:blockId': entry(
    'seat',
    'update',
    param('seatId'),
    'block',
  ),
  'PUT /api/admin/rooms/:id/seat-settings': entry('room', 'update', param()),
  'PUT /api/admin/rooms/:id/seat-plan': entry('room', 'set_image', param(), 'seatPlan'),
  'DELETE /api/admin/rooms/:id/seat-plan': entry('room', 'delete_image', param(), 'seatPlan'),
  'PUT /api/admin/seat-assignments/:ticketId': entry('ticket', 'move', param('ticketId')),
  'POST /api/admin/holidays': entry('holiday', 'create', 'response'),
  'POST /api/admin/holidays/ical': entry('holiday', 'import', 'none'),
  'PUT /api/admin/holidays/:id': entry('holiday', 'update', param()),
  'DELETE /api/admin/holidays/:id': entry('holiday', 'delete', param()),
  // The entry's key is the visitor's e-mail address: never logged.
  'POST /api/admin/blacklist': entry('blacklist_entry', 'create', 'none'),
  'DELETE /api/admin/blacklist/:email': entry('blacklist_entry', 'delete', 'none'),
  'DELETE /api/admin/tickets': entry('ticket', 'cancel', 'query-ids'),
  'PUT /api/admin/tickets/:id/owner': entry('ticket', 'change_owner', param()),
  // Desk check-in: the ticket id only; the scanned term (a booking number or a
  // name) is never logged, only its field name.
  'PUT /api/admin/checkin/tickets/:id': entry('ticket', 'check_in', param(), 'checkedInAt'),
  'DELETE /api/admin/checkin/tickets/:id': entry('ticket', 'undo_check_in', param(), 'checkedInAt'),
  'POST /api/admin/checkin/scan': entry('ticket', 'check_in', 'response', 'checkedInAt'),
  // Records ordered with a visit: field names only, never a call number or note.
  'POST /api/admin/tickets/:ticketId/units': entry('ticket', 'update', param('ticketId'), 'units'),
  'PATCH /api/admin/units/:unitId': entry('record_unit', 'update', param('unitId')),
  'PUT /api/admin/units/:unitId': entry('record_unit', 'update', param('unitId')),
  'DELETE /api/admin/units/:unitId': entry('record_unit', 'delete', param('unitId')),
  // User applications: the decision and the id only; a refusal's reason only as a field name.
  'POST /api/admin/applications/:id/approve': entry(
    'user_application',
    'approve',
    param(),
    'state',
  ),
  'POST /api/admin/applications/:id/refuse': entry('user_application', 'refuse', param(), 'state'),
  'POST /api/admin/applications/:id/identity-checked': entry(
    'user_application',
    'identity_check',
    param(),
    'identityCheckedAt',
  ),
  'POST /api/admin/applications/:id/extend': entry(
    'user_application',
    'extend',
    param(),
    'validUntil',
  ),
  // Group visits: the decision and the id only; a decline's reason only as a field name.
  'POST /api/admin/group-requests/:id/confirm': entry(
    'group_request',
    'approve',
    param(),
    'status',
  ),
  'POST /api/admin/group-requests/:id/decline': entry('group_request', 'refuse', param(), 'status'),
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
