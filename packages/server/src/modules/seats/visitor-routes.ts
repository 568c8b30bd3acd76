import { z } from 'zod';
import { visitorSeatSchema } from '@lesesaal/domain/seats/schema';
import { idParamSchema } from '@lesesaal/domain/validation';
import { AppError } from '../../http/app-error';
import type { ZodApp } from '../../http/types';
import { visitorSlotSeats } from './availability';
import { findVisitorPlan, findVisitorPlanImage, visitorPlanSchema } from './visitor-plan';
import { matchesEtag } from '../../http/etag';

const roomParams = z.object({ id: idParamSchema });

/**
 * The visitor's reads of named seats: a slot's seats to pick one (the hold's `seatId`) and
 * the room's plan they are drawn on. No personal data: states only, never who holds a seat.
 */
export function visitorSeatRoutes(api: ZodApp): void {
  api.get(
    '/rooms/:id/timeslots/:timeSlotId/seats',
    {
      config: { errors: { 404: ['not_found'] } },
      schema: {
        tags: ['booking'],
        summary: "A slot's named seats for the visitor's pick (FREE, TAKEN, BLOCKED; held back)",
        description:
          'Empty for a room without named seats. `heldBack`: an accessible seat before the ' +
          "room's release day, which only a visitor who needs an accessible seat may pick; " +
          '`releasesOn`: that day, from which everybody may pick it (null when not held back).',
        params: z.object({ id: idParamSchema, timeSlotId: idParamSchema }),
        response: { 200: z.array(visitorSeatSchema) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const now = request.archive.clock.now();
      const seats = await visitorSlotSeats(
        request.archive.db,
        request.params.id,
        request.params.timeSlotId,
        {
          now,
          today: request.archive.clock.dateAt(now),
        },
      );
      if (!seats) throw AppError.notFound('timeSlot');
      return seats;
    },
  );
  visitorPlanRoutes(api);
}

/**
 * The room's plan for the visitor's seat choice: its size and text alternative, and the
 * picture. Public (every room is shown to visitors). The picture is cached for five minutes
 * with its ETag (a conditional request then answers 304): the plan is public, its address
 * changes with each new plan (`?v=` the ETag), and a removed plan disappears within minutes.
 */
function visitorPlanRoutes(api: ZodApp): void {
  api.get(
    '/rooms/:id/seat-plan',
    {
      config: { errors: { 404: ['not_found'] } },
      schema: {
        tags: ['booking'],
        summary: "The room's plan for the visitor's seat choice (null without a plan)",
        description:
          '`url`: the picture (`GET /rooms/{id}/seat-plan/image`, its ETag in the query); ' +
          '`width`, `height`: its size in pixels, the frame of the seat positions (thousandths ' +
          'of width and height). 404 for an unknown room.',
        params: roomParams,
        response: { 200: visitorPlanSchema },
      },
    },
    async (request, reply) => {
      const plan = await findVisitorPlan(request.archive.db, request.params.id);
      if (!plan) throw AppError.notFound('room');
      void reply.header('cache-control', 'no-store');
      return plan;
    },
  );
  api.get(
    '/rooms/:id/seat-plan/image',
    {
      config: {
        errors: { 404: ['not_found'] },
        file: { status: 200, types: ['image/png'], description: 'The plan', notModified: true },
      },
      schema: {
        tags: ['booking'],
        summary: "The room's plan picture (PNG), with ETag; 404 without a plan",
        params: roomParams,
      },
    },
    async (request, reply) => {
      const plan = await findVisitorPlanImage(request.archive.db, request.params.id);
      if (!plan) throw AppError.notFound('plan');
      const etag = `"${plan.etag}"`;
      void reply
        .header('etag', etag)
        .header('cache-control', 'public, max-age=300')
        // a host page that embeds the visitor app from another origin shows the plan too
        .header('cross-origin-resource-policy', 'cross-origin');
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
      return reply.type(plan.contentType).send(plan.image);
    },
  );
}
