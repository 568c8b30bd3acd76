import { archiveContexts } from '../archives';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { systemClock, type AppContext, type Clock } from '../http/types';
import { dispatchOutbox } from '../mail/dispatcher';
import type { MailTransport } from '../mail/transport';
import { runErasureIfDue } from './personal-data-erasure';
import { sendDueVisitReminders } from './visit-reminders';
import { createArchiveRegistry, type ArchiveRegistry } from '../archives';
import { createAuditService } from '../modules/audit';
import { deleteEndedSupportAccounts, IDLE_TIMEOUT_MS } from '../modules/auth';
import { deleteExpiredIdempotencyKeys } from '../modules/bookings';
import { releaseNoShowSeats } from '../modules/check-in';
import { platformHousekeeping } from '../modules/platform';
import { deleteEndedReaderRows, READER_IDLE_TIMEOUT_MS } from '../modules/readers';
import { passOnRunOutOffers } from '../modules/waiting-list';
import { drawDueOpenings } from '../modules/opening';
import { runInEachArchive } from './each-archive';
import {
  deleteAbandonedCarts,
  deleteDeadSessions,
  deleteEndedRateLimitWindows,
} from './repository';
import { createSchedule, type JobLog, type ScheduledJob } from './schedule';

const OUTBOX_INTERVAL_MS = 2_000;
const CART_CLEANUP_INTERVAL_MS = 60_000;
const ERASURE_CHECK_INTERVAL_MS = 10 * 60_000;
const HOUSEKEEPING_INTERVAL_MS = 60 * 60_000;
const REMINDER_CHECK_INTERVAL_MS = 5 * 60_000;
const NO_SHOW_RELEASE_INTERVAL_MS = 60_000;
/** Short: a run-out offer's seat shows as free until this job passes it on. */
const WAITING_LIST_OFFER_INTERVAL_MS = 15_000;
/** Short: a fair opening is drawn within this of its release even if nobody asks then. */
const OPENING_DRAW_INTERVAL_MS = 5_000;
/** How often jobs given no list of archives read the archives again. */
const ARCHIVES_REFRESH_MS = 10_000;

export interface Jobs {
  stop(): Promise<void>;
}

/**
 * Background work of every instance, each run once per archive that is not suspended (the
 * erasure, housekeeping and cart clean-up in suspended archives too), inside
 * that archive (`runInEachArchive`: its rows, its time zone and settings, its own
 * transactions; one archive's failure is logged and the others run), each safe with many
 * instances on one database: the outbox dispatcher (FOR UPDATE SKIP LOCKED), removal of abandoned carts
 * (SKIP LOCKED), the nightly personal-data erasure (advisory lock + `job_runs`), which
 * also runs right at start so a missed night is caught up, the visit reminders from
 * REMINDER_TIME on (once per booking and day by a primary key), and hourly housekeeping of dead
 * staff sessions, support accounts whose support sessions ended, ended rate-limit windows,
 * audit log entries past AUDIT_RETENTION_DAYS and staff bookings' idempotency keys older
 * than 24 hours, and of the installation's audit log and dead platform sessions (plain
 * deletes: idempotent in any number of instances). Errors are logged, never thrown; while the database is unreachable
 * each job keeps its schedule and resumes by itself.
 */
export function startJobs(options: {
  config: AppConfig;
  db: Db;
  mail: MailTransport;
  log: JobLog;
  clock?: Clock;
  /** the app's list of archives (server.ts shares it); default: the jobs read their own */
  archives?: ArchiveRegistry;
}): Jobs {
  const own = options.archives ? null : createArchiveRegistry(options.db);
  const archives = options.archives ?? own!;
  const refreshing = own?.refreshEvery(ARCHIVES_REFRESH_MS);
  const clock = options.clock ?? systemClock;
  const contexts = archiveContexts({ ...options, clock, archives });
  const schedule = createSchedule(options.log);
  for (const job of backgroundJobs({ ...options, clock })) {
    if (job.perArchive) {
      const { runIn, suspendedToo, ...timing } = job;
      schedule.every({
        ...timing,
        run: async () =>
          void (await runInEachArchive(archives, contexts, options.log, job.name, runIn, {
            suspendedToo,
          })),
      });
    } else schedule.every(job);
  }
  return {
    stop: async () => {
      refreshing?.stop();
      await schedule.stop();
    },
  };
}

