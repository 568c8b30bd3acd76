import { z } from 'zod';
import type { AppContext, ZodApp } from '../../http/types';
import { createStaffAccountsService } from './service';

const role = z.enum(['ADMIN', 'REPORTS']);
const account = z.object({ id: z.number(), email: z.string(), role, disabled: z.boolean(), createdAt: z.string() });
const idParams = z.object({ id: z.coerce.number().int().positive() });

/** Staff accounts over the API, ADMIN only (the /api/admin guard applies). */
export async function usersRoutes(api: ZodApp, ctx: AppContext): Promise<void> {
  const accounts = createStaffAccountsService(ctx);

  api.get(
    '/admin/users',
    { schema: { tags: ['staff accounts'], summary: 'List staff accounts', response: { 200: z.object({ content: z.array(account), totalCount: z.number() }) } } },
    async () => {
      const content = await accounts.list();
      return { content, totalCount: content.length };
    },
  );

  api.post(
    '/admin/users',
    {
      schema: {
        tags: ['staff accounts'],
        summary: 'Create a staff account (password ≥ 12 characters, not a common one)',
        body: z.object({ email: z.email().max(320), password: z.string().max(1024), role }),
        response: { 201: account },
      },
    },
    async (request, reply) => reply.status(201).send(await accounts.create(request.body)),
  );

  api.put(
    '/admin/users/:id',
    {
      schema: {
        tags: ['staff accounts'],
        summary: 'Change role, disable/enable, or set a new password',
        params: idParams,
        body: z.object({ role: role.optional(), disabled: z.boolean().optional(), password: z.string().max(1024).optional() }),
        response: { 200: account },
      },
    },
    async (request) => accounts.update(request.params.id, request.body, request.staff?.accountId),
  );

  api.delete(
    '/admin/users/:id',
    { schema: { tags: ['staff accounts'], summary: 'Delete a staff account', params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await accounts.remove(request.params.id, request.staff?.accountId);
      return reply.status(204).send(null);
    },
  );
}
