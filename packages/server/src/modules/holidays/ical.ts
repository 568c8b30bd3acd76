import ICAL from 'ical.js';
import {
  addDays,
  compareDates,
  DATE_YEARS,
  diffDays,
  isoDate,
  type IsoDate,
} from '@lesesaal/domain/dates';
import { HOLIDAY_DESCRIPTION_MAX, HOLIDAY_NAME_MAX } from '@lesesaal/domain/limits';

/** One holiday read from a calendar file. */
export interface IcalHoliday {
  date: IsoDate;
  name: string;
  description: string | null;
}

/** Longest event taken day by day (a longer one is a mistake, not a holiday). */
const MAX_EVENT_DAYS = 31;
/** Most dates one file may yield. */
const MAX_DATES = 2000;
/** Yearly (or other) repeating events are expanded up to the end of this many years ahead. */
const RECURRENCE_YEARS_AHEAD = 2;
/**
 * Most occurrences the repeat rules of one file may produce, kept or not (about half a
 * second of ical.js work). Expansion starts shortly before the window, so a rule needs about
 * as many as it has dates in the window; only COUNT rules start at their DTSTART.
 */
export const MAX_RECURRENCE_STEPS = 20_000;
/** A holiday is a whole day: rules repeating within a day are refused, not collapsed. */
const SUB_DAILY = new Set(['SECONDLY', 'MINUTELY', 'HOURLY']);

/** What a calendar file gives: its holidays, or why it is refused. */
export type IcalRead =
  /** `steps`: occurrences the repeat rules produced (kept or not), at most MAX_RECURRENCE_STEPS */
  | { kind: 'holidays'; holidays: IcalHoliday[]; steps: number }
  /** not an iCalendar at all */
  | { kind: 'not_ical' }
  /**
   * a repeat rule holidays cannot use: more often than daily, more than
   * {@link MAX_RECURRENCE_STEPS} occurrences, or one ical.js cannot expand
   */
  | { kind: 'bad_rule' };

const dateOf = (time: ICAL.Time): IsoDate => isoDate(time.year, time.month, time.day);
/** Events outside the accepted years (DATE_YEARS, e.g. a DTSTART in year 50) are skipped. */
const inAcceptedYears = (time: ICAL.Time): boolean =>
  time.year >= DATE_YEARS.min && time.year <= DATE_YEARS.max;
const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/**
 * Where to start expanding a repeating event: its DTSTART moved forward by whole periods of
 * its rule (INTERVAL days, weeks, months or years) to just before `windowStart`, so a daily
 * rule from 1900 does not walk 130 years of days. Whole periods keep the rule's phase, so the
 * occurrences from there on are the ones the original DTSTART gives (the routes test compares
 * both). Not moved: several RRULEs, COUNT (it counts from DTSTART) and RDATE-only events —
 * those start at DTSTART and count against {@link MAX_RECURRENCE_STEPS}. A moved start is
 * before `windowStart`, so the expansion's first item (the start itself, which need not
 * match the rule) is never kept.
 */
function expansionStart(event: ICAL.Event, windowStart: IsoDate): ICAL.Time {
  const start = event.startDate;
  const rules = event.component.getAllProperties('rrule');
  if (rules.length !== 1) return start;
  const rule = rules[0]!.getFirstValue() as ICAL.Recur;
  if (rule.count) return start;
  const interval = Math.max(1, rule.interval || 1);
  if (rule.freq === 'DAILY' || rule.freq === 'WEEKLY') {
    const period = rule.freq === 'WEEKLY' ? 7 * interval : interval;
    const steps = Math.floor((diffDays(windowStart, dateOf(start)) - 1) / period);
    if (steps <= 0) return start;
    const moved = start.clone();
    moved.adjust(steps * period, 0, 0, 0);
    return moved;
  }
  if (rule.freq === 'MONTHLY' || rule.freq === 'YEARLY') {
    const period = rule.freq === 'YEARLY' ? 12 * interval : interval;
    const windowMonth = Number(windowStart.slice(0, 4)) * 12 + Number(windowStart.slice(5, 7)) - 1;
    const startMonth = start.year * 12 + start.month - 1;
    // whole periods ending in a month before the window's; fewer when the day does not exist
    // there (the 31st, February 29)
    for (let steps = Math.floor((windowMonth - startMonth - 1) / period); steps > 0; steps--) {
      const month = startMonth + steps * period;
      const year = Math.floor(month / 12);
      if (start.day > ICAL.Time.daysInMonth((month % 12) + 1, year)) continue;
      return ICAL.Time.fromData(
        {
          year,
          month: (month % 12) + 1,
          day: start.day,
          hour: start.hour,
          minute: start.minute,
          second: start.second,
          isDate: start.isDate,
        },
        start.zone,
      );
    }
  }
  return start;
}

