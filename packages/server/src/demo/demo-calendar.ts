import { addDays, datesInRange, isoDate, isWorkingDay, type IsoDate } from '@lesesaal/domain/dates';

/** How far ahead the demo has slots: eight weeks from the archive's today. */
export const DEMO_WEEKS = 8;

/** The last day with demo slots, counted from `today`. */
export const demoUntil = (today: IsoDate): IsoDate => addDays(today, DEMO_WEEKS * 7);

/** A day the demo closes the reading rooms on (created as a holiday through the service). */
export interface DemoHoliday {
  name: string;
  description: string | null;
  date: IsoDate;
}

/** The demo's own closing day: from this many days after today on, within two weeks. */
const CLOSING_DAY_FROM = 4;
const CLOSING_DAY_UNTIL = 13;

/** Easter Sunday of `year` (Gregorian calendar; the anonymous algorithm, "Meeus/Jones/Butcher"). */
export function easterSunday(year: number): IsoDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDate(year, month, day);
}

/**
 * Austria's public holidays of `year`, and the two days archives there close as well
 * (Christmas Eve and New Year's Eve): what an Austrian archive imports as its closing days.
 */
export function austrianClosingDays(year: number): DemoHoliday[] {
  const easter = easterSunday(year);
  const day = (name: string, date: IsoDate): DemoHoliday => ({ name, description: null, date });
  return [
    day('Neujahr', isoDate(year, 1, 1)),
    day('Heilige Drei Könige', isoDate(year, 1, 6)),
    day('Ostermontag', addDays(easter, 1)),
    day('Staatsfeiertag', isoDate(year, 5, 1)),
    day('Christi Himmelfahrt', addDays(easter, 39)),
    day('Pfingstmontag', addDays(easter, 50)),
    day('Fronleichnam', addDays(easter, 60)),
    day('Mariä Himmelfahrt', isoDate(year, 8, 15)),
    day('Nationalfeiertag', isoDate(year, 10, 26)),
    day('Allerheiligen', isoDate(year, 11, 1)),
    day('Mariä Empfängnis', isoDate(year, 12, 8)),
    day('Heiliger Abend (Archiv geschlossen)', isoDate(year, 12, 24)),
    day('Christtag', isoDate(year, 12, 25)),
    day('Stefanitag', isoDate(year, 12, 26)),
    day('Silvester (Archiv geschlossen)', isoDate(year, 12, 31)),
  ];
}

/**
 * The closing days the demo creates, seen from `today` (the archive's date): the public
 * holidays from today to the end of the slot window, and one closing day of the archive's
 * own on the first working day from four days ahead — within the next two weeks, so staff
 * and visitors see a gap in the calendar whatever the day the demo starts. Sorted by date,
 * one per date. Dates only, so the same on every day of the year, across month and year ends.
 */
export function demoHolidays(today: IsoDate): DemoHoliday[] {
  const until = demoUntil(today);
  const firstYear = Number(today.slice(0, 4));
  const lastYear = Number(until.slice(0, 4));
  // one per date: in some years Ascension falls on 1 May (2008, for one)
  const byDate = new Map<IsoDate, DemoHoliday>();
  for (let year = firstYear; year <= lastYear; year++)
    for (const h of austrianClosingDays(year)) {
      if (h.date < today || h.date > until) continue;
      const same = byDate.get(h.date);
      byDate.set(h.date, same ? { ...same, name: `${same.name} / ${h.name}` } : h);
    }
  const publicDays = [...byDate.values()];
  const taken = new Set(byDate.keys());
  const closing = datesInRange(
    addDays(today, CLOSING_DAY_FROM),
    addDays(today, CLOSING_DAY_UNTIL),
  ).find((date) => isWorkingDay(date, taken));
  // ten days hold at least six weekdays and, even over Christmas, a free one (demo-calendar.test.ts
  // checks every day of decades)
  if (closing === undefined)
    throw new Error(`demo: no working day for the closing day near ${today}`);
  const own: DemoHoliday = {
    name: 'Schließtag: Revision im Magazin',
    description:
      'Die Lesesäle bleiben geschlossen; Bestellungen werden ab dem nächsten Öffnungstag bearbeitet.',
    date: closing,
  };
  return [...publicDays, own].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
