import type { IsoDate, IsoTime } from '@lesesaal/domain/dates';
import {
  openingWindow,
  type OpeningWindow,
  type RoomWindowBounds,
} from '@lesesaal/domain/time-slots/rules';
import type { ArchiveClock } from '../../http/types';

export interface RoomRuleClock {
  today: IsoDate;
  nowTime: IsoTime;
  window: OpeningWindow;
  /** the holidays: days closed for visitors, whenever they were entered (`isSlotOpen`) */
  closedDates: ReadonlySet<IsoDate>;
}

/**
 * `today`, the wall-clock time and the room's opening window at `now` on the archive's clock
 * (its end moves at the room's release time, see `openingWindow`).
 * `holidays` must hold every holiday from today up to the last date the caller asks about
 * (the holidays are read before the lock, see `room-rules.ts`): the window's edges are exact
 * up to there, and a slot on one of them is not open (a holiday imported after its slots were
 * made closes them too).
 */
export function roomRuleClock(
  clock: ArchiveClock,
  room: RoomWindowBounds,
  now: Date,
  holidays: ReadonlySet<IsoDate>,
): RoomRuleClock {
  const { today, nowTime } = clock.wallClock(now);
  const window = openingWindow(room, { now, timeZone: clock.timeZone }, holidays);
  return { today, nowTime, window, closedDates: holidays };
}
