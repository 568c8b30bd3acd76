import { z } from 'zod';
import { RULE_CODES } from '@lesesaal/domain/errors';
import { BOT_CHECK_PARAM } from '@lesesaal/domain/bot-check/protocol';
import { transactionSchema } from '@lesesaal/domain/tickets/schema';
import { stayDaysQuerySchema, stayDaysSchema, stayHoldSchema } from '@lesesaal/domain/stays/schema';
import { controlFreeText, idParamSchema } from '@lesesaal/domain/validation';
import type { RouteErrors } from '../../http/openapi/errors';
import type { ZodApp } from '../../http/types';
import type { PerArchive } from '../../http/archive-context';
import { transactionIdSchema } from '../../http/private-headers';
import type { createVisitorLimits } from '../../http/visitor-limits';
import type { createCartService } from './cart-service';

type Service = ReturnType<typeof createCartService>;
type Limits = ReturnType<typeof createVisitorLimits>;

const STAY_REFUSALS = [
  'stay__not_offered',
  'stay__too_long',
  'stay__one_slot_a_day',
  'stay__days_unavailable',
] as const;

const HOLD_TEXT =
  'A research stay: the slot of each day (one a day, one room; 2–60 slots) held in ONE ' +
  'database transaction, all or none. The days share `stayId` and count as ONE booking ' +
  'against MAX_RESERVATIONS (their days against the per-day and per-person limits). 409 `stay__days_unavailable` with the slot ids of days no longer free (nothing held: offer ' +
  'the stay without them, `GET /rooms/{id}/stay-days` tells which); `stay__not_offered` (the ' +
  "room's `maxStayDays` is null, or it opens its days by a fair draw), `stay__too_long` " +
  '(payload: the maximum), `stay__one_slot_a_day`, or the first booking rule a day fails. ' +
  '404: a slot or the cart not found. 429: the address would hold more seats than allowed.';

/** The research stay's visitor calls (docs/decisions/research-stays.md). */
export function stayRoutes(scope: ZodApp, service: PerArchive<Service>, limits: Limits): void {
  scope.post(
    '/transactions/stays',
    {
      preValidation: limits.hook('carts'),
      config: {
        errors: {
          403: ['recaptcha__validation_error'],
          404: ['not_found'],
          409: [...RULE_CODES, ...STAY_REFUSALS],
          429: ['too_many_requests'],
        } satisfies RouteErrors,
      },
      schema: {
        tags: ['transactions'],
        summary: "Create a cart holding a research stay's days",
        description: `${HOLD_TEXT} The bot check as for \`POST /transactions\`.`,
        querystring: z.object({
          [BOT_CHECK_PARAM]: controlFreeText()
            .optional()
            .describe('bot check, as for POST /transactions'),
        }),
        body: stayHoldSchema,
        response: { 201: transactionSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await service(request).holdStay(
            request.body.timeSlotIds,
            request.query[BOT_CHECK_PARAM],
            request.ip,
          ),
        ),
  );

  scope.post(
    '/transactions/:id/stays',
    {
      preValidation: limits.hook('tickets'),
      config: {
        errors: {
          404: ['not_found'],
          409: [...RULE_CODES, ...STAY_REFUSALS, 'waiting_list__offer_only'],
          429: ['too_many_requests'],
        } satisfies RouteErrors,
      },
      schema: {
        tags: ['transactions'],
        summary: "Add a research stay's days to the cart",
        description: HOLD_TEXT,
        params: z.object({ id: transactionIdSchema }),
        body: stayHoldSchema,
        response: { 201: transactionSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service(request).addStay(request.params.id, request.body.timeSlotIds)),
  );

  scope.get(
    '/rooms/:id/stay-days',
    {
      config: {
        errors: {
          404: ['not_found'],
          409: ['stay__not_offered', 'stay__too_long', 'stay__one_slot_a_day'],
        } satisfies RouteErrors,
      },
      schema: {
        tags: ['rooms'],
        summary: "A research stay's days: free, full or not bookable now",
        description:
          'The slot the visitor chose for each day (`timeSlotIds`, comma-joined, of this room); ' +
          'each day by date with `state` free, full (`timeslot_no_tickets_left`) or notBookable ' +
          '(`reason`: the first rule it fails). Holds nothing. 404: the room, or a slot not of ' +
          'it; 409 as the hold: `stay__not_offered`, `stay__too_long` (payload: the maximum), ' +
          '`stay__one_slot_a_day`.',
        params: z.object({ id: idParamSchema }),
        querystring: stayDaysQuerySchema,
        response: { 200: stayDaysSchema },
      },
    },
    async (request) => service(request).previewStay(request.params.id, request.query.timeSlotIds),
  );
}
