import {
  nowTimeIn,
  todayIn,
  wallClockToUtc,
  type IsoDate,
  type IsoTime,
} from '@lesesaal/domain/dates';

/** The time source; tests pass a fixed or movable clock. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** One reading of the archive's clock: the instant and its wall clock in TIME_ZONE. */
export interface WallClock {
  now: Date;
  /** the archive's local date at `now` */
  today: IsoDate;
  /** the archive's local time `HH:MM` at `now` (seconds dropped) */
  nowTime: IsoTime;
}

/**
 * The clock as the archive reads it: the instant (`now`) and the local date and time in the
 * archive's time zone (TIME_ZONE). Made once from the config's zone and a {@link Clock}
 * ({@link archiveClock}); every reading asks that clock again, so a movable test clock moves it.
 */
export interface ArchiveClock extends Clock {
  /** the archive's IANA time zone (TIME_ZONE) */
  readonly timeZone: string;
  /** the archive's local date now */
  today(): IsoDate;
  /**
   * The instant with its local date and time, read once so that they agree (a request that
   * needs the date and the time reads them together, not across midnight).
   * `at`: an instant already read (default: now).
   */
  wallClock(at?: Date): WallClock;
  /** the archive's local date at an instant already read */
  dateAt(instant: Date): IsoDate;
  /** the instant at which the archive's wall clock shows `time` on `date` */
  instantAt(date: IsoDate, time: IsoTime): Date;
}

/** The archive's clock in `timeZone`, reading the instant from `clock`. */
export function archiveClock(clock: Clock, timeZone: string): ArchiveClock {
  const dateAt = (instant: Date): IsoDate => todayIn(timeZone, instant);
  return {
    timeZone,
    now: () => clock.now(),
    today: () => dateAt(clock.now()),
    wallClock: (at = clock.now()) => ({
      now: at,
      today: dateAt(at),
      nowTime: nowTimeIn(timeZone, at),
    }),
    dateAt,
    instantAt: (date, time) => wallClockToUtc(date, time, timeZone),
  };
}
