import { z } from 'zod';
import { loginSchema, meSchema } from '@lesesaal/domain/staff/schema';
import { AppError } from '../../http/app-error';
import type { ZodApp } from '../../http/types';
import { perArchive } from '../../http/archive-context';
import { createAuthService } from './service';

/** The second step a signed-in password leads to. */
const loginPendingSchema = z.object({
  /** `code`: the second factor's code is awaited; `setup`: a second factor must be set up first */
  next: z.enum(['code', 'setup']),
});

/** POST /api/auth/login, /logout; GET /api/auth/me. */
export async function authRoutes(api: ZodApp): Promise<void> {
  const auth = perArchive(createAuthService);
  const tags = ['staff sign-in'];

  api.post(
    '/auth/login',
    {
      config: { errors: { 401: ['auth__invalid_credentials'], 429: ['too_many_requests'] } },
      schema: {
        tags,
        summary: 'Sign in: sets the HttpOnly session cookie',
        description:
          'An unknown e-mail, a wrong password and a disabled account all answer 401 `auth__invalid_credentials`. ' +
          "Failed logins are throttled per e-mail and client address, per client address, and per e-mail from addresses the account has not signed in from lately (429 `too_many_requests` with Retry-After), each counted in the request's archive only; an address the account signed in from is never held back by failures elsewhere. " +
          "204: signed in. 202: the password was right, and the cookie's session waits (10 minutes at most) for the second factor: " +
          '`next: code` — send the code to `/api/auth/login/code`; `next: setup` — the account has none and STAFF_SECOND_FACTOR=required, ' +
          'set one up through `/api/auth/second-factor/setup` and `/confirm`. Until then the session signs nobody in.',
        body: loginSchema,
        response: { 202: loginPendingSchema, 204: z.null() },
      },
    },
    async (request, reply) => {
      const result = await auth(request).login(request.body, {
        ip: request.ip,
        previousSessionKey: auth(request).sessionKeyOf(request),
      });
      if (!result.ok) {
        if (result.reason === 'rate_limited') {
          void reply.header('retry-after', String(result.retryAfterSeconds));
          throw new AppError('too_many_requests', 429);
        }
        throw new AppError('auth__invalid_credentials', 401);
      }
      auth(request).setSessionCookie(reply, result.token);
      if (result.pending)
        return reply.status(202).send({ next: result.pending === 'totp' ? 'code' : 'setup' });
      return reply.status(204).send(null);
    },
  );

  api.post(
    '/auth/logout',
    {
      schema: {
        tags,
        summary: 'Sign out: ends the session on the server and clears the cookie',
        description:
          'The session cookie is optional: without one, or with an expired or unknown one, the answer ' +
          'is 204 as well (the cookie is cleared; signing out twice is no error). Only the CSRF rule ' +
          'refuses (403 `http__access_denied_exception`: no `X-Requested-With` header, or a foreign Origin).',
        // the session or none: both alternatives of the requirement (the CSRF header in each)
        security: [{ session: [] }, {}],
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await auth(request).logout(request);
      auth(request).setSessionCookie(reply, null);
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/auth/me',
    {
      config: { errors: { 401: ['http__access_denied_exception'] } },
      schema: {
        tags,
        summary: 'The signed-in staff account',
        description:
          '`role` is null when the account has no role that may use the staff interface. ' +
          "`signInMethod` is `directory` for an account of the archive's directory (sign out through `/api/auth/oidc/logout`), else `local`.",
        security: [{ session: [] }],
        response: { 200: meSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const staff = await auth(request).currentStaff(request);
      if (!staff) throw AppError.accessDenied(401);
      return { email: staff.email, role: staff.role, signInMethod: staff.signInMethod };
    },
  );
}
