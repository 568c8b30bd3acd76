import { listResponseSchema } from '@lesesaal/domain/paging';
import {
  dailyReportRequestSchema,
  dailyReportSchema,
  reportItemSchema,
  reportQuerySchema,
} from '@lesesaal/domain/reports/schema';
import type { ZodApp } from '../../http/types';
import { perArchive } from '../../http/archive-context';
import { reportExportRoutes } from './export-routes';
import { createReportsService } from './service';

/** Report reads: for ADMIN and REPORTS accounts. */
export async function reportsRoutes(api: ZodApp): Promise<void> {
  const service = perArchive(createReportsService);
  const tags = ['admin reports'];
  const config = { roles: ['ADMIN' as const, 'REPORTS' as const] };

  api.get(
    '/admin/tickets/report',
    {
      config: { ...config, errors: { 404: ['not_found'] } },
      schema: {
        tags,
        summary:
          'Occupancy: every slot of a room in the range with its count of BOOKED (or CANCELLED) tickets and capacity',
        description: 'untilDate before fromDate: 400 [`querystring.untilDate`]; unknown room: 404.',
        querystring: reportQuerySchema,
        response: { 200: listResponseSchema(reportItemSchema) },
      },
    },
    async (request) => service(request).occupancy(request.query),
  );
  api.get(
    '/admin/tickets/report/daily',
    {
      config: { ...config, errors: { 404: ['not_found'] } },
      schema: {
        tags,
        summary:
          "Daily report: a room's booked seats of one day, by start time and last name, numbered per slot",
        description:
          'Only the fields the report shows; names are null once the personal data is erased. `seatLabel` is the named seat the ticket holds (null: none); `seatMissing` is true only when the room has named seats and the ticket holds none ("no seat assigned"), false in a room without named seats.',
        querystring: dailyReportRequestSchema,
        response: { 200: dailyReportSchema },
      },
    },
    async (request) => service(request).daily(request.query.roomId, request.query.date),
  );
  await reportExportRoutes(api);
}
