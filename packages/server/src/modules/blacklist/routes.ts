import { z } from 'zod';
import {
  blacklistEntryCreateSchema,
  blacklistEntrySchema,
  blacklistEntryUpdateSchema,
  blacklistListQuerySchema,
} from '@lesesaal/domain/blacklist/schema';
import { EMAIL_MAX } from '@lesesaal/domain/limits';
import { listResponseSchema } from '@lesesaal/domain/paging';
import type { AppContext, ZodApp } from '../../http/types';
import { createBlacklistService } from './service';

const emailParams = z.object({ email: z.string().trim().min(1).max(EMAIL_MAX) });

/** Staff calls of the blacklist (spec §7; ADMIN only through the /api/admin guard). */
export async function blacklistRoutes(api: ZodApp, ctx: AppContext): Promise<void> {
  const service = createBlacklistService(ctx);
  const tags = ['admin blacklist'];

  api.post(
    '/admin/blacklist',
    {
      schema: {
        tags,
        summary: 'Block an e-mail address until a date',
        description:
          'Expiry must be after today (400 [`body.expiredAt`]). The address is stored trimmed and in lower case; ' +
          'an existing one (any case) answers 409 `blacklist__email_already_exists`.',
        body: blacklistEntryCreateSchema,
        response: { 201: blacklistEntrySchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(request.body)),
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
    async (request) => service.list(request.query),
  );
  api.get(
    '/admin/blacklist/:email',
    {
      schema: {
        tags,
        summary: 'One entry (e-mail compared case-insensitively)',
        params: emailParams,
        response: { 200: blacklistEntrySchema },
      },
    },
    async (request) => service.get(request.params.email),
  );
  api.put(
    '/admin/blacklist/:email',
    {
      schema: {
        tags,
        summary: 'Change expiry and note of an entry in one step',
        description:
          'The spec edits by removing and re-adding; this does both at once, so an entry is never lost halfway.',
        params: emailParams,
        body: blacklistEntryUpdateSchema,
        response: { 200: blacklistEntrySchema },
      },
    },
    async (request) => service.update(request.params.email, request.body),
  );
  api.delete(
    '/admin/blacklist/:email',
    {
      schema: {
        tags,
        summary: 'Unblock an address',
        params: emailParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.remove(request.params.email);
      return reply.status(204).send(null);
    },
  );
}
