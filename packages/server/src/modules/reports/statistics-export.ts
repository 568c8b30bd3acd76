import type {
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

/**
 * The statistics screen and the year summary as exports: the figures the screen
 * shows, one table per chart (a sheet in XLSX, a section in CSV), built from the same JSON
 * the screen gets (the year summary's records ordered: GET /admin/record-statistics).
 * Percentages as numbers with one decimal (the screen's rounding).
 */

const WEEKDAYS = {
  de: ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'],
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
} as const;

const BUCKETS: Record<ExportLanguage, Record<LeadTimeBucket, string>> = {
  de: {
    '0': 'am selben Tag',
    '1': '1 Tag',
    '2-7': '2 bis 7 Tage',
    '8-14': '8 bis 14 Tage',
    '15-30': '15 bis 30 Tage',
    '31+': 'über 30 Tage',
  },
  en: {
    '0': 'same day',
    '1': '1 day',
    '2-7': '2 to 7 days',
    '8-14': '8 to 14 days',
    '15-30': '15 to 30 days',
    '31+': 'over 30 days',
  },
};

const VISITS: ExportColumn = { de: 'Besuche', en: 'Visits' };

/** A row's label in the file's language: the weekday's name (ISO 1 Monday … 7 Sunday). */
export const weekdayName = (weekday: number, lang: ExportLanguage) =>
  WEEKDAYS[lang][weekday - 1] ?? String(weekday);
export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
export const bucketLabel = (bucket: LeadTimeBucket, lang: ExportLanguage) => BUCKETS[lang][bucket];
/** The accessible share (0–1) as a percentage with one decimal, as the screen shows it. */
export const sharePercent = (share: number | null) =>
  share === null ? null : Math.round(share * 1000) / 10;

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
  const de = lang === 'de';
  const t = stats.totals;
  const totals: Cell[][] = [
    [de ? 'Von' : 'From', dateCell(stats.fromDate)],
    [de ? 'Bis' : 'Until', dateCell(stats.untilDate)],
    [de ? 'Lesesäle' : 'Reading rooms', roomNames.join(', ')],
    [de ? 'Gebuchte Plätze' : 'Seats booked', t.booked],
    [de ? 'Storniert' : 'Cancelled', t.cancelled],
    [de ? 'Besuche (gebucht, nicht storniert)' : 'Visits (booked, not cancelled)', t.visits],
    [de ? 'Nicht erschienen' : 'No-shows', t.noShows],
    [de ? 'Angebotene Plätze' : 'Seats offered', t.seatsOffered],
    [de ? 'Auslastung (%)' : 'Occupancy (%)', t.occupancyPercent],
    [de ? 'Barrierefreier Platz benötigt' : 'Accessible seat needed', t.accessible],
    [
      de ? 'Anteil barrierefreier Platz (%)' : 'Share needing an accessible seat (%)',
      sharePercent(t.accessibleShare),
    ],
    [de ? 'Vorlaufzeit, Median (Tage)' : 'Lead time, median (days)', stats.leadTime.medianDays],
  ];
  return {
    totals,
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
      e.months.map((m): Cell[] => [de ? e.nameDe : e.nameEn, m.month, m.bookings, e.seats]),
    ),
  };
}

/**
 * The statistics of a period and rooms: key figures, then one table per chart, last the
 * bookings by equipment (a row per equipment type and month, its name in the file's language).
 */
