import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { AppError } from '../../http/app-error';
import type { AppContext } from '../../http/types';
import { createMetricsReadings } from './service';

const BOOKING_ROUTE = '/api/transactions/:id/booking';

function tokenMatches(header: string | undefined, token: string): boolean {
  const expected = Buffer.from(`Bearer ${token}`);
  const given = Buffer.from(header ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Prometheus metrics at `/metrics`: request durations by route pattern (never
 * by raw URL, so no ids or e-mail addresses end up in labels), completed bookings of this
 * instance, and — read from the database at scrape time, so they agree across instances —
 * the booked tickets from today on and the mail outbox backlog. One registry per app, so
 * several apps in one process (tests) do not share counters.
 */
export async function metricsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const registry = new Registry();
  const readings = createMetricsReadings(ctx);
  collectDefaultMetrics({ register: registry, prefix: 'lesesaal_' });

  const durations = new Histogram({
    name: 'lesesaal_http_request_duration_seconds',
    help: 'HTTP request duration by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const bookings = new Counter({
    name: 'lesesaal_bookings_total',
    help: 'Bookings completed by visitors on this instance',
    registers: [registry],
  });
  new Gauge({
    name: 'lesesaal_tickets_booked',
    help: 'Booked tickets dated today or later (all instances)',
    registers: [registry],
    async collect() {
      this.set(await readings.bookedTickets());
    },
  });
  new Gauge({
    name: 'lesesaal_mail_outbox_pending',
    help: 'E-mails waiting in the outbox (all instances)',
    registers: [registry],
    async collect() {
      this.set(await readings.pendingMails());
    },
  });

  // Registered on the root instance by buildApp, so the hook sees every route of the app.
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    durations.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    if (route === BOOKING_ROUTE && request.method === 'PUT' && reply.statusCode === 200)
      bookings.inc();
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const token = ctx.config.metricsToken;
    if (token && !tokenMatches(request.headers.authorization, token)) {
      throw AppError.accessDenied(401);
    }
    return reply.header('content-type', registry.contentType).send(await registry.metrics());
  });
}
