import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppConfig } from './config';
import type { InstallationConfig } from './archives';
import { perArchive } from './http/archive-context';
import type { Db } from './db/client';
import { frameworkErrors, installErrorHandler } from './http/error-handler';
import { BODY_LIMIT_BYTES, MULTIPART_LIMITS } from './http/body-limits';
import { trustProxyOption } from './http/client-address';
import { installCors } from './http/cors';
import { installAdminGuard, installCsrfCheck } from './http/guards';
import { installInputHygiene } from './http/input-hygiene';
import { installNoStore } from './http/no-store';
import { collectRoutePaths, installMethodNotAllowed } from './http/method-not-allowed';
import { registerApiDocs } from './http/api-docs';
import { archiveRewriteUrl, installArchiveRouting } from './http/archive-routing';
import { systemClock, type AppWiring, type Clock, type ZodApp } from './http/types';
import { archiveOfRaw } from './http/archive-routing';
import { createMailTransport, type MailTransport } from './mail/transport';
import { accessibilityFeedbackRoutes } from './modules/accessibility-feedback';
import { archiveContexts, createArchiveRegistry, type ArchiveRegistry } from './archives';
import { auditRoutes, installAuditLog } from './modules/audit';
import { authRoutes, createAuthService } from './modules/auth';
import { directoryRoutes } from './modules/directory-sign-in';
import { secondFactorRoutes } from './modules/second-factor';
import { usersRoutes } from './modules/staff-accounts';
import { blacklistRoutes } from './modules/blacklist';
import { bookingRoutes, ownerRoutes } from './modules/bookings';
import { botCheckRoutes } from './modules/bot-check';
import { calendarRoutes } from './modules/calendar';
import { checkInRoutes } from './modules/check-in';
import { healthRoutes } from './modules/health';
import { holidaysRoutes } from './modules/holidays';
import { metricsRoutes } from './modules/metrics';
import { pagesRoutes } from './modules/pages';
import { platformRoutes } from './modules/platform';
import { recordOrdersRoutes } from './modules/record-orders';
import { reportsRoutes, statisticsRoutes } from './modules/reports';
import { roomsRoutes } from './modules/rooms';
import { seatsRoutes } from './modules/seats';
import { staffTicketRoutes, ticketExportRoutes } from './modules/staff-tickets';
import { createCartRoutes } from './modules/cart';
import { timeSlotsRoutes } from './modules/time-slots';
import { cartOffers, waitingListRoutes } from './modules/waiting-list';
import { createReaderRoutes, type ReaderDataPart } from './modules/readers';
import { applicationsOfReader, applicationsRoutes } from './modules/applications';
import { openingRoutes } from './modules/opening';
import { groupVisitRoutes } from './modules/group-visits';

export interface BuildAppOptions {
  config: AppConfig;
  db: Db;
  /** readiness: database reachable and migrated */
  ping?: () => Promise<boolean>;
  clock?: Clock;
  mail?: MailTransport;
  logger?: FastifyServerOptions['logger'];
  /** built web app (default packages/web/dist) */
  webDistDir?: string;
  /** the archives, shared with the background jobs (default: read by the app itself) */
  archives?: ArchiveRegistry;
}

/** How often the app reads the archives again (changes made by another process). */
const ARCHIVES_REFRESH_MS = 10_000;

/**
 * The installation's wiring: the archives, read once before the first request (a failed read
 * leaves the installation's settings until the next one: the database may come up after the
 * app), and each archive's context (archives/context.ts), which every request is given by the
 * router (`request.archive`).
 */
async function appWiring(options: BuildAppOptions): Promise<AppWiring> {
  const archives = options.archives ?? createArchiveRegistry(options.db);
  await archives.refresh().catch(() => undefined);
  const clock = options.clock ?? systemClock;
  const mail = options.mail ?? createMailTransport(options.config);
  const installation = { config: options.config, clock, db: options.db, mail, archives };
  return {
    ...installation,
    installation: options.config,
    contexts: archiveContexts(installation),
  };
}

/** Origins of logo addresses as read (a handful: one per archive with a logo). */
const logoSources = new Map<string, string>();

/**
 * The CSP source that lets a page show the archive's logo: the logo address's origin (an
 * https or http URL the settings accepted), else `'self'` again (no source added).
 */
function logoSourceOf(logoUrl: string | undefined): string {
  if (!logoUrl) return "'self'";
  let source = logoSources.get(logoUrl);
  if (source === undefined) {
    try {
      const url = new URL(logoUrl);
      source = url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : "'self'";
    } catch {
      source = "'self'";
    }
    if (logoSources.size > 1000) logoSources.clear();
    logoSources.set(logoUrl, source);
  }
  return source;
}

/**
 * The routes of the staff's and the platform's pages and APIs (as the router matched them, so
 * every spelling of the path counts): never framed by another origin, whatever CORS_ORIGINS
 * lets embed the visitor app — a page that frames a signed-in staff screen could trick its
 * clicks.
 */
const STAFF_ROUTE = /^\/(?:api\/)?(?:admin|platform)(?:\/|$)|^\/api\/auth(?:\/|$)/;

/** The responses of {@link STAFF_ROUTE}s being answered (set before the security headers). */
const staffResponses = new WeakSet<ServerResponse>();

/**
 * The security headers of every response (helmet): the CSP — scripts, frames and workers as
 * the bot check needs, the archive's logo, who may frame the page — HSTS and the rest.
 */
