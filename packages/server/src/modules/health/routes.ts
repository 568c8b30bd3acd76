import type { FastifyInstance } from 'fastify';
import { PROBE_LOG_LEVEL } from '../../http/logger';

/**
 * Liveness (`/healthz`) and readiness (`/readyz`: database reachable, migrations applied).
 * Probed every few seconds: their requests are logged from `warn` up only (`PROBE_LOG_LEVEL`).
 */
export async function healthRoutes(
  app: FastifyInstance,
  deps: { ping: () => Promise<boolean> },
): Promise<void> {
  const quiet = { logLevel: PROBE_LOG_LEVEL, schema: { hide: true } } as const;
  app.get('/healthz', quiet, async () => ({ status: 'ok' }));
  app.get('/readyz', quiet, async (_request, reply) => {
    const ready = await deps.ping();
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable' });
  });
}
