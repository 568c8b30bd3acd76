import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  RolePreviewRequest,
  StaffAccountCreate,
  StaffAccountUpdate,
} from '@lesesaal/domain/staff/schema';
import type { ApiClient, ApiError } from '../../api/client';
import { useApi } from '../../api/api-context';

/** Query keys of the staff accounts screens; mutations invalidate everything under `admin-users`. */
export const adminUserKeys = {
  all: ['admin-users'] as const,
  list: () => ['admin-users', 'list'] as const,
  directory: () => ['admin-users', 'directory'] as const,
};

/** Whether sign-in through the archive's directory is configured (the role preview is offered then). */
export const directoryStatusQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: adminUserKeys.directory(),
    queryFn: ({ signal }) => api.GET('/api/auth/oidc/status', { signal }),
    staleTime: 60_000,
  });

/** The role a directory sign-in with these groups would give (changes nothing). */
export function useRolePreview() {
  const api = useApi();
  return useMutation<Awaited<ReturnType<typeof previewRole>>, ApiError, RolePreviewRequest>({
    mutationFn: (input) => previewRole(api, input),
  });
}

const previewRole = (api: ApiClient, input: RolePreviewRequest) =>
  api.POST('/api/admin/users/role-preview', { body: input });

/** Every staff account, by e-mail (`GET /admin/users`). */
export const staffAccountsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: adminUserKeys.list(),
    queryFn: async () => (await api.GET('/api/admin/users')).content,
  });

function useUserMutation<TIn, TOut>(fn: (input: TIn) => Promise<TOut>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: adminUserKeys.all }),
  });
}

export function useCreateStaffAccount() {
  const api = useApi();
  return useUserMutation((input: StaffAccountCreate) =>
    api.POST('/api/admin/users', { body: input }),
  );
}

/** Role, disabled and/or a new password; 409 `conflict` [`self`|`last_admin`] when refused. */
export function useUpdateStaffAccount(id: number) {
  const api = useApi();
  return useUserMutation((input: StaffAccountUpdate) =>
    api.PUT('/api/admin/users/{id}', { params: { path: { id: String(id) } }, body: input }),
  );
}

export function useDeleteStaffAccount() {
  const api = useApi();
  return useUserMutation((id: number) =>
    api.DELETE('/api/admin/users/{id}', { params: { path: { id: String(id) } } }),
  );
}

/** Removes the account's second factor (a lost phone); 404 for an unknown account. */
export function useResetSecondFactor(id: number) {
  const api = useApi();
  return useUserMutation(() =>
    api.DELETE('/api/admin/users/{id}/second-factor', { params: { path: { id: String(id) } } }),
  );
}

/**
 * Allows (`true`, for seven days) or withdraws (`false`) the takeover of this local account
 * by the next directory sign-in with its e-mail; 409 `conflict` [`directory`|`no_directory`].
 */
export function useDirectoryLink(id: number) {
  const api = useApi();
  return useUserMutation((allow: boolean) => {
    const init = { params: { path: { id: String(id) } } };
    return allow
      ? api.PUT('/api/admin/users/{id}/directory-link', init)
      : api.DELETE('/api/admin/users/{id}/directory-link', init);
  });
}
