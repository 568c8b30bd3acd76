import { describe, expect, it } from 'vitest';
import { roomCreatePayloadSchema, roomUpdatePayloadSchema } from './room-payloads';

const room = { name: 'Kartensaal', description: '1. Stock', capacity: 4 };

describe('room payloads on the server', () => {
  it('fill a missing opening window with the spec fallback of 2 to 30 days', () => {
    expect(roomCreatePayloadSchema.parse(room)).toMatchObject({
      openStart: { type: 'DAY', value: 2 },
      openEnd: { type: 'DAY', value: 30 },
    });
    expect(roomUpdatePayloadSchema.parse({ ...room, id: 3, version: 1 }).openEnd).toEqual({
      type: 'DAY',
      value: 30,
    });
  });

  it('keep given bounds and still refuse a bound out of range or null', () => {
    const given = {
      ...room,
      openStart: { type: 'WORKING_DAY', value: 0 },
      openEnd: { type: 'DAY', value: 365 },
    };
    expect(roomCreatePayloadSchema.parse(given)).toMatchObject({
      openStart: given.openStart,
      openEnd: given.openEnd,
    });
    expect(
      roomCreatePayloadSchema.safeParse({ ...room, openEnd: { type: 'DAY', value: 366 } }).success,
    ).toBe(false);
    expect(roomCreatePayloadSchema.safeParse({ ...room, openStart: null }).success).toBe(false);
  });
});
