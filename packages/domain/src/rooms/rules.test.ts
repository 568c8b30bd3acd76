import { describe, it, expect } from 'vitest';
import { canDeleteRoom, checkRoomImageFile, moveRoom, truncateRoomName } from './rules';

describe('room name truncation', () => {
  it('keeps names up to 18 characters and cuts longer ones with an ellipsis', () => {
    expect(truncateRoomName('x'.repeat(18))).toBe('x'.repeat(18));
    expect(truncateRoomName('Großer Lesesaal im Ostflügel')).toBe('Großer Lesesaal im…');
  });

  it('never splits a character made of two code units', () => {
    expect(truncateRoomName(`${'a'.repeat(17)}📚📚`)).toBe(`${'a'.repeat(17)}📚…`);
  });
});

describe('room image file check', () => {
  it('requires a non-empty file', () => {
    expect(checkRoomImageFile(null)).toBe('required');
    expect(checkRoomImageFile({ type: 'image/png', size: 0 })).toBe('required');
  });

  it('accepts PNG and JPEG up to 20 MiB (a phone photo of 6 MB too)', () => {
    expect(checkRoomImageFile({ type: 'image/png', size: 20_971_520 })).toBeNull();
    expect(checkRoomImageFile({ type: 'image/jpeg', size: 1 })).toBeNull();
    expect(checkRoomImageFile({ type: 'image/jpeg', size: 6_000_000 })).toBeNull();
    expect(checkRoomImageFile({ type: 'image/jpeg', size: 20_971_521 })).toBe(
      'fileTooLarge?maxBytes=20971520',
    );
  });

  it('rejects other types', () => {
    expect(checkRoomImageFile({ type: 'image/gif', size: 10 })).toMatch(/^fileType/);
    expect(checkRoomImageFile({ type: '', size: 10 })).toMatch(/^fileType/);
  });
});

describe('room deletion and order', () => {
  it('allows deletion only without active tickets', () => {
    expect(canDeleteRoom(0)).toBe(true);
    expect(canDeleteRoom(1)).toBe(false);
  });

  it('moves a room up or down and leaves the ends alone', () => {
    expect(moveRoom([1, 2, 3], 2, -1)).toEqual([2, 1, 3]);
    expect(moveRoom([1, 2, 3], 2, 1)).toEqual([1, 3, 2]);
    expect(moveRoom([1, 2, 3], 1, -1)).toEqual([1, 2, 3]);
    expect(moveRoom([1, 2, 3], 3, 1)).toEqual([1, 2, 3]);
    expect(moveRoom([1, 2, 3], 9, 1)).toEqual([1, 2, 3]);
  });
});
