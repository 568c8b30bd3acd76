import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { AppError } from '../../http/app-error';
import { PROBE_LOG_LEVEL } from '../../http/logger';
import type { AppWiring } from '../../http/types';
import { createMetricsReadings } from './service';

const BOOKING_ROUTE = '/api/transactions/:id/booking';

function tokenMatches(header: string | undefined, token: string): boolean {
  const expected = Buffer.from(`Bearer ${token}`);
  const given = Buffer.from(header ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (`::ffff:127.0.0.1`). */
export function isLoopback(address: string | undefined): boolean {
  if (address === undefined) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4) || address === '::1';
}

/**
 * A request from this host that came straight to the app: the connection and the client
 * address (`request.ip`, after TRUST_PROXY) are loopback and no proxy header is present — a
 * reverse proxy on the same host connects from loopback too, but adds X-Forwarded-For.
 */
function isLocalDirectRequest(request: FastifyRequest): boolean {
  return (
    isLoopback(request.socket.remoteAddress) &&
    isLoopback(request.ip) &&
    request.headers['x-forwarded-for'] === undefined &&
    request.headers.forwarded === undefined
  );
}

/**
 * Prometheus metrics at `/metrics`: request durations by route pattern (never
 * by raw URL, so no ids or e-mail addresses end up in labels), completed bookings of this
 * instance per archive, and — read from the database at scrape time, so they agree across
 * instances — each archive's booked tickets from its today on and its mail outbox backlog.
 * The archive series carry the label `archive` (the slug): one series per archive and metric,
 * while the request durations stay the installation's (docs/decisions/metrics.md). One
 * registry per app, so several apps in one process (tests) do not share counters. With
 * METRICS_TOKEN set it asks for `Authorization: Bearer <token>`; without, it answers only
 * local direct requests (403).
 */
export async function metricsRoutes(app: FastifyInstance, wiring: AppWiring): Promise<void> {
  const registry = new Registry();
  const readings = createMetricsReadings(wiring);
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
    help: 'Bookings completed by visitors on this instance, per archive',
    labelNames: ['archive'] as const,
    registers: [registry],
  });
  const ticketsBooked = new Gauge({
    name: 'lesesaal_tickets_booked',
    help: "Booked tickets dated the archive's today or later (all instances), per archive",
    labelNames: ['archive'] as const,
    registers: [registry],
  });
  const outboxPending = new Gauge({
    name: 'lesesaal_mail_outbox_pending',
    help: 'E-mails waiting in the outbox (all instances), per archive',
    labelNames: ['archive'] as const,
    registers: [registry],
  });
  /** the slugs the bookings counter has a series for */
  const counted = new Set<string>();

  /**
   * Each archive's gauges as read now; a series for every archive (a zero where nothing
   * happened), none for an archive removed or renamed since the last scrape.
   */
  async function readArchives(): Promise<void> {
    const archives = await readings.perArchive();
    const slugs = new Set(archives.map((a) => a.slug));
    ticketsBooked.reset();
    outboxPending.reset();
    for (const { slug, bookedTickets, pendingMails } of archives) {
      ticketsBooked.set({ archive: slug }, bookedTickets);
      outboxPending.set({ archive: slug }, pendingMails);
      bookings.inc({ archive: slug }, 0);
      counted.add(slug);
    }
    for (const slug of counted) {
      if (slugs.has(slug)) continue;
      bookings.remove({ archive: slug });
      counted.delete(slug);
    }
  }

  // Registered on the root instance by buildApp, so the hook sees every route of the app.
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    durations.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    if (route === BOOKING_ROUTE && request.method === 'PUT' && reply.statusCode === 200) {
      // the request's archive (the router's context reaches this hook)
      const { archive } = request.archive;
      if (archive) {
        bookings.inc({ archive: archive.slug });
        counted.add(archive.slug);
      }
    }
  });

  app.get(
    '/metrics',
    { logLevel: PROBE_LOG_LEVEL, schema: { hide: true } },
    async (request, reply) => {
      const token = wiring.config.metricsToken;
      if (token && !tokenMatches(request.headers.authorization, token)) {
        throw AppError.accessDenied(401);
      }
      // Without a token only a scraper on this host is answered (the figures tell the Node
      // version, volumes and failed logins); through a proxy never.
      if (!token && !isLocalDirectRequest(request)) throw AppError.accessDenied(403);
      await readArchives();
      return reply.header('content-type', registry.contentType).send(await registry.metrics());
    },
  );
}
