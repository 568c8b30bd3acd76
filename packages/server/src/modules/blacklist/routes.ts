import { z } from 'zod';
import {
  blacklistEntryCreateSchema,
  blacklistEntrySchema,
  blacklistListQuerySchema,
} from '@lesesaal/domain/blacklist/schema';
import { EMAIL_MAX } from '@lesesaal/domain/limits';
import { listResponseSchema } from '@lesesaal/domain/paging';
import { controlFreeText, NOT_BLANK } from '@lesesaal/domain/validation';
import type { ZodApp } from '../../http/types';
import { perArchive } from '../../http/archive-context';
import { createBlacklistService } from './service';

const emailParams = z.object({
  email: controlFreeText().regex(NOT_BLANK).trim().min(1).max(EMAIL_MAX),
});

/** `If-None-Match: *` (RFC 9110 §13.1.2): create only, never replace an existing entry. */
const createOnlyHeaders = z.object({ 'if-none-match': z.literal('*').optional() });

/** Staff calls of the blacklist (ADMIN only through the /api/admin guard). */
export async function blacklistRoutes(api: ZodApp): Promise<void> {
  const service = perArchive(createBlacklistService);
  const tags = ['admin blacklist'];

  api.post(
    '/admin/blacklist',
    {
      config: { errors: { 409: ['conflict'], 412: ['blacklist__email_already_exists'] } },
      schema: {
        tags,
        summary: 'Block an e-mail address until a date, or change the entry of an address',
        description:
          'Adds the entry (201) or, when the address (any case) is blocked already, replaces its expiry and ' +
          'note (200). With `If-None-Match: *` only adds: an existing address answers 412 ' +
          '`blacklist__email_already_exists`. Expiry must be after today (400 [`body.expiredAt`]). ' +
          'The address is stored trimmed and in lower case. A new entry beyond MAX_BLACKLIST_ENTRIES ' +
          'answers 409 `conflict` [`maxBlackListEntries`].',
        headers: createOnlyHeaders,
        body: blacklistEntryCreateSchema,
        response: { 200: blacklistEntrySchema, 201: blacklistEntrySchema },
      },
    },
    async (request, reply) => {
      const { entry, created } = await service(request).save(request.body, {
        createOnly: request.headers['if-none-match'] === '*',
      });
      return reply.status(created ? 201 : 200).send(entry);
    },
  );
  api.get(
    '/admin/blacklist',
    {
      schema: {
        tags,
        summary:
          'Blocked addresses: term (e-mail or note), expiry range, paging, sort field:ASC|DESC',
        querystring: blacklistListQuerySchema,
        response: { 200: listResponseSchema(blacklistEntrySchema) },
      },
    },
    async (request) => service(request).list(request.query),
  );
  api.get(
    '/admin/blacklist/:email',
    {
      config: { errors: { 404: ['not_found'] } },
      schema: {
        tags,
        summary: 'One entry (e-mail compared case-insensitively)',
        params: emailParams,
        response: { 200: blacklistEntrySchema },
      },
    },
    async (request) => service(request).get(request.params.email),
  );
  api.delete(
    '/admin/blacklist/:email',
    {
      config: { errors: { 404: ['not_found'] } },
      schema: {
        tags,
        summary: 'Unblock an address',
        params: emailParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service(request).remove(request.params.email);
      return reply.status(204).send(null);
    },
  );
}
