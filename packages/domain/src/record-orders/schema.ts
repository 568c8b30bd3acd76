/**
 * Wire schemas of records ordered with a visit: a room's ordering settings, the
 * order lines ("units") a visitor lists per booked ticket, their states, the staff's pull
 * list and what the calendar says about ordering for each slot.
 */
import { z } from 'zod';
import { APPLICATION_STATES } from '../applications/validity';
import { statesRefusals } from '../refusals';
import { DATE_YEARS } from '../dates';
import {
  CALL_NUMBER_MAX,
  PULL_TIMES_MAX,
  RECORDS_LEAD_WORKING_DAYS,
  UNIT_NOTE_MAX,
  UNIT_TITLE_MAX,
  UNITS_PER_DAY,
  UNITS_PER_VISIT,
} from '../limits';
import {
  idParamSchema,
  idSchema,
  integerBetween,
  isoDateField,
  optionalPlainText,
  requiredPlainText,
  timeField,
} from '../validation';

/** Whether a room takes record orders with a booking: not at all, optionally, or always. */
export const RECORDS_ORDERING = ['OFF', 'OPTIONAL', 'REQUIRED'] as const;

/** A room's ordering mode. */
export type RecordsOrdering = (typeof RECORDS_ORDERING)[number];

/**
 * An order line's state: `ORDERED` (by the visitor or staff) → `READY` (pulled, waiting at
 * the desk) → `ISSUED` (handed to the visitor) → `RETURNED`; or `NOT_AVAILABLE` with a
 * reason; `CANCELLED` when its visit was cancelled (set only by the cancellation).
 */
export const UNIT_STATES = [
  'ORDERED',
  'READY',
  'ISSUED',
  'RETURNED',
  'NOT_AVAILABLE',
  'CANCELLED',
] as const;

/** A unit's state. */
export type UnitState = (typeof UNIT_STATES)[number];

/** The states staff may set with `PATCH /admin/units/{id}` (CANCELLED comes from cancelling). */
export const STAFF_UNIT_STATES = [
  'ORDERED',
  'READY',
  'ISSUED',
  'RETURNED',
  'NOT_AVAILABLE',
] as const satisfies readonly UnitState[];

/** A state staff may set. */
export type StaffUnitState = (typeof STAFF_UNIT_STATES)[number];

/** Why a unit cannot be provided: in use by someone else, access restricted, in conservation, not found. */
export const NOT_AVAILABLE_REASONS = [
  'IN_USE',
  'RESTRICTED',
  'IN_CONSERVATION',
  'NOT_FOUND',
] as const;

/** A reason for NOT_AVAILABLE. */
export type NotAvailableReason = (typeof NOT_AVAILABLE_REASONS)[number];

/**
 * A room's settings for ordering records with a visit. `maxUnitsPerDay` counts the units of
 * one person (e-mail, any case) on one day in this room, over all their visits. Orders for a
 * visit on day D are taken until `deadlineTime` on the working day `leadWorkingDays` working
 * days before D (weekends and holidays do not count; 0: D itself). A unit is pulled at the
 * latest of `pullTimes` at or before its visit's start, or at the day's first pull time when
 * the visit starts before all of them (see `pullTimeFor`).
 */
export const roomRecordsSettingsSchema = z.object({
  ordering: z.enum(RECORDS_ORDERING),
  maxUnitsPerVisit: integerBetween(UNITS_PER_VISIT.min, UNITS_PER_VISIT.max),
  maxUnitsPerDay: integerBetween(UNITS_PER_DAY.min, UNITS_PER_DAY.max),
  leadWorkingDays: integerBetween(RECORDS_LEAD_WORKING_DAYS.min, RECORDS_LEAD_WORKING_DAYS.max),
  deadlineTime: timeField(),
  /** times of day `HH:MM`; stored sorted, duplicates removed; at least one */
  pullTimes: z
    .array(timeField())
    .min(1)
    .max(PULL_TIMES_MAX)
    .transform((times) => [...new Set(times)].sort()),
});

