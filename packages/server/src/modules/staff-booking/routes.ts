import { z } from 'zod';
import { adminBookingRequestSchema } from '@lesesaal/domain/owners/schema';
import { ticketSchema } from '@lesesaal/domain/tickets/schema';
import { idParamSchema } from '@lesesaal/domain/validation';
import type { AppContext, ZodApp } from '../../http/types';
import { createBookingService } from '../transactions/booking-service';
import { createStaffBookingService } from './service';

/** `POST /admin/rooms/{id}/timeslots/{timeSlotId}/tickets` (ADMIN; the guard is automatic). */
export async function staffBookingRoutes(api: ZodApp, ctx: AppContext): Promise<void> {
  const service = createStaffBookingService({ booking: createBookingService(ctx) });

  api.post(
    '/admin/rooms/:id/timeslots/:timeSlotId/tickets',
    {
      schema: {
        tags: ['admin tickets'],
        summary: 'Book a person into a slot (may exceed capacity)',
        security: [{ session: [] }],
        params: z.object({ id: idParamSchema, timeSlotId: idParamSchema }),
        body: adminBookingRequestSchema,
        response: { 201: ticketSchema.extend({ overbooked: z.boolean() }) },
      },
    },
    async (request, reply) => {
      const { ticket, overbooked } = await service.book(
        request.params.id,
        request.params.timeSlotId,
        request.body,
      );
      return reply.status(201).send({ ...ticket, overbooked });
    },
  );
}
