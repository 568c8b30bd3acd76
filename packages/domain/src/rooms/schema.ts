/**
 * Wire schemas of rooms: the room as the API returns it, and the create
 * and update payloads of `POST /admin/rooms` and `PUT /admin/rooms/{id}`.
 */
import { z } from 'zod';
import { statesRefusals } from '../refusals';
import {
  CAPACITY,
  IMAGE_ALT,
  NO_SHOW_RELEASE_MINUTES,
  STAY_DAYS,
  OPEN_VALUE,
  ROOM_DESCRIPTION,
  ROOM_NAME,
} from '../limits';
import { idSchema, integerBetween, requiredText, timeField, versionSchema } from '../validation';
import { RECORDS_ORDERING, roomRecordsSettingsSchema } from '../record-orders/schema';
import { equipmentItemSchema } from '../seats/schema';
import { openingDrawSchema } from '../opening/schema';

/** A room's record-ordering settings as the API returns them (see `roomRecordsSettingsSchema`). */
export const roomRecordsSchema = z.object({
  ordering: z.enum(RECORDS_ORDERING),
  maxUnitsPerVisit: z.int(),
  maxUnitsPerDay: z.int(),
  leadWorkingDays: z.int(),
  deadlineTime: z.string(),
  pullTimes: z.array(z.string()),
});

/** How an opening-window bound counts: calendar days or working days (Mon–Fri, no holiday). */
export const DAY_TYPES = ['DAY', 'WORKING_DAY'] as const;

/** A day type of an opening-window bound. */
export type DayType = (typeof DAY_TYPES)[number];

/** anything but `WORKING_DAY` falls back to `DAY`. */
export function parseDayType(value: unknown): DayType {
  return value === 'WORKING_DAY' ? 'WORKING_DAY' : 'DAY';
}

/**
 * A day type on input: unknown values (and none) become `DAY` instead of failing. The
 * document says so: any value is taken (an enum there would tell a client its `WEEK` is
 * refused, and the server takes it).
 */
export const dayTypeSchema = z
  .unknown()
  .optional()
  .transform(parseDayType)
  .meta({
    description: '`DAY` or `WORKING_DAY`; any other value, or none, is read as `DAY`',
    examples: [...DAY_TYPES],
  }) as unknown as z.ZodType<DayType, DayType>; // typed as the forms send it

/**
 * One bound of a room's opening window: `value` days (or working days) from today.
 * See `openingWindow` in time-slots/rules.ts for how it is counted.
 */
export const openBoundSchema = z.object({
  type: dayTypeSchema,
  value: integerBetween(OPEN_VALUE.min, OPEN_VALUE.max),
});

/** A bound of the opening window. */
export type OpenBound = z.infer<typeof openBoundSchema>;

/** A room's release time of new days: `HH:MM`, 00:00–23:59 (see `openingWindow`). */
export const releaseTimeSchema = timeField();

/** Defaults for a new room and the edit fallback: from 2 days to 30 days ahead. */
export const DEFAULT_OPEN_START: OpenBound = { type: 'DAY', value: 2 };
export const DEFAULT_OPEN_END: OpenBound = { type: 'DAY', value: 30 };

/** A room as the API returns it. `imageUrl` is null when the room has no image. */
export const roomSchema = z.object({
  id: idSchema,
  version: versionSchema,
  name: z.string(),
  description: z.string(),
  capacity: z.int(),
  openStart: z.object({ type: z.enum(DAY_TYPES), value: z.int() }),
  openEnd: z.object({ type: z.enum(DAY_TYPES), value: z.int() }),
  imageAlt: z.string().nullable(),
  imageUrl: z.string().nullable(),
  sortOrder: z.int(),
  /**
   * when the day newly entering the window opens (`HH:MM`, archive time); null: at midnight.
   * Always sent by the server.
   */
  releaseTime: z.string().nullable().optional(),
  /**
   * the fair opening of each new day (waiting room, draw, admission at a rate); null: none.
   * Always sent by the server.
   */
  openingDraw: openingDrawSchema.nullable().optional(),
  /**
   * the room books only for a signed-in reader with an approved user application (when the
   * archive's `userApplication` is `required`; meaningless otherwise). Always sent by the server.
   */
  requiresApplication: z.boolean().optional(),
  /** ordering records with a visit; always sent by the server */
  records: roomRecordsSchema.optional(),
  /**
   * the longest research stay a visitor may hold in one step (first to last day, calendar
   * days); null: the room takes no stays. Always sent by the server.
   */
  maxStayDays: z.int().nullable().optional(),
});

