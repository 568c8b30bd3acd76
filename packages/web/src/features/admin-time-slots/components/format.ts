import { isShowableMonth, monthOf, type YearMonth } from '@lesesaal/domain/dates';

/** `?month=1..12&year=` of the slot calendar; the current month when missing or invalid. */
export function monthFromQuery(params: URLSearchParams, today: string): YearMonth {
  const month = Number(params.get('month'));
  const year = Number(params.get('year'));
  return year >= 1970 && isShowableMonth({ year, month }) ? { year, month } : monthOf(today);
}

/** The calendar link of the month a date lies in. */
export function calendarPath(roomId: number, date: string): string {
  const { year, month } = monthOf(date);
  return `/room/${roomId}/time-slots?month=${month}&year=${year}`;
}
