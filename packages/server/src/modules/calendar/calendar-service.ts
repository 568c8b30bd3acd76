import { addDays, diffDays, LAST_ISO_DATE, type IsoDate } from '@lesesaal/domain/dates';
import type { TimeSlot } from '@lesesaal/domain/time-slots/schema';
import { evaluateSlotRules } from '@lesesaal/domain/time-slots/rules';
import { slotRecordsState } from '@lesesaal/domain/record-orders/rules';
import type { SlotRecords } from '@lesesaal/domain/record-orders/schema';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { ArchiveClock } from '../../http/types';
import { listRoomSlotsWithCounts, readRoomRules } from '../seat-core';
import { findOpenCart, listCartTickets, type CartTicket } from '../seat-core';
import { roomRuleClock } from '../seat-core';
import { visitorCapacity } from '@lesesaal/domain/seats/named-seat-rule';
import type { SeatNeed } from '@lesesaal/domain/seats/rules';
import { seatAvailability, type SlotSeatAvailability } from '../seats';

/** Longest range one calendar request may ask for. */
export const MAX_CALENDAR_DAYS = 366;
/** Range when the client sends no `untilDate`: about six weeks (one calendar page). */
const DEFAULT_CALENDAR_DAYS = 42;

export interface CalendarRange {
  fromDate?: IsoDate | undefined;
  untilDate?: IsoDate | undefined;
  /** the visitor's seat need (rooms with named seats): the answer says which slots fit it */
  seatNeed?: SeatNeed | null | undefined;
}

export interface CalendarServiceDeps {
  db: Db;
  clock: ArchiveClock;
  config: AppConfig;
}

/**
 * The visitor's calendar: a room's slots with capacity, active ticket count
 * and the rules each fails for the visitor — before a cart exists, or for a given cart.
 * One computation with one `now` (a read: no locks; the writes re-check under the lock).
 */
export function createCalendarService(deps: CalendarServiceDeps) {
  const { db, clock, config } = deps;

  function range(query: CalendarRange): { from: IsoDate; until: IsoDate } {
    const from = query.fromDate ?? clock.today();
    // Near the last accepted date (9999-12-31) the default range ends there, not after it.
    const until =
      query.untilDate ??
      (diffDays(LAST_ISO_DATE, from) > DEFAULT_CALENDAR_DAYS
        ? addDays(from, DEFAULT_CALENDAR_DAYS)
        : LAST_ISO_DATE);
    const days = diffDays(until, from);
    if (days < 0 || days > MAX_CALENDAR_DAYS) throw AppError.validation('querystring.untilDate');
    return { from, until };
  }

  async function list(
    roomId: number,
    from: IsoDate,
    until: IsoDate,
    cart: readonly CartTicket[],
    need: SeatNeed | null,
  ): Promise<TimeSlot[]> {
    const now = clock.now();
    const today = clock.dateAt(now);
    // Two statements, no locks: the room with the holidays up to the range's end, then the
    // slots with their active counts (a read; the writes re-check under the slot lock).
    const rules = await readRoomRules(db, [roomId], today, until);
    const room = rules.rooms.get(roomId);
    if (!room) throw AppError.notFound('room');
    const ruleClock = roomRuleClock(clock, room, now, rules.holidays);
    const listed = await listRoomSlotsWithCounts(db, roomId, from, until, now);
    // Slots without seats are never shown to visitors, nor slots on a holiday: the day is
    // closed, whether the holiday was entered before or after its slots were made (the
    // rules refuse such a slot too: `timeslot_not_open`).
    const slots = listed.filter((slot) => slot.capacity > 0 && !rules.holidays.has(slot.date));
    // a room without named seats needs no seat reads (one round trip less per calendar)
    const seated = rules.seatedRooms.has(roomId)
      ? await seatAvailability(db, roomId, slots, need, { now, today })
      : new Map<number, SlotSeatAvailability>();
    // One pass, one context: the rule context is the same for every slot but its count, and
    // the records state is the same for every slot of a day (a month has ~4 slots a day).
    const context = {
      ...ruleClock,
      activeTicketCount: 0,
      cart,
      maxReservations: config.limits.maxReservations,
      maxDailyTickets: config.limits.maxDailyTickets,
    };
    const recordsOfDay = new Map<IsoDate, SlotRecords>();
    const answer: TimeSlot[] = [];
    for (const slot of slots) {
      const seats = seated.get(slot.id);
      // named seats: never more visitor tickets than unblocked seats
      const capacity = visitorCapacity(slot.capacity, seats?.unblocked ?? null);
      // can records still be ordered with this slot, and until when
      let records = recordsOfDay.get(slot.date);
      if (!records) {
        records = slotRecordsState(room.records, slot.date, ruleClock, rules.holidays);
        recordsOfDay.set(slot.date, records);
      }
      context.activeTicketCount = slot.ticketCount;
      const failedRules = evaluateSlotRules(seats ? { ...slot, capacity } : slot, context);
      // A room that requires records cannot book a slot whose order deadline has passed.
      if (records.ordering === 'REQUIRED' && !records.orderable) {
        failedRules.push('records_deadline_passed');
      }
      const entry: TimeSlot = {
        id: slot.id,
        roomId: slot.roomId,
        roomName: room.name,
        date: slot.date,
        startTime: slot.startTime,
        endTime: slot.endTime,
        capacity,
        ticketCount: slot.ticketCount,
        failedRules,
        records,
      };
      if (seats?.matching != null) entry.seatMatch = seats.matching === true;
      answer.push(entry);
    }
    return answer;
  }

  return {
    /** `GET /rooms/{id}/booking`: as seen with an empty cart. */
    async forRoom(roomId: number, query: CalendarRange): Promise<TimeSlot[]> {
      const { from, until } = range(query);
      return list(roomId, from, until, [], query.seatNeed ?? null);
    },

    /** `GET /transactions/{id}/rooms/{roomId}/available-timeslots`: as seen with that cart. */
    async forCart(
      transactionId: string,
      roomId: number,
      query: CalendarRange,
    ): Promise<TimeSlot[]> {
      const { from, until } = range(query);
      const row = await findOpenCart(db, transactionId, clock.now());
      if (!row) throw AppError.notFound('transaction');
      const cart = await listCartTickets(db, transactionId);
      return list(roomId, from, until, cart, query.seatNeed ?? null);
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
