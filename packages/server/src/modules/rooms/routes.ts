import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { IMAGE_MAX_BYTES } from '@lesesaal/domain/limits';
import { listResponseSchema, pagingQuerySchema, sortQuerySchema } from '@lesesaal/domain/paging';
import {
  roomCreatePayloadSchema,
  roomUpdatePayloadSchema,
} from '@lesesaal/domain/rooms/room-payloads';
import {
  ROOM_SORT_FIELDS,
  roomImageAltSchema,
  adminRoomSchema,
  visitorRoomSchema,
} from '@lesesaal/domain/rooms/schema';
import { controlFreeText, idParamSchema, wireInteger } from '@lesesaal/domain/validation';
import { AppError } from '../../http/app-error';
import { multipartBody, readImageUpload, readMultipartSafely } from '../../http/multipart';
import type { RouteErrors, RouteFile } from '../../http/openapi/errors';
import type { ZodApp } from '../../http/types';
import { perArchive, type PerArchive } from '../../http/archive-context';
import { createRoomsService } from './service';
import { matchesEtag } from '../../http/etag';

const idParams = z.object({ id: idParamSchema });
const notFound = { 404: ['not_found'] } as const satisfies RouteErrors;
const IMAGE_FILE: RouteFile = {
  status: 200,
  types: ['image/png', 'image/jpeg'],
  description: 'The picture',
};
const listQuery = z.object({
  name: controlFreeText().trim().max(100).optional(),
  term: controlFreeText().trim().max(100).optional(),
  ...pagingQuerySchema.shape,
  sort: sortQuerySchema(ROOM_SORT_FIELDS),
});
type ListQuery = z.infer<typeof listQuery>;
const roomList = listResponseSchema(adminRoomSchema);
const visitorRoomList = listResponseSchema(visitorRoomSchema);
const listFilter = (q: ListQuery) => ({
  term: q.term || q.name || undefined,
  limit: q.limit,
  offset: q.offset,
  sort: q.sort,
});

/**
 * Reads the multipart `image` file (≤ 20 MiB, else 413 — this route's own file limit, above
 * the 5 MiB of every other upload) and `alt` field.
 */
const readRoomImageUpload = (request: FastifyRequest) =>
  readImageUpload(request, IMAGE_MAX_BYTES, roomImageAltSchema);

/** Public room calls and the staff's room management. */
export async function roomsRoutes(api: ZodApp): Promise<void> {
  const rooms = perArchive(createRoomsService);
  publicRoomRoutes(api, rooms);
  staffRoomRoutes(api, rooms);
  roomImageRoutes(api, rooms);
}

type RoomsService = ReturnType<typeof createRoomsService>;
const tags = ['rooms'];
const RELEASE_TIME_TEXT =
  '`releaseTime` (`HH:MM`, 00:00–23:59, archive time): the day newly entering the opening ' +
  'window becomes bookable only at that time (before it the window ends a day earlier; holds ' +
  'of that day answer 409 `timeslot_not_open`); null: at midnight; left out on update: ' +
  'unchanged; another value answers 400 `validation__error` [`body.releaseTime`]. ' +
  "`requiresApplication` (boolean): when the archive's `userApplication` is `required`, the " +
  'room books only for a signed-in reader with an approved user application; left out on ' +
  'create: false, on update: unchanged. `maxStayDays` (2–60 or null): the longest research ' +
  'stay (first to last day, calendar days) a visitor may hold in one step ' +
  '(`POST /transactions/stays`); null: no stays; left out on create: null, on update: unchanged.';

const OPENING_DRAW_TEXT =
  '`openingDraw` (`{ preWindowMinutes: 5–120, admitPerMinute: 1–10000, turnMinutes: 1–60 }`): ' +
  'each new day opens by a fair draw — the waiting room opens `preWindowMinutes` before the ' +
  'release, whoever joined before it is put in a random order, `admitPerMinute` places are ' +
  'let in per minute, each may hold seats of the day for `turnMinutes` (GET ' +
  '/rooms/{id}/opening); null: none; left out on create: null, on update: unchanged; out of ' +
  'bounds: 400 `validation__error` [`body.openingDraw.<field>`].';

/** The visitor's rooms: the list with each next free day, one room, its picture. */
function publicRoomRoutes(api: ZodApp, rooms: PerArchive<RoomsService>): void {
  api.get(
    '/rooms',
    {
      schema: {
        tags,
        summary: 'Rooms in display order, each with its next free day and seat equipment',
        description:
          "`nextFreeDate`: the first day in the room's opening window with a slot that has not " +
          'started and still has a free seat (booked and held tickets counted); null when none. ' +
          "`namedSeats`: what the room's named seats offer — `equipment`, the entries of the " +
          "installation's equipment list its seats carry (list order), and `accessible`, whether " +
          'one of its seats is accessible; null for a room without named seats.',
        querystring: listQuery,
        response: { 200: visitorRoomList },
      },
    },
    async (request) => rooms(request).listForVisitors(listFilter(request.query)),
  );
  api.get(
    '/rooms/:id',
    {
      config: { errors: notFound },
      schema: {
        tags,
        summary: 'One room, with its next free day and seat equipment',
        description:
          "`nextFreeDate` as in `GET /rooms`: the visitor's calendar opens on that day's month. " +
          '`namedSeats` as in `GET /rooms`: the seat need filter offers only what the room has.',
        params: idParams,
        response: { 200: visitorRoomSchema },
      },
    },
    async (request) => rooms(request).getForVisitors(request.params.id),
  );
  api.get(
    '/rooms/:id/image',
    {
      config: { errors: notFound, file: { ...IMAGE_FILE, notModified: true } },
      schema: { tags, summary: 'The room picture (PNG or JPEG), with ETag', params: idParams },
    },
    async (request, reply) => {
      const image = await rooms(request).image(request.params.id);
      if (!image) throw AppError.notFound('image');
      const etag = `"${image.etag}"`;
      void reply
        .header('etag', etag)
        .header('cache-control', 'public, max-age=300')
        // helmet's default (same-origin) would block the picture on a host page that embeds the
        // visitor app from another origin; the picture is public anyway.
        .header('cross-origin-resource-policy', 'cross-origin');
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
      return reply.type(image.contentType).send(image.content);
    },
  );
}

