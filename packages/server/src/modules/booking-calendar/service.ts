import { addDays, diffDays, LAST_ISO_DATE, todayIn, type IsoDate } from '@lesesaal/domain/dates';
import type { TimeSlot } from '@lesesaal/domain/time-slots/schema';
import type { AppConfig } from '../../config';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../http/types';
import type { AvailabilityService } from '../transactions/availability-service';

/** Longest range one calendar request may ask for. */
export const MAX_CALENDAR_DAYS = 366;
/** Range when the client sends no `untilDate`: about six weeks (one calendar page). */
const DEFAULT_CALENDAR_DAYS = 42;

export interface CalendarRange {
  fromDate?: IsoDate | undefined;
  untilDate?: IsoDate | undefined;
}

/** The visitor's monthly calendar of a room, with or without a cart. */
export function createBookingCalendarService(deps: {
  clock: Clock;
  config: AppConfig;
  availability: AvailabilityService;
}) {
  function range(query: CalendarRange): { from: IsoDate; until: IsoDate } {
    const from = query.fromDate ?? todayIn(deps.config.timeZone, deps.clock.now());
    // Near the last accepted date (9999-12-31) the default range ends there, not after it.
    const until =
      query.untilDate ??
      (diffDays(LAST_ISO_DATE, from) > DEFAULT_CALENDAR_DAYS
        ? addDays(from, DEFAULT_CALENDAR_DAYS)
        : LAST_ISO_DATE);
    const days = diffDays(until, from);
    if (days < 0 || days > MAX_CALENDAR_DAYS) throw AppError.validation('querystring.untilDate');
    return { from, until };
  }

  return {
    async forRoom(roomId: number, query: CalendarRange): Promise<TimeSlot[]> {
      const { from, until } = range(query);
      return deps.availability.listForVisitor(roomId, from, until);
    },
    async forCart(
      transactionId: string,
      roomId: number,
      query: CalendarRange,
    ): Promise<TimeSlot[]> {
      const { from, until } = range(query);
      return deps.availability.listForCart(transactionId, roomId, from, until);
    },
  };
}
