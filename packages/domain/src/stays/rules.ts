/**
 * Research stays: how long a stay is, what counts as one booking, and the days of a staff
 * series (docs/decisions/research-stays.md).
 */
import { datesInRange, diffDays, weekdayOf, type IsoDate, type Weekday } from '../dates';

/** The length of a stay: calendar days from its first to its last day, both counted. */
export function stayLength(dates: readonly IsoDate[]): number {
  if (dates.length === 0) return 0;
  const sorted = [...dates].sort();
  return diffDays(sorted[sorted.length - 1]!, sorted[0]!) + 1;
}

/** Why a set of days cannot be one stay in a room, or null: `maxStayDays` null takes none. */
export function stayRefusal(
  dates: readonly IsoDate[],
  maxStayDays: number | null,
): 'stay__not_offered' | 'stay__too_long' | 'stay__one_slot_a_day' | null {
  if (maxStayDays === null || maxStayDays < 2) return 'stay__not_offered';
  if (new Set(dates).size !== dates.length) return 'stay__one_slot_a_day';
  return stayLength(dates) > maxStayDays ? 'stay__too_long' : null;
}

/**
 * How many bookings tickets are against the cart limit (`MAX_RESERVATIONS`): a stay's days
 * count once, every other ticket once.
 */
export function bookingCount(tickets: readonly object[]): number {
  const stays = new Set<string>();
  let single = 0;
  for (const t of tickets) {
    const stayId = (t as { stayId?: string | null }).stayId;
    if (stayId) stays.add(stayId);
    else single++;
  }
  return single + stays.size;
}

/** The days of a series: every `weekday` from `from` until `until`, or the `dates` given. */
export function seriesDates(
  request: { weekday?: Weekday; from?: IsoDate; until?: IsoDate; dates?: readonly IsoDate[] },
  maxDays: number,
): IsoDate[] | null {
  // a weekday's span longer than its days can hold is refused before it is walked
  if (!request.dates && diffDays(request.until!, request.from!) > 7 * maxDays) return null;
  const days = request.dates
    ? [...new Set(request.dates)].sort()
    : datesInRange(request.from!, request.until!).filter((d) => weekdayOf(d) === request.weekday);
  return days.length > maxDays ? null : days;
}
