/**
 * The fetch-based API client. Every call goes to `<baseApiUrl>api/<path>`, carries
 * `X-Requested-With: XMLHttpRequest` (the server's CSRF rule) and the
 * same-origin cookies. Every failure — an error response, a transport problem or a missing
 * path parameter — is an {@link ApiError} whose `messageKey` is a key of the `errors`
 * i18n namespace.
 */
import createClient, { type MaybeOptionalInit } from 'openapi-fetch';
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

export interface RequestOptions {
  /** values for `{name}` placeholders in the path; a missing one fails with `missing_parameter` */
  params?: PathParams;
  query?: QueryParams;
  /** a JSON-serialisable value, or FormData (sent as multipart, unchanged) */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Returns `value`, or throws `missing_parameter` when it is null, undefined or empty. */
export function requireValue<T>(value: T | null | undefined, name: string): T {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
    throw ApiError.local('missing_parameter', new Error(`missing parameter: ${name}`));
  }
  return value;
}

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

/**
 * The request openapi-fetch builds, keeping what the app passes on to `fetch` as it was given:
 * the URL as written (relative to the page, resolved by the browser) and the body object
 * (a JSON text or the FormData itself, never re-read from a stream).
 */
class ApiRequest extends Request {
  readonly target: string;
  readonly payload: BodyInit | null | undefined;
  readonly abortSignal: AbortSignal | null | undefined;

  constructor(input: RequestInfo | URL, init: RequestInit = {}) {
    const target = String(input);
    super(new URL(target, globalThis.location?.href ?? 'http://localhost/'), {
      ...init,
      body: undefined,
    });
    this.target = target;
    this.payload = init.body;
    this.abortSignal = init.signal;
  }
}

/** The API paths with an operation for `M`, as the server's OpenAPI document lists them. */
export type ApiPath<M extends Method> = {
  [P in keyof paths]: paths[P] extends { [K in M]: unknown } ? P : never;
}[keyof paths];
type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';
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
/** A typed call: the path is one of the document's, params and body are checked, the result typed. */
export type TypedCall<M extends Method> = <P extends ApiPath<M>, I extends InitOf<P, M>>(
  path: P,
  ...init: InitArgs<I>
) => Promise<ApiData<P, M>>;

/**
 * Typed calls on the server's paths (generated `paths` of schema.d.ts), e.g.
 * `api.GET('/api/rooms/{id}', { params: { path: { id } } })`, resolving to the success
 * body; every failure is an {@link ApiError}. `request`/`get`/… take a path string
 * below `api/` and a result type of the caller's choosing (for calls not migrated yet).
 */
export interface ApiClient {
  GET: TypedCall<'get'>;
  POST: TypedCall<'post'>;
  PUT: TypedCall<'put'>;
  DELETE: TypedCall<'delete'>;
  PATCH: TypedCall<'patch'>;
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  post<T = void>(path: string, options?: RequestOptions): Promise<T>;
  put<T = void>(path: string, options?: RequestOptions): Promise<T>;
  del<T = void>(path: string, options?: RequestOptions): Promise<T>;
}

export function createApiClient(options: { baseApiUrl: string; fetch?: typeof fetch }): ApiClient {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const client = createClient<paths>({
    // `https://host/base/` + `/api/rooms` → `https://host/base/api/rooms`; `/` → `/api/rooms`
    baseUrl: options.baseApiUrl,
    Request: ApiRequest,
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
    querySerializer: (query) => buildQuery(query as QueryParams).slice(1),
    pathSerializer: (path, params) => fillPath(path, params as PathParams),
    fetch: (request) => {
      const sent = request as ApiRequest;
      return doFetch(sent.target, {
        method: sent.method,
        headers: Object.fromEntries(sent.headers),
        body: sent.payload,
        credentials: sent.credentials,
        signal: sent.abortSignal,
      });
    },
  });
  client.use({
    // the server's CSRF rule: state-changing calls must look like the app's XHR
    onRequest: ({ request }) => {
      request.headers.set('X-Requested-With', 'XMLHttpRequest');
    },
    onResponse: async ({ response }) => {
      if (!response.ok) throw await responseError(response);
    },
    onError: ({ error }) => transportError(error),
  });

  /** Runs a call: its result, or the {@link ApiError} of whatever went wrong. */
  async function settle(
    call: () => Promise<{ data?: unknown; response: Response }>,
  ): Promise<{ data?: unknown; response: Response }> {
    try {
      return await call();
    } catch (error) {
      throw transportError(error);
    }
  }

  type AnyCall = (path: string, init?: object) => Promise<{ data?: unknown; response: Response }>;

  function typed<M extends Method>(method: M): TypedCall<M> {
    const call = client[method.toUpperCase() as Uppercase<M>] as unknown as AnyCall;
    return (async (path: string, init?: object) =>
      (await settle(() => call(path, init))).data) as TypedCall<M>;
  }

  async function request<T>(
    method: HttpMethod,
    path: string,
    opts: RequestOptions = {},
  ): Promise<T> {
    const call = client.request as unknown as (
      method: string,
      path: string,
      init: object,
    ) => Promise<{ data?: unknown; response: Response }>;
    const { data, response } = await settle(() =>
      call(method, `/api/${fillPath(path, opts.params).replace(/^\/+/, '')}`, {
        params: { query: opts.query },
        body: opts.body,
        headers: opts.headers,
        signal: opts.signal,
        // the body as text, decoded by its content type (JSON, or text as it is)
        parseAs: 'text',
      }),
    );
    return decodeBody(data as string | undefined, response) as T;
  }

  return {
    GET: typed('get'),
    POST: typed('post'),
    PUT: typed('put'),
    DELETE: typed('delete'),
    PATCH: typed('patch'),
    request,
    get: (path, opts) => request('GET', path, opts),
    post: (path, opts) => request('POST', path, opts),
    put: (path, opts) => request('PUT', path, opts),
    del: (path, opts) => request('DELETE', path, opts),
  };
}
