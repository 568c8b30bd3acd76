import { formatDisplayDate, isValidIsoDate, monthOf, type YearMonth } from '@lesesaal/domain/dates';

/** dd.MM.yyyy (spec §3). */
export const displayDate = formatDisplayDate;

export { archiveToday } from '../../../components/archive-today';

/** `?month=1..12&year=` of the slot calendar; the current month when missing or invalid. */
export function monthFromQuery(params: URLSearchParams, today: string): YearMonth {
  const month = Number(params.get('month'));
  const year = Number(params.get('year'));
  const date = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
  return Number.isInteger(month) && Number.isInteger(year) && year >= 1970 && isValidIsoDate(date)
    ? { year, month }
    : monthOf(today);
}

/** The calendar link of the month a date lies in. */
export function calendarPath(roomId: number, date: string): string {
  const { year, month } = monthOf(date);
  return `/room/${roomId}/time-slots?month=${month}&year=${year}`;
}
