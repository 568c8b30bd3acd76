/**
 * The fetch-based API client. Every call goes to `<baseApiUrl>api/<path>`, carries
 * `X-Requested-With: XMLHttpRequest` (the server's CSRF rule) and the
 * same-origin cookies. Every failure — an error response, a transport problem or a missing
 * path parameter — is an {@link ApiError} whose `messageKey` is a key of the `errors`
 * i18n namespace.
 */
import type { MaybeOptionalInit } from 'openapi-fetch';
import { errorMessageKey } from '@lesesaal/domain/errors';
import type { paths } from './schema';

/** Keys for failures that never reached a server answer. */
export type LocalErrorKey = 'network_error' | 'cancelled' | 'timeout' | 'missing_parameter';

/** The one error type of the web app's server calls. */
export class ApiError extends Error {
  /** HTTP status; 0 when no response arrived (transport error, missing parameter) */
  readonly status: number;
  /** the parsed response body (`{error, payload?}` for server errors) */
  readonly body: unknown;
  /** the error code: `body.error`, or a {@link LocalErrorKey} */
  readonly code: string;
  /** key of the message to show: the code plus `_<first payload item>` */
  readonly messageKey: string;

  constructor(init: {
    status: number;
    body?: unknown;
    code: string;
    messageKey: string;
    cause?: unknown;
  }) {
    super(init.messageKey, { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status;
    this.body = init.body;
    this.code = init.code;
    this.messageKey = init.messageKey;
  }

  /** An error raised in the browser, before or instead of a server answer. */
  static local(key: LocalErrorKey, cause?: unknown): ApiError {
    return new ApiError({ status: 0, code: key, messageKey: key, cause });
  }
}

export type QueryValue = string | number | boolean | null | undefined;
/**
 * Query parameters: `null`/`undefined` are skipped; arrays repeat the key (`ids=1&ids=2`,
 * never `ids[0]=1`). Where the server wants one comma-joined value (`ids` of the
 * DELETE calls, `sort`), pass the joined string.
 */
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;
export type PathParams = Record<string, string | number | null | undefined>;

/** Returns `value`, or throws `missing_parameter` when it is null, undefined or empty. */
export function requireValue<T>(value: T | null | undefined, name: string): T {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
    throw ApiError.local('missing_parameter', new Error(`missing parameter: ${name}`));
  }
  return value;
}

/**
 * A value for a typed call's query or path: the document declares them as strings (as they
 * are on the wire); `null`/`undefined` leave the parameter out.
 */
export const param = (value: string | number | boolean | null | undefined) =>
  value === null || value === undefined ? undefined : String(value);

/** `rooms/{id}/image` with `{id: 7}` → `rooms/7/image`; each value is URI-encoded. */
export function fillPath(path: string, params: PathParams = {}): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) =>
    encodeURIComponent(String(requireValue(params[name], name))),
  );
}

export function buildQuery(query: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const item of values) {
      if (item !== null && item !== undefined) search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

/** `https://host/base` + `rooms` → `https://host/base/api/rooms` */
export function apiUrl(baseApiUrl: string, path: string): string {
  const base = baseApiUrl.endsWith('/') ? baseApiUrl : `${baseApiUrl}/`;
  return `${base}api/${path.replace(/^\/+/, '')}`;
}

function transportError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'AbortError') return ApiError.local('cancelled', error);
  if (name === 'TimeoutError') return ApiError.local('timeout', error);
  return ApiError.local('network_error', error);
}

