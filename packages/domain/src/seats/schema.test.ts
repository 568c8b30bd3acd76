import { describe, expect, it } from 'vitest';
import {
  equipmentCreateSchema,
  seatBlockPayloadSchema,
  seatPayloadSchema,
  seatNeedOfQuery,
  seatNeedQuerySchema,
  seatNeedSchema,
  seatPositionSchema,
} from './schema';

describe('seat payloads', () => {
  it('a seat: label trimmed, equipment keys unique, position both or neither', () => {
    expect(seatPayloadSchema.parse({ label: ' M2 ', equipment: ['socket', 'socket'] })).toEqual({
      label: 'M2',
      equipment: ['socket'],
    });
    expect(seatPayloadSchema.safeParse({ label: '12', x: 5 }).success).toBe(false);
    expect(seatPayloadSchema.safeParse({ label: '12', x: 5, y: 1001 }).success).toBe(false);
    expect(seatPayloadSchema.safeParse({ label: '', x: 5, y: 5 }).success).toBe(false);
    expect(seatPayloadSchema.safeParse({ label: 'x'.repeat(21) }).success).toBe(false);
    expect(seatPayloadSchema.safeParse({ label: '1', equipment: ['Bad Key'] }).success).toBe(false);
  });

  it('a position takes two numbers 0–1000 or two nulls', () => {
    expect(seatPositionSchema.parse({ x: 0, y: 1000 })).toEqual({ x: 0, y: 1000 });
    expect(seatPositionSchema.parse({ x: null, y: null })).toEqual({ x: null, y: null });
    expect(seatPositionSchema.safeParse({ x: null, y: 4 }).success).toBe(false);
    expect(seatPositionSchema.safeParse({ x: 1.5, y: 4 }).success).toBe(false);
  });

  it('a block needs a reason and an end not before its start', () => {
    expect(
      seatBlockPayloadSchema.safeParse({
        reason: 'Lampe defekt',
        from: '2030-03-02',
        until: '2030-03-02',
      }).success,
    ).toBe(true);
    const bad = seatBlockPayloadSchema.safeParse({
      reason: 'x',
      from: '2030-03-02',
      until: '2030-03-01',
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path.join('.'))).toEqual(['until']);
    expect(
      seatBlockPayloadSchema.safeParse({ reason: ' ', from: '2030-03-02', until: '2030-03-03' })
        .success,
    ).toBe(false);
  });

  it('an equipment key is lower case with hyphens, both names required', () => {
    expect(
      equipmentCreateSchema.parse({ key: 'microfilm-reader', de: 'Mikrofilm', en: 'Microfilm' }),
    ).toEqual({ key: 'microfilm-reader', de: 'Mikrofilm', en: 'Microfilm', accessible: false });
    expect(equipmentCreateSchema.safeParse({ key: '1x', de: 'a', en: 'b' }).success).toBe(false);
    expect(equipmentCreateSchema.safeParse({ key: 'x', de: 'a', en: ' ' }).success).toBe(false);
  });
});

describe("a visitor's seat need", () => {
  it('defaults to no need, drops duplicate keys and refuses more than 20 or bad keys', () => {
    expect(seatNeedSchema.parse(undefined)).toEqual({ equipment: [], accessible: false });
    expect(seatNeedSchema.parse({ equipment: ['socket', 'socket'], accessible: true })).toEqual({
      equipment: ['socket'],
      accessible: true,
    });
    expect(seatNeedSchema.safeParse({ equipment: Array(21).fill('a') }).success).toBe(false);
    expect(seatNeedSchema.safeParse({ equipment: ['Steckdose'] }).success).toBe(false);
  });
});

describe('seatNeedQuerySchema', () => {
  it('reads the keys joined by commas and the accessible flag; none: no need', () => {
    const q = seatNeedQuerySchema.parse({
      seatEquipment: 'microfilm-reader,socket,socket',
      accessibleSeat: 'true',
    });
    expect(seatNeedOfQuery(q)).toEqual({
      equipment: ['microfilm-reader', 'socket'],
      accessible: true,
    });
    expect(seatNeedOfQuery(seatNeedQuerySchema.parse({}))).toBeNull();
    expect(seatNeedQuerySchema.safeParse({ seatEquipment: 'Bad Key' }).success).toBe(false);
    expect(seatNeedQuerySchema.safeParse({ seatEquipment: 'a,,b' }).success).toBe(false);
  });
});