/** A room's record-ordering settings. */
export type RoomRecordsSettings = z.infer<typeof roomRecordsSettingsSchema>;

/** Settings of a new room (and of every room before record ordering existed): ordering off. */
export const DEFAULT_RECORDS_SETTINGS: RoomRecordsSettings = {
  ordering: 'OFF',
  maxUnitsPerVisit: 5,
  maxUnitsPerDay: 10,
  leadWorkingDays: 2,
  deadlineTime: '12:00',
  pullTimes: ['09:00', '13:00'],
};

/**
 * One order line as a visitor (or a catalogue, or staff) sends it: the call number
 * (required, trimmed, ≤ 100), a title (optional, ≤ 200) and a note (optional, ≤ 500).
 * Empty optional fields become null. Call number and title reach the confirmation mail, so
 * they refuse bare domains as well as web addresses; the note is never mailed (staff read it
 * on the pull list) and refuses web addresses only.
 */
export const unitInputSchema = z.object({
  callNumber: requiredPlainText(CALL_NUMBER_MAX),
  title: optionalPlainText(UNIT_TITLE_MAX),
  note: optionalPlainText(UNIT_NOTE_MAX, { allowDomains: true }),
});

/** An order line to add. */
export type UnitInput = z.infer<typeof unitInputSchema>;

/**
 * The booking request's records (`PUT /transactions/{id}/booking`, field `records`): per
 * ticket of the cart the units to have ready. Tickets left out get none.
 */
export const bookingRecordsSchema = z
  .array(
    z.object({
      ticketId: idSchema,
      units: z.array(unitInputSchema).max(UNITS_PER_VISIT.max),
    }),
  )
  .max(100);

/** The records of a booking request. */
export type BookingRecords = z.infer<typeof bookingRecordsSchema>;

/** Body adding units to a booked visit (owner link, staff, catalogue systems). */
export const unitsAddSchema = z.object({
  units: z.array(unitInputSchema).min(1).max(UNITS_PER_VISIT.max),
});

/** Units to add. */
export type UnitsAdd = z.infer<typeof unitsAddSchema>;

/**
 * An order line as the API returns it. `pulled`: it was made READY (or further) at some
 * point — stays true when the visit is cancelled afterwards, so the pull list can show
 * "cancelled after pulling". `reason` is set exactly when the state is NOT_AVAILABLE.
 */
export const unitSchema = z.object({
  id: idSchema,
  ticketId: idSchema.nullable(),
  callNumber: z.string(),
  title: z.string().nullable(),
  note: z.string().nullable(),
  state: z.enum(UNIT_STATES),
  reason: z.enum(NOT_AVAILABLE_REASONS).nullable(),
  pulled: z.boolean(),
});

/** An order line (unit). */
export type Unit = z.infer<typeof unitSchema>;

/** `PATCH /admin/units/{id}`: the new state; a reason exactly when NOT_AVAILABLE. */
export const unitStateChangeSchema = z
  .object({
    state: z.enum(STAFF_UNIT_STATES),
    reason: statesRefusals(z.enum(NOT_AVAILABLE_REASONS).nullish(), {
      fields: [],
      when: 'missing while `state` is NOT_AVAILABLE, or given with another state',
    }),
  })
  .refine((v) => (v.state === 'NOT_AVAILABLE') === (v.reason !== undefined && v.reason !== null), {
    path: ['reason'],
    error: 'required',
  });

/** A state change of a unit. */
export type UnitStateChange = z.infer<typeof unitStateChangeSchema>;

/** Why records cannot be ordered for a slot: the room takes none, or the deadline has passed. */
export const RECORDS_CLOSED_REASONS = ['OFF', 'DEADLINE_PASSED'] as const;

/** Why ordering is closed. */
export type RecordsClosedReason = (typeof RECORDS_CLOSED_REASONS)[number];

/**
 * What the calendar says about ordering records for a slot: the room's mode, whether
 * records can still be ordered for it (`reason` says why not), and the order deadline
 * (wall-clock in the server's time zone; null when the room takes no orders).
 */
