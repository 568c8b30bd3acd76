/**
 * Report computations: seat numbers of the daily report,
 * occupancy percentage, the default occupancy range.
 */
import { addMonths, type IsoDate } from '../dates';

/** What seat numbering reads of a ticket. */
export interface SeatTicket {
  /** tickets of one slot share it; without it the start time identifies the slot */
  timeSlotId?: number;
  startTime: string;
  lastName: string | null;
}

const collator = new Intl.Collator('de', { sensitivity: 'base' });

/**
 * Orders a day's booked tickets (of one room) by start time, then last name (German
 * collation, so "Ärger" sorts with "Arger"; erased names first), and numbers them
 * 1, 2, … per slot, restarting at 1 for each slot. Returns new objects; input unchanged.
 */
export function assignSeatNumbers<T extends SeatTicket>(
  tickets: readonly T[],
): (T & { seatNumber: number })[] {
  const sorted = [...tickets].sort(
    (a, b) =>
      (a.startTime < b.startTime ? -1 : a.startTime > b.startTime ? 1 : 0) ||
      collator.compare(a.lastName ?? '', b.lastName ?? ''),
  );
  const counters = new Map<string, number>();
  return sorted.map((t) => {
    const slotKey = t.timeSlotId !== undefined ? `id:${t.timeSlotId}` : `at:${t.startTime}`;
    const seatNumber = (counters.get(slotKey) ?? 0) + 1;
    counters.set(slotKey, seatNumber);
    return { ...t, seatNumber };
  });
}

/**
 * Occupancy in percent: count / capacity × 100, rounded to an integer; null (shown empty)
 * when the capacity is missing or below 1.
 */
export function occupancyPercent(
  count: number,
  capacity: number | null | undefined,
): number | null {
  if (capacity === null || capacity === undefined || !(capacity >= 1)) return null;
  return Math.round((count / capacity) * 100);
}

/** The occupancy report's default range: from one month ago up to today. */
export function defaultOccupancyRange(today: IsoDate): { fromDate: IsoDate; untilDate: IsoDate } {
  return { fromDate: addMonths(today, -1), untilDate: today };
}
