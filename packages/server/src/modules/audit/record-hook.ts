import type { FastifyInstance } from 'fastify';
import { perArchive } from '../../http/archive-context';
import { READ_ONLY_POSTS } from './audited-routes';
import { createAuditService } from './service';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Records every successful state-changing /api/admin request in the audit log, in one
 * place, so a new staff route cannot forget it. `onSend`, not `onResponse`: the entry is
 * written before the client sees the success (and a test sees it right after the call).
 * A failing write is logged and does not turn the done change into an error.
 */
export function installAuditLog(app: FastifyInstance): void {
  const audit = perArchive(createAuditService);
  app.addHook('onSend', async (request, reply, payload) => {
    const url = request.routeOptions.url;
    if (
      !STATE_CHANGING.has(request.method) ||
      url === undefined ||
      !url.startsWith('/api/admin/') ||
      READ_ONLY_POSTS.has(`${request.method} ${url}`) ||
      reply.statusCode < 200 ||
      reply.statusCode >= 300 ||
      !request.staff
    )
      return payload;
    try {
      const { accountId, email, support } = request.staff;
      await audit(request).record(
        { accountId, email, session: support ? 'support' : 'staff' },
        {
          method: request.method,
          url,
          status: reply.statusCode,
          params: request.params,
          query: request.query,
          body: request.body,
          payload,
        },
      );
    } catch (err) {
      request.log.error({ err }, 'audit log entry not written');
    }
    return payload;
  });
}
