/**
 * The reader's session as every visitor screen sees it (the header's sign-in entry, the
 * booking's personal data step, "My data"): who is signed in (`GET /api/reader/me`, null
 * when signed out), their applications, and signing out. Here in components/ because two
 * features share it (features do not import each other). The header reads only the tab's
 * mark (reader-hint.ts), which these calls keep true to the session.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, type ApiClient } from '../api/client';
import { useApi } from '../api/api-context';
import { readerHint } from './reader-hint';

export { readerHint };

export const readerKeys = {
  all: ['reader'] as const,
  me: ['reader', 'me'] as const,
  bookings: ['reader', 'bookings'] as const,
  applications: ['reader', 'applications'] as const,
};

/** The signed-in reader's user applications (`GET /api/reader/applications`). */
export const readerApplicationsQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: readerKeys.applications,
    queryFn: () => api.GET('/api/reader/applications'),
  });

/** The signed-in reader, or null (401 `reader_signed_out`). */
export const readerMeQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: readerKeys.me,
    queryFn: async () => {
      try {
        const { reader } = await api.GET('/api/reader/me');
        readerHint.set(true);
        return reader;
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) {
          readerHint.set(false);
          return null;
        }
        throw error;
      }
    },
    staleTime: 60_000,
  });

/**
 * The signed-in reader (`data`: the reader or null). `ask`: false reads only what another
 * screen asked already (or this tab's sign-in left), without a call of its own.
 */
export function useReader(ask = true) {
  const api = useApi();
  return useQuery({ ...readerMeQueryOptions(api), enabled: ask });
}

/** Signing out: the session ends, the reader's data leave the page's cache. */
export function useSignOut() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.POST('/api/reader/sign-out'),
    onSuccess: () => forgetReader(client),
  });
}

/** After signing out or deleting the account: nobody is signed in, nothing of theirs is kept. */
export function forgetReader(client: ReturnType<typeof useQueryClient>): void {
  readerHint.set(false);
  client.removeQueries({ queryKey: readerKeys.bookings });
  client.removeQueries({ queryKey: readerKeys.applications });
  client.setQueryData(readerKeys.me, null);
}
