import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { statesRefusals } from '@lesesaal/domain/refusals';
import { seatNeedOfQuery, seatNeedQuerySchema } from '@lesesaal/domain/seats/schema';
import { timeSlotSchema } from '@lesesaal/domain/time-slots/schema';
import { controlFreeText, idParamSchema, isoDateField } from '@lesesaal/domain/validation';
import type { AppWiring, ZodApp } from '../../http/types';
import { watchCalendarChanges } from '../../db/calendar-changes';
import { perArchive } from '../../http/archive-context';
import { sendPrivateHeaders, transactionIdSchema } from '../../http/private-headers';
import { createCalendarCache, type CalendarCache } from './calendar-cache';
import { calendarJson } from './calendar-json';
import { builtResponse } from '../../http/built-response';
import { createCalendarService, MAX_CALENDAR_DAYS } from './calendar-service';

const rangeQuery = z
  .object({
    fromDate: isoDateField().optional(),
    untilDate: statesRefusals(isoDateField().optional(), {
      fields: [],
      when: `\`untilDate\` (default: six weeks after \`fromDate\`) is before \`fromDate\` (default: today) or more than ${MAX_CALENDAR_DAYS} days after it`,
    }),
    /** sent by the visitor UI; visitors always see bookable slots */
    status: controlFreeText().max(50).optional(),
  })
  .extend(seatNeedQuerySchema.shape);
const tags = ['booking'];
/** The rule between the range's fields (calendar-service `range`). */
const description =
  '`fromDate` defaults to today, `untilDate` to six weeks later. `untilDate` not before ' +
  `\`fromDate\` and at most ${MAX_CALENDAR_DAYS} days after it, else 400 \`validation__error\` ` +
  '[`querystring.untilDate`]. In a room with named seats `capacity` is the smaller of the ' +
  "slot's capacity and its unblocked seats; with `seatEquipment` and/or `accessibleSeat` " +
  'each slot says in `seatMatch` whether a free seat fits that need.';
const response = { 200: z.array(timeSlotSchema) };

/** The range and the seat need of a calendar query. */
const withNeed = (query: z.infer<typeof rangeQuery>) => ({
  fromDate: query.fromDate,
  untilDate: query.untilDate,
  seatNeed: seatNeedOfQuery(query),
});

/** Methods of requests that may write (every route of the API but a read). */
const WRITING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * This instance's own writes drop their archive's calendar rows before their answer leaves:
 * the database's notification (db/calendar-changes.ts) comes on the listening connection,
 * on PostgreSQL after the writing transaction's COMMIT has answered — a visitor's next
 * calendar read right after a hold, on the same instance, could otherwise still be served
 * the rows without it. Every request of a writing method that reached its handler counts
 * (the handlers commit before they answer; one that wrote nothing the calendar shows, an
 * opening's join or a sign-in, costs the next calendar read of its archive one database
 * read). The other instances learn it from the notification, as before.
 */
function dropRowsOnOwnWrites(api: ZodApp, cache: CalendarCache): void {
  const handled = new WeakSet<FastifyRequest>();
  api.addHook('preHandler', async (request) => {
    if (WRITING_METHODS.has(request.method)) handled.add(request);
  });
  api.addHook('onSend', async (request, _reply, payload) => {
    if (handled.has(request)) cache.changed(request.archive.archiveId);
    return payload;
  });
}

/**
 * The visitor's calendar: `GET /rooms/{id}/booking` before a cart exists and
 * `GET /transactions/{id}/rooms/{roomId}/available-timeslots` with one.
 */
export async function calendarRoutes(api: ZodApp, wiring: AppWiring): Promise<void> {
  // the app instance's calendar rows, kept while the database tells their changes
  // (started by the first calendar request, not at registration: building the app for its
  // API document touches no database)
  const cache = createCalendarCache();
  let changes: ReturnType<typeof watchCalendarChanges> | undefined;
  api.addHook('onClose', async () => changes?.close());
  dropRowsOnOwnWrites(api, cache);
  const perContext = perArchive((context) => createCalendarService({ ...context, cache }));
  const service: typeof perContext = (request) => {
    changes ??= watchCalendarChanges(wiring.db, cache);
    return perContext(request);
  };

  api.get(
    '/rooms/:id/booking',
    {
      config: { errors: { 404: ['not_found'] } },
      serializerCompiler: builtResponse(calendarJson),
      schema: {
        tags,
        summary: "A room's slots with seats, active tickets and failed rules (no cart yet)",
        description,
        params: z.object({ id: idParamSchema }),
        querystring: rangeQuery,
        response,
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return service(request).forRoom(request.params.id, withNeed(request.query));
    },
  );

  await api.register(async (scope: ZodApp) => {
    sendPrivateHeaders(scope);
    scope.get(
      '/transactions/:id/rooms/:roomId/available-timeslots',
      {
        config: { errors: { 404: ['not_found'] } },
        serializerCompiler: builtResponse(calendarJson),
        schema: {
          tags,
          summary: "A room's slots with the rules each fails for this cart",
          description,
          params: z.object({ id: transactionIdSchema, roomId: idParamSchema }),
          querystring: rangeQuery,
          response,
        },
      },
      async (request) =>
        service(request).forCart(request.params.id, request.params.roomId, withNeed(request.query)),
    );
  });
}
