import {
  installationAuditEntrySchema,
  installationAuditQuerySchema,
} from '@lesesaal/domain/audit/installation';
import { listResponseSchema } from '@lesesaal/domain/paging';
import type { ZodApp } from '../../http/types';
import { perArchive } from '../../http/archive-context';
import { createInstallationAudit } from '../installation-audit';
import { guarded, SIGNED_IN, tags } from './route-common';

/** `GET /api/platform/audit-log`: the installation's audit log, for platform administrators. */
export function platformAuditRoutes(platform: ZodApp): void {
  const audit = perArchive(createInstallationAudit);
  platform.get(
    '/audit-log',
    {
      config: { errors: guarded },
      schema: {
        tags,
        summary: "The installation's audit log, newest first",
        description:
          `${SIGNED_IN}What the platform's administrators did — sign-ins and refused ones, archives created, changed, suspended, resumed and removed, settings changed, support sessions opened — ` +
          'and what the command line changed on them (`channel: cli`). Names of fields, never their values; a refused sign-in with an e-mail no administrator has names nobody (`adminId` 0). ' +
          'An entry names its archive by id and slug and outlives it. Entries older than AUDIT_RETENTION_DAYS are deleted hourly. ' +
          'Paging with `limit` (default PAGING_SIZE) and `offset`; `archiveId`: only the entries about that archive.',
        querystring: installationAuditQuerySchema,
        response: { 200: listResponseSchema(installationAuditEntrySchema) },
      },
    },
    async (request) => audit(request).list(request.query),
  );
}
