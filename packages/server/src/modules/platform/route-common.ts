import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import type { RouteErrors } from '../../http/openapi/errors';
import type { PlatformIdentity } from './auth-service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** a platform route anyone may call (sign-in, sign-out): no platform session needed */
    platformPublic?: boolean;
  }
  interface FastifyRequest {
    /** the signed-in platform administrator, set by the platform guard */
    platformAdmin?: PlatformIdentity;
  }
}

/** Every platform route: 404 on an archive's host name or under its `/x/`. */
export const notServed = { 404: ['not_found'] } as const satisfies RouteErrors;
/** A route that needs a platform session. */
export const guarded = {
  401: ['http__access_denied_exception'],
  ...notServed,
} as const satisfies RouteErrors;
export const tags = ['platform'];
export const SIGNED_IN =
  'Platform administrators only: the `lesesaal_platform` session cookie of `POST /api/platform/auth/login` (401 without). ';

/** The platform administrator the guard found. */
export function adminOf(request: FastifyRequest): PlatformIdentity {
  if (!request.platformAdmin) throw AppError.accessDenied(401);
  return request.platformAdmin;
}
