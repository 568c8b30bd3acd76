import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZE_MAX } from '@lesesaal/domain/limits';
import type { AdminOwner } from '@lesesaal/domain/owners/schema';
import type { Unit, UnitInput } from '@lesesaal/domain/record-orders/schema';
import { formatSort } from '@lesesaal/domain/paging';
import { reservationSort } from '@lesesaal/domain/tickets/rules';
import type { ReservationSortColumn, Ticket } from '@lesesaal/domain/tickets/schema';
import { apiUrl, buildQuery, type ApiClient } from '../../api/client';
import { useApi } from '../../api/api-context';

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
  untilDate: search.until,
  searchTerm: search.term,
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
      api.get<{ content: Ticket[]; totalCount: number }>('admin/tickets', {
        query: { ...listQuery(search), limit, offset: search.offset },
      }),
    placeholderData: keepPreviousData,
  });

export const reservationQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: reservationKeys.one(id),
    queryFn: () => api.get<Ticket>('admin/tickets/{id}', { params: { id } }),
  });

/** The owner's booked tickets (the "same order": one booking shares the owner id). */
export const ownerTicketsQuery = (api: ApiClient, ownerId: string) =>
  queryOptions({
    queryKey: reservationKeys.ofOwner(ownerId),
    queryFn: async () =>
      (
        await api.get<{ content: Ticket[]; totalCount: number }>('admin/tickets', {
          query: {
            ownerId,
            status: 'BOOKED',
            sort: 'date:ASC,startTime:ASC',
            limit: PAGE_SIZE_MAX,
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
    api.put<Ticket>('admin/tickets/{id}/owner', { params: { id }, body: owner }),
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
      api.del<Ticket[]>('admin/tickets', { query: { ids: ids.join(',') } }),
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
    queryFn: () => api.get<Unit[]>('admin/tickets/{id}/units', { params: { id: ticketId } }),
  });

/** Adds units to a reservation (staff: no deadline, no limits). */
export function useAddUnits(ticketId: number) {
  const api = useApi();
  return useReservationMutation((units: UnitInput[]) =>
    api.post<Unit[]>('admin/tickets/{id}/units', { params: { id: ticketId }, body: { units } }),
  );
}

/** Changes a unit's call number, title or note. */
export function useChangeUnit() {
  const api = useApi();
  return useReservationMutation((input: { unitId: number; input: UnitInput }) =>
    api.put<Unit>('admin/units/{id}', { params: { id: input.unitId }, body: input.input }),
  );
}

/** Removes a unit. */
export function useRemoveUnit() {
  const api = useApi();
  return useReservationMutation((unitId: number) =>
    api.del('admin/units/{id}', { params: { id: unitId } }),
  );
}
