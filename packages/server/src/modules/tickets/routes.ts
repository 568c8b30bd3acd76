import { z } from 'zod';
import { listResponseSchema } from '@lesesaal/domain/paging';
import { countResponseSchema } from '@lesesaal/domain/rooms/schema';
import { ticketListQuerySchema, ticketSchema } from '@lesesaal/domain/tickets/schema';
import { idParamSchema } from '@lesesaal/domain/validation';
import type { AppContext, ZodApp } from '../../http/types';
import { createTicketsService } from './service';

/** Staff ticket reads (ADMIN; the /api/admin guard is automatic). */
export async function ticketsRoutes(api: ZodApp, ctx: AppContext): Promise<void> {
  const tickets = createTicketsService(ctx);
  const tags = ['admin tickets'];

  api.get(
    '/admin/tickets/count',
    { schema: { tags, summary: 'Count of booked tickets dated today or later', response: { 200: countResponseSchema } } },
    async () => ({ count: await tickets.countBooked() }),
  );
  api.get(
    '/admin/rooms/:id/tickets/count',
    {
      schema: {
        tags,
        summary: "Count of a room's booked tickets dated today or later",
        params: z.object({ id: idParamSchema }),
        response: { 200: countResponseSchema },
      },
    },
    async (request) => ({ count: await tickets.countBookedOfRoom(request.params.id) }),
  );
  api.get(
    '/admin/tickets',
    {
      schema: {
        tags,
        summary: 'Tickets by filters (timeSlotId, ownerId, room, dates, term …); status BOOKED by default or CANCELED_ONLY',
        querystring: ticketListQuerySchema,
        response: { 200: listResponseSchema(ticketSchema) },
      },
    },
    async (request) => tickets.list(request.query),
  );
}
