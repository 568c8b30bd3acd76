import { DEFAULT_APPLICATION_PURPOSES } from '@lesesaal/domain/applications/settings';
import type {
  ApplicationFigures,
  LeadTimeBucket,
  Statistics,
  YearFigures,
  YearSummary,
} from '@lesesaal/domain/reports/statistics';
import type { RecordStatistics } from '@lesesaal/domain/record-orders/schema';
import { recordsOrderedByRoom, unitsInYear } from '@lesesaal/domain/record-orders/statistics';
import {
  dateCell,
  type Cell,
  type ExportBook,
  type ExportColumn,
  type ExportLanguage,
  type ExportTable,
} from '../../http/export/index';
import { exportColumn, exportTexts } from '../../texts';

/**
 * The statistics screen and the year summary as exports: the figures the screen
 * shows, one table per chart (a sheet in XLSX, a section in CSV), built from the same JSON
 * the screen gets (the year summary's records ordered: GET /admin/record-statistics).
 * Percentages as numbers with one decimal (the screen's rounding).
 */

/** A row's label in the file's language: the weekday's name (ISO 1 Monday … 7 Sunday). */
export const weekdayName = (weekday: number, lang: ExportLanguage) =>
  Number.isInteger(weekday) && weekday >= 1 && weekday <= 7
    ? exportTexts(lang)(`statistics.weekdays.${weekday as 1 | 2 | 3 | 4 | 5 | 6 | 7}`)
    : String(weekday);
export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
export const bucketLabel = (bucket: LeadTimeBucket, lang: ExportLanguage) =>
  exportTexts(lang)(`statistics.leadTimes.${bucket}`);
/** The accessible share (0–1) as a percentage with one decimal, as the screen shows it. */
export const sharePercent = (share: number | null) =>
  share === null ? null : Math.round(share * 1000) / 10;

/** A purpose in the file's language: the default keys by their text, an archive's own as given. */
export const purposeLabel = (purpose: string | null, lang: ExportLanguage) => {
  const t = exportTexts(lang);
  if (purpose === null) return t('statistics.noPurpose');
  return (DEFAULT_APPLICATION_PURPOSES as readonly string[]).includes(purpose)
    ? t(`statistics.purposes.${purpose as (typeof DEFAULT_APPLICATION_PURPOSES)[number]}`)
    : purpose;
};

/** An application row's counts, in the columns' order. */
const applicationCells = (a: Omit<ApplicationFigures, 'month'>): Cell[] => [
  a.submitted,
  a.pending,
  a.approved,
  a.refused,
  a.expired,
];

/** One page holding every row (the statistics are a few hundred rows at most). */
async function* onePage(rows: Cell[][]): AsyncGenerator<Cell[][]> {
  if (rows.length > 0) yield rows;
}

type Sheet = Omit<ExportTable, 'fileName'>;
const sheet = (sheetName: string, columns: readonly ExportColumn[], rows: Cell[][]): Sheet => ({
  sheetName,
  columns,
  pages: onePage(rows),
});