/** The staff's rooms: the list (ADMIN and REPORTS), create, change, delete and order. */
function staffRoomRoutes(api: ZodApp, rooms: PerArchive<RoomsService>): void {
  const staff = { roles: ['ADMIN' as const, 'REPORTS' as const] };
  api.get(
    '/admin/rooms',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Rooms for staff',
        querystring: listQuery,
        response: { 200: roomList },
      },
    },
    async (request) => rooms(request).list(listFilter(request.query)),
  );
  api.post(
    '/admin/rooms',
    {
      schema: {
        tags,
        summary: 'Create a room (openStart/openEnd default to 2 and 30 DAY)',
        description: `${RELEASE_TIME_TEXT} ${OPENING_DRAW_TEXT}`,
        body: roomCreatePayloadSchema,
        response: { 201: adminRoomSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await rooms(request).create(request.body)),
  );
  api.get(
    '/admin/rooms/:id',
    {
      config: { errors: notFound },
      schema: { tags, summary: 'One room', params: idParams, response: { 200: adminRoomSchema } },
    },
    async (request) => rooms(request).get(request.params.id),
  );
  api.put(
    '/admin/rooms/:id',
    {
      config: { errors: { ...notFound, 409: ['conflict'] } },
      schema: {
        tags,
        summary: 'Update a room (stale version: 409)',
        description:
          '`id` in the body must be the id of the path, else 400 `validation__error` [`body.id`]; ' +
          'a stale `version` answers 409 `conflict`. ' +
          RELEASE_TIME_TEXT +
          ' ' +
          OPENING_DRAW_TEXT,
        params: idParams,
        body: roomUpdatePayloadSchema,
        response: { 200: adminRoomSchema },
      },
    },
    async (request) => rooms(request).update(request.params.id, request.body),
  );
  api.delete(
    '/admin/rooms/:id',
    {
      config: { errors: { ...notFound, 409: ['delete__has_tickets'] } },
      schema: {
        tags,
        summary: 'Delete a room without active tickets (else 409 delete__has_tickets [count])',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await rooms(request).remove(request.params.id);
      return reply.status(204).send(null);
    },
  );
  api.put(
    '/admin/rooms/:id/order/:order',
    {
      config: { errors: notFound },
      schema: {
        tags,
        summary: 'Move a room to a position (0-based); the others are renumbered',
        params: z.object({ id: idParamSchema, order: wireInteger(0, 99999) }),
        response: { 200: z.array(adminRoomSchema) },
      },
    },
    async (request) => rooms(request).move(request.params.id, request.params.order),
  );
}

/** The staff's room picture: read, upload (multipart, with its text alternative), remove. */
function roomImageRoutes(api: ZodApp, rooms: PerArchive<RoomsService>): void {
  api.get(
    '/admin/rooms/:id/image',
    {
      config: { errors: notFound, file: IMAGE_FILE },
      schema: { tags, summary: 'The room picture', params: idParams },
    },
    async (request, reply) => {
      const image = await rooms(request).image(request.params.id);
      if (!image) throw AppError.notFound('image');
      return reply.header('cache-control', 'no-store').type(image.contentType).send(image.content);
    },
  );
  api.put(
    '/admin/rooms/:id/image',
    {
      config: {
        errors: { ...notFound, 413: ['payload_too_large'], 415: ['unsupported_media_type'] },
      },
      schema: {
        tags,
        summary:
          'Upload the picture: multipart `image` (PNG/JPEG by content, ≤ 20 MB, ≤ 40 megapixels — else 413) and `alt` (5–150)',
        description:
          'A phone photo is fine. Not a PNG or JPEG by its content: 415 `unsupported_media_type`; over 20 MB or 40 megapixels: 413 `payload_too_large`. ' +
          'Stored small: turned upright by its EXIF orientation, scaled to at most 1600 px on the long side and re-encoded (JPEG quality 80, PNG stays PNG) without any metadata (EXIF, GPS, XMP, ICC).',
        params: idParams,
        consumes: ['multipart/form-data'],
        body: multipartBody({
          image: {
            schema: 'file',
            description: 'PNG or JPEG (by content), at most 20 MB and 40 megapixels',
            required: true,
          },
          alt: {
            schema: z.toJSONSchema(roomImageAltSchema, { io: 'input' }),
            description: 'Text alternative of the picture',
            required: true,
          },
        }),
        response: { 200: adminRoomSchema },
      },
    },
    async (request) =>
      rooms(request).setImage(
        request.params.id,
        await readMultipartSafely('image', () => readRoomImageUpload(request)),
      ),
  );
  api.delete(
    '/admin/rooms/:id/image',
    {
      config: { errors: notFound },
      schema: {
        tags,
        summary: 'Remove the picture',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await rooms(request).deleteImage(request.params.id);
      return reply.status(204).send(null);
    },
  );
}
