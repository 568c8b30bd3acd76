import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  equipmentCreateSchema,
  equipmentItemSchema,
  equipmentUpdateSchema,
  roomSeatSettingsPayloadSchema,
  roomSeatSettingsSchema,
  roomSeatsSchema,
  seatAssignmentPayloadSchema,
  seatAssignmentResultSchema,
  seatBlockPayloadSchema,
  seatBlockResultSchema,
  seatPayloadSchema,
  seatPlanAltSchema,
  seatPositionSchema,
  seatSchema,
  slotSeatsSchema,
} from '@lesesaal/domain/seats/schema';
import { idParamSchema } from '@lesesaal/domain/validation';
import { AppError } from '../../http/app-error';
import { multipartBody, readImageUpload, readMultipartSafely } from '../../http/multipart';
import type { RouteErrors } from '../../http/openapi/errors';
import type { ZodApp } from '../../http/types';
import { perArchive, type PerArchive } from '../../http/archive-context';
import { PLAN_MAX_BYTES } from '../seat-plan';
import { createSeatsService } from './service';
import { visitorSeatRoutes } from './visitor-routes';

const roomParams = z.object({ id: idParamSchema });
const seatParams = z.object({ id: idParamSchema, seatId: idParamSchema });
const notFound = { 404: ['not_found'] } as const satisfies RouteErrors;
const conflict = { 404: ['not_found'], 409: ['conflict'] } as const satisfies RouteErrors;

/** Reads the multipart `image` file (≤ PLAN_MAX_BYTES, else 413; PNG or SVG) and `alt` field. */
const readPlanUpload = (request: FastifyRequest) =>
  readImageUpload(request, PLAN_MAX_BYTES, seatPlanAltSchema);

