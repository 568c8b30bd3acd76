import { isoDate } from '@lesesaal/domain/dates';

const cache = new Map<string, Intl.DateTimeFormat>();
function formatter(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'de-AT', {
      ...options,
      timeZone: 'UTC',
    });
    cache.set(key, f);
  }
  return f;
}

const noon = (date: string) => new Date(`${date}T12:00:00Z`);

/** 'd. MMMM yyyy' (spec §3): „6. April 2026“ / “6 April 2026”. */
export function formatLongDate(date: string, language: string): string {
  return formatter(language, { day: 'numeric', month: 'long', year: 'numeric' }).format(noon(date));
}

/** With the weekday, for screen-reader names of calendar days. */
export function formatFullDate(date: string, language: string): string {
  return formatter(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(noon(date));
}

export function formatMonth(year: number, month: number, language: string): string {
  // isoDate, not Date.UTC: year 50 stays year 50
  return formatter(language, { month: 'long', year: 'numeric' }).format(
    noon(isoDate(year, month, 15)),
  );
}

export { archiveToday } from '../../components/archive-today';
