/**
 * Which dates a create-slot request makes slots on.
 */
import { datesInRange, weekdayOf, type IsoDate, type Weekday } from '../dates';

/** What {@link expandSlotSeries} reads of a create-slot payload. */
export interface SlotSeries {
  startDate: IsoDate;
  repeatUntil?: IsoDate | null;
  daysOfWeek: readonly Weekday[];
  includeHolidays: boolean;
}

/**
 * The dates on which a create-slot payload makes slots. Without `repeatUntil`, or when it
 * equals `startDate`: just `startDate`, whatever its weekday and even on a holiday.
 * Otherwise every date from `startDate` to `repeatUntil` whose weekday is in `daysOfWeek`,
 * skipping holidays unless `includeHolidays`. Empty when `repeatUntil` is before `startDate`.
 */
export function expandSlotSeries(series: SlotSeries, holidays: ReadonlySet<IsoDate>): IsoDate[] {
  const until = series.repeatUntil ?? series.startDate;
  if (until === series.startDate) return [series.startDate];
  return datesInRange(series.startDate, until).filter(
    (d) => series.daysOfWeek.includes(weekdayOf(d)) && (series.includeHolidays || !holidays.has(d)),
  );
}
