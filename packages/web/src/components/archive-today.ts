import { BUSINESS_DEFAULTS } from '@lesesaal/domain/config';
import { todayIn } from '@lesesaal/domain/dates';

/** Today (`YYYY-MM-DD`) in the archive's time zone, whatever the browser's zone is. */
export function archiveToday(now = new Date()): string {
  return todayIn(BUSINESS_DEFAULTS.timeZone, now);
}
