import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { InterfaceMode } from '@lesesaal/domain/config';
import type { AppConfig } from '../../config';
import type { AuthService } from '../auth/service';
import { clientConfigFor, renderIndex } from './render-index';

export const WEB_DIST_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../web/dist',
);

const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Lesesaal</title></head>
<body><main><h1>Lesesaal</h1><p>The web app is not built yet. Run <code>npm run build</code> and restart.</p>
<div id="lesesaal"></div></main></body></html>`;

function sendHtml(reply: FastifyReply, html: string): FastifyReply {
  // The page carries per-session config (interface mode): never cache it.
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

/**
 * Serves the built web app: the visitor interface at `/` (and deep links), the staff
 * interface at `/admin/` with the mode chosen by the signed-in account's role.
 */
export async function pagesRoutes(
  app: FastifyInstance,
  deps: { config: AppConfig; auth: AuthService; distDir?: string },
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

  const userPage = renderIndex(template, clientConfigFor(deps.config, 'user', '/'));
  app.get('/*', { schema: { hide: true } }, async (_request, reply) => sendHtml(reply, userPage));

  const adminPage = async (
    request: Parameters<AuthService['currentStaff']>[0],
    reply: FastifyReply,
  ) => {
    const staff = await deps.auth.currentStaff(request);
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
    return sendHtml(
      reply,
      renderIndex(template, clientConfigFor(deps.config, mode, '/admin/'), extra),
    );
  };
  app.get('/admin', { schema: { hide: true } }, adminPage);
  app.get('/admin/*', { schema: { hide: true } }, adminPage);
}
