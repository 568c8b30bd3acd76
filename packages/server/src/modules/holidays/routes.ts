import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { checkIcalFile } from '@lesesaal/domain/holidays/rules';
import {
  holidayCreateSchema,
  holidayImportResultSchema,
  holidayListQuerySchema,
  holidaySchema,
  holidayUpdateSchema,
  holidayWrittenSchema,
} from '@lesesaal/domain/holidays/schema';
import { ICAL_MAX_BYTES } from '@lesesaal/domain/limits';
import { listResponseSchema } from '@lesesaal/domain/paging';
import { idParamSchema } from '@lesesaal/domain/validation';
import { AppError } from '../../http/app-error';
import { multipartBody, readMultipartSafely } from '../../http/multipart';
import type { ZodApp } from '../../http/types';
import { perArchive } from '../../http/archive-context';
import { MAX_RECURRENCE_STEPS } from './ical';
import { ICAL_THREAD_DEADLINE_MS } from './ical-thread';
import { createHolidaysService } from './service';

const idParams = z.object({ id: idParamSchema });

/** Reads the multipart `file` (≤ 5 MB, else 413), checked like the form does. */
async function readIcalUpload(request: FastifyRequest): Promise<string> {
  if (!request.isMultipart()) throw AppError.validation('file');
  let text: string | undefined;
  for await (const part of request.parts({ limits: { fileSize: ICAL_MAX_BYTES, files: 1 } })) {
    if (part.type !== 'file') continue;
    if (part.fieldname !== 'file') {
      part.file.resume();
      continue;
    }
    const data = await part.toBuffer(); // throws 413 over the limit
    if (checkIcalFile({ type: part.mimetype, size: data.length, name: part.filename }) !== null)
      throw AppError.validation('file');
    text = data.toString('utf8');
  }
  if (text === undefined) throw AppError.validation('file');
  return text;
}

/** Staff calls of the holidays (ADMIN only through the /api/admin guard). */
export async function holidaysRoutes(api: ZodApp): Promise<void> {
  const service = perArchive(createHolidaysService);
  const tags = ['admin holidays'];

  api.post(
    '/admin/holidays',
    {
      config: { errors: { 409: ['conflict'] } },
      schema: {
        tags,
        summary: 'Add a holiday',
        description:
          'One holiday per date: a taken date answers 409 `conflict` [`date`]. The day is closed for visitors at once, ' +
          'slots made before the holiday too (the calendar leaves them out; a hold or booking answers 409 `timeslot_not_open`). ' +
          'Visits already booked on it are never cancelled: `bookingsOnHolidays` lists them (count, booking numbers by date).',
        body: holidayCreateSchema,
        response: { 201: holidayWrittenSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service(request).create(request.body)),
  );
  api.get(
    '/admin/holidays',
    {
      schema: {
        tags,
        summary: 'Holidays by date range and term (name or description); page size 999 by default',
        querystring: holidayListQuerySchema,
        response: { 200: listResponseSchema(holidaySchema) },
      },
    },
    async (request) => service(request).list(request.query),
  );
  api.post(
    '/admin/holidays/ical',
    {
      schema: {
        tags,
        summary:
          'Import the holidays of an iCalendar file (multipart field `file`, text/calendar, ≤ 5 MB)',
        description:
          'Each event gives a holiday per day it covers; repeating events are expanded to the end of the year after next. ' +
          'Dates that already have a holiday are skipped. The new holidays close their days for visitors at once, slots made before them too; ' +
          'visits already booked on them are never cancelled: `bookingsOnHolidays` lists them (count, booking numbers by date). ' +
          'Not an iCalendar: 400 [`file`]; too large: 413. ' +
          `A repeat rule more often than daily (SECONDLY, MINUTELY, HOURLY), one needing more than ${MAX_RECURRENCE_STEPS} steps ` +
          `or one that cannot be expanded within ${ICAL_THREAD_DEADLINE_MS / 1000} s: 400 [\`file.rrule\`], nothing imported.`,
        consumes: ['multipart/form-data'],
        body: multipartBody({
          file: {
            schema: 'file',
            description: 'An iCalendar file (text/calendar, .ics), at most 5 MB',
            required: true,
          },
        }),
        response: { 200: holidayImportResultSchema },
      },
    },
    async (request) =>
      service(request).importIcal(await readMultipartSafely('file', () => readIcalUpload(request))),
  );
  api.get(
    '/admin/holidays/:id',
    {
      config: { errors: { 404: ['not_found'] } },
      schema: { tags, summary: 'One holiday', params: idParams, response: { 200: holidaySchema } },
    },
    async (request) => service(request).get(request.params.id),
  );
  api.put(
    '/admin/holidays/:id',
    {
      config: { errors: { 404: ['not_found'], 409: ['conflict'] } },
      schema: {
        tags,
        summary: 'Change a holiday (with the version last read)',
        description:
          '`id` in the body must be the id of the path, else 400 `validation__error` [`body.id`]. ' +
          'A stale version answers 409 `conflict` [`version`]; a taken date 409 `conflict` [`date`]. ' +
          '`bookingsOnHolidays`: the visits booked on its (new) date, which stay booked.',
        params: idParams,
        body: holidayUpdateSchema,
        response: { 200: holidayWrittenSchema },
      },
    },
    async (request) => service(request).update(request.params.id, request.body),
  );
  api.delete(
    '/admin/holidays/:id',
    {
      config: { errors: { 404: ['not_found'] } },
      schema: { tags, summary: 'Delete a holiday', params: idParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await service(request).remove(request.params.id);
      return reply.status(204).send(null);
    },
  );
}
