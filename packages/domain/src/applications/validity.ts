/**
 * How long an approved user application is valid, in the archive's calendar: from the day of
 * the approval (the archive's date at the approval's instant) up to and including
 * `validUntil` — 31 December of the approval's year (`calendar-year`), or the approval's day
 * plus N months (`{ months: N }`, the day clamped to the month's end: 31 Jan + 1 → 28/29 Feb).
 */
import { addMonths, todayIn, type IsoDate } from '../dates';
import type { ApplicationValidity } from './settings';

export interface ValidityPeriod {
  validFrom: IsoDate;
  /** the last day the application is valid (inclusive) */
  validUntil: IsoDate;
}

/** The period an application approved at `approvedAt` is valid for, in `timeZone`. */
export function validityOf(
  validity: ApplicationValidity,
  approvedAt: Date,
  timeZone: string,
): ValidityPeriod {
  const validFrom = todayIn(timeZone, approvedAt);
  return { validFrom, validUntil: periodEnd(validity, validFrom) };
}

/** The last valid day of a period starting on `from`. */
function periodEnd(validity: ApplicationValidity, from: IsoDate): IsoDate {
  if (validity === 'calendar-year') return `${from.slice(0, 4)}-12-31`;
  return addMonths(from, validity.months);
}

/**
 * The end after an extension by one period: the next calendar year's 31 December, or N months
 * after the current end. An application whose validity had ended is extended from `today`
 * instead (a period from the day it is extended), so an extension never ends in the past.
 */
export function extendedUntil(
  validity: ApplicationValidity,
  validUntil: IsoDate,
  today: IsoDate,
): IsoDate {
  if (validUntil < today) return periodEnd(validity, today);
  if (validity === 'calendar-year') return `${Number(validUntil.slice(0, 4)) + 1}-12-31`;
  return addMonths(validUntil, validity.months);
}

/** The states on the wire: `expired` is an approved application whose validity has ended. */
export const APPLICATION_STATES = ['submitted', 'approved', 'refused', 'expired'] as const;
export type ApplicationState = (typeof APPLICATION_STATES)[number];

/** The states stored (`expired` is read from `validUntil`, never stored). */
export type StoredApplicationState = Exclude<ApplicationState, 'expired'>;

/** The state an application shows on `today` (the archive's date). */
export function applicationStateOn(
  stored: StoredApplicationState,
  validUntil: IsoDate | null,
  today: IsoDate,
): ApplicationState {
  return stored === 'approved' && validUntil !== null && validUntil < today ? 'expired' : stored;
}

/** True when an approved application covers a visit on `date`. */
export function coversDay(
  application: {
    state: StoredApplicationState;
    validFrom: IsoDate | null;
    validUntil: IsoDate | null;
  },
  date: IsoDate,
): boolean {
  return (
    application.state === 'approved' &&
    application.validFrom !== null &&
    application.validUntil !== null &&
    application.validFrom <= date &&
    date <= application.validUntil
  );
}