/**
 * A job of {@link backgroundJobs}: run in each archive, or once for the installation.
 * `suspendedToo`: also in suspended archives (what is promised about data: erasure,
 * retention, clean-up); the rest (mail, reminders, offers, no-shows) waits for the archive's
 * resumption.
 */
/** A job run in each archive, given the archive's context (its config, clock, address). */
type ArchiveJob = Omit<ScheduledJob, 'run'> & { runIn(context: AppContext): Promise<void> };

type BackgroundJob =
  | (ArchiveJob & { perArchive: true; suspendedToo: boolean })
  | (ScheduledJob & { perArchive: false });

/** The per-archive jobs that run in suspended archives too (their data's erasure and clean-up). */
const IN_SUSPENDED_ARCHIVES = new Set(['cart-cleanup', 'personal-data-erasure', 'housekeeping']);

/**
 * Each job with its interval; what a run did is logged when it did something. Building the
 * list runs nothing, so `docs-truth.lint.test.ts` reads the job names from it and holds
 * docs/architecture.md and docs/operations.md to them.
 */
export function backgroundJobs(deps: {
  config: AppConfig;
  db: Db;
  mail: MailTransport;
  log: JobLog;
  clock: Clock;
}): BackgroundJob[] {
  // what a run in one archive did is logged with that archive's id
  const logOf = (context: AppContext) => withArchiveId(deps.log, context.archiveId);
  const jobs: ArchiveJob[] = [
    {
      name: 'outbox',
      intervalMs: OUTBOX_INTERVAL_MS,
      runNow: true,
      runIn: async (context) => {
        const log = logOf(context);
        const { sent, failed } = await dispatchOutbox({ ...context, log });
        if (sent > 0 || failed > 0) log.info({ sent, failed }, 'outbox dispatched');
      },
    },
    {
      name: 'cart-cleanup',
      intervalMs: CART_CLEANUP_INTERVAL_MS,
      runNow: false,
      runIn: async ({ db, clock, ...context }) => {
        const deleted = await deleteAbandonedCarts(db, clock.now(), 500);
        if (deleted > 0)
          logOf({ db, clock, ...context }).info({ deleted }, 'abandoned carts removed');
      },
    },
    {
      name: 'personal-data-erasure',
      intervalMs: ERASURE_CHECK_INTERVAL_MS,
      runNow: true,
      runIn: async (context) => {
        const result = await runErasureIfDue(context);
        if (result) logOf(context).info(result, 'personal data of past bookings erased');
      },
    },
    // seats of no-shows given back per room (`no_show_release_minutes`); one
    // idempotent statement, safe on any number of instances.
    {
      name: 'no-show-release',
      intervalMs: NO_SHOW_RELEASE_INTERVAL_MS,
      runNow: true,
      runIn: async (context) => {
        const released = await releaseNoShowSeats(context.db, context.clock);
        if (released.length > 0)
          logOf(context).info({ seats: released.length }, 'no-show seats released');
      },
    },
    // waiting list offers that ran out unused pass to the next in line; each
    // exactly once on any number of instances (cart, slot and entry locked, state re-read).
    {
      name: 'waiting-list-offers',
      intervalMs: WAITING_LIST_OFFER_INTERVAL_MS,
      runNow: true,
      runIn: async (context) => {
        const expired = await passOnRunOutOffers(context);
        if (expired > 0) logOf(context).info({ expired }, 'run-out waiting list offers passed on');
      },
    },
    // fair openings drawn at their release when no request drew them first; each exactly
    // once on any number of instances (the opening's row lock, the state re-read)
    {
      name: 'opening-draws',
      intervalMs: OPENING_DRAW_INTERVAL_MS,
      runNow: true,
      runIn: async (context) => {
        const drawn = await drawDueOpenings(context);
        if (drawn > 0) logOf(context).info({ drawn }, 'fair openings drawn');
      },
    },
    // reminder mails the day before a visit, from REMINDER_TIME on; exactly once
    // per booking and day on any number of instances (visit_reminders primary key).
    {
      name: 'visit-reminders',
      intervalMs: REMINDER_CHECK_INTERVAL_MS,
      runNow: true,
      runIn: async (context) => {
        const run = await sendDueVisitReminders(context);
        if (run && (run.queued > 0 || run.deferred > 0))
          logOf(context).info(run, 'visit reminders queued');
      },
    },
    {
      name: 'housekeeping',
      intervalMs: HOUSEKEEPING_INTERVAL_MS,
      runNow: true,
      runIn: (context) =>
        housekeeping({ ...context, log: logOf(context), audit: createAuditService(context) }),
    },
  ];
  return [
    ...jobs.map((job) => ({
      ...job,
      perArchive: true as const,
      suspendedToo: IN_SUSPENDED_ARCHIVES.has(job.name),
    })),
    ...installationJobs(deps).map((job) => ({ ...job, perArchive: false as const })),
  ];
}

