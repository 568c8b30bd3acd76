import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DEFAULT_ARCHIVE_ID } from '../../db/archives';
import { AppError } from '../../http/app-error';
import type { ZodApp } from '../../http/types';
import { perArchive } from '../../http/archive-context';
import { platformArchivesRoutes } from './archives-routes';
import { createPlatformAuth } from './auth-service';
import { platformAuthRoutes } from './auth-routes';
import { platformAuditRoutes } from './installation-audit-routes';
import { platformSecondFactorRoutes } from './second-factor-routes';
import { platformSettingsRoutes } from './settings-routes';

/**
 * The platform API under `/api/platform/`: its administrators' sign-in and the archives of
 * the installation. Served only at the installation's own address: on an archive's host name
 * or under an archive's `/x/` every path answers 404, as an unknown one. Every route but the
 * sign-in and sign-out needs a platform session, checked after the request's validation.
 */
export async function platformRoutes(api: ZodApp): Promise<void> {
  const platformAuth = perArchive(createPlatformAuth);
  await api.register(
    async (scope) => {
      const platform = scope.withTypeProvider<ZodTypeProvider>();
      platform.addHook('onRequest', async (request) => {
        if (request.archive.archiveId !== DEFAULT_ARCHIVE_ID) throw AppError.notFound('path');
      });
      platform.addHook('preHandler', async (request) => {
        if (request.routeOptions.config.platformPublic) return;
        const admin = await platformAuth(request).current(request);
        if (!admin) throw AppError.accessDenied(401);
        request.platformAdmin = admin;
      });
      platform.addHook('onSend', async (_request, reply, payload) => {
        void reply.header('cache-control', 'no-store');
        return payload;
      });

      platformAuthRoutes(platform, platformAuth);
      platformSecondFactorRoutes(platform, platformAuth);
      platformAuditRoutes(platform);
      platformArchivesRoutes(platform);
      platformSettingsRoutes(platform);
    },
    { prefix: '/platform' },
  );
}
