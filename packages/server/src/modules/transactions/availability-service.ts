import type { IsoDate } from '@lesesaal/domain/dates';
import type { TimeSlot } from '@lesesaal/domain/time-slots/schema';
import { evaluateSlotRules } from '@lesesaal/domain/time-slots/rules';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../http/types';
import {
  findOpenTransaction,
  findRoomBounds,
  listCartTickets,
  listRoomSlotsWithCounts,
  type CartTicket,
} from './repository';
import { roomRuleClock } from './rule-context';

export interface AvailabilityServiceDeps {
  db: Db;
  clock: Clock;
  config: AppConfig;
}

/**
 * The visitor's calendar (DESIGN.md §9): a room's slots with capacity, active ticket count
 * and the rules each fails for the visitor — before a cart exists, or for a given cart.
 * One computation with one `now` (a read: no locks; the writes re-check under the lock).
 */
export function createAvailabilityService(deps: AvailabilityServiceDeps) {
  const { db, clock, config } = deps;

  async function list(
    roomId: number,
    from: IsoDate,
    until: IsoDate,
    cart: readonly CartTicket[],
  ): Promise<TimeSlot[]> {
    const now = clock.now();
    const room = await findRoomBounds(db, roomId);
    if (!room) throw AppError.notFound('room');
    const ruleClock = await roomRuleClock(db, config, room, now);
    const slots = await listRoomSlotsWithCounts(db, roomId, from, until, now);
    // Slots without seats are never shown to visitors (spec §4).
    return slots
      .filter((slot) => slot.capacity > 0)
      .map((slot) => ({
        id: slot.id,
        roomId: slot.roomId,
        roomName: room.name,
        date: slot.date,
        startTime: slot.startTime,
        endTime: slot.endTime,
        capacity: slot.capacity,
        ticketCount: slot.ticketCount,
        failedRules: evaluateSlotRules(slot, {
          ...ruleClock,
          activeTicketCount: slot.ticketCount,
          cart,
          maxReservations: config.limits.maxReservations,
          maxDailyTickets: config.limits.maxDailyTickets,
        }),
      }));
  }

  return {
    /** `GET /rooms/{id}/booking`: as seen with an empty cart. */
    listForVisitor: (roomId: number, from: IsoDate, until: IsoDate) =>
      list(roomId, from, until, []),

    /** `GET /transactions/{id}/rooms/{roomId}/available-timeslots`: as seen with that cart. */
    async listForCart(
      transactionId: string,
      roomId: number,
      from: IsoDate,
      until: IsoDate,
    ): Promise<TimeSlot[]> {
      const row = await findOpenTransaction(db, transactionId, clock.now());
      if (!row) throw AppError.notFound('transaction');
      return list(roomId, from, until, await listCartTickets(db, transactionId));
    },
  };
}

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
