import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZE_MAX } from '@lesesaal/domain/limits';
import { yearRange } from '@lesesaal/domain/holidays/rules';
import type {
  Holiday,
  HolidayCreate,
  HolidayImportResult,
  HolidayUpdate,
} from '@lesesaal/domain/holidays/schema';
import type { ApiClient } from '../../api/client';
import { useApi } from '../../api/api-context';

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
        await api.get<{ content: Holiday[]; totalCount: number }>('admin/holidays', {
          query: { ...yearRange(year), limit: PAGE_SIZE_MAX, offset: 0, sort: 'date:ASC' },
        })
      ).content,
    placeholderData: keepPreviousData,
  });

export const holidayQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: holidayKeys.one(id),
    queryFn: () => api.get<Holiday>('admin/holidays/{id}', { params: { id } }),
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
    api.post<Holiday>('admin/holidays', { body: input }),
  );
}

export function useUpdateHoliday(id: number) {
  const api = useApi();
  return useHolidayMutation((input: HolidayUpdate) =>
    api.put<Holiday>('admin/holidays/{id}', { params: { id }, body: input }),
  );
}

export function useDeleteHoliday() {
  const api = useApi();
  return useHolidayMutation((id: number) => api.del('admin/holidays/{id}', { params: { id } }));
}

export function useImportHolidays() {
  const api = useApi();
  return useHolidayMutation((file: File) => {
    const form = new FormData();
    form.append('file', file);
    return api.post<HolidayImportResult>('admin/holidays/ical', { body: form });
  });
}
