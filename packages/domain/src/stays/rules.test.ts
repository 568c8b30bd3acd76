import { describe, expect, it } from 'vitest';
import { bookingCount, seriesDates, stayLength, stayRefusal } from './rules';

describe('research stay rules', () => {
  it('measures a stay from its first to its last day, both counted', () => {
    expect(stayLength(['2030-03-15', '2030-03-11'])).toBe(5);
    expect(stayLength(['2030-03-11', '2030-03-18'])).toBe(8);
    expect(stayLength([])).toBe(0);
  });

  it('refuses a room without stays, two slots on a day and a stay past the maximum', () => {
    const week = ['2030-03-11', '2030-03-12', '2030-03-15'];
    expect(stayRefusal(week, null)).toBe('stay__not_offered');
    expect(stayRefusal(week, 1)).toBe('stay__not_offered');
    expect(stayRefusal(['2030-03-11', '2030-03-11'], 5)).toBe('stay__one_slot_a_day');
    expect(stayRefusal(week, 4)).toBe('stay__too_long');
    expect(stayRefusal(week, 5)).toBeNull();
  });

  it("counts a stay's days as one booking, every other ticket as one", () => {
    expect(bookingCount([{ stayId: 'a' }, { stayId: 'a' }, { stayId: 'a' }])).toBe(1);
    expect(bookingCount([{ stayId: 'a' }, { stayId: 'b' }, {}, { stayId: null }])).toBe(4);
    expect(bookingCount([])).toBe(0);
  });

  it('lists a weekday from a day until a day, or the dates given once and sorted', () => {
    expect(
      seriesDates({ weekday: 'TUESDAY', from: '2030-03-04', until: '2030-03-26' }, 60),
    ).toEqual(['2030-03-05', '2030-03-12', '2030-03-19', '2030-03-26']);
    expect(seriesDates({ dates: ['2030-03-12', '2030-03-05', '2030-03-12'] }, 60)).toEqual([
      '2030-03-05',
      '2030-03-12',
    ]);
    expect(seriesDates({ weekday: 'MONDAY', from: '2030-01-01', until: '2031-12-31' }, 60)).toBe(
      null,
    );
    expect(seriesDates({ dates: ['2030-03-05', '2030-03-12'] }, 1)).toBe(null);
  });
});
