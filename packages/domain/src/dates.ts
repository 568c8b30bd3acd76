/**
 * Calendar dates and wall-clock times as the wire carries them:
 * dates `YYYY-MM-DD`, times `HH:MM`, both without offset, meant in the configured time
 * zone. Arithmetic runs on UTC midnights, so no host time zone or DST ever leaks in.
 * The only zone-aware functions take the zone and the instant as parameters.
 */
import { wallClockParts } from './wall-clock';
import { keptAnswers } from './kept-answers';

/** A calendar date `YYYY-MM-DD` (validated by {@link isValidIsoDate}). */
export type IsoDate = string;

/** A wall-clock time `HH:MM`, 00:00–23:59 (validated by {@link parseTime}). */
export type IsoTime = string;

/** Days of the week as the wire names them, Monday first. */
export const WEEKDAYS = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
] as const;

/** A day of the week, MONDAY..SUNDAY. */
export type Weekday = (typeof WEEKDAYS)[number];

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/**
 * Years a wire date may have: 1900 to 9999 (docs/decisions/api-contract.md). Slots,
 * holidays, carts and reports lie near the present; the lower bound keeps every accepted
 * date clear of `Date.UTC`'s two-digit-year trap (0–99 → 1900–1999) and of typos such as
 * `0025-01-01`; the upper bound is the four-digit shape (a blacklist entry "until
 * 31.12.9999" is a real use).
 */
export const DATE_YEARS = { min: 1900, max: 9999 } as const;
/** The first and the last date {@link parseIsoDate} accepts. */
export const FIRST_ISO_DATE: IsoDate = `${DATE_YEARS.min}-01-01`;
export const LAST_ISO_DATE: IsoDate = `${DATE_YEARS.max}-12-31`;

