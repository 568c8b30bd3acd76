import { evaluateSlotRules, type TimeRange } from '@lesesaal/domain/time-slots/rules';
import type { RuleCode } from '@lesesaal/domain/errors';
import type { StayDays } from '@lesesaal/domain/stays/schema';
import { stayRefusal } from '@lesesaal/domain/stays/rules';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { ArchiveClock } from '../../http/types';
import {
  maxStayDaysOf,
  readSlotForHold,
  roomRuleClock,
  type SlotForHold,
  type TicketView,
} from '../seat-core';

/**
 * The days of a research stay before any lock (docs/decisions/research-stays.md): the slots
 * of one room, one a day, within the room's longest stay, each with the first rule it fails
 * for the visitor's cart as it is. The preview answers them; the hold refuses the stay when
 * one is not free (and checks each again under its slot lock).
 */

export interface StayDayRead {
  found: SlotForHold;
  /** the first rule the day fails; null: bookable now */
  rule: RuleCode | null;
}

interface StayDeps {
  config: AppConfig;
  clock: ArchiveClock;
}

/**
 * The stay's days by date, read without a lock, checked against the room (404 `timeSlot` for
 * a slot that is not there or not of `roomId`; 409 `stay__not_offered`, `stay__too_long` with
 * the maximum, `stay__one_slot_a_day`). `cart`: the visitor's open cart (its tickets count
 * against the limits); `stayId`: the stay the days will share.
 */
export async function readStayDays(
  deps: StayDeps,
  db: Db,
  request: { roomId?: number; timeSlotIds: readonly number[]; stayId: string | null },
  cart: readonly TicketView[],
  now: Date,
): Promise<{ roomId: number; maxStayDays: number; days: StayDayRead[] }> {
  const today = deps.clock.dateAt(now);
  const ids = [...new Set(request.timeSlotIds)];
  const found: SlotForHold[] = [];
  for (const id of ids) {
    const slot = await readSlotForHold(db, id, today, now);
    if (!slot || (request.roomId !== undefined && slot.room.id !== request.roomId))
      throw AppError.notFound('timeSlot');
    found.push(slot);
  }
  const roomId = request.roomId ?? found[0]!.room.id;
  if (found.some((f) => f.room.id !== roomId)) throw AppError.validation('body.timeSlotIds');
  const maxStayDays = await maxStayDaysOf(db, roomId);
  if (maxStayDays === undefined) throw AppError.notFound('room');
  // a room with a fair opening admits holds by turns of one day: no stays there
  const refusal = found[0]!.room.openingDraw
    ? 'stay__not_offered'
    : stayRefusal(
        found.map((f) => f.slot.date),
        maxStayDays,
      );
  if (refusal === 'stay__too_long') throw AppError.conflict(refusal, [String(maxStayDays ?? '')]);
  if (refusal) throw AppError.conflict(refusal);
  found.sort((a, b) => a.slot.date.localeCompare(b.slot.date));
  const days: StayDayRead[] = [];
  const stayCart: Array<TimeRange & { stayId: string | null }> = [...cart];
  for (const f of found) {
    const failed = evaluateSlotRules(f.slot, {
      ...roomRuleClock(deps.clock, f.room, now, f.holidays),
      activeTicketCount: f.activeTicketCount,
      cart: stayCart,
      stayId: request.stayId ?? 'preview',
      maxReservations: deps.config.limits.maxReservations,
      maxDailyTickets: deps.config.limits.maxDailyTickets,
    });
    // a slot a group has whole (module group-visits) is full for a stay's day too
    const closedForGroup = (f as { closedForGroup?: boolean }).closedForGroup === true;
    const rule: RuleCode | null = closedForGroup ? 'timeslot_no_tickets_left' : (failed[0] ?? null);
    days.push({ found: f, rule });
    stayCart.push({ ...f.slot, stayId: request.stayId ?? 'preview' });
  }
  return { roomId, maxStayDays: maxStayDays!, days };
}

/** `GET /rooms/{id}/stay-days`: each day free, full or not bookable now (nothing held). */
export async function previewStay(
  deps: StayDeps & { db: Db },
  roomId: number,
  timeSlotIds: readonly number[],
): Promise<StayDays> {
  const now = deps.clock.now();
  const read = await readStayDays(deps, deps.db, { roomId, timeSlotIds, stayId: null }, [], now);
  return {
    roomId: read.roomId,
    maxStayDays: read.maxStayDays,
    days: read.days.map(({ found, rule }) => ({
      timeSlotId: found.slot.id,
      date: found.slot.date,
      startTime: found.slot.startTime,
      endTime: found.slot.endTime,
      state: rule === null ? 'free' : rule === 'timeslot_no_tickets_left' ? 'full' : 'notBookable',
      reason: rule,
    })),
  };
}
