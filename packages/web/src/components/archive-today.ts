import { todayIn, type IsoDate } from '@lesesaal/domain/dates';
import { useConfig } from '../config';

/**
 * Today (`YYYY-MM-DD`) in the archive's time zone (`TIME_ZONE`, handed over as
 * `data-time-zone`), whatever the browser's zone is: a visitor in New York booking a room in
 * Vienna sees Vienna's today, and an archive in New York sees New York's.
 */
export function archiveToday(timeZone: string, now = new Date()): IsoDate {
  return todayIn(timeZone, now);
}

/** The archive's today for a screen, read in the configured time zone. */
export function useArchiveToday(): IsoDate {
  return archiveToday(useConfig().timeZone);
}
