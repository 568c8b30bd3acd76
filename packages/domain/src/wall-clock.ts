/**
 * The wall clock of a time zone at an instant, read once through `Intl`. Its own module, apart
 * from dates.ts, so that the web's first screen (the pop-ups' times) can use it without
 * carrying the date arithmetic into its first download.
 */

// Building an Intl formatter is costly; one per zone is kept (a cache, not state).
const formatters = new Map<string, Intl.DateTimeFormat>();
const lastParts = new Map<
  string,
  {
    second: number;
    parts: Readonly<Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>>;
  }
>();

/**
 * Wall-clock fields of an instant in a time zone (24-hour clock), numbers. The one reading of
 * `Intl` for a zone: dates.ts (`todayIn`, `nowTimeIn`, `wallClockToUtc`) and the web's
 * formatted times of day use it.
 */
export function wallClockParts(timeZone: string, instant: Date) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  // formatToParts is slow and called several times per request with the same instant:
  // the last second's answer per time zone is kept (the fields change only per second)
  const second = Math.floor(instant.getTime() / 1000);
  const cached = lastParts.get(timeZone);
  if (cached && cached.second === second) return cached.parts;
  const parts = formatter.formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((p) => p.type === type)?.value);
  const fields = {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
  lastParts.set(timeZone, { second, parts: fields });
  return fields;
}
