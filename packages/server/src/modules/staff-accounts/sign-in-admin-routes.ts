import { z } from 'zod';
import { staffAccountSchema } from '@lesesaal/domain/staff/schema';
import { idParamSchema } from '@lesesaal/domain/validation';
import { AppError } from '../../http/app-error';
import type { ZodApp } from '../../http/types';
import { perArchive } from '../../http/archive-context';
import { directorySettingsOf } from '../directory-sign-in';
import { createSignInAdminService } from './sign-in-admin-service';

/** How long an admin's permission for the directory to take a local account over lasts. */
export const DIRECTORY_LINK_DAYS = 7;
const DAY_MS = 24 * 60 * 60_000;

const idParams = z.object({ id: idParamSchema });

/**
 * An admin's part in staff sign-in: resetting a person's second factor, and allowing (or
 * withdrawing) the takeover of a local account by the directory identity with its e-mail.
 * Under /api/admin (ADMIN only), each an audit entry through the audit table.
 */
export async function signInAdminRoutes(api: ZodApp): Promise<void> {
  const accounts = perArchive(createSignInAdminService);
  const tags = ['staff accounts'];
  const security = [{ session: [] }];

  api.delete(
    '/admin/users/:id/second-factor',
    {
      config: { errors: { 404: ['not_found'] } },
      schema: {
        tags,
        security,
        summary: "Reset a staff account's second factor",
        description:
          'Removes the second factor (and a set-up in progress). The next sign-in asks for the password only, ' +
          'or for a new set-up while STAFF_SECOND_FACTOR=required. Sessions stay.',
        params: idParams,
        response: { 200: staffAccountSchema },
      },
    },
    async (request) => accounts(request).resetSecondFactor(request.params.id),
  );

  api.put(
    '/admin/users/:id/directory-link',
    {
      config: { errors: { 404: ['not_found'], 409: ['conflict', 'staff__support_account'] } },
      schema: {
        tags,
        security,
        summary: 'Allow the directory to take this local account over',
        description:
          `For ${DIRECTORY_LINK_DAYS} days, the next directory sign-in with this account's e-mail (compared case-insensitively) ` +
          'takes the local account over instead of being refused: the account keeps its id and history and becomes the ' +
          "directory person's; its password, second factor and sessions end, its role comes from the directory from then on. " +
          '409 `conflict` [`directory`] for a directory account, [`no_directory`] when the archive has no directory; ' +
          "`staff__support_account` for a platform administrator's support account.",
        params: idParams,
        response: { 200: staffAccountSchema },
      },
    },
    async (request) => {
      if (!directorySettingsOf(request.archive))
        throw AppError.conflict('conflict', ['no_directory']);
      const until = new Date(request.archive.clock.now().getTime() + DIRECTORY_LINK_DAYS * DAY_MS);
      return accounts(request).setDirectoryLink(request.params.id, until);
    },
  );

  api.delete(
    '/admin/users/:id/directory-link',
    {
      config: { errors: { 404: ['not_found'], 409: ['conflict', 'staff__support_account'] } },
      schema: {
        tags,
        security,
        summary: 'Withdraw the permission for the directory to take this local account over',
        description:
          "409 `conflict` [`directory`] for a directory account, `staff__support_account` for a platform administrator's support account.",
        params: idParams,
        response: { 200: staffAccountSchema },
      },
    },
    async (request) => accounts(request).setDirectoryLink(request.params.id, null),
  );
}
