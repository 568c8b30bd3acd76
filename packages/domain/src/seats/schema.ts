/**
 * Wire schemas of named seats: the installation's equipment list, a room's seats with their
 * blocks and plan positions, the room's seat settings, and the staff's payloads.
 */
import { z } from 'zod';
import { statesRefusals } from '../refusals';
import {
  controlFreeText,
  evenWithFieldErrors,
  idSchema,
  integerBetween,
  isoDateField,
  requiredText,
} from '../validation';

/** Limits of the seat fields. */
export const SEAT_LIMITS = {
  label: 20,
  equipmentName: 60,
  equipmentPerSeat: 20,
  equipmentItems: 100,
  seatsPerRoom: 500,
  blockReason: 200,
  /** plan positions are thousandths of the plan's width and height */
  position: { min: 0, max: 1000 },
  holdBackDays: { min: 0, max: 365 },
  sortOrder: { min: 0, max: 99_999 },
  planAlt: { min: 5, max: 150 },
} as const;

/** An equipment key: lower-case letters, digits and hyphens, starting with a letter. */
export const EQUIPMENT_KEY_PATTERN = /^[a-z][a-z0-9-]{0,39}$/;

/** An equipment key as the payloads take it. */
export const equipmentKeySchema = controlFreeText().regex(EQUIPMENT_KEY_PATTERN, {
  error: 'fallback',
});

/** One entry of the equipment list as the API returns it. */
export const equipmentItemSchema = z.object({
  id: idSchema,
  key: z.string(),
  de: z.string(),
  en: z.string(),
  accessible: z.boolean(),
});

/** An equipment list entry. */
export type EquipmentListItem = z.infer<typeof equipmentItemSchema>;

/** Payload changing an entry: both names and the accessible flag (the key never changes). */
export const equipmentUpdateSchema = z.object({
  de: requiredText({ max: SEAT_LIMITS.equipmentName }),
  en: requiredText({ max: SEAT_LIMITS.equipmentName }),
  accessible: z.boolean().default(false),
});

/** Payload of `PUT /admin/seat-equipment/{equipmentId}`. */
export type EquipmentUpdate = z.infer<typeof equipmentUpdateSchema>;

/** Payload creating an entry: the key, both names, the accessible flag. */
export const equipmentCreateSchema = equipmentUpdateSchema.extend({ key: equipmentKeySchema });

/** Payload of `POST /admin/seat-equipment`. */
export type EquipmentCreate = z.infer<typeof equipmentCreateSchema>;

/** A block of a seat as the API returns it. */
export const seatBlockSchema = z.object({
  id: idSchema,
  reason: z.string(),
  from: z.iso.date(),
  until: z.iso.date(),
});

/** A seat block. */
export type SeatBlock = z.infer<typeof seatBlockSchema>;

/** A seat as the API returns it; `x`/`y` are null while it is not placed on the plan. */
export const seatSchema = z.object({
  id: idSchema,
  roomId: idSchema,
  label: z.string(),
  equipment: z.array(z.string()),
  x: z.int().nullable(),
  y: z.int().nullable(),
  sortOrder: z.int(),
  blocks: z.array(seatBlockSchema),
});

/** A named seat. */
export type Seat = z.infer<typeof seatSchema>;

const position = integerBetween(SEAT_LIMITS.position.min, SEAT_LIMITS.position.max);

/** Both coordinates or neither. */
const bothOrNeither = (v: { x?: number | null; y?: number | null }) =>
  (v.x === null || v.x === undefined) === (v.y === null || v.y === undefined);

/** The document's statement of `bothOrNeither` (the error names `y`). */
const BOTH_OR_NEITHER = {
  fields: [],
  when: 'one of `x` and `y` is a number and the other is not',
};

/** Payload creating or changing a seat. */
export const seatPayloadSchema = z
  .object({
    label: requiredText({ max: SEAT_LIMITS.label }),
    equipment: statesRefusals(
      z
        .array(equipmentKeySchema)
        .max(SEAT_LIMITS.equipmentPerSeat)
        .default([])
        .transform((keys) => [...new Set(keys)]),
      {
        fields: [],
        when: "a key is not one of the archive's seat equipment (`GET /api/admin/seat-equipment`)",
      },
    ),
    x: position.nullish(),
    y: statesRefusals(position.nullish(), BOTH_OR_NEITHER),
    sortOrder: integerBetween(SEAT_LIMITS.sortOrder.min, SEAT_LIMITS.sortOrder.max).optional(),
  })
  .refine(bothOrNeither, { ...evenWithFieldErrors, path: ['y'], error: 'required' });

