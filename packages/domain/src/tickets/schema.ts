/**
 * Wire schemas of tickets and transactions (carts).
 */
import { z } from 'zod';
import { SEARCH_TERM_MAX } from '../limits';
import { SALUTATIONS } from '../owners/schema';
import { unitSchema } from '../record-orders/schema';
import { pagingQuerySchema, sortQuerySchema, type SortSpec } from '../paging';
import {
  controlFreeText,
  idParamSchema,
  idSchema,
  isoDateField,
  MAX_INT4,
  timeField,
  wireIntegerPattern,
} from '../validation';

/**
 * Ticket states: `NEW` held in a cart, `BOOKED` valid, `INVALID`, `CANCELLED`
 * (final; frees the seat), `PENDING` booked but waiting for the decision on the reader's user
 * application (holds its seat; BOOKED when approved, CANCELLED when refused).
 */
export const TICKET_STATUSES = ['NEW', 'BOOKED', 'INVALID', 'CANCELLED', 'PENDING'] as const;

/** A ticket state. */
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/**
 * A ticket as the API returns it. Owner fields are null on `NEW` tickets and after the
 * nightly erasure of personal data; `bookingNumber` and `ownerId` are null until booked.
 * `cancelable`: booked and the slot has not started (see `isCancelable`).
 */
export const ticketSchema = z.object({
  id: idSchema,
  bookingNumber: z.string().nullable(),
  status: z.enum(TICKET_STATUSES),
  roomId: idSchema,
  roomName: z.string(),
  roomDescription: z.string(),
  timeSlotId: idSchema,
  transactionId: z.string().nullable(),
  ownerId: z.string().nullable(),
  date: z.iso.date(),
  startTime: z.string(),
  endTime: z.string(),
  salutation: z.enum(SALUTATIONS).nullable(),
  title: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  organisation: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  accessibility: z.boolean().nullable(),
  cancelable: z.boolean(),
  /**
   * the named seat the ticket holds ("M2"); null in a room without named seats, or "no seat
   * assigned" (a staff booking over the seats, a seat blocked or released)
   */
  seatLabel: z.string().nullable().optional(),
  /**
   * the research stay the ticket is a day of: the days held or booked together share it;
   * null: a single visit. Always sent by the server.
   */
  stayId: z.string().nullable().optional(),
  /**
   * the records ordered for this visit, in the order given; present on the booking
   * response and the owner's tickets (`GET /owners/{ownerId}/tickets`)
   */
  units: z.array(unitSchema).optional(),
});

/** A ticket: one seat in one time slot. */
export type Ticket = z.infer<typeof ticketSchema>;

/**
 * A ticket as the staff's answers give it (`/admin/tickets`…): `seatLabel` null means two
 * things, which `seatMissing` tells apart.
 */
export const staffTicketSchema = ticketSchema.extend({
  /**
   * true: the ticket's room has named seats and the ticket holds none ("no seat assigned":
   * staff overbooking, a blocked or deleted seat); false: it holds one, or the room has none
   */
  seatMissing: z.boolean(),
});

/** A ticket of the staff's lists. */
export type StaffTicket = z.infer<typeof staffTicketSchema>;

/** Payload adding a slot to a (new) cart: `POST /transactions`, `POST /transactions/{id}/tickets`. */
export const ticketCreateSchema = z.object({ timeSlotId: idSchema });

/** Payload creating a ticket in a cart. */
export type TicketCreate = z.infer<typeof ticketCreateSchema>;

/**
 * A cart (Transaction). `expiredAt` is an ISO instant with offset; the cart and
 * its holds vanish then unless touched. `remainingTouches`: how often it may still be
 * extended.
 */
export const transactionSchema = z.object({
  transactionId: z.string(),
  expiredAt: z.iso.datetime({ offset: true }),
  tickets: z.array(ticketSchema),
  remainingTouches: z.int().min(0).optional(),
});

/** A visitor's cart. */
export type Transaction = z.infer<typeof transactionSchema>;

/**
 * Response of `PUT /transactions/{id}/booking`: the booked tickets (each with the booking
 * number, the owner id and the e-mail address the confirmation goes to) and `manageUrl`, the
 * visitor's page of the booking — the same address the confirmation mail links to, so a
 * visitor whose mail never arrives (a mistyped address) still has their booking.
 */
