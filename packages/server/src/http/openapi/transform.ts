import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { StaffRole } from '../types';
import type { ErrorCode } from '@lesesaal/domain/errors';
import {
  ADMIN_PREFIX,
  commonErrors,
  defaultCodeOf,
  type RouteErrors,
  errorBodyJsonSchema,
  errorDescription,
  mergeErrors,
  STATE_CHANGING_METHODS,
} from './errors';
import { operationRefusals, refusalsDescription } from './refusals';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type JsonObject = Record<string, unknown>;

/**
 * The session cookie (modules/auth/session-cookie.ts): `lesesaal_session` at `/`, an
 * archive's own `lesesaal_session_x` under its `/x/`; prefixed when PUBLIC_URL is https.
 */
export const SESSION_SCHEME = {
  type: 'apiKey',
  in: 'cookie',
  name: 'lesesaal_session',
  description:
    'The staff session: an HttpOnly, SameSite=Strict cookie set by `POST /api/auth/login` of ' +
    'one archive, valid in that archive only. Every archive of the installation serves these ' +
    'operations under its own prefix: the default archive at `/api/…`; an archive with the ' +
    'slug `x` at `/x/api/…`, and, with a host name of its own, at `/api/…` of that host ' +
    '(chosen by the `Host` header). At `/` (the default archive, an archive at its own host ' +
    'name) the cookie is `lesesaal_session`, path `/` (`__Host-lesesaal_session` when the ' +
    'server runs on https); under `/x/` it is `lesesaal_session_x`, path `/x/` ' +
    '(`__Secure-lesesaal_session_x` on https), so a client can be signed in to several ' +
    "archives at once and sends each only its own. Sliding idle timeout; the archive's " +
    '`POST /api/auth/logout` ends it.',
} as const;

/** The platform administrators' session cookie (modules/platform/auth-service.ts). */
export const PLATFORM_SESSION_SCHEME = {
  type: 'apiKey',
  in: 'cookie',
  name: 'lesesaal_platform',
  description:
    "The platform administrator's session: an HttpOnly, SameSite=Strict cookie set by " +
    '`POST /api/platform/auth/login` (also while it waits for the second factor: the second ' +
    "factor's operations take it then), path `/api/platform/` of the installation's own " +
    'address, `Secure` when the server runs on https. `POST /api/platform/auth/logout` ends it.',
} as const;

/**
 * The reader session cookie (modules/readers/session-cookie.ts): a visitor signed in by a
 * mailed code. A route declares it as `security: [{ readerSession: [] }]` (or with `{}` when
 * optional), like the staff session.
 */
export const READER_SESSION_SCHEME = {
  type: 'apiKey',
  in: 'cookie',
  name: 'lesesaal_reader',
  description:
    "The reader's session: an HttpOnly, SameSite=Lax cookie set by " +
    '`POST /api/reader/sign-in/verify` of one archive, valid in that archive only. At `/` it ' +
    'is `lesesaal_reader`, path `/` (`__Host-lesesaal_reader` when the server runs on https); ' +
    'under `/x/` it is `lesesaal_reader_x`, path `/x/` (`__Secure-lesesaal_reader_x` on ' +
    'https). It ends after 24 hours without a request or 7 days after the sign-in; ' +
    '`POST /api/reader/sign-out` ends it. A call that needs it answers 401 ' +
    '`reader_signed_out` without it.',
} as const;

/** Every route under this prefix belongs to the platform API (modules/platform). */
const PLATFORM_PREFIX = '/api/platform/';

/** The CSRF rule of http/guards.ts as a scheme: a header a cross-site form cannot send. */
export const CSRF_SCHEME = {
  type: 'apiKey',
  in: 'header',
  name: 'X-Requested-With',
  description:
    'Required on every POST, PUT, PATCH and DELETE: the value must be `XMLHttpRequest` ' +
    '(otherwise 403 `http__access_denied_exception`). A request with an `Origin` header must ' +
    'come from the server itself or one of `CORS_ORIGINS`.',
} as const;

const SUCCESS_TEXT: Record<string, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No content',
  304: 'Not modified (the `If-None-Match` tag is current)',
};

const INTERNAL_ERROR = {
  ...errorBodyJsonSchema(['unknown']),
  description: 'Internal failure (a bug): `unknown`, details only in the server log',
};

/** Every route reads or writes the database (the visitor request counters too). */
const DATABASE_UNAVAILABLE = {
  ...errorBodyJsonSchema(['service_unavailable']),
  description:
    'The database cannot be reached right now (restarting, failing over, network): nothing ' +
    'was changed; send the same request again after the seconds of `Retry-After`',
  headers: {
    'retry-after': {
      type: 'integer',
      minimum: 1,
      description: 'seconds to wait before trying again',
    },
  },
};

