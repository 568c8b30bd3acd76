import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/client';

/** The server's "briefly unavailable" (503, its database unreachable): nothing was changed. */
export function isServiceUnavailable(error: unknown): boolean {
  return error instanceof ApiError && error.status === 503;
}

/** Reads retried after a 503: about half a minute with the backoff of {@link retryDelay}. */
const UNAVAILABLE_RETRIES = 5;

/**
 * Client errors (4xx) and cancellations are answers, not hiccups: never retried. A 503 is
 * retried longer than other failures: the server asks to come back in a few seconds. Only
 * queries (reads) retry; mutations never do, a write is sent again by the person.
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isServiceUnavailable(error)) return failureCount < UNAVAILABLE_RETRIES;
  if (
    error instanceof ApiError &&
    ((error.status >= 400 && error.status < 500) || error.code === 'cancelled')
  ) {
    return false;
  }
  return failureCount < 2;
}

/** Backoff before retry n + 1 (`failureCount` n from 0): 1 s, 2 s, 4 s, 8 s, then 10 s. */
export function retryDelay(failureCount: number): number {
  return Math.min(1000 * 2 ** failureCount, 10_000);
}

export interface QueryClientOptions {
  retry?: boolean;
  /**
   * Called when a staff call answers 401: the session expired (idle timeout), so the page
   * reloads and the server shows the login.
   */
  onUnauthorized?: () => void;
}

export function createQueryClient(options: QueryClientOptions = {}): QueryClient {
  const onError = (error: unknown) => {
    if (options.onUnauthorized && error instanceof ApiError && error.status === 401)
      options.onUnauthorized();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        retry: options.retry === false ? false : shouldRetry,
        retryDelay,
        staleTime: 10_000,
      },
      mutations: { retry: false },
    },
  });
}
