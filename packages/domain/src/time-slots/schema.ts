/**
 * Wire schemas of time slots: the slot as the API returns it, creating a
 * series, editing one slot and setting the capacity over a date range.
 */
import { z } from 'zod';
import { statesRefusals } from '../refusals';
import { RULE_CODES } from '../errors';
import {
  diffDays,
  isValidIsoDate,
  isValidTime,
  WEEKDAYS,
  type IsoDate,
  type Weekday,
} from '../dates';
import { CAPACITY, SLOT_SERIES_MAX_DAYS } from '../limits';
import { slotRecordsSchema } from '../record-orders/schema';
import {
  evenWithFieldErrors,
  idSchema,
  integerBetween,
  isoDateField,
  timeField,
} from '../validation';
import { validationMessage } from '../validation-messages';

/** A time slot as the API returns it. `ticketCount` counts active tickets (booked + held). */
export const timeSlotSchema = z.object({
  id: idSchema,
  roomId: idSchema,
  roomName: z.string(),
  date: z.iso.date(),
  startTime: z.string(),
  endTime: z.string(),
  capacity: z.int(),
  ticketCount: z.int(),
  /** booking rules the slot currently fails for the asking visitor (empty for staff views) */
  failedRules: z.array(z.enum(RULE_CODES)),
  /** whether records can be ordered with this slot (visitor calendars only) */
  records: slotRecordsSchema.optional(),
  /**
   * visitor calendars of a room with named seats, asked with a seat need: whether a free
   * seat fits it now (the seat a hold would get). Missing without a need or named seats.
   */
  seatMatch: z.boolean().optional(),
  /**
   * staff lists: the name of the holiday on the slot's date — the day is closed for visitors,
   * whenever the holiday was entered. Missing on other days.
   */
  holiday: z.string().optional(),
});

/** A bookable time slot of a room. Times are `HH:MM`. */
export type TimeSlot = z.infer<typeof timeSlotSchema>;

/** A weekday on the wire. */
export const weekdaySchema = z.enum(WEEKDAYS);

const endAfterStart = (v: { startTime: string; endTime: string }): boolean =>
  !isValidTime(v.startTime) || !isValidTime(v.endTime) || v.endTime > v.startTime;

/** The document's statement of the rule `endAfterStart`. */
const END_AFTER_START = { fields: [], when: 'not after `startTime`' };

const notBefore = (later: unknown, earlier: unknown): boolean =>
  !isValidIsoDate(later) || !isValidIsoDate(earlier) || later >= earlier;

/**
 * Payload creating slots: one per matching date from `startDate` to `repeatUntil`
 * (see `expandSlotSeries`). Checks: end after start; `repeatUntil` not before
 * `startDate`; a series spans at most {@link SLOT_SERIES_MAX_DAYS} days; at least one
 * weekday when it repeats (a single day ignores `daysOfWeek`). The "start date in
 * the future" rule needs today: {@link timeSlotCreateSchemaFor}.
 */
