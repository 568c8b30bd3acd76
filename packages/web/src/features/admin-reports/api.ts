import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { PAGE_SIZE_MAX } from '@lesesaal/domain/limits';
import type { ReportType } from '@lesesaal/domain/reports/schema';
import { apiUrl, buildQuery, type ApiClient, type ApiData } from '../../api/client';

/** A room of the staff's room list (what the report filters choose from). */
export type ReportRoom = ApiData<'/api/admin/rooms', 'get'>['content'][number];
/** One line of the occupancy report. */
export type ReportItem = ApiData<'/api/admin/tickets/report', 'get'>['content'][number];
/** The daily report of one room and day. */
export type DailyReport = ApiData<'/api/admin/tickets/report/daily', 'get'>;

/** Query keys of the report screens (reads only). */
export const reportKeys = {
  rooms: ['admin-reports', 'rooms'] as const,
  occupancy: (roomId: number, fromDate: string, untilDate: string, type: ReportType) =>
    ['admin-reports', 'occupancy', roomId, fromDate, untilDate, type] as const,
  daily: (roomId: number, date: string) => ['admin-reports', 'daily', roomId, date] as const,
};

/** The rooms in display order (allowed for REPORTS accounts too). */
export const reportRoomsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: reportKeys.rooms,
    queryFn: async () =>
      (
        await api.GET('/api/admin/rooms', {
          params: { query: { limit: String(PAGE_SIZE_MAX), offset: '0' } },
        })
      ).content,
  });

export const occupancyQuery = (
  api: ApiClient,
  filter: { roomId: number; fromDate: string; untilDate: string; type: ReportType },
) =>
  queryOptions({
    queryKey: reportKeys.occupancy(filter.roomId, filter.fromDate, filter.untilDate, filter.type),
    queryFn: async () =>
      (
        await api.GET('/api/admin/tickets/report', {
          params: {
            query: {
              roomId: String(filter.roomId),
              fromDate: filter.fromDate,
              untilDate: filter.untilDate,
              status: filter.type,
            },
          },
        })
      ).content,
    placeholderData: keepPreviousData,
  });

export const dailyReportQuery = (api: ApiClient, roomId: number, date: string) =>
  queryOptions({
    queryKey: reportKeys.daily(roomId, date),
    queryFn: () =>
      api.GET('/api/admin/tickets/report/daily', {
        params: { query: { roomId: String(roomId), date } },
      }),
    placeholderData: keepPreviousData,
  });

/** Download address of the occupancy report's export, with the screen's filters. */
export const occupancyExportUrl = (
  baseApiUrl: string,
  filter: { roomId: number; fromDate: string; untilDate: string; type: ReportType },
  format: 'csv' | 'xlsx',
  lang: 'de' | 'en',
) =>
  apiUrl(baseApiUrl, 'admin/tickets/report/export') +
  buildQuery({
    roomId: filter.roomId,
    fromDate: filter.fromDate,
    untilDate: filter.untilDate,
    status: filter.type,
    format,
    lang,
  });

/** Download address of the daily report's export. */
export const dailyExportUrl = (
  baseApiUrl: string,
  roomId: number,
  date: string,
  format: 'csv' | 'xlsx',
  lang: 'de' | 'en',
) =>
  apiUrl(baseApiUrl, 'admin/tickets/report/daily/export') +
  buildQuery({ roomId, date, format, lang });
