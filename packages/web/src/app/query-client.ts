import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/client';

/** Client errors (4xx) and cancellations are answers, not hiccups: never retried. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (
    error instanceof ApiError &&
    ((error.status >= 400 && error.status < 500) || error.code === 'cancelled')
  ) {
    return false;
  }
  return failureCount < 2;
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
      queries: { retry: options.retry === false ? false : shouldRetry, staleTime: 10_000 },
      mutations: { retry: false },
    },
  });
}
