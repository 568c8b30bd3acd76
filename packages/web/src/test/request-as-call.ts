/**
 * The API client (openapi-fetch) calls `fetch(request)` with a Request. The tests' fake servers
 * and their assertions read a call as `(url, init)`, as a page's `fetch(url, init)` passes it;
 * {@link requestAsCall} turns the Request back into that: the URL relative to the page's origin
 * (as the client was given `/`), method, headers, credentials, signal and the body as sent.
 */

/**
 * A Request that keeps the body it was made with (the JSON text, or the FormData itself):
 * in jsdom, a FormData's File does not survive the Request's multipart encoding (Node's
 * fetch drops jsdom's File name and bytes), which a browser's does. The client builds its
 * requests with it in the tests (`createApiClient({ Request: KeptBodyRequest })`).
 */
export class KeptBodyRequest extends Request {
  readonly sentBody: BodyInit | null | undefined;

  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(input, init);
    this.sentBody = init?.body;
  }
}

export function requestAsCall(target: typeof fetch): typeof fetch {
  return async (input, init) => {
    if (!(input instanceof Request)) return target(input, init);
    return target(relativeToPage(input.url), {
      method: input.method,
      headers: Object.fromEntries(input.headers),
      body:
        input instanceof KeptBodyRequest
          ? (input.sentBody ?? undefined)
          : input.body === null
            ? undefined
            : await input.text(),
      credentials: input.credentials,
      signal: input.signal,
    });
  };
}

function relativeToPage(url: string): string {
  const origin = globalThis.location?.origin;
  return origin !== undefined && url.startsWith(`${origin}/`) ? url.slice(origin.length) : url;
}
