/**
 * Locale-aware date texts for screens (spec §3: dd.MM.yyyy or 'd. MMMM yyyy'). Dates are
 * wire dates (`YYYY-MM-DD`) formatted at UTC noon, so no host time zone shifts a day.
 */
import { isoDate } from '@lesesaal/domain/dates';

const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language.startsWith('en') ? 'en-GB' : 'de-AT', {
      ...options,
      timeZone: 'UTC',
    });
    cache.set(key, format);
  }
  return format;
}

const noon = (date: string) => new Date(`${date}T12:00:00Z`);

/** „Montag, 6. April 2026“ / “Monday 6 April 2026”. */
export function formatWeekdayDate(date: string, language: string): string {
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

const two = (n: number) => String(n).padStart(2, '0');

/**
 * An instant in the browser's time, as the spec writes dates (dd.MM.yyyy) with a 24-hour
 * time: „06.04.2026, 14:03:05“ — in English too (spec §3 names no US format; pop-ups).
 */
export function formatDateTime(instant: Date): string {
  const date = `${two(instant.getDate())}.${two(instant.getMonth() + 1)}.${String(instant.getFullYear()).padStart(4, '0')}`;
  const time = `${two(instant.getHours())}:${two(instant.getMinutes())}:${two(instant.getSeconds())}`;
  return `${date}, ${time}`;
}
