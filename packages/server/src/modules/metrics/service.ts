import { countPendingMails } from '../../mail/outbox-repository';
import type { AppContext } from '../../http/types';
import { countBookedFrom } from '../cart';

/** The gauges read from the database at scrape time, so they agree across instances. */
export function createMetricsReadings({ db, clock }: Pick<AppContext, 'db' | 'clock'>) {
  return {
    /** Booked tickets dated today or later. */
    bookedTickets: () => countBookedFrom(db, clock.today()),
    /** E-mails waiting in the outbox (pending or being sent). */
    pendingMails: () => countPendingMails(db),
  };
}
