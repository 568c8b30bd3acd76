import { z } from 'zod';
import {
  applicationInputSchema,
  applicationListItemSchema,
  applicationListQuerySchema,
  applicationSchema,
  readerApplicationsSchema,
  refuseApplicationSchema,
  staffApplicationSchema,
} from '@lesesaal/domain/applications/schema';
import { languageSchema } from '@lesesaal/domain/owners/schema';
import { listResponseSchema } from '@lesesaal/domain/paging';
import { idParamSchema } from '@lesesaal/domain/validation';
import { perArchive, type PerArchive } from '../../http/archive-context';
import type { StaffRole, ZodApp } from '../../http/types';
import { createReaderSessions } from '../readers';
import { createApplicationsService, type ApplicationsService } from './service';

const idParams = z.object({ id: idParamSchema });
const staffTags = ['admin applications'];
const readerTags = ['readers'];
/** ADMIN and DESK decide; REPORTS read. */
const READ_ROLES: StaffRole[] = ['ADMIN', 'DESK', 'REPORTS'];
const DECIDE_ROLES: StaffRole[] = ['ADMIN', 'DESK'];
const notFound = { 404: ['not_found'] } as const;
const decided = { ...notFound, 409: ['application_already_decided'] } as const;

/**
 * The user applications (docs/decisions/user-applications.md): the staff's list, detail and
 * decisions under `/admin/applications` (audited by the audit log's hook), the reader's own
 * under `/reader/applications` (reader session).
 */
export async function applicationsRoutes(api: ZodApp): Promise<void> {
  const service = perArchive(createApplicationsService);
  staffReadRoutes(api, service);
  staffDecisionRoutes(api, service);
  readerRoutes(api, service, perArchive(createReaderSessions));
}

type Service = PerArchive<ApplicationsService>;

/** The staff's list and detail (ADMIN, DESK, REPORTS). */
function staffReadRoutes(api: ZodApp, service: Service): void {
  api.get(
    '/admin/applications',
    {
      config: { roles: READ_ROLES },
      schema: {
        tags: staffTags,
        summary: 'User applications: state filter, search in name, e-mail and topic, paging',
        description:
          '`state`: `submitted` (waiting for a decision), `approved` (valid today or later), `refused`, `expired` (approved, validity ended). ' +
          '`q`: part of the name, e-mail address or topic (any case). Newest first; `limit` (default PAGING_SIZE) and `offset` as the other staff lists.',
        querystring: applicationListQuerySchema,
        response: { 200: listResponseSchema(applicationListItemSchema) },
      },
    },
    async (request) => service(request).list(request.query),
  );

  api.get(
    '/admin/applications/:id',
    {
      config: { roles: READ_ROLES, errors: notFound },
      schema: {
        tags: staffTags,
        summary: 'One user application with its bookings',
        description:
          '`bookings`: the bookings that waited for it (`PENDING` until the decision) or were booked with it.',
        params: idParams,
        response: { 200: staffApplicationSchema },
      },
    },
    async (request) => service(request).get(request.params.id),
  );
}

/** The staff's decisions (ADMIN, DESK), audited by the audit log's hook. */
function staffDecisionRoutes(api: ZodApp, service: Service): void {
  api.post(
    '/admin/applications/:id/approve',
    {
      config: { roles: DECIDE_ROLES, errors: decided },
      schema: {
        tags: staffTags,
        summary: 'Approve: its pending bookings are booked, one mail with the confirmation',
        description:
          "Valid from today until the archive's `applicationValidity` ends (`calendar-year`: 31 December of this year; `{ months }`: today plus that many months; the archive's time zone). " +
          "Its `PENDING` bookings become `BOOKED`; the reader gets ONE mail: the approval with the booking confirmation (booking numbers, QR codes, calendar file, the booking's link). " +
          '409 `application_already_decided` when it was approved or refused before. Audited.',
        params: idParams,
        response: { 200: staffApplicationSchema },
      },
    },
    async (request) => service(request).approve(request.params.id, request.staff!),
  );

  api.post(
    '/admin/applications/:id/refuse',
    {
      config: { roles: DECIDE_ROLES, errors: decided },
      schema: {
        tags: staffTags,
        summary:
          'Refuse with a reason: its pending bookings are cancelled, one mail with the reason',
        description:
          '`reason` (1–1000 characters) goes into the mail and stays with the application. Its `PENDING` bookings are cancelled: the seats are free at once (and offered to the waiting lists). ' +
          '409 `application_already_decided` when it was approved or refused before. Audited (the reason only as a field name).',
        params: idParams,
        body: refuseApplicationSchema,
        response: { 200: staffApplicationSchema },
      },
    },
    async (request) =>
      service(request).refuse(request.params.id, request.body.reason, request.staff!),
  );

  api.post(
    '/admin/applications/:id/identity-checked',
    {
      config: { roles: DECIDE_ROLES, errors: notFound },
      schema: {
        tags: staffTags,
        summary: "The reader's identity was checked (at the first visit)",
        description:
          'Stores when and by which staff member (their e-mail address); no ID document number. Checking again updates both. Audited.',
        params: idParams,
        response: { 200: staffApplicationSchema },
      },
    },
    async (request) => service(request).identityChecked(request.params.id, request.staff!),
  );

  api.post(
    '/admin/applications/:id/extend',
    {
      config: { roles: DECIDE_ROLES, errors: { ...notFound, 409: ['conflict'] } },
      schema: {
        tags: staffTags,
        summary: 'Extend an approved application by one validity period',
        description:
          '`calendar-year`: to 31 December of the next year; `{ months }`: that many months more. An application whose validity has ended is extended from today. 409 `conflict` [`state`] unless approved. Audited.',
        params: idParams,
        response: { 200: staffApplicationSchema },
      },
    },
    async (request) => service(request).extend(request.params.id),
  );
}

/** The signed-in reader's own applications (reader session). */
function readerRoutes(
  api: ZodApp,
  service: Service,
  readers: PerArchive<ReturnType<typeof createReaderSessions>>,
): void {
  api.get(
    '/reader/applications',
    {
      config: { errors: { 401: ['reader_signed_out'] } },
      schema: {
        tags: readerTags,
        summary: "The signed-in reader's user applications, newest first",
        security: [{ readerSession: [] }],
        response: { 200: readerApplicationsSchema },
      },
    },
    async (request) => {
      const reader = await readers(request).requireReader(request);
      return { applications: await service(request).listOfReader(reader) };
    },
  );

  api.post(
    '/reader/applications',
    {
      config: {
        errors: { 401: ['reader_signed_out'], 409: ['conflict'] },
      },
      schema: {
        tags: readerTags,
        summary: 'Submit a user application without a booking (one per research topic)',
        description:
          "Stored as `submitted` under the reader's e-mail address with the archive's `readingRulesVersion`; the reader gets a mail that it was received. " +
          "`purpose` must be one of the archive's `applicationPurposes` (400 [`body.purpose`]); 409 `conflict` [`userApplication`] while the archive asks for no application (`off`). " +
          '`language` (query, `de` or `en`): the language of its mails.',
        security: [{ readerSession: [] }],
        querystring: z.object({ language: languageSchema.optional() }),
        body: applicationInputSchema,
        response: { 201: applicationSchema },
      },
    },
    async (request, reply) => {
      const reader = await readers(request).requireReader(request);
      const application = await service(request).submit(
        reader,
        request.body,
        request.query.language ?? request.archive.settings.defaultLanguage,
      );
      return reply.status(201).send(application);
    },
  );
}
