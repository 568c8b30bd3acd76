import { isBlockedOn } from '@lesesaal/domain/seats/rules';
import {
  SEAT_LIMITS,
  type EquipmentCreate,
  type EquipmentUpdate,
  type RoomSeatSettings,
  type Seat,
  type SeatBlockPayload,
  type SeatBlockResult,
  type SeatPayload,
  type SeatPosition,
  type SlotSeats,
} from '@lesesaal/domain/seats/schema';
import { AppError } from '../../http/app-error';
import type { AppContext } from '../../http/types';
import { enqueueSeatMoved } from '../../mail/seat-mails';
import { liveHoldsOnSeat, reseatHolds } from './assign';
import { preparePlan } from '../seat-plan';
import * as repo from './repository';
import * as settingsRepo from './settings-repository';
import * as slotRepo from './slot-repository';
import { transaction } from '../../db/transaction';

/** Lookups the parts of the service share. */
function seatLookups(ctx: AppContext) {
  const { db, clock } = ctx;
  const today = () => clock.today();
  return {
    today,
    async existingRoom(roomId: number): Promise<void> {
      if (!(await repo.roomExists(db, roomId))) throw AppError.notFound('room');
    },
    async existingSeat(roomId: number, seatId: number): Promise<Seat> {
      const seat = await repo.findSeat(db, roomId, seatId, today());
      if (!seat) throw AppError.notFound('seat');
      return seat;
    },
    async checkKeys(keys: readonly string[]): Promise<void> {
      if ((await repo.unknownEquipmentKeys(db, keys)).length > 0)
        throw AppError.validation('body.equipment');
    },
    async settingsOf(roomId: number): Promise<RoomSeatSettings> {
      const s = await settingsRepo.findSettings(db, roomId);
      return {
        roomId,
        accessibleHoldBackDays: s.accessibleHoldBackDays,
        planUrl: s.planEtag ? `/api/admin/rooms/${roomId}/seat-plan?v=${s.planEtag}` : null,
        planAlt: s.planAlt,
        planWidth: s.planWidth,
        planHeight: s.planHeight,
      };
    },
  };
}
type Lookups = ReturnType<typeof seatLookups>;

/** The equipment list and a room's seats. */
function catalogService(
  ctx: AppContext,
  { today, existingRoom, existingSeat, checkKeys, settingsOf }: Lookups,
) {
  const { db } = ctx;
  return {
    listEquipment: () => repo.listEquipment(db),

    async createEquipment(input: EquipmentCreate) {
      if ((await repo.countEquipment(db)) >= SEAT_LIMITS.equipmentItems)
        throw AppError.conflict('conflict', ['maxEquipmentItems']);
      const item = await repo.insertEquipment(db, input);
      if (!item) throw AppError.conflict('conflict', ['key']);
      return item;
    },

    async updateEquipment(id: number, input: EquipmentUpdate) {
      const item = await repo.updateEquipment(db, id, input);
      if (!item) throw AppError.notFound('equipment');
      return item;
    },

    /** Refused (409 [labels…]) while a seat carries the key. */
    async deleteEquipment(id: number): Promise<void> {
      await transaction(db, async (tx) => {
        const item = await repo.findEquipment(tx, id);
        if (!item) throw AppError.notFound('equipment');
        const used = await repo.seatsWithEquipment(tx, item.key);
        if (used.length > 0) throw AppError.conflict('conflict', used);
        await repo.deleteEquipment(tx, id);
      });
    },

    async listSeats(roomId: number) {
      await existingRoom(roomId);
      return {
        settings: await settingsOf(roomId),
        seats: await repo.listSeatsOfRoom(db, roomId, today()),
      };
    },

    async createSeat(roomId: number, input: SeatPayload): Promise<Seat> {
      await existingRoom(roomId);
      await checkKeys(input.equipment);
      if ((await repo.countSeatsOfRoom(db, roomId)) >= SEAT_LIMITS.seatsPerRoom)
        throw AppError.conflict('conflict', ['maxSeatsPerRoom']);
      const id = await repo.insertSeat(db, roomId, {
        label: input.label,
        equipment: input.equipment,
        x: input.x ?? null,
        y: input.y ?? null,
        sortOrder: input.sortOrder ?? (await repo.nextSortOrder(db, roomId)),
      });
      if (id === null) throw AppError.conflict('conflict', ['label']);
      return existingSeat(roomId, id);
    },

    async updateSeat(roomId: number, seatId: number, input: SeatPayload): Promise<Seat> {
      await existingSeat(roomId, seatId);
      await checkKeys(input.equipment);
      if (await repo.labelTaken(db, roomId, input.label, seatId))
        throw AppError.conflict('conflict', ['label']);
      await repo.updateSeat(db, roomId, seatId, {
        label: input.label,
        equipment: input.equipment,
        ...(input.x === undefined ? {} : { x: input.x, y: input.y ?? null }),
        ...(input.sortOrder === undefined ? {} : { sortOrder: input.sortOrder }),
      });
      return existingSeat(roomId, seatId);
    },

    async placeSeat(roomId: number, seatId: number, position: SeatPosition): Promise<Seat> {
      if (!(await repo.updateSeat(db, roomId, seatId, position))) throw AppError.notFound('seat');
      return existingSeat(roomId, seatId);
    },

    async deleteSeat(roomId: number, seatId: number): Promise<void> {
      if (!(await repo.deleteSeat(db, roomId, seatId))) throw AppError.notFound('seat');
    },
  };
}

