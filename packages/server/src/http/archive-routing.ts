import { AsyncResource } from 'node:async_hooks';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_ARCHIVE_ID, inArchive } from '../db/archives';
import type { Archive, ArchiveRegistry, ServedArchive } from '../archives';
import type { AppContext, AppWiring } from './types';

/**
 * Which archive a request is for, and running its whole handling in that archive.
 *
 * 1. The `Host` header (port and a closing dot left out, case-insensitive) is an archive's own
 *    host name — never the installation's (PUBLIC_URL's) —: that archive, served at `/` (the
 *    reverse proxy must pass the visitor's `Host`).
 * 2. Else the first path segment is an archive's slug (never the default archive's): that
 *    archive, served under `/x/` — `/x/api/…` is its API, `/x/admin/` its staff pages. The
 *    segment is cut off before routing (Fastify's `rewriteUrl`), so every route serves every
 *    archive unchanged.
 * 3. Else the default archive at `/`, exactly as an installation with one archive.
 *
 * A suspended archive answers 404 `not_found` to everything (visitors and staff alike), as
 * do the platform's pages and API (`/platform/`, `/api/platform/`) asked through an archive. An unknown `/x/` is a
 * path of the default archive like any other. The archives are the ArchiveRegistry's (read
 * at start and every few seconds), so resolving costs two map lookups.
 */

declare module 'fastify' {
  interface FastifyInstance {
    /** the archives the router resolves requests to (refresh() after changing one) */
    archives: ArchiveRegistry;
  }
  interface FastifyRequest {
    /** the path the request's archive is served under: `/` or `/x/` (with both slashes) */
    archiveBase: string;
  }
}

/** The platform's own pages and API: not an archive's, so never served through one. */
const PLATFORM = /^\/(?:api\/)?platform(?:[/?#]|$)/;

/** The first segment of a path: `/x/…`, `/x?…` or `/x`. */
const FIRST_SEGMENT = /^\/([^/?#]+)(?=[/?#]|$)/;

/**
 * `Host` without its port and its closing dot (`b.example.org.` is the fully qualified
 * spelling of `b.example.org`), lower case; `[::1]:3000` → `[::1]`.
 */
export function hostNameOf(host: string | undefined): string | undefined {
  if (!host) return undefined;
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0];
  return name?.replace(/\.+$/, '').toLowerCase();
}

/**
 * The archive of a request and the URL to route (the prefix cut off); none: the default's.
 * `installationHost` (the host name of PUBLIC_URL) is never an archive's: it serves the
 * default archive and the platform, also if an archive was given it before that was refused.
 */
export function resolveArchive(
  directory: Pick<ArchiveRegistry, 'byHost' | 'bySlug'>,
  host: string | undefined,
  url: string,
  installationHost?: string,
): { served?: ServedArchive; url: string } {
  const hostName = hostNameOf(host);
  const byHost =
    hostName === undefined || hostName === installationHost
      ? undefined
      : directory.byHost(hostName);
  if (byHost !== undefined && byHost.id !== DEFAULT_ARCHIVE_ID)
    return { served: { archive: byHost, base: '/' }, url };
  const segment = FIRST_SEGMENT.exec(url);
  const archive: Archive | undefined = segment ? directory.bySlug(segment[1]!) : undefined;
  if (!segment || archive === undefined || archive.id === DEFAULT_ARCHIVE_ID) return { url };
  const rest = url.slice(segment[0].length);
  return {
    served: { archive, base: `/${archive.slug}/` },
    url: rest.startsWith('/') ? rest : `/${rest}`,
  };
}

/** The archive each raw request was resolved to by {@link archiveRewriteUrl}. */
const resolved = new WeakMap<IncomingMessage, ServedArchive>();

/**
 * Fastify's `rewriteUrl` server option: resolves the request's archive before routing and
 * cuts its `/x` off the URL (`request.originalUrl` keeps the URL as sent). `publicUrl`:
 * PUBLIC_URL, whose host name is never an archive's.
 */
export function archiveRewriteUrl(
  directory: ArchiveRegistry,
  publicUrl?: string,
): (req: IncomingMessage) => string {
  const installationHost =
    publicUrl === undefined ? undefined : hostNameOf(new URL(publicUrl).host);
  return (req) => {
    const { served, url } = resolveArchive(
      directory,
      req.headers.host,
      req.url ?? '/',
      installationHost,
    );
    if (served) resolved.set(req, served);
    return url;
  };
}

/** The context of each raw request's archive (for parts that see only the raw request). */
const contexts = new WeakMap<IncomingMessage, AppContext>();

/** The archive context of a raw request (helmet's per-request directives); set by the router. */
export function archiveOfRaw(req: IncomingMessage): AppContext | undefined {
  return contexts.get(req);
}

/**
 * Gives every request its archive: `request.archive` (the archive's context:
 * archives/context.ts) and `request.archiveBase`, handed on explicitly by the routes to the
 * services they build for it. Installed before any other hook. The request's database work
 * runs in its archive too: each request of an archive other than the default runs inside
 * `inArchive` (db/archives.ts — the one request scope, read only by the db layer to scope
 * each transaction). Fastify carries the scope through its body parsing itself; where a
 * request is resumed by an event from outside — after a body parser, the response's `finish`,
 * a timeout, an abort, an error — it is entered again from the request's AsyncResource, as
 * @fastify/request-context does, so no parser or Node.js version can lose it. The default
 * archive's requests need no scope: outside any, the db layer scopes to the default archive.
 */
export function installArchiveRouting(
  app: FastifyInstance,
  wiring: Pick<AppWiring, 'archives' | 'contexts'>,
): void {
  app.decorate('archives', wiring.archives);
  app.decorateRequest('archive', undefined as unknown as AppContext);
  app.decorateRequest('archiveBase', '/');
  const scopes = new WeakMap<FastifyRequest, AsyncResource>();
  app.addHook('onRequest', (request, reply, done) => {
    const served = resolved.get(request.raw);
    if (!served) {
      request.archive = wiring.contexts.of(DEFAULT_ARCHIVE_ID);
      contexts.set(request.raw, request.archive);
      done();
      return;
    }
    if (served.archive.suspendedAt !== null || PLATFORM.test(request.url)) {
      // the not-found handler answers; no later hook, no handler
      request.archive = wiring.contexts.of(DEFAULT_ARCHIVE_ID);
      reply.callNotFound();
      return;
    }
    request.archive = wiring.contexts.ofArchive(served.archive);
    request.archiveBase = served.base;
    contexts.set(request.raw, request.archive);
    inArchive(served.archive.id, () => {
      scopes.set(request, new AsyncResource('lesesaal.archive'));
      done();
    });
  });
  const reenter = (request: FastifyRequest, done: () => void) => {
    const scope = scopes.get(request);
    if (scope) scope.runInAsyncScope(done);
    else done();
  };
  app.addHook('preValidation', (request, _reply, done) => reenter(request, done));
  app.addHook('onResponse', (request, _reply, done) => reenter(request, done));
  app.addHook('onTimeout', (request, _reply, done) => reenter(request, done));
  app.addHook('onRequestAbort', (request, done) => reenter(request, done));
  app.addHook('onError', (request, _reply, _error, done) => reenter(request, done));
}
