import { z } from 'zod';
import { BOT_CHECK_PARAM } from '@lesesaal/domain/bot-check/protocol';
import { controlFreeText, idParamSchema } from '@lesesaal/domain/validation';
import {
  staffWaitingListEntrySchema,
  waitingListEntrySchema,
  waitingListJoinedSchema,
  waitingListJoinSchema,
  waitingListTokenSchema,
} from '@lesesaal/domain/waiting-list/schema';
import type { RouteErrors } from '../../http/openapi/errors';
import type { AppWiring, ZodApp } from '../../http/types';
import { perArchive, type PerArchive } from '../../http/archive-context';
import { createVisitorLimits } from '../../http/visitor-limits';
import { createBotCheckService, type BotCheckVerifier } from '../bot-check';
import { sendPrivateHeaders } from '../../http/private-headers';
import { createWaitingListService } from './waiting-list-service';

const tags = ['waiting list'];
const tokenParams = z.object({ token: waitingListTokenSchema });
/** The error body every 4xx answers with (OpenAPI lists the statuses each route gives). */
const notFound = { 404: ['not_found'] } as const satisfies RouteErrors;

type Service = ReturnType<typeof createWaitingListService>;
type Limits = ReturnType<typeof createVisitorLimits>;

/** `POST /waiting-list`: join a full slot's line. */
function joinRoute(scope: ZodApp, service: PerArchive<Service>, visitorLimits: Limits): void {
  scope.post(
    '/waiting-list',
    {
      config: {
        errors: {
          ...notFound,
          403: ['recaptcha__validation_error'],
          409: [
            'timeslot_not_open',
            'waiting_list__slot_not_full',
            'booking__email_blacklisted',
            'waiting_list__limit_reached',
            'waiting_list__max_entries_reached',
          ],
          429: ['too_many_requests'],
        },
      },
      // Joining counts against the address's cart-creation window: both hold something.
      preValidation: visitorLimits.hook('carts'),
      schema: {
        tags,
        summary: "Join a full slot's waiting list with an e-mail address",
        description:
          'Only for a full slot that is otherwise bookable: free seats → 409 `waiting_list__slot_not_full`, ' +
          'outside the window, started or closed → 409 `timeslot_not_open`, blacklisted e-mail → 409 ' +
          '`booking__email_blacklisted`, the e-mail (2) or the client address (5) already in line often enough ' +
          'for the slot → 409 `waiting_list__limit_reached`, the e-mail (any case) in line or offered for ' +
          'WAITLIST_MAX_ENTRIES_PER_EMAIL slots already → 409 `waiting_list__max_entries_reached` (payload: ' +
          'that maximum). Bot check as for carts (403). A confirmation ' +
          'e-mail carries the link to leave; the token is never in the answer. 404 when WAITLIST_OFFER_HOURS=off.',
        querystring: z.object({
          [BOT_CHECK_PARAM]: controlFreeText()
            .optional()
            .describe('bot check: as for POST /transactions'),
        }),
        body: waitingListJoinSchema,
        response: { 201: waitingListJoinedSchema },
      },
    },
    async (request, reply) => {
      const joined = await service(request).join(
        request.body,
        request.query[BOT_CHECK_PARAM],
        request.ip,
      );
      return reply.status(201).send(joined);
    },
  );
}

/** The entry's link: read it, leave the line. */
function entryLinkRoutes(scope: ZodApp, service: PerArchive<Service>, visitorLimits: Limits): void {
  scope.get(
    '/waiting-list/:token',
    {
      config: { errors: notFound },
      schema: {
        tags,
        summary: 'A waiting list entry by the token of its e-mailed link',
        description:
          'Reads only. While an offer is open: `transactionId` is the cart holding the seat until ' +
          '`offerExpiresAt` (book it with PUT /transactions/{id}/booking). Unknown token: 404.',
        params: tokenParams,
        response: { 200: waitingListEntrySchema },
      },
    },
    async (request) => service(request).get(request.params.token),
  );

  scope.delete(
    '/waiting-list/:token',
    {
      config: {
        errors: { ...notFound, 409: ['waiting_list__closed'], 429: ['too_many_requests'] },
      },
      preValidation: visitorLimits.hook('cancellations'),
      schema: {
        tags,
        summary: 'Leave the waiting list (an open offer is declined and passed on)',
        description:
          'Unknown token: 404. A taken or expired entry: 409 `waiting_list__closed`. Leaving twice: 204.',
        params: tokenParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service(request).leave(request.params.token);
      return reply.status(204).send(null);
    },
  );
}

/**
 * The waiting list of full slots: `/waiting-list…` for visitors (join; the
 * entry's link: read, leave — the link's page continues an offered seat's booking through
 * `/transactions/{id}`), and the staff's list of a slot. `verifyBotCheck` replaces the bot
 * check (tests); by default it follows BOT_PROTECTION, as for carts.
 */
export function createWaitingListRoutes(options: { verifyBotCheck?: BotCheckVerifier } = {}) {
  return async function waitingListRoutes(api: ZodApp, wiring: AppWiring): Promise<void> {
    const service = perArchive((context) =>
      createWaitingListService({
        ...context,
        verifyBotCheck: options.verifyBotCheck ?? createBotCheckService(context).verify,
      }),
    );
    const visitorLimits = createVisitorLimits(wiring);

    await api.register(async (scope: ZodApp) => {
      // The token is the only key to the entry: never cached, never sent on as referrer.
      sendPrivateHeaders(scope);

      joinRoute(scope, service, visitorLimits);
      entryLinkRoutes(scope, service, visitorLimits);
    });

    api.get(
      '/admin/rooms/:id/timeslots/:timeSlotId/waiting-list',
      {
        config: { roles: ['ADMIN'], errors: notFound },
        schema: {
          tags: ['admin tickets'],
          summary: "A slot's waiting list in line order (e-mail, joined at, state)",
          description: "A slot that is not the room's: 404.",
          security: [{ session: [] }],
          params: z.object({ id: idParamSchema, timeSlotId: idParamSchema }),
          response: { 200: z.array(staffWaitingListEntrySchema) },
        },
      },
      async (request) =>
        service(request).listForStaff(request.params.id, request.params.timeSlotId),
    );
  };
}

export const waitingListRoutes = createWaitingListRoutes();
