/**
 * The fetch-based API client. Every call goes to `<baseApiUrl>api/<path>`, carries
 * `X-Requested-With: XMLHttpRequest` (the server's CSRF rule) and the
 * same-origin cookies. Every failure — an error response, a transport problem or a missing
 * path parameter — is an {@link ApiError} whose `messageKey` is a key of the `errors`
 * i18n namespace.
 */
import { errorMessageKey } from '@lesesaal/domain/errors';

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

export interface ApiClient {
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  post<T = void>(path: string, options?: RequestOptions): Promise<T>;
  put<T = void>(path: string, options?: RequestOptions): Promise<T>;
  del<T = void>(path: string, options?: RequestOptions): Promise<T>;
}

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

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
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

export function createApiClient(options: { baseApiUrl: string; fetch?: typeof fetch }): ApiClient {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function request<T>(
    method: HttpMethod,
    path: string,
    opts: RequestOptions = {},
  ): Promise<T> {
    const url = apiUrl(options.baseApiUrl, fillPath(path, opts.params)) + buildQuery(opts.query);
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      ...opts.headers,
    };
    let body: BodyInit | undefined;
    if (opts.body instanceof FormData) {
      body = opts.body; // the browser sets the multipart boundary
    } else if (opts.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }

    let response: Response;
    let data: unknown;
    try {
      response = await doFetch(url, {
        method,
        headers,
        body,
        credentials: 'same-origin',
        signal: opts.signal,
      });
      data = await readBody(response);
    } catch (error) {
      throw transportError(error);
    }
    if (!response.ok) {
      const code =
        typeof data === 'object' &&
        data !== null &&
        typeof (data as { error?: unknown }).error === 'string'
          ? (data as { error: string }).error
          : 'unknown';
      throw new ApiError({
        status: response.status,
        body: data,
        code,
        messageKey: errorMessageKey(data),
      });
    }
    return data as T;
  }

  return {
    request,
    get: (path, opts) => request('GET', path, opts),
    post: (path, opts) => request('POST', path, opts),
    put: (path, opts) => request('PUT', path, opts),
    del: (path, opts) => request('DELETE', path, opts),
  };
}