/** The jobs of the installation's shared tables: once, not per archive. */
function installationJobs(deps: {
  config: AppConfig;
  db: Db;
  log: JobLog;
  clock: Clock;
}): ScheduledJob[] {
  const { config, db, clock, log } = deps;
  return [
    // the rate limits protect the installation (a shared table)
    {
      name: 'rate-limit-windows',
      intervalMs: HOUSEKEEPING_INTERVAL_MS,
      runNow: true,
      run: async () => {
        const counters = await deleteEndedRateLimitWindows(db, clock.now());
        if (counters > 0) log.info({ counters }, 'ended rate-limit windows removed');
      },
    },
    // the installation's audit log and the platform's sessions
    {
      name: 'platform-housekeeping',
      intervalMs: HOUSEKEEPING_INTERVAL_MS,
      runNow: true,
      run: async () => {
        const removed = await platformHousekeeping({ db, clock, config });
        if (removed.auditEntries > 0 || removed.platformSessions > 0)
          log.info(removed, 'installation audit entries and platform sessions removed');
      },
    },
  ];
}

/**
 * Hourly in each archive: dead staff and reader sessions, expired reader sign-in codes, support accounts whose support sessions ended,
 * expired audit entries and idempotency keys (plain deletes: idempotent on any instance).
 */
async function housekeeping(deps: {
  db: Db;
  clock: Clock;
  log: JobLog;
  audit: ReturnType<typeof createAuditService>;
}): Promise<void> {
  const { db, clock, log, audit } = deps;
  const now = clock.now();
  const sessions = await deleteDeadSessions(db, now, new Date(now.getTime() - IDLE_TIMEOUT_MS));
  if (sessions > 0) log.info({ sessions }, 'dead staff sessions removed');
  // readers' ended sessions and expired sign-in codes (counts only: no reader data in logs)
  const readerRows = await deleteEndedReaderRows(
    db,
    now,
    new Date(now.getTime() - READER_IDLE_TIMEOUT_MS),
  );
  if (readerRows.sessions > 0 || readerRows.codes > 0)
    log.info(
      { readerSessions: readerRows.sessions, readerCodes: readerRows.codes },
      'ended reader sessions and codes removed',
    );
  // platform administrators' support accounts whose support sessions ran out
  const supportAccounts = await deleteEndedSupportAccounts(db, now);
  if (supportAccounts > 0) log.info({ supportAccounts }, 'ended support accounts removed');
  const auditEntries = await audit.deleteExpired();
  if (auditEntries > 0) log.info({ auditEntries }, 'expired audit log entries removed');
  const idempotencyKeys = await deleteExpiredIdempotencyKeys(db, now);
  if (idempotencyKeys > 0)
    log.info({ idempotencyKeys }, 'idempotency keys older than 24 hours removed');
}

/** `log` with the current archive's id added to every entry. */
function withArchiveId(log: JobLog, archive: number): JobLog {
  const tagged =
    (write: (obj: object, msg: string) => void) =>
    (obj: object, msg: string): void =>
      write({ archive, ...obj }, msg);
  return {
    info: tagged((obj, msg) => log.info(obj, msg)),
    warn: tagged((obj, msg) => log.warn(obj, msg)),
    error: tagged((obj, msg) => log.error(obj, msg)),
  } as JobLog;
}
