import { evaluateSlotRules } from '@lesesaal/domain/time-slots/rules';
import type { AppConfig } from '../../config';
import { AppError } from '../../http/app-error';
import type { ArchiveClock } from '../../http/types';
import { tooManyRequests } from '../../http/visitor-limits';
import type { Db } from '../../db/client';
import { openingTurnRefusal } from '../opening';
import {
  roomRuleClock,
  type HeldSeats,
  type SeatOutcome,
  type SlotForHold,
  type TicketView,
} from '../seat-core';

/**
 * The refusals of a hold, shared by a new cart's hold and adding a slot to a cart: the
 * address's held-seat cap, the slot's rules, and what taking the seat answered.
 */

/** 429 (with the first hold's expiry) when the address already holds its cap of seats. */
export function overCapRefusal(config: AppConfig, held: HeldSeats, now: Date): AppError | null {
  return held.seats >= config.visitorLimits.maxHeldSeats
    ? tooManyRequests(held.firstExpiry ?? now, now)
    : null;
}

/**
 * 409 with the first rule the slot fails for this cart (capacity by the unlocked count);
 * `timeslot_closed_for_group` first when a group has the whole room.
 */
export function slotRuleRefusal(
  { config, clock }: { config: AppConfig; clock: ArchiveClock },
  found: SlotForHold,
  cart: readonly TicketView[],
  now: Date,
): AppError | null {
  // a confirmed group has the whole room (modules group-visits): no individual holds
  if (found.closedForGroup) return AppError.conflict('timeslot_closed_for_group');
  const failed = evaluateSlotRules(found.slot, {
    ...roomRuleClock(clock, found.room, now, found.holidays),
    activeTicketCount: found.activeTicketCount,
    cart,
    maxReservations: config.limits.maxReservations,
    maxDailyTickets: config.limits.maxDailyTickets,
  });
  return failed.length > 0 ? AppError.conflict(failed[0]) : null;
}

/**
 * 409 `opening_not_your_turn` while the fair opening of the slot's day runs and `queuePass` is
 * no admitted place's in its turn (modules/opening). A room without a draw: null, no query.
 */
export async function openingRefusal(
  db: Db,
  clock: ArchiveClock,
  found: SlotForHold,
  queuePass: string | undefined,
  now: Date,
): Promise<AppError | null> {
  const draw = found.room.openingDraw;
  if (!draw) return null;
  return openingTurnRefusal(db, {
    room: { ...found.room, openingDraw: draw },
    day: found.slot.date,
    holidays: found.holidays,
    pass: queuePass,
    now,
    timeZone: clock.timeZone,
  });
}

/** The refusal of a seat not taken: 404 (slot gone), 409 (full) or 429 (cap reached). */
export function seatRefusal(outcome: Exclude<SeatOutcome, { taken: true }>, now: Date): AppError {
  if (outcome.reason === 'gone') return AppError.notFound('timeSlot');
  if (outcome.reason === 'capReached') return tooManyRequests(outcome.held.firstExpiry ?? now, now);
  return AppError.conflict('timeslot_no_tickets_left');
}
