import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  pullListQuerySchema,
  pullListSchema,
  recordStatisticsQuerySchema,
  recordStatisticsSchema,
  unitInputSchema,
  unitSchema,
  unitsAddSchema,
  unitStateChangeSchema,
} from '@lesesaal/domain/record-orders/schema';
import { idParamSchema, pathTokenSchema } from '@lesesaal/domain/validation';
import { AppError } from '../../http/app-error';
import { exportQueryShape, sendExport } from '../../http/export/index';
import { EXPORT_FILE, type RouteErrors } from '../../http/openapi/errors';
import type { AppWiring, StaffRole, ZodApp } from '../../http/types';
import { perArchive, type PerArchive } from '../../http/archive-context';
import { createVisitorLimits } from '../../http/visitor-limits';
import { sendPrivateHeaders } from '../../http/private-headers';
import { createRecordOrdersService, type RecordOrdersService } from './service';

const notFound = { 404: ['not_found'] } as const satisfies RouteErrors;

/** The signed-in staff member's role (the admin guard has set it on every admin route). */
function staffRole(request: FastifyRequest): StaffRole {
  if (!request.staff) throw AppError.accessDenied(401);
  return request.staff.role;
}
const closed = { ...notFound, 409: ['records__visit_closed'] } as const satisfies RouteErrors;
const ownerIdSchema = pathTokenSchema;
const unitParams = z.object({ unitId: idParamSchema });
const ticketParams = z.object({ ticketId: idParamSchema });

/**
 * Records ordered with a visit: the desk's pull list (ADMIN and DESK), unit states
 * and the units of a reservation for staff, and the owner's link to add or remove units
 * (also the call for catalogue systems that send orders directly).
 */
export async function recordOrdersRoutes(api: ZodApp, wiring: AppWiring): Promise<void> {
  const service = perArchive(createRecordOrdersService);
  pullListRoutes(api, service);
  staffUnitRoutes(api, service);
  recordStatisticsRoute(api, service);
  await api.register(async (scope: ZodApp) => ownerUnitRoutes(scope, service, wiring));
}

type Service = RecordOrdersService;
const staff = { roles: ['ADMIN', 'DESK'] satisfies StaffRole[] };
const security = [{ session: [] }];
const tags = ['admin records'];

/** The desk's pull list and its export (ADMIN and DESK). */
function pullListRoutes(api: ZodApp, service: PerArchive<Service>): void {
  api.get(
    '/admin/pull-list',
    {
      config: { ...staff, errors: notFound },
      schema: {
        tags,
        security,
        summary: "The day's pull list: ordered records by pull time and call number",
        description:
          'All rooms or one (`roomId`, unknown: 404), one pull time or all (`pullTime` HH:MM). ' +
          'DESK: today only (in TIME_ZONE), another `date` 403; ADMIN any date. ' +
          "A unit's pull time is the latest of its room's pull times at or before its visit's " +
          "start, else the day's first. Units of cancelled visits appear only when already pulled.",
        querystring: pullListQuerySchema,
        response: { 200: pullListSchema },
      },
    },
    async (request) => service(request).pullList(request.query, staffRole(request)),
  );

  api.get(
    '/admin/pull-list/export',
    {
      config: { ...staff, errors: notFound, file: EXPORT_FILE },
      schema: {
        tags,
        security,
        summary: 'The pull list (same filters and lines) as CSV or XLSX',
        description:
          '`format` csv or xlsx; `lang` de (default, CSV separated by `;`) or en (`,`). ' +
          'DESK: today only, another `date` 403.',
        querystring: pullListQuerySchema.extend(exportQueryShape),
      },
    },
    async (request, reply) => {
      const { format, lang, ...query } = request.query;
      return sendExport(
        reply,
        await service(request).pullListExport(query, lang, staffRole(request)),
        format,
        lang,
      );
    },
  );
}

