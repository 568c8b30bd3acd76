import { z } from 'zod';
import { RULE_CODES } from '@lesesaal/domain/errors';
import { BOT_CHECK_PARAM } from '@lesesaal/domain/bot-check/protocol';
import { ticketCreateSchema, transactionSchema } from '@lesesaal/domain/tickets/schema';
import { seatNeedSchema } from '@lesesaal/domain/seats/schema';
import { QUEUE_PASS_HEADER } from '@lesesaal/domain/opening/schema';
import { controlFreeText, idParamSchema, idSchema } from '@lesesaal/domain/validation';
import type { RouteErrors } from '../../http/openapi/errors';
import type { AppContext, AppWiring, ZodApp } from '../../http/types';
import { perArchive, type PerArchive } from '../../http/archive-context';
import { sendPrivateHeaders, transactionIdSchema } from '../../http/private-headers';
import { createVisitorLimits } from '../../http/visitor-limits';
import { createBotCheckService, type BotCheckVerifier } from '../bot-check';
import { queuePassHeaders } from '../opening';
import type { CartOffers } from './cart-offers';
import { createCartService } from './cart-service';
import { stayRoutes } from './stay-routes';

const transactionParams = z.object({ id: transactionIdSchema });

/**
 * The hold's body: the slot and, in a room with named seats, the visitor's seat need or a
 * particular seat (both optional; new fields only, `timeSlotId` as before).
 */
const holdBody = ticketCreateSchema.extend({
  seatNeed: seatNeedSchema
    .optional()
    .describe(
      'rooms with named seats: equipment keys the seat must have and whether an accessible ' +
        'seat is needed; the hold gets the plainest free seat that fits, or 409 ' +
        '`timeslot_no_tickets_left`',
    ),
  seatId: idSchema
    .optional()
    .describe(
      "rooms with named seats: this seat (free, not blocked, of the slot's room; an accessible " +
        "seat only with `seatNeed.accessible` or from the room's release day on), else 409 " +
        '`timeslot_no_tickets_left`',
    ),
});

/** The need and pick of a hold's body and the fair opening's pass, as the service takes them. */
const wishOf = (body: z.infer<typeof holdBody>, headers: z.infer<typeof queuePassHeaders>) => ({
  need: body.seatNeed,
  seatId: body.seatId,
  queuePass: headers[QUEUE_PASS_HEADER],
});
const tags = ['transactions'];
const notFound = { 404: ['not_found'] } as const satisfies RouteErrors;

type Service = ReturnType<typeof createCartService>;
type Limits = ReturnType<typeof createVisitorLimits>;

/** `POST /transactions`: a new cart holding a seat (the hold). */
function holdRoute(scope: ZodApp, service: PerArchive<Service>): void {
  scope.post(
    '/transactions',
    {
      // the 'carts' visitor limit is counted by the service, in the hold's first
      // statement (one round trip less per hold)
      config: {
        errors: {
          403: ['recaptcha__validation_error'],
          404: ['not_found'],
          409: [...RULE_CODES, 'opening_not_your_turn', 'timeslot_closed_for_group'],
          429: ['too_many_requests'],
        },
      },
      schema: {
        tags,
        summary: 'Create a cart holding a seat in a time slot',
        querystring: z.object({
          [BOT_CHECK_PARAM]: controlFreeText()
            .optional()
            .describe(
              'bot check: the reCAPTCHA v3 token, or the solved ALTCHA payload of GET /bot-check/challenge',
            ),
        }),
        headers: queuePassHeaders,
        body: holdBody,
        response: { 201: transactionSchema },
      },
    },
    async (request, reply) => {
      const transaction = await service(request).create(
        request.body.timeSlotId,
        request.query[BOT_CHECK_PARAM],
        request.ip,
        wishOf(request.body, request.headers),
      );
      return reply.status(201).send(transaction);
    },
  );
}

/** The cart itself: read, delete, touch. */
function cartItselfRoutes(
  scope: ZodApp,
  service: PerArchive<Service>,
  visitorLimits: Limits,
): void {
  scope.get(
    '/transactions/:id',
    {
      config: { errors: notFound },
      schema: {
        tags,
        summary: 'The cart',
        params: transactionParams,
        response: { 200: transactionSchema },
      },
    },
    async (request) => service(request).get(request.params.id),
  );

  scope.delete(
    '/transactions/:id',
    {
      config: { errors: notFound },
      schema: {
        tags,
        summary: 'Delete the cart and free its seats',
        params: transactionParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service(request).remove(request.params.id);
      return reply.status(204).send(null);
    },
  );

  scope.put(
    '/transactions/:id/touch',
    {
      preValidation: visitorLimits.hook('touches'),
      config: { errors: { ...notFound, 409: ['conflict'], 429: ['too_many_requests'] } },
      schema: {
        tags,
        summary: 'Extend the hold (a limited number of times)',
        params: transactionParams,
        response: { 200: transactionSchema },
      },
    },
    async (request) => service(request).touch(request.params.id),
  );
}

/** The cart's tickets: add a slot, remove a ticket. */
function cartTicketRoutes(
  scope: ZodApp,
  service: PerArchive<Service>,
  visitorLimits: Limits,
): void {
  scope.post(
    '/transactions/:id/tickets',
    {
      preValidation: visitorLimits.hook('tickets'),
      config: {
        errors: {
          ...notFound,
          409: [
            ...RULE_CODES,
            'waiting_list__offer_only',
            'opening_not_your_turn',
            'timeslot_closed_for_group',
          ],
          429: ['too_many_requests'],
        },
      },
      schema: {
        tags,
        summary: 'Add a time slot to the cart',
        params: transactionParams,
        headers: queuePassHeaders,
        body: holdBody,
        response: { 201: transactionSchema },
      },
    },
    async (request, reply) => {
      const transaction = await service(request).addTicket(
        request.params.id,
        request.body.timeSlotId,
        wishOf(request.body, request.headers),
      );
      return reply.status(201).send(transaction);
    },
  );

  scope.delete(
    '/transactions/:id/tickets/:ticketId',
    {
      config: { errors: notFound },
      schema: {
        tags,
        summary: 'Remove a ticket from the cart',
        params: z.object({ id: transactionIdSchema, ticketId: idParamSchema }),
        response: { 200: transactionSchema },
      },
    },
    async (request) => service(request).removeTicket(request.params.id, request.params.ticketId),
  );
}

/**
 * The visitor's cart: `/transactions...`. `verifyBotCheck` replaces the bot
 * check (tests); by default it follows BOT_PROTECTION (modules/bot-check).
 */
export function createCartRoutes(options: {
  /** the waiting list's part in a cart (`cartOffers` of the waiting-list module) */
  offers: (deps: Pick<AppContext, 'config' | 'clock'>) => CartOffers;
  verifyBotCheck?: BotCheckVerifier;
}) {
  return async function cartRoutes(api: ZodApp, wiring: AppWiring): Promise<void> {
    const service = perArchive((context) =>
      createCartService({
        ...context,
        verifyBotCheck: options.verifyBotCheck ?? createBotCheckService(context).verify,
        offers: options.offers(context),
      }),
    );
    const visitorLimits = createVisitorLimits(wiring);

    await api.register(async (scope: ZodApp) => {
      sendPrivateHeaders(scope);

      holdRoute(scope, service);
      cartItselfRoutes(scope, service, visitorLimits);
      cartTicketRoutes(scope, service, visitorLimits);
      // research stays: hold several days in one step, and their free/full preview
      stayRoutes(scope, service, visitorLimits);
    });
  };
}