export function statisticsExport(
  stats: Statistics,
  roomNames: string[],
  lang: ExportLanguage,
): ExportBook {
  const de = lang === 'de';
  const rows = statisticsRows(stats, roomNames, lang);
  return {
    fileName: `${de ? 'statistik' : 'statistics'}_${stats.fromDate}_${stats.untilDate}`,
    tables: [
      sheet(
        de ? 'Kennzahlen' : 'Key figures',
        [
          { de: 'Kennzahl', en: 'Figure' },
          { de: 'Wert', en: 'Value' },
        ],
        rows.totals,
      ),
      sheet(
        de ? 'Auslastung je Monat' : 'Occupancy per month',
        [
          { de: 'Lesesaal', en: 'Reading room' },
          { de: 'Monat', en: 'Month' },
          VISITS,
          { de: 'Angebotene Plätze', en: 'Seats offered' },
          { de: 'Auslastung (%)', en: 'Occupancy (%)' },
        ],
        rows.occupancy,
      ),
      sheet(
        de ? 'Wochentage' : 'Weekdays',
        [{ de: 'Wochentag', en: 'Weekday' }, VISITS],
        rows.weekdays,
      ),
      sheet(
        de ? 'Beginnzeiten' : 'Start hours',
        [{ de: 'Beginn', en: 'Start' }, VISITS],
        rows.hours,
      ),
      sheet(
        de ? 'Vorlaufzeit' : 'Lead time',
        [{ de: 'Vorlaufzeit', en: 'Lead time' }, VISITS],
        rows.leadTime,
      ),
      // always there, without rows when no seat of the rooms has equipment: the same sheets
      // whatever the period
      sheet(
        de ? 'Buchungen nach Ausstattung' : 'Bookings by equipment',
        [
          { de: 'Ausstattung', en: 'Equipment' },
          { de: 'Monat', en: 'Month' },
          { de: 'Buchungen', en: 'Bookings' },
          { de: 'Plätze mit dieser Ausstattung', en: 'Seats with this equipment' },
        ],
        rows.equipment,
      ),
    ],
  };
}

/** The year summary's columns after the room, in the screen's order. */
export const YEAR_FIGURES: ReadonlyArray<[keyof YearFigures, ExportColumn]> = [
  ['openingDays', { de: 'Öffnungstage', en: 'Opening days' }],
  ['slotsOffered', { de: 'Termine angeboten', en: 'Time slots offered' }],
  ['seatsOffered', { de: 'Plätze angeboten', en: 'Seats offered' }],
  ['visits', { de: 'Besuche', en: 'Visits' }],
  ['visitorDays', { de: 'Besuchertage', en: 'Visitor days' }],
  ['cancelled', { de: 'Storniert', en: 'Cancelled' }],
  ['noShows', { de: 'Nicht erschienen', en: 'No-shows' }],
  ['accessible', { de: 'Barrierefreier Platz', en: 'Accessible seat' }],
  ['occupancyPercent', { de: 'Auslastung (%)', en: 'Occupancy (%)' }],
];

/** The year summary's rows: one per room, then the total. */
export function yearSummaryRows(summary: YearSummary, lang: ExportLanguage): Cell[][] {
  const figures = (f: YearFigures) => YEAR_FIGURES.map(([key]) => f[key]);
  return [
    ...summary.rooms.map((r): Cell[] => [r.roomName, ...figures(r)]),
    [lang === 'de' ? 'Gesamt' : 'Total', ...figures(summary.totals)],
  ];
}

const MONTHS = {
  de: [
    'Januar',
    'Februar',
    'März',
    'April',
    'Mai',
    'Juni',
    'Juli',
    'August',
    'September',
    'Oktober',
    'November',
    'Dezember',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
} as const;

/** The records table's columns: the room, the twelve months, the total, the cancelled apart. */
export const RECORDS_COLUMNS: readonly ExportColumn[] = [
  { de: 'Lesesaal', en: 'Reading room' },
  ...MONTHS.de.map((de, i) => ({ de, en: MONTHS.en[i]! })),
  { de: 'Gesamt', en: 'Total' },
  { de: 'Storniert (nicht in Summe)', en: 'Cancelled (not in total)' },
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
  const totalRow = { roomName: lang === 'de' ? 'Gesamt' : 'Total', ...total };
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
  const de = lang === 'de';
  return {
    fileName: `${de ? 'jahresuebersicht' : 'year-summary'}_${summary.year}`,
    tables: [
      sheet(
        `${de ? 'Jahresübersicht' : 'Year summary'} ${summary.year}`,
        [{ de: 'Lesesaal', en: 'Reading room' }, ...YEAR_FIGURES.map(([, column]) => column)],
        yearSummaryRows(summary, lang),
      ),
      sheet(
        `${de ? 'Bestellte Archivalien' : 'Records ordered'} ${records.year}`,
        RECORDS_COLUMNS,
        recordsOrderedRows(records, lang),
      ),
    ],
  };
}
