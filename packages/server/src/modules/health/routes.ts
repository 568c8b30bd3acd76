import type { FastifyInstance } from 'fastify';

/** Liveness (`/healthz`) and readiness (`/readyz`: database reachable, migrations applied). */
export async function healthRoutes(
  app: FastifyInstance,
  deps: { ping: () => Promise<boolean> },
): Promise<void> {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    const ready = await deps.ping();
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable' });
  });
}
