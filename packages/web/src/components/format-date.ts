/**
 * The web app's one date formatter (dd.MM.yyyy or 'd. MMMM yyyy'). German is
 * written as in Austria (de-AT), English as in Britain (en-GB: day before month). The short
 * form dd.MM.yyyy is the domain's `formatDisplayDate`, which the server's mails share.
 *
 * Wire dates (`YYYY-MM-DD`) are calendar dates, not instants: they are formatted at UTC
 * noon in UTC, so no zone — the browser's or the archive's — shifts a day. Instants (an
 * audit entry, an account's creation) are shown on the archive's wall clock (`timeZone`
 * from the client config), like the slot times beside them.
 */
import { isoDate, type IsoDate } from '@lesesaal/domain/dates';
import { formatter, noon } from './date-formatter';

export { formatDateTime, formatWeekdayDate } from './date-formatter';

/** 'd. MMMM yyyy': „6. April 2026“ / “6 April 2026”. */
export function formatLongDate(date: IsoDate, language: string): string {
  return formatter(language, { day: 'numeric', month: 'long', year: 'numeric' }).format(noon(date));
}

/** „April 2026“ / “April 2026”. */
export function formatMonthYear(year: number, month: number, language: string): string {
  // isoDate, not Date.UTC: year 50 stays year 50
  return formatter(language, { month: 'long', year: 'numeric' }).format(
    noon(isoDate(year, month, 15)),
  );
}

/** Short weekday names Monday first: „Mo“ / “Mon”, with the long name for screen readers. */
export function weekdayNames(language: string): Array<{ short: string; long: string }> {
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, i) => {
    const day = noon(`2024-01-0${i + 1}`);
    return {
      short: formatter(language, { weekday: 'short' }).format(day),
      long: formatter(language, { weekday: 'long' }).format(day),
    };
  });
}

/**
 * An instant on the archive's wall clock: the date („06.04.2026“ / “6 Apr 2026”, `dateStyle:
 * medium`) and, with `withTime`, the 24-hour time with seconds.
 */
export function formatInstant(
  instant: Date | string,
  language: string,
  timeZone: string,
  withTime = true,
): string {
  return formatter(language, {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'medium' } : {}),
    timeZone,
  }).format(typeof instant === 'string' ? new Date(instant) : instant);
}
