import type { FastifyServerOptions } from 'fastify';

/**
 * Path segments that are secrets, each after the segment naming it: cart ids
 * (`/api/transactions/<id>/…`), owner ids (`/api/owners/<id>/…` and the mail's link
 * `/reservation-confirmation/<id>`), waiting-list tokens (`/api/waiting-list/<token>` and the
 * mails' links `/waitlist/<token>` and `/waitlist/<token>/leave`: with an open offer the token
 * books the held seat) and e-mail addresses (`/api/admin/blacklist/<e-mail>`). Matched
 * anywhere in the path, so the web app under a prefix is masked too.
 */
const SECRET_SEGMENTS =
  /\/(transactions|owners|reservation-confirmation|waiting-list|waitlist|blacklist)\/[^/?#]+/g;

/** A segment decoded up to three times (`%2540` → `%40` → `@`); itself when it is no escape. */
function decoded(segment: string): string {
  let text = segment;
  for (let i = 0; i < 3 && text.includes('%'); i++) {
    try {
      text = decodeURIComponent(text);
    } catch {
      break;
    }
  }
  return text;
}

/**
 * A URL as the logs may show it: secret segments and every segment that holds an `@` (an
 * e-mail address, however percent-encoded) as `***`, the query string (search terms,
 * e-mail addresses) as `?…`.
 */
export function maskUrl(url: string): string {
  const queryAt = url.search(/[?#]/);
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  const masked = path
    .replace(SECRET_SEGMENTS, '/$1/***')
    .split('/')
    .map((segment) => (decoded(segment).includes('@') ? '***' : segment))
    .join('/');
  return queryAt < 0 || url.length - queryAt <= 1 ? masked + url.slice(path.length) : `${masked}?…`;
}

/**
 * The log level of the routes that monitors probe every few seconds (`/healthz`, `/readyz`,
 * `/metrics`): their requests would drown the log at `info`; a failure still shows.
 */
export const PROBE_LOG_LEVEL = 'warn';

/**
 * pino options: no personal data in logs. Bodies are never logged; cookies,
 * authorization and secret URL segments are masked; e-mail addresses in the path are masked;
 * query strings (search terms, e-mails) are dropped.
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