/**
 * Reads the holidays of an iCalendar file (RFC 5545) with ical.js: every VEVENT gives one
 * holiday per day it covers (all-day events end the day before DTEND; timed events count
 * on their start day). Repeating events (a yearly "Neujahr") are expanded from January 1 of
 * `today`'s year to the end of the second year after it, starting shortly before that window
 * (never walking from an old DTSTART) and refused as a whole (`bad_rule`) when a rule repeats
 * within a day, needs more than {@link MAX_RECURRENCE_STEPS} steps or cannot be expanded.
 * Synchronous and CPU-bound: the server runs it in a worker thread (`ical-thread.ts`).
 */
export function readIcalHolidays(text: string, today: IsoDate): IcalRead {
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(text));
  } catch {
    return { kind: 'not_ical' };
  }
  if (root.name !== 'vcalendar') return { kind: 'not_ical' };
  const thisYear = Number(today.slice(0, 4));
  const windowStart = isoDate(thisYear, 1, 1);
  const windowEnd = isoDate(thisYear + RECURRENCE_YEARS_AHEAD, 12, 31);
  const out: IcalHoliday[] = [];

  const addSpan = (
    start: ICAL.Time,
    end: ICAL.Time | null,
    name: string,
    description: string | null,
  ) => {
    if (!inAcceptedYears(start) || (end && !inAcceptedYears(end))) return;
    const first = dateOf(start);
    // DTEND of an all-day event is exclusive; a timed event belongs to its start day.
    const last = start.isDate && end && end.isDate ? addDays(dateOf(end), -1) : first;
    let date = first;
    for (
      let i = 0;
      i < MAX_EVENT_DAYS && compareDates(date, last) <= 0 && out.length < MAX_DATES;
      i++
    ) {
      out.push({ date, name, description });
      date = addDays(date, 1);
    }
  };

  let steps = 0;
  for (const component of root.getAllSubcomponents('vevent')) {
    if (out.length >= MAX_DATES) break;
    let event: ICAL.Event;
    try {
      event = new ICAL.Event(component);
      if (!event.startDate) continue;
    } catch {
      continue;
    }
    const name = clip((event.summary ?? '').trim(), HOLIDAY_NAME_MAX);
    if (name === '') continue;
    const descriptionText = (event.description ?? '').trim();
    const description =
      descriptionText === '' ? null : clip(descriptionText, HOLIDAY_DESCRIPTION_MAX);
    if (!event.isRecurring()) {
      addSpan(event.startDate, event.endDate ?? null, name, description);
      continue;
    }
    try {
      const rules = component.getAllProperties('rrule').map((p) => p.getFirstValue());
      if (rules.some((rule) => SUB_DAILY.has((rule as ICAL.Recur).freq)))
        return { kind: 'bad_rule' };
      const iterator = event.iterator(expansionStart(event, windowStart));
      for (let next = iterator.next(); next && out.length < MAX_DATES; next = iterator.next()) {
        if (++steps > MAX_RECURRENCE_STEPS) return { kind: 'bad_rule' };
        const date = dateOf(next);
        if (compareDates(date, windowEnd) > 0) break;
        if (compareDates(date, windowStart) < 0) continue;
        const { startDate, endDate } = event.getOccurrenceDetails(next);
        addSpan(startDate, endDate, name, description);
      }
    } catch {
      // ical.js refuses some rules while expanding them (BYMONTHDAY in a WEEKLY rule, "rule
      // may be impossible to fulfill")
      return { kind: 'bad_rule' };
    }
  }
  return { kind: 'holidays', holidays: out, steps };
}
