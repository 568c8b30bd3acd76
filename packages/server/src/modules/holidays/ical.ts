import ICAL from 'ical.js';
import { addDays, compareDates, DATE_YEARS, isoDate, type IsoDate } from '@lesesaal/domain/dates';
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

const dateOf = (time: ICAL.Time): IsoDate => isoDate(time.year, time.month, time.day);
/** Events outside the accepted years (DATE_YEARS, e.g. a DTSTART in year 50) are skipped. */
const inAcceptedYears = (time: ICAL.Time): boolean =>
  time.year >= DATE_YEARS.min && time.year <= DATE_YEARS.max;
const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/**
 * Reads the holidays of an iCalendar file (RFC 5545) with ical.js: every VEVENT gives one
 * holiday per day it covers (all-day events end the day before DTEND; timed events count
 * on their start day). Repeating events (a yearly "Neujahr") are expanded from January 1 of
 * `today`'s year to the end of the second year after it. Null when the text is not an
 * iCalendar at all.
 */
export function readIcalHolidays(text: string, today: IsoDate): IcalHoliday[] | null {
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(text));
  } catch {
    return null;
  }
  if (root.name !== 'vcalendar') return null;
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

  for (const component of root.getAllSubcomponents('vevent')) {
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
    const iterator = event.iterator();
    for (let next = iterator.next(); next && out.length < MAX_DATES; next = iterator.next()) {
      const date = dateOf(next);
      if (compareDates(date, windowEnd) > 0) break;
      if (compareDates(date, windowStart) < 0) continue;
      const { startDate, endDate } = event.getOccurrenceDetails(next);
      addSpan(startDate, endDate, name, description);
    }
  }
  return out;
}
