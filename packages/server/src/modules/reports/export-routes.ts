import { dailyReportRequestSchema, reportQuerySchema } from '@lesesaal/domain/reports/schema';
import { exportQueryShape, sendExport } from '../../http/export/index';
import { EXPORT_FILE, type RouteErrors } from '../../http/openapi/errors';
import type { ZodApp } from '../../http/types';
import { perArchive } from '../../http/archive-context';
import { createReportExportService } from './export-service';

const FORMAT_HELP =
  '`format` csv or xlsx (else 400); `lang` de (default: CSV separated by `;`) or en (`,`), also ' +
  "the language of the column titles. CSV is UTF-8 with BOM; text cells starting with = + - @, tab or CR get a leading `'`. ";

/**
 * Exports of the occupancy and daily reports as CSV or XLSX, streamed: the same
 * filters and rows as the report screens, for the same roles (ADMIN and REPORTS).
 */
export async function reportExportRoutes(api: ZodApp): Promise<void> {
  const exports = perArchive(createReportExportService);
  const tags = ['admin reports'];
  const config = {
    roles: ['ADMIN' as const, 'REPORTS' as const],
    errors: { 404: ['not_found'] } satisfies RouteErrors,
    file: EXPORT_FILE,
  };
  const security = [{ session: [] }];

  api.get(
    '/admin/tickets/report/export',
    {
      config,
      schema: {
        tags,
        summary: 'Export of the occupancy report (same filters and rows) as CSV or XLSX',
        description: `${FORMAT_HELP}untilDate before fromDate: 400; unknown room: 404.`,
        security,
        querystring: reportQuerySchema.safeExtend(exportQueryShape),
      },
    },
    async (request, reply) => {
      const { format, lang, ...query } = request.query;
      return sendExport(reply, await exports(request).occupancy(query, lang), format, lang);
    },
  );
  api.get(
    '/admin/tickets/report/daily/export',
    {
      config,
      schema: {
        tags,
        summary: 'Export of the daily report (same rows and names) as CSV or XLSX',
        description: `${FORMAT_HELP}The seat column holds the named seat's label, "kein Platz zugewiesen" / "no seat assigned" where the room has named seats and the ticket holds none, else the report's number. Unknown room: 404.`,
        security,
        querystring: dailyReportRequestSchema.extend(exportQueryShape),
      },
    },
    async (request, reply) => {
      const { format, lang, roomId, date } = request.query;
      return sendExport(reply, await exports(request).daily(roomId, date, lang), format, lang);
    },
  );
}
