/**
 * A fake server for component tests, typed by the server's OpenAPI document
 * (`api/schema.d.ts`): an answer names the operation (method, path as the document writes
 * it, status) and its body must have the type the document declares for it, so a fixture
 * that no longer matches the server fails the typecheck.
 */
import { vi } from 'vitest';
import type { ApiPath } from '../api/client';
import type { paths } from '../api/schema';
import { jsonResponse } from './render';

type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';
type Upper<M extends Method> = Uppercase<M>;
type Responses<P extends keyof paths, M extends Method> = paths[P][M] extends {
  responses: infer R;
}
  ? R
  : never;

/** The statuses the document declares for an operation. */
export type StatusOf<P extends keyof paths, M extends Method> = keyof Responses<P, M> & number;

/** The JSON body the document declares for an operation and status (`undefined`: none). */
export type BodyOf<P extends keyof paths, M extends Method, S extends number = 200> = Responses<
  P,
  M
>[S & keyof Responses<P, M>] extends { content: { 'application/json': infer B } }
  ? B
  : undefined;

/** A typed answer: `respond('/api/rooms', 'get', 200, rooms)`. */
export function respond<M extends Method, P extends ApiPath<M>, S extends StatusOf<P, M>>(
  _path: P,
  _method: M,
  status: S,
  body: BodyOf<P, M, S>,
): Response {
  return jsonResponse(status, body);
}

/** Answers one call, or `undefined` to let the next handler try. */
export type Handler = (url: string, init?: RequestInit) => Response | undefined;

/** `/api/rooms/{id}/image` → a pattern for the request's path (any base before `/api`). */
function pathPattern(path: string): RegExp {
  const escaped = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(`${escaped.replace(/\{\w+\}/g, '[^/]+')}$`);
}

/** The request's path without the query, as the fake server sees it. */
export const pathOf = (url: string) => new URL(url, 'http://localhost').pathname;

/**
 * A handler for one operation: `on('GET', '/api/admin/users', 200, { content, totalCount })`.
 * `body` may be a function of the call (for answers that depend on the query or body).
 */
export function on<
  U extends Upper<Method>,
  P extends ApiPath<Lowercase<U>>,
  S extends StatusOf<P, Lowercase<U>>,
>(
  method: U,
  path: P,
  status: S,
  body:
    BodyOf<P, Lowercase<U>, S> | ((url: string, init?: RequestInit) => BodyOf<P, Lowercase<U>, S>),
): Handler {
  const pattern = pathPattern(path);
  return (url, init) =>
    (init?.method ?? 'GET') === method && pattern.test(pathOf(url))
      ? jsonResponse(
          status,
          typeof body === 'function'
            ? (body as (u: string, i?: RequestInit) => unknown)(url, init)
            : body,
        )
      : undefined;
}

/**
 * `handler` only for calls to one concrete path (`/api/admin/holidays/7`, `%40` as sent):
 * for a test that must see the call go to that resource, not just to the template.
 */
export function at(path: string, handler: Handler): Handler {
  return (url, init) => (pathOf(url).endsWith(path) ? handler(url, init) : undefined);
}

/** A fetch double: the first handler that answers wins; anything else is 404 `not_found`. */
export function fakeFetch(...handlers: Handler[]) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    for (const handler of handlers) {
      const response = handler(String(input), init);
      if (response) return response;
    }
    return jsonResponse(404, { error: 'not_found' });
  });
}

/** The JSON body of the first call with `method` (its parsed text), or `undefined`. */
export function sentBody(fetch: ReturnType<typeof fakeFetch>, method: Upper<Method>): unknown {
  const call = fetch.mock.calls.find(([, init]) => init?.method === method);
  return call ? (JSON.parse(String(call[1]?.body)) as unknown) : undefined;
}

/**
 * `fetch` with its calls to `path` (exactly) answered `ms` later: for a test that needs one
 * read to end after the others, e.g. a refetch still under way while the screen changes.
 */
export function answerLater(fetch: typeof globalThis.fetch, path: string, ms = 50) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (pathOf(String(input)) === path) await new Promise((resolve) => setTimeout(resolve, ms));
    return fetch(input, init);
  });
}
