import { addDays } from '@lesesaal/domain/dates';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import type { ArchiveClock } from '../http/types';
import { enqueueVisitReminder } from '../mail/booking-mails';
import {
  listOwnersToRemind,
  listTicketsToRemind,
  recordVisitReminder,
} from './visit-reminder-repository';
import { transaction } from '../db/transaction';

/** Bookings read per statement; the run goes on until all are done. */
const BATCH = 100;

/** Thrown inside a booking's transaction to roll it back when the address's mail limit is used up. */
class MailLimitReached extends Error {}

export interface VisitReminderRun {
  /** the visit day the reminders are for (tomorrow) */
  visitDate: string;
  queued: number;
  /** left for a later run today: the address had used up MAIL_LIMIT_PER_RECIPIENT this hour */
  deferred: number;
}

/**
 * Queues the reminder mail of every booking with a visit tomorrow, from
 * REMINDER_TIME (wall clock in TIME_ZONE) on until midnight; null before that hour or when
 * reminders are off. Each booking in its own short transaction: the `visit_reminders` row
 * (ON CONFLICT DO NOTHING) and the mail commit together, so any number of instances running
 * this at once queue exactly one reminder per booking and day. A booking made after the
 * reminder hour for the next day gets none. Safe to run as often as wanted.
 */
export async function sendDueVisitReminders(options: {
  db: Db;
  config: AppConfig;
  clock: ArchiveClock;
}): Promise<VisitReminderRun | null> {
  const { db, config, clock } = options;
  if (config.reminderTime === null) return null;
  const { now, today } = clock.wallClock();
  const reminderHour = clock.instantAt(today, config.reminderTime);
  if (now < reminderHour) return null;
  const visitDate = addDays(today, 1);

  const run: VisitReminderRun = { visitDate, queued: 0, deferred: 0 };
  let after = '';
  for (;;) {
    const owners = await listOwnersToRemind(db, visitDate, reminderHour, after, BATCH);
    for (const ownerId of owners) {
      const outcome = await remindBooking(db, config, ownerId, visitDate, reminderHour, now);
      if (outcome === 'queued') run.queued++;
      if (outcome === 'limited') run.deferred++;
    }
    if (owners.length < BATCH) return run;
    after = owners[owners.length - 1]!;
  }
}

async function remindBooking(
  db: Db,
  config: AppConfig,
  ownerId: string,
  visitDate: string,
  reminderHour: Date,
  now: Date,
): Promise<'queued' | 'limited' | 'taken' | 'no-address'> {
  try {
    return await transaction(db, async (tx) => {
      // first the row that makes it "once": another instance's insert waits here
      if (!(await recordVisitReminder(tx, ownerId, visitDate, now))) return 'taken';
      const tickets = await listTicketsToRemind(tx, ownerId, visitDate, reminderHour);
      const outcome = await enqueueVisitReminder(tx, config, tickets, now);
      // the address's hourly mail limit is used up: undo the row, a later run tries again
      if (outcome === 'limited') throw new MailLimitReached();
      return outcome;
    });
  } catch (err) {
    if (err instanceof MailLimitReached) return 'limited';
    throw err;
  }
}
