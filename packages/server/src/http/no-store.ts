import type { FastifyInstance } from 'fastify';

/**
 * Every answer of a route under `/api` — staff lists, a ticket, accounts, the pull list,
 * owner and cart answers, error bodies — is `Cache-Control: no-store`: most carry personal
 * data or secrets, and a browser or shared cache must keep none of them. Decided on the
 * route the router matched (`/%61pi/...` too). A route that set its own caching (the public
 * room picture with its ETag) keeps it.
 */
export function installNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.url;
    if (
      route !== undefined &&
      (route === '/api' || route.startsWith('/api/')) &&
      !reply.hasHeader('cache-control')
    ) {
      void reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
