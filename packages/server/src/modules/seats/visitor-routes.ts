import { z } from 'zod';
import { visitorSeatSchema } from '@lesesaal/domain/seats/schema';
import { idParamSchema } from '@lesesaal/domain/validation';
import { AppError } from '../../http/app-error';
import type { AppContext, ZodApp } from '../../http/types';
import { visitorSlotSeats } from './availability';

/**
 * The visitor's reads of named seats: a slot's seats to pick one (the hold's `seatId`). No
 * personal data: states only, never who holds a seat.
 */
export function visitorSeatRoutes(api: ZodApp, ctx: AppContext): void {
  api.get(
    '/rooms/:id/timeslots/:timeSlotId/seats',
    {
      config: { errors: { 404: ['not_found'] } },
      schema: {
        tags: ['booking'],
        summary: "A slot's named seats for the visitor's pick (FREE, TAKEN, BLOCKED; held back)",
        description:
          'Empty for a room without named seats. `heldBack`: an accessible seat before the ' +
          "room's release day, which only a visitor who needs an accessible seat may pick.",
        params: z.object({ id: idParamSchema, timeSlotId: idParamSchema }),
        response: { 200: z.array(visitorSeatSchema) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const now = ctx.clock.now();
      const seats = await visitorSlotSeats(ctx.db, request.params.id, request.params.timeSlotId, {
        now,
        today: ctx.clock.dateAt(now),
      });
      if (!seats) throw AppError.notFound('timeSlot');
      return seats;
    },
  );
}