/** The equipment list of the installation (ADMIN). */
function equipmentRoutes(
  api: ZodApp,
  service: PerArchive<ReturnType<typeof createSeatsService>>,
): void {
  const tags = ['admin seats'];
  const params = z.object({ equipmentId: idParamSchema });
  api.get(
    '/admin/seat-equipment',
    {
      schema: {
        tags,
        summary: 'The equipment list seats are described with, in creation order',
        response: { 200: z.array(equipmentItemSchema) },
      },
    },
    async (request) => service(request).listEquipment(),
  );
  // visitors read the list too: the calendar's "I need" filter names the equipment
  api.get(
    '/seat-equipment',
    {
      schema: {
        tags: ['booking'],
        summary: "The equipment list (for the visitor calendar's seat filter), in creation order",
        response: { 200: z.array(equipmentItemSchema) },
      },
    },
    async (request) => service(request).listEquipment(),
  );
  api.post(
    '/admin/seat-equipment',
    {
      config: { errors: { 409: ['conflict'] } },
      schema: {
        tags,
        summary: 'Add equipment (key, German and English name, accessible flag)',
        description:
          'A key that exists answers 409 `conflict` [`key`]; beyond 100 entries 409 [`maxEquipmentItems`].',
        body: equipmentCreateSchema,
        response: { 201: equipmentItemSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service(request).createEquipment(request.body)),
  );
  api.put(
    '/admin/seat-equipment/:equipmentId',
    {
      config: { errors: notFound },
      schema: {
        tags,
        summary: 'Change the names and the accessible flag (the key stays)',
        params,
        body: equipmentUpdateSchema,
        response: { 200: equipmentItemSchema },
      },
    },
    async (request) => service(request).updateEquipment(request.params.equipmentId, request.body),
  );
  api.delete(
    '/admin/seat-equipment/:equipmentId',
    {
      config: { errors: conflict },
      schema: {
        tags,
        summary: 'Remove equipment no seat carries (else 409 `conflict` with the seat labels)',
        params,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service(request).deleteEquipment(request.params.equipmentId);
      return reply.status(204).send(null);
    },
  );
}

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

/** What the plan upload accepts, refuses and how long it may take (the route's description). */
const PLAN_UPLOAD_DESCRIPTION =
  'The file is recognized by its content, never by its name or declared type: a PNG by its ' +
  'magic bytes, an SVG when its first element is `<svg` (after an optional BOM, XML ' +
  'declaration, comments and a DOCTYPE without internal subset). Anything else, and an SVG ' +
  'whose DOCTYPE declares entities or that asks for filter effects (a `<filter>` element, a ' +
  'filter primitive `<fe…>`, the `filter` property; the word `filter` anywhere counts), ' +
  'answers 415 `unsupported_media_type` [`image`]. A PNG is ' +
  're-encoded and scaled down; an SVG is drawn (librsvg) to a PNG on white, 3000 px on its ' +
  'long side, physical units at 96 per inch: no referenced file or URL is loaded (only ' +
  '`data:` pictures inside it are drawn), scripts do not run, and only the PNG is stored and ' +
  'served. Over 2 MB, or over 40 megapixels by its header (an SVG by its width and height ' +
  'or viewBox, together with the pictures it carries as `data:` URLs), answers 413 ' +
  '`payload_too_large` [`image`]; such a picture that cannot be read, or an SVG inside the ' +
  'SVG, 415; a missing file or bad `alt` 400. The file is drawn in a separate process, one ' +
  'plan at a time per server process: a drawing that takes longer than 12 s is stopped and ' +
  'answers 413 `payload_too_large` [`image`]; an upload whose turn does not come within 2 s ' +
  '(another plan is being drawn) answers 429 `too_many_requests` with `Retry-After`. Every ' +
  'upload answers within 15 s.';

/** A room's seat settings and plan picture (ADMIN; reading the plan also DESK). */
function roomSeatingRoutes(
  api: ZodApp,
  service: PerArchive<ReturnType<typeof createSeatsService>>,
): void {
  const tags = ['admin seats'];
  api.put(
    '/admin/rooms/:id/seat-settings',
    {
      config: { errors: notFound },
      schema: {
        tags,
        summary: 'Days before a slot from which accessible seats are offered to everybody',
        params: roomParams,
        body: roomSeatSettingsPayloadSchema,
        response: { 200: roomSeatSettingsSchema },
      },
    },
    async (request) =>
      service(request).saveSettings(request.params.id, request.body.accessibleHoldBackDays),
  );
  api.get(
    '/admin/rooms/:id/seat-plan',
    {
      config: {
        errors: notFound,
        roles: ['ADMIN', 'DESK'],
        file: { status: 200, types: ['image/png'], description: 'The plan' },
      },
      schema: { tags, summary: "The room's plan picture (PNG)", params: roomParams },
    },
    async (request, reply) => {
      const plan = await service(request).plan(request.params.id);
      if (!plan) throw AppError.notFound('plan');
      return reply.header('cache-control', 'no-store').type(plan.contentType).send(plan.image);
    },
  );
  api.put(
    '/admin/rooms/:id/seat-plan',
    {
      config: {
        errors: {
          ...notFound,
          413: ['payload_too_large'],
          415: ['unsupported_media_type'],
          429: ['too_many_requests'],
        },
      },
      schema: {
        tags,
        summary:
          'Upload the plan: multipart `image` (PNG or SVG by content, ≤ 2 MB, ≤ 40 megapixels — else 413; ' +
          'stored as PNG, ≤ 3000 px on the long side) and `alt` (5–150)',
        description: PLAN_UPLOAD_DESCRIPTION,
        params: roomParams,
        consumes: ['multipart/form-data'],
        body: multipartBody({
          image: {
            schema: 'file',
            description: 'PNG or SVG (by content), at most 2 MB',
            required: true,
          },
          alt: {
            schema: z.toJSONSchema(seatPlanAltSchema, { io: 'input' }),
            description: 'Text alternative of the plan',
            required: true,
          },
        }),
        response: { 200: roomSeatSettingsSchema },
      },
    },
    async (request) =>
      service(request).setPlan(
        request.params.id,
        await readMultipartSafely('image', () => readPlanUpload(request)),
      ),
  );
  api.delete(
    '/admin/rooms/:id/seat-plan',
    {
      config: { errors: notFound },
      schema: { tags, summary: 'Remove the plan', params: roomParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await service(request).deletePlan(request.params.id);
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
