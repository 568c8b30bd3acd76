/**
 * Staff sign-in: query keys, query options and mutation hooks. `Me` and the
 * login payload are the domain's staff schemas, shared with the server's auth module.
 */
import type { LoginPayload, Me } from '@lesesaal/domain/staff/schema';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/api-context';
import { ApiError, type ApiClient } from '../../api/client';
import { reloadPage } from '../../platform/reload-page';

export const authKeys = {
  all: ['auth'] as const,
  me: () => [...authKeys.all, 'me'] as const,
};

/** The signed-in account, or `null` when there is no session (401). */
export function meQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: authKeys.me(),
    queryFn: async ({ signal }): Promise<Me | null> => {
      try {
        return await api.GET('/api/auth/me', { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    staleTime: 60_000,
  });
}

export function useMe() {
  return useQuery(meQueryOptions(useApi()));
}

/**
 * Signs in; on success the page reloads so the server renders the interface of the
 * account's role. 401 → `auth__invalid_credentials`, 429 → `too_many_requests`.
 */
export function useLogin() {
  const api = useApi();
  return useMutation<void, ApiError, LoginPayload>({
    mutationFn: (payload) => api.POST('/api/auth/login', { body: payload }),
    onSuccess: () => reloadPage(),
  });
}

export function useLogout() {
  const api = useApi();
  return useMutation<void, ApiError>({
    mutationFn: () => api.POST('/api/auth/logout'),
    // Reload even when the session was already gone: the page then shows the login.
    onSettled: () => reloadPage(),
  });
}
