import { inArchive } from '../../db/archives';
import { countPendingMails } from '../../mail/outbox-repository';
import type { AppWiring } from '../../http/types';
import type { Archive } from '../../archives';
import { countBookedFrom } from '../seat-core';

/** The gauges of one archive, read at scrape time. */
export interface ArchiveReading {
  /** the archive's slug: the `archive` label (`default` for the default archive) */
  slug: string;
  /** booked tickets dated the archive's today or later */
  bookedTickets: number;
  /** e-mails waiting in the archive's outbox (pending or being sent) */
  pendingMails: number;
}

/**
 * The gauges read from the database at scrape time, so they agree across instances: for
 * every archive of the installation (suspended ones too: their data is still there), by id,
 * each read inside the archive — row-level security shows a statement only that archive's
 * rows — with the archive's own "today" (the clock reads its time zone there). Two
 * counts per archive, one archive after the other.
 */
export function createMetricsReadings({
  db,
  archives,
  contexts,
}: Pick<AppWiring, 'db' | 'archives' | 'contexts'>) {
  async function knownArchives(): Promise<Archive[]> {
    const known = archives.snapshot().size > 0 ? archives.snapshot() : await archives.refresh();
    return [...known.values()].sort((a, b) => a.id - b.id);
  }

  return {
    async perArchive(): Promise<ArchiveReading[]> {
      const readings: ArchiveReading[] = [];
      // one after the other: one connection of the pool, however many archives
      for (const archive of await knownArchives()) {
        // each archive's today in its own time zone
        const { clock } = contexts.ofArchive(archive);
        readings.push(
          await inArchive(archive.id, async () => ({
            slug: archive.slug,
            bookedTickets: await countBookedFrom(db, clock.today()),
            pendingMails: await countPendingMails(db),
          })),
        );
      }
      return readings;
    },
  };
}
