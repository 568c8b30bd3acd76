import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatInstant,
  formatLongDate,
  formatMonthYear,
  formatWeekdayDate,
  weekdayNames,
} from './format-date';

describe('the date formatter', () => {
  it("writes 'd. MMMM yyyy' in German and day-month-year in English", () => {
    expect(formatLongDate('2026-04-06', 'de')).toBe('6. April 2026');
    expect(formatLongDate('2026-04-06', 'en')).toBe('6 April 2026');
    expect(formatLongDate('2026-03-01', 'de')).toBe('1. März 2026');
  });

  it('names the weekday and the month in the language', () => {
    expect(formatWeekdayDate('2026-04-06', 'de')).toBe('Montag, 6. April 2026');
    expect(formatWeekdayDate('2026-04-06', 'en')).toMatch(/^Monday,? 6 April 2026$/);
    expect(formatMonthYear(2026, 12, 'de')).toBe('Dezember 2026');
    expect(formatMonthYear(2026, 12, 'en')).toBe('December 2026');
    expect(weekdayNames('en')[0]).toEqual({ short: 'Mon', long: 'Monday' });
    expect(weekdayNames('de')[6]).toMatchObject({
      short: expect.stringMatching(/^So\.?$/),
      long: 'Sonntag',
    });
  });

  it('keeps a wire date on its day whatever the zone (no UTC midnight shift)', () => {
    expect(formatLongDate('2026-01-01', 'de')).toMatch(/^1\. J(ä|a)nner 2026$/);
    expect(formatLongDate('2026-12-31', 'en')).toBe('31 December 2026');
  });

  it("shows an instant on the archive's wall clock, in the configured zone", () => {
    const instant = '2026-05-01T03:30:05Z';
    expect(formatInstant(instant, 'de', 'Europe/Vienna')).toBe('01.05.2026, 05:30:05');
    expect(formatInstant(instant, 'de', 'America/New_York')).toBe('30.04.2026, 23:30:05');
    expect(formatInstant(instant, 'en', 'America/New_York')).toBe('30 Apr 2026, 23:30:05');
    expect(formatInstant(instant, 'en', 'America/New_York', false)).toBe('30 Apr 2026');
  });

  it("writes pop-up times as dd.MM.yyyy, HH:mm:ss on the archive's clock, not the browser's", () => {
    expect(formatDateTime(new Date('2026-04-06T12:03:05Z'), 'Europe/Vienna')).toBe(
      '06.04.2026, 14:03:05',
    );
    // 00:20 in Vienna is the evening before in UTC: the archive's date and time
    expect(formatDateTime(new Date('2026-12-02T23:20:00Z'), 'Europe/Vienna')).toBe(
      '03.12.2026, 00:20:00',
    );
    expect(formatDateTime(new Date('2026-12-02T23:20:00Z'), 'America/New_York')).toBe(
      '02.12.2026, 18:20:00',
    );
  });
});
