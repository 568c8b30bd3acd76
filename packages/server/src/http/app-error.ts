import type { ErrorCode } from '@lesesaal/domain/errors';

/**
 * The one error type. Thrown anywhere below a route; the error
 * handler renders `{ error: code, payload? }` with `status`.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    readonly payload?: string[],
  ) {
    super(code);
    this.name = 'AppError';
  }

  static notFound(what = 'resource'): AppError {
    return new AppError('not_found', 404, [what]);
  }

  static validation(...fields: string[]): AppError {
    return new AppError('validation__error', 400, fields.length > 0 ? fields : undefined);
  }

  static accessDenied(status: 401 | 403 = 401): AppError {
    return new AppError('http__access_denied_exception', status);
  }

  static conflict(code: ErrorCode = 'conflict', payload?: string[]): AppError {
    return new AppError(code, 409, payload);
  }
}

/** 429 `too_many_requests`; the error handler sends `Retry-After: retryAfterSeconds`. */
export class TooManyRequestsError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('too_many_requests', 429);
    this.name = 'TooManyRequestsError';
  }
}

/** SQLSTATE of a database error, unwrapped from drizzle's wrapper. */
export function sqlState(err: unknown): string | undefined {
  let e: unknown = err;
  for (let depth = 0; depth < 4 && e && typeof e === 'object'; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}
