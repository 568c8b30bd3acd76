import { z } from 'zod';
import { BOT_CHECK_PARAM } from '@lesesaal/domain/bot-check/protocol';
import {
  groupDeclineSchema,
  groupListQuerySchema,
  groupParticipantsSchema,
  groupRequestInputSchema,
  groupRequestViewSchema,
  groupTokenSchema,
  staffGroupRequestSchema,
} from '@lesesaal/domain/group-visits/schema';
import { listResponseSchema } from '@lesesaal/domain/paging';
import { controlFreeText, idParamSchema } from '@lesesaal/domain/validation';
import { AppError } from '../../http/app-error';
import type { RouteErrors } from '../../http/openapi/errors';
import type { AppWiring, ZodApp } from '../../http/types';
import { perArchive, type PerArchive } from '../../http/archive-context';
import { sendPrivateHeaders } from '../../http/private-headers';
import { createVisitorLimits } from '../../http/visitor-limits';
import { createBotCheckService, type BotCheckVerifier } from '../bot-check';
import { createGroupVisitService } from './service';

type Service = ReturnType<typeof createGroupVisitService>;
type Limits = ReturnType<typeof createVisitorLimits>;

const notFound = { 404: ['not_found'] } as const satisfies RouteErrors;
const tokenParams = z.object({ token: groupTokenSchema });
const idParams = z.object({ id: idParamSchema });
const tags = ['group visits'];
const staffTags = ['admin group visits'];
const security = [{ session: [] }];

/** The organiser's request (anonymous). */
function requestRoute(scope: ZodApp, service: PerArchive<Service>, limits: Limits): void {
  scope.post(
    '/group-requests',
    {
      config: {
        errors: {
          ...notFound,
          403: ['recaptcha__validation_error'],
          409: ['timeslot_not_open', 'booking__email_blacklisted', 'group__limit_reached'],
          429: ['too_many_requests'],
        },
      },
      // counted in the address's booking window: a request may bring its address a mail
      preValidation: limits.hook('bookings'),
      schema: {
        tags,
        summary: 'A group asks for seats of a slot, or the whole room',
        description:
          "`seats` 2 up to the slot's capacity (more: 400 [`body.seats`]), or `wholeRoom: true` without `seats`. " +
          'The slot must be of the room (else 404 [`timeSlot`]) and on a later day than today (else 409 ' +
          '`timeslot_not_open`). Blacklisted e-mail: 409 `booking__email_blacklisted`; the e-mail (any case) ' +
          'with 3 open requests already: 409 `group__limit_reached` (payload: that maximum). Bot check as for ' +
          'carts (403). A mail "request received" goes to the e-mail; the manage link comes only with the ' +
          "confirmation's mail, never in an answer.",
        querystring: z.object({
          [BOT_CHECK_PARAM]: controlFreeText()
            .optional()
            .describe('bot check: as for POST /transactions'),
        }),
        body: groupRequestInputSchema,
        response: { 201: groupRequestViewSchema },
      },
    },
    async (request, reply) => {
      const view = await service(request).request(
        request.body,
        request.query[BOT_CHECK_PARAM],
        request.ip,
      );
      return reply.status(201).send(view);
    },
  );
}

/** The confirmation mail's manage link: read, participants, cancel. */
function manageRoutes(scope: ZodApp, service: PerArchive<Service>, limits: Limits): void {
  scope.get(
    '/group-requests/:token',
    {
      config: { errors: notFound },
      schema: {
        tags,
        summary: 'A group request by the token of its manage link',
        description: 'Reads only. Unknown token: 404 [`groupRequest`].',
        params: tokenParams,
        response: { 200: groupRequestViewSchema },
      },
    },
    async (request) => service(request).get(request.params.token),
  );

  scope.put(
    '/group-requests/:token/participants',
    {
      config: {
        errors: {
          ...notFound,
          409: ['group__closed', 'group__too_late'],
          429: ['too_many_requests'],
        },
      },
      preValidation: limits.hook('cancellations'),
      schema: {
        tags,
        summary: 'Give or change the number of participants (up to the day before the visit)',
        description:
          'More than the seats held (asked for while requested): 400 [`body.participants`]. Declined or ' +
          "cancelled: 409 `group__closed`; on the visit's day or later: 409 `group__too_late`. Unknown token: 404.",
        params: tokenParams,
        body: groupParticipantsSchema,
        response: { 200: groupRequestViewSchema },
      },
    },
    async (request) =>
      service(request).setParticipants(request.params.token, request.body.participants),
  );

  scope.delete(
    '/group-requests/:token',
    {
      config: {
        errors: {
          ...notFound,
          409: ['group__closed', 'group__too_late'],
          429: ['too_many_requests'],
        },
      },
      preValidation: limits.hook('cancellations'),
      schema: {
        tags,
        summary: "Cancel the group's request or visit; its seats are free at once",
        description:
          'Already declined or cancelled: 409 `group__closed`; the slot has started: 409 `group__too_late`. ' +
          'Unknown token: 404.',
        params: tokenParams,
        response: { 200: groupRequestViewSchema },
      },
    },
    async (request) => service(request).cancel(request.params.token),
  );
}

