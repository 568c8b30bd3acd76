// Generated from the server's OpenAPI document by `npm run api:types` (packages/server/src/http/openapi/web-types.ts). Do not edit: change the route schemas and regenerate; a test fails while this file is stale.
export interface paths {
  '/api/auth/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign in: sets the HttpOnly session cookie
     * @description An unknown e-mail, a wrong password and a disabled account all answer 401 `auth__invalid_credentials`. Failed logins are throttled per e-mail and client address, per client address, and per e-mail from addresses the account has not signed in from lately (429 `too_many_requests` with Retry-After), each counted in the request's archive only; an address the account signed in from is never held back by failures elsewhere. 204: signed in. 202: the password was right, and the cookie's session waits (10 minutes at most) for the second factor: `next: code` — send the code to `/api/auth/login/code`; `next: setup` — the account has none and STAFF_SECOND_FACTOR=required, set one up through `/api/auth/second-factor/setup` and `/confirm`. Until then the session signs nobody in.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            email: string & (unknown & unknown);
            password: string;
          };
        };
      };
      responses: {
        /** @description OK */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              next: 'code' | 'setup';
            };
          };
        };
        /** @description No content */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'auth__invalid_credentials';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Too many requests: wait for the seconds of `Retry-After` */
        429: {
          headers: {
            /** @description seconds until the next request is accepted */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'too_many_requests';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign out: ends the session on the server and clears the cookie
     * @description The session cookie is optional: without one, or with an expired or unknown one, the answer is 204 as well (the cookie is cleared; signing out twice is no error). Only the CSRF rule refuses (403 `http__access_denied_exception`: no `X-Requested-With` header, or a foreign Origin).
     *
     *     Takes the staff session cookie, and answers without one too.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description No content */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The signed-in staff account
     * @description `role` is null when the account has no role that may use the staff interface. `signInMethod` is `directory` for an account of the archive's directory (sign out through `/api/auth/oidc/logout`), else `local`.
     *
     *     Needs the staff session cookie.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              email: string;
              role: ('ADMIN' | 'REPORTS' | 'DESK') | null;
              /** @enum {string} */
              signInMethod: 'local' | 'directory';
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/second-factor': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The second factor of the session's local account
     * @description Answers for a signed-in local account and for a session that waits for its second step; 401 `http__access_denied_exception` for none and for a directory account (the directory asks for its own factors).
     *
     *     Needs the staff session cookie.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              enabled: boolean;
              required: boolean;
              /** @enum {string} */
              step: 'signed_in' | 'totp' | 'totp_setup';
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/second-factor/setup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start setting up a second factor (TOTP): a new secret
     * @description A new secret for the account, as text and as an otpauth:// URI (SHA-1, 6 digits, 30 s); it is not answered again. It counts only once confirmed with a code (`/confirm`); an unconfirmed one is replaced by the next set-up. 409 `conflict` [`second_factor`] when a confirmed second factor exists (an admin resets it first). 401 without a signed-in local account or a session that waits for the set-up.
     *
     *     Needs the staff session cookie.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              secret: string;
              uri: string;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Conflict with the current state */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'conflict';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/second-factor/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Confirm the second factor with a code of the new secret
     * @description A wrong code answers 401 `auth__invalid_credentials` and counts in the sign-in throttle (429 `too_many_requests` with Retry-After). 409 `conflict` [`no_setup`] without a set-up started, [`second_factor`] when already confirmed. A session that waited for the set-up becomes a sign-in: a new session cookie is set.
     *
     *     Needs the staff session cookie.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            code: string;
          };
        };
      };
      responses: {
        /** @description No content */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception' | 'auth__invalid_credentials';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Conflict with the current state */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'conflict';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Too many requests: wait for the seconds of `Retry-After` */
        429: {
          headers: {
            /** @description seconds until the next request is accepted */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'too_many_requests';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/login/code': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign in, second step: the code of the second factor
     * @description For the session /api/auth/login opened with 202 `next: code`. A wrong code, and a code of a time step at or before the last accepted one (a code is used once), answer 401 `auth__invalid_credentials`; attempts count in the sign-in throttle (429 `too_many_requests` with Retry-After). 401 `http__access_denied_exception` without a waiting session (none, expired after 10 minutes, or signed in already). A right code: a new session cookie, signed in.
     *
     *     Needs the staff session cookie.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            code: string;
          };
        };
      };
      responses: {
        /** @description No content */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception' | 'auth__invalid_credentials';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Too many requests: wait for the seconds of `Retry-After` */
        429: {
          headers: {
            /** @description seconds until the next request is accepted */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'too_many_requests';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/oidc/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether sign-in through the directory is offered and its provider answers */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              enabled: boolean;
              available: boolean;
              label: string | null;
              hideLocalLogin: boolean;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/oidc/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Starts the sign-in at the archive's directory (redirect to its provider)
     * @description Sets a short-lived HttpOnly cookie (SameSite=Lax, under the archive's path) holding state, nonce and the PKCE verifier, and redirects (302) to the archive's provider. Reached at another address than the archive's public one (`/x/` of an archive with its own host name), it redirects to the same operation there first. When the provider cannot be reached the redirect goes to `/admin/?directory=unavailable`. 404 `not_found` when the archive has no directory. With this operation and the callback together, VISITOR_LIMIT_DIRECTORY calls per client address and VISITOR_LIMIT_WINDOW_MINUTES; beyond: 429 with Retry-After.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        302: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Too many requests: wait for the seconds of `Retry-After` */
        429: {
          headers: {
            /** @description seconds until the next request is accepted */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'too_many_requests';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/oidc/callback': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The directory's answer: signs in and moves on to /admin/
     * @description The provider returns here: the archive's public address + `/api/auth/oidc/callback` (PUBLIC_URL, the archive's host name, or PUBLIC_URL/x). The sign-in must have been started in this archive with its current connection; the code is exchanged with the PKCE verifier; state, nonce, issuer, audience and signature are checked. On success the archive's session cookie is set; the answer is a small page that moves on to the archive's `/admin/` (a same-site navigation, so the SameSite=Strict session cookie is sent). On any failure no session is opened and the page moves on to `/admin/?directory=<reason>` (`failed` — also for a sign-in started in another archive —, `unavailable` — also when the archive has no directory —, `link_required`: a local account has the e-mail and no admin has allowed its takeover, `disabled`, `no_email`). Counted with `/api/auth/oidc/login` against VISITOR_LIMIT_DIRECTORY per client address and window: beyond, 429 with Retry-After.
     */
    get: {
      parameters: {
        query?: {
          code?: string;
          state?: string;
          iss?: string;
          error?: string;
          error_description?: string;
          session_state?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description An HTML page that moves on to /admin/ */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/html': string;
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Too many requests: wait for the seconds of `Retry-After` */
        429: {
          headers: {
            /** @description seconds until the next request is accepted */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'too_many_requests';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/oidc/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign out here and, where the provider offers it, at the directory
     * @description Ends the session and clears the cookie like `/api/auth/logout`; `redirectUrl` is the provider's logout address (RP-initiated logout) to send the browser to, or null.
     *
     *     Takes the staff session cookie, and answers without one too.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              redirectUrl: string | null;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List staff accounts (by e-mail)
     * @description Staff only: signed in (session cookie) with the role ADMIN; 401 without a session, 403 for another role.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              content: {
                id: number;
                email: string;
                role: ('ADMIN' | 'REPORTS' | 'DESK') | null;
                disabled: boolean;
                createdAt: string;
                /** @enum {string} */
                roleSource: 'LOCAL' | 'DIRECTORY';
                roleGroup: string | null;
                secondFactor: boolean;
                directoryLinkUntil: string | null;
                support: boolean;
              }[];
              totalCount: number;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the signed-in role is not one of ADMIN */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    put?: never;
    /**
     * Create a staff account
     * @description Password: at least 12 characters and not a common one (400 `validation__error` [`body.password`]). 409 `conflict` [`email`] when the e-mail exists (compared case-insensitively).
     *
     *     Staff only: signed in (session cookie) with the role ADMIN; 401 without a session, 403 for another role.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            email: string & (unknown & unknown);
            password: string;
            /** @enum {string} */
            role: 'ADMIN' | 'REPORTS' | 'DESK';
          };
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              email: string;
              role: ('ADMIN' | 'REPORTS' | 'DESK') | null;
              disabled: boolean;
              createdAt: string;
              /** @enum {string} */
              roleSource: 'LOCAL' | 'DIRECTORY';
              roleGroup: string | null;
              secondFactor: boolean;
              directoryLinkUntil: string | null;
              support: boolean;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign; the signed-in role is not one of ADMIN */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Conflict with the current state */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'conflict';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/users/role-preview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The role a directory sign-in with these groups would give
     * @description Evaluates the groups through the archive's role map (its directory setting, OIDC_ROLE_MAP for the default archive) exactly as a directory sign-in does: the strongest role of any mapped group (ADMIN, then REPORTS, then DESK) and the group it comes from; `role` and `group` null when no group maps to a role, or the archive has no directory. Changes nothing.
     *
     *     Staff only: signed in (session cookie) with the role ADMIN; 401 without a session, 403 for another role.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            groups: (string & (unknown & unknown))[];
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              role: ('ADMIN' | 'REPORTS' | 'DESK') | null;
              group: string | null;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign; the signed-in role is not one of ADMIN */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/users/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Change role, disable or enable, or set a new password
     * @description Disabling or a new password ends the account's sessions. 409 `conflict` [`self`] when an admin would disable or demote themself, [`last_admin`] when no active admin of the archive's own would remain (a platform administrator's support account is none). 409 `staff__support_account` for a password on a support account (`support`): it signs in only through the platform's support session.
     *
     *     Staff only: signed in (session cookie) with the role ADMIN; 401 without a session, 403 for another role.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            role?: 'ADMIN' | 'REPORTS' | 'DESK';
            disabled?: boolean;
            password?: string;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              email: string;
              role: ('ADMIN' | 'REPORTS' | 'DESK') | null;
              disabled: boolean;
              createdAt: string;
              /** @enum {string} */
              roleSource: 'LOCAL' | 'DIRECTORY';
              roleGroup: string | null;
              secondFactor: boolean;
              directoryLinkUntil: string | null;
              support: boolean;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign; the signed-in role is not one of ADMIN */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Conflict with the current state */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'conflict' | 'staff__support_account';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    post?: never;
    /**
     * Delete a staff account
     * @description 409 `conflict` [`self`] for one's own account, [`last_admin`] for the last active admin of the archive's own.
     *
     *     Staff only: signed in (session cookie) with the role ADMIN; 401 without a session, 403 for another role.
     */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description No content */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign; the signed-in role is not one of ADMIN */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Conflict with the current state */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'conflict';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/users/{id}/second-factor': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Reset a staff account's second factor
     * @description Removes the second factor (and a set-up in progress). The next sign-in asks for the password only, or for a new set-up while STAFF_SECOND_FACTOR=required. Sessions stay.
     *
     *     Staff only: signed in (session cookie) with the role ADMIN; 401 without a session, 403 for another role.
     */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              email: string;
              role: ('ADMIN' | 'REPORTS' | 'DESK') | null;
              disabled: boolean;
              createdAt: string;
              /** @enum {string} */
              roleSource: 'LOCAL' | 'DIRECTORY';
              roleGroup: string | null;
              secondFactor: boolean;
              directoryLinkUntil: string | null;
              support: boolean;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign; the signed-in role is not one of ADMIN */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/users/{id}/directory-link': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Allow the directory to take this local account over
     * @description For 7 days, the next directory sign-in with this account's e-mail (compared case-insensitively) takes the local account over instead of being refused: the account keeps its id and history and becomes the directory person's; its password, second factor and sessions end, its role comes from the directory from then on. 409 `conflict` [`directory`] for a directory account, [`no_directory`] when the archive has no directory; `staff__support_account` for a platform administrator's support account.
     *
     *     Staff only: signed in (session cookie) with the role ADMIN; 401 without a session, 403 for another role.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              email: string;
              role: ('ADMIN' | 'REPORTS' | 'DESK') | null;
              disabled: boolean;
              createdAt: string;
              /** @enum {string} */
              roleSource: 'LOCAL' | 'DIRECTORY';
              roleGroup: string | null;
              secondFactor: boolean;
              directoryLinkUntil: string | null;
              support: boolean;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign; the signed-in role is not one of ADMIN */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Conflict with the current state */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'conflict' | 'staff__support_account';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    post?: never;
    /**
     * Withdraw the permission for the directory to take this local account over
     * @description 409 `conflict` [`directory`] for a directory account, `staff__support_account` for a platform administrator's support account.
     *
     *     Staff only: signed in (session cookie) with the role ADMIN; 401 without a session, 403 for another role.
     */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              email: string;
              role: ('ADMIN' | 'REPORTS' | 'DESK') | null;
              disabled: boolean;
              createdAt: string;
              /** @enum {string} */
              roleSource: 'LOCAL' | 'DIRECTORY';
              roleGroup: string | null;
              secondFactor: boolean;
              directoryLinkUntil: string | null;
              support: boolean;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign; the signed-in role is not one of ADMIN */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Conflict with the current state */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'conflict' | 'staff__support_account';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bot-check/challenge': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A proof-of-work challenge to solve before creating a cart (BOT_PROTECTION=altcha) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              parameters: {
                algorithm: string;
                nonce: string;
                salt: string;
                cost: number;
                keyLength: number;
                keyPrefix: string;
                keySignature?: string;
                /** @description seconds since the epoch */
                expiresAt: number;
              };
              signature: string;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/transactions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create a cart holding a seat in a time slot
     * @description Refused beyond the schema with 400 `validation__error`, the payload naming the fields (`x-refusals`; `*` is an index):
     *     - `body.seatNeed.equipment`: a key is not one of the archive's seat equipment (`GET /api/admin/seat-equipment`)
     */
    post: {
      parameters: {
        query?: {
          /** @description bot check: the reCAPTCHA v3 token, or the solved ALTCHA payload of GET /bot-check/challenge */
          'g-recaptcha-response'?: string;
        };
        header?: {
          /** @description a place's pass, as `POST /rooms/{id}/opening/queue` answered it */
          'x-queue-pass'?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            timeSlotId: number;
            /** @description rooms with named seats: equipment keys the seat must have and whether an accessible seat is needed; the hold gets the plainest free seat that fits, or 409 `timeslot_no_tickets_left` */
            seatNeed?: {
              /** @default [] */
              equipment?: (string & (unknown & unknown))[];
              /** @default false */
              accessible?: boolean;
            };
            /** @description rooms with named seats: this seat (free, not blocked, of the slot's room; an accessible seat only with `seatNeed.accessible` or from the room's release day on), else 409 `timeslot_no_tickets_left` */
            seatId?: number;
          };
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              transactionId: string;
              /** Format: date-time */
              expiredAt: string;
              tickets: {
                id: number;
                bookingNumber: string | null;
                /** @enum {string} */
                status: 'NEW' | 'BOOKED' | 'INVALID' | 'CANCELLED' | 'PENDING';
                roomId: number;
                roomName: string;
                roomDescription: string;
                timeSlotId: number;
                transactionId: string | null;
                ownerId: string | null;
                /** Format: date */
                date: string;
                startTime: string;
                endTime: string;
                salutation: ('NONE' | 'MR' | 'MS') | null;
                title: string | null;
                firstName: string | null;
                lastName: string | null;
                organisation: string | null;
                email: string | null;
                phone: string | null;
                accessibility: boolean | null;
                cancelable: boolean;
                seatLabel?: string | null;
                stayId?: string | null;
                units?: {
                  id: number;
                  ticketId: number | null;
                  callNumber: string;
                  title: string | null;
                  note: string | null;
                  /** @enum {string} */
                  state:
                    'ORDERED' | 'READY' | 'ISSUED' | 'RETURNED' | 'NOT_AVAILABLE' | 'CANCELLED';
                  reason: ('IN_USE' | 'RESTRICTED' | 'IN_CONSERVATION' | 'NOT_FOUND') | null;
                  pulled: boolean;
                }[];
              }[];
              remainingTouches?: number;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign; `recaptcha__validation_error`: the bot check failed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception' | 'recaptcha__validation_error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Conflict with the current state */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error:
                | 'max_tickets_per_time_reached'
                | 'max_tickets_per_day_reached'
                | 'timeslot_no_tickets_left'
                | 'max_tickets_by_user_reached'
                | 'timeslot_not_open'
                | 'records_deadline_passed'
                | 'opening_not_your_turn'
                | 'timeslot_closed_for_group';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Too many requests: wait for the seconds of `Retry-After` */
        429: {
          headers: {
            /** @description seconds until the next request is accepted */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'too_many_requests';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/transactions/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The cart */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              transactionId: string;
              /** Format: date-time */
              expiredAt: string;
              tickets: {
                id: number;
                bookingNumber: string | null;
                /** @enum {string} */
                status: 'NEW' | 'BOOKED' | 'INVALID' | 'CANCELLED' | 'PENDING';
                roomId: number;
                roomName: string;
                roomDescription: string;
                timeSlotId: number;
                transactionId: string | null;
                ownerId: string | null;
                /** Format: date */
                date: string;
                startTime: string;
                endTime: string;
                salutation: ('NONE' | 'MR' | 'MS') | null;
                title: string | null;
                firstName: string | null;
                lastName: string | null;
                organisation: string | null;
                email: string | null;
                phone: string | null;
                accessibility: boolean | null;
                cancelable: boolean;
                seatLabel?: string | null;
                stayId?: string | null;
                units?: {
                  id: number;
                  ticketId: number | null;
                  callNumber: string;
                  title: string | null;
                  note: string | null;
                  /** @enum {string} */
                  state:
                    'ORDERED' | 'READY' | 'ISSUED' | 'RETURNED' | 'NOT_AVAILABLE' | 'CANCELLED';
                  reason: ('IN_USE' | 'RESTRICTED' | 'IN_CONSERVATION' | 'NOT_FOUND') | null;
                  pulled: boolean;
                }[];
              }[];
              remainingTouches?: number;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    /** Delete the cart and free its seats */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description No content */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/transactions/{id}/touch': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Extend the hold (a limited number of times) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              transactionId: string;
              /** Format: date-time */
              expiredAt: string;
              tickets: {
                id: number;
                bookingNumber: string | null;
                /** @enum {string} */
                status: 'NEW' | 'BOOKED' | 'INVALID' | 'CANCELLED' | 'PENDING';
                roomId: number;
                roomName: string;
                roomDescription: string;
                timeSlotId: number;
                transactionId: string | null;
                ownerId: string | null;
                /** Format: date */
                date: string;
                startTime: string;
                endTime: string;
                salutation: ('NONE' | 'MR' | 'MS') | null;
                title: string | null;
                firstName: string | null;
                lastName: string | null;
                organisation: string | null;
                email: string | null;
                phone: string | null;
                accessibility: boolean | null;
                cancelable: boolean;
                seatLabel?: string | null;
                stayId?: string | null;
                units?: {
                  id: number;
                  ticketId: number | null;
                  callNumber: string;
                  title: string | null;
                  note: string | null;
                  /** @enum {string} */
                  state:
                    'ORDERED' | 'READY' | 'ISSUED' | 'RETURNED' | 'NOT_AVAILABLE' | 'CANCELLED';
                  reason: ('IN_USE' | 'RESTRICTED' | 'IN_CONSERVATION' | 'NOT_FOUND') | null;
                  pulled: boolean;
                }[];
              }[];
              remainingTouches?: number;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Conflict with the current state */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'conflict';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Too many requests: wait for the seconds of `Retry-After` */
        429: {
          headers: {
            /** @description seconds until the next request is accepted */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'too_many_requests';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/transactions/{id}/tickets': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add a time slot to the cart
     * @description Refused beyond the schema with 400 `validation__error`, the payload naming the fields (`x-refusals`; `*` is an index):
     *     - `body.seatNeed.equipment`: a key is not one of the archive's seat equipment (`GET /api/admin/seat-equipment`)
     */
    post: {
      parameters: {
        query?: never;
        header?: {
          /** @description a place's pass, as `POST /rooms/{id}/opening/queue` answered it */
          'x-queue-pass'?: string;
        };
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            timeSlotId: number;
            /** @description rooms with named seats: equipment keys the seat must have and whether an accessible seat is needed; the hold gets the plainest free seat that fits, or 409 `timeslot_no_tickets_left` */
            seatNeed?: {
              /** @default [] */
              equipment?: (string & (unknown & unknown))[];
              /** @default false */
              accessible?: boolean;
            };
            /** @description rooms with named seats: this seat (free, not blocked, of the slot's room; an accessible seat only with `seatNeed.accessible` or from the room's release day on), else 409 `timeslot_no_tickets_left` */
            seatId?: number;
          };
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              transactionId: string;
              /** Format: date-time */
              expiredAt: string;
              tickets: {
                id: number;
                bookingNumber: string | null;
                /** @enum {string} */
                status: 'NEW' | 'BOOKED' | 'INVALID' | 'CANCELLED' | 'PENDING';
                roomId: number;
                roomName: string;
                roomDescription: string;
                timeSlotId: number;
                transactionId: string | null;
                ownerId: string | null;
                /** Format: date */
                date: string;
                startTime: string;
                endTime: string;
                salutation: ('NONE' | 'MR' | 'MS') | null;
                title: string | null;
                firstName: string | null;
                lastName: string | null;
                organisation: string | null;
                email: string | null;
                phone: string | null;
                accessibility: boolean | null;
                cancelable: boolean;
                seatLabel?: string | null;
                stayId?: string | null;
                units?: {
                  id: number;
                  ticketId: number | null;
                  callNumber: string;
                  title: string | null;
                  note: string | null;
                  /** @enum {string} */
                  state:
                    'ORDERED' | 'READY' | 'ISSUED' | 'RETURNED' | 'NOT_AVAILABLE' | 'CANCELLED';
                  reason: ('IN_USE' | 'RESTRICTED' | 'IN_CONSERVATION' | 'NOT_FOUND') | null;
                  pulled: boolean;
                }[];
              }[];
              remainingTouches?: number;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Conflict with the current state */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error:
                | 'max_tickets_per_time_reached'
                | 'max_tickets_per_day_reached'
                | 'timeslot_no_tickets_left'
                | 'max_tickets_by_user_reached'
                | 'timeslot_not_open'
                | 'waiting_list__offer_only'
                | 'records_deadline_passed'
                | 'opening_not_your_turn'
                | 'timeslot_closed_for_group';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Too many requests: wait for the seconds of `Retry-After` */
        429: {
          headers: {
            /** @description seconds until the next request is accepted */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'too_many_requests';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/transactions/{id}/tickets/{ticketId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove a ticket from the cart */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          ticketId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              transactionId: string;
              /** Format: date-time */
              expiredAt: string;
              tickets: {
                id: number;
                bookingNumber: string | null;
                /** @enum {string} */
                status: 'NEW' | 'BOOKED' | 'INVALID' | 'CANCELLED' | 'PENDING';
                roomId: number;
                roomName: string;
                roomDescription: string;
                timeSlotId: number;
                transactionId: string | null;
                ownerId: string | null;
                /** Format: date */
                date: string;
                startTime: string;
                endTime: string;
                salutation: ('NONE' | 'MR' | 'MS') | null;
                title: string | null;
                firstName: string | null;
                lastName: string | null;
                organisation: string | null;
                email: string | null;
                phone: string | null;
                accessibility: boolean | null;
                cancelable: boolean;
                seatLabel?: string | null;
                stayId?: string | null;
                units?: {
                  id: number;
                  ticketId: number | null;
                  callNumber: string;
                  title: string | null;
                  note: string | null;
                  /** @enum {string} */
                  state:
                    'ORDERED' | 'READY' | 'ISSUED' | 'RETURNED' | 'NOT_AVAILABLE' | 'CANCELLED';
                  reason: ('IN_USE' | 'RESTRICTED' | 'IN_CONSERVATION' | 'NOT_FOUND') | null;
                  pulled: boolean;
                }[];
              }[];
              remainingTouches?: number;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/transactions/stays': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create a cart holding a research stay's days
     * @description A research stay: the slot of each day (one a day, one room; 2–60 slots) held in ONE database transaction, all or none. The days share `stayId` and count as ONE booking against MAX_RESERVATIONS (their days against the per-day and per-person limits). 409 `stay__days_unavailable` with the slot ids of days no longer free (nothing held: offer the stay without them, `GET /rooms/{id}/stay-days` tells which); `stay__not_offered` (the room's `maxStayDays` is null, or it opens its days by a fair draw), `stay__too_long` (payload: the maximum), `stay__one_slot_a_day`, or the first booking rule a day fails. 404: a slot or the cart not found. 429: the address would hold more seats than allowed. The bot check as for `POST /transactions`.
     *
     *     Refused beyond the schema with 400 `validation__error`, the payload naming the fields (`x-refusals`; `*` is an index):
     *     - `body.timeSlotIds`: slots of more than one room
     */
    post: {
      parameters: {
        query?: {
          /** @description bot check, as for POST /transactions */
          'g-recaptcha-response'?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description the slot of each day of the stay (one a day, of one room); full days left out */
            timeSlotIds: number[];
          };
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              transactionId: string;
              /** Format: date-time */
              expiredAt: string;
              tickets: {
                id: number;
                bookingNumber: string | null;
                /** @enum {string} */
                status: 'NEW' | 'BOOKED' | 'INVALID' | 'CANCELLED' | 'PENDING';
                roomId: number;
                roomName: string;
                roomDescription: string;
                timeSlotId: number;
                transactionId: string | null;
                ownerId: string | null;
                /** Format: date */
                date: string;
                startTime: string;
                endTime: string;
                salutation: ('NONE' | 'MR' | 'MS') | null;
                title: string | null;
                firstName: string | null;
                lastName: string | null;
                organisation: string | null;
                email: string | null;
                phone: string | null;
                accessibility: boolean | null;
                cancelable: boolean;
                seatLabel?: string | null;
                stayId?: string | null;
                units?: {
                  id: number;
                  ticketId: number | null;
                  callNumber: string;
                  title: string | null;
                  note: string | null;
                  /** @enum {string} */
                  state:
                    'ORDERED' | 'READY' | 'ISSUED' | 'RETURNED' | 'NOT_AVAILABLE' | 'CANCELLED';
                  reason: ('IN_USE' | 'RESTRICTED' | 'IN_CONSERVATION' | 'NOT_FOUND') | null;
                  pulled: boolean;
                }[];
              }[];
              remainingTouches?: number;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign; `recaptcha__validation_error`: the bot check failed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception' | 'recaptcha__validation_error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Conflict with the current state */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error:
                | 'max_tickets_per_time_reached'
                | 'max_tickets_per_day_reached'
                | 'timeslot_no_tickets_left'
                | 'max_tickets_by_user_reached'
                | 'timeslot_not_open'
                | 'records_deadline_passed'
                | 'stay__not_offered'
                | 'stay__too_long'
                | 'stay__one_slot_a_day'
                | 'stay__days_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Too many requests: wait for the seconds of `Retry-After` */
        429: {
          headers: {
            /** @description seconds until the next request is accepted */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'too_many_requests';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/transactions/{id}/stays': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add a research stay's days to the cart
     * @description A research stay: the slot of each day (one a day, one room; 2–60 slots) held in ONE database transaction, all or none. The days share `stayId` and count as ONE booking against MAX_RESERVATIONS (their days against the per-day and per-person limits). 409 `stay__days_unavailable` with the slot ids of days no longer free (nothing held: offer the stay without them, `GET /rooms/{id}/stay-days` tells which); `stay__not_offered` (the room's `maxStayDays` is null, or it opens its days by a fair draw), `stay__too_long` (payload: the maximum), `stay__one_slot_a_day`, or the first booking rule a day fails. 404: a slot or the cart not found. 429: the address would hold more seats than allowed.
     *
     *     Refused beyond the schema with 400 `validation__error`, the payload naming the fields (`x-refusals`; `*` is an index):
     *     - `body.timeSlotIds`: slots of more than one room
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description the slot of each day of the stay (one a day, of one room); full days left out */
            timeSlotIds: number[];
          };
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              transactionId: string;
              /** Format: date-time */
              expiredAt: string;
              tickets: {
                id: number;
                bookingNumber: string | null;
                /** @enum {string} */
                status: 'NEW' | 'BOOKED' | 'INVALID' | 'CANCELLED' | 'PENDING';
                roomId: number;
                roomName: string;
                roomDescription: string;
                timeSlotId: number;
                transactionId: string | null;
                ownerId: string | null;
                /** Format: date */
                date: string;
                startTime: string;
                endTime: string;
                salutation: ('NONE' | 'MR' | 'MS') | null;
                title: string | null;
                firstName: string | null;
                lastName: string | null;
                organisation: string | null;
                email: string | null;
                phone: string | null;
                accessibility: boolean | null;
                cancelable: boolean;
                seatLabel?: string | null;
                stayId?: string | null;
                units?: {
                  id: number;
                  ticketId: number | null;
                  callNumber: string;
                  title: string | null;
                  note: string | null;
                  /** @enum {string} */
                  state:
                    'ORDERED' | 'READY' | 'ISSUED' | 'RETURNED' | 'NOT_AVAILABLE' | 'CANCELLED';
                  reason: ('IN_USE' | 'RESTRICTED' | 'IN_CONSERVATION' | 'NOT_FOUND') | null;
                  pulled: boolean;
                }[];
              }[];
              remainingTouches?: number;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Conflict with the current state */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error:
                | 'max_tickets_per_time_reached'
                | 'max_tickets_per_day_reached'
                | 'timeslot_no_tickets_left'
                | 'max_tickets_by_user_reached'
                | 'timeslot_not_open'
                | 'waiting_list__offer_only'
                | 'records_deadline_passed'
                | 'stay__not_offered'
                | 'stay__too_long'
                | 'stay__one_slot_a_day'
                | 'stay__days_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Too many requests: wait for the seconds of `Retry-After` */
        429: {
          headers: {
            /** @description seconds until the next request is accepted */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'too_many_requests';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/rooms/{id}/stay-days': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A research stay's days: free, full or not bookable now
     * @description The slot the visitor chose for each day (`timeSlotIds`, comma-joined, of this room); each day by date with `state` free, full (`timeslot_no_tickets_left`) or notBookable (`reason`: the first rule it fails). Holds nothing. 404: the room, or a slot not of it; 409 as the hold: `stay__not_offered`, `stay__too_long` (payload: the maximum), `stay__one_slot_a_day`.
     */
    get: {
      parameters: {
        query: {
          timeSlotIds: string | string[];
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              roomId: number;
              maxStayDays: number;
              days: {
                timeSlotId: number;
                /** Format: date */
                date: string;
                startTime: string;
                endTime: string;
                /** @enum {string} */
                state: 'free' | 'full' | 'notBookable';
                reason:
                  | (
                      | 'timeslot_not_open'
                      | 'max_tickets_per_time_reached'
                      | 'max_tickets_per_day_reached'
                      | 'timeslot_no_tickets_left'
                      | 'max_tickets_by_user_reached'
                      | 'records_deadline_passed'
                    )
                  | null;
              }[];
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Conflict with the current state */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'stay__not_offered' | 'stay__too_long' | 'stay__one_slot_a_day';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/transactions/{id}/booking': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Book the cart with the personal data (all or nothing)
     * @description `records` (optional): per cart ticket the records (units) to have ready — refused with `records__*` by the room's ordering settings; `ticket__person_limit_reached` (payload week|month, maximum, first day) when PERSON_MAX_VISITS_PER_WEEK/_MONTH is reached. `manageUrl` is the address the confirmation mail links to (the booking's page). Safe to repeat (a lost answer, a 503): within 24 hours of the booking the same request (the same `email`, any case) answers the booked tickets again — same ids and booking numbers — and changes and mails nothing; another address answers 404 like an unknown cart. User application (the archive's `userApplication`): in mode `with-booking` `purpose` (one of the archive's `applicationPurposes`) and `topic` are required, in the other modes refused (400). In mode `required`, a cart with a room marked `requiresApplication` needs a signed-in reader (401 `reader_signed_out`): with an approved application valid on each visit's day it books as usual; otherwise the body's `application` is stored as submitted and the booking answers with its tickets `PENDING` (seats held; the mail says the application was received, the confirmation follows the approval), as it does while the reader has an application waiting for its decision; without one 409 `application_required` (`application_refused`: the latest was refused; `application_expired`: the approved one does not cover the visit's day). `application` where no room needs one: 400. With a reader session the booking is the signed-in reader's: its e-mail is the reader's (the body's `email` is not used) and the limits per person count the reader's bookings; without one it books as before.
     *
     *     Takes the reader session cookie, and answers without one too.
     *
     *     Refused beyond the schema with 400 `validation__error`, the payload naming the fields (`x-refusals`; `*` is an index):
     *     - `body.title`: the text holds a web address (`://` or `www.`) or a bare domain (a letter or digit, a dot, two letters: `example.org`)
     *     - `body.firstName`: the text holds a web address (`://` or `www.`) or a bare domain (a letter or digit, a dot, two letters: `example.org`)
     *     - `body.lastName`: the text holds a web address (`://` or `www.`) or a bare domain (a letter or digit, a dot, two letters: `example.org`)
     *     - `body.organisation`: the text holds a web address (`://` or `www.`) or a bare domain (a letter or digit, a dot, two letters: `example.org`)
     *     - `body.phone`: the number has fewer than 5 or more than 17 digits (a "(0)" in a number starting with + not counted)
     *     - `body.records.*.units.*.callNumber`: the text holds a web address (`://` or `www.`) or a bare domain (a letter or digit, a dot, two letters: `example.org`)
     *     - `body.records.*.units.*.title`: the text holds a web address (`://` or `www.`) or a bare domain (a letter or digit, a dot, two letters: `example.org`)
     *     - `body.records.*.units.*.note`: the text holds a web address (`://` or `www.`)
     *     - `body.purpose`: sent while the archive's `userApplication` is not `with-booking`, missing in that mode, or not one of its `applicationPurposes`
     *     - `body.topic`: sent while the archive's `userApplication` is not `with-booking`, or missing in that mode
     *     - `body.application`: sent while no room of the cart requires an application under the archive's `userApplication: required`
     *     - `body.application.name`: the text holds a web address (`://` or `www.`) or a bare domain (a letter or digit, a dot, two letters: `example.org`)
     *     - `body.application.street`: the text holds a web address (`://` or `www.`)
     *     - `body.application.postcode`: the text holds a web address (`://` or `www.`) or a bare domain (a letter or digit, a dot, two letters: `example.org`)
     *     - `body.application.town`: the text holds a web address (`://` or `www.`) or a bare domain (a letter or digit, a dot, two letters: `example.org`)
     *     - `body.application.phone`: the number has fewer than 5 or more than 17 digits (a "(0)" in a number starting with + not counted)
     *     - `body.application.institution`: the text holds a web address (`://` or `www.`)
     *     - `body.application.purpose`: not one of the archive's `applicationPurposes`
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            salutation?: ('NONE' | 'MR' | 'MS') | null;
            title?: string | null;
            firstName: string & (unknown & unknown);
            lastName: string & (unknown & unknown);
            organisation?: string | null;
            accessibility?: boolean | null;
            email: string & (unknown & unknown);
            phone: string & (unknown & unknown);
            /**
             * @default de
             * @enum {string}
             */
            language: 'de' | 'en';
            records?: {
              ticketId: number;
              units: {
                callNumber: string & (unknown & unknown);
                title?: string | null;
                note?: string | null;
              }[];
            }[];
            purpose?: string & (unknown & unknown);
            topic?: string & (unknown & unknown);
            application?: {
              name: string & (unknown & unknown);
              street: string & (unknown & unknown);
              postcode: string & (unknown & unknown);
              town: string & (unknown & unknown);
              country?: string;
              phone?: (string & (unknown & unknown)) | null;
              institution?: string | null;
              topic: string & (unknown & unknown);
              purpose: string & (unknown & unknown);
              publicationPlanned: boolean;
              /** @enum {boolean} */
              rulesAccepted: true;
              /** @enum {boolean} */
              privacyAccepted: true;
            };
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              tickets: {
                id: number;
                bookingNumber: string | null;
                /** @enum {string} */
                status: 'NEW' | 'BOOKED' | 'INVALID' | 'CANCELLED' | 'PENDING';
                roomId: number;
                roomName: string;
                roomDescription: string;
                timeSlotId: number;
                transactionId: string | null;
                ownerId: string | null;
                /** Format: date */
                date: string;
                startTime: string;
                endTime: string;
                salutation: ('NONE' | 'MR' | 'MS') | null;
                title: string | null;
                firstName: string | null;
                lastName: string | null;
                organisation: string | null;
                email: string | null;
                phone: string | null;
                accessibility: boolean | null;
                cancelable: boolean;
                seatLabel?: string | null;
                stayId?: string | null;
                units?: {
                  id: number;
                  ticketId: number | null;
                  callNumber: string;
                  title: string | null;
                  note: string | null;
                  /** @enum {string} */
                  state:
                    'ORDERED' | 'READY' | 'ISSUED' | 'RETURNED' | 'NOT_AVAILABLE' | 'CANCELLED';
                  reason: ('IN_USE' | 'RESTRICTED' | 'IN_CONSERVATION' | 'NOT_FOUND') | null;
                  pulled: boolean;
                }[];
              }[];
              /** @description The booking's page (`/reservation-confirmation/{ownerId}?lang=…`) as the confirmation mail links to it */
              manageUrl: string;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'reader_signed_out';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Conflict with the current state */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error:
                | 'ticket__validation_error'
                | 'booking__email_blacklisted'
                | 'records__required'
                | 'records__not_orderable'
                | 'records__deadline_passed'
                | 'records__max_per_visit_reached'
                | 'records__max_per_day_reached'
                | 'ticket__person_limit_reached'
                | 'application_required'
                | 'application_expired'
                | 'application_refused';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Too many requests: wait for the seconds of `Retry-After` */
        429: {
          headers: {
            /** @description seconds until the next request is accepted */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'too_many_requests';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/rooms/{id}/booking': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A room's slots with seats, active tickets and failed rules (no cart yet)
     * @description `fromDate` defaults to today, `untilDate` to six weeks later. `untilDate` not before `fromDate` and at most 366 days after it, else 400 `validation__error` [`querystring.untilDate`]. In a room with named seats `capacity` is the smaller of the slot's capacity and its unblocked seats; with `seatEquipment` and/or `accessibleSeat` each slot says in `seatMatch` whether a free seat fits that need.
     *
     *     Refused beyond the schema with 400 `validation__error`, the payload naming the fields (`x-refusals`; `*` is an index):
     *     - `querystring.untilDate`: `untilDate` (default: six weeks after `fromDate`) is before `fromDate` (default: today) or more than 366 days after it
     */
    get: {
      parameters: {
        query?: {
          fromDate?: string;
          untilDate?: string;
          status?: string;
          /** @description equipment keys the seat must have, joined by commas */
          seatEquipment?: string;
          /** @description true: the visitor needs an accessible seat */
          accessibleSeat?: 'true' | 'false';
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              roomId: number;
              roomName: string;
              /** Format: date */
              date: string;
              startTime: string;
              endTime: string;
              capacity: number;
              ticketCount: number;
              failedRules: (
                | 'timeslot_not_open'
                | 'max_tickets_per_time_reached'
                | 'max_tickets_per_day_reached'
                | 'timeslot_no_tickets_left'
                | 'max_tickets_by_user_reached'
                | 'records_deadline_passed'
              )[];
              records?: {
                /** @enum {string} */
                ordering: 'OFF' | 'OPTIONAL' | 'REQUIRED';
                orderable: boolean;
                reason: ('OFF' | 'DEADLINE_PASSED') | null;
                deadlineDate: string | null;
                deadlineTime: string | null;
              };
              seatMatch?: boolean;
              holiday?: string;
            }[];
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/transactions/{id}/rooms/{roomId}/available-timeslots': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A room's slots with the rules each fails for this cart
     * @description `fromDate` defaults to today, `untilDate` to six weeks later. `untilDate` not before `fromDate` and at most 366 days after it, else 400 `validation__error` [`querystring.untilDate`]. In a room with named seats `capacity` is the smaller of the slot's capacity and its unblocked seats; with `seatEquipment` and/or `accessibleSeat` each slot says in `seatMatch` whether a free seat fits that need.
     *
     *     Refused beyond the schema with 400 `validation__error`, the payload naming the fields (`x-refusals`; `*` is an index):
     *     - `querystring.untilDate`: `untilDate` (default: six weeks after `fromDate`) is before `fromDate` (default: today) or more than 366 days after it
     */
    get: {
      parameters: {
        query?: {
          fromDate?: string;
          untilDate?: string;
          status?: string;
          /** @description equipment keys the seat must have, joined by commas */
          seatEquipment?: string;
          /** @description true: the visitor needs an accessible seat */
          accessibleSeat?: 'true' | 'false';
        };
        header?: never;
        path: {
          id: string;
          roomId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              roomId: number;
              roomName: string;
              /** Format: date */
              date: string;
              startTime: string;
              endTime: string;
              capacity: number;
              ticketCount: number;
              failedRules: (
                | 'timeslot_not_open'
                | 'max_tickets_per_time_reached'
                | 'max_tickets_per_day_reached'
                | 'timeslot_no_tickets_left'
                | 'max_tickets_by_user_reached'
                | 'records_deadline_passed'
              )[];
              records?: {
                /** @enum {string} */
                ordering: 'OFF' | 'OPTIONAL' | 'REQUIRED';
                orderable: boolean;
                reason: ('OFF' | 'DEADLINE_PASSED') | null;
                deadlineDate: string | null;
                deadlineTime: string | null;
              };
              seatMatch?: boolean;
              holiday?: string;
            }[];
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/owners/{ownerId}/tickets': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The owner's tickets (booked and cancelled) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          ownerId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              bookingNumber: string | null;
              /** @enum {string} */
              status: 'NEW' | 'BOOKED' | 'INVALID' | 'CANCELLED' | 'PENDING';
              roomId: number;
              roomName: string;
              roomDescription: string;
              timeSlotId: number;
              transactionId: string | null;
              ownerId: string | null;
              /** Format: date */
              date: string;
              startTime: string;
              endTime: string;
              salutation: ('NONE' | 'MR' | 'MS') | null;
              title: string | null;
              firstName: string | null;
              lastName: string | null;
              organisation: string | null;
              email: string | null;
              phone: string | null;
              accessibility: boolean | null;
              cancelable: boolean;
              seatLabel?: string | null;
              stayId?: string | null;
              units?: {
                id: number;
                ticketId: number | null;
                callNumber: string;
                title: string | null;
                note: string | null;
                /** @enum {string} */
                state: 'ORDERED' | 'READY' | 'ISSUED' | 'RETURNED' | 'NOT_AVAILABLE' | 'CANCELLED';
                reason: ('IN_USE' | 'RESTRICTED' | 'IN_CONSERVATION' | 'NOT_FOUND') | null;
                pulled: boolean;
              }[];
            }[];
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    /** Cancel tickets of the owner (all or none); returns the cancelled tickets */
    delete: {
      parameters: {
        query: {
          ids: string | string[];
        };
        header?: never;
        path: {
          ownerId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              bookingNumber: string | null;
              /** @enum {string} */
              status: 'NEW' | 'BOOKED' | 'INVALID' | 'CANCELLED' | 'PENDING';
              roomId: number;
              roomName: string;
              roomDescription: string;
              timeSlotId: number;
              transactionId: string | null;
              ownerId: string | null;
              /** Format: date */
              date: string;
              startTime: string;
              endTime: string;
              salutation: ('NONE' | 'MR' | 'MS') | null;
              title: string | null;
              firstName: string | null;
              lastName: string | null;
              organisation: string | null;
              email: string | null;
              phone: string | null;
              accessibility: boolean | null;
              cancelable: boolean;
              seatLabel?: string | null;
              stayId?: string | null;
              units?: {
                id: number;
                ticketId: number | null;
                callNumber: string;
                title: string | null;
                note: string | null;
                /** @enum {string} */
                state: 'ORDERED' | 'READY' | 'ISSUED' | 'RETURNED' | 'NOT_AVAILABLE' | 'CANCELLED';
                reason: ('IN_USE' | 'RESTRICTED' | 'IN_CONSERVATION' | 'NOT_FOUND') | null;
                pulled: boolean;
              }[];
            }[];
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Conflict with the current state */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'conflict';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Too many requests: wait for the seconds of `Retry-After` */
        429: {
          headers: {
            /** @description seconds until the next request is accepted */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'too_many_requests';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/owners/{ownerId}/calendar.ics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The owner's booked visits as a calendar file (.ics)
     * @description The entries the confirmation mail attaches (the same UIDs), of the tickets still booked; `lang` names the file and its words (default: the booking's language). 404 `not_found` [`owner`] for an unknown id, [`ticket`] when nothing is booked any more.
     */
    get: {
      parameters: {
        query?: {
          lang?: 'de' | 'en';
        };
        header?: never;
        path: {
          ownerId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The booked visits as an iCalendar file (reservierung.ics, reservation.ics) */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/calendar': string;
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/owners/{ownerId}/tickets/{ticketId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One ticket of the owner */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          ownerId: string;
          ticketId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              bookingNumber: string | null;
              /** @enum {string} */
              status: 'NEW' | 'BOOKED' | 'INVALID' | 'CANCELLED' | 'PENDING';
              roomId: number;
              roomName: string;
              roomDescription: string;
              timeSlotId: number;
              transactionId: string | null;
              ownerId: string | null;
              /** Format: date */
              date: string;
              startTime: string;
              endTime: string;
              salutation: ('NONE' | 'MR' | 'MS') | null;
              title: string | null;
              firstName: string | null;
              lastName: string | null;
              organisation: string | null;
              email: string | null;
              phone: string | null;
              accessibility: boolean | null;
              cancelable: boolean;
              seatLabel?: string | null;
              stayId?: string | null;
              units?: {
                id: number;
                ticketId: number | null;
                callNumber: string;
                title: string | null;
                note: string | null;
                /** @enum {string} */
                state: 'ORDERED' | 'READY' | 'ISSUED' | 'RETURNED' | 'NOT_AVAILABLE' | 'CANCELLED';
                reason: ('IN_USE' | 'RESTRICTED' | 'IN_CONSERVATION' | 'NOT_FOUND') | null;
                pulled: boolean;
              }[];
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/tickets/count': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Count of booked tickets dated today or later
     * @description Staff only: signed in (session cookie) with the role ADMIN; 401 without a session, 403 for another role.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              count: number;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the signed-in role is not one of ADMIN */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/rooms/{id}/tickets/count': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Count of a room's booked tickets dated today or later
     * @description Staff only: signed in (session cookie) with the role ADMIN; 401 without a session, 403 for another role.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              count: number;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the signed-in role is not one of ADMIN */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/tickets': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Tickets by filters (timeSlotId, ownerId, room, dates, term …); status BOOKED by default or CANCELED_ONLY
     * @description Staff only: signed in (session cookie) with the role ADMIN; 401 without a session, 403 for another role.
     */
    get: {
      parameters: {
        query?: {
          searchTerm?: string;
          /** @description BOOKED (the default, also for any other value), CANCELLED (also CANCELED, CANCELED_ONLY), NEW or INVALID; case-insensitive. */
          status?: string;
          roomId?: string;
          timeSlotId?: string;
          ticketId?: string;
          transactionId?: string;
          ownerId?: string;
          bookingNumber?: string;
          fromDate?: string;
          untilDate?: string;
          fromTime?: string;
          untilTime?: string;
          limit?: string;
          offset?: string;
          /** @description Sort keys `field:ASC` or `field:DESC` (ASC when omitted), joined by commas; fields: roomName, lastName, firstName, organisation, email, date, startTime, bookingNumber, status, id. A field named again is ignored. Anything else: 400 `validation__error` [`querystring.sort`]. */
          sort?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              content: {
                id: number;
                bookingNumber: string | null;
                /** @enum {string} */
                status: 'NEW' | 'BOOKED' | 'INVALID' | 'CANCELLED' | 'PENDING';
                roomId: number;
                roomName: string;
                roomDescription: string;
                timeSlotId: number;
                transactionId: string | null;
                ownerId: string | null;
                /** Format: date */
                date: string;
                startTime: string;
                endTime: string;
                salutation: ('NONE' | 'MR' | 'MS') | null;
                title: string | null;
                firstName: string | null;
                lastName: string | null;
                organisation: string | null;
                email: string | null;
                phone: string | null;
                accessibility: boolean | null;
                cancelable: boolean;
                seatLabel?: string | null;
                stayId?: string | null;
                units?: {
                  id: number;
                  ticketId: number | null;
                  callNumber: string;
                  title: string | null;
                  note: string | null;
                  /** @enum {string} */
                  state:
                    'ORDERED' | 'READY' | 'ISSUED' | 'RETURNED' | 'NOT_AVAILABLE' | 'CANCELLED';
                  reason: ('IN_USE' | 'RESTRICTED' | 'IN_CONSERVATION' | 'NOT_FOUND') | null;
                  pulled: boolean;
                }[];
                seatMissing: boolean;
              }[];
              totalCount: number;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the signed-in role is not one of ADMIN */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    /**
     * Cancel tickets by id (ids comma-joined), all or none
     * @description Unknown id: 404. A ticket that is not booked or whose slot has started: 409 `conflict` with the refused ids. Seats are freed at once; each owner gets a cancellation e-mail.
     *
     *     Staff only: signed in (session cookie) with the role ADMIN; 401 without a session, 403 for another role.
     */
    delete: {
      parameters: {
        query: {
          ids: string | string[];
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              bookingNumber: string | null;
              /** @enum {string} */
              status: 'NEW' | 'BOOKED' | 'INVALID' | 'CANCELLED' | 'PENDING';
              roomId: number;
              roomName: string;
              roomDescription: string;
              timeSlotId: number;
              transactionId: string | null;
              ownerId: string | null;
              /** Format: date */
              date: string;
              startTime: string;
              endTime: string;
              salutation: ('NONE' | 'MR' | 'MS') | null;
              title: string | null;
              firstName: string | null;
              lastName: string | null;
              organisation: string | null;
              email: string | null;
              phone: string | null;
              accessibility: boolean | null;
              cancelable: boolean;
              seatLabel?: string | null;
              stayId?: string | null;
              units?: {
                id: number;
                ticketId: number | null;
                callNumber: string;
                title: string | null;
                note: string | null;
                /** @enum {string} */
                state: 'ORDERED' | 'READY' | 'ISSUED' | 'RETURNED' | 'NOT_AVAILABLE' | 'CANCELLED';
                reason: ('IN_USE' | 'RESTRICTED' | 'IN_CONSERVATION' | 'NOT_FOUND') | null;
                pulled: boolean;
              }[];
              seatMissing: boolean;
            }[];
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign; the signed-in role is not one of ADMIN */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Conflict with the current state */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'conflict';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/tickets/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One ticket with its slot, room and personal data
     * @description Staff only: signed in (session cookie) with the role ADMIN; 401 without a session, 403 for another role.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              bookingNumber: string | null;
              /** @enum {string} */
              status: 'NEW' | 'BOOKED' | 'INVALID' | 'CANCELLED' | 'PENDING';
              roomId: number;
              roomName: string;
              roomDescription: string;
              timeSlotId: number;
              transactionId: string | null;
              ownerId: string | null;
              /** Format: date */
              date: string;
              startTime: string;
              endTime: string;
              salutation: ('NONE' | 'MR' | 'MS') | null;
              title: string | null;
              firstName: string | null;
              lastName: string | null;
              organisation: string | null;
              email: string | null;
              phone: string | null;
              accessibility: boolean | null;
              cancelable: boolean;
              seatLabel?: string | null;
              stayId?: string | null;
              units?: {
                id: number;
                ticketId: number | null;
                callNumber: string;
                title: string | null;
                note: string | null;
                /** @enum {string} */
                state: 'ORDERED' | 'READY' | 'ISSUED' | 'RETURNED' | 'NOT_AVAILABLE' | 'CANCELLED';
                reason: ('IN_USE' | 'RESTRICTED' | 'IN_CONSERVATION' | 'NOT_FOUND') | null;
                pulled: boolean;
              }[];
              seatMissing: boolean;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the signed-in role is not one of ADMIN */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/tickets/{id}/owner': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Replace the personal data of a booked ticket (e-mail and phone optional)
     * @description A cancelled ticket: 409 `conflict` [`status`]; one dated before today: 409 [`past`].
     *
     *     Staff only: signed in (session cookie) with the role ADMIN; 401 without a session, 403 for another role.
     *
     *     Refused beyond the schema with 400 `validation__error`, the payload naming the fields (`x-refusals`; `*` is an index):
     *     - `body.title`: the text holds a web address (`://` or `www.`) or a bare domain (a letter or digit, a dot, two letters: `example.org`)
     *     - `body.firstName`: the text holds a web address (`://` or `www.`) or a bare domain (a letter or digit, a dot, two letters: `example.org`)
     *     - `body.lastName`: the text holds a web address (`://` or `www.`) or a bare domain (a letter or digit, a dot, two letters: `example.org`)
     *     - `body.organisation`: the text holds a web address (`://` or `www.`) or a bare domain (a letter or digit, a dot, two letters: `example.org`)
     *     - `body.phone`: the number has fewer than 5 or more than 17 digits (a "(0)" in a number starting with + not counted)
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            salutation?: ('NONE' | 'MR' | 'MS') | null;
            title?: string | null;
            firstName: string & (unknown & unknown);
            lastName: string & (unknown & unknown);
            organisation?: string | null;
            accessibility?: boolean | null;
            email?: (string & (unknown & unknown)) | null;
            phone?: (string & (unknown & unknown)) | null;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              bookingNumber: string | null;
              /** @enum {string} */
              status: 'NEW' | 'BOOKED' | 'INVALID' | 'CANCELLED' | 'PENDING';
              roomId: number;
              roomName: string;
              roomDescription: string;
              timeSlotId: number;
              transactionId: string | null;
              ownerId: string | null;
              /** Format: date */
              date: string;
              startTime: string;
              endTime: string;
              salutation: ('NONE' | 'MR' | 'MS') | null;
              title: string | null;
              firstName: string | null;
              lastName: string | null;
              organisation: string | null;
              email: string | null;
              phone: string | null;
              accessibility: boolean | null;
              cancelable: boolean;
              seatLabel?: string | null;
              stayId?: string | null;
              units?: {
                id: number;
                ticketId: number | null;
                callNumber: string;
                title: string | null;
                note: string | null;
                /** @enum {string} */
                state: 'ORDERED' | 'READY' | 'ISSUED' | 'RETURNED' | 'NOT_AVAILABLE' | 'CANCELLED';
                reason: ('IN_USE' | 'RESTRICTED' | 'IN_CONSERVATION' | 'NOT_FOUND') | null;
                pulled: boolean;
              }[];
              seatMissing: boolean;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign; the signed-in role is not one of ADMIN */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Conflict with the current state */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'conflict';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/rooms/{id}/timeslots/{timeSlotId}/tickets': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Book a person into a slot (may exceed capacity)
     * @description Safe to repeat with an `Idempotency-Key` header (8–100 characters of `A-Z a-z 0-9 . _ ~ : + / = -`, a UUID for instance, made once per booking meant): the same key from the same staff account within 24 hours answers the ticket the first request booked (201, as it is now) and books nothing more, no second mail; the same key with another room, slot or body answers 409 `idempotency_key_reused` and books nothing. Without the header every request books.
     *
     *     Staff only: signed in (session cookie) with the role ADMIN; 401 without a session, 403 for another role.
     *
     *     Refused beyond the schema with 400 `validation__error`, the payload naming the fields (`x-refusals`; `*` is an index):
     *     - `body.title`: the text holds a web address (`://` or `www.`) or a bare domain (a letter or digit, a dot, two letters: `example.org`)
     *     - `body.firstName`: the text holds a web address (`://` or `www.`) or a bare domain (a letter or digit, a dot, two letters: `example.org`)
     *     - `body.lastName`: the text holds a web address (`://` or `www.`) or a bare domain (a letter or digit, a dot, two letters: `example.org`)
     *     - `body.organisation`: the text holds a web address (`://` or `www.`) or a bare domain (a letter or digit, a dot, two letters: `example.org`)
     *     - `body.phone`: the number has fewer than 5 or more than 17 digits (a "(0)" in a number starting with + not counted)
     */
    post: {
      parameters: {
        query?: never;
        header?: {
          'idempotency-key'?: string;
        };
        path: {
          id: string;
          timeSlotId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            salutation?: ('NONE' | 'MR' | 'MS') | null;
            title?: string | null;
            firstName: string & (unknown & unknown);
            lastName: string & (unknown & unknown);
            organisation?: string | null;
            accessibility?: boolean | null;
            email?: (string & (unknown & unknown)) | null;
            phone?: (string & (unknown & unknown)) | null;
            /**
             * @default de
             * @enum {string}
             */
            language: 'de' | 'en';
          };
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              bookingNumber: string | null;
              /** @enum {string} */
              status: 'NEW' | 'BOOKED' | 'INVALID' | 'CANCELLED' | 'PENDING';
              roomId: number;
              roomName: string;
              roomDescription: string;
              timeSlotId: number;
              transactionId: string | null;
              ownerId: string | null;
              /** Format: date */
              date: string;
              startTime: string;
              endTime: string;
              salutation: ('NONE' | 'MR' | 'MS') | null;
              title: string | null;
              firstName: string | null;
              lastName: string | null;
              organisation: string | null;
              email: string | null;
              phone: string | null;
              accessibility: boolean | null;
              cancelable: boolean;
              seatLabel?: string | null;
              stayId?: string | null;
              units?: {
                id: number;
                ticketId: number | null;
                callNumber: string;
                title: string | null;
                note: string | null;
                /** @enum {string} */
                state: 'ORDERED' | 'READY' | 'ISSUED' | 'RETURNED' | 'NOT_AVAILABLE' | 'CANCELLED';
                reason: ('IN_USE' | 'RESTRICTED' | 'IN_CONSERVATION' | 'NOT_FOUND') | null;
                pulled: boolean;
              }[];
              seatMissing: boolean;
              overbooked: boolean;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign; the signed-in role is not one of ADMIN */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Conflict with the current state */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'idempotency_key_reused';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/rooms/{id}/series/preview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A series' days: bookable or not, and why (nothing written)
     * @description A staff series (docs/decisions/research-stays.md): the person (as a staff booking) at the room's slot starting at `startTime` on every `weekday` from `from` until `until`, or on the `dates` given (not both; at most 60 days, else 409 `stay__too_long`). Checked against capacity day by day: a day without such a slot (`no_slot`), full (`full`: staff do not overbook a series) or started (`started`) is not bookable.
     *
     *     Staff only: signed in (session cookie) with the role ADMIN; 401 without a session, 403 for another role.
     *
     *     Refused beyond the schema with 400 `validation__error`, the payload naming the fields (`x-refusals`; `*` is an index):
     *     - `body.weekday`: missing while another of `weekday`, `from` and `until` is given
     *     - `body.from`: missing while another of `weekday`, `from` and `until` is given
     *     - `body.until`: missing while another of `weekday`, `from` and `until` is given
     *     - `body.until`: before `from`
     *     - `body.dates`: given together with `weekday`, `from` or `until`, or left out with all three
     *     - `body.person.title`: the text holds a web address (`://` or `www.`) or a bare domain (a letter or digit, a dot, two letters: `example.org`)
     *     - `body.person.firstName`: the text holds a web address (`://` or `www.`) or a bare domain (a letter or digit, a dot, two letters: `example.org`)
     *     - `body.person.lastName`: the text holds a web address (`://` or `www.`) or a bare domain (a letter or digit, a dot, two letters: `example.org`)
     *     - `body.person.organisation`: the text holds a web address (`://` or `www.`) or a bare domain (a letter or digit, a dot, two letters: `example.org`)
     *     - `body.person.phone`: the number has fewer than 5 or more than 17 digits (a "(0)" in a number starting with + not counted)
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            startTime: string;
            /** @enum {string} */
            weekday?:
              'MONDAY' | 'TUESDAY' | 'WEDNESDAY' | 'THURSDAY' | 'FRIDAY' | 'SATURDAY' | 'SUNDAY';
            /** Format: date */
            from?: string;
            /** Format: date */
            until?: string;
            dates?: string[];
            person: {
              salutation?: ('NONE' | 'MR' | 'MS') | null;
              title?: string | null;
              firstName: string & (unknown & unknown);
              lastName: string & (unknown & unknown);
              organisation?: string | null;
              accessibility?: boolean | null;
              email?: (string & (unknown & unknown)) | null;
              phone?: (string & (unknown & unknown)) | null;
              /**
               * @default de
               * @enum {string}
               */
              language: 'de' | 'en';
            };
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              days: {
                /** Format: date */
                date: string;
                timeSlotId: number | null;
                startTime: string;
                endTime: string | null;
                bookable: boolean;
                reason: ('no_slot' | 'full' | 'started') | null;
                ticketId: number | null;
              }[];
              booked: number;
              stayId: string | null;
              tickets: {
                id: number;
                bookingNumber: string | null;
                /** @enum {string} */
                status: 'NEW' | 'BOOKED' | 'INVALID' | 'CANCELLED' | 'PENDING';
                roomId: number;
                roomName: string;
                roomDescription: string;
                timeSlotId: number;
                transactionId: string | null;
                ownerId: string | null;
                /** Format: date */
                date: string;
                startTime: string;
                endTime: string;
                salutation: ('NONE' | 'MR' | 'MS') | null;
                title: string | null;
                firstName: string | null;
                lastName: string | null;
                organisation: string | null;
                email: string | null;
                phone: string | null;
                accessibility: boolean | null;
                cancelable: boolean;
                seatLabel?: string | null;
                stayId?: string | null;
                units?: {
                  id: number;
                  ticketId: number | null;
                  callNumber: string;
                  title: string | null;
                  note: string | null;
                  /** @enum {string} */
                  state:
                    'ORDERED' | 'READY' | 'ISSUED' | 'RETURNED' | 'NOT_AVAILABLE' | 'CANCELLED';
                  reason: ('IN_USE' | 'RESTRICTED' | 'IN_CONSERVATION' | 'NOT_FOUND') | null;
                  pulled: boolean;
                }[];
              }[];
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign; the signed-in role is not one of ADMIN */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Conflict with the current state */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'stay__too_long';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/rooms/{id}/series': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Book a person for a series of days (the bookable ones, as one stay)
     * @description A staff series (docs/decisions/research-stays.md): the person (as a staff booking) at the room's slot starting at `startTime` on every `weekday` from `from` until `until`, or on the `dates` given (not both; at most 60 days, else 409 `stay__too_long`). Checked against capacity day by day: a day without such a slot (`no_slot`), full (`full`: staff do not overbook a series) or started (`started`) is not bookable. Books the days bookable under their slot locks as one stay (one owner link, one mail with one .ics of all days); a day that filled since the preview comes back not bookable. 409 `series__nothing_bookable`: no day can be booked, nothing written. Safe to repeat with an `Idempotency-Key` as the staff booking: the same key answers the stay first booked (its days as they are now).
     *
     *     Staff only: signed in (session cookie) with the role ADMIN; 401 without a session, 403 for another role.
     *
     *     Refused beyond the schema with 400 `validation__error`, the payload naming the fields (`x-refusals`; `*` is an index):
     *     - `body.weekday`: missing while another of `weekday`, `from` and `until` is given
     *     - `body.from`: missing while another of `weekday`, `from` and `until` is given
     *     - `body.until`: missing while another of `weekday`, `from` and `until` is given
     *     - `body.until`: before `from`
     *     - `body.dates`: given together with `weekday`, `from` or `until`, or left out with all three
     *     - `body.person.title`: the text holds a web address (`://` or `www.`) or a bare domain (a letter or digit, a dot, two letters: `example.org`)
     *     - `body.person.firstName`: the text holds a web address (`://` or `www.`) or a bare domain (a letter or digit, a dot, two letters: `example.org`)
     *     - `body.person.lastName`: the text holds a web address (`://` or `www.`) or a bare domain (a letter or digit, a dot, two letters: `example.org`)
     *     - `body.person.organisation`: the text holds a web address (`://` or `www.`) or a bare domain (a letter or digit, a dot, two letters: `example.org`)
     *     - `body.person.phone`: the number has fewer than 5 or more than 17 digits (a "(0)" in a number starting with + not counted)
     */
    post: {
      parameters: {
        query?: never;
        header?: {
          'idempotency-key'?: string;
        };
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            startTime: string;
            /** @enum {string} */
            weekday?:
              'MONDAY' | 'TUESDAY' | 'WEDNESDAY' | 'THURSDAY' | 'FRIDAY' | 'SATURDAY' | 'SUNDAY';
            /** Format: date */
            from?: string;
            /** Format: date */
            until?: string;
            dates?: string[];
            person: {
              salutation?: ('NONE' | 'MR' | 'MS') | null;
              title?: string | null;
              firstName: string & (unknown & unknown);
              lastName: string & (unknown & unknown);
              organisation?: string | null;
              accessibility?: boolean | null;
              email?: (string & (unknown & unknown)) | null;
              phone?: (string & (unknown & unknown)) | null;
              /**
               * @default de
               * @enum {string}
               */
              language: 'de' | 'en';
            };
          };
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              days: {
                /** Format: date */
                date: string;
                timeSlotId: number | null;
                startTime: string;
                endTime: string | null;
                bookable: boolean;
                reason: ('no_slot' | 'full' | 'started') | null;
                ticketId: number | null;
              }[];
              booked: number;
              stayId: string | null;
              tickets: {
                id: number;
                bookingNumber: string | null;
                /** @enum {string} */
                status: 'NEW' | 'BOOKED' | 'INVALID' | 'CANCELLED' | 'PENDING';
                roomId: number;
                roomName: string;
                roomDescription: string;
                timeSlotId: number;
                transactionId: string | null;
                ownerId: string | null;
                /** Format: date */
                date: string;
                startTime: string;
                endTime: string;
                salutation: ('NONE' | 'MR' | 'MS') | null;
                title: string | null;
                firstName: string | null;
                lastName: string | null;
                organisation: string | null;
                email: string | null;
                phone: string | null;
                accessibility: boolean | null;
                cancelable: boolean;
                seatLabel?: string | null;
                stayId?: string | null;
                units?: {
                  id: number;
                  ticketId: number | null;
                  callNumber: string;
                  title: string | null;
                  note: string | null;
                  /** @enum {string} */
                  state:
                    'ORDERED' | 'READY' | 'ISSUED' | 'RETURNED' | 'NOT_AVAILABLE' | 'CANCELLED';
                  reason: ('IN_USE' | 'RESTRICTED' | 'IN_CONSERVATION' | 'NOT_FOUND') | null;
                  pulled: boolean;
                }[];
              }[];
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign; the signed-in role is not one of ADMIN */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Conflict with the current state */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'idempotency_key_reused' | 'stay__too_long' | 'series__nothing_bookable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/tickets/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Export of the ticket list (same filters, search and sort) as CSV or XLSX
     * @description `format` csv or xlsx (else 400); `lang` de (default: CSV separated by `;`) or en (`,`), also the language of the column titles. CSV is UTF-8 with BOM; text cells starting with = + - @, tab or CR get a leading `'`. All matching tickets; `limit`/`offset` are ignored.
     *
     *     Staff only: signed in (session cookie) with the role ADMIN; 401 without a session, 403 for another role.
     */
    get: {
      parameters: {
        query: {
          searchTerm?: string;
          /** @description BOOKED (the default, also for any other value), CANCELLED (also CANCELED, CANCELED_ONLY), NEW or INVALID; case-insensitive. */
          status?: string;
          roomId?: string;
          timeSlotId?: string;
          ticketId?: string;
          transactionId?: string;
          ownerId?: string;
          bookingNumber?: string;
          fromDate?: string;
          untilDate?: string;
          fromTime?: string;
          untilTime?: string;
          limit?: string;
          offset?: string;
          /** @description Sort keys `field:ASC` or `field:DESC` (ASC when omitted), joined by commas; fields: roomName, lastName, firstName, organisation, email, date, startTime, bookingNumber, status, id. A field named again is ignored. Anything else: 400 `validation__error` [`querystring.sort`]. */
          sort?: string;
          format: 'csv' | 'xlsx';
          lang?: 'de' | 'en';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The file as an attachment (`format=csv`: UTF-8 with BOM; `format=xlsx`) */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/csv': string;
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the signed-in role is not one of ADMIN */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/waiting-list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Join a full slot's waiting list with an e-mail address
     * @description Only for a full slot that is otherwise bookable: free seats → 409 `waiting_list__slot_not_full`, outside the window, started or closed → 409 `timeslot_not_open`, blacklisted e-mail → 409 `booking__email_blacklisted`, the e-mail (2) or the client address (5) already in line often enough for the slot → 409 `waiting_list__limit_reached`, the e-mail (any case) in line or offered for WAITLIST_MAX_ENTRIES_PER_EMAIL slots already → 409 `waiting_list__max_entries_reached` (payload: that maximum). Bot check as for carts (403). A confirmation e-mail carries the link to leave; the token is never in the answer. 404 when WAITLIST_OFFER_HOURS=off.
     */
    post: {
      parameters: {
        query?: {
          /** @description bot check: as for POST /transactions */
          'g-recaptcha-response'?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            timeSlotId: number;
            email: string & (unknown & unknown);
            /** @enum {string} */
            language: 'de' | 'en';
          };
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              timeSlotId: number;
              roomId: number;
              roomName: string;
              roomDescription: string;
              /** Format: date */
              date: string;
              startTime: string;
              endTime: string;
              /** @enum {string} */
              status: 'WAITING';
              position: number;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign; `recaptcha__validation_error`: the bot check failed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception' | 'recaptcha__validation_error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Conflict with the current state */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error:
                | 'timeslot_not_open'
                | 'booking__email_blacklisted'
                | 'waiting_list__slot_not_full'
                | 'waiting_list__limit_reached'
                | 'waiting_list__max_entries_reached';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Too many requests: wait for the seconds of `Retry-After` */
        429: {
          headers: {
            /** @description seconds until the next request is accepted */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'too_many_requests';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/waiting-list/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A waiting list entry by the token of its e-mailed link
     * @description Reads only. While an offer is open: `transactionId` is the cart holding the seat until `offerExpiresAt` (book it with PUT /transactions/{id}/booking). Unknown token: 404.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          token: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              timeSlotId: number;
              roomId: number;
              roomName: string;
              roomDescription: string;
              /** Format: date */
              date: string;
              startTime: string;
              endTime: string;
              /** @enum {string} */
              status: 'WAITING' | 'OFFERED' | 'TAKEN' | 'LEFT' | 'EXPIRED';
              /** @enum {string} */
              language: 'de' | 'en';
              position: number | null;
              offerExpiresAt: string | null;
              transactionId: string | null;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    /**
     * Leave the waiting list (an open offer is declined and passed on)
     * @description Unknown token: 404. A taken or expired entry: 409 `waiting_list__closed`. Leaving twice: 204.
     */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          token: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description No content */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Conflict with the current state */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'waiting_list__closed';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Too many requests: wait for the seconds of `Retry-After` */
        429: {
          headers: {
            /** @description seconds until the next request is accepted */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'too_many_requests';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/rooms/{id}/timeslots/{timeSlotId}/waiting-list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A slot's waiting list in line order (e-mail, joined at, state)
     * @description A slot that is not the room's: 404.
     *
     *     Staff only: signed in (session cookie) with the role ADMIN; 401 without a session, 403 for another role.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          timeSlotId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              email: string | null;
              language: ('de' | 'en') | null;
              /** @enum {string} */
              status: 'WAITING' | 'OFFERED' | 'TAKEN' | 'LEFT' | 'EXPIRED';
              /** Format: date-time */
              createdAt: string;
              offeredAt: string | null;
              offerExpiresAt: string | null;
              closedAt: string | null;
            }[];
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the signed-in role is not one of ADMIN */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/checkin': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The day's booked tickets (all rooms or one) with seat number and arrival
     * @description date defaults to today in TIME_ZONE; another day only for ADMIN (DESK: 403). Unknown room: 404 [`room`].
     *
     *     Staff only: signed in (session cookie) with the role ADMIN or DESK; 401 without a session, 403 for another role.
     */
    get: {
      parameters: {
        query?: {
          date?: string;
          roomId?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** Format: date */
              date: string;
              today: boolean;
              roomId: number | null;
              rooms: {
                id: number;
                name: string;
              }[];
              content: {
                id: number;
                timeSlotId: number;
                roomId: number;
                roomName: string;
                /** Format: date */
                date: string;
                startTime: string;
                endTime: string;
                seatNumber: number;
                seatLabel?: string | null;
                seatMissing: boolean;
                bookingNumber: string | null;
                title: string | null;
                firstName: string | null;
                lastName: string | null;
                accessibility: boolean | null;
                checkedInAt: string | null;
                seatReleased: boolean;
                noShow: boolean;
                applicationState?: ('submitted' | 'approved' | 'refused' | 'expired') | null;
                stay?: {
                  /** Format: date */
                  firstDay: string;
                  /** Format: date */
                  lastDay: string;
                  heldUnits: number;
                } | null;
              }[];
              groups?: {
                id: number;
                timeSlotId: number;
                roomId: number;
                roomName: string;
                /** Format: date */
                date: string;
                startTime: string;
                endTime: string;
                bookingNumber: string | null;
                organiserName: string | null;
                institution: string | null;
                seats: number;
                participants: number | null;
                wholeRoom: boolean;
              }[];
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the signed-in role is not one of ADMIN, DESK */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/checkin/tickets/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Mark the visitor of a booked ticket arrived (kept when already marked)
     * @description Takes back a released seat. Unknown or unbooked ticket: 404; cancelled: 409 `conflict` [`cancelled`]; not today (ADMIN: a later day): 409 [`other_day`, date].
     *
     *     Staff only: signed in (session cookie) with the role ADMIN or DESK; 401 without a session, 403 for another role.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              timeSlotId: number;
              roomId: number;
              roomName: string;
              /** Format: date */
              date: string;
              startTime: string;
              endTime: string;
              seatNumber: number;
              seatLabel?: string | null;
              seatMissing: boolean;
              bookingNumber: string | null;
              title: string | null;
              firstName: string | null;
              lastName: string | null;
              accessibility: boolean | null;
              checkedInAt: string | null;
              seatReleased: boolean;
              noShow: boolean;
              applicationState?: ('submitted' | 'approved' | 'refused' | 'expired') | null;
              stay?: {
                /** Format: date */
                firstDay: string;
                /** Format: date */
                lastDay: string;
                heldUnits: number;
              } | null;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign; the signed-in role is not one of ADMIN, DESK */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Conflict with the current state */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'conflict';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    post?: never;
    /**
     * Undo a visitor's arrival
     * @description Refusals as for marking arrived.
     *
     *     Staff only: signed in (session cookie) with the role ADMIN or DESK; 401 without a session, 403 for another role.
     */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              timeSlotId: number;
              roomId: number;
              roomName: string;
              /** Format: date */
              date: string;
              startTime: string;
              endTime: string;
              seatNumber: number;
              seatLabel?: string | null;
              seatMissing: boolean;
              bookingNumber: string | null;
              title: string | null;
              firstName: string | null;
              lastName: string | null;
              accessibility: boolean | null;
              checkedInAt: string | null;
              seatReleased: boolean;
              noShow: boolean;
              applicationState?: ('submitted' | 'approved' | 'refused' | 'expired') | null;
              stay?: {
                /** Format: date */
                firstDay: string;
                /** Format: date */
                lastDay: string;
                heldUnits: number;
              } | null;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign; the signed-in role is not one of ADMIN, DESK */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Conflict with the current state */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'conflict';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/checkin/scan': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Enter in the search field (a scanned booking number): mark the one matching booking of the day arrived
     * @description The exact booking number (case, spaces and dashes ignored), else names and parts of booking numbers. None: 404 [`ticket`]; several: 409 `conflict` [`ambiguous`, count]; the booking number of a cancelled ticket, another day or another room: 409 [`cancelled`], [`other_day`, date], [`other_room`, room name].
     *
     *     Staff only: signed in (session cookie) with the role ADMIN or DESK; 401 without a session, 403 for another role.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            term: string & (unknown & unknown);
            /** Format: date */
            date?: string;
            roomId?: number;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              timeSlotId: number;
              roomId: number;
              roomName: string;
              /** Format: date */
              date: string;
              startTime: string;
              endTime: string;
              seatNumber: number;
              seatLabel?: string | null;
              seatMissing: boolean;
              bookingNumber: string | null;
              title: string | null;
              firstName: string | null;
              lastName: string | null;
              accessibility: boolean | null;
              checkedInAt: string | null;
              seatReleased: boolean;
              noShow: boolean;
              applicationState?: ('submitted' | 'approved' | 'refused' | 'expired') | null;
              stay?: {
                /** Format: date */
                firstDay: string;
                /** Format: date */
                lastDay: string;
                heldUnits: number;
              } | null;
              alreadyCheckedIn: boolean;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign; the signed-in role is not one of ADMIN, DESK */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Conflict with the current state */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'conflict';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/rooms': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Rooms in display order, each with its next free day and seat equipment
     * @description `nextFreeDate`: the first day in the room's opening window with a slot that has not started and still has a free seat (booked and held tickets counted); null when none. `namedSeats`: what the room's named seats offer — `equipment`, the entries of the installation's equipment list its seats carry (list order), and `accessible`, whether one of its seats is accessible; null for a room without named seats.
     */
    get: {
      parameters: {
        query?: {
          name?: string;
          term?: string;
          limit?: string;
          offset?: string;
          /** @description Sort keys `field:ASC` or `field:DESC` (ASC when omitted), joined by commas; fields: sortOrder, name, id. A field named again is ignored. Anything else: 400 `validation__error` [`querystring.sort`]. */
          sort?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              content: {
                id: number;
                version: number;
                name: string;
                description: string;
                capacity: number;
                openStart: {
                  /** @enum {string} */
                  type: 'DAY' | 'WORKING_DAY';
                  value: number;
                };
                openEnd: {
                  /** @enum {string} */
                  type: 'DAY' | 'WORKING_DAY';
                  value: number;
                };
                imageAlt: string | null;
                imageUrl: string | null;
                sortOrder: number;
                releaseTime?: string | null;
                openingDraw?: {
                  preWindowMinutes: number;
                  admitPerMinute: number;
                  turnMinutes: number;
                } | null;
                requiresApplication?: boolean;
                records?: {
                  /** @enum {string} */
                  ordering: 'OFF' | 'OPTIONAL' | 'REQUIRED';
                  maxUnitsPerVisit: number;
                  maxUnitsPerDay: number;
                  leadWorkingDays: number;
                  deadlineTime: string;
                  pullTimes: string[];
                };
                maxStayDays?: number | null;
                nextFreeDate: string | null;
                namedSeats: {
                  equipment: {
                    key: string;
                    de: string;
                    en: string;
                    accessible: boolean;
                  }[];
                  accessible: boolean;
                } | null;
              }[];
              totalCount: number;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/rooms/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One room, with its next free day and seat equipment
     * @description `nextFreeDate` as in `GET /rooms`: the visitor's calendar opens on that day's month. `namedSeats` as in `GET /rooms`: the seat need filter offers only what the room has.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              version: number;
              name: string;
              description: string;
              capacity: number;
              openStart: {
                /** @enum {string} */
                type: 'DAY' | 'WORKING_DAY';
                value: number;
              };
              openEnd: {
                /** @enum {string} */
                type: 'DAY' | 'WORKING_DAY';
                value: number;
              };
              imageAlt: string | null;
              imageUrl: string | null;
              sortOrder: number;
              releaseTime?: string | null;
              openingDraw?: {
                preWindowMinutes: number;
                admitPerMinute: number;
                turnMinutes: number;
              } | null;
              requiresApplication?: boolean;
              records?: {
                /** @enum {string} */
                ordering: 'OFF' | 'OPTIONAL' | 'REQUIRED';
                maxUnitsPerVisit: number;
                maxUnitsPerDay: number;
                leadWorkingDays: number;
                deadlineTime: string;
                pullTimes: string[];
              };
              maxStayDays?: number | null;
              nextFreeDate: string | null;
              namedSeats: {
                equipment: {
                  key: string;
                  de: string;
                  en: string;
                  accessible: boolean;
                }[];
                accessible: boolean;
              } | null;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/rooms/{id}/image': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The room picture (PNG or JPEG), with ETag */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The picture */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'image/png': string;
            'image/jpeg': string;
          };
        };
        /** @description Not modified (the `If-None-Match` tag is current) */
        304: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/rooms': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Rooms for staff
     * @description Staff only: signed in (session cookie) with the role ADMIN or REPORTS; 401 without a session, 403 for another role.
     */
    get: {
      parameters: {
        query?: {
          name?: string;
          term?: string;
          limit?: string;
          offset?: string;
          /** @description Sort keys `field:ASC` or `field:DESC` (ASC when omitted), joined by commas; fields: sortOrder, name, id. A field named again is ignored. Anything else: 400 `validation__error` [`querystring.sort`]. */
          sort?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              content: {
                id: number;
                version: number;
                name: string;
                description: string;
                capacity: number;
                openStart: {
                  /** @enum {string} */
                  type: 'DAY' | 'WORKING_DAY';
                  value: number;
                };
                openEnd: {
                  /** @enum {string} */
                  type: 'DAY' | 'WORKING_DAY';
                  value: number;
                };
                imageAlt: string | null;
                imageUrl: string | null;
                sortOrder: number;
                releaseTime?: string | null;
                openingDraw?: {
                  preWindowMinutes: number;
                  admitPerMinute: number;
                  turnMinutes: number;
                } | null;
                requiresApplication?: boolean;
                records?: {
                  /** @enum {string} */
                  ordering: 'OFF' | 'OPTIONAL' | 'REQUIRED';
                  maxUnitsPerVisit: number;
                  maxUnitsPerDay: number;
                  leadWorkingDays: number;
                  deadlineTime: string;
                  pullTimes: string[];
                };
                maxStayDays?: number | null;
                noShowReleaseMinutes: number | null;
              }[];
              totalCount: number;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the signed-in role is not one of ADMIN, REPORTS */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    put?: never;
    /**
     * Create a room (openStart/openEnd default to 2 and 30 DAY)
     * @description `releaseTime` (`HH:MM`, 00:00–23:59, archive time): the day newly entering the opening window becomes bookable only at that time (before it the window ends a day earlier; holds of that day answer 409 `timeslot_not_open`); null: at midnight; left out on update: unchanged; another value answers 400 `validation__error` [`body.releaseTime`]. `requiresApplication` (boolean): when the archive's `userApplication` is `required`, the room books only for a signed-in reader with an approved user application; left out on create: false, on update: unchanged. `maxStayDays` (2–60 or null): the longest research stay (first to last day, calendar days) a visitor may hold in one step (`POST /transactions/stays`); null: no stays; left out on create: null, on update: unchanged. `openingDraw` (`{ preWindowMinutes: 5–120, admitPerMinute: 1–10000, turnMinutes: 1–60 }`): each new day opens by a fair draw — the waiting room opens `preWindowMinutes` before the release, whoever joined before it is put in a random order, `admitPerMinute` places are let in per minute, each may hold seats of the day for `turnMinutes` (GET /rooms/{id}/opening); null: none; left out on create: null, on update: unchanged; out of bounds: 400 `validation__error` [`body.openingDraw.<field>`].
     *
     *     Staff only: signed in (session cookie) with the role ADMIN; 401 without a session, 403 for another role.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string & (unknown & unknown & unknown);
            description: string & (unknown & unknown & unknown);
            capacity: number;
            openStart?: {
              /** @description `DAY` or `WORKING_DAY`; any other value, or none, is read as `DAY` */
              type?: unknown;
              value: number;
            };
            openEnd?: {
              /** @description `DAY` or `WORKING_DAY`; any other value, or none, is read as `DAY` */
              type?: unknown;
              value: number;
            };
            noShowReleaseMinutes?: number | null;
            releaseTime?: string | null;
            openingDraw?: {
              preWindowMinutes: number;
              admitPerMinute: number;
              turnMinutes: number;
            } | null;
            requiresApplication?: boolean;
            records?: {
              /** @enum {string} */
              ordering: 'OFF' | 'OPTIONAL' | 'REQUIRED';
              maxUnitsPerVisit: number;
              maxUnitsPerDay: number;
              leadWorkingDays: number;
              deadlineTime: string;
              pullTimes: string[];
            };
            maxStayDays?: number | null;
          };
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              version: number;
              name: string;
              description: string;
              capacity: number;
              openStart: {
                /** @enum {string} */
                type: 'DAY' | 'WORKING_DAY';
                value: number;
              };
              openEnd: {
                /** @enum {string} */
                type: 'DAY' | 'WORKING_DAY';
                value: number;
              };
              imageAlt: string | null;
              imageUrl: string | null;
              sortOrder: number;
              releaseTime?: string | null;
              openingDraw?: {
                preWindowMinutes: number;
                admitPerMinute: number;
                turnMinutes: number;
              } | null;
              requiresApplication?: boolean;
              records?: {
                /** @enum {string} */
                ordering: 'OFF' | 'OPTIONAL' | 'REQUIRED';
                maxUnitsPerVisit: number;
                maxUnitsPerDay: number;
                leadWorkingDays: number;
                deadlineTime: string;
                pullTimes: string[];
              };
              maxStayDays?: number | null;
              noShowReleaseMinutes: number | null;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign; the signed-in role is not one of ADMIN */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/rooms/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One room
     * @description Staff only: signed in (session cookie) with the role ADMIN; 401 without a session, 403 for another role.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              version: number;
              name: string;
              description: string;
              capacity: number;
              openStart: {
                /** @enum {string} */
                type: 'DAY' | 'WORKING_DAY';
                value: number;
              };
              openEnd: {
                /** @enum {string} */
                type: 'DAY' | 'WORKING_DAY';
                value: number;
              };
              imageAlt: string | null;
              imageUrl: string | null;
              sortOrder: number;
              releaseTime?: string | null;
              openingDraw?: {
                preWindowMinutes: number;
                admitPerMinute: number;
                turnMinutes: number;
              } | null;
              requiresApplication?: boolean;
              records?: {
                /** @enum {string} */
                ordering: 'OFF' | 'OPTIONAL' | 'REQUIRED';
                maxUnitsPerVisit: number;
                maxUnitsPerDay: number;
                leadWorkingDays: number;
                deadlineTime: string;
                pullTimes: string[];
              };
              maxStayDays?: number | null;
              noShowReleaseMinutes: number | null;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the signed-in role is not one of ADMIN */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    /**
     * Update a room (stale version: 409)
     * @description `id` in the body must be the id of the path, else 400 `validation__error` [`body.id`]; a stale `version` answers 409 `conflict`. `releaseTime` (`HH:MM`, 00:00–23:59, archive time): the day newly entering the opening window becomes bookable only at that time (before it the window ends a day earlier; holds of that day answer 409 `timeslot_not_open`); null: at midnight; left out on update: unchanged; another value answers 400 `validation__error` [`body.releaseTime`]. `requiresApplication` (boolean): when the archive's `userApplication` is `required`, the room books only for a signed-in reader with an approved user application; left out on create: false, on update: unchanged. `maxStayDays` (2–60 or null): the longest research stay (first to last day, calendar days) a visitor may hold in one step (`POST /transactions/stays`); null: no stays; left out on create: null, on update: unchanged. `openingDraw` (`{ preWindowMinutes: 5–120, admitPerMinute: 1–10000, turnMinutes: 1–60 }`): each new day opens by a fair draw — the waiting room opens `preWindowMinutes` before the release, whoever joined before it is put in a random order, `admitPerMinute` places are let in per minute, each may hold seats of the day for `turnMinutes` (GET /rooms/{id}/opening); null: none; left out on create: null, on update: unchanged; out of bounds: 400 `validation__error` [`body.openingDraw.<field>`].
     *
     *     Staff only: signed in (session cookie) with the role ADMIN; 401 without a session, 403 for another role.
     *
     *     Refused beyond the schema with 400 `validation__error`, the payload naming the fields (`x-refusals`; `*` is an index):
     *     - `body.id`: `id` is not the id of the path
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string & (unknown & unknown & unknown);
            description: string & (unknown & unknown & unknown);
            capacity: number;
            openStart?: {
              /** @description `DAY` or `WORKING_DAY`; any other value, or none, is read as `DAY` */
              type?: unknown;
              value: number;
            };
            openEnd?: {
              /** @description `DAY` or `WORKING_DAY`; any other value, or none, is read as `DAY` */
              type?: unknown;
              value: number;
            };
            noShowReleaseMinutes?: number | null;
            releaseTime?: string | null;
            openingDraw?: {
              preWindowMinutes: number;
              admitPerMinute: number;
              turnMinutes: number;
            } | null;
            requiresApplication?: boolean;
            records?: {
              /** @enum {string} */
              ordering: 'OFF' | 'OPTIONAL' | 'REQUIRED';
              maxUnitsPerVisit: number;
              maxUnitsPerDay: number;
              leadWorkingDays: number;
              deadlineTime: string;
              pullTimes: string[];
            };
            maxStayDays?: number | null;
            id: number;
            version: number;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              version: number;
              name: string;
              description: string;
              capacity: number;
              openStart: {
                /** @enum {string} */
                type: 'DAY' | 'WORKING_DAY';
                value: number;
              };
              openEnd: {
                /** @enum {string} */
                type: 'DAY' | 'WORKING_DAY';
                value: number;
              };
              imageAlt: string | null;
              imageUrl: string | null;
              sortOrder: number;
              releaseTime?: string | null;
              openingDraw?: {
                preWindowMinutes: number;
                admitPerMinute: number;
                turnMinutes: number;
              } | null;
              requiresApplication?: boolean;
              records?: {
                /** @enum {string} */
                ordering: 'OFF' | 'OPTIONAL' | 'REQUIRED';
                maxUnitsPerVisit: number;
                maxUnitsPerDay: number;
                leadWorkingDays: number;
                deadlineTime: string;
                pullTimes: string[];
              };
              maxStayDays?: number | null;
              noShowReleaseMinutes: number | null;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign; the signed-in role is not one of ADMIN */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Conflict with the current state */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'conflict';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    post?: never;
    /**
     * Delete a room without active tickets (else 409 delete__has_tickets [count])
     * @description Staff only: signed in (session cookie) with the role ADMIN; 401 without a session, 403 for another role.
     */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description No content */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign; the signed-in role is not one of ADMIN */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Conflict with the current state */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'delete__has_tickets';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/rooms/{id}/order/{order}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Move a room to a position (0-based); the others are renumbered
     * @description Staff only: signed in (session cookie) with the role ADMIN; 401 without a session, 403 for another role.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          order: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              version: number;
              name: string;
              description: string;
              capacity: number;
              openStart: {
                /** @enum {string} */
                type: 'DAY' | 'WORKING_DAY';
                value: number;
              };
              openEnd: {
                /** @enum {string} */
                type: 'DAY' | 'WORKING_DAY';
                value: number;
              };
              imageAlt: string | null;
              imageUrl: string | null;
              sortOrder: number;
              releaseTime?: string | null;
              openingDraw?: {
                preWindowMinutes: number;
                admitPerMinute: number;
                turnMinutes: number;
              } | null;
              requiresApplication?: boolean;
              records?: {
                /** @enum {string} */
                ordering: 'OFF' | 'OPTIONAL' | 'REQUIRED';
                maxUnitsPerVisit: number;
                maxUnitsPerDay: number;
                leadWorkingDays: number;
                deadlineTime: string;
                pullTimes: string[];
              };
              maxStayDays?: number | null;
              noShowReleaseMinutes: number | null;
            }[];
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign; the signed-in role is not one of ADMIN */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/rooms/{id}/image': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The room picture
     * @description Staff only: signed in (session cookie) with the role ADMIN; 401 without a session, 403 for another role.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The picture */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'image/png': string;
            'image/jpeg': string;
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the signed-in role is not one of ADMIN */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    /**
     * Upload the picture: multipart `image` (PNG/JPEG by content, ≤ 20 MB, ≤ 40 megapixels — else 413) and `alt` (5–150)
     * @description A phone photo is fine. Not a PNG or JPEG by its content: 415 `unsupported_media_type`; over 20 MB or 40 megapixels: 413 `payload_too_large`. Stored small: turned upright by its EXIF orientation, scaled to at most 1600 px on the long side and re-encoded (JPEG quality 80, PNG stays PNG) without any metadata (EXIF, GPS, XMP, ICC).
     *
     *     Staff only: signed in (session cookie) with the role ADMIN; 401 without a session, 403 for another role.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'multipart/form-data': {
            /**
             * Format: binary
             * @description PNG or JPEG (by content), at most 20 MB and 40 megapixels
             */
            image: string;
            /** @description Text alternative of the picture */
            alt: string & (unknown & unknown & unknown);
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              version: number;
              name: string;
              description: string;
              capacity: number;
              openStart: {
                /** @enum {string} */
                type: 'DAY' | 'WORKING_DAY';
                value: number;
              };
              openEnd: {
                /** @enum {string} */
                type: 'DAY' | 'WORKING_DAY';
                value: number;
              };
              imageAlt: string | null;
              imageUrl: string | null;
              sortOrder: number;
              releaseTime?: string | null;
              openingDraw?: {
                preWindowMinutes: number;
                admitPerMinute: number;
                turnMinutes: number;
              } | null;
              requiresApplication?: boolean;
              records?: {
                /** @enum {string} */
                ordering: 'OFF' | 'OPTIONAL' | 'REQUIRED';
                maxUnitsPerVisit: number;
                maxUnitsPerDay: number;
                leadWorkingDays: number;
                deadlineTime: string;
                pullTimes: string[];
              };
              maxStayDays?: number | null;
              noShowReleaseMinutes: number | null;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign; the signed-in role is not one of ADMIN */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    post?: never;
    /**
     * Remove the picture
     * @description Staff only: signed in (session cookie) with the role ADMIN; 401 without a session, 403 for another role.
     */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description No content */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign; the signed-in role is not one of ADMIN */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/rooms/{id}/opening': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The room's fair opening: the current one while it admits, else the next one
     * @description A room with a draw (`openingDraw`) opens each new day fairly: its waiting room opens `preWindowMinutes` before the release; at the release everyone who joined before it is put in a uniformly random order, later joiners queue behind in arrival order; place p is let in at release + (p − 1) minutes / `admitPerMinute` (never before it joined) and may hold seats of the day for `turnMinutes` (header `X-Queue-Pass` on the hold). The opening is over once the last place's turn has ended; then the day is bookable as any other. `opening` is null for a room without a draw. States: `upcoming` (before the waiting room opens), `waiting-room`, `admitting` (from the release until over). Unknown room: 404.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              opening: {
                /** Format: date */
                day: string;
                /** Format: date-time */
                releaseAt: string;
                /** Format: date-time */
                waitingRoomOpensAt: string;
                /** @enum {string} */
                state: 'upcoming' | 'waiting-room' | 'admitting' | 'over';
                queued: number;
                admitPerMinute: number;
                turnMinutes: number;
              } | null;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/rooms/{id}/opening/queue': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One place in the opening queue, by its pass
     * @description `X-Queue-Pass`: the pass of the place. `position` and `ahead` are null until the draw at the release; `state` is `admitted` from `admitAt` until `turnEndsAt`; ask again after `retryAfterSeconds`. No such place of this room (or no header): 404 `opening_pass_unknown`.
     */
    get: {
      parameters: {
        query?: never;
        header?: {
          /** @description a place's pass, as `POST /rooms/{id}/opening/queue` answered it */
          'x-queue-pass'?: string;
        };
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              place: {
                /** @enum {string} */
                state: 'waiting' | 'admitted' | 'expired';
                /** Format: date */
                day: string;
                /** Format: date-time */
                releaseAt: string;
                position: number | null;
                ahead: number | null;
                admitAt: string | null;
                turnEndsAt: string | null;
                retryAfterSeconds: number;
              };
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'opening_pass_unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    put?: never;
    /**
     * Join the room's opening queue (or come back to one's place)
     * @description With `X-Queue-Pass` of a place of this opening: 200 with that place (leaving and coming back keeps it; no bot check). Else, after the bot check (as for POST /transactions, 403), a new place: 201 with its `pass` — a secret, answered only here; send it as `X-Queue-Pass`. One place per bot-check solution (403 for a second); as many places per client address and opening as it may hold seats, then 429. No waiting room open (no draw, before the pre-window, or over): 409 `opening_closed`. Unknown room: 404.
     */
    post: {
      parameters: {
        query?: {
          /** @description bot check: as for POST /transactions */
          'g-recaptcha-response'?: string;
        };
        header?: {
          /** @description a place's pass, as `POST /rooms/{id}/opening/queue` answered it */
          'x-queue-pass'?: string;
        };
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              pass: string;
              place: {
                /** @enum {string} */
                state: 'waiting' | 'admitted' | 'expired';
                /** Format: date */
                day: string;
                /** Format: date-time */
                releaseAt: string;
                position: number | null;
                ahead: number | null;
                admitAt: string | null;
                turnEndsAt: string | null;
                retryAfterSeconds: number;
              };
            };
          };
        };
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              pass: string;
              place: {
                /** @enum {string} */
                state: 'waiting' | 'admitted' | 'expired';
                /** Format: date */
                day: string;
                /** Format: date-time */
                releaseAt: string;
                position: number | null;
                ahead: number | null;
                admitAt: string | null;
                turnEndsAt: string | null;
                retryAfterSeconds: number;
              };
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign; `recaptcha__validation_error`: the bot check failed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception' | 'recaptcha__validation_error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Conflict with the current state */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'opening_closed';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Too many requests: wait for the seconds of `Retry-After` */
        429: {
          headers: {
            /** @description seconds until the next request is accepted */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'too_many_requests';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/seat-equipment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The equipment list seats are described with, in creation order
     * @description Staff only: signed in (session cookie) with the role ADMIN; 401 without a session, 403 for another role.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              key: string;
              de: string;
              en: string;
              accessible: boolean;
            }[];
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the signed-in role is not one of ADMIN */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    put?: never;
    /**
     * Add equipment (key, German and English name, accessible flag)
     * @description A key that exists answers 409 `conflict` [`key`]; beyond 100 entries 409 [`maxEquipmentItems`].
     *
     *     Staff only: signed in (session cookie) with the role ADMIN; 401 without a session, 403 for another role.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            de: string & (unknown & unknown);
            en: string & (unknown & unknown);
            /** @default false */
            accessible?: boolean;
            key: string & (unknown & unknown);
          };
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              key: string;
              de: string;
              en: string;
              accessible: boolean;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign; the signed-in role is not one of ADMIN */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Conflict with the current state */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'conflict';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seat-equipment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The equipment list (for the visitor calendar's seat filter), in creation order */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              key: string;
              de: string;
              en: string;
              accessible: boolean;
            }[];
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/seat-equipment/{equipmentId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Change the names and the accessible flag (the key stays)
     * @description Staff only: signed in (session cookie) with the role ADMIN; 401 without a session, 403 for another role.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          equipmentId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            de: string & (unknown & unknown);
            en: string & (unknown & unknown);
            /** @default false */
            accessible?: boolean;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              key: string;
              de: string;
              en: string;
              accessible: boolean;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign; the signed-in role is not one of ADMIN */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    post?: never;
    /**
     * Remove equipment no seat carries (else 409 `conflict` with the seat labels)
     * @description Staff only: signed in (session cookie) with the role ADMIN; 401 without a session, 403 for another role.
     */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          equipmentId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description No content */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign; the signed-in role is not one of ADMIN */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Conflict with the current state */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'conflict';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/rooms/{id}/seats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The room's seat settings and its seats in display order, with their blocks
     * @description Staff only: signed in (session cookie) with the role ADMIN or DESK; 401 without a session, 403 for another role.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              settings: {
                roomId: number;
                accessibleHoldBackDays: number;
                planUrl: string | null;
                planAlt: string | null;
                planWidth: number | null;
                planHeight: number | null;
              };
              seats: {
                id: number;
                roomId: number;
                label: string;
                equipment: string[];
                x: number | null;
                y: number | null;
                sortOrder: number;
                blocks: {
                  id: number;
                  reason: string;
                  /** Format: date */
                  from: string;
                  /** Format: date */
                  until: string;
                }[];
              }[];
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the signed-in role is not one of ADMIN, DESK */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    put?: never;
    /**
     * Add a named seat
     * @description A label the room has already answers 409 `conflict` [`label`]; equipment keys not in the list 400 [`body.equipment`]; beyond 500 seats 409 [`maxSeatsPerRoom`].
     *
     *     Staff only: signed in (session cookie) with the role ADMIN; 401 without a session, 403 for another role.
     *
     *     Refused beyond the schema with 400 `validation__error`, the payload naming the fields (`x-refusals`; `*` is an index):
     *     - `body.equipment`: a key is not one of the archive's seat equipment (`GET /api/admin/seat-equipment`)
     *     - `body.y`: one of `x` and `y` is a number and the other is not
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            label: string & (unknown & unknown);
            /** @default [] */
            equipment?: (string & (unknown & unknown))[];
            x?: number | null;
            y?: number | null;
            sortOrder?: number;
          };
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              roomId: number;
              label: string;
              equipment: string[];
              x: number | null;
              y: number | null;
              sortOrder: number;
              blocks: {
                id: number;
                reason: string;
                /** Format: date */
                from: string;
                /** Format: date */
                until: string;
              }[];
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign; the signed-in role is not one of ADMIN */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Conflict with the current state */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'conflict';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/rooms/{id}/seats/{seatId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Change a seat (label, equipment, position, order)
     * @description Staff only: signed in (session cookie) with the role ADMIN; 401 without a session, 403 for another role.
     *
     *     Refused beyond the schema with 400 `validation__error`, the payload naming the fields (`x-refusals`; `*` is an index):
     *     - `body.equipment`: a key is not one of the archive's seat equipment (`GET /api/admin/seat-equipment`)
     *     - `body.y`: one of `x` and `y` is a number and the other is not
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          seatId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            label: string & (unknown & unknown);
            /** @default [] */
            equipment?: (string & (unknown & unknown))[];
            x?: number | null;
            y?: number | null;
            sortOrder?: number;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              roomId: number;
              label: string;
              equipment: string[];
              x: number | null;
              y: number | null;
              sortOrder: number;
              blocks: {
                id: number;
                reason: string;
                /** Format: date */
                from: string;
                /** Format: date */
                until: string;
              }[];
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign; the signed-in role is not one of ADMIN */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Conflict with the current state */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'conflict';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    post?: never;
    /**
     * Remove a seat; its bookings stay, with no seat assigned
     * @description Staff only: signed in (session cookie) with the role ADMIN; 401 without a session, 403 for another role.
     */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          seatId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description No content */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign; the signed-in role is not one of ADMIN */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/rooms/{id}/seats/{seatId}/position': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Place a seat on the plan (thousandths of width and height; nulls take it off)
     * @description Staff only: signed in (session cookie) with the role ADMIN; 401 without a session, 403 for another role.
     *
     *     Refused beyond the schema with 400 `validation__error`, the payload naming the fields (`x-refusals`; `*` is an index):
     *     - `body.y`: one of `x` and `y` is a number and the other is not
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          seatId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            x: number | null;
            y: number | null;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              roomId: number;
              label: string;
              equipment: string[];
              x: number | null;
              y: number | null;
              sortOrder: number;
              blocks: {
                id: number;
                reason: string;
                /** Format: date */
                from: string;
                /** Format: date */
                until: string;
              }[];
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign; the signed-in role is not one of ADMIN */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/rooms/{id}/seats/{seatId}/blocks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Block a seat from one day to another, with the reason
     * @description Bookings that hold the seat in the range lose it (no seat assigned) and are listed in `affected`, so staff can move them (`PUT /api/admin/seat-assignments/{ticketId}`). A block ending before today answers 400 [`body.until`].
     *
     *     Staff only: signed in (session cookie) with the role ADMIN; 401 without a session, 403 for another role.
     *
     *     Refused beyond the schema with 400 `validation__error`, the payload naming the fields (`x-refusals`; `*` is an index):
     *     - `body.until`: before `from`
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          seatId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            reason: string & (unknown & unknown);
            /** Format: date */
            from: string;
            /** Format: date */
            until: string;
          };
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              block: {
                id: number;
                reason: string;
                /** Format: date */
                from: string;
                /** Format: date */
                until: string;
              };
              affected: {
                ticketId: number;
                bookingNumber: string | null;
                timeSlotId: number;
                /** Format: date */
                date: string;
                startTime: string;
                endTime: string;
                seatId: number | null;
              }[];
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign; the signed-in role is not one of ADMIN */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/rooms/{id}/seats/{seatId}/blocks/{blockId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * End a block (the seat is free again)
     * @description Staff only: signed in (session cookie) with the role ADMIN; 401 without a session, 403 for another role.
     */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          seatId: string;
          blockId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description No content */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign; the signed-in role is not one of ADMIN */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/rooms/{id}/seat-settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Days before a slot from which accessible seats are offered to everybody
     * @description Staff only: signed in (session cookie) with the role ADMIN; 401 without a session, 403 for another role.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            accessibleHoldBackDays: number;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              roomId: number;
              accessibleHoldBackDays: number;
              planUrl: string | null;
              planAlt: string | null;
              planWidth: number | null;
              planHeight: number | null;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign; the signed-in role is not one of ADMIN */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/rooms/{id}/seat-plan': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The room's plan picture (PNG)
     * @description Staff only: signed in (session cookie) with the role ADMIN or DESK; 401 without a session, 403 for another role.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The plan */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'image/png': string;
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the signed-in role is not one of ADMIN, DESK */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    /**
     * Upload the plan: multipart `image` (PNG or SVG by content, ≤ 2 MB, ≤ 40 megapixels — else 413; stored as PNG, ≤ 3000 px on the long side) and `alt` (5–150)
     * @description The file is recognized by its content, never by its name or declared type: a PNG by its magic bytes, an SVG when its first element is `<svg` (after an optional BOM, XML declaration, comments and a DOCTYPE without internal subset). Anything else, and an SVG whose DOCTYPE declares entities or that asks for filter effects (a `<filter>` element, a filter primitive `<fe…>`, the `filter` property; the word `filter` anywhere counts), answers 415 `unsupported_media_type` [`image`]. A PNG is re-encoded and scaled down; an SVG is drawn (librsvg) to a PNG on white, 3000 px on its long side, physical units at 96 per inch: no referenced file or URL is loaded (only `data:` pictures inside it are drawn), scripts do not run, and only the PNG is stored and served. Over 2 MB, or over 40 megapixels by its header (an SVG by its width and height or viewBox, together with the pictures it carries as `data:` URLs), answers 413 `payload_too_large` [`image`]; such a picture that cannot be read, or an SVG inside the SVG, 415; a missing file or bad `alt` 400. The file is drawn in a separate process, one plan at a time per server process: a drawing that takes longer than 12 s is stopped and answers 413 `payload_too_large` [`image`]; an upload whose turn does not come within 2 s (another plan is being drawn) answers 429 `too_many_requests` with `Retry-After`. Every upload answers within 15 s.
     *
     *     Staff only: signed in (session cookie) with the role ADMIN; 401 without a session, 403 for another role.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'multipart/form-data': {
            /**
             * Format: binary
             * @description PNG or SVG (by content), at most 2 MB
             */
            image: string;
            /** @description Text alternative of the plan */
            alt: string & (unknown & unknown & unknown);
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              roomId: number;
              accessibleHoldBackDays: number;
              planUrl: string | null;
              planAlt: string | null;
              planWidth: number | null;
              planHeight: number | null;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign; the signed-in role is not one of ADMIN */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Too many requests: wait for the seconds of `Retry-After` */
        429: {
          headers: {
            /** @description seconds until the next request is accepted */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'too_many_requests';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    post?: never;
    /**
     * Remove the plan
     * @description Staff only: signed in (session cookie) with the role ADMIN; 401 without a session, 403 for another role.
     */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description No content */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign; the signed-in role is not one of ADMIN */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/rooms/{id}/timeslots/{timeSlotId}/seats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A slot's seats (FREE, TAKEN with the ticket, BLOCKED) and its bookings without a seat
     * @description Staff only: signed in (session cookie) with the role ADMIN or DESK; 401 without a session, 403 for another role.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          timeSlotId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              seats: {
                seatId: number;
                label: string;
                /** @enum {string} */
                state: 'FREE' | 'TAKEN' | 'BLOCKED';
                ticketId: number | null;
              }[];
              unassigned: {
                ticketId: number;
                bookingNumber: string | null;
                timeSlotId: number;
                /** Format: date */
                date: string;
                startTime: string;
                endTime: string;
                seatId: number | null;
              }[];
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the signed-in role is not one of ADMIN, DESK */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/seat-assignments/{ticketId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Move a booked visitor to another seat of the room; one mail tells them
     * @description The seat must be free and unblocked in the slot (else 409 `conflict` [`taken`] or [`blocked`]); the ticket BOOKED, holding its seat, not past (409 [`status`], [`date`]); a seat of another room answers 400 [`body.seatId`]. `mailed`: a mail was queued.
     *
     *     Staff only: signed in (session cookie) with the role ADMIN; 401 without a session, 403 for another role.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          ticketId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            seatId: number;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              booking: {
                ticketId: number;
                bookingNumber: string | null;
                timeSlotId: number;
                /** Format: date */
                date: string;
                startTime: string;
                endTime: string;
                seatId: number | null;
              };
              mailed: boolean;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign; the signed-in role is not one of ADMIN */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Conflict with the current state */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'conflict';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/rooms/{id}/timeslots/{timeSlotId}/seats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A slot's named seats for the visitor's pick (FREE, TAKEN, BLOCKED; held back)
     * @description Empty for a room without named seats. `heldBack`: an accessible seat before the room's release day, which only a visitor who needs an accessible seat may pick; `releasesOn`: that day, from which everybody may pick it (null when not held back).
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          timeSlotId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              label: string;
              equipment: string[];
              x: number | null;
              y: number | null;
              /** @enum {string} */
              state: 'FREE' | 'TAKEN' | 'BLOCKED';
              accessible: boolean;
              heldBack: boolean;
              releasesOn: string | null;
            }[];
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/rooms/{id}/seat-plan': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The room's plan for the visitor's seat choice (null without a plan)
     * @description `url`: the picture (`GET /rooms/{id}/seat-plan/image`, its ETag in the query); `width`, `height`: its size in pixels, the frame of the seat positions (thousandths of width and height). 404 for an unknown room.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              plan: {
                url: string;
                alt: string;
                width: number;
                height: number;
              } | null;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/rooms/{id}/seat-plan/image': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The room's plan picture (PNG), with ETag; 404 without a plan */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The plan */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'image/png': string;
          };
        };
        /** @description Not modified (the `If-None-Match` tag is current) */
        304: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/rooms/timeslots': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Slots of all rooms; status=OVERBOOKED lists slots with more active tickets than seats, and slots on a holiday that still have tickets (`holiday`: its name), from today by default
     * @description Staff only: signed in (session cookie) with the role ADMIN; 401 without a session, 403 for another role.
     */
    get: {
      parameters: {
        query?: {
          fromDate?: string;
          untilDate?: string;
          status?: 'OVERBOOKED' | 'ALL';
          limit?: string;
          offset?: string;
          /** @description Sort keys `field:ASC` or `field:DESC` (ASC when omitted), joined by commas; fields: date, startTime, roomName, capacity, ticketCount. A field named again is ignored. Anything else: 400 `validation__error` [`querystring.sort`]. */
          sort?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              content: {
                id: number;
                roomId: number;
                roomName: string;
                /** Format: date */
                date: string;
                startTime: string;
                endTime: string;
                capacity: number;
                ticketCount: number;
                failedRules: (
                  | 'timeslot_not_open'
                  | 'max_tickets_per_time_reached'
                  | 'max_tickets_per_day_reached'
                  | 'timeslot_no_tickets_left'
                  | 'max_tickets_by_user_reached'
                  | 'records_deadline_passed'
                )[];
                records?: {
                  /** @enum {string} */
                  ordering: 'OFF' | 'OPTIONAL' | 'REQUIRED';
                  orderable: boolean;
                  reason: ('OFF' | 'DEADLINE_PASSED') | null;
                  deadlineDate: string | null;
                  deadlineTime: string | null;
                };
                seatMatch?: boolean;
                holiday?: string;
              }[];
              totalCount: number;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the signed-in role is not one of ADMIN */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/rooms/{id}/timeslots': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A room's slots with active ticket counts
     * @description Staff only: signed in (session cookie) with the role ADMIN; 401 without a session, 403 for another role.
     */
    get: {
      parameters: {
        query?: {
          fromDate?: string;
          untilDate?: string;
          status?: 'OVERBOOKED' | 'ALL';
          limit?: string;
          offset?: string;
          /** @description Sort keys `field:ASC` or `field:DESC` (ASC when omitted), joined by commas; fields: date, startTime, roomName, capacity, ticketCount. A field named again is ignored. Anything else: 400 `validation__error` [`querystring.sort`]. */
          sort?: string;
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              content: {
                id: number;
                roomId: number;
                roomName: string;
                /** Format: date */
                date: string;
                startTime: string;
                endTime: string;
                capacity: number;
                ticketCount: number;
                failedRules: (
                  | 'timeslot_not_open'
                  | 'max_tickets_per_time_reached'
                  | 'max_tickets_per_day_reached'
                  | 'timeslot_no_tickets_left'
                  | 'max_tickets_by_user_reached'
                  | 'records_deadline_passed'
                )[];
                records?: {
                  /** @enum {string} */
                  ordering: 'OFF' | 'OPTIONAL' | 'REQUIRED';
                  orderable: boolean;
                  reason: ('OFF' | 'DEADLINE_PASSED') | null;
                  deadlineDate: string | null;
                  deadlineTime: string | null;
                };
                seatMatch?: boolean;
                holiday?: string;
              }[];
              totalCount: number;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the signed-in role is not one of ADMIN */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    put?: never;
    /**
     * Create slots on the chosen weekdays from startDate (after today) to repeatUntil (at most 731 days), holidays skipped unless includeHolidays; all or none (overlap: 409 timeslot__overlapping)
     * @description Rules between fields, each 400 `validation__error` naming the field: `endTime` after `startTime` [`body.endTime`]; `startDate` after today [`body.startDate`]; `repeatUntil` not before `startDate` and less than 731 days after it [`body.repeatUntil`]; at least one of `daysOfWeek` when the series spans more than one day [`body.daysOfWeek`] (a single day, `repeatUntil` null or `startDate`, ignores the weekdays).
     *
     *     Staff only: signed in (session cookie) with the role ADMIN; 401 without a session, 403 for another role.
     *
     *     Refused beyond the schema with 400 `validation__error`, the payload naming the fields (`x-refusals`; `*` is an index):
     *     - `body.endTime`: not after `startTime`
     *     - `body.startDate`: not after today (the archive's date)
     *     - `body.repeatUntil`: before `startDate`, or 731 days or more after it
     *     - `body.daysOfWeek`: empty while `repeatUntil` is after `startDate`
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            startTime: string;
            endTime: string;
            /** Format: date */
            startDate: string;
            repeatUntil?: string | null;
            daysOfWeek: (
              'MONDAY' | 'TUESDAY' | 'WEDNESDAY' | 'THURSDAY' | 'FRIDAY' | 'SATURDAY' | 'SUNDAY'
            )[];
            /** @default false */
            includeHolidays?: boolean;
            capacity: number;
          };
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              createdTimeSlots: {
                id: number;
                roomId: number;
                roomName: string;
                /** Format: date */
                date: string;
                startTime: string;
                endTime: string;
                capacity: number;
                ticketCount: number;
                failedRules: (
                  | 'timeslot_not_open'
                  | 'max_tickets_per_time_reached'
                  | 'max_tickets_per_day_reached'
                  | 'timeslot_no_tickets_left'
                  | 'max_tickets_by_user_reached'
                  | 'records_deadline_passed'
                )[];
                records?: {
                  /** @enum {string} */
                  ordering: 'OFF' | 'OPTIONAL' | 'REQUIRED';
                  orderable: boolean;
                  reason: ('OFF' | 'DEADLINE_PASSED') | null;
                  deadlineDate: string | null;
                  deadlineTime: string | null;
                };
                seatMatch?: boolean;
                holiday?: string;
              }[];
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign; the signed-in role is not one of ADMIN */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Conflict with the current state */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'timeslot__overlapping';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/rooms/{id}/timeslots/capacity': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Set the capacity of every slot in a date range
     * @description `untilDate` not before `fromDate`, else 400 `validation__error` [`body.untilDate`].
     *
     *     Staff only: signed in (session cookie) with the role ADMIN; 401 without a session, 403 for another role.
     *
     *     Refused beyond the schema with 400 `validation__error`, the payload naming the fields (`x-refusals`; `*` is an index):
     *     - `body.untilDate`: before `fromDate`
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: date */
            fromDate: string;
            /** Format: date */
            untilDate: string;
            capacity: number;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              updated: number;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign; the signed-in role is not one of ADMIN */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/rooms/{id}/timeslots/{timeSlotId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One slot
     * @description Staff only: signed in (session cookie) with the role ADMIN; 401 without a session, 403 for another role.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          timeSlotId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              roomId: number;
              roomName: string;
              /** Format: date */
              date: string;
              startTime: string;
              endTime: string;
              capacity: number;
              ticketCount: number;
              failedRules: (
                | 'timeslot_not_open'
                | 'max_tickets_per_time_reached'
                | 'max_tickets_per_day_reached'
                | 'timeslot_no_tickets_left'
                | 'max_tickets_by_user_reached'
                | 'records_deadline_passed'
              )[];
              records?: {
                /** @enum {string} */
                ordering: 'OFF' | 'OPTIONAL' | 'REQUIRED';
                orderable: boolean;
                reason: ('OFF' | 'DEADLINE_PASSED') | null;
                deadlineDate: string | null;
                deadlineTime: string | null;
              };
              seatMatch?: boolean;
              holiday?: string;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the signed-in role is not one of ADMIN */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    /**
     * Change times and capacity
     * @description `endTime` after `startTime`, else 400 `validation__error` [`body.endTime`].
     *
     *     Staff only: signed in (session cookie) with the role ADMIN; 401 without a session, 403 for another role.
     *
     *     Refused beyond the schema with 400 `validation__error`, the payload naming the fields (`x-refusals`; `*` is an index):
     *     - `body.endTime`: not after `startTime`
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          timeSlotId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            startTime: string;
            endTime: string;
            capacity: number;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              roomId: number;
              roomName: string;
              /** Format: date */
              date: string;
              startTime: string;
              endTime: string;
              capacity: number;
              ticketCount: number;
              failedRules: (
                | 'timeslot_not_open'
                | 'max_tickets_per_time_reached'
                | 'max_tickets_per_day_reached'
                | 'timeslot_no_tickets_left'
                | 'max_tickets_by_user_reached'
                | 'records_deadline_passed'
              )[];
              records?: {
                /** @enum {string} */
                ordering: 'OFF' | 'OPTIONAL' | 'REQUIRED';
                orderable: boolean;
                reason: ('OFF' | 'DEADLINE_PASSED') | null;
                deadlineDate: string | null;
                deadlineTime: string | null;
              };
              seatMatch?: boolean;
              holiday?: string;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign; the signed-in role is not one of ADMIN */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Conflict with the current state */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'timeslot__overlapping';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    post?: never;
    /**
     * Delete a slot without tickets (else 409 delete__has_tickets [count])
     * @description Staff only: signed in (session cookie) with the role ADMIN; 401 without a session, 403 for another role.
     */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          timeSlotId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description No content */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign; the signed-in role is not one of ADMIN */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Conflict with the current state */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'delete__has_tickets';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/blacklist': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Blocked addresses: term (e-mail or note), expiry range, paging, sort field:ASC|DESC
     * @description Staff only: signed in (session cookie) with the role ADMIN; 401 without a session, 403 for another role.
     */
    get: {
      parameters: {
        query?: {
          term?: string;
          expiresFrom?: string;
          expiresUntil?: string;
          limit?: string;
          offset?: string;
          /** @description Sort keys `field:ASC` or `field:DESC` (ASC when omitted), joined by commas; fields: email, expiredAt, description. A field named again is ignored. Anything else: 400 `validation__error` [`querystring.sort`]. */
          sort?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              content: {
                email: string;
                /** Format: date */
                expiredAt: string;
                description: string | null;
              }[];
              totalCount: number;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the signed-in role is not one of ADMIN */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    put?: never;
    /**
     * Block an e-mail address until a date, or change the entry of an address
     * @description Adds the entry (201) or, when the address (any case) is blocked already, replaces its expiry and note (200). With `If-None-Match: *` only adds: an existing address answers 412 `blacklist__email_already_exists`. Expiry must be after today (400 [`body.expiredAt`]). The address is stored trimmed and in lower case. A new entry beyond MAX_BLACKLIST_ENTRIES answers 409 `conflict` [`maxBlackListEntries`].
     *
     *     Staff only: signed in (session cookie) with the role ADMIN; 401 without a session, 403 for another role.
     *
     *     Refused beyond the schema with 400 `validation__error`, the payload naming the fields (`x-refusals`; `*` is an index):
     *     - `body.expiredAt`: not after today (the archive's date)
     */
    post: {
      parameters: {
        query?: never;
        header?: {
          'if-none-match'?: '*';
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            email: string & (unknown & unknown);
            /** Format: date */
            expiredAt: string;
            description?: string | null;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              email: string;
              /** Format: date */
              expiredAt: string;
              description: string | null;
            };
          };
        };
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              email: string;
              /** Format: date */
              expiredAt: string;
              description: string | null;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign; the signed-in role is not one of ADMIN */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Conflict with the current state */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'conflict';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Precondition failed */
        412: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'blacklist__email_already_exists';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/blacklist/{email}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One entry (e-mail compared case-insensitively)
     * @description Staff only: signed in (session cookie) with the role ADMIN; 401 without a session, 403 for another role.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          email: string & (unknown & unknown);
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              email: string;
              /** Format: date */
              expiredAt: string;
              description: string | null;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the signed-in role is not one of ADMIN */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    /**
     * Unblock an address
     * @description Staff only: signed in (session cookie) with the role ADMIN; 401 without a session, 403 for another role.
     */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          email: string & (unknown & unknown);
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description No content */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign; the signed-in role is not one of ADMIN */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/holidays': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Holidays by date range and term (name or description); page size 999 by default
     * @description Staff only: signed in (session cookie) with the role ADMIN; 401 without a session, 403 for another role.
     */
    get: {
      parameters: {
        query?: {
          searchTerm?: string;
          fromDate?: string;
          untilDate?: string;
          limit?: string;
          offset?: string;
          /** @description Sort keys `field:ASC` or `field:DESC` (ASC when omitted), joined by commas; fields: date, name, id. A field named again is ignored. Anything else: 400 `validation__error` [`querystring.sort`]. */
          sort?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              content: {
                id: number;
                version: number;
                name: string;
                description: string | null;
                /** Format: date */
                date: string;
              }[];
              totalCount: number;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the signed-in role is not one of ADMIN */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    put?: never;
    /**
     * Add a holiday
     * @description One holiday per date: a taken date answers 409 `conflict` [`date`]. The day is closed for visitors at once, slots made before the holiday too (the calendar leaves them out; a hold or booking answers 409 `timeslot_not_open`). Visits already booked on it are never cancelled: `bookingsOnHolidays` lists them (count, booking numbers by date).
     *
     *     Staff only: signed in (session cookie) with the role ADMIN; 401 without a session, 403 for another role.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string & (unknown & unknown);
            description?: string | null;
            /** Format: date */
            date: string;
          };
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              version: number;
              name: string;
              description: string | null;
              /** Format: date */
              date: string;
              bookingsOnHolidays: {
                count: number;
                days: {
                  /** Format: date */
                  date: string;
                  bookingNumbers: string[];
                }[];
              };
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign; the signed-in role is not one of ADMIN */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Conflict with the current state */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'conflict';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/holidays/ical': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Import the holidays of an iCalendar file (multipart field `file`, text/calendar, ≤ 5 MB)
     * @description Each event gives a holiday per day it covers; repeating events are expanded to the end of the year after next. Dates that already have a holiday are skipped. The new holidays close their days for visitors at once, slots made before them too; visits already booked on them are never cancelled: `bookingsOnHolidays` lists them (count, booking numbers by date). Not an iCalendar: 400 [`file`]; too large: 413. A repeat rule more often than daily (SECONDLY, MINUTELY, HOURLY), one needing more than 20000 steps or one that cannot be expanded within 5 s: 400 [`file.rrule`], nothing imported.
     *
     *     Staff only: signed in (session cookie) with the role ADMIN; 401 without a session, 403 for another role.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'multipart/form-data': {
            /**
             * Format: binary
             * @description An iCalendar file (text/calendar, .ics), at most 5 MB
             */
            file: string;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              importedHolidays: number;
              skippedHolidays: number;
              bookingsOnHolidays: {
                count: number;
                days: {
                  /** Format: date */
                  date: string;
                  bookingNumbers: string[];
                }[];
              };
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign; the signed-in role is not one of ADMIN */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/holidays/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One holiday
     * @description Staff only: signed in (session cookie) with the role ADMIN; 401 without a session, 403 for another role.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              version: number;
              name: string;
              description: string | null;
              /** Format: date */
              date: string;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the signed-in role is not one of ADMIN */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    /**
     * Change a holiday (with the version last read)
     * @description `id` in the body must be the id of the path, else 400 `validation__error` [`body.id`]. A stale version answers 409 `conflict` [`version`]; a taken date 409 `conflict` [`date`]. `bookingsOnHolidays`: the visits booked on its (new) date, which stay booked.
     *
     *     Staff only: signed in (session cookie) with the role ADMIN; 401 without a session, 403 for another role.
     *
     *     Refused beyond the schema with 400 `validation__error`, the payload naming the fields (`x-refusals`; `*` is an index):
     *     - `body.id`: `id` is not the id of the path
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string & (unknown & unknown);
            description?: string | null;
            /** Format: date */
            date: string;
            id: number;
            version: number;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              version: number;
              name: string;
              description: string | null;
              /** Format: date */
              date: string;
              bookingsOnHolidays: {
                count: number;
                days: {
                  /** Format: date */
                  date: string;
                  bookingNumbers: string[];
                }[];
              };
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign; the signed-in role is not one of ADMIN */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Conflict with the current state */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'conflict';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    post?: never;
    /**
     * Delete a holiday
     * @description Staff only: signed in (session cookie) with the role ADMIN; 401 without a session, 403 for another role.
     */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description No content */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign; the signed-in role is not one of ADMIN */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/tickets/report': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Occupancy: every slot of a room in the range with its count of BOOKED (or CANCELLED) tickets and capacity
     * @description untilDate before fromDate: 400 [`querystring.untilDate`]; unknown room: 404.
     *
     *     Staff only: signed in (session cookie) with the role ADMIN or REPORTS; 401 without a session, 403 for another role.
     *
     *     Refused beyond the schema with 400 `validation__error`, the payload naming the fields (`x-refusals`; `*` is an index):
     *     - `querystring.untilDate`: before `fromDate`
     */
    get: {
      parameters: {
        query: {
          roomId: string;
          fromDate: string;
          untilDate: string;
          status: 'BOOKED' | 'CANCELLED';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              content: {
                /** Format: date */
                date: string;
                startTime: string;
                endTime: string;
                count: number;
                capacity: number | null;
                noShows: number | null;
              }[];
              totalCount: number;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the signed-in role is not one of ADMIN, REPORTS */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/tickets/report/daily': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Daily report: a room's booked seats of one day, by start time and last name, numbered per slot
     * @description Only the fields the report shows; names are null once the personal data is erased. `seatLabel` is the named seat the ticket holds (null: none); `seatMissing` is true only when the room has named seats and the ticket holds none ("no seat assigned"), false in a room without named seats.
     *
     *     Staff only: signed in (session cookie) with the role ADMIN or REPORTS; 401 without a session, 403 for another role.
     */
    get: {
      parameters: {
        query: {
          roomId: string;
          date: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              roomId: number;
              roomName: string;
              /** Format: date */
              date: string;
              content: {
                timeSlotId: number;
                startTime: string;
                endTime: string;
                seatNumber: number;
                seatLabel?: string | null;
                seatMissing: boolean;
                lastName: string | null;
                firstName: string | null;
                accessibility: boolean | null;
                attendance: ('ARRIVED' | 'NO_SHOW') | null;
                units?: string[];
              }[];
              groups?: {
                id: number;
                timeSlotId: number;
                startTime: string;
                endTime: string;
                bookingNumber: string | null;
                organiserName: string | null;
                institution: string | null;
                seats: number;
                participants: number | null;
                wholeRoom: boolean;
                topic: string | null;
                units: string | null;
              }[];
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the signed-in role is not one of ADMIN, REPORTS */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/tickets/report/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Export of the occupancy report (same filters and rows) as CSV or XLSX
     * @description `format` csv or xlsx (else 400); `lang` de (default: CSV separated by `;`) or en (`,`), also the language of the column titles. CSV is UTF-8 with BOM; text cells starting with = + - @, tab or CR get a leading `'`. untilDate before fromDate: 400; unknown room: 404.
     *
     *     Staff only: signed in (session cookie) with the role ADMIN or REPORTS; 401 without a session, 403 for another role.
     *
     *     Refused beyond the schema with 400 `validation__error`, the payload naming the fields (`x-refusals`; `*` is an index):
     *     - `querystring.untilDate`: before `fromDate`
     */
    get: {
      parameters: {
        query: {
          roomId: string;
          fromDate: string;
          untilDate: string;
          status: 'BOOKED' | 'CANCELLED';
          format: 'csv' | 'xlsx';
          lang?: 'de' | 'en';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The file as an attachment (`format=csv`: UTF-8 with BOM; `format=xlsx`) */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/csv': string;
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the signed-in role is not one of ADMIN, REPORTS */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/tickets/report/daily/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Export of the daily report (same rows and names) as CSV or XLSX
     * @description `format` csv or xlsx (else 400); `lang` de (default: CSV separated by `;`) or en (`,`), also the language of the column titles. CSV is UTF-8 with BOM; text cells starting with = + - @, tab or CR get a leading `'`. The seat column holds the named seat's label, "kein Platz zugewiesen" / "no seat assigned" where the room has named seats and the ticket holds none, else the report's number. Unknown room: 404.
     *
     *     Staff only: signed in (session cookie) with the role ADMIN or REPORTS; 401 without a session, 403 for another role.
     */
    get: {
      parameters: {
        query: {
          roomId: string;
          date: string;
          format: 'csv' | 'xlsx';
          lang?: 'de' | 'en';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The file as an attachment (`format=csv`: UTF-8 with BOM; `format=xlsx`) */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/csv': string;
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the signed-in role is not one of ADMIN, REPORTS */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/statistics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Statistics of a period and rooms: visits, cancellations, no-shows, occupancy per room and month, weekdays, hours, lead time, accessible seats, bookings per seat equipment and month
     * @description roomIds: comma-separated, none for every room. untilDate before fromDate or a period over 732 days: 400 [`querystring.untilDate`]. Counts stay the same after the nightly erasure of personal data. `equipment`: per equipment type carried by a named seat of the chosen rooms (equipment list order), its German and English names, the seats carrying it, and per month in which those rooms had slots the BOOKED tickets whose assigned seat carries it now (0 where none; a seat with two types counts for both); rooms without named seats add nothing, empty without equipped seats. `readers` (docs/decisions/reader-statistics.md): per room (roomId null: every chosen room) and month (month null: the period) — the total first, then each month of the period, then each room in the admin's order with its period and months — distinct persons with a visit (a BOOKED ticket that is not a no-show: where check-in was used that day in the room, only those marked arrived), their distinct days, persons whose first visit ever in this archive falls there, persons whose application names a country other than `archiveCountry` (ARCHIVE_COUNTRY, default DE), record units handed out (ISSUED or RETURNED) and pulled, and readers per purpose (the archive's purposes in order with 0, then other purposes named, then null for none). A person is the pseudonymous key a booking keeps after the nightly erasure (a signed-in reader's pseudonym, else a keyed hash of the address), so the figures do not change with it. `readers.applications`: user applications submitted (and of them still pending), approved, refused (by the decision's day) and expired (approved, validity ended before today) in the period, then per month.
     *
     *     Staff only: signed in (session cookie) with the role ADMIN or REPORTS; 401 without a session, 403 for another role.
     *
     *     Refused beyond the schema with 400 `validation__error`, the payload naming the fields (`x-refusals`; `*` is an index):
     *     - `querystring.untilDate`: before `fromDate`, or 732 days or more after it
     */
    get: {
      parameters: {
        query: {
          fromDate: string;
          untilDate: string;
          roomIds?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** Format: date */
              fromDate: string;
              /** Format: date */
              untilDate: string;
              roomIds: number[];
              totals: {
                booked: number;
                cancelled: number;
                visits: number;
                noShows: number;
                accessible: number;
                accessibleShare: number | null;
                seatsOffered: number;
                occupancyPercent: number | null;
              };
              occupancy: {
                roomId: number;
                roomName: string;
                month: string;
                visits: number;
                seatsOffered: number;
                percent: number | null;
              }[];
              weekdays: {
                weekday: number;
                visits: number;
              }[];
              hours: {
                hour: number;
                visits: number;
              }[];
              leadTime: {
                medianDays: number | null;
                buckets: {
                  /** @enum {string} */
                  bucket: '0' | '1' | '2-7' | '8-14' | '15-30' | '31+';
                  count: number;
                }[];
              };
              equipment: {
                key: string;
                nameDe: string;
                nameEn: string;
                seats: number;
                months: {
                  month: string;
                  bookings: number;
                }[];
              }[];
              readers: {
                archiveCountry: string;
                purposes: string[];
                figures: {
                  roomId: number | null;
                  month: string | null;
                  readers: number;
                  readerDays: number;
                  groupReaderDays: number;
                  firstTime: number;
                  abroad: number;
                  unitsIssued: number;
                  unitsPulled: number;
                  purposes: {
                    purpose: string | null;
                    readers: number;
                  }[];
                }[];
                applications: {
                  month: string | null;
                  submitted: number;
                  pending: number;
                  approved: number;
                  refused: number;
                  expired: number;
                }[];
              };
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the signed-in role is not one of ADMIN, REPORTS */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/statistics/year': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Year summary of one calendar year, per room and in total: opening days, slots and seats offered, visits, visitor days, cancelled, no-shows, accessible seats, occupancy, readers, reader-days, first-time readers, readers from abroad; the year's readers per purpose and user applications by state
     * @description Readers are distinct persons (a pseudonymous key kept after the nightly erasure), not added up over rooms: a person visiting two rooms is one reader in the total. Reader-days: distinct persons and days with a visit (a BOOKED ticket that is not a no-show). First-time: the first visit ever in this archive was in the year. From abroad: the application names a country other than the archive's (ARCHIVE_COUNTRY). See GET /admin/statistics for the definitions.
     *
     *     Staff only: signed in (session cookie) with the role ADMIN or REPORTS; 401 without a session, 403 for another role.
     */
    get: {
      parameters: {
        query: {
          year: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              year: number;
              totals: {
                openingDays: number;
                slotsOffered: number;
                seatsOffered: number;
                visits: number;
                visitorDays: number;
                cancelled: number;
                noShows: number;
                accessible: number;
                occupancyPercent: number | null;
                readers: number;
                readerDays: number;
                groupReaderDays: number;
                firstTimeReaders: number;
                readersAbroad: number;
              };
              rooms: {
                openingDays: number;
                slotsOffered: number;
                seatsOffered: number;
                visits: number;
                visitorDays: number;
                cancelled: number;
                noShows: number;
                accessible: number;
                occupancyPercent: number | null;
                readers: number;
                readerDays: number;
                groupReaderDays: number;
                firstTimeReaders: number;
                readersAbroad: number;
                roomId: number;
                roomName: string;
              }[];
              readerPurposes: {
                purpose: string | null;
                readers: number;
              }[];
              applications: {
                submitted: number;
                pending: number;
                approved: number;
                refused: number;
                expired: number;
              };
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the signed-in role is not one of ADMIN, REPORTS */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/statistics/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Export of the statistics (same period, rooms and figures as GET /admin/statistics) as CSV or XLSX
     * @description `format` csv or xlsx (else 400 `validation__error` [`querystring.format`]); `lang` de (default: CSV separated by `;`, decimal comma) or en (`,`, decimal point), also the language of titles and labels. CSV is UTF-8 with BOM; text cells starting with = + - @, tab or CR get a leading `'`. Not signed in: 401; a role other than ADMIN or REPORTS: 403. One table per chart: key figures (period, rooms, totals, lead-time median), occupancy per room and month, weekdays, start hours, lead time, bookings by equipment (a row per equipment type and month: its name in `lang`, the month, bookings, seats with it; titles only without equipped seats) — in XLSX a sheet each, in CSV a section each (a line with its name, the column titles, the rows, an empty line before the next). Period and rooms as in GET /admin/statistics (400 [`querystring.untilDate`] for a reversed or too long period).
     *
     *     Staff only: signed in (session cookie) with the role ADMIN or REPORTS; 401 without a session, 403 for another role.
     *
     *     Refused beyond the schema with 400 `validation__error`, the payload naming the fields (`x-refusals`; `*` is an index):
     *     - `querystring.untilDate`: before `fromDate`, or 732 days or more after it
     */
    get: {
      parameters: {
        query: {
          fromDate: string;
          untilDate: string;
          roomIds?: string;
          format: 'csv' | 'xlsx';
          lang?: 'de' | 'en';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The file as an attachment (`format=csv`: UTF-8 with BOM; `format=xlsx`) */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/csv': string;
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the signed-in role is not one of ADMIN, REPORTS */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/statistics/year/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Export of the year summary (same figures as GET /admin/statistics/year, and the records ordered) as CSV or XLSX
     * @description `format` csv or xlsx (else 400 `validation__error` [`querystring.format`]); `lang` de (default: CSV separated by `;`, decimal comma) or en (`,`, decimal point), also the language of titles and labels. CSV is UTF-8 with BOM; text cells starting with = + - @, tab or CR get a leading `'`. Not signed in: 401; a role other than ADMIN or REPORTS: 403. Two tables, in XLSX a sheet each, in CSV a section each (a line with its name, the column titles, the rows, an empty line before the next): the figures — a row per reading room with figures in the year, then the total; and the records ordered (as GET /admin/record-statistics) — a row per reading room with units in the year: units of visits not cancelled per month of the visit (January to December), their total, and the units of cancelled visits apart (not in the total), then the total row; titles only when no units were ordered in the year. Year outside 2000–2999: 400 [`querystring.year`].
     *
     *     Staff only: signed in (session cookie) with the role ADMIN or REPORTS; 401 without a session, 403 for another role.
     */
    get: {
      parameters: {
        query: {
          year: string;
          format: 'csv' | 'xlsx';
          lang?: 'de' | 'en';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The file as an attachment (`format=csv`: UTF-8 with BOM; `format=xlsx`) */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/csv': string;
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the signed-in role is not one of ADMIN, REPORTS */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/pull-list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The day's pull list: ordered records by pull time and call number
     * @description All rooms or one (`roomId`, unknown: 404), one pull time or all (`pullTime` HH:MM). DESK: today only (in TIME_ZONE), another `date` 403; ADMIN any date. A unit's pull time is the latest of its room's pull times at or before its visit's start, else the day's first. Units of cancelled visits appear only when already pulled.
     *
     *     Staff only: signed in (session cookie) with the role ADMIN or DESK; 401 without a session, 403 for another role.
     */
    get: {
      parameters: {
        query: {
          date: string;
          roomId?: string;
          pullTime?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** Format: date */
              date: string;
              pullTimes: string[];
              items: {
                unitId: number;
                ticketId: number;
                bookingNumber: string | null;
                ticketStatus: string;
                roomId: number;
                roomName: string;
                timeSlotId: number;
                /** Format: date */
                date: string;
                startTime: string;
                endTime: string;
                pullTime: string;
                seatNumber: number | null;
                seatLabel?: string | null;
                seatMissing: boolean;
                firstName: string | null;
                lastName: string | null;
                callNumber: string;
                title: string | null;
                note: string | null;
                /** @enum {string} */
                state: 'ORDERED' | 'READY' | 'ISSUED' | 'RETURNED' | 'NOT_AVAILABLE' | 'CANCELLED';
                reason: ('IN_USE' | 'RESTRICTED' | 'IN_CONSERVATION' | 'NOT_FOUND') | null;
                pulled: boolean;
                applicationState: ('submitted' | 'approved' | 'refused' | 'expired') | null;
                heldForStay?: boolean;
                stayFirstDay?: string | null;
                stayLastDay?: string | null;
              }[];
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the signed-in role is not one of ADMIN, DESK */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/pull-list/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The pull list (same filters and lines) as CSV or XLSX
     * @description `format` csv or xlsx; `lang` de (default, CSV separated by `;`) or en (`,`). DESK: today only, another `date` 403.
     *
     *     Staff only: signed in (session cookie) with the role ADMIN or DESK; 401 without a session, 403 for another role.
     */
    get: {
      parameters: {
        query: {
          date: string;
          roomId?: string;
          pullTime?: string;
          format: 'csv' | 'xlsx';
          lang?: 'de' | 'en';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The file as an attachment (`format=csv`: UTF-8 with BOM; `format=xlsx`) */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/csv': string;
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the signed-in role is not one of ADMIN, DESK */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/units/{unitId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Change a unit's call number, title and note
     * @description Staff only: signed in (session cookie) with the role ADMIN or DESK; 401 without a session, 403 for another role.
     *
     *     Refused beyond the schema with 400 `validation__error`, the payload naming the fields (`x-refusals`; `*` is an index):
     *     - `body.callNumber`: the text holds a web address (`://` or `www.`) or a bare domain (a letter or digit, a dot, two letters: `example.org`)
     *     - `body.title`: the text holds a web address (`://` or `www.`) or a bare domain (a letter or digit, a dot, two letters: `example.org`)
     *     - `body.note`: the text holds a web address (`://` or `www.`)
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          unitId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            callNumber: string & (unknown & unknown);
            title?: string | null;
            note?: string | null;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              ticketId: number | null;
              callNumber: string;
              title: string | null;
              note: string | null;
              /** @enum {string} */
              state: 'ORDERED' | 'READY' | 'ISSUED' | 'RETURNED' | 'NOT_AVAILABLE' | 'CANCELLED';
              reason: ('IN_USE' | 'RESTRICTED' | 'IN_CONSERVATION' | 'NOT_FOUND') | null;
              pulled: boolean;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign; the signed-in role is not one of ADMIN, DESK */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Conflict with the current state */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'records__visit_closed';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    post?: never;
    /**
     * Remove a unit from its reservation
     * @description Staff only: signed in (session cookie) with the role ADMIN or DESK; 401 without a session, 403 for another role.
     */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          unitId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description No content */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign; the signed-in role is not one of ADMIN, DESK */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Conflict with the current state */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'records__visit_closed';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    /**
     * Change a unit's state (NOT_AVAILABLE with a reason mails the visitor once)
     * @description ORDERED, READY, ISSUED, RETURNED or NOT_AVAILABLE (`reason` required then, else 400 `body.reason`). The first NOT_AVAILABLE queues one mail in the booking’s language; repeated calls do not mail again. A cancelled visit: 409 `records__visit_closed`.
     *
     *     Staff only: signed in (session cookie) with the role ADMIN or DESK; 401 without a session, 403 for another role.
     *
     *     Refused beyond the schema with 400 `validation__error`, the payload naming the fields (`x-refusals`; `*` is an index):
     *     - `body.reason`: missing while `state` is NOT_AVAILABLE, or given with another state
     */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          unitId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            state: 'ORDERED' | 'READY' | 'ISSUED' | 'RETURNED' | 'NOT_AVAILABLE';
            reason?: ('IN_USE' | 'RESTRICTED' | 'IN_CONSERVATION' | 'NOT_FOUND') | null;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              ticketId: number | null;
              callNumber: string;
              title: string | null;
              note: string | null;
              /** @enum {string} */
              state: 'ORDERED' | 'READY' | 'ISSUED' | 'RETURNED' | 'NOT_AVAILABLE' | 'CANCELLED';
              reason: ('IN_USE' | 'RESTRICTED' | 'IN_CONSERVATION' | 'NOT_FOUND') | null;
              pulled: boolean;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign; the signed-in role is not one of ADMIN, DESK */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Conflict with the current state */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'records__visit_closed';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/api/admin/tickets/{ticketId}/units': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The units of a reservation (ticket), in the order given
     * @description Staff only: signed in (session cookie) with the role ADMIN or DESK; 401 without a session, 403 for another role.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          ticketId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              ticketId: number | null;
              callNumber: string;
              title: string | null;
              note: string | null;
              /** @enum {string} */
              state: 'ORDERED' | 'READY' | 'ISSUED' | 'RETURNED' | 'NOT_AVAILABLE' | 'CANCELLED';
              reason: ('IN_USE' | 'RESTRICTED' | 'IN_CONSERVATION' | 'NOT_FOUND') | null;
              pulled: boolean;
            }[];
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the signed-in role is not one of ADMIN, DESK */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    put?: never;
    /**
     * Add units to a booked reservation (staff: no deadline or limits)
     * @description Staff only: signed in (session cookie) with the role ADMIN or DESK; 401 without a session, 403 for another role.
     *
     *     Refused beyond the schema with 400 `validation__error`, the payload naming the fields (`x-refusals`; `*` is an index):
     *     - `body.units.*.callNumber`: the text holds a web address (`://` or `www.`) or a bare domain (a letter or digit, a dot, two letters: `example.org`)
     *     - `body.units.*.title`: the text holds a web address (`://` or `www.`) or a bare domain (a letter or digit, a dot, two letters: `example.org`)
     *     - `body.units.*.note`: the text holds a web address (`://` or `www.`)
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          ticketId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            units: {
              callNumber: string & (unknown & unknown);
              title?: string | null;
              note?: string | null;
            }[];
          };
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              ticketId: number | null;
              callNumber: string;
              title: string | null;
              note: string | null;
              /** @enum {string} */
              state: 'ORDERED' | 'READY' | 'ISSUED' | 'RETURNED' | 'NOT_AVAILABLE' | 'CANCELLED';
              reason: ('IN_USE' | 'RESTRICTED' | 'IN_CONSERVATION' | 'NOT_FOUND') | null;
              pulled: boolean;
            }[];
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign; the signed-in role is not one of ADMIN, DESK */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Conflict with the current state */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'records__visit_closed';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/record-statistics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Records ordered per reading room and month of a year (for the year summary)
     * @description `units`: units of visits not cancelled; `cancelled`: units of cancelled visits. Counted by the visit day; lines erased after the visit still count.
     *
     *     Staff only: signed in (session cookie) with the role ADMIN or REPORTS; 401 without a session, 403 for another role.
     */
    get: {
      parameters: {
        query: {
          year: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              year: number;
              rows: {
                roomId: number;
                roomName: string;
                month: number;
                units: number;
                cancelled: number;
              }[];
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the signed-in role is not one of ADMIN, REPORTS */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/owners/{ownerId}/tickets/{ticketId}/units': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Order records for a booked visit (the owner link; also for catalogue systems)
     * @description The room’s rules as at booking: ordering on, before the order deadline, at most maxUnitsPerVisit per visit and maxUnitsPerDay per person and day. Answers all units of the visit. A visit not booked or already started: 409 `records__visit_closed`.
     *
     *     Refused beyond the schema with 400 `validation__error`, the payload naming the fields (`x-refusals`; `*` is an index):
     *     - `body.units.*.callNumber`: the text holds a web address (`://` or `www.`) or a bare domain (a letter or digit, a dot, two letters: `example.org`)
     *     - `body.units.*.title`: the text holds a web address (`://` or `www.`) or a bare domain (a letter or digit, a dot, two letters: `example.org`)
     *     - `body.units.*.note`: the text holds a web address (`://` or `www.`)
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          ownerId: string;
          ticketId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            units: {
              callNumber: string & (unknown & unknown);
              title?: string | null;
              note?: string | null;
            }[];
          };
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              ticketId: number | null;
              callNumber: string;
              title: string | null;
              note: string | null;
              /** @enum {string} */
              state: 'ORDERED' | 'READY' | 'ISSUED' | 'RETURNED' | 'NOT_AVAILABLE' | 'CANCELLED';
              reason: ('IN_USE' | 'RESTRICTED' | 'IN_CONSERVATION' | 'NOT_FOUND') | null;
              pulled: boolean;
            }[];
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Conflict with the current state */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error:
                | 'records__not_orderable'
                | 'records__deadline_passed'
                | 'records__max_per_visit_reached'
                | 'records__max_per_day_reached'
                | 'records__visit_closed';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Too many requests: wait for the seconds of `Retry-After` */
        429: {
          headers: {
            /** @description seconds until the next request is accepted */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'too_many_requests';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/owners/{ownerId}/tickets/{ticketId}/units/{unitId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Withdraw an ordered record (still ORDERED, visit not started) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          ownerId: string;
          ticketId: string;
          unitId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description No content */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Conflict with the current state */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'records__visit_closed';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Too many requests: wait for the seconds of `Retry-After` */
        429: {
          headers: {
            /** @description seconds until the next request is accepted */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'too_many_requests';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/audit-log': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Staff actions, newest first: who, when, which entity, which action, which fields
     * @description One entry per successful POST/PUT/DELETE under /api/admin. `fields` are the names of the top-level fields sent, never their values; ids only when numeric (a blocked e-mail address is not logged). Entries older than AUDIT_RETENTION_DAYS are deleted hourly. Paging with `limit` (default PAGING_SIZE) and `offset`.
     *
     *     Staff only: signed in (session cookie) with the role ADMIN; 401 without a session, 403 for another role.
     */
    get: {
      parameters: {
        query?: {
          limit?: string;
          offset?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              content: {
                id: number;
                /** Format: date-time */
                at: string;
                accountId: number;
                accountEmail: string;
                action: string;
                entityType: string;
                entityId: string | null;
                fields: string[];
                route: string;
                sessionKind: ('staff' | 'support' | 'platform') | null;
              }[];
              totalCount: number;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the signed-in role is not one of ADMIN */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/accessibility-feedback': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Report a barrier (feedback on accessibility)
     * @description Sends the feedback by e-mail to the archive (ACCESSIBILITY_FEEDBACK_EMAIL) and, when an e-mail address is given, an acknowledgement to it in `language` (within MAIL_LIMIT_PER_RECIPIENT). Bot check as for POST /transactions (403 `recaptcha__validation_error`); VISITOR_LIMIT_FEEDBACK messages per client address and VISITOR_LIMIT_WINDOW_MINUTES, beyond: 429 with Retry-After.
     *
     *     Refused beyond the schema with 400 `validation__error`, the payload naming the fields (`x-refusals`; `*` is an index):
     *     - `body.name`: the text holds a web address (`://` or `www.`) or a bare domain (a letter or digit, a dot, two letters: `example.org`)
     */
    post: {
      parameters: {
        query?: {
          /** @description bot check: as for POST /transactions */
          'g-recaptcha-response'?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description the page or address the feedback is about */
            page: string & (unknown & unknown);
            /** @description the barrier: what does not work, and how (line breaks allowed) */
            description: string & (unknown & unknown & unknown);
            name?: string | null;
            /** @description for the answer; the sender gets an acknowledgement */
            email?: (string & (unknown & unknown)) | null;
            /**
             * @description of the acknowledgement; default DEFAULT_LANGUAGE
             * @enum {string}
             */
            language?: 'de' | 'en';
          };
        };
      };
      responses: {
        /** @description No content */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign; `recaptcha__validation_error`: the bot check failed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception' | 'recaptcha__validation_error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Too many requests: wait for the seconds of `Retry-After` */
        429: {
          headers: {
            /** @description seconds until the next request is accepted */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'too_many_requests';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reader/sign-in': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Ask for a sign-in code: mails a code and a one-time link to the address
     * @description 202 `{}` for every well-formed address, whether a reader has it or not (nothing about the address is read: the answer and its work are the same). The mail carries a 15-minute code of six digits and a link to the visitor app's `/anmelden?token=…`; asking again voids the address's earlier code. The bot check is the cart's (`g-recaptcha-response`, 403 `recaptcha__validation_error`). Limits: VISITOR_LIMIT_READER_SIGN_IN requests per client address and window, MAIL_LIMIT_PER_RECIPIENT sign-in mails per address and hour (429 `too_many_requests` with Retry-After).
     */
    post: {
      parameters: {
        query?: {
          /** @description bot check: the reCAPTCHA v3 token, or the solved ALTCHA payload of GET /bot-check/challenge */
          'g-recaptcha-response'?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            email: string & (unknown & unknown);
            /** @enum {string} */
            language?: 'de' | 'en';
          };
        };
      };
      responses: {
        /** @description OK */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': Record<string, never>;
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign; `recaptcha__validation_error`: the bot check failed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception' | 'recaptcha__validation_error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Too many requests: wait for the seconds of `Retry-After` */
        429: {
          headers: {
            /** @description seconds until the next request is accepted */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'too_many_requests';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reader/sign-in/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign in with the mailed code (and the address) or the link's token: sets the reader session cookie
     * @description A wrong, expired or used code or token answers 400 `reader_code_invalid` (one code for all). Every code attempt counts; the 5th wrong one voids the address's code: 429 `too_many_requests` then, until it would have expired or a new code is asked for. The reader is made at the first sign-in. The cookie is HttpOnly, SameSite=Lax, Secure on https, of this archive only (see the `readerSession` scheme).
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json':
            | {
                email: string & (unknown & unknown);
                /** @description the 6 digits of the mail */
                code: string;
              }
            | {
                /** @description the `token` of the mailed link (`/anmelden?token=…`) */
                token: string;
              };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              reader: {
                email: string;
                name: string | null;
                createdAt: string;
              };
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error' | 'reader_code_invalid';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Too many requests: wait for the seconds of `Retry-After` */
        429: {
          headers: {
            /** @description seconds until the next request is accepted */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'too_many_requests';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reader/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The signed-in reader
     * @description Needs the reader session cookie.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              reader: {
                email: string;
                name: string | null;
                createdAt: string;
              };
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'reader_signed_out';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reader/sign-out': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign out: ends the reader session and clears the cookie
     * @description Without a session, or with an ended one, the answer is 204 as well (signing out twice is no error).
     *
     *     Takes the reader session cookie, and answers without one too.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description No content */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reader/bookings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The reader's bookings, upcoming first
     * @description The visits booked while signed in: upcoming ones soonest first, then past ones latest first. A booking's link to the reader goes with its personal data the day after the visit. `managePath`: the booking's page under the archive's address.
     *
     *     Needs the reader session cookie.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              bookings: {
                bookingNumber: string;
                roomId: number;
                roomName: string;
                date: string;
                startTime: string;
                endTime: string;
                /** @enum {string} */
                state: 'booked' | 'pending' | 'cancelled';
                managePath: string;
              }[];
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'reader_signed_out';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reader/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Everything the archive holds of the reader, as a JSON file
     * @description The reader, their bookings and their user applications, as an attachment (`Content-Disposition: attachment`).
     *
     *     Needs the reader session cookie.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              reader: {
                email: string;
                name: string | null;
                createdAt: string;
              };
              bookings: {
                bookingNumber: string;
                roomId: number;
                roomName: string;
                date: string;
                startTime: string;
                endTime: string;
                /** @enum {string} */
                state: 'booked' | 'pending' | 'cancelled';
                managePath: string;
              }[];
              applications: {
                [key: string]: unknown;
              }[];
              exportedAt: string;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'reader_signed_out';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reader': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete the reader and sign out
     * @description Removes the reader, their sessions and sign-in codes and the link of their bookings to them; the bookings themselves stay as anonymous bookings until their personal data is erased the day after the visit. `kept`: keys of what stays by law or as booked (`applications`: user applications within their retention; `bookings`: upcoming booked visits), `[]` when nothing does.
     *
     *     Needs the reader session cookie.
     */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              kept: string[];
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'reader_signed_out';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/applications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * User applications: state filter, search in name, e-mail and topic, paging
     * @description `state`: `submitted` (waiting for a decision), `approved` (valid today or later), `refused`, `expired` (approved, validity ended). `q`: part of the name, e-mail address or topic (any case). Newest first; `limit` (default PAGING_SIZE) and `offset` as the other staff lists.
     *
     *     Staff only: signed in (session cookie) with the role ADMIN or DESK or REPORTS; 401 without a session, 403 for another role.
     */
    get: {
      parameters: {
        query?: {
          state?: 'submitted' | 'approved' | 'refused' | 'expired';
          q?: string;
          limit?: string;
          offset?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              content: {
                id: number;
                /** @enum {string} */
                state: 'submitted' | 'approved' | 'refused' | 'expired';
                name: string;
                email: string;
                topic: string;
                purpose: string;
                /** Format: date-time */
                submittedAt: string;
                decidedAt: string | null;
                validUntil: string | null;
                identityCheckedAt: string | null;
              }[];
              totalCount: number;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the signed-in role is not one of ADMIN, DESK, REPORTS */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/applications/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One user application with its bookings
     * @description `bookings`: the bookings that waited for it (`PENDING` until the decision) or were booked with it.
     *
     *     Staff only: signed in (session cookie) with the role ADMIN or DESK or REPORTS; 401 without a session, 403 for another role.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              /** @enum {string} */
              state: 'submitted' | 'approved' | 'refused' | 'expired';
              name: string;
              street: string;
              postcode: string;
              town: string;
              country: string;
              phone: string | null;
              institution: string | null;
              topic: string;
              purpose: string;
              publicationPlanned: boolean;
              /** @enum {boolean} */
              rulesAccepted: true;
              /** @enum {boolean} */
              privacyAccepted: true;
              email: string;
              rulesVersion: string | null;
              /** Format: date-time */
              submittedAt: string;
              decidedAt: string | null;
              refusalReason: string | null;
              validFrom: string | null;
              validUntil: string | null;
              identityCheckedAt: string | null;
              decidedBy: string | null;
              identityCheckedBy: string | null;
              bookings: {
                ticketId: number;
                bookingNumber: string | null;
                status: string;
                roomName: string;
                /** Format: date */
                date: string;
                startTime: string;
                endTime: string;
              }[];
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the signed-in role is not one of ADMIN, DESK, REPORTS */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/applications/{id}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Approve: its pending bookings are booked, one mail with the confirmation
     * @description Valid from today until the archive's `applicationValidity` ends (`calendar-year`: 31 December of this year; `{ months }`: today plus that many months; the archive's time zone). Its `PENDING` bookings become `BOOKED`; the reader gets ONE mail: the approval with the booking confirmation (booking numbers, QR codes, calendar file, the booking's link). 409 `application_already_decided` when it was approved or refused before. Audited.
     *
     *     Staff only: signed in (session cookie) with the role ADMIN or DESK; 401 without a session, 403 for another role.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              /** @enum {string} */
              state: 'submitted' | 'approved' | 'refused' | 'expired';
              name: string;
              street: string;
              postcode: string;
              town: string;
              country: string;
              phone: string | null;
              institution: string | null;
              topic: string;
              purpose: string;
              publicationPlanned: boolean;
              /** @enum {boolean} */
              rulesAccepted: true;
              /** @enum {boolean} */
              privacyAccepted: true;
              email: string;
              rulesVersion: string | null;
              /** Format: date-time */
              submittedAt: string;
              decidedAt: string | null;
              refusalReason: string | null;
              validFrom: string | null;
              validUntil: string | null;
              identityCheckedAt: string | null;
              decidedBy: string | null;
              identityCheckedBy: string | null;
              bookings: {
                ticketId: number;
                bookingNumber: string | null;
                status: string;
                roomName: string;
                /** Format: date */
                date: string;
                startTime: string;
                endTime: string;
              }[];
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign; the signed-in role is not one of ADMIN, DESK */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Conflict with the current state */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'application_already_decided';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/applications/{id}/refuse': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Refuse with a reason: its pending bookings are cancelled, one mail with the reason
     * @description `reason` (1–1000 characters) goes into the mail and stays with the application. Its `PENDING` bookings are cancelled: the seats are free at once (and offered to the waiting lists). 409 `application_already_decided` when it was approved or refused before. Audited (the reason only as a field name).
     *
     *     Staff only: signed in (session cookie) with the role ADMIN or DESK; 401 without a session, 403 for another role.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            reason: string & (unknown & unknown);
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              /** @enum {string} */
              state: 'submitted' | 'approved' | 'refused' | 'expired';
              name: string;
              street: string;
              postcode: string;
              town: string;
              country: string;
              phone: string | null;
              institution: string | null;
              topic: string;
              purpose: string;
              publicationPlanned: boolean;
              /** @enum {boolean} */
              rulesAccepted: true;
              /** @enum {boolean} */
              privacyAccepted: true;
              email: string;
              rulesVersion: string | null;
              /** Format: date-time */
              submittedAt: string;
              decidedAt: string | null;
              refusalReason: string | null;
              validFrom: string | null;
              validUntil: string | null;
              identityCheckedAt: string | null;
              decidedBy: string | null;
              identityCheckedBy: string | null;
              bookings: {
                ticketId: number;
                bookingNumber: string | null;
                status: string;
                roomName: string;
                /** Format: date */
                date: string;
                startTime: string;
                endTime: string;
              }[];
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign; the signed-in role is not one of ADMIN, DESK */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Conflict with the current state */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'application_already_decided';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/applications/{id}/identity-checked': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The reader's identity was checked (at the first visit)
     * @description Stores when and by which staff member (their e-mail address); no ID document number. Checking again updates both. Audited.
     *
     *     Staff only: signed in (session cookie) with the role ADMIN or DESK; 401 without a session, 403 for another role.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              /** @enum {string} */
              state: 'submitted' | 'approved' | 'refused' | 'expired';
              name: string;
              street: string;
              postcode: string;
              town: string;
              country: string;
              phone: string | null;
              institution: string | null;
              topic: string;
              purpose: string;
              publicationPlanned: boolean;
              /** @enum {boolean} */
              rulesAccepted: true;
              /** @enum {boolean} */
              privacyAccepted: true;
              email: string;
              rulesVersion: string | null;
              /** Format: date-time */
              submittedAt: string;
              decidedAt: string | null;
              refusalReason: string | null;
              validFrom: string | null;
              validUntil: string | null;
              identityCheckedAt: string | null;
              decidedBy: string | null;
              identityCheckedBy: string | null;
              bookings: {
                ticketId: number;
                bookingNumber: string | null;
                status: string;
                roomName: string;
                /** Format: date */
                date: string;
                startTime: string;
                endTime: string;
              }[];
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign; the signed-in role is not one of ADMIN, DESK */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/applications/{id}/extend': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Extend an approved application by one validity period
     * @description `calendar-year`: to 31 December of the next year; `{ months }`: that many months more. An application whose validity has ended is extended from today. 409 `conflict` [`state`] unless approved. Audited.
     *
     *     Staff only: signed in (session cookie) with the role ADMIN or DESK; 401 without a session, 403 for another role.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              /** @enum {string} */
              state: 'submitted' | 'approved' | 'refused' | 'expired';
              name: string;
              street: string;
              postcode: string;
              town: string;
              country: string;
              phone: string | null;
              institution: string | null;
              topic: string;
              purpose: string;
              publicationPlanned: boolean;
              /** @enum {boolean} */
              rulesAccepted: true;
              /** @enum {boolean} */
              privacyAccepted: true;
              email: string;
              rulesVersion: string | null;
              /** Format: date-time */
              submittedAt: string;
              decidedAt: string | null;
              refusalReason: string | null;
              validFrom: string | null;
              validUntil: string | null;
              identityCheckedAt: string | null;
              decidedBy: string | null;
              identityCheckedBy: string | null;
              bookings: {
                ticketId: number;
                bookingNumber: string | null;
                status: string;
                roomName: string;
                /** Format: date */
                date: string;
                startTime: string;
                endTime: string;
              }[];
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign; the signed-in role is not one of ADMIN, DESK */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Conflict with the current state */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'conflict';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reader/applications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The signed-in reader's user applications, newest first
     * @description Needs the reader session cookie.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              applications: {
                id: number;
                /** @enum {string} */
                state: 'submitted' | 'approved' | 'refused' | 'expired';
                name: string;
                street: string;
                postcode: string;
                town: string;
                country: string;
                phone: string | null;
                institution: string | null;
                topic: string;
                purpose: string;
                publicationPlanned: boolean;
                /** @enum {boolean} */
                rulesAccepted: true;
                /** @enum {boolean} */
                privacyAccepted: true;
                email: string;
                rulesVersion: string | null;
                /** Format: date-time */
                submittedAt: string;
                decidedAt: string | null;
                refusalReason: string | null;
                validFrom: string | null;
                validUntil: string | null;
                identityCheckedAt: string | null;
              }[];
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'reader_signed_out';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    put?: never;
    /**
     * Submit a user application without a booking (one per research topic)
     * @description Stored as `submitted` under the reader's e-mail address with the archive's `readingRulesVersion`; the reader gets a mail that it was received. `purpose` must be one of the archive's `applicationPurposes` (400 [`body.purpose`]); 409 `conflict` [`userApplication`] while the archive asks for no application (`off`). `language` (query, `de` or `en`): the language of its mails.
     *
     *     Needs the reader session cookie.
     *
     *     Refused beyond the schema with 400 `validation__error`, the payload naming the fields (`x-refusals`; `*` is an index):
     *     - `body.name`: the text holds a web address (`://` or `www.`) or a bare domain (a letter or digit, a dot, two letters: `example.org`)
     *     - `body.street`: the text holds a web address (`://` or `www.`)
     *     - `body.postcode`: the text holds a web address (`://` or `www.`) or a bare domain (a letter or digit, a dot, two letters: `example.org`)
     *     - `body.town`: the text holds a web address (`://` or `www.`) or a bare domain (a letter or digit, a dot, two letters: `example.org`)
     *     - `body.phone`: the number has fewer than 5 or more than 17 digits (a "(0)" in a number starting with + not counted)
     *     - `body.institution`: the text holds a web address (`://` or `www.`)
     *     - `body.purpose`: not one of the archive's `applicationPurposes`
     */
    post: {
      parameters: {
        query?: {
          language?: 'de' | 'en';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string & (unknown & unknown);
            street: string & (unknown & unknown);
            postcode: string & (unknown & unknown);
            town: string & (unknown & unknown);
            country?: string;
            phone?: (string & (unknown & unknown)) | null;
            institution?: string | null;
            topic: string & (unknown & unknown);
            purpose: string & (unknown & unknown);
            publicationPlanned: boolean;
            /** @enum {boolean} */
            rulesAccepted: true;
            /** @enum {boolean} */
            privacyAccepted: true;
          };
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              /** @enum {string} */
              state: 'submitted' | 'approved' | 'refused' | 'expired';
              name: string;
              street: string;
              postcode: string;
              town: string;
              country: string;
              phone: string | null;
              institution: string | null;
              topic: string;
              purpose: string;
              publicationPlanned: boolean;
              /** @enum {boolean} */
              rulesAccepted: true;
              /** @enum {boolean} */
              privacyAccepted: true;
              email: string;
              rulesVersion: string | null;
              /** Format: date-time */
              submittedAt: string;
              decidedAt: string | null;
              refusalReason: string | null;
              validFrom: string | null;
              validUntil: string | null;
              identityCheckedAt: string | null;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'reader_signed_out';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Conflict with the current state */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'conflict';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/group-requests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A group asks for seats of a slot, or the whole room
     * @description `seats` 2 up to the slot's capacity (more: 400 [`body.seats`]), or `wholeRoom: true` without `seats`. The slot must be of the room (else 404 [`timeSlot`]) and on a later day than today (else 409 `timeslot_not_open`). Blacklisted e-mail: 409 `booking__email_blacklisted`; the e-mail (any case) with 3 open requests already: 409 `group__limit_reached` (payload: that maximum). Bot check as for carts (403). A mail "request received" goes to the e-mail; the manage link comes only with the confirmation's mail, never in an answer.
     *
     *     Refused beyond the schema with 400 `validation__error`, the payload naming the fields (`x-refusals`; `*` is an index):
     *     - `body.seats`: `seats` is missing without `wholeRoom`, given with `wholeRoom: true`, or more than the slot's capacity
     *     - `body.participants`: `participants` is more than `seats`
     *     - `body.organiserName`: the text holds a web address (`://` or `www.`) or a bare domain (a letter or digit, a dot, two letters: `example.org`)
     *     - `body.institution`: the text holds a web address (`://` or `www.`) or a bare domain (a letter or digit, a dot, two letters: `example.org`)
     *     - `body.phone`: the number has fewer than 5 or more than 17 digits (a "(0)" in a number starting with + not counted)
     */
    post: {
      parameters: {
        query?: {
          /** @description bot check: as for POST /transactions */
          'g-recaptcha-response'?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            roomId: number;
            timeSlotId: number;
            /** @default false */
            wholeRoom?: boolean;
            seats?: number | null;
            organiserName: string & (unknown & unknown);
            institution?: string | null;
            email: string & (unknown & unknown);
            phone?: (string & (unknown & unknown)) | null;
            topic: string & (unknown & unknown);
            units?: string | null;
            participants?: number | null;
            /** @enum {string} */
            language: 'de' | 'en';
          };
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              status: 'REQUESTED' | 'CONFIRMED' | 'DECLINED' | 'CANCELLED';
              bookingNumber: string | null;
              roomId: number;
              roomName: string;
              timeSlotId: number;
              /** Format: date */
              date: string;
              startTime: string;
              endTime: string;
              wholeRoom: boolean;
              seatsRequested: number | null;
              seats: number | null;
              participants: number | null;
              organiserName: string | null;
              institution: string | null;
              email: string | null;
              phone: string | null;
              topic: string | null;
              units: string | null;
              declineReason: string | null;
              /** Format: date */
              participantsUntil: string;
              canChangeParticipants: boolean;
              canCancel: boolean;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign; `recaptcha__validation_error`: the bot check failed */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception' | 'recaptcha__validation_error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Conflict with the current state */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'timeslot_not_open' | 'booking__email_blacklisted' | 'group__limit_reached';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Too many requests: wait for the seconds of `Retry-After` */
        429: {
          headers: {
            /** @description seconds until the next request is accepted */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'too_many_requests';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/group-requests/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A group request by the token of its manage link
     * @description Reads only. Unknown token: 404 [`groupRequest`].
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          token: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              status: 'REQUESTED' | 'CONFIRMED' | 'DECLINED' | 'CANCELLED';
              bookingNumber: string | null;
              roomId: number;
              roomName: string;
              timeSlotId: number;
              /** Format: date */
              date: string;
              startTime: string;
              endTime: string;
              wholeRoom: boolean;
              seatsRequested: number | null;
              seats: number | null;
              participants: number | null;
              organiserName: string | null;
              institution: string | null;
              email: string | null;
              phone: string | null;
              topic: string | null;
              units: string | null;
              declineReason: string | null;
              /** Format: date */
              participantsUntil: string;
              canChangeParticipants: boolean;
              canCancel: boolean;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    /**
     * Cancel the group's request or visit; its seats are free at once
     * @description Already declined or cancelled: 409 `group__closed`; the slot has started: 409 `group__too_late`. Unknown token: 404.
     */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          token: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              status: 'REQUESTED' | 'CONFIRMED' | 'DECLINED' | 'CANCELLED';
              bookingNumber: string | null;
              roomId: number;
              roomName: string;
              timeSlotId: number;
              /** Format: date */
              date: string;
              startTime: string;
              endTime: string;
              wholeRoom: boolean;
              seatsRequested: number | null;
              seats: number | null;
              participants: number | null;
              organiserName: string | null;
              institution: string | null;
              email: string | null;
              phone: string | null;
              topic: string | null;
              units: string | null;
              declineReason: string | null;
              /** Format: date */
              participantsUntil: string;
              canChangeParticipants: boolean;
              canCancel: boolean;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Conflict with the current state */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'group__closed' | 'group__too_late';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Too many requests: wait for the seconds of `Retry-After` */
        429: {
          headers: {
            /** @description seconds until the next request is accepted */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'too_many_requests';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/group-requests/{token}/participants': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Give or change the number of participants (up to the day before the visit)
     * @description More than the seats held (asked for while requested): 400 [`body.participants`]. Declined or cancelled: 409 `group__closed`; on the visit's day or later: 409 `group__too_late`. Unknown token: 404.
     *
     *     Refused beyond the schema with 400 `validation__error`, the payload naming the fields (`x-refusals`; `*` is an index):
     *     - `body.participants`: more than the seats held (confirmed) or asked for (requested)
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          token: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            participants: number;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              status: 'REQUESTED' | 'CONFIRMED' | 'DECLINED' | 'CANCELLED';
              bookingNumber: string | null;
              roomId: number;
              roomName: string;
              timeSlotId: number;
              /** Format: date */
              date: string;
              startTime: string;
              endTime: string;
              wholeRoom: boolean;
              seatsRequested: number | null;
              seats: number | null;
              participants: number | null;
              organiserName: string | null;
              institution: string | null;
              email: string | null;
              phone: string | null;
              topic: string | null;
              units: string | null;
              declineReason: string | null;
              /** Format: date */
              participantsUntil: string;
              canChangeParticipants: boolean;
              canCancel: boolean;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Conflict with the current state */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'group__closed' | 'group__too_late';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Too many requests: wait for the seconds of `Retry-After` */
        429: {
          headers: {
            /** @description seconds until the next request is accepted */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'too_many_requests';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/group-requests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Group requests (of one status, or all), by visit day, start time and id
     * @description Staff only: signed in (session cookie) with the role ADMIN; 401 without a session, 403 for another role.
     */
    get: {
      parameters: {
        query?: {
          status?: 'REQUESTED' | 'CONFIRMED' | 'DECLINED' | 'CANCELLED';
          limit?: string;
          offset?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              content: {
                id: number;
                /** @enum {string} */
                status: 'REQUESTED' | 'CONFIRMED' | 'DECLINED' | 'CANCELLED';
                bookingNumber: string | null;
                roomId: number;
                roomName: string;
                timeSlotId: number;
                /** Format: date */
                date: string;
                startTime: string;
                endTime: string;
                wholeRoom: boolean;
                seatsRequested: number | null;
                seats: number | null;
                participants: number | null;
                organiserName: string | null;
                institution: string | null;
                email: string | null;
                phone: string | null;
                topic: string | null;
                units: string | null;
                declineReason: string | null;
                /** Format: date-time */
                createdAt: string;
                decidedAt: string | null;
                decidedBy: string | null;
                capacity: number;
                freeSeats: number;
              }[];
              totalCount: number;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the signed-in role is not one of ADMIN */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/group-requests/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One group request with the slot's capacity and free seats now
     * @description Staff only: signed in (session cookie) with the role ADMIN; 401 without a session, 403 for another role.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              /** @enum {string} */
              status: 'REQUESTED' | 'CONFIRMED' | 'DECLINED' | 'CANCELLED';
              bookingNumber: string | null;
              roomId: number;
              roomName: string;
              timeSlotId: number;
              /** Format: date */
              date: string;
              startTime: string;
              endTime: string;
              wholeRoom: boolean;
              seatsRequested: number | null;
              seats: number | null;
              participants: number | null;
              organiserName: string | null;
              institution: string | null;
              email: string | null;
              phone: string | null;
              topic: string | null;
              units: string | null;
              declineReason: string | null;
              /** Format: date-time */
              createdAt: string;
              decidedAt: string | null;
              decidedBy: string | null;
              capacity: number;
              freeSeats: number;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the signed-in role is not one of ADMIN */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/group-requests/{id}/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Confirm a group request: its seats are taken at once, all or none
     * @description The seats asked for (the whole room: every seat free now, and the slot closed to individual holds) as one block under the slot lock, with a booking number; the organiser gets one mail with the manage link and the `.ics`. Fewer free seats: 409 `timeslot_no_tickets_left` (payload: the free seats); not REQUESTED: 409 `group__already_decided`; the slot has started: 409 `timeslot_not_open`. Audited.
     *
     *     Staff only: signed in (session cookie) with the role ADMIN; 401 without a session, 403 for another role.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              /** @enum {string} */
              status: 'REQUESTED' | 'CONFIRMED' | 'DECLINED' | 'CANCELLED';
              bookingNumber: string | null;
              roomId: number;
              roomName: string;
              timeSlotId: number;
              /** Format: date */
              date: string;
              startTime: string;
              endTime: string;
              wholeRoom: boolean;
              seatsRequested: number | null;
              seats: number | null;
              participants: number | null;
              organiserName: string | null;
              institution: string | null;
              email: string | null;
              phone: string | null;
              topic: string | null;
              units: string | null;
              declineReason: string | null;
              /** Format: date-time */
              createdAt: string;
              decidedAt: string | null;
              decidedBy: string | null;
              capacity: number;
              freeSeats: number;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign; the signed-in role is not one of ADMIN */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Conflict with the current state */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'timeslot_no_tickets_left' | 'timeslot_not_open' | 'group__already_decided';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/group-requests/{id}/decline': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Decline a group request with a reason (mailed to the organiser)
     * @description Not REQUESTED: 409 `group__already_decided`. Audited (the reason only as a field name).
     *
     *     Staff only: signed in (session cookie) with the role ADMIN; 401 without a session, 403 for another role.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            reason: string & (unknown & unknown);
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              /** @enum {string} */
              status: 'REQUESTED' | 'CONFIRMED' | 'DECLINED' | 'CANCELLED';
              bookingNumber: string | null;
              roomId: number;
              roomName: string;
              timeSlotId: number;
              /** Format: date */
              date: string;
              startTime: string;
              endTime: string;
              wholeRoom: boolean;
              seatsRequested: number | null;
              seats: number | null;
              participants: number | null;
              organiserName: string | null;
              institution: string | null;
              email: string | null;
              phone: string | null;
              topic: string | null;
              units: string | null;
              declineReason: string | null;
              /** Format: date-time */
              createdAt: string;
              decidedAt: string | null;
              decidedBy: string | null;
              capacity: number;
              freeSeats: number;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign; the signed-in role is not one of ADMIN */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Conflict with the current state */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'group__already_decided';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/platform/auth/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Platform sign-in: sets the HttpOnly `lesesaal_platform` cookie
     * @description An unknown e-mail, a wrong password and a disabled administrator answer 401 `auth__invalid_credentials`; failed sign-ins are throttled as the staff sign-in is (429 `too_many_requests` with Retry-After). 200: signed in. 202: the password was right and the cookie's session waits (10 minutes at most) for the second factor: `next: code` — send the code to `/api/platform/auth/login/code`; `next: setup` — the administrator has none and STAFF_SECOND_FACTOR=required: set one up through `/api/platform/auth/second-factor/setup` and `/confirm`. Until then the session signs nobody in. The cookie is sent only to `/api/platform/`. Every sign-in and refused one is in the installation's audit log.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            email: string & (unknown & unknown);
            password: string;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              email: string;
              displayName: string;
            };
          };
        };
        /** @description OK */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              next: 'code' | 'setup';
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'auth__invalid_credentials';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Too many requests: wait for the seconds of `Retry-After` */
        429: {
          headers: {
            /** @description seconds until the next request is accepted */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'too_many_requests';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/platform/auth/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Platform sign-out: ends the session and clears the cookie
     * @description Without a session, or with an ended one, the answer is 204 as well.
     *
     *     Takes the platform session cookie, and answers without one too.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description No content */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/platform/auth/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The signed-in platform administrator
     * @description Platform administrators only: the `lesesaal_platform` session cookie of `POST /api/platform/auth/login` (401 without).
     *
     *     Needs the platform session cookie.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              email: string;
              displayName: string;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/platform/auth/second-factor': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The second factor of the session's platform administrator
     * @description For a signed-in platform administrator and for the session a right password opened (202 of `/api/platform/auth/login`); 401 `http__access_denied_exception` for none.
     *
     *     Needs the platform session cookie.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              enabled: boolean;
              required: boolean;
              /** @enum {string} */
              step: 'signed_in' | 'totp' | 'totp_setup';
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/platform/auth/second-factor/setup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start setting up a second factor (TOTP): a new secret
     * @description For a signed-in platform administrator and for the session a right password opened (202 of `/api/platform/auth/login`); 401 `http__access_denied_exception` for none. A new secret, as text and as an otpauth:// URI (SHA-1, 6 digits, 30 s), not answered again; it counts once confirmed with a code (`/confirm`). 409 `conflict` [`second_factor`] when a confirmed one exists (the command line resets it: `platform-admin reset-second-factor`).
     *
     *     Needs the platform session cookie.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              secret: string;
              uri: string;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Conflict with the current state */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'conflict';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/platform/auth/second-factor/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Confirm the second factor with a code of the new secret
     * @description For a signed-in platform administrator and for the session a right password opened (202 of `/api/platform/auth/login`); 401 `http__access_denied_exception` for none. A wrong code answers 401 `auth__invalid_credentials` and counts in the sign-in throttle (429 with Retry-After). 409 `conflict` [`no_setup`] without a set-up started, [`second_factor`] when already confirmed. A session that waited for the set-up becomes a sign-in: a new cookie is set.
     *
     *     Needs the platform session cookie.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            code: string;
          };
        };
      };
      responses: {
        /** @description No content */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception' | 'auth__invalid_credentials';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Conflict with the current state */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'conflict';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Too many requests: wait for the seconds of `Retry-After` */
        429: {
          headers: {
            /** @description seconds until the next request is accepted */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'too_many_requests';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/platform/auth/login/code': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Platform sign-in, second step: the code of the second factor
     * @description For the session `/api/platform/auth/login` opened with 202 `next: code`. A wrong code, and one of a time step at or before the last accepted one (a code is used once), answer 401 `auth__invalid_credentials` and count in the sign-in throttle (429 with Retry-After); 401 `http__access_denied_exception` without a waiting session. A right code: a new cookie, signed in.
     *
     *     Needs the platform session cookie.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            code: string;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              email: string;
              displayName: string;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception' | 'auth__invalid_credentials';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Too many requests: wait for the seconds of `Retry-After` */
        429: {
          headers: {
            /** @description seconds until the next request is accepted */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'too_many_requests';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/platform/audit-log': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The installation's audit log, newest first
     * @description Platform administrators only: the `lesesaal_platform` session cookie of `POST /api/platform/auth/login` (401 without). What the platform's administrators did — sign-ins and refused ones, archives created, changed, suspended, resumed and removed, settings changed, support sessions opened — and what the command line changed on them (`channel: cli`). Names of fields, never their values; a refused sign-in with an e-mail no administrator has names nobody (`adminId` 0). An entry names its archive by id and slug and outlives it. Entries older than AUDIT_RETENTION_DAYS are deleted hourly. Paging with `limit` (default PAGING_SIZE) and `offset`; `archiveId`: only the entries about that archive.
     *
     *     Needs the platform session cookie.
     */
    get: {
      parameters: {
        query?: {
          limit?: string;
          offset?: string;
          archiveId?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              content: {
                id: number;
                /** Format: date-time */
                at: string;
                adminId: number;
                adminEmail: string;
                /** @enum {string} */
                channel: 'api' | 'cli';
                action: string;
                archiveId: number | null;
                archiveSlug: string | null;
                fields: string[];
              }[];
              totalCount: number;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/platform/archives': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The archives of the installation
     * @description Platform administrators only: the `lesesaal_platform` session cookie of `POST /api/platform/auth/login` (401 without). The default archive (`isDefault`) is served at `/`, every other at `/x/` (its slug) and at its host name.
     *
     *     Needs the platform session cookie.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              slug: string;
              name: string;
              hostName: string | null;
              timeZone: string | null;
              defaultLanguage: ('de' | 'en') | null;
              suspended: boolean;
              /** Format: date-time */
              createdAt: string;
              isDefault: boolean;
            }[];
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    put?: never;
    /**
     * Creates an archive with its first admin
     * @description Platform administrators only: the `lesesaal_platform` session cookie of `POST /api/platform/auth/login` (401 without). The slug: a letter, then letters, digits and hyphens (1–39 characters), none of the paths the installation serves itself (`api`, `admin`, `assets`, `platform`, `reports`, …: 400). The first admin is an ADMIN staff account of the new archive with a generated password, answered this once (`firstAdminPassword`); an admin can set another through support. 409 `conflict` [`slug`] or [`hostName`] when another archive has it, [`hostName`] also for the installation's own (PUBLIC_URL's: it serves the default archive and the platform).
     *
     *     Needs the platform session cookie.
     *
     *     Refused beyond the schema with 400 `validation__error`, the payload naming the fields (`x-refusals`; `*` is an index):
     *     - `body.timeZone`: not a time zone the runtime knows (an IANA name such as `Europe/Vienna`)
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            slug: string;
            name: string & (unknown & unknown);
            hostName?: string;
            timeZone?: string;
            /** @enum {string} */
            defaultLanguage?: 'de' | 'en';
            firstAdmin: {
              email: string & (unknown & unknown);
              displayName: string & (unknown & unknown);
            };
          };
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              slug: string;
              name: string;
              hostName: string | null;
              timeZone: string | null;
              defaultLanguage: ('de' | 'en') | null;
              suspended: boolean;
              /** Format: date-time */
              createdAt: string;
              isDefault: boolean;
              firstAdminPassword: string;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Conflict with the current state */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'conflict';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/platform/archives/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Removes an archive and all its data
     * @description Platform administrators only: the `lesesaal_platform` session cookie of `POST /api/platform/auth/login` (401 without). Only a suspended archive: 409 `conflict` [`not_suspended`] otherwise (suspend first), [`default`] for the default archive. 404 for an unknown archive.
     *
     *     Needs the platform session cookie.
     */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description No content */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Conflict with the current state */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'conflict';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    /**
     * Changes, suspends or resumes an archive
     * @description Platform administrators only: the `lesesaal_platform` session cookie of `POST /api/platform/auth/login` (401 without). Only the fields sent change; null clears host name, time zone and language (the installation's settings). A suspended archive is served to nobody until resumed. 404 for an unknown archive; 409 `conflict` [`slug`] or [`hostName`] when taken (the host name also when it is the one of PUBLIC_URL), [`default`] for suspending the default archive (it can be renamed).
     *
     *     Needs the platform session cookie.
     *
     *     Refused beyond the schema with 400 `validation__error`, the payload naming the fields (`x-refusals`; `*` is an index):
     *     - `body.timeZone`: not a time zone the runtime knows (an IANA name such as `Europe/Vienna`)
     */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            slug?: string;
            name?: string & (unknown & unknown);
            hostName?: string | null;
            timeZone?: string | null;
            defaultLanguage?: ('de' | 'en') | null;
            suspended?: boolean;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              slug: string;
              name: string;
              hostName: string | null;
              timeZone: string | null;
              defaultLanguage: ('de' | 'en') | null;
              suspended: boolean;
              /** Format: date-time */
              createdAt: string;
              isDefault: boolean;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Conflict with the current state */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'conflict';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/api/platform/archives/{id}/support': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Opens an archive's staff screens for support
     * @description Platform administrators only: the `lesesaal_platform` session cookie of `POST /api/platform/auth/login` (401 without). A staff session of one hour in the archive for the administrator: an ADMIN account with their e-mail and name (listed under the archive's users while a support session of theirs runs there, removed when the last one is signed out or has run out), its cookie set for the archive's path, the sign-in in the archive's audit log (`method:platform_support`) and every change made in the session under their e-mail. `url`: the staff start page. 404 for an unknown archive; 409 `conflict` [`suspended`] for a suspended one, [`email`] when an account of the archive's own has the administrator's e-mail.
     *
     *     Needs the platform session cookie.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              url: string;
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Conflict with the current state */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'conflict';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/platform/overview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Counts per archive
     * @description Platform administrators only: the `lesesaal_platform` session cookie of `POST /api/platform/auth/login` (401 without). Rooms, slots from today on, tickets booked this month and this year (the archive's date and time zone), staff accounts: counts only, no personal data.
     *
     *     Needs the platform session cookie.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              archiveId: number;
              slug: string;
              name: string;
              suspended: boolean;
              rooms: number;
              timeSlots: number;
              ticketsBookedThisMonth: number;
              ticketsBookedThisYear: number;
              staffAccounts: number;
            }[];
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/platform/archives/{id}/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * An archive's own settings
     * @description Platform administrators only: the `lesesaal_platform` session cookie of `POST /api/platform/auth/login` (401 without). The keys the archive has set (a key absent: the installation's value), and under `installation` the installation's value of every key. Secrets are never answered: `smtpUrlSet`, `directory.clientSecretSet`. 404 for an unknown archive.
     *
     *     Needs the platform session cookie.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              logoUrl?: string;
              primaryColor?: string;
              imprintUrl?: string;
              privacyUrl?: string;
              accessibilityStatementUrl?: string;
              contactEmail?: string;
              feedbackEmail?: string;
              address?: string;
              labelOverride?: {
                [key: string]: string;
              };
              mailFromAddress?: string;
              reminderTime?: string;
              maxReservations?: number;
              holdMinutes?: number;
              maxDailyTickets?: number;
              timeslotBookableStartValue?: number;
              timeslotBookableEndValue?: number;
              personMaxVisitsPerWeek?: number | 'off';
              personMaxVisitsPerMonth?: number | 'off';
              /** @enum {string} */
              personLimitScope?: 'ROOM' | 'ALL';
              waitingListOfferHours?: number | 'off';
              /** @enum {string} */
              userApplication?: 'off' | 'with-booking' | 'required';
              applicationValidity?:
                | 'calendar-year'
                | {
                    months: number;
                  };
              applicationPurposes?: string[];
              readingRulesUrl?: string;
              readingRulesVersion?: string;
              applicationRetentionYears?: number;
              directory?:
                | {
                    issuer: string;
                    clientId: string;
                    clientSecretSet: boolean;
                    rolesClaim: string;
                    roleMap: {
                      [key: string]: string;
                    };
                    label: string | null;
                    hideLocalLogin: boolean;
                  }
                | 'off';
              smtpUrlSet: boolean;
              installation: {
                logoUrl: string | null;
                primaryColor: string | null;
                imprintUrl: string | null;
                privacyUrl: string | null;
                accessibilityStatementUrl: string | null;
                contactEmail: string | null;
                feedbackEmail: string;
                address: string | null;
                labelOverride: {
                  [key: string]: string;
                };
                mailFromAddress: string;
                reminderTime: string;
                maxReservations: number;
                holdMinutes: number;
                maxDailyTickets: number;
                timeslotBookableStartValue: number;
                timeslotBookableEndValue: number;
                personMaxVisitsPerWeek: number | 'off';
                personMaxVisitsPerMonth: number | 'off';
                /** @enum {string} */
                personLimitScope: 'ROOM' | 'ALL';
                waitingListOfferHours: number | 'off';
                /** @enum {string} */
                userApplication: 'off' | 'with-booking' | 'required';
                applicationValidity:
                  | 'calendar-year'
                  | {
                      months: number;
                    };
                applicationPurposes: string[];
                readingRulesUrl: string | null;
                readingRulesVersion: string | null;
                applicationRetentionYears: number;
                smtpUrlSet: boolean;
                directory: {
                  issuer: string;
                  clientId: string;
                  clientSecretSet: boolean;
                  rolesClaim: string;
                  roleMap: {
                    [key: string]: string;
                  };
                  label: string | null;
                  hideLocalLogin: boolean;
                } | null;
              };
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Changes an archive's own settings
     * @description Platform administrators only: the `lesesaal_platform` session cookie of `POST /api/platform/auth/login` (401 without). Only the keys sent change; null clears a key (the installation's value again). Keys: `logoUrl`, `primaryColor` (`#rrggbb`, white text on it at least 4.5:1), `imprintUrl`, `privacyUrl`, `accessibilityStatementUrl` (https), `contactEmail`, `feedbackEmail`, `address` (the archive's postal address, one line of at most 200 characters: the location of the mails' calendar entries; the installation has none), `labelOverride` (label key → text), `mailFromAddress` (the archive's name stays the display name), `smtpUrl` (write-only; `smtp://` or `smtps://` with user, password, host and port only: a path or query string 400), `reminderTime` (`HH:MM` or `off`), `maxReservations`, `holdMinutes`, `maxDailyTickets`, `timeslotBookableStartValue`, `timeslotBookableEndValue`, `personMaxVisitsPerWeek`, `personMaxVisitsPerMonth` (a number or `off`: no limit), `personLimitScope`, `waitingListOfferHours` (hours or `off`), `userApplication` (`off`, `with-booking`: each booking names purpose and topic, `required`: rooms marked `requiresApplication` need an approved user application), `applicationValidity` (`calendar-year`: until 31 December of the approval's year, or `{ "months": 1..60 }`), `applicationPurposes` (1–30 distinct texts), `readingRulesUrl` (https), `readingRulesVersion`, `applicationRetentionYears` (1–30), `directory` (the directory sign-in; its `clientSecret` write-only; `off`: none even when the installation has one). A `directory` without `clientSecret` keeps the stored one for the same `issuer` and `clientId` (400 [`body.directory.clientSecret`] when there is none, or when either of them changes: the stored secret is never sent to another issuer). Answers the settings as GET does; recorded in the archive's audit log (the keys' names only). 404 for an unknown archive.
     *
     *     Needs the platform session cookie.
     *
     *     Refused beyond the schema with 400 `validation__error`, the payload naming the fields (`x-refusals`; `*` is an index):
     *     - `body.logoUrl`: not an absolute `https://` URL with a domain name
     *     - `body.primaryColor`: white text on the colour has a contrast below 4.5:1
     *     - `body.imprintUrl`: not an absolute `https://` URL with a domain name
     *     - `body.privacyUrl`: not an absolute `https://` URL with a domain name
     *     - `body.accessibilityStatementUrl`: not an absolute `https://` URL with a domain name
     *     - `body.labelOverride`: a key has a part named `__proto__`, `constructor` or `prototype`
     *     - `body.readingRulesUrl`: not an absolute `https://` URL with a domain name
     *     - `body.directory.issuer`: not an `https://` URL without query or fragment (`http://` only for localhost), or over 500 characters
     *     - `body.directory.clientSecret`: left out while the archive has no stored secret for the same `issuer` and `clientId`
     *     - `body.directory.roleMap`: no group, more than 100, or a group blank or over 200 characters
     */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            logoUrl?: string | null;
            primaryColor?: string | null;
            imprintUrl?: string | null;
            privacyUrl?: string | null;
            accessibilityStatementUrl?: string | null;
            contactEmail?: (string & (unknown & unknown)) | null;
            feedbackEmail?: (string & (unknown & unknown)) | null;
            address?: (string & (unknown & unknown)) | null;
            labelOverride?: {
              [key: string]: string;
            } | null;
            mailFromAddress?: (string & (unknown & unknown)) | null;
            reminderTime?: (string | 'off') | null;
            maxReservations?: number | null;
            holdMinutes?: number | null;
            maxDailyTickets?: number | null;
            timeslotBookableStartValue?: number | null;
            timeslotBookableEndValue?: number | null;
            personMaxVisitsPerWeek?: (number | 'off') | null;
            personMaxVisitsPerMonth?: (number | 'off') | null;
            personLimitScope?: ('ROOM' | 'ALL') | null;
            waitingListOfferHours?: (number | 'off') | null;
            userApplication?: ('off' | 'with-booking' | 'required') | null;
            applicationValidity?:
              | (
                  | 'calendar-year'
                  | {
                      months: number;
                    }
                )
              | null;
            applicationPurposes?: (string & (unknown & unknown))[] | null;
            readingRulesUrl?: string | null;
            readingRulesVersion?: (string & (unknown & unknown)) | null;
            applicationRetentionYears?: number | null;
            smtpUrl?: (string & (unknown & unknown)) | null;
            directory?:
              | (
                  | {
                      issuer: string;
                      clientId: string & (unknown & unknown);
                      clientSecret?: string & (unknown & unknown);
                      rolesClaim?: string;
                      roleMap: {
                        [key: string]: 'ADMIN' | 'REPORTS' | 'DESK';
                      };
                      label?: (string & (unknown & unknown)) | null;
                      hideLocalLogin?: boolean;
                    }
                  | 'off'
                )
              | null;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              logoUrl?: string;
              primaryColor?: string;
              imprintUrl?: string;
              privacyUrl?: string;
              accessibilityStatementUrl?: string;
              contactEmail?: string;
              feedbackEmail?: string;
              address?: string;
              labelOverride?: {
                [key: string]: string;
              };
              mailFromAddress?: string;
              reminderTime?: string;
              maxReservations?: number;
              holdMinutes?: number;
              maxDailyTickets?: number;
              timeslotBookableStartValue?: number;
              timeslotBookableEndValue?: number;
              personMaxVisitsPerWeek?: number | 'off';
              personMaxVisitsPerMonth?: number | 'off';
              /** @enum {string} */
              personLimitScope?: 'ROOM' | 'ALL';
              waitingListOfferHours?: number | 'off';
              /** @enum {string} */
              userApplication?: 'off' | 'with-booking' | 'required';
              applicationValidity?:
                | 'calendar-year'
                | {
                    months: number;
                  };
              applicationPurposes?: string[];
              readingRulesUrl?: string;
              readingRulesVersion?: string;
              applicationRetentionYears?: number;
              directory?:
                | {
                    issuer: string;
                    clientId: string;
                    clientSecretSet: boolean;
                    rolesClaim: string;
                    roleMap: {
                      [key: string]: string;
                    };
                    label: string | null;
                    hideLocalLogin: boolean;
                  }
                | 'off';
              smtpUrlSet: boolean;
              installation: {
                logoUrl: string | null;
                primaryColor: string | null;
                imprintUrl: string | null;
                privacyUrl: string | null;
                accessibilityStatementUrl: string | null;
                contactEmail: string | null;
                feedbackEmail: string;
                address: string | null;
                labelOverride: {
                  [key: string]: string;
                };
                mailFromAddress: string;
                reminderTime: string;
                maxReservations: number;
                holdMinutes: number;
                maxDailyTickets: number;
                timeslotBookableStartValue: number;
                timeslotBookableEndValue: number;
                personMaxVisitsPerWeek: number | 'off';
                personMaxVisitsPerMonth: number | 'off';
                /** @enum {string} */
                personLimitScope: 'ROOM' | 'ALL';
                waitingListOfferHours: number | 'off';
                /** @enum {string} */
                userApplication: 'off' | 'with-booking' | 'required';
                applicationValidity:
                  | 'calendar-year'
                  | {
                      months: number;
                    };
                applicationPurposes: string[];
                readingRulesUrl: string | null;
                readingRulesVersion: string | null;
                applicationRetentionYears: number;
                smtpUrlSet: boolean;
                directory: {
                  issuer: string;
                  clientId: string;
                  clientSecretSet: boolean;
                  rolesClaim: string;
                  roleMap: {
                    [key: string]: string;
                  };
                  label: string | null;
                  hideLocalLogin: boolean;
                } | null;
              };
            };
          };
        };
        /** @description Invalid input: `payload` lists the failing fields (e.g. `body.email`, `querystring.sort`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'validation__error';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not signed in (no or an expired session cookie) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Refused: the CSRF header `X-Requested-With: XMLHttpRequest` is missing or the Origin is foreign */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'http__access_denied_exception';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Not found: `payload` names what (e.g. `room`, `timeSlot`) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'not_found';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Request body or upload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'payload_too_large';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Unsupported content type of the body or upload */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unsupported_media_type';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description Internal failure (a bug): `unknown`, details only in the server log */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'unknown';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
        /** @description The database cannot be reached right now (restarting, failing over, network): nothing was changed; send the same request again after the seconds of `Retry-After` */
        503: {
          headers: {
            /** @description seconds to wait before trying again */
            'retry-after'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'service_unavailable';
              /** @description details: the failing field paths (400), the missing resource (404), the refused rule (409) */
              payload?: string[];
            };
          };
        };
      };
    };
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: never;
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
