/**
 * The platform administrators' calls (`/api/platform/…`): who is signed in (with the second
 * factor's step), the archives, their counts and the support session. Every change reads the
 * archives and the counts again.
 */
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useApi } from '../../api/api-context';
import { ApiError, type ApiClient, type ApiData, type ApiInput } from '../../api/client';
import { navigateTo } from '../../platform/navigate-to';

export type Archive = ApiData<'/api/platform/archives', 'get'>[number];
export type ArchiveCounts = ApiData<'/api/platform/overview', 'get'>[number];
export type PlatformAdmin = ApiData<'/api/platform/auth/me', 'get'>;
export type ArchiveCreate = ApiInput<'/api/platform/archives', 'post'>;
/** The new archive and its first admin's generated password, answered this once. */
export type CreatedArchive = ApiData<'/api/platform/archives', 'post'>;
export type ArchiveUpdate = ApiInput<'/api/platform/archives/{id}', 'patch'>;
export type PlatformLogin = ApiInput<'/api/platform/auth/login', 'post'>;

export const platformKeys = {
  all: ['platform'] as const,
  me: () => ['platform', 'me'] as const,
  archives: () => ['platform', 'archives'] as const,
  overview: () => ['platform', 'overview'] as const,
  secondFactor: () => ['platform', 'second-factor'] as const,
  auditLog: (offset: number, limit: number) => ['platform', 'audit-log', offset, limit] as const,
};

/** The signed-in platform administrator, or `null` without a session (401). */
export function platformMeQuery(api: ApiClient) {
  return queryOptions({
    queryKey: platformKeys.me(),
    queryFn: async ({ signal }): Promise<PlatformAdmin | null> => {
      try {
        return await api.GET('/api/platform/auth/me', { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    staleTime: 60_000,
  });
}

export function usePlatformMe() {
  return useQuery(platformMeQuery(useApi()));
}

/** Every archive of the installation, the default one included. */
export const archivesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: platformKeys.archives(),
    queryFn: ({ signal }) => api.GET('/api/platform/archives', { signal }),
  });

/** Counts per archive (rooms, slots, bookings, staff accounts), no personal data. */
export const overviewQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: platformKeys.overview(),
    queryFn: ({ signal }) => api.GET('/api/platform/overview', { signal }),
  });

/**
 * Drops what was read with the previous session (`me` itself is set, not removed: the
 * shell observes it).
 */
function forgetArchives(client: QueryClient) {
  client.removeQueries({ queryKey: platformKeys.archives() });
  client.removeQueries({ queryKey: platformKeys.overview() });
  client.removeQueries({ queryKey: platformKeys.secondFactor() });
  client.removeQueries({ queryKey: ['platform', 'audit-log'] });
}

/** After a right password: `code` — the second factor's code is awaited; `setup` — one must be set up first. */
export type PlatformSecondStep = 'code' | 'setup';

/** Signed in: the administrator becomes `me` (no reload: the same page). */
function useSignedIn() {
  const client = useQueryClient();
  return (me: PlatformAdmin) => {
    forgetArchives(client);
    client.setQueryData(platformKeys.me(), me);
  };
}

/**
 * Signs in: the answer is the administrator, kept as `me`, or (202) the second step the
 * session waits for, answered to the sign-in screen.
 */
export function usePlatformLogin() {
  const api = useApi();
  const signedIn = useSignedIn();
  return useMutation<PlatformSecondStep | null, ApiError, PlatformLogin>({
    mutationFn: async (body) => {
      const answer = await api.POST('/api/platform/auth/login', { body });
      if ('next' in answer) return answer.next;
      signedIn(answer);
      return null;
    },
  });
}

/** The second step: a right code (six digits) signs in. 401: wrong or used code, 429: throttled. */
export function usePlatformLoginCode() {
  const api = useApi();
  const signedIn = useSignedIn();
  return useMutation<PlatformAdmin, ApiError, string>({
    mutationFn: (code) => api.POST('/api/platform/auth/login/code', { body: { code } }),
    onSuccess: signedIn,
  });
}

/** Signs out; whatever the answer, nothing read with the session is kept. */
export function usePlatformLogout() {
  const api = useApi();
  const client = useQueryClient();
  const forget = () => {
    forgetArchives(client);
    client.setQueryData(platformKeys.me(), null);
  };
  return useMutation<void, ApiError>({
    mutationFn: () => api.POST('/api/platform/auth/logout'),
    onSuccess: forget,
    onError: forget,
  });
}

function useArchiveMutation<TIn, TOut>(fn: (input: TIn) => Promise<TOut>) {
  const client = useQueryClient();
  return useMutation<TOut, ApiError, TIn>({
    mutationFn: fn,
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: platformKeys.archives() }),
        client.invalidateQueries({ queryKey: platformKeys.overview() }),
      ]);
    },
  });
}

/** 201 with the new archive; 409 `conflict` for a slug or host name already taken. */
export function useCreateArchive() {
  const api = useApi();
  return useArchiveMutation((body: ArchiveCreate) => api.POST('/api/platform/archives', { body }));
}

/** Only the given fields change; 409 for a taken slug or host name, or the default archive suspended. */
export function useUpdateArchive(id: number) {
  const api = useApi();
  return useArchiveMutation((body: ArchiveUpdate) =>
    api.PATCH('/api/platform/archives/{id}', { params: { path: { id: String(id) } }, body }),
  );
}

/** Removes a suspended archive with all its data; 409 for the default or an active one. */
export function useDeleteArchive(id: number) {
  const api = useApi();
  return useArchiveMutation(() =>
    api.DELETE('/api/platform/archives/{id}', { params: { path: { id: String(id) } } }),
  );
}

/**
 * Opens the archive's staff screens for support: the server starts a time-limited admin
 * session there (in the archive's audit log) and names the start page; the browser goes there.
 */
export function useOpenSupport(id: number) {
  const api = useApi();
  return useMutation<{ url: string }, ApiError>({
    mutationFn: () =>
      api.POST('/api/platform/archives/{id}/support', { params: { path: { id: String(id) } } }),
    onSuccess: ({ url }) => {
      navigateTo(url);
    },
  });
}
