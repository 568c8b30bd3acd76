import { describe, expect, it } from 'vitest';
import { addDays, datesInRange, diffDays, isWorkingDay, weekdayOf } from '@lesesaal/domain/dates';
import { austrianClosingDays, demoHolidays, demoUntil, easterSunday } from './demo-calendar';

describe('the demo calendar', () => {
  it('finds Easter Sunday as the churches do', () => {
    expect(
      [2019, 2024, 2025, 2026, 2027, 2030, 2038, 2285].map((year) => easterSunday(year)),
    ).toEqual([
      '2019-04-21',
      '2024-03-31',
      '2025-04-20',
      '2026-04-05',
      '2027-03-28',
      '2030-04-21',
      '2038-04-25',
      '2285-03-22',
    ]);
  });

  it("names Austria's public holidays of a year and the two days archives close as well", () => {
    expect(austrianClosingDays(2026).map((h) => [h.date, h.name])).toEqual([
      ['2026-01-01', 'Neujahr'],
      ['2026-01-06', 'Heilige Drei Könige'],
      ['2026-04-06', 'Ostermontag'],
      ['2026-05-01', 'Staatsfeiertag'],
      ['2026-05-14', 'Christi Himmelfahrt'],
      ['2026-05-25', 'Pfingstmontag'],
      ['2026-06-04', 'Fronleichnam'],
      ['2026-08-15', 'Mariä Himmelfahrt'],
      ['2026-10-26', 'Nationalfeiertag'],
      ['2026-11-01', 'Allerheiligen'],
      ['2026-12-08', 'Mariä Empfängnis'],
      ['2026-12-24', 'Heiliger Abend (Archiv geschlossen)'],
      ['2026-12-25', 'Christtag'],
      ['2026-12-26', 'Stefanitag'],
      ['2026-12-31', 'Silvester (Archiv geschlossen)'],
    ]);
  });

  it('gives every day from 2024 to 2060 a closing day on a working day within two weeks and the holidays of the eight weeks, once each', () => {
    for (const today of datesInRange('2024-01-01', '2060-12-31')) {
      const holidays = demoHolidays(today);
      const until = demoUntil(today);
      const dates = holidays.map((h) => h.date);
      if (new Set(dates).size !== dates.length) expect.fail(`${today}: a date twice`);
      if (dates.some((d, i) => d < today || d > until || (i > 0 && d <= dates[i - 1]!)))
        expect.fail(`${today}: dates out of order or out of the window`);
      const own = holidays.filter((h) => h.name.startsWith('Schließtag'));
      if (own.length !== 1) expect.fail(`${today}: ${own.length} closing days of its own`);
      const gap = diffDays(own[0]!.date, today);
      const others = new Set(dates.filter((d) => d !== own[0]!.date));
      if (gap < 4 || gap > 13 || !isWorkingDay(own[0]!.date, others))
        expect.fail(`${today}: closing day ${own[0]!.date}`);
      // every public holiday of the window is there
      const year = Number(today.slice(0, 4));
      const expected = [year, year + 1]
        .flatMap((y) => austrianClosingDays(y))
        .filter((h) => h.date >= today && h.date <= until)
        .map((h) => h.date);
      if (expected.some((d) => !others.has(d)))
        expect.fail(`${today}: a public holiday is missing`);
    }
  });

  it('closes a day once when two holidays fall on it', () => {
    // 2008: Easter on 23 March, Ascension on 1 May
    const may = demoHolidays('2008-04-20').filter((h) => h.date === '2008-05-01');
    expect(may.map((h) => h.name)).toEqual(['Staatsfeiertag / Christi Himmelfahrt']);
  });

  it('counts eight weeks, across month and year ends and the leap day', () => {
    expect(demoUntil('2030-03-04')).toBe('2030-04-29');
    expect(demoUntil('2026-12-31')).toBe('2027-02-25');
    expect(demoUntil('2028-01-10')).toBe('2028-03-06');
    expect(weekdayOf(addDays('2030-03-04', 56))).toBe('MONDAY');
  });
});
