/**
 * Wire schemas of the statistics: figures of a period and rooms, and the year
 * summary a ministry form asks for. Every figure is counted from non-personal ticket columns
 * or from `daily_statistics` (accessible seats, counted before the nightly erasure), so the
 * numbers stay the same after personal data is erased.
 */
import { z } from 'zod';
import { statesRefusals } from '../refusals';
import { isValidIsoDate } from '../dates';
import {
  evenWithFieldErrors,
  isoDateField,
  MAX_INT4,
  wireInteger,
  wireIntegerPattern,
} from '../validation';
import { validationMessage } from '../validation-messages';

const ROOM_ID = wireIntegerPattern(1, MAX_INT4).source.slice(1, -1);
/** Up to 50 room ids 1..MAX_INT4 joined by commas (the document's pattern). */
const ROOM_IDS_PATTERN = new RegExp(`^${ROOM_ID}(?:,${ROOM_ID}){0,49}$`);

/** Longest period of the statistics screen: about two years. */
export const STATISTICS_MAX_DAYS = 732;

/** Lead-time buckets: days between booking (wall-clock date) and visit. */
export const LEAD_TIME_BUCKETS = ['0', '1', '2-7', '8-14', '15-30', '31+'] as const;
export type LeadTimeBucket = (typeof LEAD_TIME_BUCKETS)[number];

/** The bucket of a lead time in days (negative: booked on the day, by staff afterwards). */
export function leadTimeBucket(days: number): LeadTimeBucket {
  if (days <= 0) return '0';
  if (days === 1) return '1';
  if (days <= 7) return '2-7';
  if (days <= 14) return '8-14';
  if (days <= 30) return '15-30';
  return '31+';
}

const daysBetween = (from: string, until: string) =>
  Math.round((Date.parse(`${until}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * Query of `GET /admin/statistics`: the period (both days included) and the rooms, as
 * comma-separated ids (none: every room).
 */
export const statisticsQuerySchema = z
  .object({
    fromDate: isoDateField(),
    untilDate: statesRefusals(isoDateField(), {
      fields: [],
      when: `before \`fromDate\`, or ${STATISTICS_MAX_DAYS} days or more after it`,
    }),
    roomIds: z.string().regex(ROOM_IDS_PATTERN, { error: 'fallback' }).optional(),
  })
  .refine(
    (v) => !isValidIsoDate(v.fromDate) || !isValidIsoDate(v.untilDate) || v.untilDate >= v.fromDate,
    { ...evenWithFieldErrors, path: ['untilDate'], error: 'notBeforeStart' },
  )
  .refine(
    (v) =>
      !isValidIsoDate(v.fromDate) ||
      !isValidIsoDate(v.untilDate) ||
      daysBetween(v.fromDate, v.untilDate) < STATISTICS_MAX_DAYS,
    {
      ...evenWithFieldErrors,
      path: ['untilDate'],
      error: validationMessage('between', { min: 1, max: STATISTICS_MAX_DAYS }),
    },
  );
export type StatisticsQuery = z.infer<typeof statisticsQuerySchema>;

const count = z.int().min(0);
const percent = z.number().min(0).nullable();

/** Readers of one purpose: distinct persons whose visits named it (null: none named). */
const purposeReaders = z.object({ purpose: z.string().nullable(), readers: count });

/**
 * The reader figures of one room (null: the whole archive) and one month (`YYYY-MM`; null: the
 * whole period) — docs/decisions/reader-statistics.md. A person is a pseudonymous key kept on
 * the bookings after the nightly erasure; a visit is a BOOKED ticket that is not a no-show.
 */
export const readerFiguresSchema = z.object({
  roomId: z.int().nullable(),
  month: z.string().nullable(),
  /** distinct persons with a visit */
  readers: count,
  /** distinct persons and days with a visit (a person in two rooms one day: once for the archive) */
  readerDays: count,
  /**
   * participants of CONFIRMED group visits here (a group's `participants`, else its seats): one
   * reader-day each, "in Gruppen"; the group's seats are not in `readers` or `readerDays`
   */
  groupReaderDays: count,
  /** persons whose first visit ever in this archive falls here */
  firstTime: count,
  /** persons whose visit names a country (their application's) other than the archive's */
  abroad: count,
  /** record units handed out (ISSUED or RETURNED) for visits here */
  unitsIssued: count,
  /** record units pulled from the stacks (READY or later, also when cancelled after) for visits here */
  unitsPulled: count,
  /** readers per purpose: the archive's purposes in order (0 included), then others named, then null */
  purposes: z.array(purposeReaders),
});
export type ReaderFigures = z.infer<typeof readerFiguresSchema>;