/** Payload of `POST /admin/rooms/{id}/seats` and `PUT /admin/rooms/{id}/seats/{seatId}`. */
export type SeatPayload = z.infer<typeof seatPayloadSchema>;

/** Payload placing a seat on the plan (`null` for both takes it off). */
export const seatPositionSchema = z
  .object({ x: position.nullable(), y: statesRefusals(position.nullable(), BOTH_OR_NEITHER) })
  .refine(bothOrNeither, { ...evenWithFieldErrors, path: ['y'], error: 'required' });

/** Payload of `PUT /admin/rooms/{id}/seats/{seatId}/position`. */
export type SeatPosition = z.infer<typeof seatPositionSchema>;

/** Payload blocking a seat from one day to another (both included). */
export const seatBlockPayloadSchema = z
  .object({
    reason: requiredText({ max: SEAT_LIMITS.blockReason }),
    from: isoDateField(),
    until: statesRefusals(isoDateField(), { fields: [], when: 'before `from`' }),
  })
  .refine((v) => typeof v.from !== 'string' || typeof v.until !== 'string' || v.from <= v.until, {
    ...evenWithFieldErrors,
    path: ['until'],
    error: 'notBeforeStart',
  });

/** Payload of `POST /admin/rooms/{id}/seats/{seatId}/blocks`. */
export type SeatBlockPayload = z.infer<typeof seatBlockPayloadSchema>;

/** A booking that holds a seat, as the block and move answers list it. */
export const seatBookingSchema = z.object({
  ticketId: idSchema,
  bookingNumber: z.string().nullable(),
  timeSlotId: idSchema,
  date: z.iso.date(),
  startTime: z.string(),
  endTime: z.string(),
  /** the seat the booking holds now; null: no seat assigned */
  seatId: idSchema.nullable(),
});

/** A booking holding (or having held) a seat. */
export type SeatBooking = z.infer<typeof seatBookingSchema>;

/** Answer of blocking a seat: the block and the bookings that lost the seat by it. */
export const seatBlockResultSchema = z.object({
  block: seatBlockSchema,
  affected: z.array(seatBookingSchema),
});

/** Answer of `POST /admin/rooms/{id}/seats/{seatId}/blocks`. */
export type SeatBlockResult = z.infer<typeof seatBlockResultSchema>;

/** A room's seat settings as the API returns them. */
export const roomSeatSettingsSchema = z.object({
  roomId: idSchema,
  /** days before a slot from which accessible seats are offered to everybody */
  accessibleHoldBackDays: z.int(),
  /** the plan picture's address, null without a plan */
  planUrl: z.string().nullable(),
  planAlt: z.string().nullable(),
  planWidth: z.int().nullable(),
  planHeight: z.int().nullable(),
});

/** A room's seat settings. */
export type RoomSeatSettings = z.infer<typeof roomSeatSettingsSchema>;

/** Payload of `PUT /admin/rooms/{id}/seat-settings`. */
export const roomSeatSettingsPayloadSchema = z.object({
  accessibleHoldBackDays: integerBetween(
    SEAT_LIMITS.holdBackDays.min,
    SEAT_LIMITS.holdBackDays.max,
  ),
});

/** The plan picture's text alternative. */
export const seatPlanAltSchema = requiredText({
  min: SEAT_LIMITS.planAlt.min,
  max: SEAT_LIMITS.planAlt.max,
});

/** `GET /admin/rooms/{id}/seats`: the settings and the seats in display order. */
export const roomSeatsSchema = z.object({
  settings: roomSeatSettingsSchema,
  seats: z.array(seatSchema),
});

/** A room's seats with its settings. */
export type RoomSeats = z.infer<typeof roomSeatsSchema>;

/** A seat's state in one slot. */
export const SEAT_STATES = ['FREE', 'TAKEN', 'BLOCKED'] as const;

/** A seat's state in one slot. */
export type SeatState = (typeof SEAT_STATES)[number];

