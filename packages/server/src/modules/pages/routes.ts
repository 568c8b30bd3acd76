import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { InterfaceMode } from '@lesesaal/domain/config';
import { DEFAULT_ARCHIVE_ID } from '../../db/archives';
import type { AuthService } from '../auth';
import { clientConfigFor, renderIndex } from './render-index';

export const WEB_DIST_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../web/dist',
);

const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Lesesaal</title></head>
<body><main><h1>Lesesaal</h1><p>The web app is not built yet. Run <code>npm run build</code> and restart.</p>
<div id="lesesaal"></div></main></body></html>`;

/** Distinct pages kept compressed at most (interfaces × sign-in states × archives). */
const MAX_PAGE_VARIANTS = 200;

/** The page in the encodings a browser may accept, compressed once per distinct page. */
interface EncodedPage {
  identity: string;
  br: Buffer;
  gzip: Buffer;
}

function encodePage(html: string): EncodedPage {
  return {
    identity: html,
    br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(html, { level: 9 }),
  };
}

/** `br` or `gzip` when the request's Accept-Encoding allows it (q=0 refuses), else null. */
export function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    if (!params.some((p) => /^q\s*=\s*0(\.0*)?$/.test(p))) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

function sendHtml(request: FastifyRequest, reply: FastifyReply, page: EncodedPage): FastifyReply {
  // The page carries per-session config (interface mode), and visitor addresses can carry
  // secrets (the owner's confirmation link): never cache it.
  void reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('vary', 'accept-encoding');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(page.identity);
  return reply.header('content-encoding', encoding).send(page[encoding]);
}

/**
 * A request for a file (`/favicon.ico`, `/assets/<old hash>.js` after a deploy) that the
 * build does not have: 404, not the app's page — a browser would take the HTML for a script
 * or an icon.
 */
const FILE_REQUEST =
  /^\/assets\/|\.(?:ico|png|svg|jpe?g|gif|webp|avif|js|mjs|css|map|json|txt|xml|webmanifest|woff2?)$/i;

/**
 * Serves the built web app: the visitor interface at `/` (and deep links), the staff
 * interface at `/admin/` with the mode chosen by the signed-in account's role, the platform
 * administration at `/platform/`. An archive
 * served under `/x/` gets the same pages told to live at `/x/` and `/x/admin/` and to call
 * `/x/api/` (the router cut `/x` off before this route); its scripts stay at `/assets/`.
 */
export async function pagesRoutes(
  app: FastifyInstance,
  deps: { auth: (request: FastifyRequest) => AuthService; distDir?: string },
): Promise<void> {
  const distDir = deps.distDir ?? WEB_DIST_DIR;
  const indexFile = path.join(distDir, 'index.html');
  const template = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : NOT_BUILT;

  if (existsSync(distDir)) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      index: false,
      wildcard: false,
      // The build writes .br and .gz next to scripts and stylesheets (vite.config.ts).
      preCompressed: true,
      // Hashed asset names: cache for a year.
      setHeaders: (reply, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          void reply.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }

  // The page differs by interface, sign-in state and archive (its base, its settings): a
  // handful of variants, each rendered per request (cheap) and compressed once (not cheap).
  const pages = new Map<string, EncodedPage>();
  const encoded = (html: string): EncodedPage => {
    let page = pages.get(html);
    if (!page) {
      // an archive's changed settings make new variants; the old ones go now and then
      if (pages.size >= MAX_PAGE_VARIANTS) pages.clear();
      page = encodePage(html);
      pages.set(html, page);
    }
    return page;
  };

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (FILE_REQUEST.test(request.url.split('?')[0] ?? '')) return reply.callNotFound();
    // `/` or the archive's `/x/` (or `/` at its own host name): the web app's base there
    const base = request.archiveBase;
    const client = clientConfigFor(request.archive.config, 'user', base, base);
    return sendHtml(request, reply, encoded(renderIndex(template, client)));
  });

  const adminPage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (FILE_REQUEST.test(request.url.split('?')[0] ?? '')) return reply.callNotFound();
    const staff = await deps.auth(request).currentStaff(request);
    const mode: InterfaceMode = !staff
      ? 'admin'
      : staff.role === 'ADMIN'
        ? 'admin'
        : staff.role === 'REPORTS'
          ? 'reports'
          : staff.role === 'DESK'
            ? 'desk'
            : 'permissionerror';
    const extra: Record<string, string> = staff ? {} : { auth: 'signed-out' };
    const base = request.archiveBase;
    const client = clientConfigFor(request.archive.config, mode, `${base}admin/`, base);
    return sendHtml(request, reply, encoded(renderIndex(template, client, extra)));
  };
  app.get('/admin', { schema: { hide: true } }, adminPage);
  app.get('/admin/*', { schema: { hide: true } }, adminPage);

  // The platform administration is the installation's, not an archive's: not under `/x/`, not
  // at an archive's own host name. Its screens ask the API who is signed in.
  const platformPage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (FILE_REQUEST.test(request.url.split('?')[0] ?? '')) return reply.callNotFound();
    if (request.archive.archiveId !== DEFAULT_ARCHIVE_ID) return reply.callNotFound();
    const client = clientConfigFor(request.archive.config, 'platform', '/platform/', '/');
    return sendHtml(request, reply, encoded(renderIndex(template, client)));
  };
  app.get('/platform', { schema: { hide: true } }, platformPage);
  app.get('/platform/*', { schema: { hide: true } }, platformPage);
}
