import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { archiveClock, systemClock, type ArchiveClock, type Clock } from '../http/types';
import { dispatchOutbox } from '../mail/dispatcher';
import type { MailTransport } from '../mail/transport';
import { runErasureIfDue } from './personal-data-erasure';
import { sendDueVisitReminders } from './visit-reminders';
import { createAuditService } from '../modules/audit';
import { IDLE_TIMEOUT_MS } from '../modules/auth';
import { deleteExpiredIdempotencyKeys } from '../modules/bookings';
import { releaseNoShowSeats } from '../modules/check-in';
import { passOnRunOutOffers } from '../modules/waiting-list';
import { deleteAbandonedCarts, deleteDeadSessionsAndCounters } from './repository';
import { createSchedule, type JobLog, type ScheduledJob } from './schedule';

const OUTBOX_INTERVAL_MS = 2_000;
const CART_CLEANUP_INTERVAL_MS = 60_000;
const ERASURE_CHECK_INTERVAL_MS = 10 * 60_000;
const HOUSEKEEPING_INTERVAL_MS = 60 * 60_000;
const REMINDER_CHECK_INTERVAL_MS = 5 * 60_000;
const NO_SHOW_RELEASE_INTERVAL_MS = 60_000;
/** Short: a run-out offer's seat shows as free until this job passes it on. */
const WAITING_LIST_OFFER_INTERVAL_MS = 15_000;

export interface Jobs {
  stop(): Promise<void>;
}

/**
 * Background work of every instance, each safe with many instances on one
 * database: the outbox dispatcher (FOR UPDATE SKIP LOCKED), removal of abandoned carts
 * (SKIP LOCKED), the nightly personal-data erasure (advisory lock + `job_runs`), which
 * also runs right at start so a missed night is caught up, the visit reminders from
 * REMINDER_TIME on (once per booking and day by a primary key), and hourly housekeeping of dead
 * staff sessions, ended rate-limit windows, audit log entries past AUDIT_RETENTION_DAYS and
 * staff bookings' idempotency keys older than 24 hours (plain deletes: idempotent in any
 * number of instances). Errors are logged, never thrown; while the database is unreachable
 * each job keeps its schedule and resumes by itself.
 */
export function startJobs(options: {
  config: AppConfig;
  db: Db;
  mail: MailTransport;
  log: JobLog;
  clock?: Clock;
}): Jobs {
  const clock = archiveClock(options.clock ?? systemClock, options.config.timeZone);
  const schedule = createSchedule(options.log);
  for (const job of backgroundJobs({ ...options, clock })) schedule.every(job);
  return { stop: () => schedule.stop() };
}

/** Each job with its interval; what a run did is logged when it did something. */
function backgroundJobs(deps: {
  config: AppConfig;
  db: Db;
  mail: MailTransport;
  log: JobLog;
  clock: ArchiveClock;
}): ScheduledJob[] {
  const { config, db, mail, log, clock } = deps;
  const audit = createAuditService({ db, clock, config });
  return [
    {
      name: 'outbox',
      intervalMs: OUTBOX_INTERVAL_MS,
      runNow: true,
      run: async () => {
        const { sent, failed } = await dispatchOutbox({ db, mail, clock, log });
        if (sent > 0 || failed > 0) log.info({ sent, failed }, 'outbox dispatched');
      },
    },
    {
      name: 'cart-cleanup',
      intervalMs: CART_CLEANUP_INTERVAL_MS,
      runNow: false,
      run: async () => {
        const deleted = await deleteAbandonedCarts(db, clock.now(), 500);
        if (deleted > 0) log.info({ deleted }, 'abandoned carts removed');
      },
    },
    {
      name: 'personal-data-erasure',
      intervalMs: ERASURE_CHECK_INTERVAL_MS,
      runNow: true,
      run: async () => {
        const result = await runErasureIfDue({ db, clock });
        if (result) log.info(result, 'personal data of past bookings erased');
      },
    },
    // seats of no-shows given back per room (`no_show_release_minutes`); one
    // idempotent statement, safe on any number of instances.
    {
      name: 'no-show-release',
      intervalMs: NO_SHOW_RELEASE_INTERVAL_MS,
      runNow: true,
      run: async () => {
        const released = await releaseNoShowSeats(db, clock);
        if (released.length > 0) log.info({ seats: released.length }, 'no-show seats released');
      },
    },
    // waiting list offers that ran out unused pass to the next in line; each
    // exactly once on any number of instances (cart, slot and entry locked, state re-read).
    {
      name: 'waiting-list-offers',
      intervalMs: WAITING_LIST_OFFER_INTERVAL_MS,
      runNow: true,
      run: async () => {
        const expired = await passOnRunOutOffers({ db, clock, config });
        if (expired > 0) log.info({ expired }, 'run-out waiting list offers passed on');
      },
    },
    // reminder mails the day before a visit, from REMINDER_TIME on; exactly once
    // per booking and day on any number of instances (visit_reminders primary key).
    {
      name: 'visit-reminders',
      intervalMs: REMINDER_CHECK_INTERVAL_MS,
      runNow: true,
      run: async () => {
        const run = await sendDueVisitReminders({ db, config, clock });
        if (run && (run.queued > 0 || run.deferred > 0)) log.info(run, 'visit reminders queued');
      },
    },
    {
      name: 'housekeeping',
      intervalMs: HOUSEKEEPING_INTERVAL_MS,
      runNow: true,
      run: async () => {
        const now = clock.now();
        const removed = await deleteDeadSessionsAndCounters(
          db,
          now,
          new Date(now.getTime() - IDLE_TIMEOUT_MS),
        );
        if (removed.sessions > 0 || removed.counters > 0)
          log.info(removed, 'dead sessions and ended rate-limit windows removed');
        const auditEntries = await audit.deleteExpired();
        if (auditEntries > 0) log.info({ auditEntries }, 'expired audit log entries removed');
        const idempotencyKeys = await deleteExpiredIdempotencyKeys(db, now);
        if (idempotencyKeys > 0)
          log.info({ idempotencyKeys }, 'idempotency keys older than 24 hours removed');
      },
    },
  ];
}
