import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZE_MAX } from '@lesesaal/domain/limits';
import { formatSort } from '@lesesaal/domain/paging';
import { reservationSort } from '@lesesaal/domain/tickets/rules';
import type { ReservationSortColumn } from '@lesesaal/domain/tickets/schema';
import {
  apiUrl,
  buildQuery,
  param,
  type ApiClient,
  type ApiData,
  type ApiInput,
} from '../../api/client';
import { useApi } from '../../api/api-context';

/** One reservation (ticket) as the staff's calls answer it. */
export type Ticket = ApiData<'/api/admin/tickets/{id}', 'get'>;
/** One ordered unit of a reservation. */
export type Unit = ApiData<'/api/admin/units/{unitId}', 'put'>;
type AdminOwner = ApiInput<'/api/admin/tickets/{id}/owner', 'put'>;
type UnitInput = ApiInput<'/api/admin/units/{unitId}', 'put'>;

/** The reservation list's state, as kept in the address bar (`/reservations`). */
export interface ReservationSearch {
  type: 'BOOKED' | 'CANCELLED';
  from: string;
  until: string | null;
  term: string | null;
  sortColumn: ReservationSortColumn;
  sortOrder: 'asc' | 'desc';
  offset: number;
}

/** Query keys of the reservation screens; mutations invalidate everything under `admin-reservations`. */
export const reservationKeys = {
  all: ['admin-reservations'] as const,
  list: (search: ReservationSearch, limit: number) =>
    ['admin-reservations', 'list', search, limit] as const,
  one: (id: number) => ['admin-reservations', 'ticket', id] as const,
  ofOwner: (ownerId: string) => ['admin-reservations', 'owner', ownerId] as const,
  units: (ticketId: number) => ['admin-reservations', 'units', ticketId] as const,
};

/** The list's filters, search and sort as the API's query (`GET /admin/tickets` and its export). */
const listQuery = (search: ReservationSearch) => ({
  status: search.type,
  fromDate: search.from,
  untilDate: param(search.until),
  searchTerm: param(search.term),
  sort: formatSort(
    reservationSort(search.sortColumn, search.sortOrder === 'desc' ? 'DESC' : 'ASC'),
  ),
});

/** Download address of the list's export: every page of the tab, as shown. */
export const reservationsExportUrl = (
  baseApiUrl: string,
  search: ReservationSearch,
  format: 'csv' | 'xlsx',
  lang: 'de' | 'en',
) =>
  apiUrl(baseApiUrl, 'admin/tickets/export') + buildQuery({ ...listQuery(search), format, lang });

/** One page of the tab's tickets; `limit` 1 serves the other tab's count. */
export const reservationsQuery = (api: ApiClient, search: ReservationSearch, limit: number) =>
  queryOptions({
    queryKey: reservationKeys.list(search, limit),
    queryFn: () =>
      api.GET('/api/admin/tickets', {
        params: {
          query: { ...listQuery(search), limit: String(limit), offset: String(search.offset) },
        },
      }),
    placeholderData: keepPreviousData,
  });

export const reservationQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: reservationKeys.one(id),
    queryFn: () => api.GET('/api/admin/tickets/{id}', { params: { path: { id: String(id) } } }),
  });

/** The owner's booked tickets (the "same order": one booking shares the owner id). */
export const ownerTicketsQuery = (api: ApiClient, ownerId: string) =>
  queryOptions({
    queryKey: reservationKeys.ofOwner(ownerId),
    queryFn: async () =>
      (
        await api.GET('/api/admin/tickets', {
          params: {
            query: {
              ownerId,
              status: 'BOOKED',
              sort: 'date:ASC,startTime:ASC',
              limit: String(PAGE_SIZE_MAX),
            },
          },
        })
      ).content,
  });

function useReservationMutation<TIn, TOut>(fn: (input: TIn) => Promise<TOut>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: reservationKeys.all }),
  });
}

export function useUpdateOwner(id: number) {
  const api = useApi();
  return useReservationMutation((owner: AdminOwner) =>
    api.PUT('/api/admin/tickets/{id}/owner', { params: { path: { id: String(id) } }, body: owner }),
  );
}

/**
 * Cancels tickets. The caller refreshes the lists (`refresh`) once it has left the screen:
 * refreshing first would unmount the cancel section before its own callbacks run.
 */
export function useCancelTickets() {
  const api = useApi();
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: (ids: number[]) =>
      api.DELETE('/api/admin/tickets', { params: { query: { ids: ids.join(',') } } }),
  });
  return {
    ...mutation,
    refresh: () => client.invalidateQueries({ queryKey: reservationKeys.all }),
  };
}

/** The records ordered for a reservation. */
export const ticketUnitsQuery = (api: ApiClient, ticketId: number) =>
  queryOptions({
    queryKey: reservationKeys.units(ticketId),
    queryFn: () =>
      api.GET('/api/admin/tickets/{ticketId}/units', {
        params: { path: { ticketId: String(ticketId) } },
      }),
  });

/** Adds units to a reservation (staff: no deadline, no limits). */
export function useAddUnits(ticketId: number) {
  const api = useApi();
  return useReservationMutation((units: UnitInput[]) =>
    api.POST('/api/admin/tickets/{ticketId}/units', {
      params: { path: { ticketId: String(ticketId) } },
      body: { units },
    }),
  );
}

/** Changes a unit's call number, title or note. */
export function useChangeUnit() {
  const api = useApi();
  return useReservationMutation((input: { unitId: number; input: UnitInput }) =>
    api.PUT('/api/admin/units/{unitId}', {
      params: { path: { unitId: String(input.unitId) } },
      body: input.input,
    }),
  );
}

/** Removes a unit. */
export function useRemoveUnit() {
  const api = useApi();
  return useReservationMutation((unitId: number) =>
    api.DELETE('/api/admin/units/{unitId}', { params: { path: { unitId: String(unitId) } } }),
  );
}
