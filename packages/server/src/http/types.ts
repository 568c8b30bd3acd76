import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { StaffRole } from '@lesesaal/domain/staff/schema';
import type { AppConfig } from '../config';
import type { Clock } from '../archives/clock';
import type { Db } from '../db/client';
import type { MailTransport } from '../mail/transport';
import type {
  ArchiveContext,
  ArchiveContexts,
  ArchiveRegistry,
  InstallationConfig,
} from '../archives';

/** A Fastify instance whose route schemas are zod (request and response types inferred). */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

// The time source lives beside config (mail/ and jobs/ use it without importing http/).
export {
  archiveClock,
  systemClock,
  type ArchiveClock,
  type Clock,
  type WallClock,
} from '../archives/clock';

/**
 * What a service is built with: one archive's context (archives/context.ts) — its id, its
 * settings, the config with its settings over the installation's, its clock — and the
 * database, the mail transport and the archives. Narrow, explicit dependencies (no container,
 * no singletons): a service takes the fields it uses (`Pick<AppContext, 'db' | 'clock'>`).
 */
export type AppContext = ArchiveContext<Db, MailTransport>;

/**
 * What a module's routes are registered with: the installation. A route builds its services
 * per archive from the request's context (`perArchive` in http/archive-context.ts); the
 * installation's `config` leaves out the fields an archive may have of its own, so the
 * compiler refuses reading an archive's time zone or limits from it.
 */
export interface AppWiring {
  /** the installation's configuration, without the per-archive fields */
  config: InstallationConfig;
  /** the installation's whole configuration: its per-archive values are the defaults an
   * archive without its own falls back to (the installation's administration shows them) */
  installation: AppConfig;
  db: Db;
  /** the instant (tests fix or move it); an archive's clock adds its time zone */
  clock: Clock;
  mail: MailTransport;
  /** the archives of the installation, read at start and every 10 s (one per app) */
  archives: ArchiveRegistry;
  /** each archive's context, built once per read of the archive */
  contexts: ArchiveContexts<Db, MailTransport>;
}

// staff roles are the domain's STAFF_ROLES; re-exported for the server's readers
export type { StaffRole };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** roles allowed on an /api/admin route; default ADMIN only */
    roles?: StaffRole[];
  }
  interface FastifyRequest {
    /** the context of the archive the request is for (the router's first hook sets it) */
    archive: ArchiveContext<Db, MailTransport>;
    /** the signed-in staff account, set by the admin guard */
    staff?: {
      accountId: number;
      email: string;
      role: StaffRole;
      /** a platform administrator's support session */
      support: boolean;
    };
  }
}
