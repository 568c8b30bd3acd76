import { z } from 'zod';
import {
  roomSeatsSchema,
  seatAssignmentPayloadSchema,
  seatAssignmentResultSchema,
  seatBlockPayloadSchema,
  seatBlockResultSchema,
  seatPayloadSchema,
  seatPositionSchema,
  seatSchema,
  slotSeatsSchema,
} from '@lesesaal/domain/seats/schema';
import { idParamSchema } from '@lesesaal/domain/validation';
import type { RouteErrors } from '../../http/openapi/errors';
import type { ZodApp } from '../../http/types';
import { perArchive, type PerArchive } from '../../http/archive-context';
import { equipmentRoutes } from './equipment-routes';
import { roomSeatingRoutes } from './room-seating-routes';
import { createSeatsService } from './service';
import { visitorSeatRoutes } from './visitor-routes';

const roomParams = z.object({ id: idParamSchema });
const seatParams = z.object({ id: idParamSchema, seatId: idParamSchema });
const notFound = { 404: ['not_found'] } as const satisfies RouteErrors;
const conflict = { 404: ['not_found'], 409: ['conflict'] } as const satisfies RouteErrors;

/** A room's seats, blocks and positions (ADMIN). */
function seatRoutes(api: ZodApp, service: PerArchive<ReturnType<typeof createSeatsService>>): void {
  const tags = ['admin seats'];
  api.get(
    '/admin/rooms/:id/seats',
    {
      config: { errors: notFound, roles: ['ADMIN', 'DESK'] },
      schema: {
        tags,
        summary: "The room's seat settings and its seats in display order, with their blocks",
        params: roomParams,
        response: { 200: roomSeatsSchema },
      },
    },
    async (request) => service(request).listSeats(request.params.id),
  );
  api.post(
    '/admin/rooms/:id/seats',
    {
      config: { errors: conflict },
      schema: {
        tags,
        summary: 'Add a named seat',
        description:
          'A label the room has already answers 409 `conflict` [`label`]; equipment keys not in the ' +
          'list 400 [`body.equipment`]; beyond 500 seats 409 [`maxSeatsPerRoom`].',
        params: roomParams,
        body: seatPayloadSchema,
        response: { 201: seatSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service(request).createSeat(request.params.id, request.body)),
  );
  api.put(
    '/admin/rooms/:id/seats/:seatId',
    {
      config: { errors: conflict },
      schema: {
        tags,
        summary: 'Change a seat (label, equipment, position, order)',
        params: seatParams,
        body: seatPayloadSchema,
        response: { 200: seatSchema },
      },
    },
    async (request) =>
      service(request).updateSeat(request.params.id, request.params.seatId, request.body),
  );
  api.delete(
    '/admin/rooms/:id/seats/:seatId',
    {
      config: { errors: notFound },
      schema: {
        tags,
        summary: 'Remove a seat; its bookings stay, with no seat assigned',
        params: seatParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service(request).deleteSeat(request.params.id, request.params.seatId);
      return reply.status(204).send(null);
    },
  );
  api.put(
    '/admin/rooms/:id/seats/:seatId/position',
    {
      config: { errors: notFound },
      schema: {
        tags,
        summary: 'Place a seat on the plan (thousandths of width and height; nulls take it off)',
        params: seatParams,
        body: seatPositionSchema,
        response: { 200: seatSchema },
      },
    },
    async (request) =>
      service(request).placeSeat(request.params.id, request.params.seatId, request.body),
  );
}

/** Blocking a seat and ending a block (ADMIN). */
function blockRoutes(
  api: ZodApp,
  service: PerArchive<ReturnType<typeof createSeatsService>>,
): void {
  const tags = ['admin seats'];
  api.post(
    '/admin/rooms/:id/seats/:seatId/blocks',
    {
      config: { errors: notFound },
      schema: {
        tags,
        summary: 'Block a seat from one day to another, with the reason',
        description:
          'Bookings that hold the seat in the range lose it (no seat assigned) and are listed in ' +
          '`affected`, so staff can move them (`PUT /api/admin/seat-assignments/{ticketId}`). ' +
          'A block ending before today answers 400 [`body.until`].',
        params: seatParams,
        body: seatBlockPayloadSchema,
        response: { 201: seatBlockResultSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await service(request).blockSeat(request.params.id, request.params.seatId, request.body),
        ),
  );
  api.delete(
    '/admin/rooms/:id/seats/:seatId/blocks/:blockId',
    {
      config: { errors: notFound },
      schema: {
        tags,
        summary: 'End a block (the seat is free again)',
        params: seatParams.extend({ blockId: idParamSchema }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { id, seatId, blockId } = request.params;
      await service(request).unblockSeat(id, seatId, blockId);
      return reply.status(204).send(null);
    },
  );
}

/** A slot's seats and moving a booked visitor (ADMIN; reading also DESK). */
function slotSeatRoutes(
  api: ZodApp,
  service: PerArchive<ReturnType<typeof createSeatsService>>,
): void {
  const tags = ['admin seats'];
  api.get(
    '/admin/rooms/:id/timeslots/:timeSlotId/seats',
    {
      config: { errors: notFound, roles: ['ADMIN', 'DESK'] },
      schema: {
        tags,
        summary:
          "A slot's seats (FREE, TAKEN with the ticket, BLOCKED) and its bookings without a seat",
        params: z.object({ id: idParamSchema, timeSlotId: idParamSchema }),
        response: { 200: slotSeatsSchema },
      },
    },
    async (request) => service(request).slotSeats(request.params.id, request.params.timeSlotId),
  );
  api.put(
    '/admin/seat-assignments/:ticketId',
    {
      config: { errors: conflict },
      schema: {
        tags,
        summary: 'Move a booked visitor to another seat of the room; one mail tells them',
        description:
          'The seat must be free and unblocked in the slot (else 409 `conflict` [`taken`] or ' +
          '[`blocked`]); the ticket BOOKED, holding its seat, not past (409 [`status`], [`date`]); ' +
          'a seat of another room answers 400 [`body.seatId`]. `mailed`: a mail was queued.',
        params: z.object({ ticketId: idParamSchema }),
        body: seatAssignmentPayloadSchema,
        response: { 200: seatAssignmentResultSchema },
      },
    },
    async (request) => service(request).moveBooking(request.params.ticketId, request.body.seatId),
  );
}

/** Staff management of named seats. */
export async function seatsRoutes(api: ZodApp): Promise<void> {
  const service = perArchive(createSeatsService);
  equipmentRoutes(api, service);
  seatRoutes(api, service);
  blockRoutes(api, service);
  roomSeatingRoutes(api, service);
  slotSeatRoutes(api, service);
  visitorSeatRoutes(api);
}
