import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { listResponseSchema } from '@lesesaal/domain/paging';
import {
  rolePreviewRequestSchema,
  rolePreviewSchema,
  staffAccountCreateSchema,
  staffAccountSchema,
  staffAccountUpdateSchema,
} from '@lesesaal/domain/staff/schema';
import { idParamSchema } from '@lesesaal/domain/validation';
import { AppError } from '../../http/app-error';
import type { RouteErrors } from '../../http/openapi/errors';
import type { AppContext, ZodApp } from '../../http/types';
import { perArchive, type PerArchive } from '../../http/archive-context';
import { createAuditService } from '../audit';
import { createAuthService, type AuthService } from '../auth';
import { directorySettingsOf, roleFromGroups } from '../directory-sign-in';
import { createStaffAccountsService, type ActingStaff } from './service';
import { signInAdminRoutes } from './sign-in-admin-routes';

const idParams = z.object({ id: idParamSchema });
const notFound = { 404: ['not_found'] } as const satisfies RouteErrors;
const conflict = { 409: ['conflict'] } as const satisfies RouteErrors;

/** The accounts service whose role changes are audit entries: who changed which account's role from what to what. */
function auditedAccounts(context: AppContext) {
  const audit = createAuditService(context);
  return createStaffAccountsService({
    ...context,
    // the request's own entry names only the field `role`
    onRoleChange: async ({ accountId, from, to, actor }) => {
      if (!actor?.email) return;
      await audit.recordEvent(
        {
          accountId: actor.accountId,
          email: actor.email,
          session: actor.support ? 'support' : 'staff',
        },
        {
          action: 'ROLE_CHANGE',
          route: 'PUT /api/admin/users/:id',
          fields: ['method:admin', `from:${from}`, `role:${to}`],
          entityId: String(accountId),
        },
      );
    },
  });
}

/** The signed-in admin (set by the guard) and their session. */
function actorOf(request: FastifyRequest, auth: PerArchive<AuthService>): ActingStaff {
  if (!request.staff) throw AppError.accessDenied(401);
  return {
    accountId: request.staff.accountId,
    email: request.staff.email,
    sessionKey: auth(request).sessionKeyOf(request),
    support: request.staff.support,
  };
}

/** Staff accounts over the API, ADMIN only (the /api/admin guard applies). */
export async function usersRoutes(api: ZodApp): Promise<void> {
  const accounts = perArchive(auditedAccounts);
  const auth = perArchive(createAuthService);
  const tags = ['staff accounts'];
  const security = [{ session: [] }];

  api.get(
    '/admin/users',
    {
      schema: {
        tags,
        security,
        summary: 'List staff accounts (by e-mail)',
        response: { 200: listResponseSchema(staffAccountSchema) },
      },
    },
    async (request) => {
      const content = await accounts(request).list();
      return { content, totalCount: content.length };
    },
  );

  api.post(
    '/admin/users/role-preview',
    {
      schema: {
        tags,
        security,
        summary: 'The role a directory sign-in with these groups would give',
        description:
          "Evaluates the groups through the archive's role map (its directory setting, OIDC_ROLE_MAP for the default archive) exactly as a directory sign-in does: the strongest " +
          'role of any mapped group (ADMIN, then REPORTS, then DESK) and the group it comes from; ' +
          '`role` and `group` null when no group maps to a role, or the archive has no directory. ' +
          'Changes nothing.',
        body: rolePreviewRequestSchema,
        response: { 200: rolePreviewSchema },
      },
    },
    async (request) => {
      const roleMap = directorySettingsOf(request.archive)?.roleMap ?? {};
      const granted = roleFromGroups(request.body.groups, roleMap);
      return granted ?? { role: null, group: null };
    },
  );

  api.post(
    '/admin/users',
    {
      config: { errors: conflict },
      schema: {
        tags,
        security,
        summary: 'Create a staff account',
        description:
          'Password: at least 12 characters and not a common one (400 `validation__error` [`body.password`]). ' +
          '409 `conflict` [`email`] when the e-mail exists (compared case-insensitively).',
        body: staffAccountCreateSchema,
        response: { 201: staffAccountSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await accounts(request).create(request.body)),
  );

  api.put(
    '/admin/users/:id',
    {
      config: { errors: { ...notFound, 409: ['conflict', 'staff__support_account'] } },
      schema: {
        tags,
        security,
        summary: 'Change role, disable or enable, or set a new password',
        description:
          "Disabling or a new password ends the account's sessions. 409 `conflict` [`self`] when an admin would " +
          "disable or demote themself, [`last_admin`] when no active admin of the archive's own would remain (a platform administrator's support account is none). " +
          "409 `staff__support_account` for a password on a support account (`support`): it signs in only through the platform's support session.",
        params: idParams,
        body: staffAccountUpdateSchema,
        response: { 200: staffAccountSchema },
      },
    },
    async (request) =>
      accounts(request).update(request.params.id, request.body, actorOf(request, auth)),
  );

  api.delete(
    '/admin/users/:id',
    {
      config: { errors: { ...notFound, ...conflict } },
      schema: {
        tags,
        security,
        summary: 'Delete a staff account',
        description:
          "409 `conflict` [`self`] for one's own account, [`last_admin`] for the last active admin of the archive's own.",
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await accounts(request).remove(request.params.id, actorOf(request, auth));
      return reply.status(204).send(null);
    },
  );

  await signInAdminRoutes(api);
}