function installSecurityHeaders(app: FastifyInstance, config: InstallationConfig): void {
  const recaptcha = config.botProtection.mode === 'recaptcha';
  // helmet's middleware is built once and applied to each request's raw response (its
  // documented Connect-style use); the Fastify wrapper rebuilt it, CSP parsing included, on
  // every request. Headers a route sets itself (reply.header) take precedence, as before.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        // Google's hosts only in recaptcha mode (BOT_PROTECTION); altcha needs nothing foreign.
        'script-src': [
          "'self'",
          ...(recaptcha ? ['https://www.google.com', 'https://www.gstatic.com'] : []),
        ],
        'frame-src': ["'self'", ...(recaptcha ? ['https://www.google.com'] : [])],
        // The altcha widget solves its proof of work in Web Workers it creates from blobs.
        'worker-src': ["'self'", ...(config.botProtection.mode === 'altcha' ? ['blob:'] : [])],
        // the logo of the request's archive (SITE_LOGO_URL or the archive's logoUrl) may
        // come from its own web site: its origin, read per request from the request's archive
        'img-src': [
          "'self'",
          'data:',
          'blob:',
          (req: IncomingMessage) => logoSourceOf(archiveOfRaw(req)?.config.siteLogoUrl),
        ],
        // pages allowed to embed the visitor app may show it in an iframe (CORS_ORIGINS);
        // the staff's and the platform's only the app itself
        'frame-ancestors': [
          (_req: IncomingMessage, res: ServerResponse) =>
            staffResponses.has(res) ? "'self'" : ["'self'", ...config.corsOrigins].join(' '),
        ],
        // Only when served over https: on plain http (any host but localhost) the browser
        // would fetch every script over https and show a blank page.
        'upgrade-insecure-requests': new URL(config.publicUrl).protocol === 'https:' ? [] : null,
      },
    },
    // frame-ancestors decides; X-Frame-Options: SAMEORIGIN would contradict it for embedders
    xFrameOptions: config.corsOrigins.length === 0 ? { action: 'sameorigin' } : false,
  });
  const embeddable = config.corsOrigins.length > 0;
  app.addHook('onRequest', (request, reply, done) => {
    const staff = embeddable && STAFF_ROUTE.test(request.routeOptions.url ?? '');
    if (staff) staffResponses.add(reply.raw);
    securityHeaders(request.raw, reply.raw, (err?: unknown) => {
      if (staff) reply.raw.setHeader('X-Frame-Options', 'SAMEORIGIN');
      done(err as Error | undefined);
    });
  });
}

/**
 * Builds the whole app without listening (app.ts builds, server.ts starts and listens).
 * Every module is listed here, in order; nothing is autoloaded.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const wiring = await appWiring(options);
  const { archives, config } = wiring;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    // Request ids in logs; no personal data is ever logged (docs/security.md).
    genReqId: () => crypto.randomUUID(),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1000 },
    // Router errors (bad percent-escapes in the path) get the error body too.
    frameworkErrors,
    // the request's archive: its host name, or `/x/` cut off here (http/archive-routing.ts)
    rewriteUrl: archiveRewriteUrl(archives, config.publicUrl),
  }).withTypeProvider<ZodTypeProvider>();
  // first of all hooks: every later one and the handler run in the request's archive
  installArchiveRouting(app, wiring);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  const routePaths = collectRoutePaths(app);

  const archivesRefresh = archives.refreshEvery(ARCHIVES_REFRESH_MS);
  app.addHook('onClose', async () => archivesRefresh.stop());
  const auth = perArchive(createAuthService);

  await app.register(fastifyCookie);
  installSecurityHeaders(app, config);
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS });
  await registerApiDocs(app);

  // Before the routes, so its onResponse hook times every one of them.
  await metricsRoutes(app, wiring);
  installCors(app, config);
  installCsrfCheck(app, config);
  installMethodNotAllowed(app, routePaths);
  installInputHygiene(app);
  installNoStore(app);
  installAdminGuard(app, { currentStaff: (request) => auth(request).currentStaff(request) });
  installAuditLog(app);

  // the other modules' records of a reader, for the reader's export and deletion
  const readerDataParts: ReaderDataPart[] = [applicationsOfReader];
  const apiModules: Array<(api: ZodApp, wiring: AppWiring) => Promise<void>> = [
    authRoutes,
    secondFactorRoutes,
    directoryRoutes,
    usersRoutes,
    botCheckRoutes,
    // the seats' modules, in the order their operations appear in the API document
    createCartRoutes({ offers: cartOffers }),
    bookingRoutes,
    calendarRoutes,
    ownerRoutes,
    staffTicketRoutes,
    ticketExportRoutes,
    waitingListRoutes,
    checkInRoutes,
    roomsRoutes,
    openingRoutes,
    seatsRoutes,
    timeSlotsRoutes,
    blacklistRoutes,
    holidaysRoutes,
    reportsRoutes,
    statisticsRoutes,
    recordOrdersRoutes,
    auditRoutes,
    accessibilityFeedbackRoutes,
    createReaderRoutes({ parts: readerDataParts }),
    applicationsRoutes,
    groupVisitRoutes,
    // the installation's administration, outside every archive (/api/platform/)
    platformRoutes,
  ];
  await app.register(
    async (api) => {
      for (const register of apiModules) await register(api, wiring);
      // unknown /api paths, /api itself among them (not the web app's page): 404 in the
      // error body; no operation of the document
      const notFound = async (_request: unknown, reply: FastifyReply) =>
        reply.status(404).send({ error: 'not_found', payload: ['path'] });
      api.all('/', { schema: { hide: true } }, notFound);
      api.all('/*', { schema: { hide: true } }, notFound);
    },
    { prefix: '/api' },
  );
  await app.register(async (scope) =>
    healthRoutes(scope, { ping: options.ping ?? (async () => true) }),
  );
  await app.register(async (scope) => pagesRoutes(scope, { auth, distDir: options.webDistDir }));
  return app;
}
