/**
 * Availability of time slots: the opening window, the booking
 * rules a slot fails, the day status of the calendar and the label a visitor sees.
 * Every function takes the clock (`today`, `nowTime`) as a parameter; nothing reads it.
 */
import type { RuleCode } from '../errors';
import { addDays, addWorkingDays, wallClockToUtc, type IsoDate, type IsoTime } from '../dates';
import type { OpenBound } from '../rooms/schema';
import { overDailyTickets, overlapsAny, overReservations, type TimeRange } from './booking-limits';

/** The dates, both inclusive, on which a visitor may book slots of a room. */
export interface OpeningWindow {
  from: IsoDate;
  until: IsoDate;
}

/** What the window needs of a room. */
export interface RoomWindowBounds {
  openStart: OpenBound;
  openEnd: OpenBound;
}

// a date and times, and the three booking limits: booking-limits.ts (shared with checkBooking)
export { slotsOverlap, type TimeRange } from './booking-limits';

/** Seats of a slot and its active tickets (booked + held in unexpired carts). */
export interface SlotCounts {
  capacity: number;
  ticketCount: number;
}

function windowBound(today: IsoDate, bound: OpenBound, holidays: ReadonlySet<IsoDate>): IsoDate {
  return bound.type === 'WORKING_DAY'
    ? addWorkingDays(today, bound.value, holidays)
    : addDays(today, bound.value);
}

/**
 * The opening window of a room seen from `today`:
 * `from` = today advanced by `openStart`, `until` = today advanced by `openEnd`.
 * `DAY` advances by calendar days. `WORKING_DAY` advances to the n-th working day
 * (Monday–Friday, not in `holidays`) after today, so Friday + 2 working days is Tuesday,
 * or Wednesday when Monday is a holiday; 0 means today itself, working day or not.
 * When `from` is after `until` (misconfigured room) the window is empty.
 */
export function openingWindow(
  room: RoomWindowBounds,
  today: IsoDate,
  holidays: ReadonlySet<IsoDate>,
): OpeningWindow {
  return {
    from: windowBound(today, room.openStart, holidays),
    until: windowBound(today, room.openEnd, holidays),
  };
}

/** True when `date` lies in the window (edges included). */
export function isInWindow(date: IsoDate, window: OpeningWindow): boolean {
  return window.from <= date && date <= window.until;
}

/** True when a visitor may book slots on `date` of `room` as seen from `today`. */
export function isWithinOpeningWindow(
  date: IsoDate,
  room: RoomWindowBounds,
  today: IsoDate,
  holidays: ReadonlySet<IsoDate>,
): boolean {
  return isInWindow(date, openingWindow(room, today, holidays));
}

/** True once the slot's start is reached on the wall clock (`today`, `nowTime`). */
export function hasSlotStarted(
  slot: { date: IsoDate; startTime: IsoTime },
  today: IsoDate,
  nowTime: IsoTime,
): boolean {
  return slot.date < today || (slot.date === today && slot.startTime <= nowTime);
}

/** The instant a slot starts, for `.ics` files and comparisons with a clock. */
export function slotStartInstant(
  slot: { date: IsoDate; startTime: IsoTime },
  timeZone: string,
): Date {
  return wallClockToUtc(slot.date, slot.startTime, timeZone);
}

/** The instant a slot ends. */
export function slotEndInstant(slot: { date: IsoDate; endTime: IsoTime }, timeZone: string): Date {
  return wallClockToUtc(slot.date, slot.endTime, timeZone);
}

/** Seats not taken: capacity minus active tickets, never below zero. */
export function freeSeats(slot: SlotCounts): number {
  return Math.max(0, slot.capacity - slot.ticketCount);
}

/** "Full": no free seat left (the one definition; an overbooked slot is full too). */
export function isFull(slot: SlotCounts): boolean {
  return freeSeats(slot) <= 0;
}

/** More active tickets than seats (staff may book beyond capacity). */
export function isOverbooked(slot: SlotCounts): boolean {
  return slot.ticketCount > slot.capacity;
}

