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

/** One reading of the archive's clock: the instant and its wall clock in the archive's zone. */
export interface WallClock {
  now: Date;
  /** the archive's local date at `now` */
  today: IsoDate;
  /** the archive's local time `HH:MM` at `now` (seconds dropped) */
  nowTime: IsoTime;
}

/**
 * The clock as the archive reads it: the instant (`now`) and the local date and time in the
 * archive's time zone. The app's clock reads the zone of the archive the current work runs in
 * on every reading (`archives.time_zone`, else TIME_ZONE: {@link archiveClock} with a zone
 * source, as buildApp and startJobs make it); a test's clock may have one fixed zone. Every
 * reading asks the {@link Clock} again, so a movable test clock moves it.
 */
export interface ArchiveClock extends Clock {
  /** the current archive's IANA time zone (read again on every access) */
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

/**
 * The archive's clock reading the instant from `clock`, in `timeZone`: one zone, or a
 * function answering the current archive's zone (asked on every reading, synchronously).
 */
export function archiveClock(clock: Clock, timeZone: string | (() => string)): ArchiveClock {
  const zone = typeof timeZone === 'string' ? () => timeZone : timeZone;
  const dateAt = (instant: Date): IsoDate => todayIn(zone(), instant);
  return {
    get timeZone() {
      return zone();
    },
    now: () => clock.now(),
    today: () => dateAt(clock.now()),
    wallClock: (at = clock.now()) => {
      const inZone = zone();
      return { now: at, today: todayIn(inZone, at), nowTime: nowTimeIn(inZone, at) };
    },
    dateAt,
    instantAt: (date, time) => wallClockToUtc(date, time, zone()),
  };
}
