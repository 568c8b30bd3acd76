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
import type { CalendarCache } from './calendar-cache';

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
  /** the archive (the calendar cache's rows are kept per archive) */
  archiveId: number;
  /** the app instance's calendar rows (none: every calendar reads the database) */
  cache?: CalendarCache | undefined;
}

/** A room's rules and a range's slots with their counts, as one calendar read them. */
interface CalendarRows {
  rules: Awaited<ReturnType<typeof readRoomRules>>;
  /** empty when the room does not exist */
  listed: Awaited<ReturnType<typeof listRoomSlotsWithCounts>>['slots'];
}

/**
 * The room's rules with the holidays up to `until` and the range's slots with their counts:
 * two statements without locks (a read; the writes re-check under the slot lock), or the
 * rows the app instance keeps of them (calendar-cache.ts) while nothing they show changed.
 */
async function calendarRows(
  { db, archiveId, cache }: CalendarServiceDeps,
  roomId: number,
  from: IsoDate,
  until: IsoDate,
  now: Date,
  today: IsoDate,
): Promise<CalendarRows> {
  const load = async (): Promise<{ value: CalendarRows; validUntil: number }> => {
    const rules = await readRoomRules(db, [roomId], today, until);
    if (!rules.rooms.has(roomId)) return { value: { rules, listed: [] }, validUntil: Infinity };
    const { slots, countsHoldUntil } = await listRoomSlotsWithCounts(db, roomId, from, until, now);
    return { value: { rules, listed: slots }, validUntil: countsHoldUntil };
  };
  if (!cache) return (await load()).value;
  return cache.read(archiveId, `${roomId}|${from}|${until}|${today}`, now.getTime(), load);
}

/**
 * The key under which an answer built from `rows` is the same for every request with it, or
 * null when none is kept: an empty cart, no seat need, a room without named seats (whose seat
 * reads are live) — then the answer depends on nothing but the rows, the archive's config and
 * the rules' clock (today, the wall-clock time, the opening window; the holidays are the
 * rows'), every rule being a function of those (`evaluateSlotRules`, `slotRecordsState`).
 */
function memoKey(
  rows: CalendarRows,
  ruleClock: ReturnType<typeof roomRuleClock>,
  roomId: number,
  cart: readonly CartTicket[],
  need: SeatNeed | null,
): string | null {
  if (cart.length > 0 || need !== null || rows.rules.seatedRooms.has(roomId)) return null;
  const { today, nowTime, window } = ruleClock;
  return `${today}|${nowTime}|${window.from}|${window.until}`;
}

/**
 * The visitor's calendar: a room's slots with capacity, active ticket count
 * and the rules each fails for the visitor — before a cart exists, or for a given cart.
 * One computation with one `now` (a read: no locks; the writes re-check under the lock).
 */
export function createCalendarService(deps: CalendarServiceDeps) {
  const { db, clock, config } = deps;
  /** the last answer built from kept rows (this archive context's config), by those rows */
  const answers = new WeakMap<CalendarRows, { key: string; answer: TimeSlot[] }>();

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
    const rows = await calendarRows(deps, roomId, from, until, now, today);
    const { rules, listed } = rows;
    const room = rules.rooms.get(roomId);
    if (!room) throw AppError.notFound('room');
    const ruleClock = roomRuleClock(clock, room, now, rules.holidays);
    // the same rows seen at the same reading of the rules' clock give the same answer
    const memo = memoKey(rows, ruleClock, roomId, cart, need);
    const known = memo ? answers.get(rows) : undefined;
    if (memo && known?.key === memo) return known.answer;
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
    if (memo) answers.set(rows, { key: memo, answer: Object.freeze(answer) as TimeSlot[] });
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
