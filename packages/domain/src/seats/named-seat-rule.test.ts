import { describe, expect, it } from 'vitest';
import {
  hasNamedSeats,
  isHeldBack,
  mayChooseSeat,
  mayPickSeat,
  seatForWish,
  seatMissing,
  visitorCapacity,
} from './named-seat-rule';
import { seatNeedOf, type EquipmentItem, type SeatCandidate } from './rules';

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

describe('the named-seat rule', () => {
  it('gives a room named seats from its first seat on', () => {
    expect(hasNamedSeats(0)).toBe(false);
    expect(hasNamedSeats(1)).toBe(true);
  });

  it('caps a slot of a room with named seats at its unblocked seats, else at its capacity', () => {
    expect(visitorCapacity(10, null)).toBe(10);
    expect(visitorCapacity(10, 3)).toBe(3);
    expect(visitorCapacity(2, 3)).toBe(2);
  });

  it('holds an accessible seat back until its release day, except for a visitor who needs one', () => {
    const desk = seat(1, ['accessible-desk']);
    expect(isHeldBack(desk, '2030-03-10', '2030-03-06', 3)).toBe(true);
    expect(isHeldBack(desk, '2030-03-10', '2030-03-07', 3)).toBe(false);
    expect(isHeldBack(seat(2, ['socket']), '2030-03-10', '2030-03-01', 3)).toBe(false);
    expect(mayPickSeat({ heldBack: true }, plain)).toBe(false);
    expect(mayPickSeat({ heldBack: true }, { accessible: true })).toBe(true);
    expect(mayPickSeat({ heldBack: false }, plain)).toBe(true);
  });

  it('meets a wish with the picked seat when the visitor may take it, else with the chosen one', () => {
    const free = [seat(1, ['accessible-desk']), seat(2, ['socket']), seat(3, [])];
    const at = { date: '2030-03-10', today: '2030-03-01', holdBackDays: 3 };
    expect(seatForWish(free, { need: plain }, at)?.id).toBe(3);
    expect(seatForWish(free, { need: plain, seatId: 2 }, at)?.id).toBe(2);
    expect(seatForWish(free, { need: plain, seatId: 1 }, at)).toBeNull();
    expect(seatForWish(free, { need: plain, seatId: 9 }, at)).toBeNull();
    const accessible = seatNeedOf([], true, LIST);
    expect(seatForWish(free, { need: accessible, seatId: 1 }, at)?.id).toBe(1);
    expect(seatForWish([], { need: plain }, at)).toBeNull();
  });

  it('says "no seat assigned" only for a ticket without a seat in a room with named seats', () => {
    expect(seatMissing(false, true)).toBe(true);
    expect(seatMissing(true, true)).toBe(false);
    expect(seatMissing(false, false)).toBe(false);
  });
});

describe('mayChooseSeat', () => {
  it('lets anybody pick a plain seat, an accessible one only with the need or from the release day', () => {
    const desk = seat(1, ['accessible-desk']);
    const table = seat(2, ['socket']);
    expect(mayChooseSeat(table, plain, '2030-03-10', '2030-03-01', 3)).toBe(true);
    expect(mayChooseSeat(desk, plain, '2030-03-10', '2030-03-01', 3)).toBe(false);
    expect(mayChooseSeat(desk, plain, '2030-03-10', '2030-03-07', 3)).toBe(true);
    expect(mayChooseSeat(desk, { accessible: true }, '2030-03-10', '2030-03-01', 3)).toBe(true);
  });
});
