import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { param, type ApiClient, type ApiData, type ApiInput } from '../../api/client';
import { useApi } from '../../api/api-context';

/** The day's list as the server answers it. */
export type CheckInDay = ApiData<'/api/admin/checkin', 'get'>;
/** One booked ticket of the day's list (and the answer to marking it). */
export type CheckInLine = ApiData<'/api/admin/checkin/tickets/{id}', 'put'>;
type CheckInScan = ApiInput<'/api/admin/checkin/scan', 'post'>;

/** Which day and room the screen shows; `date` null: today (the server's). */
export interface CheckInFilter {
  date: string | null;
  roomId: number | null;
}

/** Query keys of the check-in screen; every change invalidates everything under `admin-checkin`. */
export const checkInKeys = {
  all: ['admin-checkin'] as const,
  day: (filter: CheckInFilter) => ['admin-checkin', 'day', filter.date, filter.roomId] as const,
};

/** How often the list is read again while open: new bookings, no-shows, other desks' marks. */
export const CHECK_IN_REFRESH_MS = 60_000;

export const checkInDayQuery = (api: ApiClient, filter: CheckInFilter) =>
  queryOptions({
    queryKey: checkInKeys.day(filter),
    queryFn: () =>
      api.GET('/api/admin/checkin', {
        params: { query: { date: param(filter.date), roomId: param(filter.roomId) } },
      }),
    placeholderData: keepPreviousData,
    refetchInterval: CHECK_IN_REFRESH_MS,
  });

/** Puts a changed line into every cached list that shows it, then reads the lists again. */
function useLineUpdate() {
  const client = useQueryClient();
  return (line: CheckInLine) => {
    client.setQueriesData<CheckInDay>({ queryKey: checkInKeys.all }, (day) =>
      day
        ? { ...day, content: day.content.map((l) => (l.id === line.id ? { ...l, ...line } : l)) }
        : day,
    );
    return client.invalidateQueries({ queryKey: checkInKeys.all });
  };
}

/** Marks a visitor arrived (`arrived: true`) or undoes it. */
export function useMarkArrived() {
  const api = useApi();
  const update = useLineUpdate();
  return useMutation({
    mutationFn: ({ id, arrived }: { id: number; arrived: boolean }) =>
      arrived
        ? api.PUT('/api/admin/checkin/tickets/{id}', { params: { path: { id: String(id) } } })
        : api.DELETE('/api/admin/checkin/tickets/{id}', { params: { path: { id: String(id) } } }),
    onSuccess: (line) => update(line),
  });
}

/** Enter in the search field: checks in the one booking the term finds. */
export function useScan() {
  const api = useApi();
  const update = useLineUpdate();
  return useMutation({
    mutationFn: (scan: CheckInScan) => api.POST('/api/admin/checkin/scan', { body: scan }),
    onSuccess: (line) => update(line),
  });
}
