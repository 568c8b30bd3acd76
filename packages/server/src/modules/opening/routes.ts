import { z } from 'zod';
import { BOT_CHECK_PARAM } from '@lesesaal/domain/bot-check/protocol';
import {
  QUEUE_PASS_HEADER,
  queueJoinedSchema,
  queuePlaceSchema,
  roomOpeningResponseSchema,
} from '@lesesaal/domain/opening/schema';
import { controlFreeText, idParamSchema } from '@lesesaal/domain/validation';
import type { AppWiring, ZodApp } from '../../http/types';
import { watchCalendarChanges } from '../../db/calendar-changes';
import { perArchive, type PerArchive } from '../../http/archive-context';
import { sendPrivateHeaders } from '../../http/private-headers';
import { createBotCheckService, type BotCheckVerifier } from '../bot-check';
import { createDrawnPlacesKept } from './drawn-places';
import { createOpeningRowsKept, createScheduleCache } from './schedule-cache';
import type { KeptRow } from './queue';
import { createOpeningService } from './service';

const tags = ['opening'];
const params = z.object({ id: idParamSchema });

/** The pass of a place: what `POST …/opening/queue` answered (base64url). */
const queuePassSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,128}$/)
  .describe("a place's pass, as `POST /rooms/{id}/opening/queue` answered it");

/**
 * The header `X-Queue-Pass` (optional): on the queue calls, and on the holds of a room with a
 * draw, where the opening's guard asks for an admitted place's pass while it runs.
 */
export const queuePassHeaders = z.object({ [QUEUE_PASS_HEADER]: queuePassSchema.optional() });

type Service = PerArchive<ReturnType<typeof createOpeningService>>;

const OPENING_TEXT =
  'A room with a draw (`openingDraw`) opens each new day fairly: its waiting room opens ' +
  '`preWindowMinutes` before the release; at the release everyone who joined before it is ' +
  'put in a uniformly random order, later joiners queue behind in arrival order; place p is ' +
  'let in at release + (p − 1) minutes / `admitPerMinute` (never before it joined) and may ' +
  'hold seats of the day for `turnMinutes` (header `X-Queue-Pass` on the hold). The opening ' +
  "is over once the last place's turn has ended; then the day is bookable as any other.";

/** `GET /rooms/{id}/opening`. */
function openingRoute(api: ZodApp, service: Service): void {
  api.get(
    '/rooms/:id/opening',
    {
      config: { errors: { 404: ['not_found'] } },
      schema: {
        tags,
        summary: "The room's fair opening: the current one while it admits, else the next one",
        description:
          OPENING_TEXT +
          ' `opening` is null for a room without a draw. States: `upcoming` (before the ' +
          'waiting room opens), `waiting-room`, `admitting` (from the release until over). ' +
          'Unknown room: 404.',
        params,
        response: { 200: roomOpeningResponseSchema },
      },
    },
    async (request) => service(request).opening(request.params.id),
  );
}

/** The queue: join (or come back with the pass), and read one's place. */
function queueRoutes(scope: ZodApp, service: Service): void {
  scope.post(
    '/rooms/:id/opening/queue',
    {
      config: {
        errors: {
          403: ['recaptcha__validation_error'],
          404: ['not_found'],
          409: ['opening_closed'],
          429: ['too_many_requests'],
        },
      },
      schema: {
        tags,
        summary: "Join the room's opening queue (or come back to one's place)",
        description:
          'With `X-Queue-Pass` of a place of this opening: 200 with that place (leaving and ' +
          'coming back keeps it; no bot check). Else, after the bot check (as for ' +
          'POST /transactions, 403), a new place: 201 with its `pass` — a secret, answered ' +
          'only here; send it as `X-Queue-Pass`. One place per bot-check solution (403 for a ' +
          'second); as many places per client address and opening as it may hold seats, then ' +
          '429. No waiting room open (no draw, before the pre-window, or over): 409 ' +
          '`opening_closed`. Unknown room: 404.',
        headers: queuePassHeaders,
        params,
        querystring: z.object({
          [BOT_CHECK_PARAM]: controlFreeText()
            .optional()
            .describe('bot check: as for POST /transactions'),
        }),
        response: { 200: queueJoinedSchema, 201: queueJoinedSchema },
      },
    },
    async (request, reply) => {
      const joined = await service(request).join(
        request.params.id,
        request.headers[QUEUE_PASS_HEADER],
        request.query[BOT_CHECK_PARAM],
        request.ip,
      );
      return reply
        .status(joined.created ? 201 : 200)
        .send({ pass: joined.pass, place: joined.place });
    },
  );

  scope.get(
    '/rooms/:id/opening/queue',
    {
      config: { errors: { 404: ['opening_pass_unknown'] } },
      schema: {
        tags,
        summary: 'One place in the opening queue, by its pass',
        description:
          '`X-Queue-Pass`: the pass of the place. `position` and `ahead` are null until the ' +
          'draw at the release; `state` is `admitted` from `admitAt` until `turnEndsAt`; ask ' +
          'again after `retryAfterSeconds`. No such place of this room (or no header): 404 ' +
          '`opening_pass_unknown`.',
        headers: queuePassHeaders,
        params,
        response: { 200: queuePlaceSchema },
      },
    },
    async (request) =>
      service(request).place(request.params.id, request.headers[QUEUE_PASS_HEADER]),
  );
}

/**
 * The fair opening's visitor calls (`/rooms/{id}/opening…`, no session). `verifyBotCheck`
 * replaces the bot check (tests); by default it follows BOT_PROTECTION, as for carts.
 */
export function createOpeningRoutes(options: { verifyBotCheck?: BotCheckVerifier } = {}) {
  return async function openingRoutes(api: ZodApp, wiring: AppWiring): Promise<void> {
    // the instance's rooms' openings, kept while the database tells the changes of rooms and
    // holidays (listening from the first opening request, not at registration: building the
    // app for its API document touches no database)
    const schedules = createScheduleCache();
    const rows = createOpeningRowsKept<KeptRow>();
    // the drawn places of the instance's openings, read once after the draw (drawn-places.ts)
    const places = createDrawnPlacesKept();
    let changes: ReturnType<typeof watchCalendarChanges> | undefined;
    api.addHook('onClose', async () => changes?.close());
    const perContext = perArchive((context) =>
      createOpeningService({
        ...context,
        schedules,
        rows,
        places,
        verifyBotCheck: options.verifyBotCheck ?? createBotCheckService(context).verify,
      }),
    );
    const service: Service = (request) => {
      changes ??= watchCalendarChanges(wiring.db, schedules);
      return perContext(request);
    };
    openingRoute(api, service);
    await api.register(async (scope: ZodApp) => {
      // the pass is the only key to a place: never cached, never sent on as referrer
      sendPrivateHeaders(scope);
      queueRoutes(scope, service);
    });
  };
}

export const openingRoutes = createOpeningRoutes();
