import fc from 'fast-check';
import { describe, it, expect } from 'vitest';
import {
  addDays,
  addMonths,
  addWorkingDays,
  addYears,
  compareDates,
  compareTimes,
  datesInRange,
  diffDays,
  DATE_YEARS,
  FIRST_ISO_DATE,
  formatDisplayDate,
  isoDate,
  isShowableMonth,
  isValidIsoDate,
  LAST_ISO_DATE,
  isWorkingDay,
  monthGrid,
  monthRange,
  normalizeTime,
  nowTimeIn,
  parseDisplayDate,
  parseIsoDate,
  parseTime,
  shiftMonth,
  timeToMinutes,
  todayIn,
  wallClockToUtc,
  weekdayOf,
} from './dates';
import { isoDateField } from './validation';

const VIENNA = 'Europe/Vienna';
const none = new Set<string>();

describe('ISO dates', () => {
  it('accepts real dates and rejects impossible or malformed ones', () => {
    expect(isValidIsoDate('2024-02-29')).toBe(true);
    expect(isValidIsoDate('2023-02-29')).toBe(false);
    expect(isValidIsoDate('2024-13-01')).toBe(false);
    expect(isValidIsoDate('2024-1-01')).toBe(false);
    expect(isValidIsoDate('2024-01-01T00:00')).toBe(false);
    expect(isValidIsoDate(20240101)).toBe(false);
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2024-03-30', 1)).toBe('2024-03-31'); // DST weekend does not matter
  });

  it('clamps the day when adding months and years', () => {
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2024-03-31', -1)).toBe('2024-02-29');
    expect(addMonths('2024-12-15', 1)).toBe('2025-01-15');
    expect(addYears('2024-02-29', 1)).toBe('2025-02-28');
  });

  it('counts calendar days between dates and compares them', () => {
    expect(diffDays('2024-03-01', '2024-02-01')).toBe(29);
    expect(diffDays('2024-02-01', '2024-03-01')).toBe(-29);
    expect(compareDates('2024-01-02', '2024-01-01')).toBe(1);
    expect(compareDates('2024-01-01', '2024-01-01')).toBe(0);
  });

  it('throws on an invalid date instead of computing nonsense', () => {
    expect(() => addDays('2024-02-30', 1)).toThrow(RangeError);
  });

  it('names the weekday, Monday first', () => {
    expect(weekdayOf('2024-06-03')).toBe('MONDAY');
    expect(weekdayOf('2024-06-09')).toBe('SUNDAY');
    expect(weekdayOf('1969-12-31')).toBe('WEDNESDAY');
  });

  it('lists a range inclusively and gives nothing for a reversed range', () => {
    expect(datesInRange('2024-02-28', '2024-03-01')).toEqual([
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
    ]);
    expect(datesInRange('2024-01-02', '2024-01-01')).toEqual([]);
  });
});

