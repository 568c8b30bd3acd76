import {
  statisticsQuerySchema,
  statisticsSchema,
  yearSummaryQuerySchema,
  yearSummarySchema,
} from '@lesesaal/domain/reports/statistics';
import type { AppContext, ZodApp } from '../../http/types';
import { createStatisticsService } from './statistics-service';

/** Statistics and the year summary (issue 13): for ADMIN and REPORTS accounts. */
export async function statisticsRoutes(api: ZodApp, ctx: AppContext): Promise<void> {
  const service = createStatisticsService(ctx);
  const tags = ['admin reports'];
  const config = { roles: ['ADMIN' as const, 'REPORTS' as const] };

  api.get(
    '/admin/statistics',
    {
      config,
      schema: {
        tags,
        summary:
          'Statistics of a period and rooms: visits, cancellations, no-shows, occupancy per room and month, weekdays, hours, lead time, accessible seats',
        description:
          'roomIds: comma-separated, none for every room. untilDate before fromDate or a period over 732 days: 400 [`querystring.untilDate`]. Counts stay the same after the nightly erasure of personal data.',
        querystring: statisticsQuerySchema,
        response: { 200: statisticsSchema },
      },
    },
    async (request) => service.statistics(request.query),
  );
  api.get(
    '/admin/statistics/year',
    {
      config,
      schema: {
        tags,
        summary:
          'Year summary of one calendar year, per room and in total: opening days, slots and seats offered, visits, visitor days, cancelled, no-shows, accessible seats, occupancy',
        querystring: yearSummaryQuerySchema,
        response: { 200: yearSummarySchema },
      },
    },
    async (request) => service.yearSummary(request.query.year),
  );
}
