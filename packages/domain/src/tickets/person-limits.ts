/**
 * Limits per person across bookings: at most N booked visits per person (e-mail,
 * any case) per week (Monday to Sunday) and per calendar month, counted per room or across
 * all rooms. Off (null) by default; set by the server's configuration.
 */
import { addDays, monthOf, monthRange, weekdayOf, WEEKDAYS, type IsoDate } from '../dates';

/** How visits are counted: in the visit's room only, or in all rooms together. */
export const PERSON_LIMIT_SCOPES = ['ROOM', 'ALL'] as const;

/** A person-limit scope. */
export type PersonLimitScope = (typeof PERSON_LIMIT_SCOPES)[number];

/** The configured limits; null: no limit. */
export interface PersonLimits {
  maxVisitsPerWeek: number | null;
  maxVisitsPerMonth: number | null;
  scope: PersonLimitScope;
}

/** A visit as the limit counts it. */
export interface PersonVisit {
  date: IsoDate;
  roomId: number;
}

/** The Monday of the week `date` lies in (weeks run Monday to Sunday). */
export function weekStart(date: IsoDate): IsoDate {
  return addDays(date, -WEEKDAYS.indexOf(weekdayOf(date)));
}

/** The first and last day of the week and of the month of `date`. */
export function personLimitPeriods(date: IsoDate): {
  week: { from: IsoDate; until: IsoDate };
  month: { from: IsoDate; until: IsoDate };
} {
  const monday = weekStart(date);
  return { week: { from: monday, until: addDays(monday, 6) }, month: monthRange(monthOf(date)) };
}

/** The failure of a person limit: which period, its maximum and the period's first day. */
export interface PersonLimitFailure {
  period: 'week' | 'month';
  max: number;
  from: IsoDate;
}

/**
 * Checks `adding` new visits against the person's `booked` ones (not cancelled; the caller
 * reads those that may share a week or month with a new one). Every new visit's week and
 * month must hold at most the maximum, the new visits included. Null: within the limits.
 */
export function checkPersonLimits(
  adding: readonly PersonVisit[],
  booked: readonly PersonVisit[],
  limits: PersonLimits,
): PersonLimitFailure | null {
  const all = [...booked, ...adding];
  const checks: Array<['week' | 'month', number | null]> = [
    ['week', limits.maxVisitsPerWeek],
    ['month', limits.maxVisitsPerMonth],
  ];
  for (const [period, max] of checks) {
    if (max === null) continue;
    for (const visit of adding) {
      const { from, until } = personLimitPeriods(visit.date)[period];
      const count = all.filter(
        (v) =>
          v.date >= from &&
          v.date <= until &&
          (limits.scope === 'ALL' || v.roomId === visit.roomId),
      ).length;
      if (count > max) return { period, max, from };
    }
  }
  return null;
}
