import { addDays, type IsoDate } from '@lesesaal/domain/dates';
import { assignSeatNumbers, occupancyPercent } from '@lesesaal/domain/reports/rules';
import type { DailyReport, ReportItem, ReportQuery } from '@lesesaal/domain/reports/schema';
import {
  dateCell,
  fileSlug,
  timeCell,
  type Cell,
  type ExportTable,
  type ExportLanguage,
} from '../../http/export/index';
import { AppError } from '../../http/app-error';
import type { AppContext } from '../../http/types';
import { exportColumn, exportTexts } from '../../texts';
import * as repo from './repository';

/** Days of occupancy one query reads (a page of at most a month of slots). */
export const OCCUPANCY_PAGE_DAYS = 31;

const OCCUPANCY_COLUMNS = (
  ['date', 'start', 'end', 'reservations', 'seats', 'occupancy'] as const
).map((column) => exportColumn(`occupancy.columns.${column}`));
const NO_SHOW_COLUMN = exportColumn('occupancy.columns.noShows');

/** A row of the occupancy export: the screen's columns, no-shows only in the BOOKED report. */
export const occupancyRow = (item: ReportItem, withNoShows: boolean): Cell[] => [
  dateCell(item.date),
  timeCell(item.startTime),
  timeCell(item.endTime),
  item.count,
  item.capacity,
  occupancyPercent(item.count, item.capacity),
  ...(withNoShows ? [item.noShows] : []),
];

const DAILY_COLUMNS = (
  [
    'start',
    'end',
    'seat',
    'lastName',
    'firstName',
    'accessible',
    'attendance',
    // the call numbers ordered for the visit, as the screen's Records column
    'records',
  ] as const
).map((column) => exportColumn(`daily.columns.${column}`));

/** A line of the daily export: what the daily report screen shows (names empty once erased). */
export const dailyRow = (line: DailyReport['content'][number], lang: ExportLanguage): Cell[] => {
  const t = exportTexts(lang);
  return [
    timeCell(line.startTime),
    timeCell(line.endTime),
    // a named seat by its label where assigned, "no seat assigned" where the room has named
    // seats and the ticket holds none, else (no named seats) the report's number
    line.seatLabel ?? (line.seatMissing ? t('daily.noSeat') : line.seatNumber),
    line.lastName,
    line.firstName,
    line.accessibility === null ? null : t(line.accessibility ? 'daily.yes' : 'daily.no'),
    line.attendance === null ? null : t(`daily.${line.attendance}`),
    line.units && line.units.length > 0 ? line.units.join(', ') : null,
  ];
};

/**
 * The report exports: the same rows as the report screens, read in pages
 * (occupancy: a month of slots per query) so a year of a room is never held at once.
 * An unknown room is a 404 before the first byte.
 */
export function createReportExportService(ctx: Pick<AppContext, 'db' | 'clock'>) {
  const { db, clock } = ctx;
  async function roomName(roomId: number): Promise<string> {
    const name = await repo.findRoomName(db, roomId);
    if (name === null) throw AppError.notFound('room');
    return name;
  }

  /** The occupancy report's slots, `days` days per query. */
  async function* occupancyPages(
    query: ReportQuery,
    days = OCCUPANCY_PAGE_DAYS,
  ): AsyncGenerator<ReportItem[]> {
    // only the span that has slots: a range of centuries is not thousands of empty reads
    const bounds = await repo.slotDateBounds(db, query.roomId, query.fromDate, query.untilDate);
    if (!bounds) return;
    for (let from: IsoDate = bounds.first; from <= bounds.last; from = addDays(from, days)) {
      const last = addDays(from, days - 1);
      const until = last < bounds.last ? last : bounds.last;
      const page = await repo.occupancy(
        db,
        query.roomId,
        from,
        until,
        query.status,
        clock.wallClock(),
      );
      if (page.length > 0) yield page;
    }
  }

  return {
    occupancyPages,

    async occupancy(query: ReportQuery, lang: ExportLanguage): Promise<ExportTable> {
      const name = await roomName(query.roomId);
      const withNoShows = query.status === 'BOOKED';
      const t = exportTexts(lang);
      const kind = t(withNoShows ? 'occupancy.fileName' : 'occupancy.fileNameCancelled');
      return {
        fileName: `${kind}_${fileSlug(name)}_${query.fromDate}_${query.untilDate}`,
        sheetName: t('occupancy.sheet'),
        columns: withNoShows ? [...OCCUPANCY_COLUMNS, NO_SHOW_COLUMN] : OCCUPANCY_COLUMNS,
        pages: (async function* () {
          for await (const page of occupancyPages(query))
            yield page.map((item) => occupancyRow(item, withNoShows));
        })(),
      };
    },

    /** One day of one room: a single page (the daily report is a day's seats). */
    async daily(roomId: number, date: IsoDate, lang: ExportLanguage): Promise<ExportTable> {
      const name = await roomName(roomId);
      const lines = assignSeatNumbers(await repo.bookedOfDay(db, roomId, date, clock.wallClock()));
      const t = exportTexts(lang);
      return {
        fileName: `${t('daily.fileName')}_${fileSlug(name)}_${date}`,
        sheetName: t('daily.sheet'),
        columns: DAILY_COLUMNS,
        pages: (async function* () {
          if (lines.length > 0) yield lines.map((line) => dailyRow(line, lang));
        })(),
      };
    },
  };
}
