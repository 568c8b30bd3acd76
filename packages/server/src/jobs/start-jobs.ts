import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { faultSummary, isDatabaseUnavailable } from '../db/faults';
import { archiveClock, systemClock, type Clock } from '../http/types';
import { dispatchOutbox } from '../mail/dispatcher';
import type { MailTransport } from '../mail/transport';
import { runErasureIfDue } from './personal-data-erasure';
import { sendDueVisitReminders } from './visit-reminders';
import { createAuditService } from '../modules/audit';
import { IDLE_TIMEOUT_MS } from '../modules/auth';
import { releaseNoShowSeats } from '../modules/check-in';
import { passOnRunOutOffers } from '../modules/cart';
import { deleteAbandonedCarts, deleteDeadSessionsAndCounters } from './repository';

const OUTBOX_INTERVAL_MS = 2_000;
const CART_CLEANUP_INTERVAL_MS = 60_000;
const ERASURE_CHECK_INTERVAL_MS = 10 * 60_000;
const HOUSEKEEPING_INTERVAL_MS = 60 * 60_000;
const REMINDER_CHECK_INTERVAL_MS = 5 * 60_000;
const NO_SHOW_RELEASE_INTERVAL_MS = 60_000;
/** Short: a run-out offer's seat shows as free until this job passes it on. */
const WAITING_LIST_OFFER_INTERVAL_MS = 15_000;

type JobLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export interface Jobs {
  stop(): Promise<void>;
}

/**
 * Background work of every instance, each safe with many instances on one
 * database: the outbox dispatcher (FOR UPDATE SKIP LOCKED), removal of abandoned carts
 * (SKIP LOCKED), the nightly personal-data erasure (advisory lock + `job_runs`), which
 * also runs right at start so a missed night is caught up, the visit reminders from
 * REMINDER_TIME on (once per booking and day by a primary key), and hourly housekeeping of dead
 * staff sessions, ended rate-limit windows and audit log entries past AUDIT_RETENTION_DAYS
 * (plain deletes: idempotent in any number of instances). Errors are logged, never thrown;
 * while the database is unreachable each job keeps its schedule and resumes by itself.
 */
export function startJobs(options: {
  config: AppConfig;
  db: Db;
  mail: MailTransport;
  log: JobLog;
  clock?: Clock;
}): Jobs {
  const { config, db, mail, log } = options;
  const clock = archiveClock(options.clock ?? systemClock, config.timeZone);
  const audit = createAuditService({ db, clock, config });
  let stopped = false;
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();

  function every(
    name: string,
    intervalMs: number,
    run: () => Promise<void>,
    runNow: boolean,
  ): void {
    // while the database is unreachable every run fails the same way: said once, as a
    // warning, and once more when a run succeeds again; the schedule never stops
    let paused = false;
    const tick = () => {
      if (stopped) return;
      const current = run()
        .then(() => {
          if (!paused) return;
          paused = false;
          log.info({ job: name }, 'background job resumed: the database answers again');
        })
        .catch((err: unknown) => {
          if (!isDatabaseUnavailable(err))
            return log.error({ err, job: name }, 'background job failed');
          if (paused) return;
          paused = true;
          log.warn(
            { job: name, fault: faultSummary(err) },
            'background job paused: the database is unreachable; it tries again on its schedule',
          );
        })
        .finally(() => {
          running.delete(current);
          if (stopped) return;
          const timer = setTimeout(() => {
            timers.delete(timer);
            tick();
          }, intervalMs);
          timer.unref();
          timers.add(timer);
        });
      running.add(current);
    };
    if (runNow) tick();
    else {
      const timer = setTimeout(() => {
        timers.delete(timer);
        tick();
      }, intervalMs);
      timer.unref();
      timers.add(timer);
    }
  }

  every(
    'outbox',
    OUTBOX_INTERVAL_MS,
    async () => {
      const { sent, failed } = await dispatchOutbox({ db, mail, clock, log });
      if (sent > 0 || failed > 0) log.info({ sent, failed }, 'outbox dispatched');
    },
    true,
  );
  every(
    'cart-cleanup',
    CART_CLEANUP_INTERVAL_MS,
    async () => {
      const deleted = await deleteAbandonedCarts(db, clock.now(), 500);
      if (deleted > 0) log.info({ deleted }, 'abandoned carts removed');
    },
    false,
  );
  every(
    'personal-data-erasure',
    ERASURE_CHECK_INTERVAL_MS,
    async () => {
      const result = await runErasureIfDue({ db, config, clock });
      if (result) log.info(result, 'personal data of past bookings erased');
    },
    true,
  );

  // seats of no-shows given back per room (`no_show_release_minutes`); one
  // idempotent statement, safe on any number of instances.
  every(
    'no-show-release',
    NO_SHOW_RELEASE_INTERVAL_MS,
    async () => {
      const released = await releaseNoShowSeats(db, clock.now(), config.timeZone);
      if (released.length > 0) log.info({ seats: released.length }, 'no-show seats released');
    },
    true,
  );

  // waiting list offers that ran out unused pass to the next in line; each
  // exactly once on any number of instances (cart, slot and entry locked, state re-read).
  every(
    'waiting-list-offers',
    WAITING_LIST_OFFER_INTERVAL_MS,
    async () => {
      const expired = await passOnRunOutOffers({ db, clock, config });
      if (expired > 0) log.info({ expired }, 'run-out waiting list offers passed on');
    },
    true,
  );

  // reminder mails the day before a visit, from REMINDER_TIME on; exactly once
  // per booking and day on any number of instances (visit_reminders primary key).
  every(
    'visit-reminders',
    REMINDER_CHECK_INTERVAL_MS,
    async () => {
      const run = await sendDueVisitReminders({ db, config, clock });
      if (run && (run.queued > 0 || run.deferred > 0)) log.info(run, 'visit reminders queued');
    },
    true,
  );

  every(
    'housekeeping',
    HOUSEKEEPING_INTERVAL_MS,
    async () => {
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
    },
    true,
  );

  return {
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...running]);
    },
  };
}