/** A slot may be deleted only when it has no tickets. */
export function canDeleteTimeSlot(ticketCount: number): boolean {
  return ticketCount === 0;
}

/** Status of a calendar day. */
export type DayStatus = 'empty' | 'free' | 'full';

/** `empty` without slots, `free` if some slot has capacity above its ticket count, else `full`. */
export function dayStatus(slots: readonly SlotCounts[]): DayStatus {
  if (slots.length === 0) return 'empty';
  return slots.some((s) => !isFull(s)) ? 'free' : 'full';
}

/**
 * Rule `timeslot_not_open` passes: the slot's date lies in the window, is no closed day (a
 * holiday: closed for visitors whether it was entered before or after the slot was made) and
 * the slot has not started yet. The only slot rule re-checked when a held cart is booked (its
 * seats are kept).
 */
export function isSlotOpen(
  slot: { date: IsoDate; startTime: IsoTime },
  clock: {
    today: IsoDate;
    nowTime: IsoTime;
    window: OpeningWindow;
    /** the holidays the caller knows of (at least the slot's date, when it is one) */
    closedDates?: ReadonlySet<IsoDate>;
  },
): boolean {
  return (
    isInWindow(slot.date, clock.window) &&
    !(clock.closedDates?.has(slot.date) ?? false) &&
    !hasSlotStarted(slot, clock.today, clock.nowTime)
  );
}

/** Everything {@link evaluateSlotRules} needs besides the slot. */
export interface SlotRuleContext {
  /** wall-clock date and time in the configured zone */
  today: IsoDate;
  nowTime: IsoTime;
  /** the room's window, from {@link openingWindow} */
  window: OpeningWindow;
  /** holidays: days closed for visitors (see {@link isSlotOpen}) */
  closedDates?: ReadonlySet<IsoDate>;
  /** active tickets of the slot: booked + held in unexpired carts (the visitor's own too) */
  activeTicketCount: number;
  /** tickets in the visitor's cart */
  cart: readonly TimeRange[];
  /** booked tickets of the visitor's e-mail dated today or later; empty while unknown */
  booked?: readonly TimeRange[];
  maxReservations: number;
  maxDailyTickets: number;
}

/**
 * The booking rules a slot fails for one visitor, in a fixed order:
 * - `timeslot_not_open`: date outside the window or a holiday, or the slot has already started;
 * - `timeslot_no_tickets_left`: active tickets ≥ capacity;
 * - `max_tickets_by_user_reached`: the cart holds `maxReservations` tickets;
 * - `max_tickets_per_time_reached`: overlaps a cart ticket or a booked one of the e-mail
 *   (a slot already in the cart overlaps itself, so it cannot be added twice);
 * - `max_tickets_per_day_reached`: booked + cart tickets on that date ≥ `maxDailyTickets`.
 */
export function evaluateSlotRules(
  slot: TimeRange & { capacity: number },
  ctx: SlotRuleContext,
): RuleCode[] {
  const failed: RuleCode[] = [];
  const booked = ctx.booked ?? [];
  if (!isSlotOpen(slot, ctx)) failed.push('timeslot_not_open');
  if (isFull({ capacity: slot.capacity, ticketCount: ctx.activeTicketCount }))
    failed.push('timeslot_no_tickets_left');
  // the slot joins the cart: the limits count it with the cart (and the booked tickets)
  if (overReservations(ctx.cart.length + 1, ctx.maxReservations))
    failed.push('max_tickets_by_user_reached');
  const mine = [...ctx.cart, ...booked];
  if (overlapsAny([slot], mine)) failed.push('max_tickets_per_time_reached');
  if (overDailyTickets([...mine, slot], ctx.maxDailyTickets, slot.date))
    failed.push('max_tickets_per_day_reached');
  return failed;
}

/** What a visitor sees on a slot in the room calendar; `hidden` slots are not shown at all. */
export type VisitorSlotLabel = 'book' | 'full' | 'notBookable' | 'hidden';

/** What {@link visitorSlotLabel} needs of the visitor's cart. */
export interface VisitorCartContext {
  cart: readonly (TimeRange & { timeSlotId: number })[];
  maxReservations: number;
}

