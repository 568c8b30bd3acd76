/**
 * The API client, on openapi-fetch. Every call goes to `<baseApiUrl>api/<path>`, carries
 * `X-Requested-With: XMLHttpRequest` (the server's CSRF rule) and the
 * same-origin cookies. Every failure — an error response, a transport problem or a missing
 * path parameter — is an {@link ApiError} whose `messageKey` is a key of the `errors`
 * i18n namespace.
 */
import createClient, {
  createQuerySerializer,
  type MaybeOptionalInit,
  type Middleware,
} from 'openapi-fetch';
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

const serializeQuery = createQuerySerializer<QueryParams>();

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

/**
 * Query text as the typed calls send it (openapi-fetch's serializer: `null`/`undefined`
 * skipped, arrays as repeated keys, values URI-encoded), with its `?`; for the plain download
 * links (`apiUrl` + `buildQuery`), which the browser follows itself.
 */
export function buildQuery(query: QueryParams = {}): string {
  const text = serializeQuery(query);
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

/**
 * An error answer as the app's error: `{error, payload?}` → code and message key. `body` is
 * what openapi-fetch read: the parsed JSON, else the text (`''` or `undefined`: none).
 */
function answerError(body: unknown, response: Response): ApiError {
  const data = body === '' ? undefined : body;
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

/** The server's CSRF rule: every API call carries `X-Requested-With: XMLHttpRequest`. */
const xhrHeader: Middleware = {
  onRequest({ request }) {
    request.headers.set('X-Requested-With', 'XMLHttpRequest');
    return request;
  },
};

/**
 * The app's client on openapi-fetch: it builds the URL (`<baseApiUrl>` + the document's
 * path, path values URI-encoded, the query as repeated keys), sends JSON bodies as text with
 * their content type and FormData unchanged (the browser sets the multipart type), with the
 * same-origin cookies; {@link xhrHeader} adds the CSRF header. This wrapper adds what the app
 * needs on top: a missing path value fails before any call, a call resolves to the 2xx body
 * (`undefined` when empty) and fails only with an {@link ApiError}. Binary and CSV downloads
 * are not read here: they are plain links (`apiUrl` + `buildQuery`), which the browser
 * downloads itself.
 */
export function createApiClient(options: {
  baseApiUrl: string;
  fetch?: typeof fetch;
  /** the Request class the calls are built with (openapi-fetch's option; tests keep bodies) */
  Request?: typeof Request;
}): ApiClient {
  // the archive's base path as the page's fetch would resolve it (a Request needs an absolute
  // URL): `/` → `https://host/`, `/base/` → `https://host/base/`; openapi-fetch drops the
  // trailing slash and appends `/api/…`
  const page = globalThis.document?.baseURI;
  const client = createClient<paths>({
    baseUrl: page === undefined ? options.baseApiUrl : new URL(options.baseApiUrl, page).href,
    // looked up per call, so a fetch replaced later (tests, extensions) is the one used
    fetch: options.fetch ?? ((request) => globalThis.fetch(request)),
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
    Request: options.Request,
  });
  client.use(xhrHeader);

  const typed = <M extends Method>(method: M): TypedCall<M> =>
    (async (path: string, init: CallInit = {}) => {
      try {
        // a missing path value fails here, before any call (openapi-fetch would leave `{id}`)
        for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
          requireValue(init.params?.path?.[name as string], name as string);
        }
        const { data, error, response } = await client.request(
          method,
          path as never,
          init as never,
        );
        if (!response.ok) throw answerError(error, response);
        return data as unknown;
      } catch (error) {
        throw transportError(error);
      }
    }) as TypedCall<M>;

  return {
    GET: typed('get'),
    POST: typed('post'),
    PUT: typed('put'),
    DELETE: typed('delete'),
    PATCH: typed('patch'),
  };
}
