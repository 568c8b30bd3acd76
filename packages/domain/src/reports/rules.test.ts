import { describe, it, expect } from 'vitest';
import { assignSeatNumbers, defaultOccupancyRange, occupancyPercent } from './rules';

describe('seat numbers', () => {
  it('sort by start time then last name and restart at 1 for each slot', () => {
    const seated = assignSeatNumbers([
      { timeSlotId: 2, startTime: '13:00', lastName: 'Berger' },
      { timeSlotId: 1, startTime: '09:00', lastName: 'Zach' },
      { timeSlotId: 1, startTime: '09:00', lastName: 'Auer' },
      { timeSlotId: 2, startTime: '13:00', lastName: 'Adler' },
      { timeSlotId: 1, startTime: '09:00', lastName: 'Maier' },
    ]);
    expect(seated.map((t) => `${t.startTime} ${t.lastName} ${t.seatNumber}`)).toEqual([
      '09:00 Auer 1',
      '09:00 Maier 2',
      '09:00 Zach 3',
      '13:00 Adler 1',
      '13:00 Berger 2',
    ]);
  });

  it('sort umlauts the German way and put erased names first', () => {
    const seated = assignSeatNumbers([
      { startTime: '09:00', lastName: 'Zauner' },
      { startTime: '09:00', lastName: 'Öhler' },
      { startTime: '09:00', lastName: 'Ober' },
      { startTime: '09:00', lastName: null },
    ]);
    expect(seated.map((t) => t.lastName)).toEqual([null, 'Ober', 'Öhler', 'Zauner']);
    expect(seated.map((t) => t.seatNumber)).toEqual([1, 2, 3, 4]);
  });

  it('leave the input untouched', () => {
    const input = [
      { startTime: '10:00', lastName: 'B' },
      { startTime: '09:00', lastName: 'A' },
    ];
    assignSeatNumbers(input);
    expect(input).toEqual([
      { startTime: '10:00', lastName: 'B' },
      { startTime: '09:00', lastName: 'A' },
    ]);
  });
});

describe('occupancy', () => {
  it('is count over capacity in percent, rounded', () => {
    expect(occupancyPercent(1, 3)).toBe(33);
    expect(occupancyPercent(2, 3)).toBe(67);
    expect(occupancyPercent(5, 4)).toBe(125);
    expect(occupancyPercent(0, 1)).toBe(0);
  });

  it('is empty when capacity is missing or below 1', () => {
    expect(occupancyPercent(3, 0)).toBeNull();
    expect(occupancyPercent(3, null)).toBeNull();
    expect(occupancyPercent(3, undefined)).toBeNull();
    expect(occupancyPercent(3, 0.5)).toBeNull();
  });

  it('defaults the report range to the last month up to today', () => {
    expect(defaultOccupancyRange('2024-03-31')).toEqual({
      fromDate: '2024-02-29',
      untilDate: '2024-03-31',
    });
  });
});
