import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotAvailableReason, StaffUnitState } from '@lesesaal/domain/record-orders/schema';
import { apiUrl, buildQuery, param, type ApiClient, type ApiData } from '../../api/client';
import { useApi } from '../../api/api-context';

/** One day's pull list as the server answers it. */
export type PullList = ApiData<'/api/admin/pull-list', 'get'>;
/** One unit of the list with its visit. */
export type PullListItem = PullList['items'][number];

/** What the pull list shows: a day, and optionally one room and one pull time. */
export interface PullListFilter {
  date: string;
  roomId: number | null;
  pullTime: string | null;
}

/** Query keys of the pull list; a state change invalidates everything under it. */
export const pullListKeys = {
  all: ['admin-pull-list'] as const,
  rooms: ['admin-pull-list', 'rooms'] as const,
  day: (filter: PullListFilter) =>
    ['admin-pull-list', 'day', filter.date, filter.roomId, filter.pullTime] as const,
};

const listQuery = (filter: PullListFilter) => ({
  date: filter.date,
  roomId: param(filter.roomId),
  pullTime: param(filter.pullTime),
});

export const pullListQuery = (api: ApiClient, filter: PullListFilter) =>
  queryOptions({
    queryKey: pullListKeys.day(filter),
    queryFn: () => api.GET('/api/admin/pull-list', { params: { query: listQuery(filter) } }),
    placeholderData: keepPreviousData,
  });

/** The rooms to choose from (the visitors' list: readable by every staff role). */
export const pullListRoomsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: pullListKeys.rooms,
    queryFn: async () => (await api.GET('/api/rooms')).content,
  });

/** Download address of the pull list's export, with the screen's filters. */
export const pullListExportUrl = (
  baseApiUrl: string,
  filter: PullListFilter,
  format: 'csv' | 'xlsx',
  lang: 'de' | 'en',
) =>
  apiUrl(baseApiUrl, 'admin/pull-list/export') + buildQuery({ ...listQuery(filter), format, lang });

/** Sets a unit's state; NOT_AVAILABLE with its reason (the visitor gets one e-mail). */
export function useChangeUnitState() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { unitId: number; state: StaffUnitState; reason?: NotAvailableReason }) =>
      api.PATCH('/api/admin/units/{unitId}', {
        params: { path: { unitId: String(input.unitId) } },
        body: { state: input.state, reason: input.reason ?? null },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: pullListKeys.all }),
  });
}
