import { z } from 'zod';
import { LANGUAGES } from '@lesesaal/domain/config';
import { idListQuerySchema, ticketSchema } from '@lesesaal/domain/tickets/schema';
import { idParamSchema, pathTokenSchema } from '@lesesaal/domain/validation';
import type { AppWiring, ZodApp } from '../../http/types';
import { perArchive } from '../../http/archive-context';
import { createVisitorLimits } from '../../http/visitor-limits';
import { sendPrivateHeaders } from '../../http/private-headers';
import { createOwnerService } from './owner-service';

const ownerIdSchema = pathTokenSchema;
const tags = ['owners'];

/** `/owners/{ownerId}/tickets...`: the visitor's own booking via the mailed link. */
export async function ownerRoutes(api: ZodApp, wiring: AppWiring): Promise<void> {
  const service = perArchive(createOwnerService);
  const visitorLimits = createVisitorLimits(wiring);

  await api.register(async (scope: ZodApp) => {
    sendPrivateHeaders(scope);

    scope.get(
      '/owners/:ownerId/tickets',
      {
        config: { errors: { 404: ['not_found'] } },
        schema: {
          tags,
          summary: "The owner's tickets (booked and cancelled)",
          params: z.object({ ownerId: ownerIdSchema }),
          response: { 200: z.array(ticketSchema) },
        },
      },
      async (request) => service(request).list(request.params.ownerId),
    );

    scope.delete(
      '/owners/:ownerId/tickets',
      {
        config: { errors: { 404: ['not_found'], 409: ['conflict'], 429: ['too_many_requests'] } },
        preValidation: visitorLimits.hook('cancellations'),
        schema: {
          tags,
          summary: 'Cancel tickets of the owner (all or none); returns the cancelled tickets',
          params: z.object({ ownerId: ownerIdSchema }),
          querystring: z.object({ ids: idListQuerySchema }),
          response: { 200: z.array(ticketSchema) },
        },
      },
      async (request) => service(request).cancel(request.params.ownerId, request.query.ids),
    );

    scope.get(
      '/owners/:ownerId/calendar.ics',
      {
        config: {
          errors: { 404: ['not_found'] },
          file: {
            status: 200,
            types: ['text/calendar'],
            description:
              'The booked visits as an iCalendar file (reservierung.ics, reservation.ics)',
          },
        },
        schema: {
          tags,
          summary: "The owner's booked visits as a calendar file (.ics)",
          description:
            'The entries the confirmation mail attaches (the same UIDs), of the tickets still ' +
            "booked; `lang` names the file and its words (default: the booking's language). " +
            '404 `not_found` [`owner`] for an unknown id, [`ticket`] when nothing is booked any more.',
          params: z.object({ ownerId: ownerIdSchema }),
          querystring: z.object({ lang: z.enum(LANGUAGES).optional() }),
        },
      },
      async (request, reply) => {
        const file = await service(request).calendar(request.params.ownerId, request.query.lang);
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .send(file.body);
      },
    );

    scope.get(
      '/owners/:ownerId/tickets/:ticketId',
      {
        config: { errors: { 404: ['not_found'] } },
        schema: {
          tags,
          summary: 'One ticket of the owner',
          params: z.object({ ownerId: ownerIdSchema, ticketId: idParamSchema }),
          response: { 200: ticketSchema },
        },
      },
      async (request) => service(request).get(request.params.ownerId, request.params.ticketId),
    );
  });
}
