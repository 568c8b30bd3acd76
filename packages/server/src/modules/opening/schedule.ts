import { addDays, todayIn, wallClockToUtc, type IsoDate } from '@lesesaal/domain/dates';
import type { OpeningDraw, Place } from '@lesesaal/domain/opening/schema';
import { openingWindow, type RoomWindowBounds } from '@lesesaal/domain/time-slots/rules';

/**
 * When a room's openings are, and where a place stands — pure, every instant passed in.
 * An opening is the release of a new day (docs/decisions/release-time.md): on date E at the
 * room's release time (midnight without one) the window's end moves to day D = end(E).
 */

const MINUTE_MS = 60_000;

/** One opening: the day it opens and its release instant. */
export interface OpeningDay {
  day: IsoDate;
  releaseAt: Date;
}

/** The release instant of date `date`. */
function releaseOn(room: RoomWindowBounds, date: IsoDate, timeZone: string): Date {
  return wallClockToUtc(date, room.releaseTime ?? '00:00', timeZone);
}

/** The window's last day as counted from `date`'s release. */
function endAfterRelease(
  room: RoomWindowBounds,
  date: IsoDate,
  timeZone: string,
  holidays: ReadonlySet<IsoDate>,
): IsoDate {
  return openingWindow(room, { now: releaseOn(room, date, timeZone), timeZone }, holidays).until;
}

/** How far a search for a release that adds a day goes (weekends and holidays add none). */
const SEARCH_DAYS = 14;

/**
 * The room's latest opening at `now` (its release instant reached) and the next one. A release
 * that adds no day (a working-day window on a weekend) is no opening. `holidays` must hold
 * those from a week before today on.
 */
export function openingDays(
  room: RoomWindowBounds,
  at: { now: Date; timeZone: string },
  holidays: ReadonlySet<IsoDate>,
): { current: OpeningDay; next: OpeningDay } {
  const { now, timeZone } = at;
  const today = todayIn(timeZone, now);
  const end = (date: IsoDate) => endAfterRelease(room, date, timeZone, holidays);
  let date = now >= releaseOn(room, today, timeZone) ? today : addDays(today, -1);
  for (let i = 0; i < SEARCH_DAYS && end(date) <= end(addDays(date, -1)); i++)
    date = addDays(date, -1);
  const current = { day: end(date), releaseAt: releaseOn(room, date, timeZone) };
  let next = addDays(date, 1);
  for (let i = 0; i < SEARCH_DAYS && end(next) <= current.day; i++) next = addDays(next, 1);
  return { current, next: { day: end(next), releaseAt: releaseOn(room, next, timeZone) } };
}

/** What an opening's row holds of its queue (see `openings`). */
export interface QueueTail {
  releaseAt: Date;
  turnMinutes: number;
  drawnAt: Date | null;
  /** places of the opening, drawn or not */
  places: number;
  lastAdmitAt: Date | null;
}

/**
 * Over: the last place's turn has ended and a turn's length has passed since the release —
 * nobody can still be let in (a later joiner's admission is at least their arrival, so the
 * last admission is never before the last arrival). Never over while places wait for the draw.
 */
export function isOver(tail: QueueTail, now: Date): boolean {
  if (tail.drawnAt === null && tail.places > 0) return false;
  const last = Math.max(tail.releaseAt.getTime(), tail.lastAdmitAt?.getTime() ?? 0);
  return now.getTime() >= last + tail.turnMinutes * MINUTE_MS;
}

/** The milliseconds between two admissions at `admitPerMinute`. */
export function admissionInterval(draw: Pick<OpeningDraw, 'admitPerMinute'>): number {
  return MINUTE_MS / draw.admitPerMinute;
}

/** How long a place whose next change is far ahead may wait before asking again (seconds). */
export const FAR_RETRY_SECONDS = 300;

/**
 * Seconds until it is worth asking again for a place whose next change (its admission, the
 * end of its turn) is at `target` — never after it, and no sooner than needed: the whole rest
 * of the wait while that is at most a minute (the next answer shows the change; nothing
 * between changes), else half of it, at most `max` (a place minutes away need not ask every
 * minute: its admission does not move). At least 1; 60 with no change ahead.
 */
export function retryAfter(target: Date | null, now: Date, max = FAR_RETRY_SECONDS): number {
  if (target === null) return 60;
  const seconds = (target.getTime() - now.getTime()) / 1000;
  const wait = seconds <= 60 ? Math.ceil(seconds) : Math.min(max, Math.ceil(seconds / 2));
  return Math.max(1, wait);
}

/**
 * The seconds over which the waiting crowd's first reading after the draw is spread. Halving
 * the time to the release would bring every waiting visitor back in the same second after
 * it (10,000 readings at once); spread over this window the first admitted learn their turn
 * at most this much later — a small part of any turn (1 minute at least).
 */
export const AFTER_RELEASE_SPREAD_SECONDS = 20;

/**
 * Seconds until a place not yet drawn should ask again: half the time to the release while
 * it is more than a minute away (at most 60), then once after the release at a random second
 * of {@link AFTER_RELEASE_SPREAD_SECONDS} (also while the draw is still due).
 */
export function retryBeforeDraw(releaseAt: Date, now: Date, random: () => number): number {
  const seconds = (releaseAt.getTime() - now.getTime()) / 1000;
  if (seconds > 60) return Math.min(60, Math.ceil(seconds / 2));
  const spread = Math.min(
    AFTER_RELEASE_SPREAD_SECONDS - 1,
    Math.floor(random() * AFTER_RELEASE_SPREAD_SECONDS),
  );
  return Math.max(0, Math.ceil(seconds)) + 1 + spread;
}

/** A place as the visitor sees it (`ahead` counted by the caller). */
export function placeView(
  place: { position: number | null; admitAt: Date | null },
  opening: { day: IsoDate; releaseAt: Date; turnMinutes: number },
  ahead: number | null,
  now: Date,
): Place {
  const common = { day: opening.day, releaseAt: opening.releaseAt.toISOString() };
  if (place.position === null || place.admitAt === null)
    return {
      ...common,
      state: 'waiting',
      position: null,
      ahead: null,
      admitAt: null,
      turnEndsAt: null,
      // not a secret: only when to ask again
      retryAfterSeconds: retryBeforeDraw(opening.releaseAt, now, Math.random),
    };
  const turnEndsAt = new Date(place.admitAt.getTime() + opening.turnMinutes * MINUTE_MS);
  const state =
    now < place.admitAt ? 'waiting' : now < turnEndsAt ? 'admitted' : ('expired' as const);
  return {
    ...common,
    state,
    position: place.position,
    ahead,
    admitAt: place.admitAt.toISOString(),
    turnEndsAt: turnEndsAt.toISOString(),
    retryAfterSeconds:
      state === 'waiting'
        ? retryAfter(place.admitAt, now)
        : retryAfter(state === 'admitted' ? turnEndsAt : null, now, 60),
  };
}
