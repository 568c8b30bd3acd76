import { z } from 'zod';
import { isoDateField, idParamSchema } from '@lesesaal/domain/validation';
import { listResponseSchema, pagingQuerySchema, sortQuerySchema } from '@lesesaal/domain/paging';
import {
  multiCapacitySchema,
  TIME_SLOT_SORT_FIELDS,
  timeSlotCreateSchema,
  timeSlotSchema,
  timeSlotUpdateSchema,
} from '@lesesaal/domain/time-slots/schema';
import { createdTimeSlotsSchema } from '@lesesaal/domain/time-slots/created-time-slots';
import type { ZodApp } from '../../http/types';
import { perArchive, type PerArchive } from '../../http/archive-context';
import { createTimeSlotsService } from './service';

const roomParams = z.object({ id: idParamSchema });
const slotParams = z.object({ id: idParamSchema, timeSlotId: idParamSchema });
const listQuery = z.object({
  fromDate: isoDateField().optional(),
  untilDate: isoDateField().optional(),
  status: z.enum(['OVERBOOKED', 'ALL']).optional(),
  ...pagingQuerySchema.shape,
  sort: sortQuerySchema(TIME_SLOT_SORT_FIELDS),
});
const slotList = listResponseSchema(timeSlotSchema);

/** Admin time-slot calls (every route is staff-only by the /api/admin guard). */
export async function timeSlotsRoutes(api: ZodApp): Promise<void> {
  const slots = perArchive(createTimeSlotsService);
  slotListRoutes(api, slots);
  slotSeriesRoutes(api, slots);
  oneSlotRoutes(api, slots);
}

type TimeSlotsService = ReturnType<typeof createTimeSlotsService>;
const tags = ['time slots'];

/** The slots of all rooms (the overbooked ones from today by default) and of one room. */
function slotListRoutes(api: ZodApp, slots: PerArchive<TimeSlotsService>): void {
  api.get(
    '/admin/rooms/timeslots',
    {
      schema: {
        tags,
        summary:
          'Slots of all rooms; status=OVERBOOKED lists slots with more active tickets than seats, and slots on a holiday that still have tickets (`holiday`: its name), from today by default',
        querystring: listQuery,
        response: { 200: slotList },
      },
    },
    async (request) => {
      const q = request.query;
      const overbooked = q.status === 'OVERBOOKED';
      return slots(request).list(undefined, {
        ...q,
        fromDate: q.fromDate ?? (overbooked ? request.archive.clock.today() : undefined),
        overbooked,
      });
    },
  );
  api.get(
    '/admin/rooms/:id/timeslots',
    {
      config: { errors: { 404: ['not_found'] } },
      schema: {
        tags,
        summary: "A room's slots with active ticket counts",
        params: roomParams,
        querystring: listQuery,
        response: { 200: slotList },
      },
    },
    async (request) =>
      slots(request).list(request.params.id, {
        ...request.query,
        overbooked: request.query.status === 'OVERBOOKED',
      }),
  );
}

/** A series of new slots, and one capacity for every slot of a date range. */
function slotSeriesRoutes(api: ZodApp, slots: PerArchive<TimeSlotsService>): void {
  api.post(
    '/admin/rooms/:id/timeslots',
    {
      config: { errors: { 404: ['not_found'], 409: ['timeslot__overlapping'] } },
      schema: {
        tags,
        summary:
          'Create slots on the chosen weekdays from startDate (after today) to repeatUntil (at most 731 days), holidays skipped unless includeHolidays; all or none (overlap: 409 timeslot__overlapping)',
        description:
          'Rules between fields, each 400 `validation__error` naming the field: `endTime` after ' +
          '`startTime` [`body.endTime`]; `startDate` after today [`body.startDate`]; `repeatUntil` ' +
          'not before `startDate` and less than 731 days after it [`body.repeatUntil`]; at least one ' +
          'of `daysOfWeek` when the series spans more than one day [`body.daysOfWeek`] (a single ' +
          'day, `repeatUntil` null or `startDate`, ignores the weekdays).',
        params: roomParams,
        body: timeSlotCreateSchema,
        response: { 201: createdTimeSlotsSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await slots(request).create(request.params.id, request.body)),
  );
  api.post(
    '/admin/rooms/:id/timeslots/capacity',
    {
      config: { errors: { 404: ['not_found'] } },
      schema: {
        tags,
        summary: 'Set the capacity of every slot in a date range',
        description:
          '`untilDate` not before `fromDate`, else 400 `validation__error` [`body.untilDate`].',
        params: roomParams,
        body: multiCapacitySchema,
        response: { 200: z.object({ updated: z.int() }) },
      },
    },
    async (request) => slots(request).setCapacity(request.params.id, request.body),
  );
}

/** One slot: read, change, delete. */
function oneSlotRoutes(api: ZodApp, slots: PerArchive<TimeSlotsService>): void {
  api.get(
    '/admin/rooms/:id/timeslots/:timeSlotId',
    {
      config: { errors: { 404: ['not_found'] } },
      schema: { tags, summary: 'One slot', params: slotParams, response: { 200: timeSlotSchema } },
    },
    async (request) => slots(request).get(request.params.id, request.params.timeSlotId),
  );
  api.put(
    '/admin/rooms/:id/timeslots/:timeSlotId',
    {
      config: { errors: { 404: ['not_found'], 409: ['timeslot__overlapping'] } },
      schema: {
        tags,
        summary: 'Change times and capacity',
        description: '`endTime` after `startTime`, else 400 `validation__error` [`body.endTime`].',
        params: slotParams,
        body: timeSlotUpdateSchema,
        response: { 200: timeSlotSchema },
      },
    },
    async (request) =>
      slots(request).update(request.params.id, request.params.timeSlotId, request.body),
  );
  api.delete(
    '/admin/rooms/:id/timeslots/:timeSlotId',
    {
      config: { errors: { 404: ['not_found'], 409: ['delete__has_tickets'] } },
      schema: {
        tags,
        summary: 'Delete a slot without tickets (else 409 delete__has_tickets [count])',
        params: slotParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await slots(request).remove(request.params.id, request.params.timeSlotId);
      return reply.status(204).send(null);
    },
  );
}
