import { and, eq, gt, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { VisitorSeat } from '@lesesaal/domain/seats/schema';
import { isHeldBack, seatForWish } from '@lesesaal/domain/seats/named-seat-rule';
import {
  accessibleKeysOf,
  accessibleReleaseDate,
  isAccessibleSeat,
  isBlockedOn,
  seatNeedOf,
  seatsFree,
  unblockedSeatCount,
  type SeatNeed,
} from '@lesesaal/domain/seats/rules';
import type { Db } from '../../db/client';
import { tickets, transactions } from '../../db/schema/index';
import * as repo from './repository';
import { findSettings } from './settings-repository';
import { findSlot } from './slot-repository';

/** What the calendar shows of a seated room's slot. */
export interface SlotSeatAvailability {
  /** seats not blocked on the slot's date: the most visitor tickets the slot can hold */
  unblocked: number;
  /** with a need: a free seat that fits it (the seat a hold would get now); else null */
  matching: boolean | null;
}

/**
 * Seats taken in each slot at `now` (a read, no lock): NEW tickets of a cart still running,
 * BOOKED tickets not released — the seat rule; a run-out hold's seat counts as free.
 */
async function takenSeatsOfSlots(
  db: Db,
  slotIds: readonly number[],
  now: Date,
): Promise<Map<number, Set<number>>> {
  const rows = await db
    .select({ slotId: tickets.timeSlotId, seatId: tickets.seatId })
    .from(tickets)
    .leftJoin(transactions, eq(transactions.id, tickets.transactionId))
    .where(
      and(
        inArray(tickets.timeSlotId, [...slotIds]),
        isNotNull(tickets.seatId),
        or(
          and(eq(tickets.status, 'BOOKED'), isNull(tickets.seatReleasedAt)),
          and(eq(tickets.status, 'NEW'), gt(transactions.expiredAt, now)),
          // a booking waiting for its user application's decision (seat rule PENDING_SEAT)
          eq(tickets.status, 'PENDING'),
        ),
      ),
    );
  const taken = new Map<number, Set<number>>();
  for (const r of rows)
    if (r.seatId !== null) taken.set(r.slotId, (taken.get(r.slotId) ?? new Set()).add(r.seatId));
  return taken;
}

/**
 * The calendar's view of a room's named seats for its slots: per slot the unblocked seats
 * and, given a need, whether a free seat fits it (`seatForWish` of the named-seat rule, with the hold-back
 * rule, as a hold would choose now). Empty for a room without named seats (capacity alone
 * counts there). A read without locks: the hold decides again under the slot lock.
 */
export async function seatAvailability(
  db: Db,
  roomId: number,
  slots: ReadonlyArray<{ id: number; date: string }>,
  need: SeatNeed | null,
  at: { now: Date; today: string },
): Promise<Map<number, SlotSeatAvailability>> {
  const result = new Map<number, SlotSeatAvailability>();
  if (slots.length === 0) return result;
  const roomSeats = await repo.listSeatsOfRoom(db, roomId, at.today);
  if (roomSeats.length === 0) return result;
  const [taken, equipment, settings] = await Promise.all([
    need
      ? takenSeatsOfSlots(
          db,
          slots.map((s) => s.id),
          at.now,
        )
      : null,
    need ? repo.listEquipment(db) : [],
    need ? findSettings(db, roomId) : null,
  ]);
  const accessibleKeys = accessibleKeysOf(equipment);
  const candidates = roomSeats.map((s) => ({
    ...s,
    accessible: isAccessibleSeat(s.equipment, accessibleKeys),
  }));
  const wanted = need ? seatNeedOf(need.equipment, need.accessible, equipment) : null;
  for (const slot of slots) {
    const unblocked = unblockedSeatCount(roomSeats, slot.date);
    let matching: boolean | null = null;
    if (wanted && taken && settings) {
      const free = seatsFree(candidates, taken.get(slot.id) ?? new Set(), slot.date);
      const slotAt = {
        date: slot.date,
        today: at.today,
        holdBackDays: settings.accessibleHoldBackDays,
      };
      matching = seatForWish(free, { need: wanted }, slotAt) !== null;
    }
    result.set(slot.id, { unblocked, matching });
  }
  return result;
}

/**
 * A slot's seats as a visitor picks among them: FREE, TAKEN (the seat rule at `now`) or
 * BLOCKED on the slot's date, each with its accessible flag and whether it is held back
 * (accessible, before the release day) with that day. Null: no such slot in the room. Empty:
 * no named seats.
 */
export async function visitorSlotSeats(
  db: Db,
  roomId: number,
  slotId: number,
  at: { now: Date; today: string },
): Promise<VisitorSeat[] | null> {
  const slot = await findSlot(db, slotId);
  if (!slot || slot.roomId !== roomId) return null;
  const roomSeats = await repo.listSeatsOfRoom(db, roomId, slot.date);
  if (roomSeats.length === 0) return [];
  const [taken, equipment, settings] = await Promise.all([
    takenSeatsOfSlots(db, [slotId], at.now),
    repo.listEquipment(db),
    findSettings(db, roomId),
  ]);
  const accessibleKeys = accessibleKeysOf(equipment);
  const holdBackDays = settings.accessibleHoldBackDays;
  const releaseDate = accessibleReleaseDate(slot.date, holdBackDays);
  const takenIds = taken.get(slotId) ?? new Set<number>();
  return roomSeats.map((s) => {
    const accessible = isAccessibleSeat(s.equipment, accessibleKeys);
    const heldBack = isHeldBack({ accessible }, slot.date, at.today, holdBackDays);
    return {
      id: s.id,
      label: s.label,
      equipment: s.equipment,
      x: s.x,
      y: s.y,
      state: isBlockedOn(s.blocks, slot.date) ? 'BLOCKED' : takenIds.has(s.id) ? 'TAKEN' : 'FREE',
      accessible,
      heldBack,
      releasesOn: heldBack ? releaseDate : null,
    };
  });
}
