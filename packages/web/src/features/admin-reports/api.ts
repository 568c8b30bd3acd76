import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { PAGE_SIZE_MAX } from '@lesesaal/domain/limits';
import type { DailyReport, ReportItem, ReportType } from '@lesesaal/domain/reports/schema';
import type { Room } from '@lesesaal/domain/rooms/schema';
import { apiUrl, buildQuery, type ApiClient } from '../../api/client';

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
        await api.get<{ content: Room[]; totalCount: number }>('admin/rooms', {
          query: { limit: PAGE_SIZE_MAX, offset: 0 },
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
        await api.get<{ content: ReportItem[]; totalCount: number }>('admin/tickets/report', {
          query: {
            roomId: filter.roomId,
            fromDate: filter.fromDate,
            untilDate: filter.untilDate,
            status: filter.type,
          },
        })
      ).content,
    placeholderData: keepPreviousData,
  });

export const dailyReportQuery = (api: ApiClient, roomId: number, date: string) =>
  queryOptions({
    queryKey: reportKeys.daily(roomId, date),
    queryFn: () => api.get<DailyReport>('admin/tickets/report/daily', { query: { roomId, date } }),
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