/** One seat of a slot for staff: its state and, when taken, the ticket holding it. */
export const slotSeatSchema = z.object({
  seatId: idSchema,
  label: z.string(),
  state: z.enum(SEAT_STATES),
  ticketId: idSchema.nullable(),
});

/** `GET /admin/rooms/{id}/timeslots/{timeSlotId}/seats`. */
export const slotSeatsSchema = z.object({
  seats: z.array(slotSeatSchema),
  /** booked tickets of the slot without a seat */
  unassigned: z.array(seatBookingSchema),
});

/** A slot's seats and its bookings without a seat. */
export type SlotSeats = z.infer<typeof slotSeatsSchema>;

/**
 * What a visitor asks of a seat, as a request carries it (the hold's body, for the booking
 * core): equipment keys of the list (at most 20, duplicates dropped) and whether they need an
 * accessible seat. Missing: no need.
 */
export const seatNeedSchema = z
  .object({
    equipment: statesRefusals(
      z
        .array(equipmentKeySchema)
        .max(SEAT_LIMITS.equipmentPerSeat)
        .default([])
        .transform((keys) => [...new Set(keys)]),
      {
        fields: [],
        when: "a key is not one of the archive's seat equipment (`GET /api/admin/seat-equipment`)",
      },
    ),
    accessible: z.boolean().default(false),
  })
  .default({ equipment: [], accessible: false });

/** A visitor's seat need on the wire. */
export type SeatNeedPayload = z.infer<typeof seatNeedSchema>;

/** Payload of `PUT /admin/seat-assignments/{ticketId}`: the seat to move the booking to. */
export const seatAssignmentPayloadSchema = z.object({ seatId: idSchema });

/** Answer of moving a booking: the booking on its new seat, and whether a mail was queued. */
export const seatAssignmentResultSchema = z.object({
  booking: seatBookingSchema,
  mailed: z.boolean(),
});

const KEY = EQUIPMENT_KEY_PATTERN.source.slice(1, -1);
/** Equipment keys joined by commas (empty: none). */
const EQUIPMENT_KEY_LIST_PATTERN = new RegExp(`^(?:${KEY}(?:,${KEY})*)?$`);

/**
 * A seat need as query parameters of the visitor's calendar: `seatEquipment` (keys joined by
 * commas, `microfilm-reader,power-socket`) and `accessibleSeat` (`true`). Both missing: no
 * need; then the calendar says nothing about matching seats.
 */
export const seatNeedQuerySchema = z.object({
  seatEquipment: z
    .string()
    .max(SEAT_LIMITS.equipmentPerSeat * 41)
    .regex(EQUIPMENT_KEY_LIST_PATTERN, { error: 'fallback' })
    .optional()
    .describe('equipment keys the seat must have, joined by commas')
    .transform((v) => (v ? [...new Set(v.split(','))] : [])),
  accessibleSeat: z
    .enum(['true', 'false'])
    .optional()
    .describe('true: the visitor needs an accessible seat')
    .transform((v) => v === 'true'),
});

/** The seat need of a calendar request, or null when it asked for none. */
export function seatNeedOfQuery(query: {
  seatEquipment: string[];
  accessibleSeat: boolean;
}): SeatNeedPayload | null {
  return query.seatEquipment.length > 0 || query.accessibleSeat
    ? { equipment: [...new Set(query.seatEquipment)], accessible: query.accessibleSeat }
    : null;
}

/**
 * A seat of a slot as a visitor sees it (`GET /rooms/{id}/timeslots/{timeSlotId}/seats`), to
 * pick one: its state, equipment keys, place on the plan, and whether it is an accessible
 * seat held back (then only a visitor who needs an accessible seat may pick it) and until
 * when: `releasesOn`, the day from which everybody may take it (null: not held back).
 */
export const visitorSeatSchema = z.object({
  id: idSchema,
  label: z.string(),
  equipment: z.array(z.string()),
  x: z.int().nullable(),
  y: z.int().nullable(),
  state: z.enum(SEAT_STATES),
  accessible: z.boolean(),
  heldBack: z.boolean(),
  releasesOn: z.iso.date().nullable(),
});

/** A seat of a slot for the visitor's pick. */
export type VisitorSeat = z.infer<typeof visitorSeatSchema>;
