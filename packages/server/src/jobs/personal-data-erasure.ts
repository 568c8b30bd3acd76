import { DEFAULT_RETENTION_YEARS } from '@lesesaal/domain/applications/settings';
import type { Db } from '../db/client';
import type { ArchiveClock, WallClock } from '../http/types';
import { eraseExpiredMailBodies } from '../mail/outbox-repository';
import { erasePersonalDataBefore, findLastRunDate, recordRun, tryJobLock } from './repository';
import { deleteVisitRemindersBefore } from './visit-reminder-repository';
import { eraseWaitingListBefore } from '../modules/waiting-list';
import { countBeforeErasure } from '../modules/reports';
import { eraseUnitsBefore } from '../modules/record-orders';
import { eraseEndedApplications } from '../modules/applications';
import { eraseOpeningKeysBefore } from '../modules/opening';
import { eraseGroupsBefore } from '../modules/group-visits';
import { keyTicketsBeforeErasure } from '../modules/readers';
import { transaction } from '../db/transaction';

export const ERASURE_JOB = 'erase-personal-data';
/** Arbitrary constant naming the erasure job's advisory lock. */
const ERASURE_LOCK_KEY = 7_316_101;

/**
 * Erases the personal data of tickets (and their mail bodies) whose booked day is over:
 * the day after the slot's date, the reminder records of past visit days
 * (they link a booking to a day), and the waiting list's e-mail addresses and client-address
 * hashes of those days, and the records ordered for those days lose their link
 * to the booking, title and note, and the places of fair openings of those days lose the
 * address's and the bot-check solution's hashes (modules/opening). Idempotent. What the statistics need of the erased
 * columns (accessible seats) is counted per day and room first, in the same transaction.
 * `at`: one reading of the archive's clock (its instant and local date).
 */
export async function eraseExpiredPersonalData(
  db: Db,
  at: Pick<WallClock, 'now' | 'today'>,
): Promise<{
  tickets: number;
  units: number;
  mails: number;
  reminders: number;
  waitingList: number;
  openingPlaces: number;
}> {
  const { now, today } = at;
  return {
    tickets: await transaction(db, async (tx) => {
      // every booking keeps its person's pseudonymous key (reader statistics) before its
      // address goes: those booked before keys were stored get theirs now
      await keyTicketsBeforeErasure(tx, today);
      await countBeforeErasure(tx, today);
      // the group requests of those days lose the organiser's data (their seats are tickets)
      await eraseGroupsBefore(tx, today, now);
      return erasePersonalDataBefore(tx, today, now);
    }),
    units: await eraseUnitsBefore(db, today, now),
    mails: await eraseExpiredMailBodies(db, today),
    reminders: await deleteVisitRemindersBefore(db, today),
    waitingList: await eraseWaitingListBefore(db, today, now),
    openingPlaces: await eraseOpeningKeysBefore(db, today),
  };
}

/**
 * The nightly run: once per wall-clock day, on the first check after midnight — and at
 * start when a run was missed (the `job_runs` row is older than today). An advisory lock
 * lets exactly one of many instances run it; the others skip. Returns null when skipped.
 */
export async function runErasureIfDue(options: {
  db: Db;
  clock: ArchiveClock;
  archiveId: number;
  /** the archive's `applicationRetentionYears` (user applications; absent: the default) */
  config?: { applications: { retentionYears: number } };
}): Promise<{
  tickets: number;
  units: number;
  mails: number;
  reminders: number;
  waitingList: number;
  openingPlaces: number;
  applications: number;
} | null> {
  const { db, clock } = options;
  return transaction(db, async (tx) => {
    if (!(await tryJobLock(tx, options.archiveId, ERASURE_LOCK_KEY))) return null;
    const at = clock.wallClock();
    const { now, today } = at;
    const last = await findLastRunDate(tx, ERASURE_JOB);
    if (last !== null && last >= today) return null;
    const result = await eraseExpiredPersonalData(tx, at);
    // user applications whose retention ended (years after their validity or refusal)
    const applications = await eraseEndedApplications(
      tx,
      at,
      options.config?.applications.retentionYears ?? DEFAULT_RETENTION_YEARS,
    );
    await recordRun(tx, ERASURE_JOB, now, today);
    return { ...result, applications };
  });
}
