import type { Statistics, StatisticsQuery, YearSummary } from '@lesesaal/domain/reports/statistics';
import type { ExportLanguage } from '../../http/export/index';
import type { AppContext } from '../../http/types';
import { createRecordOrdersService } from '../record-orders';
import { equipmentBookings, equipmentFigures, equipmentSeats } from './equipment-statistics';
import * as readerRepo from './reader-statistics';
import { statisticsExport, yearSummaryExport } from './statistics-export';
import { statisticsFigures, yearSummaryFigures } from './statistics-figures';
import * as repo from './statistics-repository';

/**
 * The statistics and the year summary, from the tickets' non-personal columns and
 * the accessible seats counted before the nightly erasure: the same figures before and after.
 */
export function createStatisticsService(ctx: AppContext) {
  const { db, clock, config } = ctx;

  /** The reader statistics of a filter (docs/decisions/reader-statistics.md). */
  async function readerFigures(filter: repo.SlotFilter, roomIds: readonly number[]) {
    const wall = clock.wallClock();
    const [persons, units, groups, applications] = await Promise.all([
      readerRepo.readerCounts(db, filter, wall, config.archiveCountry),
      readerRepo.unitCounts(db, filter),
      readerRepo.groupCounts(db, filter),
      readerRepo.applicationCounts(db, filter, wall.today, clock.timeZone),
    ]);
    return readerRepo.readerStatistics(
      { persons, units, groups, applications },
      {
        roomIds,
        months: readerRepo.monthsOf(filter.fromDate, filter.untilDate),
        purposes: config.applications.purposes,
        archiveCountry: config.archiveCountry,
      },
    );
  }
  // the records ordered of the year summary: the record-orders module owns its units
  const recordOrders = createRecordOrdersService(ctx);

  const service = {
    async statistics(query: StatisticsQuery): Promise<Statistics> {
      const roomIds = query.roomIds ? [...new Set(query.roomIds.split(',').map(Number))] : null;
      const filter = { fromDate: query.fromDate, untilDate: query.untilDate, roomIds };
      // at once: on PostgreSQL each on its own pooled connection (PGlite queues them)
      const [slots, erasedAccessible, lead, rooms, seats, bookings, readers] = await Promise.all([
        repo.slotCounts(db, filter, clock.wallClock()),
        repo.erasedAccessibleByRoom(db, filter),
        repo.leadTimes(db, filter, clock.timeZone),
        repo.roomNames(db),
        equipmentSeats(db, filter),
        equipmentBookings(db, filter),
        // per room of the filter (all when none chosen) that exists, in the admin's order
        repo.roomNames(db).then((all) =>
          readerFigures(
            filter,
            all.map((r) => r.id).filter((id) => roomIds === null || roomIds.includes(id)),
          ),
        ),
      ]);
      return {
        ...statisticsFigures(query, roomIds, { slots, erasedAccessible, lead, rooms }),
        equipment: equipmentFigures(slots, seats, bookings),
        readers,
      };
    },

    /** The figures of one calendar year, per room and in total (the ministry form). */
    async yearSummary(year: number): Promise<YearSummary> {
      const filter = { fromDate: `${year}-01-01`, untilDate: `${year}-12-31`, roomIds: null };
      // past days as the nightly erasure counted them, the others from their tickets
      const wall = clock.wallClock();
      const [slots, counted, erasedAccessible, visitorDays, rooms, persons, groups, applications] =
        await Promise.all([
          repo.slotCounts(db, filter, wall, { countedDaysFromStore: true }),
          repo.countedByRoom(db, filter),
          repo.erasedAccessibleByRoom(db, filter),
          repo.visitorDaysByRoom(db, filter),
          repo.roomNames(db),
          readerRepo.readerCounts(db, filter, wall, config.archiveCountry),
          readerRepo.groupCounts(db, filter),
          readerRepo.applicationCounts(db, filter, wall.today, clock.timeZone),
        ]);
      return yearSummaryFigures(year, {
        slots,
        counted,
        erasedAccessible,
        visitorDays,
        rooms,
        persons,
        groups,
        applications,
        purposes: config.applications.purposes,
      });
    },

    /** The statistics as an export: the same figures, one table per chart. */
    async statisticsExport(query: StatisticsQuery, lang: ExportLanguage) {
      const [stats, rooms] = await Promise.all([service.statistics(query), repo.roomNames(db)]);
      const names = new Map(rooms.map((r) => [r.id, r.name]));
      const chosen = stats.roomIds.flatMap((id) => names.get(id) ?? []);
      return statisticsExport(stats, chosen, lang);
    },

    /** The year summary as an export: its figures and the records ordered, as the screen. */
    async yearSummaryExport(year: number, lang: ExportLanguage) {
      const [summary, records] = await Promise.all([
        service.yearSummary(year),
        recordOrders.statistics(year),
      ]);
      return yearSummaryExport(summary, records, lang);
    },
  };
  return service;
}
