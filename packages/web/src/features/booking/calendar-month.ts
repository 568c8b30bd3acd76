import { isShowableMonth, monthOf, type IsoDate, type YearMonth } from '@lesesaal/domain/dates';

/**
 * The month a room calendar shows: `?month=YYYY-MM`; without it the month of the room's next
 * free day when that lies in a later month (near a month's end the first free day is often in
 * the next one, and a calendar of only past and full days would hide it), else the month of
 * `today`.
 */
export function calendarMonth(
  param: string | null,
  today: IsoDate,
  nextFreeDate?: IsoDate | null,
): YearMonth {
  const m = /^(\d{4})-(\d{2})$/.exec(param ?? '');
  const month = m ? { year: Number(m[1]), month: Number(m[2]) } : null;
  // ?month=0050-06 or 2026-13 shows the current month, not a calendar the API refuses
  if (month && isShowableMonth(month)) return month;
  return nextFreeDate && nextFreeDate.slice(0, 7) > today.slice(0, 7)
    ? monthOf(nextFreeDate)
    : monthOf(today);
}
