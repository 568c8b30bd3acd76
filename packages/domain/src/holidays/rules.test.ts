import { describe, it, expect } from 'vitest';
import { checkIcalFile, holidayDateSet, yearRange } from './rules';

describe('holiday rules', () => {
  it('collect holiday dates into a set', () => {
    expect(
      holidayDateSet([{ date: '2024-05-20' }, { date: '2024-05-20' }, { date: '2024-12-25' }]),
    ).toEqual(new Set(['2024-05-20', '2024-12-25']));
  });

  it('show a whole year per page', () => {
    expect(yearRange(2025)).toEqual({ fromDate: '2025-01-01', untilDate: '2025-12-31' });
  });
});

describe('iCal file check', () => {
  it('requires a non-empty file', () => {
    expect(checkIcalFile(undefined)).toBe('required');
    expect(checkIcalFile({ type: 'text/calendar', size: 0 })).toBe('required');
  });

  it('accepts text/calendar up to 5 MB', () => {
    expect(checkIcalFile({ type: 'text/calendar', size: 5_242_880 })).toBeNull();
    expect(checkIcalFile({ type: 'text/calendar; charset=utf-8', size: 10 })).toBeNull();
    expect(checkIcalFile({ type: 'text/calendar', size: 5_242_881 })).toBe(
      'fileTooLarge?maxBytes=5242880',
    );
  });

  it('accepts an .ics name without a declared type but rejects other types', () => {
    expect(checkIcalFile({ type: '', size: 10, name: 'feiertage.ics' })).toBeNull();
    expect(checkIcalFile({ type: '', size: 10, name: 'feiertage.txt' })).toMatch(/^fileType/);
    expect(checkIcalFile({ type: 'text/plain', size: 10, name: 'feiertage.ics' })).toMatch(
      /^fileType/,
    );
  });
});
