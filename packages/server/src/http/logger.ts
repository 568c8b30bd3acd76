import type { FastifyServerOptions } from 'fastify';

/** Path segments that are secrets (cart ids, owner ids): masked in logs. */
const SECRET_SEGMENTS = /\/(transactions|owners|reservation-confirmation)\/[^/?#]+/g;

export function maskUrl(url: string): string {
  return url.replace(SECRET_SEGMENTS, '/$1/***').replace(/\?.*$/, (q) => (q.length > 1 ? '?…' : q));
}

/**
 * pino options: no personal data in logs (DESIGN.md §8). Bodies are never logged; cookies,
 * authorization and secret URL segments are masked; query strings (search terms, e-mails)
 * are dropped.
 */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    serializers: {
      req: (req: { method: string; url: string; id: string }) => ({
        method: req.method,
        url: maskUrl(req.url),
        id: req.id,
      }),
    },
  };
}
