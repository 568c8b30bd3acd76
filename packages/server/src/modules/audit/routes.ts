import { auditEntrySchema, auditListQuerySchema } from '@lesesaal/domain/audit/schema';
import { listResponseSchema } from '@lesesaal/domain/paging';
import type { ZodApp } from '../../http/types';
import { perArchive } from '../../http/archive-context';
import { createAuditService } from './service';

/** `GET /api/admin/audit-log` (ADMIN only through the /api/admin guard). */
export async function auditRoutes(api: ZodApp): Promise<void> {
  const service = perArchive(createAuditService);
  api.get(
    '/admin/audit-log',
    {
      schema: {
        tags: ['admin audit log'],
        summary: 'Staff actions, newest first: who, when, which entity, which action, which fields',
        description:
          'One entry per successful POST/PUT/DELETE under /api/admin. `fields` are the names of the ' +
          'top-level fields sent, never their values; ids only when numeric (a blocked e-mail ' +
          'address is not logged). Entries older than AUDIT_RETENTION_DAYS are deleted hourly. ' +
          'Paging with `limit` (default PAGING_SIZE) and `offset`.',
        querystring: auditListQuerySchema,
        response: { 200: listResponseSchema(auditEntrySchema) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return service(request).list(request.query);
    },
  );
}
