/**
 * The part of format-date.ts that the visitor's first screen uses (the room list's dates, the
 * pop-ups' times) and the formatter cache it shares with the other formats; kept apart so the
 * first download does not carry the calendar's formats and the date arithmetic behind them.
 * Screens import all formats from format-date.ts.
 */
import type { IsoDate } from '@lesesaal/domain/dates';
import { wallClockParts } from '@lesesaal/domain/wall-clock';

// one Intl formatter per language and options (building one is costly)
const cache = new Map<string, Intl.DateTimeFormat>();

export function formatter(
  language: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
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

/** A wire date at UTC noon: formatted in UTC, no zone shifts the day. */
export const noon = (date: IsoDate) => new Date(`${date}T12:00:00Z`);

/** With the weekday: „Montag, 6. April 2026“ / “Monday, 6 April 2026”. */
export function formatWeekdayDate(date: IsoDate, language: string): string {
  return formatter(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(noon(date));
}

/**
 * When a pop-up appeared, on the archive's wall clock (`timeZone`, the config's TIME_ZONE —
 * the same clock as every date and time on the screens, whatever zone the browser is in; see
 * docs/decisions/i18n.md), as the product writes dates (dd.MM.yyyy) with a 24-hour time:
 * „06.04.2026, 14:03:05“ — in English too (no US format).
 */
export function formatDateTime(instant: Date, timeZone: string): string {
  const p = wallClockParts(timeZone, instant);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(p.day)}.${two(p.month)}.${String(p.year).padStart(4, '0')}, ${two(p.hour)}:${two(p.minute)}:${two(p.second)}`;
}
