import { describe, it, expect } from 'vitest';
import { holidayCreateSchema, holidayListQuerySchema, holidayUpdateSchema } from './schema';

const holiday = { name: 'Pfingstmontag', description: '', date: '2024-05-20' };

describe('holiday payloads', () => {
  it('accept a holiday and store an empty description as null', () => {
    expect(holidayCreateSchema.parse(holiday)).toEqual({ ...holiday, description: null });
  });

  it('require a name of at most 100 characters and a real date', () => {
    expect(holidayCreateSchema.safeParse({ ...holiday, name: 'x'.repeat(100) }).success).toBe(true);
    expect(holidayCreateSchema.safeParse({ ...holiday, name: 'x'.repeat(101) }).success).toBe(
      false,
    );
    expect(holidayCreateSchema.safeParse({ ...holiday, name: ' ' }).success).toBe(false);
    expect(holidayCreateSchema.safeParse({ ...holiday, date: '2024-02-30' }).success).toBe(false);
  });

  it('limit the description to 500 characters', () => {
    expect(
      holidayCreateSchema.safeParse({ ...holiday, description: 'x'.repeat(500) }).success,
    ).toBe(true);
    expect(
      holidayCreateSchema.safeParse({ ...holiday, description: 'x'.repeat(501) }).success,
    ).toBe(false);
  });

  it('need id and version to update', () => {
    expect(holidayUpdateSchema.safeParse(holiday).success).toBe(false);
    expect(holidayUpdateSchema.safeParse({ ...holiday, id: 1, version: 2 }).success).toBe(true);
  });

  it('list by date unless sorted otherwise', () => {
    expect(holidayListQuerySchema.parse({ fromDate: '2024-01-01', limit: '999' })).toMatchObject({
      limit: 999,
      sort: [{ field: 'date', direction: 'ASC' }],
    });
  });
});
