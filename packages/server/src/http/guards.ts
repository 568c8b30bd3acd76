import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { AppError } from './app-error';
import type { StaffRole } from './types';

declare module 'fastify' {
  interface FastifyInstance {
    /** every guarded /api/admin route (tests enumerate them) */
    adminRoutes: Array<{ method: string; url: string; roles: StaffRole[] }>;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF: state-changing requests must carry the XHR header (a header a
 * cross-site form cannot send) and, when an Origin header is present, it must be ours or
 * one allowed to embed the visitor app (`CORS_ORIGINS`).
 *
 * Decided on the route the router matched, never on the raw URL: the router decodes the
 * path, so `/%61pi/admin/rooms` reaches `/api/admin/rooms` while its raw URL does not start
 * with `/api/`. Every state-changing route of the app is checked (they all live under
 * `/api`); a request no route matched goes on to the not-found handler's 404, where nothing
 * can change.
 */
export function installCsrfCheck(
  app: FastifyInstance,
  config: Pick<AppConfig, 'publicUrl' | 'corsOrigins'>,
): void {
  const ownOrigin = new URL(config.publicUrl).origin;
  // pages that embed the visitor app (CORS_ORIGINS) call the API from their own origin
  const embedding = new Set(config.corsOrigins);
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method) || request.routeOptions.url === undefined) return;
    if (request.headers['x-requested-with'] !== 'XMLHttpRequest') throw AppError.accessDenied(403);
    const origin = request.headers.origin;
    if (
      origin !== undefined &&
      origin !== ownOrigin &&
      !embedding.has(origin) &&
      !isSameHostOrigin(request, origin)
    ) {
      throw AppError.accessDenied(403);
    }
  });
}

/** An Origin equal to the host the request was sent to is same-origin too (local runs, tests). */
function isSameHostOrigin(request: FastifyRequest, origin: string): boolean {
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/**
 * What the admin guard needs of the staff sign-in (the auth module's service provides it;
 * passed in, so http/ does not depend on a feature module).
 */
export interface StaffSessionReader {
  currentStaff(
    request: FastifyRequest,
  ): Promise<{ accountId: number; email: string; role: StaffRole | null; support: boolean } | null>;
}

/**
 * Every /api/admin route requires a staff session: 401 without, 403 for a role the route
 * does not allow (route `config.roles`, default ADMIN only). Installed as an onRoute hook so
 * a new admin route cannot forget it.
 */
export function installAdminGuard(app: FastifyInstance, auth: StaffSessionReader): void {
  const adminRoutes: Array<{ method: string; url: string; roles: StaffRole[] }> = [];
  app.decorate('adminRoutes', adminRoutes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/admin')) return;
    const roles = route.config?.roles ?? ['ADMIN'];
    for (const method of [route.method].flat()) adminRoutes.push({ method, url: route.url, roles });
    const guard = async (request: FastifyRequest) => {
      const staff = await auth.currentStaff(request);
      if (!staff) throw AppError.accessDenied(401);
      // role null: signed in, but with no role the staff interface knows
      if (staff.role === null || !roles.includes(staff.role)) throw AppError.accessDenied(403);
      request.staff = {
        accountId: staff.accountId,
        email: staff.email,
        role: staff.role,
        support: staff.support,
      };
    };
    // onRequest: before the body is parsed or validated, so nothing is revealed to strangers.
    const existing = route.onRequest;
    route.onRequest =
      existing === undefined
        ? [guard]
        : [guard, ...(Array.isArray(existing) ? existing : [existing])];
  });
}