/** A reading room. */
export type Room = z.infer<typeof roomSchema>;

/**
 * A room as staff see it (`/admin/rooms…`): plus `noShowReleaseMinutes`, minutes
 * after a slot's start after which a no-show's seat is given back on a day the desk uses
 * check-in; null: never. Visitors' room answers leave it out.
 */
export const adminRoomSchema = roomSchema.extend({ noShowReleaseMinutes: z.int().nullable() });

/** A room with its staff settings. */
export type AdminRoom = z.infer<typeof adminRoomSchema>;

/**
 * What a room's named seats offer, for the visitor's choice of room and seat need: the
 * equipment its seats carry (entries of the installation's list, in the list's order) and
 * whether one of its seats is accessible (carries equipment flagged accessible).
 */
export const roomSeatingSchema = z.object({
  equipment: z.array(equipmentItemSchema.omit({ id: true })),
  accessible: z.boolean(),
});

/** What a room's named seats offer. */
export type RoomSeating = z.infer<typeof roomSeatingSchema>;

/**
 * A room in the visitor's room list (`GET /rooms`): plus `nextFreeDate`, the first day in the
 * room's opening window with a slot that has not started and still has a free seat (null:
 * none in the window), and `namedSeats`, what its named seats offer (null: a room without
 * named seats, where capacity alone counts and no seat need can be asked for).
 */
export const visitorRoomSchema = roomSchema.extend({
  nextFreeDate: z.iso.date().nullable(),
  namedSeats: roomSeatingSchema.nullable(),
});

/** A room as `GET /rooms` lists it. */
export type VisitorRoom = z.infer<typeof visitorRoomSchema>;

/**
 * Payload creating a room: name 3–50, description 3–100, capacity 0–99999, window bounds,
 * and optionally the no-show release (1–1440 minutes or null).
 */
export const roomCreateSchema = z.object({
  name: requiredText(ROOM_NAME),
  description: requiredText(ROOM_DESCRIPTION),
  capacity: integerBetween(CAPACITY.min, CAPACITY.max),
  openStart: openBoundSchema,
  openEnd: openBoundSchema,
  /** empty (null): never; left out on update: unchanged */
  noShowReleaseMinutes: integerBetween(NO_SHOW_RELEASE_MINUTES.min, NO_SHOW_RELEASE_MINUTES.max)
    .nullable()
    .optional(),
  /**
   * the time of day (`HH:MM`, 00:00–23:59, archive time) at which the day newly entering the
   * opening window becomes bookable; null: midnight; left out on create: null, on update:
   * unchanged
   */
  releaseTime: releaseTimeSchema.nullable().optional(),
  /**
   * the fair opening of each new day: waiting room `preWindowMinutes` (5–120) before the
   * release, `admitPerMinute` (1–10000) places let in per minute, each for `turnMinutes`
   * (1–60); null: none; left out on create: null, on update: unchanged
   */
  openingDraw: openingDrawSchema.nullable().optional(),
  /**
   * the room needs an approved user application (only when the archive's `userApplication` is
   * `required`); left out on create: false, on update: unchanged
   */
  requiresApplication: z.boolean().optional(),
  /** record ordering; left out on create: ordering off (defaults), on update: unchanged */
  records: roomRecordsSettingsSchema.optional(),
  /**
   * the longest research stay (2–60 calendar days, first to last day); null: no stays; left
   * out on create: null, on update: unchanged
   */
  maxStayDays: integerBetween(STAY_DAYS.min, STAY_DAYS.max).nullable().optional(),
});

/** Payload of `POST /admin/rooms`. */
export type RoomCreate = z.infer<typeof roomCreateSchema>;

/** Payload updating a room: the create fields plus id and the version last read. */
export const roomUpdateSchema = roomCreateSchema.extend({
  id: statesRefusals(idSchema, { fields: [], when: '`id` is not the id of the path' }),
  version: versionSchema,
});

/** Payload of `PUT /admin/rooms/{id}`; a stale `version` is a conflict (409). */
export type RoomUpdate = z.infer<typeof roomUpdateSchema>;

/** The alt text sent with a room image (multipart field `alt`): required, 5–150. */
export const roomImageAltSchema = requiredText(IMAGE_ALT);

/** Count of a room's active tickets (booked, today or later). */
export const countResponseSchema = z.object({ count: z.int().min(0) });

/** `{ count }` responses. */
export type CountResponse = z.infer<typeof countResponseSchema>;

/** Sortable fields of `GET /rooms` and `GET /admin/rooms`. */
export const ROOM_SORT_FIELDS = ['sortOrder', 'name', 'id'] as const;
