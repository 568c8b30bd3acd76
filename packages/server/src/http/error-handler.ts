import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode } from '@lesesaal/domain/errors';
import { DATABASE_RETRY_AFTER_SECONDS, faultSummary, isDatabaseUnavailable } from '../db/faults';
import { AppError, sqlState, TooManyRequestsError } from './app-error';

function body(error: ErrorCode, payload?: string[]): ErrorBody {
  return payload && payload.length > 0 ? { error, payload } : { error };
}

/** `/name`, `/openStart/value` → `body.name`, `body.openStart.value` (failing field paths). */
function fieldPaths(err: FastifyError): string[] {
  const context = (err as { validationContext?: string }).validationContext ?? 'body';
  const paths = (err.validation ?? []).flatMap((v) => {
    const params = v.params as { issue?: Issue; errors?: Issue[][] } | undefined;
    const issuePath = params?.issue?.path;
    const at =
      Array.isArray(issuePath) && issuePath.length > 0
        ? issuePath
        : (v.instancePath ?? '').split('/').filter(Boolean);
    const inside = v.keyword === 'invalid_union' ? insideUnion(params?.errors) : [[]];
    return inside.map((p) => [context, ...at, ...p].map(String).join('.'));
  });
  return [...new Set(paths)];
}

/** A zod issue as far as its path goes; a union's refusal holds each option's issues. */
interface Issue {
  path?: PropertyKey[];
  code?: string;
  errors?: Issue[][];
}

/**
 * The fields inside a value no option of a union takes (`directory`: an object or `'off'`):
 * those the options of the value's type refused — an object's `issuer`, so the answer names
 * `directory.issuer`, not the whole `directory`. None (the union's own path) when every
 * option refused the value as a whole.
 */
function insideUnion(options: Issue[][] | undefined): PropertyKey[][] {
  const typed = (options ?? []).filter(
    (issues) => issues.length > 0 && issues.every((i) => (i.path?.length ?? 0) > 0),
  );
  if (typed.length === 0) return [[]];
  return typed
    .flat()
    .flatMap((i) =>
      (i.code === 'invalid_union' ? insideUnion(i.errors) : [[]]).map((p) => [
        ...(i.path ?? []),
        ...p,
      ]),
    );
}

const STATUS_CODES: Record<number, ErrorCode> = {
  401: 'http__access_denied_exception',
  403: 'http__access_denied_exception',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  405: 'method_not_allowed',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
};

/** `{ error }` for a status: the code of STATUS_CODES, `validation__error` for other 4xx. */
function statusBody(status: number, payload?: string[]): ErrorBody {
  if (status >= 500) return body('unknown');
  return body(STATUS_CODES[status] ?? 'validation__error', payload);
}

/**
 * Fastify's `frameworkErrors` option: errors the router raises before any route or hook
 * runs (a malformed percent-escape in the path `FST_ERR_BAD_URL`, a path parameter over
 * `maxParamLength`) get the error body too, never Fastify's own. The path is not logged.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  err: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) => {
  const status = err.statusCode !== undefined && err.statusCode >= 400 ? err.statusCode : 400;
  void reply.status(status).send(statusBody(status, status < 500 ? ['path'] : undefined));
};

/**
 * One error handler for the whole app: the spec's body, the right 4xx for any
 * bad input, 503 `service_unavailable` with `Retry-After` while the database cannot be
 * reached (connection refused or lost, server shutting down or read-only), 500 only for bugs — logged with the request id, never shown to the client.
 * Requests no route matches (unknown path, unknown method of a known path) get 404
 * `not_found` [path] from the not-found handler, never Fastify's own body (which would also
 * log the raw URL).
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setNotFoundHandler(async (_request, reply) =>
    reply.status(404).send(body('not_found', ['path'])),
  );
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      if (err instanceof TooManyRequestsError)
        void reply.header('retry-after', String(Math.max(1, Math.ceil(err.retryAfterSeconds))));
      return reply.status(err.status).send(body(err.code, err.payload));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      return reply.status(400).send(body('validation__error', fieldPaths(err)));
    }
    if (isDatabaseUnavailable(err)) {
      // not a bug: the database is down, restarting or failing over; the client tries again
      request.log.warn({ fault: faultSummary(err), reqId: request.id }, 'database unavailable');
      void reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.status(503).send(body('service_unavailable'));
    }
    const state = sqlState(err);
    if (state === '23P01') return reply.status(409).send(body('timeslot__overlapping'));
    if (state === '23505') return reply.status(409).send(body('conflict'));
    if (
      state === '22P02' ||
      state === '22003' ||
      state === '22007' ||
      state === '22008' ||
      state === '22021' ||
      state === '22P05'
    ) {
      // invalid text representation / out of range / bad date / a character the database
      // cannot store: bad input that slipped past a schema
      return reply.status(400).send(body('validation__error'));
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (status === 429) void reply.header('retry-after', reply.getHeader('retry-after') ?? '60');
      return reply.status(status).send(statusBody(status));
    }
    request.log.error({ err, reqId: request.id }, 'unhandled error');
    return reply.status(500).send(body('unknown'));
  });
}