/** The rows of each table of the statistics export, in the file's language (tests compare them). */
export function statisticsRows(stats: Statistics, roomNames: string[], lang: ExportLanguage) {
  const t = exportTexts(lang);
  const totals = stats.totals;
  const figures: Cell[][] = [
    [t('statistics.figures.from'), dateCell(stats.fromDate)],
    [t('statistics.figures.until'), dateCell(stats.untilDate)],
    [t('statistics.figures.rooms'), roomNames.join(', ')],
    [t('statistics.figures.booked'), totals.booked],
    [t('statistics.figures.cancelled'), totals.cancelled],
    [t('statistics.figures.visits'), totals.visits],
    [t('statistics.figures.noShows'), totals.noShows],
    [t('statistics.figures.seatsOffered'), totals.seatsOffered],
    [t('statistics.figures.occupancy'), totals.occupancyPercent],
    [t('statistics.figures.accessible'), totals.accessible],
    [t('statistics.figures.accessibleShare'), sharePercent(totals.accessibleShare)],
    [t('statistics.figures.leadTimeMedian'), stats.leadTime.medianDays],
  ];
  const roomName = new Map<number | null, string>(
    stats.occupancy.map((o) => [o.roomId, o.roomName]),
  );
  const roomCell = (id: number | null) =>
    id === null ? t('statistics.allRooms') : (roomName.get(id) ?? String(id));
  const monthCell = (month: string | null) => month ?? t('statistics.wholePeriod');
  const readers = stats.readers;
  return {
    totals: figures,
    readers: readers.figures.map((f): Cell[] => [
      roomCell(f.roomId),
      monthCell(f.month),
      f.readers,
      f.readerDays,
      f.groupReaderDays,
      f.firstTime,
      f.abroad,
      f.unitsIssued,
      f.unitsPulled,
    ]),
    readerPurposes: readers.figures.flatMap((f) =>
      f.purposes.map((p): Cell[] => [
        roomCell(f.roomId),
        monthCell(f.month),
        purposeLabel(p.purpose, lang),
        p.readers,
      ]),
    ),
    applications: readers.applications.map((a): Cell[] => [
      monthCell(a.month),
      ...applicationCells(a),
    ]),
    occupancy: stats.occupancy.map((o): Cell[] => [
      o.roomName,
      o.month,
      o.visits,
      o.seatsOffered,
      o.percent,
    ]),
    weekdays: stats.weekdays.map((w): Cell[] => [weekdayName(w.weekday, lang), w.visits]),
    hours: stats.hours.map((h): Cell[] => [hourLabel(h.hour), h.visits]),
    leadTime: stats.leadTime.buckets.map((b): Cell[] => [bucketLabel(b.bucket, lang), b.count]),
    equipment: stats.equipment.flatMap((e) =>
      e.months.map((m): Cell[] => [
        lang === 'de' ? e.nameDe : e.nameEn,
        m.month,
        m.bookings,
        e.seats,
      ]),
    ),
  };
}

/**
 * The statistics of a period and rooms: key figures, then one table per chart, last the
 * bookings by equipment (a row per equipment type and month, its name in the file's language).
 */
type StatisticsColumn =
  | 'figure'
  | 'value'
  | 'room'
  | 'month'
  | 'visits'
  | 'seatsOffered'
  | 'occupancy'
  | 'weekday'
  | 'start'
  | 'leadTime'
  | 'equipment'
  | 'bookings'
  | 'equipmentSeats'
  | 'readers'
  | 'readerDays'
  | 'groupReaderDays'
  | 'firstTime'
  | 'abroad'
  | 'unitsIssued'
  | 'unitsPulled'
  | 'purpose'
  | 'submitted'
  | 'pending'
  | 'approved'
  | 'refused'
  | 'expired';

const APPLICATION_COLUMNS = ['submitted', 'pending', 'approved', 'refused', 'expired'] as const;

export function statisticsExport(
  stats: Statistics,
  roomNames: string[],
  lang: ExportLanguage,
): ExportBook {
  const t = exportTexts(lang);
  const columns = (...keys: StatisticsColumn[]) =>
    keys.map((key) => exportColumn(`statistics.columns.${key}`));
  const rows = statisticsRows(stats, roomNames, lang);
  return {
    fileName: `${t('statistics.fileName')}_${stats.fromDate}_${stats.untilDate}`,
    tables: [
      sheet(t('statistics.sheets.figures'), columns('figure', 'value'), rows.totals),
      sheet(
        t('statistics.sheets.occupancy'),
        columns('room', 'month', 'visits', 'seatsOffered', 'occupancy'),
        rows.occupancy,
      ),
      sheet(t('statistics.sheets.weekdays'), columns('weekday', 'visits'), rows.weekdays),
      sheet(t('statistics.sheets.hours'), columns('start', 'visits'), rows.hours),
      sheet(t('statistics.sheets.leadTime'), columns('leadTime', 'visits'), rows.leadTime),
      // always there, without rows when no seat of the rooms has equipment: the same sheets
      // whatever the period
      sheet(
        t('statistics.sheets.equipment'),
        columns('equipment', 'month', 'bookings', 'equipmentSeats'),
        rows.equipment,
      ),
      // the reader statistics (docs/decisions/reader-statistics.md): a row per room (all
      // first) and month (the whole period first)
      sheet(
        t('statistics.sheets.readers'),
        columns(
          'room',
          'month',
          'readers',
          'readerDays',
          'groupReaderDays',
          'firstTime',
          'abroad',
          'unitsIssued',
          'unitsPulled',
        ),
        rows.readers,
      ),
      sheet(
        t('statistics.sheets.readerPurposes'),
        columns('room', 'month', 'purpose', 'readers'),
        rows.readerPurposes,
      ),
      sheet(
        t('statistics.sheets.applications'),
        columns('month', ...APPLICATION_COLUMNS),
        rows.applications,
      ),
    ],
  };
}

