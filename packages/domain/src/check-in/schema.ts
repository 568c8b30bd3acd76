/**
 * Wire schemas of the desk check-in: the day's booked tickets per room (or of all
 * rooms) with time, name, seat number and booking number, marking a visitor arrived or
 * undoing it, and the search field's Enter (a USB barcode scanner types the booking number
 * and Enter).
 */
import { z } from 'zod';
import { checkInGroupLineSchema } from '../group-visits/schema';
import { APPLICATION_STATES } from '../applications/validity';
import { controlFreeText, idParamSchema, idSchema, isoDateField, NOT_BLANK } from '../validation';
import { validationMessage } from '../validation-messages';

/** Longest text the search field sends (a booking number is 8 characters; names are longer). */
export const CHECK_IN_TERM_MAX = 200;

/**
 * Query of `GET /admin/checkin`: the day (default today in TIME_ZONE; another day only for
 * ADMIN) and optionally one room (default all rooms).
 */
export const checkInQuerySchema = z.object({
  date: isoDateField().optional(),
  roomId: idParamSchema.optional(),
});

/** Filters of the check-in list. */
export type CheckInQuery = z.infer<typeof checkInQuerySchema>;

/** A room the check-in screen can show (id and name, in the rooms' display order). */
export const checkInRoomSchema = z.object({ id: idSchema, name: z.string() });

/** A room of the check-in screen's room choice. */
export type CheckInRoom = z.infer<typeof checkInRoomSchema>;

/**
 * One booked ticket of the day as the desk sees it. `seatNumber` is the daily report's
 * (the slot's booked tickets by last name, numbered 1, 2, …): the tickets carry
 * no seat of their own, so desk and printed daily report agree. Names are null once erased.
 */
export const checkInLineSchema = z.object({
  /** the ticket's id */
  id: idSchema,
  timeSlotId: idSchema,
  roomId: idSchema,
  roomName: z.string(),
  date: z.iso.date(),
  startTime: z.string(),
  endTime: z.string(),
  seatNumber: z.int().min(1),
  /** the named seat the ticket holds ("M2"); null: none (no named seats, or no seat assigned) */
  seatLabel: z.string().nullable().optional(),
  /**
   * true: the ticket's room has named seats and the ticket holds none ("no seat assigned":
   * staff overbooking, a blocked or deleted seat); false: it holds one, or the room has none
   */
  seatMissing: z.boolean(),
  bookingNumber: z.string().nullable(),
  title: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  accessibility: z.boolean().nullable(),
  /** when the visitor was marked arrived (ISO date-time), null: not (yet) */
  checkedInAt: z.iso.datetime().nullable(),
  /** the no-show's seat was given back (room's no-show release) */
  seatReleased: z.boolean(),
  /** the slot has ended, the visitor was not marked arrived, and check-in was used that day in the room */
  noShow: z.boolean(),
  /**
   * the state today of the user application the booking was made with (submitted, approved,
   * refused, expired); null: none. Always sent by the server.
   */
  applicationState: z.enum(APPLICATION_STATES).nullable().optional(),
  /**
   * the visit is a day of a research stay: its first and last booked day, and the stay's
   * units held at the desk for it that day (ordered for an earlier day of the stay, not
   * cancelled; 0 on the first day, where they are pulled as usual). null: a single visit.
   * Always sent by the server.
   */
  stay: z
    .object({ firstDay: z.iso.date(), lastDay: z.iso.date(), heldUnits: z.int().min(0) })
    .nullable()
    .optional(),
});

/** A line of the check-in list. */
export type CheckInLine = z.infer<typeof checkInLineSchema>;

/** Response of `GET /admin/checkin`. */
export const checkInDaySchema = z.object({
  date: z.iso.date(),
  /** the day asked for is today in TIME_ZONE */
  today: z.boolean(),
  /** null: all rooms */
  roomId: idSchema.nullable(),
  rooms: z.array(checkInRoomSchema),
  content: z.array(checkInLineSchema),
  /**
   * the day's confirmed groups, one line each (their seats are not in `content`); always
   * sent by this server (docs/decisions/group-visits.md)
   */
  groups: z.array(checkInGroupLineSchema).optional(),
});

/** The day's check-in list. */
export type CheckInDay = z.infer<typeof checkInDaySchema>;

/**
 * Payload of `POST /admin/checkin/scan`: what the search field holds when Enter is pressed
 * (usually a scanned booking number), on the screen's day and room.
 */
export const checkInScanSchema = z.object({
  term: controlFreeText()
    .regex(NOT_BLANK, { error: 'required', abort: true })
    .trim()
    .min(1, { error: 'required' })
    .max(CHECK_IN_TERM_MAX, { error: validationMessage('maxLength', { max: CHECK_IN_TERM_MAX }) }),
  date: isoDateField().optional(),
  roomId: idSchema.optional(),
});

/** What Enter in the search field sends. */
export type CheckInScan = z.infer<typeof checkInScanSchema>;

/** Answer of a scan that found exactly one booking: it is now marked arrived. */
export const checkInScanResultSchema = checkInLineSchema.extend({
  /** it had been marked arrived before (nothing changed) */
  alreadyCheckedIn: z.boolean(),
});

/** Result of a successful scan. */
export type CheckInScanResult = z.infer<typeof checkInScanResultSchema>;

/**
 * Payload items of a refused scan (409 `conflict`): `ambiguous` and the count (several of
 * the day's bookings match: choose in the list), `cancelled` (that booking was cancelled),
 * `other_day` and its date, `other_room` and the room's name.
 */
export const CHECK_IN_SCAN_REFUSALS = [
  'ambiguous',
  'cancelled',
  'other_day',
  'other_room',
] as const;

/** Why a scan checked nobody in although something matched. */
export type CheckInScanRefusal = (typeof CHECK_IN_SCAN_REFUSALS)[number];
