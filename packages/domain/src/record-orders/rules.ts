/**
 * Rules of ordering records with a visit: the natural order of call numbers, the
 * order deadline, the pull time of a visit, and the unit limits.
 */
import { addWorkingDays, type IsoDate, type IsoTime } from '../dates';
import type { RoomRecordsSettings, SlotRecords } from './schema';

/**
 * A sort key for a call number such that comparing keys as plain strings (code units, or
 * `COLLATE "C"` in SQL) orders call numbers the way an archive does: "Rep. 2 Nr. 9" before
 * "Rep. 2 Nr. 10", case and accents ignored, runs of blanks as one. Each run of digits becomes
 * its length (two digits) and the digits without leading zeros, after a `0x01` marker that
 * sorts below every letter, so "A 2" < "A 10" < "A b".
 */
export function callNumberSortKey(callNumber: string): string {
  const folded = callNumber
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
  return folded.replace(/\d+/g, (digits) => {
    const plain = digits.replace(/^0+(?=\d)/, '');
    return `\u0001${String(plain.length).padStart(2, '0')}${plain}`;
  });
}

/** Compares call numbers in natural order (see `callNumberSortKey`); ties by the raw text. */
export function compareCallNumbers(a: string, b: string): number {
  const ka = callNumberSortKey(a);
  const kb = callNumberSortKey(b);
  if (ka !== kb) return ka < kb ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The pull time of a visit starting at `startTime`: the latest pull time at or before the
 * start, or the day's first pull time when the visit starts before all of them (the desk
 * then pulls at the first round and the visitor waits, or staff pull it by hand earlier).
 * `pullTimes` need not be sorted; at least one.
 */
export function pullTimeFor(startTime: IsoTime, pullTimes: readonly IsoTime[]): IsoTime {
  const sorted = [...pullTimes].sort();
  let chosen = sorted[0] ?? '00:00';
  for (const t of sorted) if (t <= startTime.slice(0, 5)) chosen = t;
  return chosen;
}

/**
 * The order deadline of a visit on `visitDate`: `deadlineTime` on the day `leadWorkingDays`
 * working days before it (weekends and `holidays` skipped; 0: the visit day itself).
 * `holidays` must hold the holidays from today up to the visit: a deadline computed across
 * an unknown earlier holiday lies before today either way.
 */
export function recordsDeadline(
  visitDate: IsoDate,
  settings: Pick<RoomRecordsSettings, 'leadWorkingDays' | 'deadlineTime'>,
  holidays: ReadonlySet<IsoDate>,
): { date: IsoDate; time: IsoTime } {
  return {
    date: addWorkingDays(visitDate, -settings.leadWorkingDays, holidays),
    time: settings.deadlineTime,
  };
}

/** True while `today nowTime` is before the deadline. */
export function isBeforeDeadline(
  deadline: { date: IsoDate; time: IsoTime },
  today: IsoDate,
  nowTime: IsoTime,
): boolean {
  return today < deadline.date || (today === deadline.date && nowTime.slice(0, 5) < deadline.time);
}

/** What the calendar says about ordering records for a slot on `visitDate` (see `slotRecordsSchema`). */
export function slotRecordsState(
  settings: RoomRecordsSettings,
  visitDate: IsoDate,
  clock: { today: IsoDate; nowTime: IsoTime },
  holidays: ReadonlySet<IsoDate>,
): SlotRecords {
  if (settings.ordering === 'OFF') {
    return {
      ordering: 'OFF',
      orderable: false,
      reason: 'OFF',
      deadlineDate: null,
      deadlineTime: null,
    };
  }
  const deadline = recordsDeadline(visitDate, settings, holidays);
  const orderable = isBeforeDeadline(deadline, clock.today, clock.nowTime);
  return {
    ordering: settings.ordering,
    orderable,
    reason: orderable ? null : 'DEADLINE_PASSED',
    deadlineDate: deadline.date,
    deadlineTime: deadline.time,
  };
}

/** Failures of an order for one visit, in the order they are checked. */
export type RecordsRuleFailure =
  | { code: 'records__required' }
  | { code: 'records__not_orderable' }
  | { code: 'records__deadline_passed'; deadline: { date: IsoDate; time: IsoTime } }
  | { code: 'records__max_per_visit_reached'; max: number }
  | { code: 'records__max_per_day_reached'; max: number };

const deadlineOf = (s: SlotRecords): { date: IsoDate; time: IsoTime } => ({
  date: s.deadlineDate ?? '',
  time: s.deadlineTime ?? '',
});

/**
 * Checks units to add to one visit: `existing` units of the visit (not cancelled),
 * `existingOfDay` units of the same person on that day in that room (not cancelled, this
 * visit's included), `adding` how many come now. A visit without units is fine unless the
 * room requires records (`requireUnits`: at booking; adding later is never "missing").
 */
export function checkUnitOrder(input: {
  settings: RoomRecordsSettings;
  slotRecords: SlotRecords;
  existing: number;
  existingOfDay: number;
  adding: number;
  requireUnits: boolean;
}): RecordsRuleFailure | null {
  const { settings, slotRecords, existing, existingOfDay, adding } = input;
  if (adding === 0) {
    if (!input.requireUnits || settings.ordering !== 'REQUIRED' || existing > 0) return null;
    // Records required but too late to order them: the slot cannot be booked at all.
    return slotRecords.orderable
      ? { code: 'records__required' }
      : { code: 'records__deadline_passed', deadline: deadlineOf(slotRecords) };
  }
  if (settings.ordering === 'OFF') return { code: 'records__not_orderable' };
  if (!slotRecords.orderable) {
    return { code: 'records__deadline_passed', deadline: deadlineOf(slotRecords) };
  }
  if (existing + adding > settings.maxUnitsPerVisit) {
    return { code: 'records__max_per_visit_reached', max: settings.maxUnitsPerVisit };
  }
  if (existingOfDay + adding > settings.maxUnitsPerDay) {
    return { code: 'records__max_per_day_reached', max: settings.maxUnitsPerDay };
  }
  return null;
}