/** The year summary's columns after the room, in the screen's order. */
export const YEAR_FIGURES: ReadonlyArray<[keyof YearFigures, ExportColumn]> = (
  [
    'openingDays',
    'slotsOffered',
    'seatsOffered',
    'visits',
    'visitorDays',
    'cancelled',
    'noShows',
    'accessible',
    'occupancyPercent',
    'readers',
    'readerDays',
    'groupReaderDays',
    'firstTimeReaders',
    'readersAbroad',
  ] as const
).map((key) => [key, exportColumn(`yearSummary.columns.${key}`)]);

/** The year summary's rows: one per room, then the total. */
export function yearSummaryRows(summary: YearSummary, lang: ExportLanguage): Cell[][] {
  const figures = (f: YearFigures) => YEAR_FIGURES.map(([key]) => f[key]);
  return [
    ...summary.rooms.map((r): Cell[] => [r.roomName, ...figures(r)]),
    [exportTexts(lang)('yearSummary.total'), ...figures(summary.totals)],
  ];
}

/** The records table's columns: the room, the twelve months, the total, the cancelled apart. */
export const RECORDS_COLUMNS: readonly ExportColumn[] = [
  exportColumn('yearSummary.columns.room'),
  ...([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const).map((month) =>
    exportColumn(`yearSummary.months.${month}`),
  ),
  exportColumn('yearSummary.columns.total'),
  exportColumn('yearSummary.columns.cancelledNotInTotal'),
];

/**
 * The records ordered as the year summary screen shows them: a row per room with
 * units in the year (cancelled ones included), units of visits not cancelled per month of
 * the visit and their total, then the units of cancelled visits (not in the total); last the
 * total row. No row at all when no units were ordered in the year (the screen shows a
 * sentence instead of its table).
 */
export function recordsOrderedRows(stats: RecordStatistics, lang: ExportLanguage): Cell[][] {
  const { rows, total } = recordsOrderedByRoom(stats);
  if (rows.length === 0) return [];
  const totalRow = { roomName: exportTexts(lang)('yearSummary.total'), ...total };
  return [...rows, totalRow].map((r) => [r.roomName, ...r.units, unitsInYear(r), r.cancelled]);
}

/**
 * The year summary as the screen shows it: the figures (a row per reading room and the total),
 * then the records ordered — a sheet each in XLSX, a section each in CSV. The records table is
 * always there (the file's shape does not depend on the year), without rows when none were
 * ordered.
 */
export function yearSummaryExport(
  summary: YearSummary,
  records: RecordStatistics,
  lang: ExportLanguage,
): ExportBook {
  const t = exportTexts(lang);
  return {
    fileName: `${t('yearSummary.fileName')}_${summary.year}`,
    tables: [
      sheet(
        t('yearSummary.sheet', { year: summary.year }),
        [exportColumn('yearSummary.columns.room'), ...YEAR_FIGURES.map(([, column]) => column)],
        yearSummaryRows(summary, lang),
      ),
      sheet(
        t('yearSummary.recordsSheet', { year: records.year }),
        RECORDS_COLUMNS,
        recordsOrderedRows(records, lang),
      ),
      // the year's readers per purpose and user applications (the whole archive)
      sheet(
        t('yearSummary.readerPurposesSheet', { year: summary.year }),
        [exportColumn('statistics.columns.purpose'), exportColumn('statistics.columns.readers')],
        summary.readerPurposes.map((p): Cell[] => [purposeLabel(p.purpose, lang), p.readers]),
      ),
      sheet(
        t('yearSummary.applicationsSheet', { year: summary.year }),
        APPLICATION_COLUMNS.map((key) => exportColumn(`statistics.columns.${key}`)),
        [applicationCells(summary.applications)],
      ),
    ],
  };
}
