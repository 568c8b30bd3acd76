import { z } from 'zod';
import { idParamSchema } from '@lesesaal/domain/validation';
import type { ZodApp } from '../../http/types';
import { perArchive, type PerArchive } from '../../http/archive-context';
import { createAuthService } from '../auth';
import { createAuditedArchives, type AuditedArchives } from './audited-archives';
import { adminOf, guarded, SIGNED_IN, tags } from './route-common';
import {
  archiveCountsSchema,
  archiveCreatedSchema,
  archiveCreateSchema,
  archiveSchema,
  archiveUpdateSchema,
  supportSchema,
} from '@lesesaal/domain/archives/platform-schema';

const idParams = z.object({ id: idParamSchema });

/** The archives of the installation: list, create, change, remove, support, overview. */
export function platformArchivesRoutes(platform: ZodApp): void {
  const archives = perArchive(createAuditedArchives);
  const staffAuth = perArchive(createAuthService);

  platform.get(
    '/archives',
    {
      config: { errors: guarded },
      schema: {
        tags,
        summary: 'The archives of the installation',
        description: `${SIGNED_IN}The default archive (\`isDefault\`) is served at \`/\`, every other at \`/x/\` (its slug) and at its host name.`,
        response: { 200: z.array(archiveSchema) },
      },
    },
    async (request) => archives(request).list(),
  );

  platform.post(
    '/archives',
    {
      config: { errors: { ...guarded, 409: ['conflict'] } },
      schema: {
        tags,
        summary: 'Creates an archive with its first admin',
        description:
          `${SIGNED_IN}The slug: a letter, then letters, digits and hyphens (1–39 characters), none of the paths the installation serves itself (\`api\`, \`admin\`, \`assets\`, \`platform\`, \`reports\`, …: 400). ` +
          'The first admin is an ADMIN staff account of the new archive with a generated password, answered this once (`firstAdminPassword`); an admin can set another through support. ' +
          "409 `conflict` [`slug`] or [`hostName`] when another archive has it, [`hostName`] also for the installation's own (PUBLIC_URL's: it serves the default archive and the platform).",
        body: archiveCreateSchema,
        response: { 201: archiveCreatedSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await archives(request).create(request.body, adminOf(request))),
  );

  platform.patch(
    '/archives/:id',
    {
      config: { errors: { ...guarded, 409: ['conflict'] } },
      schema: {
        tags,
        summary: 'Changes, suspends or resumes an archive',
        description:
          `${SIGNED_IN}Only the fields sent change; null clears host name, time zone and language (the installation's settings). ` +
          'A suspended archive is served to nobody until resumed. 404 for an unknown archive; 409 `conflict` [`slug`] or [`hostName`] when taken (the host name also when it is the one of PUBLIC_URL), [`default`] for suspending the default archive (it can be renamed).',
        params: idParams,
        body: archiveUpdateSchema,
        response: { 200: archiveSchema },
      },
    },
    async (request) => archives(request).update(request.params.id, request.body, adminOf(request)),
  );

  platform.delete(
    '/archives/:id',
    {
      config: { errors: { ...guarded, 409: ['conflict'] } },
      schema: {
        tags,
        summary: 'Removes an archive and all its data',
        description: `${SIGNED_IN}Only a suspended archive: 409 \`conflict\` [\`not_suspended\`] otherwise (suspend first), [\`default\`] for the default archive. 404 for an unknown archive.`,
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await archives(request).remove(request.params.id, adminOf(request));
      return reply.status(204).send(null);
    },
  );

  platform.post(
    '/archives/:id/support',
    {
      config: { errors: { ...guarded, 409: ['conflict'] } },
      schema: {
        tags,
        summary: "Opens an archive's staff screens for support",
        description:
          `${SIGNED_IN}A staff session of one hour in the archive for the administrator: an ADMIN account with their e-mail and name (listed under the archive's users while a support session of theirs runs there, removed when the last one is signed out or has run out), its cookie set for the archive's path, ` +
          "the sign-in in the archive's audit log (`method:platform_support`) and every change made in the session under their e-mail. `url`: the staff start page. " +
          "404 for an unknown archive; 409 `conflict` [`suspended`] for a suspended one, [`email`] when an account of the archive's own has the administrator's e-mail.",
        params: idParams,
        response: { 200: supportSchema },
      },
    },
    async (request, reply) => {
      const opened = await archives(request).support(request.params.id, adminOf(request));
      // the archive's own staff cookie, for the path the url is under
      const { archive, base } = opened.served;
      staffAuth(request).setSessionCookie(reply, opened.token, {
        archive: { archive },
        archiveBase: base,
      });
      return { url: opened.url };
    },
  );

  overviewRoute(platform, archives);
}

/** The counts per archive: no personal data. */
function overviewRoute(platform: ZodApp, archives: PerArchive<AuditedArchives>): void {
  platform.get(
    '/overview',
    {
      config: { errors: guarded },
      schema: {
        tags,
        summary: 'Counts per archive',
        description: `${SIGNED_IN}Rooms, slots from today on, tickets booked this month and this year (the archive's date and time zone), staff accounts: counts only, no personal data.`,
        response: { 200: z.array(archiveCountsSchema) },
      },
    },
    async (request) => archives(request).overview(),
  );
}
