import { z } from 'zod';
import { listResponseSchema } from '@lesesaal/domain/paging';
import { countResponseSchema } from '@lesesaal/domain/rooms/schema';
import { adminBookingRequestSchema, adminOwnerSchema } from '@lesesaal/domain/owners/schema';
import {
  idListQuerySchema,
  staffTicketSchema,
  ticketListQuerySchema,
} from '@lesesaal/domain/tickets/schema';
import { idParamSchema } from '@lesesaal/domain/validation';
import type { ZodApp } from '../../http/types';
import { perArchive, type PerArchive } from '../../http/archive-context';
import { createBookingService, IDEMPOTENCY_KEY_HOURS } from '../bookings';
import { createTicketsService } from './staff-service';
import { seriesRoutes } from './series-routes';

type Tickets = ReturnType<typeof createTicketsService>;
const tags = ['admin tickets'];

/** Counts, the list and its cancellation. */
function ticketListRoutes(api: ZodApp, tickets: PerArchive<Tickets>): void {
  api.get(
    '/admin/tickets/count',
    {
      schema: {
        tags,
        summary: 'Count of booked tickets dated today or later',
        response: { 200: countResponseSchema },
      },
    },
    async (request) => ({ count: await tickets(request).countBooked() }),
  );
  api.get(
    '/admin/rooms/:id/tickets/count',
    {
      config: { errors: { 404: ['not_found'] } },
      schema: {
        tags,
        summary: "Count of a room's booked tickets dated today or later",
        params: z.object({ id: idParamSchema }),
        response: { 200: countResponseSchema },
      },
    },
    async (request) => ({ count: await tickets(request).countBookedOfRoom(request.params.id) }),
  );
  api.get(
    '/admin/tickets',
    {
      schema: {
        tags,
        summary:
          'Tickets by filters (timeSlotId, ownerId, room, dates, term …); status BOOKED by default or CANCELED_ONLY',
        querystring: ticketListQuerySchema,
        response: { 200: listResponseSchema(staffTicketSchema) },
      },
    },
    async (request) => tickets(request).list(request.query),
  );
  api.delete(
    '/admin/tickets',
    {
      config: { errors: { 404: ['not_found'], 409: ['conflict'] } },
      schema: {
        tags,
        summary: 'Cancel tickets by id (ids comma-joined), all or none',
        description:
          'Unknown id: 404. A ticket that is not booked or whose slot has started: 409 `conflict` with the refused ids. ' +
          'Seats are freed at once; each owner gets a cancellation e-mail.',
        querystring: z.object({ ids: idListQuerySchema }),
        response: { 200: z.array(staffTicketSchema) },
      },
    },
    async (request) => tickets(request).cancel(request.query.ids),
  );
}

/** One ticket: read it, replace its owner's data. */
function oneTicketRoutes(api: ZodApp, tickets: PerArchive<Tickets>): void {
  api.get(
    '/admin/tickets/:id',
    {
      config: { errors: { 404: ['not_found'] } },
      schema: {
        tags,
        summary: 'One ticket with its slot, room and personal data',
        params: z.object({ id: idParamSchema }),
        response: { 200: staffTicketSchema },
      },
    },
    async (request) => tickets(request).get(request.params.id),
  );
  api.put(
    '/admin/tickets/:id/owner',
    {
      config: { errors: { 404: ['not_found'], 409: ['conflict'] } },
      schema: {
        tags,
        summary: 'Replace the personal data of a booked ticket (e-mail and phone optional)',
        description:
          'A cancelled ticket: 409 `conflict` [`status`]; one dated before today: 409 [`past`].',
        params: z.object({ id: idParamSchema }),
        body: adminOwnerSchema,
        response: { 200: staffTicketSchema },
      },
    },
    async (request) => tickets(request).updateOwner(request.params.id, request.body),
  );
}

/**
 * `Idempotency-Key`: an opaque token (a UUID, say) the client makes once per booking it means
 * and sends again with every repeat of that request.
 */
const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[A-Za-z0-9._~:+/=-]{8,100}$/)
    .optional(),
});

/** Staff book a person into a slot. */
function staffBookingRoute(
  api: ZodApp,
  booking: PerArchive<ReturnType<typeof createBookingService>>,
  tickets: PerArchive<Tickets>,
): void {
  api.post(
    '/admin/rooms/:id/timeslots/:timeSlotId/tickets',
    {
      config: { errors: { 404: ['not_found'], 409: ['idempotency_key_reused'] } },
      schema: {
        tags,
        summary: 'Book a person into a slot (may exceed capacity)',
        description:
          'Safe to repeat with an `Idempotency-Key` header (8–100 characters of ' +
          '`A-Z a-z 0-9 . _ ~ : + / = -`, a UUID for instance, made once per booking meant): ' +
          `the same key from the same staff account within ${IDEMPOTENCY_KEY_HOURS} hours answers ` +
          'the ticket the first request booked (201, as it is now) and books nothing more, no ' +
          'second mail; the same key with another room, slot or body answers 409 ' +
          '`idempotency_key_reused` and books nothing. Without the header every request books.',
        security: [{ session: [] }],
        headers: idempotencyHeaders,
        params: z.object({ id: idParamSchema, timeSlotId: idParamSchema }),
        body: adminBookingRequestSchema,
        response: { 201: staffTicketSchema.extend({ overbooked: z.boolean() }) },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const { ticket, overbooked } = await booking(request).bookForStaff(
        request.params.id,
        request.params.timeSlotId,
        request.body,
        key === undefined ? undefined : { accountId: request.staff!.accountId, key },
      );
      return reply
        .status(201)
        .send({ ...(await tickets(request).withSeatMissing(ticket)), overbooked });
    },
  );
}

/**
 * Staff ticket reads, booking a person into a slot, cancellation and owner edits (ADMIN;
 * the /api/admin guard is automatic).
 */
export async function staffTicketRoutes(api: ZodApp): Promise<void> {
  const tickets = perArchive(createTicketsService);
  ticketListRoutes(api, tickets);
  oneTicketRoutes(api, tickets);
  const booking = perArchive(createBookingService);
  staffBookingRoute(api, booking, tickets);
  // a person booked for a series of days (research stays)
  seriesRoutes(api, booking);
}
