import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  roomSeatSettingsPayloadSchema,
  roomSeatSettingsSchema,
  seatPlanAltSchema,
} from '@lesesaal/domain/seats/schema';
import { idParamSchema } from '@lesesaal/domain/validation';
import { AppError } from '../../http/app-error';
import { multipartBody, readImageUpload, readMultipartSafely } from '../../http/multipart';
import type { RouteErrors } from '../../http/openapi/errors';
import type { ZodApp } from '../../http/types';
import type { PerArchive } from '../../http/archive-context';
import { PLAN_MAX_BYTES } from '../seat-plan';
import type { createSeatsService } from './service';

type SeatsService = ReturnType<typeof createSeatsService>;
const roomParams = z.object({ id: idParamSchema });
const notFound = { 404: ['not_found'] } as const satisfies RouteErrors;

/** Reads the multipart `image` file (≤ PLAN_MAX_BYTES, else 413; PNG or SVG) and `alt` field. */
const readPlanUpload = (request: FastifyRequest) =>
  readImageUpload(request, PLAN_MAX_BYTES, seatPlanAltSchema);

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
export function roomSeatingRoutes(api: ZodApp, service: PerArchive<SeatsService>): void {
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
