import { addDays, nowTimeIn, todayIn, type IsoDate, type IsoTime } from '@lesesaal/domain/dates';
import {
  openingWindow,
  type OpeningWindow,
  type RoomWindowBounds,
} from '@lesesaal/domain/time-slots/rules';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { listHolidayDates } from './repository';

/** Working days counted by a window of up to 365 working days reach this far ahead. */
const HOLIDAY_HORIZON_DAYS = 800;

export interface RoomRuleClock {
  today: IsoDate;
  nowTime: IsoTime;
  window: OpeningWindow;
}

/** `today`, the wall-clock time and the room's opening window at `now` in TIME_ZONE. */
export async function roomRuleClock(
  db: Db,
  config: AppConfig,
  room: RoomWindowBounds,
  now: Date,
): Promise<RoomRuleClock> {
  const today = todayIn(config.timeZone, now);
  const holidays = await listHolidayDates(db, today, addDays(today, HOLIDAY_HORIZON_DAYS));
  return {
    today,
    nowTime: nowTimeIn(config.timeZone, now),
    window: openingWindow(room, today, holidays),
  };
}
