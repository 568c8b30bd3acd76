import { describe, it, expect } from 'vitest';
import { expandSlotSeries } from './series';

const none = new Set<string>();
// Monday 20 May 2024 is Whit Monday, a holiday in Austria.
const whitMonday = new Set(['2024-05-20']);

describe('slot series expansion', () => {
  const base = {
    startDate: '2024-05-13',
    daysOfWeek: ['MONDAY', 'FRIDAY'] as const,
    includeHolidays: false,
  };

  it('creates slots on the chosen weekdays up to the repeat date, skipping holidays', () => {
    expect(expandSlotSeries({ ...base, repeatUntil: '2024-05-27' }, whitMonday)).toEqual([
      '2024-05-13',
      '2024-05-17',
      '2024-05-24',
      '2024-05-27',
    ]);
  });

  it('includes holidays when asked', () => {
    expect(
      expandSlotSeries({ ...base, repeatUntil: '2024-05-20', includeHolidays: true }, whitMonday),
    ).toEqual(['2024-05-13', '2024-05-17', '2024-05-20']);
  });

  it('creates just the start date without a repeat date or with the same date, even on a holiday', () => {
    const onHoliday = { ...base, startDate: '2024-05-20', daysOfWeek: ['TUESDAY'] as const };
    expect(expandSlotSeries(onHoliday, whitMonday)).toEqual(['2024-05-20']);
    expect(expandSlotSeries({ ...onHoliday, repeatUntil: '2024-05-20' }, whitMonday)).toEqual([
      '2024-05-20',
    ]);
  });

  it('creates nothing for a repeat date before the start', () => {
    expect(expandSlotSeries({ ...base, repeatUntil: '2024-05-12' }, none)).toEqual([]);
  });
});
