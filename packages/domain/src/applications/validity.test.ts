import { describe, expect, it } from 'vitest';
import { applicationStateOn, coversDay, extendedUntil, validityOf } from './validity';

const BERLIN = 'Europe/Berlin';

describe('validity of an approved application', () => {
  it('runs to 31 December of the approval year in the archive time zone', () => {
    // 31 Dec 2026, 23:30 UTC is already 1 Jan 2027 in Berlin: the approval is a 2027 one
    expect(validityOf('calendar-year', new Date('2026-12-31T23:30:00Z'), BERLIN)).toEqual({
      validFrom: '2027-01-01',
      validUntil: '2027-12-31',
    });
    // the same instant in New York is still 31 Dec 2026: valid for that one day
    expect(
      validityOf('calendar-year', new Date('2026-12-31T23:30:00Z'), 'America/New_York'),
    ).toEqual({ validFrom: '2026-12-31', validUntil: '2026-12-31' });
    expect(validityOf('calendar-year', new Date('2026-12-31T22:59:59Z'), BERLIN)).toEqual({
      validFrom: '2026-12-31',
      validUntil: '2026-12-31',
    });
  });

  it('runs N months from the approval day, clamped to the month end', () => {
    expect(validityOf({ months: 12 }, new Date('2026-03-15T10:00:00Z'), BERLIN)).toEqual({
      validFrom: '2026-03-15',
      validUntil: '2027-03-15',
    });
    expect(validityOf({ months: 1 }, new Date('2027-01-31T12:00:00Z'), BERLIN).validUntil).toBe(
      '2027-02-28',
    );
    expect(validityOf({ months: 1 }, new Date('2028-01-31T12:00:00Z'), BERLIN).validUntil).toBe(
      '2028-02-29',
    );
    // across the year end in the archive's zone
    expect(validityOf({ months: 2 }, new Date('2026-12-31T23:10:00Z'), BERLIN)).toEqual({
      validFrom: '2027-01-01',
      validUntil: '2027-03-01',
    });
    expect(validityOf({ months: 60 }, new Date('2026-11-30T09:00:00Z'), BERLIN).validUntil).toBe(
      '2031-11-30',
    );
  });
});

describe('extension by one period', () => {
  it('adds the next calendar year or N months to a running validity', () => {
    expect(extendedUntil('calendar-year', '2026-12-31', '2026-12-20')).toBe('2027-12-31');
    expect(extendedUntil({ months: 6 }, '2026-08-31', '2026-08-01')).toBe('2027-02-28');
  });

  it('starts from today when the validity had ended', () => {
    expect(extendedUntil('calendar-year', '2025-12-31', '2026-02-01')).toBe('2026-12-31');
    expect(extendedUntil({ months: 3 }, '2026-01-10', '2026-02-01')).toBe('2026-05-01');
  });
});

describe('state and coverage', () => {
  it('reads an approved application past its last day as expired', () => {
    expect(applicationStateOn('approved', '2026-12-31', '2026-12-31')).toBe('approved');
    expect(applicationStateOn('approved', '2026-12-31', '2027-01-01')).toBe('expired');
    expect(applicationStateOn('refused', null, '2027-01-01')).toBe('refused');
    expect(applicationStateOn('submitted', null, '2027-01-01')).toBe('submitted');
  });

  it('covers the visit days from the approval to the last valid day', () => {
    const approved = {
      state: 'approved' as const,
      validFrom: '2026-05-04',
      validUntil: '2026-12-31',
    };
    expect(coversDay(approved, '2026-05-04')).toBe(true);
    expect(coversDay(approved, '2026-12-31')).toBe(true);
    expect(coversDay(approved, '2027-01-01')).toBe(false);
    expect(coversDay(approved, '2026-05-03')).toBe(false);
    expect(coversDay({ ...approved, state: 'submitted' }, '2026-06-01')).toBe(false);
  });
});
