import { describe, it, expect } from 'vitest';
import { z } from 'zod';
import {
  formatSort,
  listResponseSchema,
  pageNumber,
  pageOffset,
  pagingQuerySchema,
  parseSort,
  sortPattern,
  sortQuerySchema,
} from './paging';

const FIELDS = ['date', 'startTime', 'name'] as const;

describe('sort parameter', () => {
  it('parses several keys joined by commas', () => {
    expect(parseSort('date:ASC,startTime:DESC', FIELDS)).toEqual([
      { field: 'date', direction: 'ASC' },
      { field: 'startTime', direction: 'DESC' },
    ]);
  });

  it('defaults the direction to ASC, ignores case of the direction and blanks', () => {
    expect(parseSort(' name , date:desc ', FIELDS)).toEqual([
      { field: 'name', direction: 'ASC' },
      { field: 'date', direction: 'DESC' },
    ]);
  });

  it('gives an empty list for nothing', () => {
    expect(parseSort('', FIELDS)).toEqual([]);
    expect(parseSort(undefined, FIELDS)).toEqual([]);
  });

  it('rejects fields outside the allow-list, bad directions and repeated fields', () => {
    expect(parseSort('password:ASC', FIELDS)).toBeNull();
    expect(parseSort('date:UP', FIELDS)).toBeNull();
    expect(parseSort('date:ASC,date:DESC', FIELDS)).toBeNull();
    expect(parseSort('date:ASC:x', FIELDS)).toBeNull();
    expect(parseSort('Date:ASC', FIELDS)).toBeNull();
  });

  it('formats back to the wire form', () => {
    expect(
      formatSort([
        { field: 'date', direction: 'ASC' },
        { field: 'name', direction: 'DESC' },
      ]),
    ).toBe('date:ASC,name:DESC');
  });

  it('as a query schema falls back to the default and fails on unknown fields', () => {
    const schema = sortQuerySchema(FIELDS, [{ field: 'date', direction: 'ASC' }]);
    expect(schema.parse(undefined)).toEqual([{ field: 'date', direction: 'ASC' }]);
    expect(schema.parse('name:DESC')).toEqual([{ field: 'name', direction: 'DESC' }]);
    expect(schema.safeParse('secret:ASC').success).toBe(false);
  });

  it('as a query schema takes the wire grammar only, as its pattern says, the first of a repeated field', () => {
    const schema = sortQuerySchema(FIELDS, [{ field: 'date', direction: 'ASC' }]);
    const pattern = sortPattern(FIELDS);
    for (const ok of ['', 'name', 'date:DESC,name', 'name:ASC,startTime:DESC,date:ASC']) {
      expect(pattern.test(ok)).toBe(true);
      expect(schema.safeParse(ok).success).toBe(true);
    }
    for (const bad of ['name:asc', ' name', 'name,', ',name', 'name:ASC:x', 'Date', 'name;date']) {
      expect(pattern.test(bad)).toBe(false);
      expect(schema.safeParse(bad).success).toBe(false);
    }
    expect(schema.parse('name:DESC,date,name:ASC')).toEqual([
      { field: 'name', direction: 'DESC' },
      { field: 'date', direction: 'ASC' },
    ]);
    expect(schema.parse('')).toEqual([{ field: 'date', direction: 'ASC' }]);
    expect(schema.safeParse('date,'.repeat(100) + 'date').success).toBe(false);
    expect(z.toJSONSchema(schema, { io: 'input' })).toMatchObject({
      type: 'string',
      pattern: pattern.source,
    });
  });
});

describe('paging', () => {
  it('numbers pages from 1 by offset and page size', () => {
    expect(pageNumber(0, 20)).toBe(1);
    expect(pageNumber(19, 20)).toBe(1);
    expect(pageNumber(20, 20)).toBe(2);
    expect(pageNumber(-5, 20)).toBe(1);
    expect(pageNumber(40, 0)).toBe(1);
    expect(pageOffset(3, 20)).toBe(40);
    expect(pageOffset(0, 20)).toBe(0);
  });

  it('reads limit and offset from query strings within bounds', () => {
    expect(pagingQuerySchema.parse({ limit: '20', offset: '40' })).toEqual({
      limit: 20,
      offset: 40,
    });
    expect(pagingQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
    expect(pagingQuerySchema.safeParse({ limit: '1000' }).success).toBe(false);
    expect(pagingQuerySchema.safeParse({ offset: '-1' }).success).toBe(false);
    for (const v of [' 5', '+5', '5e0', '0x5', '05', '5.0'])
      expect({ v, ok: pagingQuerySchema.safeParse({ limit: v, offset: v }).success }).toEqual({
        v,
        ok: false,
      });
  });

  it('describes list responses as content plus total count', () => {
    const schema = listResponseSchema(z.object({ id: z.int() }));
    expect(schema.parse({ content: [{ id: 1 }], totalCount: 7 })).toEqual({
      content: [{ id: 1 }],
      totalCount: 7,
    });
    expect(schema.safeParse({ content: [], totalCount: -1 }).success).toBe(false);
  });
});
