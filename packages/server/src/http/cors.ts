import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';

/** Paths a page on an allow-listed origin may load or call: the app's files and the API. */
const EMBEDDABLE = /^\/(assets\/|api\/(?!admin\/|auth\/))/;

/**
 * CORS for pages that embed the visitor app (`CORS_ORIGINS`): an allow-listed
 * Origin gets `Access-Control-Allow-Origin` on the built assets (module scripts load in CORS
 * mode) and on the visitor API; preflights are answered here. No credentials: the visitor
 * flow needs no cookie (the cart id lives in the page's sessionStorage), and staff calls
 * (`/api/admin`, `/api/auth`) are never opened to other origins; a fair opening's pass travels
 * in `X-Queue-Pass`, a header the preflight allows. Not on the list: no CORS
 * headers, so the browser keeps the page from reading the answer.
 */
export function installCors(app: FastifyInstance, config: Pick<AppConfig, 'corsOrigins'>): void {
  const allowed = new Set(config.corsOrigins);
  if (allowed.size === 0) return;
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    const path = request.url.split('?')[0] ?? '';
    if (origin === undefined || !allowed.has(origin) || !EMBEDDABLE.test(path)) return;
    void reply
      .header('access-control-allow-origin', origin)
      .header('vary', 'Origin')
      .header('access-control-expose-headers', 'Retry-After')
      // helmet's same-origin policy would keep the host page from using the answer
      .header('cross-origin-resource-policy', 'cross-origin');
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      return reply
        .header('access-control-allow-methods', 'GET, POST, PUT, DELETE')
        .header('access-control-allow-headers', 'Content-Type, X-Requested-With, X-Queue-Pass')
        .header('access-control-max-age', '600')
        .status(204)
        .send();
    }
  });
}
