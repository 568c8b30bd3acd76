import { describe, expect, it } from 'vitest';
import { parseSlotRow, RowShapeError } from './slot-row';

const row = {
  id: 7,
  roomId: '3',
  date: '2030-05-06',
  startTime: '09:00:00',
  endTime: '10:30',
  capacity: 12,
};

describe('parseSlotRow, the checked mapper of a slot row', () => {
  it('maps the selected columns: integers from numbers or their text, the date, HH:MM times', () => {
    expect(parseSlotRow(row)).toEqual({
      id: 7,
      roomId: 3,
      date: '2030-05-06',
      startTime: '09:00',
      endTime: '10:30',
      capacity: 12,
    });
    expect(parseSlotRow({ ...row, date: new Date('2030-05-06T00:00:00Z') }).date).toBe(
      '2030-05-06',
    );
  });

  it.each([
    ['id', { id: 'x' }],
    ['id', { id: 1.5 }],
    ['roomId', { roomId: null }],
    ['capacity', { capacity: undefined }],
    ['date', { date: 'May 6' }],
    ['date', { date: new Date('invalid') }],
    ['startTime', { startTime: 900 }],
  ])('refuses a row whose %s is not as selected', (field, change) => {
    expect(() => parseSlotRow({ ...row, ...change })).toThrow(RowShapeError);
    expect(() => parseSlotRow({ ...row, ...change })).toThrow(field);
  });

  it('refuses what is not a row', () => {
    expect(() => parseSlotRow(null)).toThrow(RowShapeError);
    expect(() => parseSlotRow('row')).toThrow(RowShapeError);
  });
});