export const slotRecordsSchema = z.object({
  ordering: z.enum(RECORDS_ORDERING),
  orderable: z.boolean(),
  reason: z.enum(RECORDS_CLOSED_REASONS).nullable(),
  deadlineDate: z.iso.date().nullable(),
  deadlineTime: z.string().nullable(),
});

/** Ordering state of a slot. */
export type SlotRecords = z.infer<typeof slotRecordsSchema>;

/** Query of `GET /admin/pull-list` (and its export): a day, optionally one room and one pull time. */
export const pullListQuerySchema = z.object({
  date: isoDateField(),
  roomId: idParamSchema.optional(),
  pullTime: timeField().optional(),
});

/** Filters of the pull list. */
export type PullListQuery = z.infer<typeof pullListQuerySchema>;

/**
 * A line of the pull list: the unit with its visit. `seatNumber` as the daily report numbers
 * seats (null for a cancelled visit); names as the daily report shows them.
 */
export const pullListItemSchema = z.object({
  unitId: idSchema,
  ticketId: idSchema,
  bookingNumber: z.string().nullable(),
  ticketStatus: z.string(),
  roomId: idSchema,
  roomName: z.string(),
  timeSlotId: idSchema,
  date: z.iso.date(),
  startTime: z.string(),
  endTime: z.string(),
  pullTime: z.string(),
  seatNumber: z.int().min(1).nullable(),
  /** the named seat the ticket holds ("M2"); null: none (no named seats, or no seat assigned) */
  seatLabel: z.string().nullable().optional(),
  /**
   * true: a booked visit in a room with named seats whose ticket holds none ("no seat
   * assigned"); false: it holds one, the room has none, or the visit is cancelled
   */
  seatMissing: z.boolean(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  callNumber: z.string(),
  title: z.string().nullable(),
  note: z.string().nullable(),
  state: z.enum(UNIT_STATES),
  reason: z.enum(NOT_AVAILABLE_REASONS).nullable(),
  pulled: z.boolean(),
  /** the state of the visit's user application today (as on the check-in list); null: none */
  applicationState: z.enum(APPLICATION_STATES).nullable(),
  /**
   * research stay: the unit was pulled for an earlier day of the visit's stay and is held at
   * the desk ("Reservierungsregal") for this day's visit; false: pulled for this visit
   * (docs/decisions/research-stays.md). Always sent by the server.
   */
  heldForStay: z.boolean().optional(),
  /** the first booked day of the visit's stay; null: a single visit. Always sent by the server. */
  stayFirstDay: z.iso.date().nullable().optional(),
  /**
   * the last booked day of the visit's stay (the unit goes back after it); null: a single
   * visit. Always sent by the server.
   */
  stayLastDay: z.iso.date().nullable().optional(),
});

/** A pull-list line. */
export type PullListItem = z.infer<typeof pullListItemSchema>;

/**
 * `GET /admin/pull-list`: the day's pull times (of the rooms asked for, sorted) and the
 * lines, by pull time, then call number (natural order, `compareCallNumbers`).
 */
export const pullListSchema = z.object({
  date: z.iso.date(),
  pullTimes: z.array(z.string()),
  items: z.array(pullListItemSchema),
});

/** The pull list of a day. */
export type PullList = z.infer<typeof pullListSchema>;

/** Query of `GET /admin/record-statistics`: a calendar year. */
export const recordStatisticsQuerySchema = z.object({
  year: z.coerce.number({ error: 'fallback' }).int().min(DATE_YEARS.min).max(DATE_YEARS.max),
});

/**
 * Units ordered per room and month of the visit (for the year summary): `units`
 * of visits not cancelled, `cancelled` those of cancelled visits. Counted after the erasure
 * too (room, day and call number stay).
 */
export const recordStatisticsSchema = z.object({
  year: z.int(),
  rows: z.array(
    z.object({
      roomId: idSchema,
      roomName: z.string(),
      month: z.int().min(1).max(12),
      units: z.int().min(0),
      cancelled: z.int().min(0),
    }),
  ),
});

/** Units ordered per room and month. */
export type RecordStatistics = z.infer<typeof recordStatisticsSchema>;
