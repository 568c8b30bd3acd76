import { describe, expect, it } from 'vitest';
import {
  accessibleReleaseDate,
  chooseSeat,
  isBlockedOn,
  rangesOverlap,
  seatNeedOf,
  seatsFree,
  unblockedSeatCount,
  type EquipmentItem,
  type SeatCandidate,
} from './rules';

const LIST: EquipmentItem[] = [
  { key: 'microfilm', de: 'Mikrofilmlesegerät', en: 'Microfilm reader', accessible: false },
  { key: 'socket', de: 'Steckdose', en: 'Power socket', accessible: false },
  { key: 'accessible-desk', de: 'Barrierefreier Tisch', en: 'Accessible desk', accessible: true },
];
const seat = (
  id: number,
  equipment: string[],
  accessible = equipment.includes('accessible-desk'),
  sortOrder = id,
): SeatCandidate => ({ id, label: String(id), equipment, sortOrder, accessible });
const plain = seatNeedOf([], false, LIST);

describe('chooseSeat', () => {
  it('prefers the seat with the least extra equipment, so special seats stay free', () => {
    const seats = [seat(1, ['microfilm', 'socket']), seat(2, ['socket']), seat(3, [])];
    expect(chooseSeat(seats, plain, '2030-03-10', '2030-03-01', 0)?.id).toBe(3);
    expect(
      chooseSeat(seats, seatNeedOf(['socket'], false, LIST), '2030-03-10', '2030-03-01', 0)?.id,
    ).toBe(2);
    expect(
      chooseSeat(seats, seatNeedOf(['microfilm'], false, LIST), '2030-03-10', '2030-03-01', 0)?.id,
    ).toBe(1);
  });

  it('needs every requested key; none fits: null', () => {
    const seats = [seat(1, ['microfilm']), seat(2, ['socket'])];
    expect(
      chooseSeat(
        seats,
        seatNeedOf(['microfilm', 'socket'], false, LIST),
        '2030-03-10',
        '2030-03-01',
        0,
      ),
    ).toBeNull();
    expect(chooseSeat([], plain, '2030-03-10', '2030-03-01', 0)).toBeNull();
  });

  it('never offers an accessible seat to someone who did not ask, before the release day', () => {
    const seats = [seat(1, ['accessible-desk'])];
    // slot on the 10th, 3 days held back: released on the 7th
    expect(chooseSeat(seats, plain, '2030-03-10', '2030-03-06', 3)).toBeNull();
    expect(chooseSeat(seats, plain, '2030-03-10', '2030-03-07', 3)?.id).toBe(1);
    expect(chooseSeat(seats, plain, '2030-03-10', '2030-03-10', 3)?.id).toBe(1);
    // 0 days: only on the slot's own day
    expect(chooseSeat(seats, plain, '2030-03-10', '2030-03-09', 0)).toBeNull();
  });

  it('gives an accessible seat to a visitor who asked for one at any time, and only an accessible one', () => {
    const seats = [
      seat(1, []),
      seat(2, ['accessible-desk', 'socket']),
      seat(3, ['accessible-desk']),
    ];
    const asks = seatNeedOf([], true, LIST);
    expect(chooseSeat(seats, asks, '2030-03-10', '2030-01-01', 30)?.id).toBe(3);
    expect(chooseSeat([seat(1, [])], asks, '2030-03-10', '2030-01-01', 30)).toBeNull();
    // asking for an accessible key is asking for an accessible seat
    expect(seatNeedOf(['accessible-desk'], false, LIST).accessible).toBe(true);
    expect(
      chooseSeat(
        seats,
        seatNeedOf(['accessible-desk'], false, LIST),
        '2030-03-10',
        '2030-01-01',
        30,
      )?.id,
    ).toBe(3);
  });

  it('after the release day still prefers a plain seat over an accessible one with as little extra', () => {
    const seats = [seat(1, ['accessible-desk'], true, 0), seat(2, ['socket'], false, 5)];
    // one extra key each: the plain seat first, whatever the sort order says
    expect(chooseSeat(seats, plain, '2030-03-10', '2030-03-10', 0)?.id).toBe(2);
    expect(
      chooseSeat(
        [seat(1, ['accessible-desk'], true, 0), seat(2, [], false, 5)],
        plain,
        '2030-03-10',
        '2030-03-10',
        0,
      )?.id,
    ).toBe(2);
  });

  it('breaks ties by sort order, then label in natural order, then id', () => {
    const a: SeatCandidate = {
      id: 5,
      label: 'M10',
      equipment: [],
      sortOrder: 0,
      accessible: false,
    };
    const b: SeatCandidate = { id: 6, label: 'M2', equipment: [], sortOrder: 0, accessible: false };
    expect(chooseSeat([a, b], plain, '2030-03-10', '2030-03-01', 0)?.label).toBe('M2');
    expect(
      chooseSeat([{ ...a, sortOrder: -1 }, b], plain, '2030-03-10', '2030-03-01', 0)?.label,
    ).toBe('M10');
  });
});

describe('free and blocked seats', () => {
  const blocks = [{ from: '2030-03-05', until: '2030-03-07' }];
  it('a block covers both of its days', () => {
    expect(isBlockedOn(blocks, '2030-03-04')).toBe(false);
    expect(isBlockedOn(blocks, '2030-03-05')).toBe(true);
    expect(isBlockedOn(blocks, '2030-03-07')).toBe(true);
    expect(isBlockedOn(blocks, '2030-03-08')).toBe(false);
  });

  it('ranges overlap when they share a day', () => {
    expect(rangesOverlap(blocks[0]!, { from: '2030-03-07', until: '2030-03-09' })).toBe(true);
    expect(rangesOverlap(blocks[0]!, { from: '2030-03-08', until: '2030-03-09' })).toBe(false);
    expect(rangesOverlap(blocks[0]!, { from: '2030-03-01', until: '2030-03-04' })).toBe(false);
  });

  it('seatsFree leaves out taken and blocked seats; unblockedSeatCount caps the slot', () => {
    const seats = [
      { id: 1, blocks: [] },
      { id: 2, blocks },
      { id: 3, blocks: [] },
    ];
    expect(seatsFree(seats, new Set([3]), '2030-03-06').map((s) => s.id)).toEqual([1]);
    expect(seatsFree(seats, new Set(), '2030-03-08').map((s) => s.id)).toEqual([1, 2, 3]);
    expect(unblockedSeatCount(seats, '2030-03-06')).toBe(2);
    expect(unblockedSeatCount(seats, '2030-03-08')).toBe(3);
  });

  it('the release day is the slot date minus the hold-back days (never after the slot)', () => {
    expect(accessibleReleaseDate('2030-03-01', 3)).toBe('2030-02-26');
    expect(accessibleReleaseDate('2030-03-01', -2)).toBe('2030-03-01');
  });
});
