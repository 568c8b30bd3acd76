import { nowTimeIn, todayIn, type IsoDate, type IsoTime } from '@lesesaal/domain/dates';
import {
  openingWindow,
  type OpeningWindow,
  type RoomWindowBounds,
} from '@lesesaal/domain/time-slots/rules';
import type { AppConfig } from '../../config';

export interface RoomRuleClock {
  today: IsoDate;
  nowTime: IsoTime;
  window: OpeningWindow;
}

/**
 * `today`, the wall-clock time and the room's opening window at `now` in TIME_ZONE.
 * `holidays` must hold every holiday after today up to the last date the caller asks about
 * (see hold-repository.ts): the window's edges are exact up to there.
 */
export function roomRuleClock(
  config: AppConfig,
  room: RoomWindowBounds,
  now: Date,
  holidays: ReadonlySet<IsoDate>,
): RoomRuleClock {
  const today = todayIn(config.timeZone, now);
  return {
    today,
    nowTime: nowTimeIn(config.timeZone, now),
    window: openingWindow(room, today, holidays),
  };
}
