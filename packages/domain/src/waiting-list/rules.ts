import type { ErrorCode, RuleCode } from '../errors';
import { freeSeats } from '../time-slots/rules';

/**
 * Whether a visitor may join a slot's waiting list, from the rules the slot fails with an
 * empty cart (`evaluateSlotRules`): only a full slot that is otherwise bookable — inside
 * the opening window, not started, with seats at all (capacity 0 means staff closed it).
 * Returns the refusal's code, or null when joining is allowed.
 */
export function waitingListJoinRefusal(
  slot: { capacity: number },
  failedRules: readonly RuleCode[],
): ErrorCode | null {
  if (slot.capacity <= 0 || failedRules.includes('timeslot_not_open')) return 'timeslot_not_open';
  if (!failedRules.includes('timeslot_no_tickets_left')) return 'waiting_list__slot_not_full';
  return null;
}

/** Seats to offer to the waiting list: the free seats of a slot (never below zero). */
export function seatsToOffer(slot: { capacity: number }, activeTicketCount: number): number {
  return freeSeats({ capacity: slot.capacity, ticketCount: activeTicketCount });
}
