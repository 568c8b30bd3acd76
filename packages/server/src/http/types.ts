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
import type { ArchiveClock } from '../archives/clock';
import type { Db } from '../db/client';
import type { MailTransport } from '../mail/transport';
import type { ArchiveRegistry } from '../archives';

/** A Fastify instance whose route schemas are zod (request and response types inferred). */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

// The time source lives beside config (mail/ and jobs/ use it without importing http/).
export { archiveClock, systemClock, type ArchiveClock, type Clock, type WallClock } from '../archives/clock';

/** What every module gets: narrow, explicit dependencies (no container, no singletons). */
export interface AppContext {
  /** the config as the current archive sees it: its time zone, language and name (archiveConfig) */
  config: AppConfig;
  db: Db;
  /** the current archive's clock (its time zone, else TIME_ZONE), made once in buildApp */
  clock: ArchiveClock;
  mail: MailTransport;
  /** the archives of the installation, read at start and every 10 s (one per app) */
  archives: ArchiveRegistry;
}

// staff roles are the domain's STAFF_ROLES; re-exported for the server's readers
export type { StaffRole };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** roles allowed on an /api/admin route; default ADMIN only */
    roles?: StaffRole[];
  }
  interface FastifyRequest {
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
