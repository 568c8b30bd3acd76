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

const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language.startsWith('en') ? 'en-GB' : 'de-AT', {
      timeZone: 'UTC',
      ...options,
    });
    cache.set(key, format);
  }
  return format;
}

const noon = (date: IsoDate) => new Date(`${date}T12:00:00Z`);

/** 'd. MMMM yyyy': „6. April 2026“ / “6 April 2026”. */
export function formatLongDate(date: IsoDate, language: string): string {
  return formatter(language, { day: 'numeric', month: 'long', year: 'numeric' }).format(noon(date));
}

/** With the weekday: „Montag, 6. April 2026“ / “Monday, 6 April 2026”. */
export function formatWeekdayDate(date: IsoDate, language: string): string {
  return formatter(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(noon(date));
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

const two = (n: number) => String(n).padStart(2, '0');

/**
 * When a pop-up appeared, in the browser's time (the reader's own clock, see
 * docs/decisions/i18n.md), as the product writes dates (dd.MM.yyyy) with a 24-hour time:
 * „06.04.2026, 14:03:05“ — in English too (no US format).
 */
export function formatDateTime(instant: Date): string {
  const date = `${two(instant.getDate())}.${two(instant.getMonth() + 1)}.${String(instant.getFullYear()).padStart(4, '0')}`;
  const time = `${two(instant.getHours())}:${two(instant.getMinutes())}:${two(instant.getSeconds())}`;
  return `${date}, ${time}`;
}
