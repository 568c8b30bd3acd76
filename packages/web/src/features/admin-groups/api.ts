import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { GROUP_STATUSES, type GroupStatus } from '@lesesaal/domain/group-visits/schema';
import { pageOffset } from '@lesesaal/domain/paging';
import type { ApiClient, ApiData } from '../../api/client';
import { useApi } from '../../api/api-context';

/** One page of the staff's group requests, as the server answers it. */
export type GroupRequestPage = ApiData<'/api/admin/group-requests', 'get'>;
/** One group request as the staff's calls answer it. */
export type StaffGroupRequest = ApiData<'/api/admin/group-requests/{id}', 'get'>;

export { GROUP_STATUSES, type GroupStatus };

/** The list's state, as kept in the address bar (`/group-requests`); `status` null: all. */
export interface GroupSearch {
  status: GroupStatus | null;
  page: number;
}

/** Query keys of the group screens; a decision invalidates everything under them. */
export const groupKeys = {
  all: ['admin-groups'] as const,
  list: (search: GroupSearch, pageSize: number) =>
    ['admin-groups', 'list', search, pageSize] as const,
  one: (id: number) => ['admin-groups', 'one', id] as const,
};

export const groupRequestsQuery = (api: ApiClient, search: GroupSearch, pageSize: number) =>
  queryOptions({
    queryKey: groupKeys.list(search, pageSize),
    queryFn: () =>
      api.GET('/api/admin/group-requests', {
        params: {
          query: {
            status: search.status ?? undefined,
            limit: String(pageSize),
            offset: String(pageOffset(search.page, pageSize)),
          },
        },
      }),
    placeholderData: keepPreviousData,
  });

export const groupRequestQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: groupKeys.one(id),
    queryFn: () =>
      api.GET('/api/admin/group-requests/{id}', { params: { path: { id: String(id) } } }),
  });

/** A decision on one request; the lists (and every other screen's counts) are read again. */
function useDecision<TIn>(call: (api: ApiClient, input: TIn) => Promise<StaffGroupRequest>) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TIn) => call(api, input),
    onSuccess: (saved) => {
      client.setQueryData(groupKeys.one(saved.id), saved);
      return client.invalidateQueries({ queryKey: groupKeys.all });
    },
    // refused (too few seats, decided elsewhere): the request's free seats and state anew
    onError: () => client.invalidateQueries({ queryKey: groupKeys.all }),
  });
}

const path = (id: number) => ({ params: { path: { id: String(id) } } });

/** Confirms: every seat asked for (or the whole room) is taken at once, one booking number. */
export const useConfirmGroup = () =>
  useDecision((api, id: number) => api.POST('/api/admin/group-requests/{id}/confirm', path(id)));

/** Declines with a reason (mailed to the organiser). */
export const useDeclineGroup = () =>
  useDecision((api, input: { id: number; reason: string }) =>
    api.POST('/api/admin/group-requests/{id}/decline', {
      ...path(input.id),
      body: { reason: input.reason },
    }),
  );