/**
 * The swagger `transform`: zod → JSON Schema (fastify-type-provider-zod), then what the
 * runtime schema does not carry — every error status of the route with the error codes it
 * can send (common rules plus the route's `config.errors`), file bodies (`config.file`),
 * the security requirement (session and CSRF header) and the roles of a staff route
 * (`x-roles`, from the same `config.roles` the admin guard checks).
 */
export function openApiTransform(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const result = jsonSchemaTransform(input);
  const schema = result.schema as JsonObject | undefined;
  if (!schema || schema.hide) return result;
  const route = (input as { route: RouteOptions }).route;
  const methods = [route.method].flat().map((m) => m.toUpperCase());
  const url = route.url;
  const stateChanging = methods.some((m) => STATE_CHANGING_METHODS.has(m));
  const roles: readonly StaffRole[] | null = url.startsWith(ADMIN_PREFIX)
    ? (route.config?.roles ?? ['ADMIN'])
    : null;

  const responses: JsonObject = {};
  // An error status in the runtime schema without declared codes: the code the error
  // handler gives that status (better declare it in config.errors).
  const fromRuntime: Record<number, ErrorCode[]> = {};
  for (const [status, body] of Object.entries((schema.response ?? {}) as JsonObject)) {
    if (Number(status) >= 400) fromRuntime[Number(status)] = [defaultCodeOf(Number(status))];
    else responses[status] = { ...(body as JsonObject), description: SUCCESS_TEXT[status] ?? 'OK' };
  }
  const file = route.config?.file;
  if (file) {
    responses[file.status] = {
      description: file.description,
      content: Object.fromEntries(
        file.types.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }]),
      ),
    };
    if (file.notModified) responses[304] = { type: 'null', description: SUCCESS_TEXT[304] };
  }
  const declared = route.config?.errors ?? {};
  const errors = mergeErrors(
    ...methods.map((m) => commonErrors(m, url)),
    Object.fromEntries(
      Object.entries(fromRuntime).filter(([status]) => !(status in declared)),
    ) as RouteErrors,
    declared,
  );
  for (const [status, codes] of errors) {
    responses[status] = {
      ...errorBodyJsonSchema(codes),
      description: errorDescription(status, codes, { stateChanging, roles }),
      ...(status === 429
        ? {
            headers: {
              'retry-after': {
                type: 'integer',
                minimum: 1,
                description: 'seconds until the next request is accepted',
              },
            },
          }
        : {}),
    };
  }
  responses[500] = INTERNAL_ERROR;
  responses[503] = DATABASE_UNAVAILABLE;

  // A route declares `security: [{ session: [] }]`, or `[{ session: [] }, {}]` when the session
  // is optional (it answers the same without one): then both alternatives are listed. A
  // platform route's session is `platformSession`, needed where the route answers 401
  // `http__access_denied_exception` (the platform guard's and the second factor's refusal).
  // A route taking the reader session declares `readerSession` instead of `session`.
  const platform = url.startsWith(PLATFORM_PREFIX);
  const declaredSecurity = (schema.security ?? []) as Array<Record<string, string[]>>;
  const reader = !platform && declaredSecurity.some((s) => 'readerSession' in s);
  const scheme = platform ? 'platformSession' : reader ? 'readerSession' : 'session';
  const needed =
    roles !== null || (platform && (declared[401] ?? []).includes('http__access_denied_exception'));
  const session = needed || declaredSecurity.some((s) => scheme in s);
  const sessionOptional =
    !needed && session && declaredSecurity.some((s) => Object.keys(s).length === 0);
  const requirement: Record<string, string[]> = {
    ...(session ? { [scheme]: [] } : {}),
    ...(stateChanging ? { csrf: [] } : {}),
  };
  const security = Object.keys(requirement).length > 0 ? [requirement] : [];
  if (sessionOptional) security.push(stateChanging ? { csrf: [] } : {});

  const refusals = operationRefusals(schema);
  const cookie = platform
    ? 'the platform session cookie'
    : reader
      ? 'the reader session cookie'
      : 'the staff session cookie';
  const description = [
    typeof schema.description === 'string' ? schema.description : undefined,
    roles
      ? `Staff only: signed in (session cookie) with the role ${roles.join(' or ')}; 401 without a session, 403 for another role.`
      : sessionOptional
        ? `Takes ${cookie}, and answers without one too.`
        : session
          ? `Needs ${cookie}.`
          : undefined,
    refusalsDescription(refusals),
  ]
    .filter(Boolean)
    .join('\n\n');

  return {
    ...result,
    schema: {
      ...schema,
      ...(description ? { description } : {}),
      response: responses,
      security,
      ...(roles ? { 'x-roles': [...roles] } : {}),
      ...(refusals.length > 0 ? { 'x-refusals': refusals } : {}),
    },
  };
}
