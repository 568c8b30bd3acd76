import { isoDate } from '@lesesaal/domain/dates';
import type { DayRelease } from '@lesesaal/domain/time-slots/rules';
import { wallClockParts } from '@lesesaal/domain/wall-clock';
import { releaseParts } from './release-text';

/**
 * An instant of a fair opening (its release, a place's turn) on the archive's wall clock, as
 * the calendar writes a release: „Mo., 1. Dezember“ and „9:05“.
 */
export function instantParts(
  instant: string | Date,
  timeZone: string,
  language: string,
): { date: string; time: string } {
  const p = wallClockParts(timeZone, typeof instant === 'string' ? new Date(instant) : instant);
  const two = (n: number) => String(n).padStart(2, '0');
  const release: DayRelease = {
    date: isoDate(p.year, p.month, p.day),
    time: `${two(p.hour)}:${two(p.minute)}`,
  };
  return releaseParts(release, language);
}

/** Whole minutes from `now` until `instant`, rounded up (0 when it has come). */
export function minutesUntil(instant: string, now: Date): number {
  return Math.max(0, Math.ceil((new Date(instant).getTime() - now.getTime()) / 60_000));
}
