import { z } from 'zod';
import { AppError } from '../../http/app-error';
import type { ZodApp } from '../../http/types';
import type { PerArchive } from '../../http/archive-context';
import { PLATFORM_COOKIE, type PlatformAuth } from './auth-service';
import {
  platformAdminSchema,
  platformLoginPendingSchema,
  platformLoginSchema,
} from '@lesesaal/domain/archives/platform-schema';
import { adminOf, guarded, notServed, SIGNED_IN, tags } from './route-common';

/** The platform administrators' sign-in, sign-out and who is signed in. */
export function platformAuthRoutes(platform: ZodApp, platformAuth: PerArchive<PlatformAuth>): void {
  platform.post(
    '/auth/login',
    {
      config: {
        platformPublic: true,
        errors: { 401: ['auth__invalid_credentials'], 429: ['too_many_requests'], ...notServed },
      },
      schema: {
        tags,
        summary: 'Platform sign-in: sets the HttpOnly `lesesaal_platform` cookie',
        description:
          'An unknown e-mail, a wrong password and a disabled administrator answer 401 `auth__invalid_credentials`; failed sign-ins are throttled as the staff sign-in is (429 `too_many_requests` with Retry-After). ' +
          "200: signed in. 202: the password was right and the cookie's session waits (10 minutes at most) for the second factor: `next: code` — send the code to `/api/platform/auth/login/code`; " +
          '`next: setup` — the administrator has none and STAFF_SECOND_FACTOR=required: set one up through `/api/platform/auth/second-factor/setup` and `/confirm`. Until then the session signs nobody in. ' +
          "The cookie is sent only to `/api/platform/`. Every sign-in and refused one is in the installation's audit log.",
        body: platformLoginSchema,
        response: { 200: platformAdminSchema, 202: platformLoginPendingSchema },
      },
    },
    async (request, reply) => {
      const result = await platformAuth(request).login(request.body, {
        ip: request.ip,
        previousToken: platformAuth(request).tokenOf(request),
      });
      if (!result.ok) {
        if (result.reason === 'rate_limited') {
          void reply.header('retry-after', String(result.retryAfterSeconds));
          throw new AppError('too_many_requests', 429);
        }
        throw new AppError('auth__invalid_credentials', 401);
      }
      void reply.setCookie(PLATFORM_COOKIE, result.token, platformAuth(request).cookieOptions);
      if (result.pending)
        return reply.status(202).send({ next: result.pending === 'totp' ? 'code' : 'setup' });
      return { email: result.admin.email, displayName: result.admin.displayName };
    },
  );

  platform.post(
    '/auth/logout',
    {
      config: { platformPublic: true, errors: notServed },
      schema: {
        tags,
        summary: 'Platform sign-out: ends the session and clears the cookie',
        description: 'Without a session, or with an ended one, the answer is 204 as well.',
        // the session is optional: the document lists both alternatives
        security: [{ platformSession: [] }, {}],
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await platformAuth(request).logout(request);
      void reply.clearCookie(PLATFORM_COOKIE, platformAuth(request).cookieOptions);
      return reply.status(204).send(null);
    },
  );

  platform.get(
    '/auth/me',
    {
      config: { errors: guarded },
      schema: {
        tags,
        summary: 'The signed-in platform administrator',
        description: SIGNED_IN,
        response: { 200: platformAdminSchema },
      },
    },
    async (request) => {
      const admin = adminOf(request);
      return { email: admin.email, displayName: admin.displayName };
    },
  );
}
