import { ERROR_CODES, type ErrorCode } from '@lesesaal/domain/errors';
import type { StaffRole } from '../types';

/** The error statuses a route can declare (the error handler's and the services'). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 412 | 413 | 415 | 429;

/**
 * The error codes a route answers beyond the ones every route of its kind answers
 * (`commonErrors`): declared next to the route as `config.errors`, typed by ErrorCode so a
 * renamed or removed code fails the build. Only the document reads it: the runtime response
 * schema stays 2xx-only, so an error the declaration forgot is still sent as it is (the
 * contract test finds it), never turned into a 500 by the serializer.
 */
export type RouteErrors = Partial<Record<ErrorStatus, readonly ErrorCode[]>>;

/** A non-JSON success body (file download, picture): its media types, for the document. */
export interface RouteFile {
  status: 200;
  types: readonly string[];
  description: string;
  /** 304 to a current `If-None-Match` */
  notModified?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** error codes this route answers besides the common ones (document only) */
    errors?: RouteErrors;
    /** a file instead of JSON as the success body (document only) */
    file?: RouteFile;
  }
}

export const STATE_CHANGING_METHODS: ReadonlySet<string> = new Set([
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
]);

/** Every route under this prefix is guarded by the staff session (http/guards.ts). */
export const ADMIN_PREFIX = '/api/admin';

/**
 * The errors every route of its kind can answer, by the rules the app's hooks follow:
 * - any route: 400 `validation__error` (a NUL character in query or path, or a schema);
 * - state-changing methods: 403 (CSRF header or a foreign Origin, http/guards.ts), 413 and
 *   415 (the body parser: over 1 MiB, a content type it does not parse);
 * - /api/admin: 401 without a session, 403 for a role the route does not allow.
 */
export function commonErrors(method: string, url: string): RouteErrors {
  const errors: Record<number, ErrorCode[]> = { 400: ['validation__error'] };
  if (STATE_CHANGING_METHODS.has(method)) {
    errors[403] = ['http__access_denied_exception'];
    errors[413] = ['payload_too_large'];
    errors[415] = ['unsupported_media_type'];
  }
  if (url.startsWith(ADMIN_PREFIX)) {
    errors[401] = ['http__access_denied_exception'];
    errors[403] = ['http__access_denied_exception'];
  }
  return errors;
}

/** The code the error handler sends for a status when nothing more specific is thrown. */
export function defaultCodeOf(status: number): ErrorCode {
  if (status === 401 || status === 403) return 'http__access_denied_exception';
  if (status === 404) return 'not_found';
  if (status === 409) return 'conflict';
  if (status === 413) return 'payload_too_large';
  if (status === 415) return 'unsupported_media_type';
  if (status === 429) return 'too_many_requests';
  return status >= 500 ? 'unknown' : 'validation__error';
}

/** Common and declared errors together: status → codes (sorted, no repeats). */
export function mergeErrors(...lists: Array<RouteErrors | undefined>): Map<number, ErrorCode[]> {
  const merged = new Map<number, Set<ErrorCode>>();
  for (const list of lists) {
    for (const [status, codes] of Object.entries(list ?? {})) {
      const set = merged.get(Number(status)) ?? new Set<ErrorCode>();
      for (const code of codes ?? []) set.add(code);
      merged.set(Number(status), set);
    }
  }
  return new Map(
    [...merged.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, codes]) => [status, ERROR_CODES.filter((c) => codes.has(c))]),
  );
}

/** The error body `{error, payload?}` with `error` limited to `codes` (JSON Schema). */
export function errorBodyJsonSchema(codes: readonly ErrorCode[] = ERROR_CODES) {
  return {
    type: 'object',
    properties: {
      error: { type: 'string', enum: [...codes] },
      payload: {
        type: 'array',
        items: { type: 'string' },
        description:
          'details: the failing field paths (400), the missing resource (404), the refused rule (409)',
      },
    },
    required: ['error'],
    additionalProperties: false,
  };
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`)',
  401: 'Not signed in (no or an expired session cookie)',
  403: 'Refused',
  404: 'Not found: `payload` names what (e.g. `room`, `timeSlot`)',
  409: 'Conflict with the current state',
  412: 'Precondition failed',
  413: 'Request body or upload too large',
  415: 'Unsupported content type of the body or upload',
  429: 'Too many requests: wait for the seconds of `Retry-After`',
};

/** The response description of an error status: what it means, and why 403 happens here. */
export function errorDescription(
  status: number,
  codes: readonly ErrorCode[],
  context: { stateChanging: boolean; roles: readonly StaffRole[] | null },
): string {
  if (status !== 403) return STATUS_TEXT[status] ?? 'Error';
  const reasons: string[] = [];
  if (context.stateChanging)
    reasons.push(
      'the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign',
    );
  if (context.roles) reasons.push(`the signed-in role is not one of ${context.roles.join(', ')}`);
  if (codes.includes('recaptcha__validation_error'))
    reasons.push('`recaptcha__validation_error`: the bot check failed');
  return reasons.length > 0 ? `Refused: ${reasons.join('; ')}` : STATUS_TEXT[403]!;
}

/** The CSV or XLSX download of the export routes (http/export). */
export const EXPORT_FILE: RouteFile = {
  status: 200,
  types: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  description: 'The file as an attachment (`format=csv`: UTF-8 with BOM; `format=xlsx`)',
};