function decodeBody(text: string | undefined, response: Response): unknown {
  if (text === undefined || text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

/** An error answer as the app's error: `{error, payload?}` → code and message key. */
async function responseError(response: Response): Promise<ApiError> {
  const data = decodeBody(await response.text(), response);
  const code =
    typeof data === 'object' &&
    data !== null &&
    typeof (data as { error?: unknown }).error === 'string'
      ? (data as { error: string }).error
      : 'unknown';
  return new ApiError({
    status: response.status,
    body: data,
    code,
    messageKey: errorMessageKey(data),
  });
}

/** The API paths with an operation for `M`, as the server's OpenAPI document lists them. */
export type ApiPath<M extends Method> = {
  [P in keyof paths]: paths[P] extends { [K in M]: unknown } ? P : never;
}[keyof paths];
/** The operations' methods as the document's `paths` name them. */
export type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';
type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];
type InitOf<P extends keyof paths, M extends Method> = MaybeOptionalInit<paths[P], M>;
type InitArgs<I> = RequiredKeys<NonNullable<I>> extends never ? [init?: I] : [init: I];
type OkStatus = 200 | 201 | 202 | 204;
/** The success body of an operation: what a typed call resolves to (`undefined` for 204). */
export type ApiData<P extends keyof paths, M extends Method> = paths[P][M] extends {
  responses: infer R;
}
  ? {
      [S in keyof R & OkStatus]: R[S] extends { content: { 'application/json': infer B } }
        ? B
        : undefined;
    }[keyof R & OkStatus]
  : never;
/** The JSON request body of an operation: what a typed call's `body` must be. */
export type ApiInput<P extends keyof paths, M extends Method> = paths[P][M] extends {
  requestBody?: infer RB;
}
  ? NonNullable<RB> extends { content: { 'application/json': infer B } }
    ? B
    : never
  : never;
/** The query parameters of an operation (strings, as on the wire). */
export type ApiQuery<P extends keyof paths, M extends Method> = paths[P][M] extends {
  parameters: { query?: infer Q };
}
  ? NonNullable<Q>
  : never;
/** A typed call: the path is one of the document's, params and body are checked, the result typed. */
export type TypedCall<M extends Method> = <P extends ApiPath<M>, I extends InitOf<P, M>>(
  path: P,
  ...init: InitArgs<I>
) => Promise<ApiData<P, M>>;

/**
 * Typed calls on the server's paths (generated `paths` of schema.d.ts), e.g.
 * `api.GET('/api/rooms/{id}', { params: { path: { id } } })`, resolving to the success
 * body; every failure is an {@link ApiError}.
 */
export interface ApiClient {
  GET: TypedCall<'get'>;
  POST: TypedCall<'post'>;
  PUT: TypedCall<'put'>;
  DELETE: TypedCall<'delete'>;
  PATCH: TypedCall<'patch'>;
}

/** What one typed call sends (openapi-fetch's init shape, as the app uses it). */
interface CallInit {
  params?: { path?: PathParams; query?: QueryParams; header?: Record<string, string> };
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export function createApiClient(options: { baseApiUrl: string; fetch?: typeof fetch }): ApiClient {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  // `https://host/base/` + `/api/rooms` → `https://host/base/api/rooms`; `/` → `/api/rooms`
  const base = options.baseApiUrl.replace(/\/$/, '');

  /**
   * One call: the URL as written (relative to the page, resolved by the browser), JSON
   * bodies as text with their content type, FormData unchanged (the browser sets the
   * multipart type), the XHR header (the server's CSRF rule) and the same-origin cookies.
   * Resolves to the 2xx body (JSON; `undefined` when empty) and fails only with an
   * {@link ApiError}. Binary and CSV downloads are not read here: they are plain links
   * (`apiUrl` + `buildQuery`), which the browser downloads itself.
   */
  async function send(method: string, path: string, init: CallInit) {
    const { params = {}, body } = init;
    try {
      // a missing path value fails here, before any call
      const url = `${base}${fillPath(path, params.path)}${buildQuery(params.query)}`;
      const json = body !== undefined && !(body instanceof FormData);
      const headers = new Headers(json ? { 'Content-Type': 'application/json' } : {});
      for (const extra of [{ Accept: 'application/json' }, init.headers, params.header]) {
        for (const [name, value] of Object.entries(extra ?? {})) {
          if (value !== undefined) headers.set(name, value);
        }
      }
      headers.set('X-Requested-With', 'XMLHttpRequest');
      const response = await doFetch(url, {
        method,
        headers: Object.fromEntries(headers),
        body: json ? JSON.stringify(body) : (body as FormData | undefined),
        credentials: 'same-origin',
        signal: init.signal,
      });
      if (!response.ok) throw await responseError(response);
      const text = await response.text();
      return text === '' ? undefined : (JSON.parse(text) as unknown);
    } catch (error) {
      throw transportError(error);
    }
  }

  const typed = <M extends Method>(method: M): TypedCall<M> =>
    ((path: string, init?: CallInit) =>
      send(method.toUpperCase(), path, init ?? {})) as TypedCall<M>;

  return {
    GET: typed('get'),
    POST: typed('post'),
    PUT: typed('put'),
    DELETE: typed('delete'),
    PATCH: typed('patch'),
  };
}
