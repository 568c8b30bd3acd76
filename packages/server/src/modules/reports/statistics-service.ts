import {
  LEAD_TIME_BUCKETS,
  leadTimeBucket,
  type Statistics,
  type StatisticsQuery,
  type YearFigures,
  type YearSummary,
} from '@lesesaal/domain/reports/statistics';
import type { ExportLanguage } from '../../http/export/index';
import type { AppContext } from '../../http/types';
import { createRecordOrdersService } from '../record-orders';
import { statisticsExport, yearSummaryExport } from './statistics-export';
import * as repo from './statistics-repository';

const percentOf = (visits: number, seats: number) =>
  seats === 0 ? null : Math.round((visits / seats) * 1000) / 10;

/** ISO weekday (1 Monday … 7 Sunday) of a calendar date. */
const isoWeekday = (date: string) => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/**
 * The statistics and the year summary, from the tickets' non-personal columns and
 * the accessible seats counted before the nightly erasure: the same figures before and after.
 */
export function createStatisticsService(ctx: AppContext) {
  const { db, clock, config } = ctx;
  // the records ordered of the year summary: the record-orders module owns its units
  const recordOrders = createRecordOrdersService(ctx);

  const service = {
    async statistics(query: StatisticsQuery): Promise<Statistics> {
      const roomIds = query.roomIds ? [...new Set(query.roomIds.split(',').map(Number))] : null;
      const filter = { fromDate: query.fromDate, untilDate: query.untilDate, roomIds };
      // at once: on PostgreSQL each on its own pooled connection (PGlite queues them)
      const [slots, erasedAccessible, lead, rooms] = await Promise.all([
        repo.slotCounts(db, filter, clock.wallClock()),
        repo.erasedAccessibleByRoom(db, filter),
        repo.leadTimes(db, filter, config.timeZone),
        repo.roomNames(db),
      ]);
      const totals = { booked: 0, cancelled: 0, visits: 0, noShows: 0, accessible: 0, seats: 0 };
      const months = new Map<
        string,
        { roomId: number; month: string; visits: number; seats: number }
      >();
      const weekdays = new Map<number, number>();
      const hours = new Map<number, number>();
      for (const s of slots) {
        totals.visits += s.visits;
        totals.cancelled += s.cancelled;
        totals.noShows += s.noShows;
        totals.accessible += s.accessibleLive;
        totals.seats += s.capacity;
        const key = `${s.roomId}|${s.date.slice(0, 7)}`;
        const m = months.get(key) ?? {
          roomId: s.roomId,
          month: s.date.slice(0, 7),
          visits: 0,
          seats: 0,
        };
        m.visits += s.visits;
        m.seats += s.capacity;
        months.set(key, m);
        const weekday = isoWeekday(s.date);
        weekdays.set(weekday, (weekdays.get(weekday) ?? 0) + s.visits);
        hours.set(s.hour, (hours.get(s.hour) ?? 0) + s.visits);
      }
      for (const n of erasedAccessible.values()) totals.accessible += n;
      totals.booked = totals.visits + totals.cancelled;
      const order = new Map(rooms.map((r, i) => [r.id, i]));
      const names = new Map(rooms.map((r) => [r.id, r.name]));
      const buckets = new Map<string, number>(LEAD_TIME_BUCKETS.map((b) => [b, 0]));
      for (const { days, n } of lead.days) {
        const bucket = leadTimeBucket(days);
        buckets.set(bucket, buckets.get(bucket)! + n);
      }
      return {
        fromDate: query.fromDate,
        untilDate: query.untilDate,
        roomIds: roomIds ?? rooms.map((r) => r.id),
        totals: {
          booked: totals.booked,
          cancelled: totals.cancelled,
          visits: totals.visits,
          noShows: totals.noShows,
          accessible: totals.accessible,
          accessibleShare: totals.visits === 0 ? null : totals.accessible / totals.visits,
          seatsOffered: totals.seats,
          occupancyPercent: percentOf(totals.visits, totals.seats),
        },
        occupancy: [...months.values()]
          .sort(
            (a, b) =>
              (order.get(a.roomId) ?? 0) - (order.get(b.roomId) ?? 0) ||
              a.month.localeCompare(b.month),
          )
          .map((m) => ({
            roomId: m.roomId,
            roomName: names.get(m.roomId) ?? '',
            month: m.month,
            visits: m.visits,
            seatsOffered: m.seats,
            percent: percentOf(m.visits, m.seats),
          })),
        weekdays: [...weekdays.entries()]
          .sort(([a], [b]) => a - b)
          .map(([weekday, visits]) => ({ weekday, visits })),
        hours: [...hours.entries()]
          .sort(([a], [b]) => a - b)
          .map(([hour, visits]) => ({ hour, visits })),
        leadTime: {
          medianDays: lead.median,
          buckets: LEAD_TIME_BUCKETS.map((bucket) => ({ bucket, count: buckets.get(bucket)! })),
        },
      };
    },

    /** The figures of one calendar year, per room and in total (the ministry form). */
    async yearSummary(year: number): Promise<YearSummary> {
      const filter = { fromDate: `${year}-01-01`, untilDate: `${year}-12-31`, roomIds: null };
      // past days as the nightly erasure counted them, the others from their tickets
      const [slots, counted, erasedAccessible, visitorDays, rooms] = await Promise.all([
        repo.slotCounts(db, filter, clock.wallClock(), { countedDaysFromStore: true }),
        repo.countedByRoom(db, filter),
        repo.erasedAccessibleByRoom(db, filter),
        repo.visitorDaysByRoom(db, filter),
        repo.roomNames(db),
      ]);
      const empty = (): YearFigures & { days: Set<string> } => ({
        openingDays: 0,
        slotsOffered: 0,
        seatsOffered: 0,
        visits: 0,
        visitorDays: 0,
        cancelled: 0,
        noShows: 0,
        accessible: 0,
        occupancyPercent: null,
        days: new Set(),
      });
      const total = empty();
      const perRoom = new Map<number, ReturnType<typeof empty>>();
      for (const s of slots) {
        const room = perRoom.get(s.roomId) ?? empty();
        perRoom.set(s.roomId, room);
        for (const f of [room, total]) {
          f.days.add(s.date);
          f.slotsOffered += 1;
          f.seatsOffered += s.capacity;
          f.visits += s.visits;
          f.cancelled += s.cancelled;
          f.noShows += s.noShows;
          f.accessible += s.accessibleLive;
        }
      }
      for (const [roomId, c] of counted) {
        const room = perRoom.get(roomId) ?? empty();
        perRoom.set(roomId, room);
        for (const f of [room, total]) {
          f.visits += c.visits;
          f.cancelled += c.cancelled;
          f.noShows += c.noShows;
        }
      }
      for (const [roomId, n] of erasedAccessible) {
        const room = perRoom.get(roomId) ?? empty();
        perRoom.set(roomId, room);
        room.accessible += n;
        total.accessible += n;
      }
      for (const [roomId, n] of visitorDays) {
        const room = perRoom.get(roomId);
        if (room) room.visitorDays = n;
        total.visitorDays += n;
      }
      const finish = ({ days, ...f }: ReturnType<typeof empty>): YearFigures => ({
        ...f,
        openingDays: days.size,
        occupancyPercent: percentOf(f.visits, f.seatsOffered),
      });
      return {
        year,
        totals: finish(total),
        rooms: rooms
          .filter((r) => perRoom.has(r.id))
          .map((r) => ({ roomId: r.id, roomName: r.name, ...finish(perRoom.get(r.id)!) })),
      };
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
