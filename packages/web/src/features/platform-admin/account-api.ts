/**
 * The platform administrator's own account: the second factor (status, set-up, confirmation)
 * and the installation's audit log (`/api/platform/auth/second-factor…`, `/api/platform/audit-log`).
 */
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useApi } from '../../api/api-context';
import type { ApiClient, ApiData, ApiError } from '../../api/client';
import { platformKeys, type PlatformAdmin } from './api';

export type InstallationAuditPage = ApiData<'/api/platform/audit-log', 'get'>;
export type InstallationAuditEntry = InstallationAuditPage['content'][number];

/** Whether the administrator has a second factor, whether one is required, and the session's step. */
export function usePlatformSecondFactor() {
  const api = useApi();
  return useQuery({
    queryKey: platformKeys.secondFactor(),
    queryFn: ({ signal }) => api.GET('/api/platform/auth/second-factor', { signal }),
    retry: false,
  });
}

/** A new secret (text and otpauth:// URI), shown once; 409 when one is confirmed already. */
export function useStartPlatformSecondFactor() {
  const api = useApi();
  return useMutation<{ secret: string; uri: string }, ApiError>({
    mutationFn: () => api.POST('/api/platform/auth/second-factor/setup'),
  });
}

/**
 * Confirms the set-up with a code. During a sign-in (`signingIn`) the session becomes a
 * sign-in: `me` is read again (the shell then shows the administration); a signed-in
 * administrator's status is read again.
 */
export function useConfirmPlatformSecondFactor(signingIn: boolean) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation<void, ApiError, string>({
    mutationFn: (code) => api.POST('/api/platform/auth/second-factor/confirm', { body: { code } }),
    onSuccess: async () => {
      if (!signingIn) {
        await client.invalidateQueries({ queryKey: platformKeys.secondFactor() });
        return;
      }
      const me = await api.GET('/api/platform/auth/me');
      client.setQueryData<PlatformAdmin | null>(platformKeys.me(), me);
    },
  });
}

/** One page of the installation's audit log, newest first. */
export const installationAuditQuery = (api: ApiClient, offset: number, limit: number) =>
  queryOptions({
    queryKey: platformKeys.auditLog(offset, limit),
    queryFn: ({ signal }) =>
      api.GET('/api/platform/audit-log', {
        params: { query: { limit: String(limit), offset: String(offset) } },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