/** User applications by what happened to them in the period (or one month of it). */
export const applicationFiguresSchema = z.object({
  /** `YYYY-MM`; null: the whole period */
  month: z.string().nullable(),
  /** submitted in the period */
  submitted: count,
  /** of those, still waiting for the decision */
  pending: count,
  /** approved in the period */
  approved: count,
  /** refused in the period */
  refused: count,
  /** approved ones whose validity ended in the period (before today) */
  expired: count,
});
export type ApplicationFigures = z.infer<typeof applicationFiguresSchema>;

/** The reader statistics of a period: per room and month, per room, per month and in total. */
export const readerStatisticsSchema = z.object({
  /** the archive's country (ISO 3166-1 alpha-2): other countries are abroad */
  archiveCountry: z.string(),
  /** the archive's purposes (setting `applicationPurposes`), in order */
  purposes: z.array(z.string()),
  /** every combination of room (and null) and month with slots (and null); the first is the total */
  figures: z.array(readerFiguresSchema),
  /** the whole period first (month null), then each month of the period */
  applications: z.array(applicationFiguresSchema),
});
export type ReaderStatistics = z.infer<typeof readerStatisticsSchema>;

export const statisticsSchema = z.object({
  fromDate: z.iso.date(),
  untilDate: z.iso.date(),
  roomIds: z.array(z.int()),
  totals: z.object({
    /** tickets booked for the period (still booked or cancelled since) */
    booked: count,
    cancelled: count,
    /** BOOKED tickets: visits */
    visits: count,
    /** booked, not marked arrived, slot ended, on days check-in was used in the room */
    noShows: count,
    /** visits whose visitor needed an accessible seat */
    accessible: count,
    /** accessible / visits, 0–1; null without visits */
    accessibleShare: z.number().min(0).max(1).nullable(),
    seatsOffered: count,
    occupancyPercent: percent,
  }),
  occupancy: z.array(
    z.object({
      roomId: z.int(),
      roomName: z.string(),
      month: z.string(),
      visits: count,
      seatsOffered: count,
      percent,
    }),
  ),
  /** ISO weekday 1 (Monday) – 7 (Sunday), only weekdays with slots */
  weekdays: z.array(z.object({ weekday: z.int().min(1).max(7), visits: count })),
  /** hour of the slots' start */
  hours: z.array(z.object({ hour: z.int().min(0).max(23), visits: count })),
  leadTime: z.object({
    /** median of the days between booking and visit; null without visits */
    medianDays: z.number().nullable(),
    buckets: z.array(z.object({ bucket: z.enum(LEAD_TIME_BUCKETS), count })),
  }),
  /**
   * Bookings per seat equipment and month: every equipment type a named seat of the chosen
   * rooms carries (in the equipment list's order), its seats there now, and per month in
   * which those rooms with equipped seats had slots the BOOKED tickets whose assigned seat
   * carries it (a seat with two types counts for both). Rooms without named seats add
   * nothing; empty when no seat of the chosen rooms has equipment.
   */
  equipment: z.array(
    z.object({
      key: z.string(),
      nameDe: z.string(),
      nameEn: z.string(),
      /** seats of the chosen rooms carrying it */
      seats: count,
      months: z.array(z.object({ month: z.string(), bookings: count })),
    }),
  ),
  /** readers, reader-days, first-time readers, purposes, abroad, units, applications */
  readers: readerStatisticsSchema,
});
export type Statistics = z.infer<typeof statisticsSchema>;

/** Query of `GET /admin/statistics/year`. */
export const yearSummaryQuerySchema = z.object({
  year: wireInteger(2000, 2999),
});

const yearFigures = z.object({
  /** days with at least one slot */
  openingDays: count,
  slotsOffered: count,
  seatsOffered: count,
  visits: count,
  /** visitor days: per booking and day, the seats it held in one slot (a visitor counted once a day) */
  visitorDays: count,
  cancelled: count,
  noShows: count,
  accessible: count,
  occupancyPercent: percent,
  /** distinct persons with a visit (docs/decisions/reader-statistics.md) */
  readers: count,
  /** distinct persons and days with a visit */
  readerDays: count,
  /** participants of the year's CONFIRMED group visits (reader-days in groups) */
  groupReaderDays: count,
  /** persons whose first visit ever in this archive was in the year */
  firstTimeReaders: count,
  /** persons whose visit names a country other than the archive's */
  readersAbroad: count,
});
export type YearFigures = z.infer<typeof yearFigures>;

export const yearSummarySchema = z.object({
  year: z.int(),
  totals: yearFigures,
  rooms: z.array(yearFigures.extend({ roomId: z.int(), roomName: z.string() })),
  /** the year's readers per purpose (the whole archive) */
  readerPurposes: z.array(purposeReaders),
  /** the year's user applications (the whole archive) */
  applications: applicationFiguresSchema.omit({ month: true }),
});
export type YearSummary = z.infer<typeof yearSummarySchema>;
