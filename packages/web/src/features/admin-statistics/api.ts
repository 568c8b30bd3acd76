import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { PAGE_SIZE_MAX } from '@lesesaal/domain/limits';
import { apiUrl, buildQuery, type ApiClient, type ApiData } from '../../api/client';

/** A room of the staff's room list (what the statistics filter chooses from). */
export type StatisticsRoom = ApiData<'/api/admin/rooms', 'get'>['content'][number];
/** The figures of a period and rooms. */
export type Statistics = ApiData<'/api/admin/statistics', 'get'>;
/** The figures of a year, per room and in total. */
export type YearSummary = ApiData<'/api/admin/statistics/year', 'get'>;
/** One room's (or the total's) figures of the year summary. */
export type YearFigures = YearSummary['totals'];
/** Units ordered per room and month of a year. */
export type RecordStatistics = ApiData<'/api/admin/record-statistics', 'get'>;

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
        await api.GET('/api/admin/rooms', {
          params: { query: { limit: String(PAGE_SIZE_MAX), offset: '0' } },
        })
      ).content,
  });

export const statisticsQuery = (api: ApiClient, filter: StatisticsFilter) =>
  queryOptions({
    queryKey: statisticsKeys.period(filter),
    queryFn: () =>
      api.GET('/api/admin/statistics', {
        params: {
          query: {
            fromDate: filter.fromDate,
            untilDate: filter.untilDate,
            ...(filter.roomIds.length > 0 ? { roomIds: filter.roomIds.join(',') } : {}),
          },
        },
      }),
    placeholderData: keepPreviousData,
  });

export const yearSummaryQuery = (api: ApiClient, year: number) =>
  queryOptions({
    queryKey: statisticsKeys.year(year),
    queryFn: () =>
      api.GET('/api/admin/statistics/year', { params: { query: { year: String(year) } } }),
    placeholderData: keepPreviousData,
  });

/** units ordered per room and month of the year summary's year. */
export const recordStatisticsQuery = (api: ApiClient, year: number) =>
  queryOptions({
    queryKey: statisticsKeys.records(year),
    queryFn: () =>
      // the document declares this year a number (the other routes' numbers are strings)
      api.GET('/api/admin/record-statistics', { params: { query: { year } } }),
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