export const timeSlotCreateSchema = z
  .object({
    startTime: timeField(),
    endTime: statesRefusals(timeField(), END_AFTER_START),
    startDate: statesRefusals(isoDateField(), {
      fields: [],
      when: "not after today (the archive's date)",
    }),
    repeatUntil: statesRefusals(isoDateField().nullish(), {
      fields: [],
      when: `before \`startDate\`, or ${SLOT_SERIES_MAX_DAYS} days or more after it`,
    }),
    daysOfWeek: statesRefusals(
      z.array(weekdaySchema, { error: 'weekdayRequired' }).transform((days) => [...new Set(days)]),
      { fields: [], when: 'empty while `repeatUntil` is after `startDate`' },
    ),
    includeHolidays: z.boolean().default(false),
    capacity: integerBetween(CAPACITY.min, CAPACITY.max),
  })
  .refine(endAfterStart, { ...evenWithFieldErrors, path: ['endTime'], error: 'endAfterStart' })
  .refine((v) => notBefore(v.repeatUntil, v.startDate), {
    ...evenWithFieldErrors,
    path: ['repeatUntil'],
    error: 'notBeforeStart',
  })
  .refine(
    (v) =>
      !isValidIsoDate(v.repeatUntil) ||
      !isValidIsoDate(v.startDate) ||
      diffDays(v.repeatUntil, v.startDate) < SLOT_SERIES_MAX_DAYS,
    {
      ...evenWithFieldErrors,
      path: ['repeatUntil'],
      error: validationMessage('rangeTooLong', { max: SLOT_SERIES_MAX_DAYS }),
    },
  )
  .refine(
    (v) =>
      !Array.isArray(v.daysOfWeek) ||
      v.daysOfWeek.length > 0 ||
      !isValidIsoDate(v.repeatUntil) ||
      v.repeatUntil <= v.startDate,
    { ...evenWithFieldErrors, path: ['daysOfWeek'], error: 'weekdayRequired' },
  );

/** Payload of `POST /admin/rooms/{id}/timeslots`. */
export type TimeSlotCreate = z.infer<typeof timeSlotCreateSchema>;

/** {@link timeSlotCreateSchema} plus "start date in the future" (after `today`). */
export function timeSlotCreateSchemaFor(today: IsoDate) {
  return timeSlotCreateSchema.refine((v) => !isValidIsoDate(v.startDate) || v.startDate > today, {
    ...evenWithFieldErrors,
    path: ['startDate'],
    error: 'futureDate',
  });
}

/** The add-slots form's initial values: 00:00–23:59, Monday–Friday, no holidays. */
export function timeSlotCreateDefaults(startDate: IsoDate): z.input<typeof timeSlotCreateSchema> {
  const weekdays: Weekday[] = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'];
  return {
    startTime: '00:00',
    endTime: '23:59',
    startDate,
    repeatUntil: null,
    daysOfWeek: weekdays,
    includeHolidays: false,
    capacity: 1,
  };
}

/** Response of creating slots: how many were created. */
export const timeSlotCreateResultSchema = z.object({ createdTimeSlots: z.int().min(0) });

/** Response of `POST /admin/rooms/{id}/timeslots`. */
export type TimeSlotCreateResult = z.infer<typeof timeSlotCreateResultSchema>;

/** Payload editing one slot: times (end after start) and capacity. */
export const timeSlotUpdateSchema = z
  .object({
    startTime: timeField(),
    endTime: statesRefusals(timeField(), END_AFTER_START),
    capacity: integerBetween(CAPACITY.min, CAPACITY.max),
  })
  .refine(endAfterStart, { ...evenWithFieldErrors, path: ['endTime'], error: 'endAfterStart' });

/** Payload of `PUT /admin/rooms/{id}/timeslots/{timeSlotId}`. */
export type TimeSlotUpdate = z.infer<typeof timeSlotUpdateSchema>;

/** Payload setting the capacity of every slot of a room from `fromDate` to `untilDate`. */
export const multiCapacitySchema = z
  .object({
    fromDate: isoDateField(),
    untilDate: statesRefusals(isoDateField(), { fields: [], when: 'before `fromDate`' }),
    capacity: integerBetween(CAPACITY.min, CAPACITY.max),
  })
  .refine((v) => notBefore(v.untilDate, v.fromDate), {
    ...evenWithFieldErrors,
    path: ['untilDate'],
    error: 'notBeforeStart',
  });

/** Payload of `POST /admin/rooms/{id}/timeslots/capacity`. */
export type MultiCapacity = z.infer<typeof multiCapacitySchema>;

/** Sortable fields of the slot lists. */
export const TIME_SLOT_SORT_FIELDS = [
  'date',
  'startTime',
  'roomName',
  'capacity',
  'ticketCount',
] as const;