/** The staff's list and decisions (ADMIN). */
function staffRoutes(api: ZodApp, service: PerArchive<Service>): void {
  const config = { roles: ['ADMIN' as const] };
  const decided = { ...notFound, 409: ['group__already_decided'] } as const;
  const decider = (request: { staff?: { email: string } | null }) => {
    if (!request.staff) throw AppError.accessDenied(401);
    return { email: request.staff.email };
  };

  api.get(
    '/admin/group-requests',
    {
      config,
      schema: {
        tags: staffTags,
        security,
        summary: 'Group requests (of one status, or all), by visit day, start time and id',
        querystring: groupListQuerySchema,
        response: { 200: listResponseSchema(staffGroupRequestSchema) },
      },
    },
    async (request) => service(request).list(request.query),
  );
  api.get(
    '/admin/group-requests/:id',
    {
      config: { ...config, errors: notFound },
      schema: {
        tags: staffTags,
        security,
        summary: "One group request with the slot's capacity and free seats now",
        params: idParams,
        response: { 200: staffGroupRequestSchema },
      },
    },
    async (request) => service(request).getForStaff(request.params.id),
  );
  api.post(
    '/admin/group-requests/:id/confirm',
    {
      config: {
        ...config,
        errors: {
          ...notFound,
          409: ['group__already_decided', 'timeslot_no_tickets_left', 'timeslot_not_open'],
        },
      },
      schema: {
        tags: staffTags,
        security,
        summary: 'Confirm a group request: its seats are taken at once, all or none',
        description:
          'The seats asked for (the whole room: every seat free now, and the slot closed to individual ' +
          'holds) as one block under the slot lock, with a booking number; the organiser gets one mail ' +
          'with the manage link and the `.ics`. Fewer free seats: 409 `timeslot_no_tickets_left` (payload: ' +
          'the free seats); not REQUESTED: 409 `group__already_decided`; the slot has started: 409 ' +
          '`timeslot_not_open`. Audited.',
        params: idParams,
        response: { 200: staffGroupRequestSchema },
      },
    },
    async (request) => service(request).confirm(request.params.id, decider(request)),
  );
  api.post(
    '/admin/group-requests/:id/decline',
    {
      config: { ...config, errors: decided },
      schema: {
        tags: staffTags,
        security,
        summary: 'Decline a group request with a reason (mailed to the organiser)',
        description:
          'Not REQUESTED: 409 `group__already_decided`. Audited (the reason only as a field name).',
        params: idParams,
        body: groupDeclineSchema,
        response: { 200: staffGroupRequestSchema },
      },
    },
    async (request) =>
      service(request).decline(request.params.id, request.body.reason, decider(request)),
  );
}

/**
 * Group visits: `/group-requests…` for organisers (the request; the manage link: read,
 * participants, cancel) and `/admin/group-requests…` for staff. `verifyBotCheck` replaces
 * the bot check (tests); by default it follows BOT_PROTECTION, as for carts.
 */
export function createGroupVisitRoutes(options: { verifyBotCheck?: BotCheckVerifier } = {}) {
  return async function groupVisitRoutes(api: ZodApp, wiring: AppWiring): Promise<void> {
    const service = perArchive((context) =>
      createGroupVisitService({
        ...context,
        verifyBotCheck: options.verifyBotCheck ?? createBotCheckService(context).verify,
      }),
    );
    const limits = createVisitorLimits(wiring);
    await api.register(async (scope: ZodApp) => {
      // the token is the only key to the request: never cached, never sent on as referrer
      sendPrivateHeaders(scope);
      requestRoute(scope, service, limits);
      manageRoutes(scope, service, limits);
    });
    staffRoutes(api, service);
  };
}

export const groupVisitRoutes = createGroupVisitRoutes();
