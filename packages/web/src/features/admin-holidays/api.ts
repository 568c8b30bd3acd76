import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZE_MAX } from '@lesesaal/domain/limits';
import { yearRange } from '@lesesaal/domain/holidays/rules';
import type { ApiClient, ApiData, ApiInput } from '../../api/client';
import { useApi } from '../../api/api-context';
import { multipart, type ApiForm } from '../../api/multipart';

/** One holiday as the server answers it. */
export type Holiday = ApiData<'/api/admin/holidays/{id}', 'get'>;
/** What an iCal import did. */
export type HolidayImportResult = ApiData<'/api/admin/holidays/ical', 'post'>;
type HolidayCreate = ApiInput<'/api/admin/holidays', 'post'>;
type HolidayUpdate = ApiInput<'/api/admin/holidays/{id}', 'put'>;

/** Query keys of the holiday screens; mutations invalidate everything under `admin-holidays`. */
export const holidayKeys = {
  all: ['admin-holidays'] as const,
  year: (year: number) => ['admin-holidays', 'year', year] as const,
  one: (id: number) => ['admin-holidays', 'holiday', id] as const,
};

/** The holidays of one year, January 1 to December 31, by date (size 999). */
export const holidaysOfYearQuery = (api: ApiClient, year: number) =>
  queryOptions({
    queryKey: holidayKeys.year(year),
    queryFn: async () =>
      (
        await api.GET('/api/admin/holidays', {
          params: {
            query: {
              ...yearRange(year),
              limit: String(PAGE_SIZE_MAX),
              offset: '0',
              sort: 'date:ASC',
            },
          },
        })
      ).content,
    placeholderData: keepPreviousData,
  });

export const holidayQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: holidayKeys.one(id),
    queryFn: () => api.GET('/api/admin/holidays/{id}', { params: { path: { id: String(id) } } }),
  });

function useHolidayMutation<TIn, TOut>(fn: (input: TIn) => Promise<TOut>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: holidayKeys.all }),
  });
}

export function useAddHoliday() {
  const api = useApi();
  return useHolidayMutation((input: HolidayCreate) =>
    api.POST('/api/admin/holidays', { body: input }),
  );
}

export function useUpdateHoliday(id: number) {
  const api = useApi();
  return useHolidayMutation((input: HolidayUpdate) =>
    api.PUT('/api/admin/holidays/{id}', { params: { path: { id: String(id) } }, body: input }),
  );
}

export function useDeleteHoliday() {
  const api = useApi();
  return useHolidayMutation((id: number) =>
    api.DELETE('/api/admin/holidays/{id}', { params: { path: { id: String(id) } } }),
  );
}

export function useImportHolidays() {
  const api = useApi();
  return useHolidayMutation((file: File) => {
    return api.POST('/api/admin/holidays/ical', {
      body: multipart<ApiForm<'/api/admin/holidays/ical', 'post'>>({ file }),
    });
  });
}
