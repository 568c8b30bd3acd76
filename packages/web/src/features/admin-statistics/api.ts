import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { PAGE_SIZE_MAX } from '@lesesaal/domain/limits';
import type { RecordStatistics } from '@lesesaal/domain/record-orders/schema';
import type { Statistics, YearSummary } from '@lesesaal/domain/reports/statistics';
import type { Room } from '@lesesaal/domain/rooms/schema';
import { apiUrl, buildQuery, type ApiClient } from '../../api/client';

/** The statistics screen's filter: a period and rooms (empty: every room). */
export interface StatisticsFilter {
  fromDate: string;
  untilDate: string;
  roomIds: number[];
}

export const statisticsKeys = {
  rooms: ['admin-statistics', 'rooms'] as const,
  period: (f: StatisticsFilter) =>
    ['admin-statistics', 'period', f.fromDate, f.untilDate, f.roomIds.join(',')] as const,
  year: (year: number) => ['admin-statistics', 'year', year] as const,
  records: (year: number) => ['admin-statistics', 'records', year] as const,
};

export const statisticsRoomsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: statisticsKeys.rooms,
    queryFn: async () =>
      (
        await api.get<{ content: Room[]; totalCount: number }>('admin/rooms', {
          query: { limit: PAGE_SIZE_MAX, offset: 0 },
        })
      ).content,
  });

export const statisticsQuery = (api: ApiClient, filter: StatisticsFilter) =>
  queryOptions({
    queryKey: statisticsKeys.period(filter),
    queryFn: () =>
      api.get<Statistics>('admin/statistics', {
        query: {
          fromDate: filter.fromDate,
          untilDate: filter.untilDate,
          ...(filter.roomIds.length > 0 ? { roomIds: filter.roomIds.join(',') } : {}),
        },
      }),
    placeholderData: keepPreviousData,
  });

export const yearSummaryQuery = (api: ApiClient, year: number) =>
  queryOptions({
    queryKey: statisticsKeys.year(year),
    queryFn: () => api.get<YearSummary>('admin/statistics/year', { query: { year } }),
    placeholderData: keepPreviousData,
  });

/** units ordered per room and month of the year summary's year. */
export const recordStatisticsQuery = (api: ApiClient, year: number) =>
  queryOptions({
    queryKey: statisticsKeys.records(year),
    queryFn: () => api.get<RecordStatistics>('admin/record-statistics', { query: { year } }),
    placeholderData: keepPreviousData,
  });

/** Download address of the statistics export: the screen's period and rooms. */
export const statisticsExportUrl = (
  baseApiUrl: string,
  filter: StatisticsFilter,
  format: 'csv' | 'xlsx',
  lang: 'de' | 'en',
) =>
  apiUrl(baseApiUrl, 'admin/statistics/export') +
  buildQuery({
    fromDate: filter.fromDate,
    untilDate: filter.untilDate,
    ...(filter.roomIds.length > 0 ? { roomIds: filter.roomIds.join(',') } : {}),
    format,
    lang,
  });

/** Download address of the year summary's export. */
export const yearSummaryExportUrl = (
  baseApiUrl: string,
  year: number,
  format: 'csv' | 'xlsx',
  lang: 'de' | 'en',
) => apiUrl(baseApiUrl, 'admin/statistics/year/export') + buildQuery({ year, format, lang });
