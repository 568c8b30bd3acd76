/**
 * Staff sign-in: query keys, query options and mutation hooks. `Me` and the
 * login payload are the domain's staff schemas, shared with the server's auth module.
 */
import type { LoginPayload, Me } from '@lesesaal/domain/staff/schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api/api-context';
import { ApiError, type ApiClient } from '../../api/client';
import { navigateTo } from '../../platform/navigate-to';
import { reloadPage } from '../../platform/reload-page';

export const authKeys = {
  all: ['auth'] as const,
  me: () => [...authKeys.all, 'me'] as const,
  directory: () => [...authKeys.all, 'directory'] as const,
  secondFactor: () => [...authKeys.all, 'second-factor'] as const,
};

/** Whether sign-in through the archive's directory is offered, its button text, and whether its provider answers. */
export function directoryStatusQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: authKeys.directory(),
    queryFn: ({ signal }) => api.GET('/api/auth/oidc/status', { signal }),
    staleTime: 60_000,
    retry: false,
  });
}

export function useDirectoryStatus() {
  return useQuery(directoryStatusQueryOptions(useApi()));
}

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

/** After a right password: `code` — the second factor's code is awaited; `setup` — one must be set up first. */
export type SecondStep = 'code' | 'setup';

/**
 * Signs in; when signed in the page reloads so the server renders the interface of the
 * account's role. When a second step is awaited it is answered (`code` or `setup`) and
 * nothing reloads. 401 → `auth__invalid_credentials`, 429 → `too_many_requests`.
 */
export function useLogin() {
  const api = useApi();
  return useMutation<SecondStep | null, ApiError, LoginPayload>({
    mutationFn: async (payload) =>
      (await api.POST('/api/auth/login', { body: payload }))?.next ?? null,
    onSuccess: (next) => {
      if (next === null) reloadPage();
    },
  });
}

/** A right code (six digits) signs in: the page reloads. 401 → wrong or used code, 429 → throttled. */
export function useLoginCode() {
  const api = useApi();
  return useMutation<void, ApiError, string>({
    mutationFn: (code) => api.POST('/api/auth/login/code', { body: { code } }),
    onSuccess: () => reloadPage(),
  });
}

/** The session's second factor: set up or not, required or not, and the step the session waits for. */
export function secondFactorQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: authKeys.secondFactor(),
    queryFn: ({ signal }) => api.GET('/api/auth/second-factor', { signal }),
    retry: false,
  });
}

export function useSecondFactorStatus(enabled = true) {
  return useQuery({ ...secondFactorQueryOptions(useApi()), enabled });
}

/** A new secret (text and otpauth:// URI), shown once; 409 when one is confirmed already. */
export function useStartSecondFactorSetup() {
  const api = useApi();
  return useMutation<{ secret: string; uri: string }, ApiError>({
    mutationFn: () => api.POST('/api/auth/second-factor/setup'),
  });
}

/**
 * Confirms the set-up with a code. During a sign-in (`signingIn`) the session becomes a
 * sign-in and the page reloads; a signed-in person's status is read again.
 */
export function useConfirmSecondFactor(signingIn: boolean) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation<void, ApiError, string>({
    mutationFn: (code) => api.POST('/api/auth/second-factor/confirm', { body: { code } }),
    onSuccess: () => {
      if (signingIn) reloadPage();
      else void client.invalidateQueries({ queryKey: authKeys.secondFactor() });
    },
  });
}

/**
 * Signs out. A directory account signs out through `/api/auth/oidc/logout` and the browser
 * then goes to the provider's sign-out page when the provider names one; otherwise (and for
 * local accounts) the page reloads, showing the login.
 */
export function useLogout() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation<string | null, ApiError>({
    mutationFn: async () => {
      // the shell has read the account already; an unreadable one signs out locally
      const me = await client.ensureQueryData(meQueryOptions(api)).catch(() => null);
      if (me?.signInMethod === 'directory')
        return (await api.POST('/api/auth/oidc/logout')).redirectUrl;
      await api.POST('/api/auth/logout');
      return null;
    },
    onSuccess: (redirectUrl) => {
      if (!redirectUrl || !navigateTo(redirectUrl)) reloadPage();
    },
    // Reload even when the session was already gone: the page then shows the login.
    onError: () => reloadPage(),
  });
}