/** Why a visitor cannot book a slot, as the visitor reads it (texts de/en in the web app). */
export type UnavailableReason =
  'tooEarly' | 'tooLate' | 'overlaps' | 'limitReached' | 'dayLimitReached' | 'held';

/**
 * A slot as the visitor reads it: `free` (seats left), `full`, `selected` (in the
 * cart, with the cart ticket so it can be removed), `unavailable` with the reason, or
 * `hidden` (capacity 0). Slots outside the opening window are `unavailable`, named `tooEarly`
 * (after the window) or `tooLate` (before it, or already started); `window` is the room's
 * window seen from today (holidays may be unknown to the caller: a date after
 * `window.until` is then still after the real window, which only ends later).
 */
export type VisitorSlotState =
  | { state: 'hidden' }
  | { state: 'free'; seatsLeft: number }
  | { state: 'full' }
  | { state: 'selected'; ticketId: number }
  | { state: 'unavailable'; reason: UnavailableReason };

type SlotWithRules = TimeRange & SlotCounts & { id: number; failedRules: readonly RuleCode[] };

/**
 * The one sequence of the visitor's slot rules, first match wins: hidden (no seats at all),
 * selected (in the cart), not open (outside the window or started), full, the cart's limit,
 * an overlap, the day's limit, any other failed rule ("held"), else free. The cart is checked
 * here too, so the answer follows the cart before the slots reload.
 */
function slotStateOf<T extends TimeRange & { timeSlotId: number }>(
  slot: SlotWithRules,
  ctx: { cart: readonly T[]; maxReservations: number; window: OpeningWindow | null },
): Exclude<VisitorSlotState, { state: 'selected' }> | { state: 'selected'; own: T } {
  if (slot.capacity <= 0) return { state: 'hidden' };
  const own = ctx.cart.find((t) => t.timeSlotId === slot.id);
  if (own) return { state: 'selected', own };
  const failed = slot.failedRules;
  if (failed.includes('timeslot_not_open')) {
    const early = ctx.window !== null && slot.date > ctx.window.until;
    return { state: 'unavailable', reason: early ? 'tooEarly' : 'tooLate' };
  }
  if (failed.includes('timeslot_no_tickets_left') || isFull(slot)) return { state: 'full' };
  if (ctx.cart.length >= ctx.maxReservations || failed.includes('max_tickets_by_user_reached')) {
    return { state: 'unavailable', reason: 'limitReached' };
  }
  if (failed.includes('max_tickets_per_time_reached') || overlapsAny([slot], ctx.cart)) {
    return { state: 'unavailable', reason: 'overlaps' };
  }
  if (failed.includes('max_tickets_per_day_reached')) {
    return { state: 'unavailable', reason: 'dayLimitReached' };
  }
  if (failed.length > 0) return { state: 'unavailable', reason: 'held' };
  return { state: 'free', seatsLeft: freeSeats(slot) };
}

/** The slot list's state of a slot (see {@link VisitorSlotState}). */
export function visitorSlotState(
  slot: SlotWithRules,
  ctx: {
    cart: readonly (TimeRange & { timeSlotId: number; id: number })[];
    maxReservations: number;
    window: OpeningWindow;
  },
): VisitorSlotState {
  const found = slotStateOf(slot, ctx);
  return found.state === 'selected' ? { state: 'selected', ticketId: found.own.id } : found;
}

/**
 * The room calendar's label of a slot: {@link visitorSlotState} seen coarser — a slot not
 * open is `hidden` there (even one in the cart), one in the cart or unavailable for another
 * reason `notBookable` ("temporarily full"), `full`, or `book`.
 */
export function visitorSlotLabel(slot: SlotWithRules, ctx: VisitorCartContext): VisitorSlotLabel {
  if (slot.failedRules.includes('timeslot_not_open')) return 'hidden';
  const found = slotStateOf(slot, { ...ctx, window: null });
  if (found.state === 'hidden' || found.state === 'full') return found.state;
  return found.state === 'free' ? 'book' : 'notBookable';
}
