/**
 * The crowd's HTTP client: keep-alive sockets shared by a client process's visitors (as a
 * proxy's would be), JSON in and out, and the `Retry-After` of an answer.
 */
import http from 'node:http';

const XHR = { 'x-requested-with': 'XMLHttpRequest' };

/** Keep-alive sockets per server and client process. */
export const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/**
 * How long a request may wait for its answer: as a browser's (the waiting room page sets no
 * limit of its own; Chromium gives up after 5 minutes) — a shorter one would have the crowd
 * give up on requests the servers still answer, and send them again on top.
 */
const ANSWER_TIMEOUT_MS = 300_000;

export interface Answer {
  /** 0: no answer (refused, reset, or none within {@link ANSWER_TIMEOUT_MS}) */
  status: number;
  json: unknown;
  /** the `Retry-After` header's seconds, if sent */
  retryAfter: number | null;
}

export function request(
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<Answer> {
  return new Promise((resolve) => {
    const text = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      url,
      {
        method,
        agent,
        headers: {
          ...XHR,
          ...headers,
          ...(text === undefined ? {} : { 'content-type': 'application/json' }),
        },
        timeout: ANSWER_TIMEOUT_MS,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks).toString();
          let json: unknown = null;
          try {
            json = raw ? JSON.parse(raw) : null;
          } catch {
            json = raw;
          }
          const header = Number(res.headers['retry-after']);
          resolve({
            status: res.statusCode ?? 0,
            json,
            retryAfter: Number.isFinite(header) && header >= 0 ? header : null,
          });
        });
        res.on('error', () => resolve({ status: 0, json: null, retryAfter: null }));
      },
    );
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve({ status: 0, json: null, retryAfter: null }));
    req.end(text);
  });
}