/** Settings and plan of a room. */
function settingsService(ctx: AppContext, { existingRoom, settingsOf }: Lookups) {
  const { db } = ctx;
  return {
    settings: settingsOf,

    async saveSettings(roomId: number, days: number): Promise<RoomSeatSettings> {
      await existingRoom(roomId);
      await settingsRepo.saveHoldBackDays(db, roomId, days);
      return settingsOf(roomId);
    },

    async setPlan(
      roomId: number,
      upload: { data: Buffer; alt: string },
    ): Promise<RoomSeatSettings> {
      await existingRoom(roomId);
      const plan = await preparePlan(upload.data);
      await settingsRepo.savePlan(db, roomId, {
        image: plan.image,
        contentType: plan.contentType,
        alt: upload.alt,
        etag: plan.etag,
        width: plan.width,
        height: plan.height,
      });
      return settingsOf(roomId);
    },

    async deletePlan(roomId: number): Promise<void> {
      await existingRoom(roomId);
      await settingsRepo.savePlan(db, roomId, null);
    },

    plan: (roomId: number) => settingsRepo.findPlan(db, roomId),
  };
}

/** Blocks, a slot's seats and moving a booking to another seat. */
function seatingService(ctx: AppContext, { today, existingSeat }: Lookups) {
  const { db, config, clock } = ctx;
  return {
    /**
     * Blocks the seat; bookings holding it in the range lose it in the same transaction
     * (under their slots' locks) and are answered, so staff can move them or leave them
     * "no seat assigned"; visitors' holds on it get another free seat at once
     * (`reseatHolds`). A block may not end before today.
     */
    async blockSeat(
      roomId: number,
      seatId: number,
      input: SeatBlockPayload,
    ): Promise<SeatBlockResult> {
      if (input.until < today()) throw AppError.validation('body.until');
      const seat = await existingSeat(roomId, seatId);
      return transaction(db, async (tx) => {
        await slotRepo.lockSlotsOfSeatRange(tx, roomId, input.from, input.until);
        const block = await repo.insertBlock(tx, seatId, input);
        const now = clock.now();
        const held = await liveHoldsOnSeat(tx, seatId, input, now);
        const affected = await slotRepo.unassignSeatInRange(tx, seatId, input.from, input.until);
        // visitors' holds get another seat at once (docs/decisions/named-seats.md)
        await reseatHolds(tx, held, seat.equipment, { now, today: clock.dateAt(now) });
        return { block, affected };
      });
    },

    async unblockSeat(roomId: number, seatId: number, blockId: number): Promise<void> {
      await existingSeat(roomId, seatId);
      if (!(await repo.deleteBlock(db, seatId, blockId))) throw AppError.notFound('block');
    },

    /** The seats of one slot with their state, and its booked tickets without a seat. */
    async slotSeats(roomId: number, slotId: number): Promise<SlotSeats> {
      const slot = await slotRepo.findSlot(db, slotId);
      if (!slot || slot.roomId !== roomId) throw AppError.notFound('timeslot');
      const [roomSeats, taken, unassigned] = await Promise.all([
        repo.listSeatsOfRoom(db, roomId, slot.date),
        slotRepo.takenSeatsOfSlot(db, slotId),
        slotRepo.unassignedBookingsOfSlot(db, slotId),
      ]);
      const holder = new Map(taken.map((t) => [t.seatId, t.ticketId]));
      return {
        seats: roomSeats.map((s) => {
          const ticketId = holder.get(s.id) ?? null;
          const state = isBlockedOn(s.blocks, slot.date) ? 'BLOCKED' : ticketId ? 'TAKEN' : 'FREE';
          return { seatId: s.id, label: s.label, state, ticketId };
        }),
        unassigned,
      };
    },

    /**
     * Moves a booked ticket of a slot that has not passed to another free, unblocked seat of
     * its room, and queues one mail to the visitor. Slot row locked first, so no hold takes
     * the seat meanwhile; the unique index is the last guard (409).
     */
    async moveBooking(ticketId: number, seatId: number) {
      return transaction(db, async (tx) => {
        const before = await slotRepo.findBooking(tx, ticketId);
        if (!before) throw AppError.notFound('ticket');
        await slotRepo.lockSlot(tx, before.timeSlotId);
        const booking = await slotRepo.findBooking(tx, ticketId);
        if (!booking || booking.status !== 'BOOKED' || booking.seatReleasedAt !== null)
          throw AppError.conflict('conflict', ['status']);
        if (booking.date < today()) throw AppError.conflict('conflict', ['date']);
        const seat = await repo.findSeat(tx, booking.roomId, seatId);
        if (!seat) throw AppError.validation('body.seatId');
        const moved = {
          ticketId: booking.ticketId,
          bookingNumber: booking.bookingNumber,
          timeSlotId: booking.timeSlotId,
          date: booking.date,
          startTime: booking.startTime,
          endTime: booking.endTime,
          seatId,
        };
        if (booking.seatId === seatId) return { booking: moved, mailed: false };
        if (isBlockedOn(seat.blocks, booking.date))
          throw AppError.conflict('conflict', ['blocked']);
        await slotRepo.reclaimRunOutSeats(tx, booking.timeSlotId, clock.now());
        const taken = await slotRepo.takenSeatsOfSlot(tx, booking.timeSlotId);
        if (taken.some((t) => t.seatId === seatId)) throw AppError.conflict('conflict', ['taken']);
        await slotRepo.setTicketSeat(tx, ticketId, seatId);
        const mailed = await enqueueSeatMoved(
          tx,
          config,
          booking,
          { ...booking, seatLabel: seat.label },
          clock.now(),
        );
        return { booking: moved, mailed };
      });
    },
  };
}

/** The staff's management of named seats: equipment list, seats, blocks, plan, moves. */
export function createSeatsService(ctx: AppContext) {
  const lookups = seatLookups(ctx);
  return {
    ...catalogService(ctx, lookups),
    ...settingsService(ctx, lookups),
    ...seatingService(ctx, lookups),
  };
}
