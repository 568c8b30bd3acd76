import { describe, expect, it } from 'vitest';
import { recordsOrderedByRoom, unitsInYear } from './statistics';

describe('recordsOrderedByRoom', () => {
  it('makes one row per room, months by index, cancelled apart, and the total', () => {
    const { rows, total } = recordsOrderedByRoom({
      year: 2031,
      rows: [
        { roomId: 7, roomName: 'Lesesaal', month: 1, units: 3, cancelled: 1 },
        { roomId: 2, roomName: 'Kartensaal', month: 12, units: 2, cancelled: 0 },
        { roomId: 7, roomName: 'Lesesaal', month: 2, units: 1, cancelled: 2 },
      ],
    });
    expect(rows.map((r) => r.roomName)).toEqual(['Lesesaal', 'Kartensaal']);
    expect(rows[0]!.units).toEqual([3, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(rows[0]!.cancelled).toBe(3);
    expect(unitsInYear(rows[0]!)).toBe(4);
    expect(rows[1]!.units[11]).toBe(2);
    expect(total).toEqual({ units: [3, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2], cancelled: 3 });
  });

  it('has no rows and a zero total when nothing was ordered', () => {
    const { rows, total } = recordsOrderedByRoom({ year: 2031, rows: [] });
    expect(rows).toEqual([]);
    expect(unitsInYear(total)).toBe(0);
    expect(total.cancelled).toBe(0);
  });
});
