import { describe, expect, it } from 'vitest';
import { checkPersonLimits, personLimitPeriods } from './person-limits';

describe('limits per person', () => {
  it('counts weeks from Monday to Sunday and calendar months', () => {
    expect(personLimitPeriods('2026-11-25')).toEqual({
      week: { from: '2026-11-23', until: '2026-11-29' },
      month: { from: '2026-11-01', until: '2026-11-30' },
    });
  });

  it('refuses the visit beyond the weekly maximum, across rooms or per room', () => {
    const booked = [
      { date: '2026-11-23', roomId: 1 },
      { date: '2026-11-24', roomId: 2 },
    ];
    const all = { maxVisitsPerWeek: 2, maxVisitsPerMonth: null, scope: 'ALL' as const };
    expect(checkPersonLimits([{ date: '2026-11-29', roomId: 1 }], booked, all)).toEqual({
      period: 'week',
      max: 2,
      from: '2026-11-23',
    });
    expect(checkPersonLimits([{ date: '2026-11-30', roomId: 1 }], booked, all)).toBeNull();
    expect(
      checkPersonLimits([{ date: '2026-11-29', roomId: 1 }], booked, { ...all, scope: 'ROOM' }),
    ).toBeNull();
  });

  it('refuses beyond the monthly maximum and is off without limits', () => {
    const booked = [{ date: '2026-11-02', roomId: 1 }];
    const monthly = { maxVisitsPerWeek: null, maxVisitsPerMonth: 2, scope: 'ALL' as const };
    const adding = [
      { date: '2026-11-20', roomId: 1 },
      { date: '2026-11-27', roomId: 1 },
    ];
    expect(checkPersonLimits(adding, booked, monthly)?.period).toBe('month');
    expect(checkPersonLimits(adding, booked, { ...monthly, maxVisitsPerMonth: null })).toBeNull();
  });
});
