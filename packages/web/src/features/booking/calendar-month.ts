import { isShowableMonth, monthOf, type IsoDate, type YearMonth } from '@lesesaal/domain/dates';

/** The month a room calendar shows: `?month=YYYY-MM`, or the month of `today`. */
export function calendarMonth(param: string | null, today: IsoDate): YearMonth {
  const m = /^(\d{4})-(\d{2})$/.exec(param ?? '');
  const month = m ? { year: Number(m[1]), month: Number(m[2]) } : null;
  // ?month=0050-06 or 2026-13 shows the current month, not a calendar the API refuses
  return month && isShowableMonth(month) ? month : monthOf(today);
}
