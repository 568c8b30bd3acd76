import { describe, it, expect } from 'vitest';
import {
  DEFAULT_OPEN_END,
  DEFAULT_OPEN_START,
  dayTypeSchema,
  parseDayType,
  roomCreateSchema,
  roomImageAltSchema,
  roomSchema,
  roomUpdateSchema,
} from './schema';

const valid = {
  name: 'Lesesaal A',
  description: 'Erdgeschoss',
  capacity: 12,
  openStart: { type: 'DAY', value: 2 },
  openEnd: { type: 'WORKING_DAY', value: 30 },
};

const messages = (value: unknown, path: string): string[] => {
  const r = roomCreateSchema.safeParse(value);
  return r.success
    ? []
    : r.error.issues.filter((i) => i.path.join('.') === path).map((i) => i.message);
};

describe('room create payload', () => {
  it('accepts a complete room and trims its texts', () => {
    expect(roomCreateSchema.parse({ ...valid, name: '  Lesesaal A ' }).name).toBe('Lesesaal A');
  });

  it('accepts names of 3 and 50 characters and rejects 2 and 51', () => {
    expect(messages({ ...valid, name: 'abc' }, 'name')).toEqual([]);
    expect(messages({ ...valid, name: 'x'.repeat(50) }, 'name')).toEqual([]);
    expect(messages({ ...valid, name: 'ab' }, 'name')).toEqual(['minLength?min=3']);
    expect(messages({ ...valid, name: 'x'.repeat(51) }, 'name')).toEqual(['maxLength?max=50']);
  });

  it('limits the description to 3-100 characters and requires it', () => {
    expect(messages({ ...valid, description: 'x'.repeat(100) }, 'description')).toEqual([]);
    expect(messages({ ...valid, description: 'x'.repeat(101) }, 'description')).toEqual([
      'maxLength?max=100',
    ]);
    expect(messages({ ...valid, description: ' ' }, 'description')).toEqual(['required']);
  });

  it('takes capacity 0 to 99999 as an integer', () => {
    expect(messages({ ...valid, capacity: 0 }, 'capacity')).toEqual([]);
    expect(messages({ ...valid, capacity: 100000 }, 'capacity')).toEqual([
      'between?min=0&max=99999',
    ]);
    expect(messages({ ...valid, capacity: 2.5 }, 'capacity')).toEqual(['requiredInteger']);
  });

  it('takes opening values 0 to 365', () => {
    expect(messages({ ...valid, openEnd: { type: 'DAY', value: 365 } }, 'openEnd.value')).toEqual(
      [],
    );
    expect(messages({ ...valid, openEnd: { type: 'DAY', value: 366 } }, 'openEnd.value')).toEqual([
      'between?min=0&max=365',
    ]);
  });

  it('reads an unknown day type as DAY instead of failing', () => {
    const room = roomCreateSchema.parse({ ...valid, openStart: { type: 'WEEK', value: 1 } });
    expect(room.openStart).toEqual({ type: 'DAY', value: 1 });
    expect(dayTypeSchema.parse(undefined)).toBe('DAY');
    expect(parseDayType('WORKING_DAY')).toBe('WORKING_DAY');
    expect(parseDayType('working_day')).toBe('DAY');
  });

  it('requires id and version for an update', () => {
    expect(roomUpdateSchema.safeParse(valid).success).toBe(false);
    expect(roomUpdateSchema.parse({ ...valid, id: 3, version: 0 }).id).toBe(3);
  });

  it('defaults the window to 2 to 30 days', () => {
    expect(DEFAULT_OPEN_START).toEqual({ type: 'DAY', value: 2 });
    expect(DEFAULT_OPEN_END).toEqual({ type: 'DAY', value: 30 });
  });
});

describe('room response and image alt text', () => {
  it('describes a room without image with null image fields', () => {
    const room = {
      id: 1,
      version: 0,
      ...valid,
      openEnd: { type: 'DAY', value: 30 },
      imageAlt: null,
      imageUrl: null,
      sortOrder: 0,
    };
    expect(roomSchema.parse(room)).toEqual(room);
  });

  it('requires alt text of 5 to 150 characters', () => {
    expect(roomImageAltSchema.safeParse('abcd').success).toBe(false);
    expect(roomImageAltSchema.safeParse('abcde').success).toBe(true);
    expect(roomImageAltSchema.safeParse('x'.repeat(150)).success).toBe(true);
    expect(roomImageAltSchema.safeParse('x'.repeat(151)).success).toBe(false);
  });
});
