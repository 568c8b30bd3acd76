/**
 * Availability of time slots: the opening window, the booking
 * rules a slot fails, the day status of the calendar and the label a visitor sees.
 * Every function takes the clock (`today`, `nowTime`) as a parameter; nothing reads it.
 */
import type { RuleCode } from '../errors';
import {
  addDays,
  addWorkingDays,
  todayIn,
  wallClockToUtc,
  type IsoDate,
  type IsoTime,
} from '../dates';
import type { OpenBound } from '../rooms/schema';
import { overDailyTickets, overlapsAny, overReservations, type TimeRange } from './booking-limits';
import { bookingCount } from '../stays/rules';

/** The dates, both inclusive, on which a visitor may book slots of a room. */
export interface OpeningWindow {
  from: IsoDate;
  until: IsoDate;
}

/** What the window needs of a room. */
export interface RoomWindowBounds {
  openStart: OpenBound;
  openEnd: OpenBound;
  /**
   * The time of day (`HH:MM`, archive time) at which the day that newly enters the window
   * becomes bookable; null or left out: midnight (the day enters with the date change).
   */
  releaseTime?: IsoTime | null;
}

// a date and times, and the three booking limits: booking-limits.ts (shared with checkBooking)
export { slotsOverlap, type TimeRange } from './booking-limits';

/** Seats of a slot and its active tickets (booked + held in unexpired carts). */
export interface SlotCounts {
  capacity: number;
  ticketCount: number;
}

/** The instant a window is seen at, and the archive's time zone its dates and times are in. */
export interface WindowClock {
  now: Date;
  timeZone: string;
}

function windowBound(today: IsoDate, bound: OpenBound, holidays: ReadonlySet<IsoDate>): IsoDate {
  return bound.type === 'WORKING_DAY'
    ? addWorkingDays(today, bound.value, holidays)
    : addDays(today, bound.value);
}

/** The instant the archive's wall clock shows `time` on `date` (see `wallClockToUtc`). */
function releaseInstant(date: IsoDate, time: IsoTime, timeZone: string): number {
  return wallClockToUtc(date, time, timeZone).getTime();
}

/**
 * Today, and the day the end of the window is counted from: today once the instant of the
 * room's release time today is reached (always, without one), else yesterday — until then
 * the window ends where it ended yesterday. An instant, not the wall-clock time, so that the
 * hour repeated in autumn does not take a day back (a release at 02:30 opens at the first
 * 02:30); a time the spring change skips opens when the clock has passed it (02:30 → 03:30
 * summer time). The only place the release time is read.
 */
function windowDays(room: RoomWindowBounds, at: WindowClock): { today: IsoDate; end: IsoDate } {
  const today = todayIn(at.timeZone, at.now);
  const release = room.releaseTime ?? null;
  const released =
    release === null || at.now.getTime() >= releaseInstant(today, release, at.timeZone);
  return { today, end: released ? today : addDays(today, -1) };
}

/**
 * The opening window of a room seen at `at` (dates on the archive's wall clock):
 * `from` = today advanced by `openStart`, `until` = today advanced by `openEnd`.
 * `DAY` advances by calendar days. `WORKING_DAY` advances to the n-th working day
 * (Monday–Friday, not in `holidays`) after today, so Friday + 2 working days is Tuesday,
 * or Wednesday when Monday is a holiday; 0 means today itself, working day or not.
 * With a release time, `until` is counted from yesterday while today's release is ahead:
 * window 30 days, release 09:00 — on 1 December until 08:59 the last day is 30 December,
 * from 09:00 31 December. `from` moves at midnight as before. When `from` is after `until`
 * (misconfigured room, or a window of today only before its release) the window is empty.
 * `holidays` must hold the holidays from today on (yesterday's count starts after yesterday).
 */
export function openingWindow(
  room: RoomWindowBounds,
  at: WindowClock,
  holidays: ReadonlySet<IsoDate>,
): OpeningWindow {
  const { today, end } = windowDays(room, at);
  return {
    from: windowBound(today, room.openStart, holidays),
    until: windowBound(end, room.openEnd, holidays),
  };
}

/** True when `date` lies in the window (edges included). */
export function isInWindow(date: IsoDate, window: OpeningWindow): boolean {
  return window.from <= date && date <= window.until;
}

/** True when a visitor may book slots on `date` of `room` as seen at `at`. */
export function isWithinOpeningWindow(
  date: IsoDate,
  room: RoomWindowBounds,
  at: WindowClock,
  holidays: ReadonlySet<IsoDate>,
): boolean {
  return isInWindow(date, openingWindow(room, at, holidays));
}

/** When a day not yet in the window enters it: on `date` at `time` (archive time). */
export interface DayRelease {
  date: IsoDate;
  time: IsoTime;
}

/** Days the search for a release looks ahead (a window bound is at most a year and a bit). */
const RELEASE_SEARCH_DAYS = 800;

/**
 * When `day`, a date after the window's end, becomes bookable: the first date E from today on
 * whose window (counted from E, see {@link openingWindow}) reaches `day`, at the room's
 * release time (midnight `00:00` without one) — today only while its release is still ahead.
 * Null when `day` is not after the window's end or no date within two years reaches it.
 * Working-day windows need the holidays up to `day`; a holiday entered later moves it.
 */
export function releaseOfDay(
  day: IsoDate,
  room: RoomWindowBounds,
  at: WindowClock,
  holidays: ReadonlySet<IsoDate>,
): DayRelease | null {
  const { today, end } = windowDays(room, at);
  if (day <= windowBound(end, room.openEnd, holidays)) return null;
  let date = end === today ? addDays(today, 1) : today;
  for (let i = 0; i < RELEASE_SEARCH_DAYS; i += 1, date = addDays(date, 1)) {
    if (windowBound(date, room.openEnd, holidays) >= day)
      return { date, time: room.releaseTime ?? '00:00' };
  }
  return null;
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
  /** tickets in the visitor's cart (the days of a stay share their `stayId`) */
  cart: readonly (TimeRange & { stayId?: string | null })[];
  /** the slot joins the cart as a day of this stay (whose other days count as its booking) */
  stayId?: string | null;
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
  const joins = bookingCount([...ctx.cart, { stayId: ctx.stayId ?? null }]);
  if (overReservations(joins, ctx.maxReservations)) failed.push('max_tickets_by_user_reached');
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
  if (
    bookingCount(ctx.cart) >= ctx.maxReservations ||
    failed.includes('max_tickets_by_user_reached')
  ) {
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
