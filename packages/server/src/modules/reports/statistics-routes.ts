import {
  statisticsQuerySchema,
  statisticsSchema,
  yearSummaryQuerySchema,
  yearSummarySchema,
} from '@lesesaal/domain/reports/statistics';
import { exportQueryShape, sendExport } from '../../http/export/index';
import { EXPORT_FILE } from '../../http/openapi/errors';
import type { ZodApp } from '../../http/types';
import { perArchive } from '../../http/archive-context';
import { createStatisticsService } from './statistics-service';

const FORMAT_HELP =
  '`format` csv or xlsx (else 400 `validation__error` [`querystring.format`]); `lang` de (default: CSV separated by `;`, decimal comma) or en (`,`, decimal point), also ' +
  "the language of titles and labels. CSV is UTF-8 with BOM; text cells starting with = + - @, tab or CR get a leading `'`. Not signed in: 401; a role other than ADMIN or REPORTS: 403. ";

/** Statistics and the year summary: for ADMIN and REPORTS accounts. */
export async function statisticsRoutes(api: ZodApp): Promise<void> {
  const service = perArchive(createStatisticsService);
  const tags = ['admin reports'];
  const config = { roles: ['ADMIN' as const, 'REPORTS' as const] };
  const security = [{ session: [] }];
  const exportConfig = { ...config, file: EXPORT_FILE };

  api.get(
    '/admin/statistics',
    {
      config,
      schema: {
        tags,
        summary:
          'Statistics of a period and rooms: visits, cancellations, no-shows, occupancy per room and month, weekdays, hours, lead time, accessible seats, bookings per seat equipment and month',
        description:
          "roomIds: comma-separated, none for every room. untilDate before fromDate or a period over 732 days: 400 [`querystring.untilDate`]. Counts stay the same after the nightly erasure of personal data. `equipment`: per equipment type carried by a named seat of the chosen rooms (equipment list order), its German and English names, the seats carrying it, and per month in which those rooms had slots the BOOKED tickets whose assigned seat carries it now (0 where none; a seat with two types counts for both); rooms without named seats add nothing, empty without equipped seats. `readers` (docs/decisions/reader-statistics.md): per room (roomId null: every chosen room) and month (month null: the period) — the total first, then each month of the period, then each room in the admin's order with its period and months — distinct persons with a visit (a BOOKED ticket that is not a no-show: where check-in was used that day in the room, only those marked arrived), their distinct days, persons whose first visit ever in this archive falls there, persons whose application names a country other than `archiveCountry` (ARCHIVE_COUNTRY, default DE), record units handed out (ISSUED or RETURNED) and pulled, and readers per purpose (the archive's purposes in order with 0, then other purposes named, then null for none). A person is the pseudonymous key a booking keeps after the nightly erasure (a signed-in reader's pseudonym, else a keyed hash of the address), so the figures do not change with it. `readers.applications`: user applications submitted (and of them still pending), approved, refused (by the decision's day) and expired (approved, validity ended before today) in the period, then per month.",
        querystring: statisticsQuerySchema,
        response: { 200: statisticsSchema },
      },
    },
    async (request) => service(request).statistics(request.query),
  );
  api.get(
    '/admin/statistics/year',
    {
      config,
      schema: {
        tags,
        summary:
          "Year summary of one calendar year, per room and in total: opening days, slots and seats offered, visits, visitor days, cancelled, no-shows, accessible seats, occupancy, readers, reader-days, first-time readers, readers from abroad; the year's readers per purpose and user applications by state",
        description:
          "Readers are distinct persons (a pseudonymous key kept after the nightly erasure), not added up over rooms: a person visiting two rooms is one reader in the total. Reader-days: distinct persons and days with a visit (a BOOKED ticket that is not a no-show). First-time: the first visit ever in this archive was in the year. From abroad: the application names a country other than the archive's (ARCHIVE_COUNTRY). See GET /admin/statistics for the definitions.",
        querystring: yearSummaryQuerySchema,
        response: { 200: yearSummarySchema },
      },
    },
    async (request) => service(request).yearSummary(request.query.year),
  );
  api.get(
    '/admin/statistics/export',
    {
      config: exportConfig,
      schema: {
        tags,
        summary:
          'Export of the statistics (same period, rooms and figures as GET /admin/statistics) as CSV or XLSX',
        description: `${FORMAT_HELP}One table per chart: key figures (period, rooms, totals, lead-time median), occupancy per room and month, weekdays, start hours, lead time, bookings by equipment (a row per equipment type and month: its name in \`lang\`, the month, bookings, seats with it; titles only without equipped seats) — in XLSX a sheet each, in CSV a section each (a line with its name, the column titles, the rows, an empty line before the next). Period and rooms as in GET /admin/statistics (400 [\`querystring.untilDate\`] for a reversed or too long period).`,
        security,
        querystring: statisticsQuerySchema.safeExtend(exportQueryShape),
      },
    },
    async (request, reply) => {
      const { format, lang, ...query } = request.query;
      return sendExport(reply, await service(request).statisticsExport(query, lang), format, lang);
    },
  );
  api.get(
    '/admin/statistics/year/export',
    {
      config: exportConfig,
      schema: {
        tags,
        summary:
          'Export of the year summary (same figures as GET /admin/statistics/year, and the records ordered) as CSV or XLSX',
        description: `${FORMAT_HELP}Two tables, in XLSX a sheet each, in CSV a section each (a line with its name, the column titles, the rows, an empty line before the next): the figures — a row per reading room with figures in the year, then the total; and the records ordered (as GET /admin/record-statistics) — a row per reading room with units in the year: units of visits not cancelled per month of the visit (January to December), their total, and the units of cancelled visits apart (not in the total), then the total row; titles only when no units were ordered in the year. Year outside 2000–2999: 400 [\`querystring.year\`].`,
        security,
        querystring: yearSummaryQuerySchema.extend(exportQueryShape),
      },
    },
    async (request, reply) => {
      const { format, lang, year } = request.query;
      return sendExport(reply, await service(request).yearSummaryExport(year, lang), format, lang);
    },
  );
}