const isLeapYear = (y: number): boolean => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/** Days of a month (1–12) in the proleptic Gregorian calendar. */
const daysInMonth = (y: number, m: number): number =>
  m === 2 ? (isLeapYear(y) ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31;

/** Year, month and day of a `YYYY-MM-DD` that names a real day of years 0000–9999. */
function parseCalendarDate(value: unknown): { year: number; month: number; day: number } | null {
  if (typeof value !== 'string') return null;
  const m = ISO_DATE.exec(value);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/**
 * The one parser of wire dates: year, month and day of a canonical `YYYY-MM-DD` (exactly
 * four, two and two ASCII digits) that names a real day of the years {@link DATE_YEARS};
 * null for anything else (2025-02-30, 2025-13-01, 0050-06-15, 2025-1-5, ' 2025-01-05',
 * 2025-01-05T00:00). Every schema that takes a date goes through it (`isoDateField`).
 */
export function parseIsoDate(value: unknown): { year: number; month: number; day: number } | null {
  const date = parseCalendarDate(value);
  return date && date.year >= DATE_YEARS.min && date.year <= DATE_YEARS.max ? date : null;
}

/** True for a date {@link parseIsoDate} accepts (rejects 2023-02-29, 2024-13-01, 0050-01-01). */
export function isValidIsoDate(value: unknown): value is IsoDate {
  return parseIsoDate(value) !== null;
}

/*
 * Day arithmetic is plain integer arithmetic on days since 1970-01-01 (H. Hinnant's
 * days-from-civil), never `Date.UTC`, which maps the years 0–99 to 1900–1999. It is exact
 * for every date with a four-digit year (0000–9999); a result outside them throws.
 */
function epochDayOf(y: number, m: number, d: number): number {
  const year = m <= 2 ? y - 1 : y;
  const era = Math.floor(year / 400);
  const yoe = year - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

function toEpochDay(date: IsoDate): number {
  const p = parseCalendarDate(date);
  if (!p) throw new RangeError(`not an ISO date: ${date}`);
  return epochDayOf(p.year, p.month, p.day);
}

function fromEpochDay(day: number): IsoDate {
  const z = day + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  if (!Number.isInteger(y) || y < 0 || y > 9999)
    throw new RangeError(`date out of range: day ${day}`);
  return `${pad(y, 4)}-${pad(m)}-${pad(d)}`;
}

/**
 * `YYYY-MM-DD` from year, month (1–12) and day; month and day roll over like `Date.UTC`
 * (month 13 is January of the next year, day 0 the last day of the month before) — but
 * year 50 is year 50. Throws when the result has no four-digit year.
 */
export function isoDate(year: number, month: number, day: number): IsoDate {
  const y = year + Math.floor((month - 1) / 12);
  const m = ((((month - 1) % 12) + 12) % 12) + 1;
  return fromEpochDay(epochDayOf(y, m, 1) + day - 1);
}

/** The date `n` calendar days after `date` (negative `n` goes back). */
export function addDays(date: IsoDate, n: number): IsoDate {
  return fromEpochDay(toEpochDay(date) + n);
}

/** Shifts by whole months; the day is clamped to the target month (31 Jan + 1 → 28/29 Feb). */
export function addMonths(date: IsoDate, n: number): IsoDate {
  toEpochDay(date);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const months = y * 12 + (m - 1) + n;
  const year = Math.floor(months / 12);
  const month = months - year * 12 + 1;
  return isoDate(year, month, Math.min(d, daysInMonth(year, month)));
}

/** Shifts by whole years; 29 Feb becomes 28 Feb in a common year. */
export function addYears(date: IsoDate, n: number): IsoDate {
  return addMonths(date, 12 * n);
}

/** Calendar days from `earlier` to `later` (`later - earlier`; negative when reversed). */
export function diffDays(later: IsoDate, earlier: IsoDate): number {
  return toEpochDay(later) - toEpochDay(earlier);
}

/** -1, 0 or 1 (ISO dates sort as strings; this also validates both). */
export function compareDates(a: IsoDate, b: IsoDate): -1 | 0 | 1 {
  return Math.sign(diffDays(a, b)) as -1 | 0 | 1;
}

/** The weekday of a date. */
export function weekdayOf(date: IsoDate): Weekday {
  // 1970-01-01 was a Thursday (index 3 with Monday = 0).
  return WEEKDAYS[(((toEpochDay(date) + 3) % 7) + 7) % 7] as Weekday;
}

/** Every date from `from` to `until`, both inclusive; empty when `until` is before `from`. */
export function datesInRange(from: IsoDate, until: IsoDate): IsoDate[] {
  const start = toEpochDay(from);
  const end = toEpochDay(until);
  const out: IsoDate[] = [];
  for (let d = start; d <= end; d++) out.push(fromEpochDay(d));
  return out;
}

/** Monday to Friday and not in `holidays` (a set of ISO dates). */
export function isWorkingDay(date: IsoDate, holidays: ReadonlySet<IsoDate>): boolean {
  const wd = weekdayOf(date);
  return wd !== 'SATURDAY' && wd !== 'SUNDAY' && !holidays.has(date);
}

/**
 * The `n`-th working day after `date` (before it for negative `n`); `date` itself for 0,
 * whether or not it is a working day. Friday + 1 → Monday; a holiday Monday is skipped.
 */
export function addWorkingDays(date: IsoDate, n: number, holidays: ReadonlySet<IsoDate>): IsoDate {
  const step = n < 0 ? -1 : 1;
  let current = date;
  for (let left = Math.abs(n); left > 0;) {
    current = addDays(current, step);
    if (isWorkingDay(current, holidays)) left--;
  }
  return current;
}

/** A year and month (1–12), as calendar navigation and `?month=&year=` use them. */
export interface YearMonth {
  year: number;
  month: number;
}

/** The month a date lies in. */
export function monthOf(date: IsoDate): YearMonth {
  toEpochDay(date);
  const [year, month] = date.split('-').map(Number) as [number, number];
  return { year, month };
}

/** The month `n` months after `ym` (negative goes back); 2024-12 + 1 → 2025-01. */
export function shiftMonth(ym: YearMonth, n: number): YearMonth {
  return monthOf(addMonths(isoDate(ym.year, ym.month, 1), n));
}

/** First and last day of a month. */
export function monthRange(ym: YearMonth): { from: IsoDate; until: IsoDate } {
  return { from: isoDate(ym.year, ym.month, 1), until: isoDate(ym.year, ym.month + 1, 0) };
}

/**
 * True for a real month (1–12) whose whole calendar grid (see {@link monthGrid}) consists of
 * accepted dates: the months of the years after {@link DATE_YEARS}.min and before its max.
 * Screens that read a month from the address fall back to the current one otherwise.
 */
export function isShowableMonth(ym: YearMonth): boolean {
  return (
    Number.isInteger(ym.year) &&
    Number.isInteger(ym.month) &&
    ym.month >= 1 &&
    ym.month <= 12 &&
    ym.year > DATE_YEARS.min &&
    ym.year < DATE_YEARS.max
  );
}

/**
 * The calendar grid of a month: whole weeks of 7 dates, Monday first, from the
 * Monday on or before the 1st to the Sunday on or after the last day, so leading and
 * trailing days belong to the neighbouring months. 4 to 6 weeks.
 */
export function monthGrid(ym: YearMonth): IsoDate[][] {
  const { from, until } = monthRange(ym);
  const start = addDays(from, -WEEKDAYS.indexOf(weekdayOf(from)));
  const end = addDays(until, 6 - WEEKDAYS.indexOf(weekdayOf(until)));
  const days = datesInRange(start, end);
  const weeks: IsoDate[][] = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));
  return weeks;
}

/** Parses `HH:MM` (hour 0–23, minute 0–59, two digits each); null when invalid. */
export function parseTime(value: unknown): { hour: number; minute: number } | null {
  if (typeof value !== 'string') return null;
  const m = TIME.exec(value);
  if (!m) return null;
  const hour = Number(m[1]);
  const minute = Number(m[2]);
  return hour <= 23 && minute <= 59 ? { hour, minute } : null;
}

/** True for a valid `HH:MM`. */
export function isValidTime(value: unknown): value is IsoTime {
  return parseTime(value) !== null;
}

/**
 * `HH:MM` from what databases and users write: `H:MM`, `HH:MM` or `HH:MM:SS` (seconds are
 * dropped). Null when not a valid time of day.
 */
export function normalizeTime(value: string): IsoTime | null {
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/.exec(value.trim());
  if (!m) return null;
  const time = `${pad(Number(m[1]))}:${m[2]}`;
  return isValidTime(time) && Number(m[3] ?? 0) <= 59 ? time : null;
}

/** Minutes since midnight of an `HH:MM` time. Throws on an invalid time. */
export function timeToMinutes(time: IsoTime): number {
  const t = parseTime(time);
  if (!t) throw new RangeError(`not a time HH:MM: ${time}`);
  return t.hour * 60 + t.minute;
}

/** -1, 0 or 1 comparing two `HH:MM` times. */
export function compareTimes(a: IsoTime, b: IsoTime): -1 | 0 | 1 {
  return Math.sign(timeToMinutes(a) - timeToMinutes(b)) as -1 | 0 | 1;
}

/** Today's date on the wall clock of `timeZone` at the instant `now`. */
export function todayIn(timeZone: string, now: Date): IsoDate {
  const p = wallClockParts(timeZone, now);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** The wall-clock time `HH:MM` in `timeZone` at the instant `now` (seconds dropped). */
export function nowTimeIn(timeZone: string, now: Date): IsoTime {
  const p = wallClockParts(timeZone, now);
  return `${pad(p.hour)}:${pad(p.minute)}`;
}

/** Offset of `timeZone` from UTC at an instant, in milliseconds (Vienna in summer: +2 h). */
function offsetMs(timeZone: string, instantMs: number): number {
  const p = wallClockParts(timeZone, new Date(instantMs));
  const asUtc =
    epochDayOf(p.year, p.month, p.day) * DAY_MS + ((p.hour * 60 + p.minute) * 60 + p.second) * 1000;
  return asUtc - Math.floor(instantMs / 1000) * 1000;
}

/**
 * The instant at which the wall clock of `timeZone` shows `date` `time`. Around DST changes
 * it resolves like Temporal's "compatible" mode: a time that occurs twice (autumn, 02:30 in
 * Vienna) gives the earlier instant; a time that never occurs (spring, 02:30) is moved
 * forward by the gap (03:30 summer time). Assumes at most one offset change within a day.
 */
export function wallClockToUtc(date: IsoDate, time: IsoTime, timeZone: string): Date {
  // the answer depends only on the three arguments (the zone's rules do not change while the
  // process runs), and the servers ask for the same few (a release's day and time) many times
  // a second: kept by argument; each caller gets a Date of its own
  return new Date(wallClockToUtcKept(`${timeZone}|${date}|${time}`));
}

const wallClockToUtcKept = keptAnswers(10_000, (key) => {
  const [timeZone, date, time] = key.split('|') as [string, IsoDate, IsoTime];
  return wallClockToUtcOnce(date, time, timeZone).getTime();
});

function wallClockToUtcOnce(date: IsoDate, time: IsoTime, timeZone: string): Date {
  const t = parseTime(time);
  if (!t) throw new RangeError(`not a time HH:MM: ${time}`);
  const local = toEpochDay(date) * DAY_MS + (t.hour * 60 + t.minute) * 60_000;
  const before = offsetMs(timeZone, local - DAY_MS);
  const after = offsetMs(timeZone, local + DAY_MS);
  // no change of offset within a day either side (nearly every day): the one offset holds
  if (before === after) return new Date(local - before);
  const candidates = [local - before, local - after]
    .filter((instant, i) => offsetMs(timeZone, instant) === (i === 0 ? before : after))
    .sort((a, b) => a - b);
  return new Date(candidates[0] ?? local - before);
}

/** `dd.MM.yyyy`, the German display format. */
export function formatDisplayDate(date: IsoDate): string {
  toEpochDay(date);
  const [y, m, d] = date.split('-');
  return `${d}.${m}.${y}`;
}

/** Two-digit years below this are 20xx, others 19xx (cutoff 60). */
export const TWO_DIGIT_YEAR_CUTOFF = 60;

/**
 * Parses a typed date `d.M.yyyy` or `d.M.yy` (two-digit years: below 60 → 20xx, else 19xx)
 * or an ISO date. Null when it is no real date.
 */
export function parseDisplayDate(text: string): IsoDate | null {
  const value = text.trim();
  if (isValidIsoDate(value)) return value;
  const m = /^(\d{1,2})\.(\d{1,2})\.(\d{2}|\d{4})$/.exec(value);
  if (!m) return null;
  let year = Number(m[3]);
  if (m[3]!.length === 2) year += year < TWO_DIGIT_YEAR_CUTOFF ? 2000 : 1900;
  const candidate = `${pad(year, 4)}-${pad(Number(m[2]))}-${pad(Number(m[1]))}`;
  return isValidIsoDate(candidate) ? candidate : null;
}