export const bookingResponseSchema = z.object({
  tickets: z.array(ticketSchema),
  manageUrl: z.string().meta({
    description:
      "The booking's page (`/reservation-confirmation/{ownerId}?lang=…`) as the confirmation mail links to it",
  }),
});

/** The booked tickets of a booking. */
export type BookingResponse = z.infer<typeof bookingResponseSchema>;

const ID_WIRE = wireIntegerPattern(1, MAX_INT4).source.slice(1, -1);
/** Ids 1..MAX_INT4 in plain digits joined by commas: `3,1,2`. */
export const ID_LIST_PATTERN = new RegExp(`^${ID_WIRE}(?:,${ID_WIRE})*$`);
const idListText = z.string().regex(ID_LIST_PATTERN, { error: 'fallback' });

/**
 * `ids` as the spec sends them to DELETE calls: comma-joined (`1,2,3`); also accepts a
 * repeated query parameter. At least one id, each spelt as `idParamSchema` wants it (no
 * blanks, no empty items: ID_LIST_PATTERN, the document's pattern); duplicates removed.
 */
export const idListQuerySchema = z
  .union([idListText, z.array(idListText).min(1)])
  .transform((value) => [
    ...new Set((Array.isArray(value) ? value : [value]).flatMap((v) => v.split(',').map(Number))),
  ]);

/** Sortable fields of `GET /admin/tickets`. */
export const TICKET_SORT_FIELDS = [
  'roomName',
  'lastName',
  'firstName',
  'organisation',
  'email',
  'date',
  'startTime',
  'bookingNumber',
  'status',
  'id',
] as const;

/** A sortable ticket field. */
export type TicketSortField = (typeof TICKET_SORT_FIELDS)[number];

/** Default order of ticket lists: by name. */
export const DEFAULT_TICKET_SORT: SortSpec<TicketSortField>[] = [
  { field: 'lastName', direction: 'ASC' },
  { field: 'firstName', direction: 'ASC' },
];

/** Columns of the reservation list (`/reservations`). */
export const RESERVATION_SORT_COLUMNS = ['room', 'name', 'institution', 'email', 'date'] as const;

/** A sortable column of the reservation list. */
export type ReservationSortColumn = (typeof RESERVATION_SORT_COLUMNS)[number];

/**
 * The status filter of ticket lists: a status name, case-insensitive; `CANCELED_ONLY` (the
 * spec's spelling) means `CANCELLED`; anything else or nothing means `BOOKED`.
 */
export function parseTicketStatusFilter(value: unknown): TicketStatus {
  const v = typeof value === 'string' ? value.trim().toUpperCase() : '';
  if (v === 'CANCELLED' || v === 'CANCELED' || v === 'CANCELED_ONLY') return 'CANCELLED';
  return v === 'NEW' || v === 'INVALID' ? v : 'BOOKED';
}

const optionalId = idParamSchema.optional();
const optionalQueryText = controlFreeText().trim().max(SEARCH_TERM_MAX).optional();

/**
 * Query of `GET /admin/tickets`. `sort` is parsed against `TICKET_SORT_FIELDS`
 * (default: last name, first name); an unknown field fails validation.
 */
export const ticketListQuerySchema = z.object({
  searchTerm: optionalQueryText,
  status: controlFreeText()
    .meta({
      description:
        'BOOKED (the default, also for any other value), CANCELLED (also CANCELED, ' +
        'CANCELED_ONLY), NEW or INVALID; case-insensitive.',
    })
    .optional()
    .transform(parseTicketStatusFilter),
  roomId: optionalId,
  timeSlotId: optionalId,
  ticketId: optionalId,
  transactionId: optionalQueryText,
  ownerId: optionalQueryText,
  bookingNumber: optionalQueryText,
  fromDate: isoDateField().optional(),
  untilDate: isoDateField().optional(),
  fromTime: timeField().optional(),
  untilTime: timeField().optional(),
  ...pagingQuerySchema.shape,
  sort: sortQuerySchema(TICKET_SORT_FIELDS, DEFAULT_TICKET_SORT),
});

/** Filters of the admin ticket list. */
export type TicketListQuery = z.infer<typeof ticketListQuerySchema>;