/** Unit states and the units of a reservation, for staff (ADMIN and DESK). */
function staffUnitRoutes(api: ZodApp, service: PerArchive<Service>): void {
  api.patch(
    '/admin/units/:unitId',
    {
      config: { ...staff, errors: closed },
      schema: {
        tags,
        security,
        summary: "Change a unit's state (NOT_AVAILABLE with a reason mails the visitor once)",
        description:
          'ORDERED, READY, ISSUED, RETURNED or NOT_AVAILABLE (`reason` required then, else 400 ' +
          '`body.reason`). The first NOT_AVAILABLE queues one mail in the booking’s language; ' +
          'repeated calls do not mail again. A cancelled visit: 409 `records__visit_closed`.',
        params: unitParams,
        body: unitStateChangeSchema,
        response: { 200: unitSchema },
      },
    },
    async (request) => service(request).changeState(request.params.unitId, request.body),
  );

  api.put(
    '/admin/units/:unitId',
    {
      config: { ...staff, errors: closed },
      schema: {
        tags,
        security,
        summary: "Change a unit's call number, title and note",
        params: unitParams,
        body: unitInputSchema,
        response: { 200: unitSchema },
      },
    },
    async (request) => service(request).updateForStaff(request.params.unitId, request.body),
  );

  api.delete(
    '/admin/units/:unitId',
    {
      config: { ...staff, errors: closed },
      schema: {
        tags,
        security,
        summary: 'Remove a unit from its reservation',
        params: unitParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service(request).removeForStaff(request.params.unitId);
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/admin/tickets/:ticketId/units',
    {
      config: { ...staff, errors: notFound },
      schema: {
        tags,
        security,
        summary: 'The units of a reservation (ticket), in the order given',
        params: ticketParams,
        response: { 200: z.array(unitSchema) },
      },
    },
    async (request) => service(request).listForStaff(request.params.ticketId),
  );

  api.post(
    '/admin/tickets/:ticketId/units',
    {
      config: { ...staff, errors: closed },
      schema: {
        tags,
        security,
        summary: 'Add units to a booked reservation (staff: no deadline or limits)',
        params: ticketParams,
        body: unitsAddSchema,
        response: { 201: z.array(unitSchema) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service(request).addForStaff(request.params.ticketId, request.body.units)),
  );
}

/** The year summary's records ordered (ADMIN and REPORTS). */
function recordStatisticsRoute(api: ZodApp, service: PerArchive<Service>): void {
  api.get(
    '/admin/record-statistics',
    {
      config: { roles: ['ADMIN', 'REPORTS'] satisfies StaffRole[] },
      schema: {
        tags: ['admin statistics'],
        security,
        summary: 'Records ordered per reading room and month of a year (for the year summary)',
        description:
          '`units`: units of visits not cancelled; `cancelled`: units of cancelled visits. ' +
          'Counted by the visit day; lines erased after the visit still count.',
        querystring: recordStatisticsQuerySchema,
        response: { 200: recordStatisticsSchema },
      },
    },
    async (request) => service(request).statistics(request.query.year),
  );
}

/**
 * The owner's link adds and withdraws records (also the call for catalogue systems);
 * private answers, the visitor limits.
 */
function ownerUnitRoutes(scope: ZodApp, service: PerArchive<Service>, wiring: AppWiring): void {
  const visitorLimits = createVisitorLimits(wiring);
  sendPrivateHeaders(scope);
  const ownerTicket = z.object({ ownerId: ownerIdSchema, ticketId: idParamSchema });

  scope.post(
    '/owners/:ownerId/tickets/:ticketId/units',
    {
      preValidation: visitorLimits.hook('tickets'),
      config: {
        errors: {
          ...notFound,
          409: [
            'records__visit_closed',
            'records__not_orderable',
            'records__deadline_passed',
            'records__max_per_visit_reached',
            'records__max_per_day_reached',
          ],
          429: ['too_many_requests'],
        },
      },
      schema: {
        tags: ['owners'],
        summary: 'Order records for a booked visit (the owner link; also for catalogue systems)',
        description:
          'The room’s rules as at booking: ordering on, before the order deadline, at most ' +
          'maxUnitsPerVisit per visit and maxUnitsPerDay per person and day. Answers all units ' +
          'of the visit. A visit not booked or already started: 409 `records__visit_closed`.',
        params: ownerTicket,
        body: unitsAddSchema,
        response: { 201: z.array(unitSchema) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await service(request).addForOwner(
            request.params.ownerId,
            request.params.ticketId,
            request.body.units,
          ),
        ),
  );

  scope.delete(
    '/owners/:ownerId/tickets/:ticketId/units/:unitId',
    {
      preValidation: visitorLimits.hook('tickets'),
      config: { errors: { ...closed, 429: ['too_many_requests'] } },
      schema: {
        tags: ['owners'],
        summary: 'Withdraw an ordered record (still ORDERED, visit not started)',
        params: ownerTicket.extend({ unitId: idParamSchema }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service(request).removeForOwner(
        request.params.ownerId,
        request.params.ticketId,
        request.params.unitId,
      );
      return reply.status(204).send(null);
    },
  );
}
