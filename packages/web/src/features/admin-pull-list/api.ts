import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  NotAvailableReason,
  PullList,
  StaffUnitState,
  Unit,
} from '@lesesaal/domain/record-orders/schema';
import type { VisitorRoom } from '@lesesaal/domain/rooms/schema';
import { apiUrl, buildQuery, type ApiClient } from '../../api/client';
import { useApi } from '../../api/api-context';

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
  roomId: filter.roomId,
  pullTime: filter.pullTime,
});

export const pullListQuery = (api: ApiClient, filter: PullListFilter) =>
  queryOptions({
    queryKey: pullListKeys.day(filter),
    queryFn: () => api.get<PullList>('admin/pull-list', { query: listQuery(filter) }),
    placeholderData: keepPreviousData,
  });

/** The rooms to choose from (the visitors' list: readable by every staff role). */
export const pullListRoomsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: pullListKeys.rooms,
    queryFn: async () => {
      const body = await api.get<VisitorRoom[] | { content: VisitorRoom[] }>('rooms');
      return Array.isArray(body) ? body : body.content;
    },
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
      api.request<Unit>('PATCH', 'admin/units/{id}', {
        params: { id: input.unitId },
        body: { state: input.state, reason: input.reason ?? null },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: pullListKeys.all }),
  });
}
