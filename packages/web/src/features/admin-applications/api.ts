import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { APPLICATION_STATES } from '@lesesaal/domain/applications/validity';
import { pageOffset } from '@lesesaal/domain/paging';
import { param, type ApiClient, type ApiData } from '../../api/client';
import { useApi } from '../../api/api-context';

/** One page of the staff's application list, as the server answers it. */
export type ApplicationPage = ApiData<'/api/admin/applications', 'get'>;
/** One user application (Benutzungsantrag) as the staff's calls answer it. */
export type Application = ApiData<'/api/admin/applications/{id}', 'get'>;
export type ApplicationState = Application['state'];

export { APPLICATION_STATES };

/** The list's state, as kept in the address bar (`/applications`); `state` null: all. */
export interface ApplicationSearch {
  state: ApplicationState | null;
  term: string | null;
  page: number;
}

/** Query keys of the application screens; a decision invalidates everything under it. */
export const applicationKeys = {
  all: ['admin-applications'] as const,
  list: (search: ApplicationSearch, pageSize: number) =>
    ['admin-applications', 'list', search, pageSize] as const,
  one: (id: number) => ['admin-applications', 'one', id] as const,
};

export const applicationsQuery = (api: ApiClient, search: ApplicationSearch, pageSize: number) =>
  queryOptions({
    queryKey: applicationKeys.list(search, pageSize),
    queryFn: () =>
      api.GET('/api/admin/applications', {
        params: {
          query: {
            state: search.state ?? undefined,
            q: param(search.term),
            limit: String(pageSize),
            offset: String(pageOffset(search.page, pageSize)),
          },
        },
      }),
    placeholderData: keepPreviousData,
  });

export const applicationQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: applicationKeys.one(id),
    queryFn: () =>
      api.GET('/api/admin/applications/{id}', { params: { path: { id: String(id) } } }),
  });

/** A decision on one application; the lists and the application are read again after it. */
function useDecision<TIn>(call: (api: ApiClient, input: TIn) => Promise<Application>) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TIn) => call(api, input),
    onSuccess: (saved) => {
      client.setQueryData(applicationKeys.one(saved.id), saved);
      return client.invalidateQueries({ queryKey: applicationKeys.all });
    },
  });
}

const path = (id: number) => ({ params: { path: { id: String(id) } } });

/** Approves: the application's waiting bookings become booked. */
export const useApprove = () =>
  useDecision((api, id: number) => api.POST('/api/admin/applications/{id}/approve', path(id)));

/** Refuses with a reason (mailed): the waiting bookings are released. */
export const useRefuse = () =>
  useDecision((api, input: { id: number; reason: string }) =>
    api.POST('/api/admin/applications/{id}/refuse', {
      ...path(input.id),
      body: { reason: input.reason },
    }),
  );

/** Records that the reader's identity was checked (today, by the signed-in staff member). */
export const useIdentityChecked = () =>
  useDecision((api, id: number) =>
    api.POST('/api/admin/applications/{id}/identity-checked', path(id)),
  );

/** Extends the validity by one period. */
export const useExtend = () =>
  useDecision((api, id: number) => api.POST('/api/admin/applications/{id}/extend', path(id)));
