import { BUSINESS_DEFAULTS } from '@lesesaal/domain/config';
import { formatDisplayDate, todayIn } from '@lesesaal/domain/dates';

/** dd.MM.yyyy (spec §3). */
export const displayDate = formatDisplayDate;

export function archiveToday(): string {
  return todayIn(BUSINESS_DEFAULTS.timeZone, new Date());
}
