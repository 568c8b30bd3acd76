import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  checkInDaySchema,
  checkInLineSchema,
  checkInQuerySchema,
  checkInScanResultSchema,
  checkInScanSchema,
} from '@lesesaal/domain/check-in/schema';
import { idParamSchema } from '@lesesaal/domain/validation';
import { AppError } from '../../http/app-error';
import type { RouteErrors } from '../../http/openapi/errors';
import type { StaffRole, ZodApp } from '../../http/types';
import { perArchive } from '../../http/archive-context';
import { createCheckInService } from './check-in-service';

const notFound = { 404: ['not_found'] } as const satisfies RouteErrors;
const refused = { ...notFound, 409: ['conflict'] } as const satisfies RouteErrors;

/**
 * The desk's check-in screen "today": for ADMIN and DESK accounts — the only
 * staff routes a DESK account may call. Each change is written to the audit log (ticket id
 * only, never a name or booking number).
 */
export async function checkInRoutes(api: ZodApp): Promise<void> {
  const service = perArchive(createCheckInService);
  const tags = ['admin check-in'];
  const security = [{ session: [] }];
  const config = { roles: ['ADMIN', 'DESK'] satisfies StaffRole[] };
  const roleOf = (request: FastifyRequest): StaffRole => {
    if (!request.staff) throw AppError.accessDenied(401);
    return request.staff.role;
  };
  const params = z.object({ id: idParamSchema });

  api.get(
    '/admin/checkin',
    {
      config: { ...config, errors: notFound },
      schema: {
        tags,
        security,
        summary: "The day's booked tickets (all rooms or one) with seat number and arrival",
        description:
          'date defaults to today in TIME_ZONE; another day only for ADMIN (DESK: 403). ' +
          'Unknown room: 404 [`room`].',
        querystring: checkInQuerySchema,
        response: { 200: checkInDaySchema },
      },
    },
    async (request) => service(request).day(request.query, roleOf(request)),
  );
  api.put(
    '/admin/checkin/tickets/:id',
    {
      config: { ...config, errors: refused },
      schema: {
        tags,
        security,
        summary: 'Mark the visitor of a booked ticket arrived (kept when already marked)',
        description:
          'Takes back a released seat. Unknown or unbooked ticket: 404; cancelled: 409 ' +
          '`conflict` [`cancelled`]; not today (ADMIN: a later day): 409 [`other_day`, date].',
        params,
        response: { 200: checkInLineSchema },
      },
    },
    async (request) => service(request).checkIn(request.params.id, roleOf(request)),
  );
  api.delete(
    '/admin/checkin/tickets/:id',
    {
      config: { ...config, errors: refused },
      schema: {
        tags,
        security,
        summary: "Undo a visitor's arrival",
        description: 'Refusals as for marking arrived.',
        params,
        response: { 200: checkInLineSchema },
      },
    },
    async (request) => service(request).undo(request.params.id, roleOf(request)),
  );
  api.post(
    '/admin/checkin/scan',
    {
      config: { ...config, errors: refused },
      schema: {
        tags,
        security,
        summary:
          'Enter in the search field (a scanned booking number): mark the one matching booking of the day arrived',
        description:
          'The exact booking number (case, spaces and dashes ignored), else names and parts of ' +
          'booking numbers. None: 404 [`ticket`]; several: 409 `conflict` [`ambiguous`, count]; ' +
          'the booking number of a cancelled ticket, another day or another room: 409 ' +
          '[`cancelled`], [`other_day`, date], [`other_room`, room name].',
        body: checkInScanSchema,
        response: { 200: checkInScanResultSchema },
      },
    },
    async (request) => service(request).scan(request.body, roleOf(request)),
  );
}
