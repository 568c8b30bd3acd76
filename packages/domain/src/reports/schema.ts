/**
 * Wire schemas of reports: the occupancy report per slot and the
 * queries of the occupancy and daily reports.
 */
import { z } from 'zod';
import { dailyReportGroupLineSchema } from '../group-visits/schema';
import { statesRefusals } from '../refusals';
import { isValidIsoDate } from '../dates';
import { evenWithFieldErrors, idParamSchema, idSchema, isoDateField } from '../validation';

/** Which tickets a report counts. */
export const REPORT_TYPES = ['BOOKED', 'CANCELLED'] as const;

/** A report type. */
export type ReportType = (typeof REPORT_TYPES)[number];

/**
 * One row of the occupancy report: a slot and how many tickets of the type it has.
 * `capacity` may be null (slot gone); the percentage is then empty (`occupancyPercent`).
 */
export const reportItemSchema = z.object({
  date: z.iso.date(),
  startTime: z.string(),
  endTime: z.string(),
  count: z.int().min(0),
  capacity: z.int().nullable(),
  /**
   * booked tickets of the slot not marked arrived — counted once the slot has
   * ended and only when check-in was used that day in the room; null otherwise (and in the
   * CANCELLED report).
   */
  noShows: z.int().min(0).nullable(),
});

/** A row of the occupancy report (Report item). */
export type ReportItem = z.infer<typeof reportItemSchema>;

/** A room id of a query string: digits only, an id the database's integer column can hold. */
const roomIdQuery = idParamSchema;

/**
 * Query of `GET /admin/tickets/report` and the occupancy filters: room, from,
 * until (not before from) and type, all required. Ids arrive as query strings.
 */
export const reportQuerySchema = z
  .object({
    roomId: roomIdQuery,
    fromDate: isoDateField(),
    untilDate: statesRefusals(isoDateField(), { fields: [], when: 'before `fromDate`' }),
    status: z.enum(REPORT_TYPES, { error: 'required' }),
  })
  .refine(
    (v) => !isValidIsoDate(v.fromDate) || !isValidIsoDate(v.untilDate) || v.untilDate >= v.fromDate,
    { ...evenWithFieldErrors, path: ['untilDate'], error: 'notBeforeStart' },
  );

/** Filters of the occupancy report. */
export type ReportQuery = z.infer<typeof reportQuerySchema>;

/** The daily report's filter: a date, required. */
export const dailyReportQuerySchema = z.object({ date: isoDateField() });

/** Filter of the daily report. */
export type DailyReportQuery = z.infer<typeof dailyReportQuerySchema>;

/** Query of `GET /admin/tickets/report/daily`: a room and a day, both required. */
export const dailyReportRequestSchema = z.object({
  roomId: roomIdQuery,
  date: isoDateField(),
});

/** One line of the daily report: a booked seat with its person (empty once erased). */
export const dailyReportLineSchema = z.object({
  timeSlotId: idSchema,
  startTime: z.string(),
  endTime: z.string(),
  seatNumber: z.int().min(1),
  /** the named seat the ticket holds ("M2"); null: none (no named seats, or no seat assigned) */
  seatLabel: z.string().nullable().optional(),
  /**
   * true: the room has named seats and the ticket holds none ("no seat assigned": staff
   * overbooking, a blocked or deleted seat); false: it holds one, or the room has none
   */
  seatMissing: z.boolean(),
  lastName: z.string().nullable(),
  firstName: z.string().nullable(),
  /** null once the personal data is erased */
  accessibility: z.boolean().nullable(),
  /**
   * `ARRIVED` (marked at the desk), `NO_SHOW` (not marked, the slot has ended and
   * check-in was used that day in the room), or null (nothing known yet).
   */
  attendance: z.enum(['ARRIVED', 'NO_SHOW']).nullable(),
  /** call numbers of the records ordered for the visit (not cancelled), in order */
  units: z.array(z.string()).optional(),
});

/** Response of `GET /admin/tickets/report/daily`. */
export const dailyReportSchema = z.object({
  roomId: idSchema,
  roomName: z.string(),
  date: z.iso.date(),
  content: z.array(dailyReportLineSchema),
  /**
   * the day's confirmed groups, one line each with their seats and participants (their seats
   * are not in `content`); always sent by this server (docs/decisions/group-visits.md)
   */
  groups: z.array(dailyReportGroupLineSchema).optional(),
});

/** The daily report of a room. */
export type DailyReport = z.infer<typeof dailyReportSchema>;
