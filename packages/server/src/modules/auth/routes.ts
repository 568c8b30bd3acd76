import { z } from 'zod';
import { AppError } from '../../http/app-error';
import type { AppContext, ZodApp } from '../../http/types';
import { createAuthService } from './service';

const errorBody = z.object({ error: z.string(), payload: z.array(z.string()).optional() });

/** POST /api/auth/login, /logout; GET /api/auth/me (DESIGN.md §4). */
export async function authRoutes(api: ZodApp, ctx: AppContext): Promise<void> {
  const auth = createAuthService(ctx);
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: auth.secureCookie,
  };

  api.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Staff sign-in: sets the session cookie',
        body: z.object({ email: z.string().trim().min(1).max(320), password: z.string().min(1).max(1024) }),
        response: { 204: z.null(), 401: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const token = await auth.login(request.body.email, request.body.password, request.ip);
      void reply.setCookie(auth.cookieName, token, cookieOptions);
      return reply.status(204).send(null);
    },
  );

  api.post(
    '/auth/logout',
    { schema: { tags: ['auth'], summary: 'Ends the session (server-side) and clears the cookie', response: { 204: z.null() } } },
    async (request, reply) => {
      await auth.logout(request);
      void reply.clearCookie(auth.cookieName, cookieOptions);
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/auth/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in staff account',
        response: { 200: z.object({ email: z.string(), role: z.enum(['ADMIN', 'REPORTS']) }), 401: errorBody },
      },
    },
    async (request) => {
      const staff = await auth.currentStaff(request);
      if (!staff) throw AppError.accessDenied(401);
      return { email: staff.email, role: staff.role };
    },
  );
}
