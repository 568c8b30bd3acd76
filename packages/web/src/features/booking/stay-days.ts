/**
 * A research stay's days as the picker shows them: every day from the first to the last, the
 * slot chosen for it (by default the same time each day) and whether that slot can be held.
 * Computed from the room's slots as the calendar reads them (`failedRules`, seats), so the
 * list follows the visitor's choices at once; the server checks again when holding.
 */
import { addDays, datesInRange, diffDays, isValidIsoDate } from '@lesesaal/domain/dates';
import { freeSeats, isFull } from '@lesesaal/domain/time-slots/rules';
import type { TimeSlot } from './api-types';

/** A day's state in the stay: free (can be held), full, no slot at all, or not bookable. */
export type StayDayState = 'free' | 'full' | 'noSlot' | 'notBookable';

export interface StayDay {
  date: string;
  /** the day's slots the visitor may choose from (capacity above 0), by start time */
  slots: TimeSlot[];
  /** the slot chosen for this day, null when the day has none */
  slot: TimeSlot | null;
  state: StayDayState;
  /** seats left in the chosen slot (free days) */
  seatsLeft: number;
}

/** A slot's time as the picker names it and keys it: `09:00–16:00`. */
export const slotTime = (slot: { startTime: string; endTime: string }) =>
  `${slot.startTime}–${slot.endTime}`;

/** The state of one slot for a stay: the calendar's rules, without the cart's count limit. */
export function staySlotState(slot: TimeSlot): Exclude<StayDayState, 'noSlot'> {
  const failed = slot.failedRules;
  if (failed.includes('timeslot_not_open')) return 'notBookable';
  if (failed.includes('timeslot_no_tickets_left') || isFull(slot)) return 'full';
  return failed.length > 0 ? 'notBookable' : 'free';
}

/** The times offered in the span (each `start–end` once, by start time). */
export function stayTimes(slots: readonly TimeSlot[]): string[] {
  const times = new Set(slots.filter((s) => s.capacity > 0).map(slotTime));
  return [...times].sort();
}

/**
 * The days from `first` to `last`: each with the slot of `picks[date]` (a slot id the visitor
 * chose for that day), else the slot at `time`, else the day's only slot when it has one;
 * and that slot's state.
 */
export function stayDays(
  slots: readonly TimeSlot[],
  first: string,
  last: string,
  time: string | null,
  picks: Readonly<Record<string, number>> = {},
): StayDay[] {
  if (!isValidIsoDate(first) || !isValidIsoDate(last) || last < first) return [];
  return datesInRange(first, last).map((date): StayDay => {
    const daySlots = slots
      .filter((s) => s.date === date && s.capacity > 0)
      .sort((a, b) => a.startTime.localeCompare(b.startTime));
    const slot =
      daySlots.find((s) => s.id === picks[date]) ??
      daySlots.find((s) => slotTime(s) === time) ??
      (daySlots.length === 1 ? daySlots[0]! : null);
    if (!slot) return { date, slots: daySlots, slot: null, state: 'noSlot', seatsLeft: 0 };
    const state = staySlotState(slot);
    return {
      date,
      slots: daySlots,
      slot,
      state,
      seatsLeft: state === 'free' ? freeSeats(slot) : 0,
    };
  });
}

/** What is wrong with the span, if anything (checked before the days are listed). */
export type SpanProblem = 'noFirst' | 'noLast' | 'order' | 'tooLong' | 'single';

/** The span's first problem: a day missing, the last before the first, longer than `maxDays`. */
export function spanProblem(first: string, last: string, maxDays: number): SpanProblem | null {
  if (!isValidIsoDate(first)) return 'noFirst';
  if (!isValidIsoDate(last)) return 'noLast';
  if (last < first) return 'order';
  if (last === first) return 'single';
  if (diffDays(last, first) + 1 > maxDays) return 'tooLong';
  return null;
}

/**
 * A click on a day of the month calendar in stay mode: the first click sets the first day;
 * the next sets the last day when it is after the first, else starts again from that day.
 * A click after a complete span starts a new one.
 */
export function clickDay(
  span: { first: string; last: string },
  date: string,
): { first: string; last: string } {
  if (!span.first || span.last || date <= span.first) return { first: date, last: '' };
  return { first: span.first, last: date };
}

/** The last day a stay of `maxDays` starting on `first` may end on. */
export const lastPossibleDay = (first: string, maxDays: number) => addDays(first, maxDays - 1);