describe('the one date parser', () => {
  it('reads a canonical real date of the accepted years', () => {
    expect(parseIsoDate('2025-06-15')).toEqual({ year: 2025, month: 6, day: 15 });
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate(FIRST_ISO_DATE)).toEqual({ year: 1900, month: 1, day: 1 });
    expect(parseIsoDate(LAST_ISO_DATE)).toEqual({ year: 9999, month: 12, day: 31 });
    expect(parseIsoDate('2000-02-29')).not.toBeNull(); // divisible by 400
  });

  it('refuses the years before 1900, among them 0–99 that Date.UTC maps to 1900–1999', () => {
    for (const value of ['0050-06-15', '0000-01-01', '0099-12-31', '0999-01-01', '1899-12-31'])
      expect({ value, parsed: parseIsoDate(value) }).toEqual({ value, parsed: null });
    expect(DATE_YEARS).toEqual({ min: 1900, max: 9999 });
  });

  it('refuses impossible dates', () => {
    for (const value of [
      '2025-02-30',
      '2025-13-01',
      '2025-00-10',
      '2025-01-00',
      '2025-04-31',
      '2023-02-29',
      '1900-02-29', // 1900 is no leap year
      '2100-02-29',
    ])
      expect({ value, ok: isValidIsoDate(value) }).toEqual({ value, ok: false });
  });

  it('refuses every other shape: five-digit or signed years, blanks, times, other digits', () => {
    for (const value of [
      '10000-01-01',
      '+002025-01-01',
      '-2025-01-01',
      '2025-1-05',
      '2025-01-5',
      ' 2025-01-05',
      '2025-01-05 ',
      '2025-01-05\n',
      '2025-01-05T00:00',
      '2025-01-05Z',
      '20250105',
      '2025/01/05',
      '05.01.2025',
      '２０２５-01-05',
      '٢٠٢٥-01-05',
      '',
      null,
      undefined,
      20250105,
      new Date('2025-01-05'),
    ])
      expect({ value, parsed: parseIsoDate(value) }).toEqual({ value, parsed: null });
  });

  it('agrees with the calendar of Date for every day of the accepted years', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1900-01-01T00:00:00Z'),
          max: new Date('9999-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: -1000, max: 1000 }),
        (instant, n) => {
          const date = instant.toISOString().slice(0, 10);
          expect(isValidIsoDate(date)).toBe(true);
          const shifted = new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000);
          if (shifted.getUTCFullYear() <= 9999)
            expect(addDays(date, n)).toBe(shifted.toISOString().slice(0, 10));
          expect(weekdayOf(date)).toBe(
            ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'][
              instant.getUTCDay()
            ],
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('accepts exactly the date-shaped strings that name a real day of 1900–9999', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 0, max: 99 }),
        (y, m, d) => {
          const value = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
          // setUTCFullYear, unlike Date.UTC, takes year 50 as year 50
          const probe = new Date(0);
          probe.setUTCFullYear(y, m - 1, d);
          const real =
            probe.getUTCFullYear() === y &&
            probe.getUTCMonth() === m - 1 &&
            probe.getUTCDate() === d;
          expect(isValidIsoDate(value)).toBe(real && y >= 1900);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('the date schema of every call', () => {
  it('goes through the parser: one invalidDate issue, empty input reads as required', () => {
    const schema = isoDateField();
    expect(schema.parse('2030-03-05')).toBe('2030-03-05');
    for (const value of ['0050-06-15', '0000-01-01', '2025-02-30', '2025-13-01', '2025-1-5', 7])
      expect(schema.safeParse(value).error?.issues.map((i) => i.message)).toEqual(['invalidDate']);
    expect(schema.safeParse('').error?.issues.map((i) => i.message)).toEqual(['required']);
  });
});

describe('day arithmetic without the two-digit-year trap', () => {
  it('keeps year 50 as year 50 and rolls months and days over', () => {
    expect(isoDate(50, 6, 15)).toBe('0050-06-15');
    expect(isoDate(2024, 13, 1)).toBe('2025-01-01');
    expect(isoDate(2024, 3, 0)).toBe('2024-02-29');
    expect(isoDate(2025, 0, 1)).toBe('2024-12-01');
    expect(addDays('0050-12-31', 1)).toBe('0051-01-01');
    expect(addMonths('0099-12-15', 1)).toBe('0100-01-15');
    expect(weekdayOf('0001-01-01')).toBe('MONDAY'); // proleptic Gregorian
  });

  it('computes up to the last accepted date and throws beyond four-digit years', () => {
    expect(addDays('9999-12-30', 1)).toBe(LAST_ISO_DATE);
    expect(diffDays(LAST_ISO_DATE, FIRST_ISO_DATE)).toBe(2_958_463);
    expect(() => addDays(LAST_ISO_DATE, 1)).toThrow(RangeError);
    expect(() => addDays('0000-01-01', -1)).toThrow(RangeError);
    expect(() => isoDate(10_000, 1, 1)).toThrow(RangeError);
  });

  it('shows only months whose whole calendar grid is made of accepted dates', () => {
    expect(isShowableMonth({ year: 2026, month: 4 })).toBe(true);
    expect(isShowableMonth({ year: 50, month: 6 })).toBe(false);
    expect(isShowableMonth({ year: 1900, month: 1 })).toBe(false);
    expect(isShowableMonth({ year: 9999, month: 12 })).toBe(false);
    expect(isShowableMonth({ year: 2026, month: 13 })).toBe(false);
    expect(isShowableMonth({ year: 2026.5, month: 1 })).toBe(false);
    expect(monthGrid({ year: 9998, month: 12 }).at(-1)!.at(-1)).toBe('9999-01-03');
  });

  it('parses typed dates only within the accepted years', () => {
    expect(parseDisplayDate('15.6.50')).toBe('2050-06-15');
    expect(parseDisplayDate('15.6.0050')).toBeNull();
    expect(parseDisplayDate('0050-06-15')).toBeNull();
  });
});

describe('working days', () => {
  const whitMonday = new Set(['2024-05-20']);

  it('are Monday to Friday without holidays', () => {
    expect(isWorkingDay('2024-05-17', none)).toBe(true); // Friday
    expect(isWorkingDay('2024-05-18', none)).toBe(false); // Saturday
    expect(isWorkingDay('2024-05-20', whitMonday)).toBe(false);
  });

  it('step over the weekend and a holiday Monday from a Friday', () => {
    expect(addWorkingDays('2024-05-17', 1, none)).toBe('2024-05-20');
    expect(addWorkingDays('2024-05-17', 1, whitMonday)).toBe('2024-05-21');
    expect(addWorkingDays('2024-05-17', 2, whitMonday)).toBe('2024-05-22');
  });

  it('return the date itself for zero, even on a Saturday, and go back for negatives', () => {
    expect(addWorkingDays('2024-05-18', 0, none)).toBe('2024-05-18');
    expect(addWorkingDays('2024-05-21', -1, whitMonday)).toBe('2024-05-17');
  });
});

describe('month grid', () => {
  it('covers September 2024 in six Monday-first weeks including neighbouring days', () => {
    const grid = monthGrid({ year: 2024, month: 9 });
    expect(grid).toHaveLength(6);
    expect(grid.every((w) => w.length === 7)).toBe(true);
    expect(grid[0]![0]).toBe('2024-08-26');
    expect(grid[5]![6]).toBe('2024-10-06');
  });

  it('needs only four weeks for a February starting on a Monday', () => {
    const grid = monthGrid({ year: 2027, month: 2 });
    expect(grid).toHaveLength(4);
    expect(grid[0]![0]).toBe('2027-02-01');
    expect(grid[3]![6]).toBe('2027-02-28');
  });

  it('gives month bounds and navigates across years', () => {
    expect(monthRange({ year: 2024, month: 2 })).toEqual({
      from: '2024-02-01',
      until: '2024-02-29',
    });
    expect(shiftMonth({ year: 2024, month: 12 }, 1)).toEqual({ year: 2025, month: 1 });
    expect(shiftMonth({ year: 2024, month: 1 }, -1)).toEqual({ year: 2023, month: 12 });
  });
});

describe('times HH:MM', () => {
  it('parse hours 0-23 and minutes 0-59 only', () => {
    expect(parseTime('00:00')).toEqual({ hour: 0, minute: 0 });
    expect(parseTime('23:59')).toEqual({ hour: 23, minute: 59 });
    expect(parseTime('24:00')).toBeNull();
    expect(parseTime('12:60')).toBeNull();
    expect(parseTime('9:00')).toBeNull();
    expect(parseTime('09:00:00')).toBeNull();
  });

  it('normalize what databases and people write to HH:MM', () => {
    expect(normalizeTime('09:30:00')).toBe('09:30');
    expect(normalizeTime('9:05')).toBe('09:05');
    expect(normalizeTime('25:00')).toBeNull();
    expect(normalizeTime('10:00:61')).toBeNull();
  });

  it('compare and convert to minutes', () => {
    expect(timeToMinutes('10:30')).toBe(630);
    expect(compareTimes('09:59', '10:00')).toBe(-1);
  });
});

describe('wall clock in a time zone', () => {
  it('reads today and now in Vienna, which may differ from the UTC date', () => {
    const now = new Date('2024-06-30T22:30:00Z');
    expect(todayIn(VIENNA, now)).toBe('2024-07-01');
    expect(nowTimeIn(VIENNA, now)).toBe('00:30');
    expect(todayIn('UTC', now)).toBe('2024-06-30');
  });

  it('converts winter and summer times with their offsets', () => {
    expect(wallClockToUtc('2024-01-15', '10:00', VIENNA).toISOString()).toBe(
      '2024-01-15T09:00:00.000Z',
    );
    expect(wallClockToUtc('2024-07-15', '10:00', VIENNA).toISOString()).toBe(
      '2024-07-15T08:00:00.000Z',
    );
  });

  it('moves a time skipped by the spring change forward by the gap', () => {
    expect(wallClockToUtc('2024-03-31', '01:59', VIENNA).toISOString()).toBe(
      '2024-03-31T00:59:00.000Z',
    );
    expect(wallClockToUtc('2024-03-31', '02:30', VIENNA).toISOString()).toBe(
      '2024-03-31T01:30:00.000Z',
    );
    expect(wallClockToUtc('2024-03-31', '03:00', VIENNA).toISOString()).toBe(
      '2024-03-31T01:00:00.000Z',
    );
  });

  it('answers a repeated question alike, each time with a Date of its own', () => {
    const first = wallClockToUtc('2024-03-31', '02:30', VIENNA);
    first.setTime(0); // a caller changing its Date does not change the next answer
    const again = wallClockToUtc('2024-03-31', '02:30', VIENNA);
    expect(again).not.toBe(first);
    expect(again.toISOString()).toBe('2024-03-31T01:30:00.000Z');
    expect(wallClockToUtc('2024-03-31', '02:30', 'UTC').toISOString()).toBe(
      '2024-03-31T02:30:00.000Z',
    );
  });

  it('takes the earlier instant for a time the autumn change repeats', () => {
    expect(wallClockToUtc('2024-10-27', '02:30', VIENNA).toISOString()).toBe(
      '2024-10-27T00:30:00.000Z',
    );
    expect(wallClockToUtc('2024-10-27', '03:00', VIENNA).toISOString()).toBe(
      '2024-10-27T02:00:00.000Z',
    );
  });

  it('round-trips with todayIn and nowTimeIn on a DST day', () => {
    const instant = wallClockToUtc('2024-10-27', '14:15', VIENNA);
    expect(todayIn(VIENNA, instant)).toBe('2024-10-27');
    expect(nowTimeIn(VIENNA, instant)).toBe('14:15');
  });
});

describe('display dates', () => {
  it('formats dd.MM.yyyy', () => {
    expect(formatDisplayDate('2024-03-05')).toBe('05.03.2024');
  });

  it('parses typed dates with the two-digit year cutoff 60', () => {
    expect(parseDisplayDate('5.3.2024')).toBe('2024-03-05');
    expect(parseDisplayDate('05.03.59')).toBe('2059-03-05');
    expect(parseDisplayDate('05.03.60')).toBe('1960-03-05');
    expect(parseDisplayDate('2024-03-05')).toBe('2024-03-05');
    expect(parseDisplayDate('31.02.2024')).toBeNull();
    expect(parseDisplayDate('soon')).toBeNull();
  });
});
