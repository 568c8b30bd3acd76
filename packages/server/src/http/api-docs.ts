import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import {
  CSRF_SCHEME,
  openApiTransform,
  PLATFORM_SESSION_SCHEME,
  READER_SESSION_SCHEME,
  SESSION_SCHEME,
} from './openapi/transform';

/**
 * OpenAPI 3.1 generated from the route schemas: `/api/docs` (UI) and `/api/docs/json`.
 * The transform (http/openapi/transform.ts) adds what the runtime schemas do not carry:
 * every error status with its codes, security, roles. How to use it: docs/api.md.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Lesesaal API',
        description:
          'Seat and appointment reservation for archive reading rooms. ' +
          'Every error answers `{"error": code, "payload"?: [string]}`; each operation lists its ' +
          'statuses and the codes they carry. State-changing calls need the header ' +
          '`X-Requested-With: XMLHttpRequest` (`csrf`); staff calls the session cookie (`session`, ' +
          "roles in `x-roles`); a signed-in reader's calls the reader session cookie " +
          "(`readerSession`). Dates are `YYYY-MM-DD` and times `HH:mm` in the archive's time zone. " +
          'Each archive of an installation serves the same operations, the paths here under its ' +
          'prefix: the default archive at `/api/…`, an archive with the slug `x` at `/x/api/…` ' +
          'and at `/api/…` of its own host name; the platform API (`/api/platform/…`) only at ' +
          "the installation's own address. " +
          'A guide with examples: docs/api.md in the repository.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          session: SESSION_SCHEME,
          platformSession: PLATFORM_SESSION_SCHEME,
          readerSession: READER_SESSION_SCHEME,
          csrf: CSRF_SCHEME,
        },
      },
    },
    transform: openApiTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
}
