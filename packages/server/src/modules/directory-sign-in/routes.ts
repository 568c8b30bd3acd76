import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { controlFreeText } from '@lesesaal/domain/validation';
import { AppError } from '../../http/app-error';
import type { AppWiring, ZodApp } from '../../http/types';
import { perArchive, type PerArchive } from '../../http/archive-context';
import { createVisitorLimits } from '../../http/visitor-limits';
import { escapeHtml } from '../../mail/html';
import { createAuthService, type AuthService } from '../auth';
import {
  createDirectorySignIn,
  type ArchiveDirectorySignIn,
  type DirectorySignIn,
} from './service';

const directoryStatusSchema = z.object({
  /** false: the archive has no directory (no connection of its own; the default archive: OIDC_ISSUER unset) */
  enabled: z.boolean(),
  /** false: the provider does not answer; local accounts still sign in */
  available: z.boolean(),
  /** the button's text (the archive's label, OIDC_LABEL for the default archive); null: the web app's own text */
  label: z.string().nullable(),
  /** the sign-in screen shows the local form only when asked for (break glass) */
  hideLocalLogin: z.boolean(),
});

const callbackQuery = z.object({
  code: controlFreeText().max(4096).optional(),
  state: controlFreeText().max(4096).optional(),
  iss: controlFreeText().max(4096).optional(),
  error: controlFreeText().max(4096).optional(),
  error_description: controlFreeText().max(4096).optional(),
  session_state: controlFreeText().max(4096).optional(),
});

/**
 * A page that moves on to `target` by itself: the browser comes back from the provider's
 * site, and a navigation that began cross-site does not carry the SameSite=Strict session
 * cookie; this page's own navigation is same-site, so /admin/ sees the session.
 */
function hopPage(target: string): string {
  const href = escapeHtml(target);
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=${href}"><title>Lesesaal</title></head><body><p><a href="${href}">Weiter / Continue</a></p></body></html>`;
}

/**
 * Staff sign-in through the archive's directory (OpenID Connect), for each archive with a
 * directory connection (the default archive: OIDC_*): GET /api/auth/oidc/status, /login,
 * /callback; POST /api/auth/oidc/logout — each answering for the request's archive.
 */
