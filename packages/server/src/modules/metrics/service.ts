import { todayIn } from '@lesesaal/domain/dates';
import { countPendingMails } from '../../mail/outbox-repository';
import type { AppContext } from '../../http/types';
import { countBookedFrom } from '../cart';

/** The gauges read from the database at scrape time, so they agree across instances. */
export function createMetricsReadings({
  db,
  clock,
  config,
}: Pick<AppContext, 'db' | 'clock' | 'config'>) {
  return {
    /** Booked tickets dated today or later. */
    bookedTickets: () => countBookedFrom(db, todayIn(config.timeZone, clock.now())),
    /** E-mails waiting in the outbox (pending or being sent). */
    pendingMails: () => countPendingMails(db),
  };
}
