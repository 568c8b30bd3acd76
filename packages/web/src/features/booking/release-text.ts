import type { DayRelease } from '@lesesaal/domain/time-slots/rules';
import { formatter, noon } from '../../components/date-formatter';

/**
 * When a day opens, as the calendar says it: the date with the short weekday and without the
 * year, and the time without a leading zero — „Mo., 1. Dezember“ and „9:00“ (the booking
 * texts add „buchbar ab …, … Uhr“ / “bookable from …, …”).
 */
export function releaseParts(
  release: DayRelease,
  language: string,
): { date: string; time: string } {
  const parts = formatter(language, { weekday: 'short', day: 'numeric', month: 'long' })
    .formatToParts(noon(release.date))
    .filter((p) => p.type !== 'literal');
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  const weekday = part('weekday');
  const date = language.startsWith('en')
    ? `${weekday}, ${part('day')} ${part('month')}`
    : `${weekday}${weekday.endsWith('.') ? '' : '.'}, ${part('day')}. ${part('month')}`;
  const [hour, minute] = release.time.split(':');
  return { date, time: `${Number(hour)}:${minute}` };
}