export async function directoryRoutes(
  api: ZodApp,
  wiring: AppWiring,
  options: { directory?: DirectorySignIn } = {},
): Promise<void> {
  const auth = perArchive(createAuthService);
  const directories = options.directory ?? createDirectorySignIn(auth);
  // the start and the return may each call the provider: VISITOR_LIMIT_DIRECTORY per address
  const limitDirectory = createVisitorLimits(wiring).hook('directory');
  const directoryHere = (request: FastifyRequest) => directories.here(request);
  const tags = ['staff sign-in'];
  /** the staff app of the request's archive at its public address */
  const adminUrl = (request: FastifyRequest) => `${request.archive.config.archiveUrl}/admin/`;

  api.get(
    '/auth/oidc/status',
    {
      schema: {
        tags,
        summary: 'Whether sign-in through the directory is offered and its provider answers',
        response: { 200: directoryStatusSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const directory = directoryHere(request);
      if (!directory)
        return { enabled: false, available: false, label: null, hideLocalLogin: false };
      return {
        enabled: true,
        available: await directory.available(),
        label: directory.label,
        hideLocalLogin: directory.hideLocalLogin,
      };
    },
  );

  api.get(
    '/auth/oidc/login',
    {
      preValidation: limitDirectory,
      config: { errors: { 404: ['not_found'], 429: ['too_many_requests'] } },
      schema: {
        tags,
        summary: "Starts the sign-in at the archive's directory (redirect to its provider)",
        description:
          "Sets a short-lived HttpOnly cookie (SameSite=Lax, under the archive's path) holding state, nonce and the PKCE verifier, and redirects (302) to the archive's provider. " +
          "Reached at another address than the archive's public one (`/x/` of an archive with its own host name), it redirects to the same operation there first. " +
          'When the provider cannot be reached the redirect goes to `/admin/?directory=unavailable`. 404 `not_found` when the archive has no directory. ' +
          'With this operation and the callback together, VISITOR_LIMIT_DIRECTORY calls per client address and VISITOR_LIMIT_WINDOW_MINUTES; beyond: 429 with Retry-After.',
        response: { 302: z.null().describe('to the provider, or back to the sign-in screen') },
      },
    },
    async (request, reply) => {
      const directory = directoryHere(request);
      if (!directory) throw AppError.notFound('directory');
      void reply.header('cache-control', 'no-store');
      // the pending cookie must be set where the provider sends the browser back
      if (!directory.servedAtPublicAddress)
        return reply.redirect(`${directory.publicAddress}/api/auth/oidc/login`, 302);
      const started = await directory.start();
      if (!started) return reply.redirect(`${directory.adminUrl}?directory=unavailable`, 302);
      void reply.setCookie(
        directory.pendingCookieName,
        started.pending,
        directory.pendingCookieOptions,
      );
      return reply.redirect(started.url, 302);
    },
  );

  callbackRoute(api, { directoryHere, auth, adminUrl, limit: limitDirectory });

  api.post(
    '/auth/oidc/logout',
    {
      schema: {
        tags,
        summary: 'Sign out here and, where the provider offers it, at the directory',
        description:
          "Ends the session and clears the cookie like `/api/auth/logout`; `redirectUrl` is the provider's logout address (RP-initiated logout) to send the browser to, or null.",
        security: [{ session: [] }, {}],
        response: { 200: z.object({ redirectUrl: z.string().nullable() }) },
      },
    },
    async (request, reply) => {
      await auth(request).logout(request);
      auth(request).setSessionCookie(reply, null);
      const directory = directoryHere(request);
      return { redirectUrl: directory ? await directory.endSessionUrl() : null };
    },
  );
}

/**
 * GET /api/auth/oidc/callback: the provider's answer, a session when it is right, and a page
 * that moves on to /admin/ (with `?directory=<reason>` when refused).
 */
function callbackRoute(
  api: ZodApp,
  deps: {
    directoryHere: (request: FastifyRequest) => ArchiveDirectorySignIn | null;
    auth: PerArchive<AuthService>;
    adminUrl: (request: FastifyRequest) => string;
    /** the visitor request limit `directory`, shared with the start */
    limit: (request: FastifyRequest) => Promise<void>;
  },
): void {
  const { directoryHere, auth, adminUrl } = deps;
  const tags = ['staff sign-in'];
  api.get(
    '/auth/oidc/callback',
    {
      preValidation: deps.limit,
      schema: {
        tags,
        summary: "The directory's answer: signs in and moves on to /admin/",
        description:
          "The provider returns here: the archive's public address + `/api/auth/oidc/callback` (PUBLIC_URL, the archive's host name, or PUBLIC_URL/x). The sign-in must have been started in this archive with its current connection; the code is exchanged with the PKCE verifier; state, nonce, issuer, audience and signature are checked. " +
          "On success the archive's session cookie is set; the answer is a small page that moves on to the archive's `/admin/` (a same-site navigation, so the SameSite=Strict session cookie is sent). " +
          'On any failure no session is opened and the page moves on to `/admin/?directory=<reason>` (`failed` — also for a sign-in started in another archive —, `unavailable` — also when the archive has no directory —, `link_required`: a local account has the e-mail and no admin has allowed its takeover, `disabled`, `no_email`). ' +
          'Counted with `/api/auth/oidc/login` against VISITOR_LIMIT_DIRECTORY per client address and window: beyond, 429 with Retry-After.',
        querystring: callbackQuery,
      },
      config: {
        errors: { 429: ['too_many_requests'] },
        file: {
          status: 200,
          types: ['text/html'],
          description: 'An HTML page that moves on to /admin/',
        },
      },
    },
    async (request, reply) => {
      // no directory configured (any more): back to the sign-in screen, which says so
      const directory = directoryHere(request);
      if (!directory)
        return reply
          .type('text/html; charset=utf-8')
          .serializer((payload: unknown) => String(payload))
          .send(hopPage(`${adminUrl(request)}?directory=unavailable`));
      // the provider returns to the archive's public address only; elsewhere (`/x/` of an
      // archive with its own host name) no sign-in of it can be pending, and the cookie of
      // that name belongs to whatever is served at `/` there
      if (!directory.servedAtPublicAddress)
        return reply
          .type('text/html; charset=utf-8')
          .serializer((payload: unknown) => String(payload))
          .send(hopPage(`${directory.adminUrl}?directory=failed`));
      const search = new URL(request.url, 'http://x').search;
      const result = await directory.finish(
        search,
        request.cookies?.[directory.pendingCookieName],
        auth(request).sessionKeyOf(request),
      );
      void reply.clearCookie(directory.pendingCookieName, {
        path: directory.pendingCookieOptions.path,
        secure: directory.pendingCookieOptions.secure,
      });
      void reply.header('cache-control', 'no-store');
      if (result.ok) auth(request).setSessionCookie(reply, result.token);
      else request.log.info({ reason: result.reason }, 'directory sign-in refused');
      const target = result.ok
        ? directory.adminUrl
        : `${directory.adminUrl}?directory=${result.reason}`;
      return reply
        .type('text/html; charset=utf-8')
        .serializer((payload: unknown) => String(payload))
        .send(hopPage(target));
    },
  );
}
