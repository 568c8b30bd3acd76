import { createHash } from 'node:crypto';
import { addDays } from '@lesesaal/domain/dates';
import type { Opening, OpeningDraw, Place } from '@lesesaal/domain/opening/schema';
import { AppError } from '../../http/app-error';
import type { AppContext } from '../../http/types';
import { readRoomRules } from '../seat-core';
import { drawIfDue, drawnWhenDue, type DrawDeps } from './draw';
import { findOpenings, findPlaceByPass, type OpeningRow, type StoredPlace } from './repository';
import { isOver, openingDays, placeView, type OpeningDay } from './schedule';
import type { ScheduleCache } from './schedule-cache';

/** The reads the opening's calls share: which opening is active, a place and its view. */

/** What the reads need: the draw's, the archive, and the instance's kept schedules (if any). */
export type QueueDeps = DrawDeps &
  Pick<AppContext, 'archiveId'> & { schedules?: ScheduleCache | undefined };

export const MINUTE_MS = 60_000;
/** How far ahead the holidays a working-day window counts with are read. */
const HOLIDAY_HORIZON_DAYS = 800;

/** The SHA-256 of a pass: all the database keeps of it. */
export const hashOfPass = (pass: string): string => createHash('sha256').update(pass).digest('hex');

/** The opening a visitor sees: the current one while it admits, else the next one. */
export interface ActiveOpening {
  roomId: number;
  at: OpeningDay;
  row: OpeningRow | null;
  state: Opening['state'];
  draw: OpeningDraw;
}

/** The room's draw setting and its two openings, as counted from the room and its holidays. */
type RoomSchedule = { draw: OpeningDraw; current: OpeningDay; next: OpeningDay } | null;

/** Reads the room and counts its openings at `now`; 404 for an unknown room. */
async function loadSchedule(
  deps: QueueDeps,
  roomId: number,
  now: Date,
): Promise<{ value: RoomSchedule; validUntil: number }> {
  const today = deps.clock.dateAt(now);
  const { rooms, holidays } = await readRoomRules(
    deps.db,
    [roomId],
    addDays(today, -7),
    addDays(today, HOLIDAY_HORIZON_DAYS),
  );
  const room = rooms.get(roomId);
  if (!room) throw AppError.notFound('room');
  // counted again at the next midnight at the latest (the holidays read start a week before today)
  const midnight = deps.clock.instantAt(addDays(today, 1), '00:00').getTime();
  if (!room.openingDraw) return { value: null, validUntil: midnight };
  const days = openingDays(room, { now, timeZone: deps.clock.timeZone }, holidays);
  // the same two openings until the next one's release (openingDays' current is the latest
  // release reached, its next the first after it)
  return {
    value: { draw: room.openingDraw, ...days },
    validUntil: Math.min(midnight, days.next.releaseAt.getTime()),
  };
}

/**
 * The room's draw setting and its two openings around `now` (null: no draw); 404 for an
 * unknown room. Kept by the app instance (`deps.schedules`) until the room, the holidays or
 * the time (the next release, midnight) change them.
 */
async function roomOpenings(deps: QueueDeps, roomId: number, now: Date): Promise<RoomSchedule> {
  const { schedules } = deps;
  if (!schedules) return (await loadSchedule(deps, roomId, now)).value;
  return schedules.read(deps.archiveId, `${roomId}|${deps.clock.timeZone}`, now.getTime(), () =>
    loadSchedule(deps, roomId, now),
  );
}

/** The current opening while it is not over, else the next one (drawing when due). */
export async function activeOpening(
  deps: QueueDeps,
  roomId: number,
): Promise<ActiveOpening | null> {
  const found = await roomOpenings(deps, roomId, deps.clock.now());
  if (!found) return null;
  const rows = await findOpenings(deps.db, roomId, [found.current.day, found.next.day]);
  const current = await drawnWhenDue(deps, rows.get(found.current.day) ?? null);
  const now = deps.clock.now();
  const tail = current ?? {
    releaseAt: found.current.releaseAt,
    turnMinutes: found.draw.turnMinutes,
    drawnAt: null,
    places: 0,
    lastAdmitAt: null,
  };
  if (!isOver(tail, now))
    return { roomId, at: found.current, row: current, state: 'admitting', draw: found.draw };
  const next = rows.get(found.next.day) ?? null;
  const preWindow = (next?.preWindowMinutes ?? found.draw.preWindowMinutes) * MINUTE_MS;
  const opens = found.next.releaseAt.getTime() - preWindow;
  return {
    roomId,
    at: found.next,
    row: next,
    state: now.getTime() < opens ? 'upcoming' : 'waiting-room',
    draw: found.draw,
  };
}

/** A place as the visitor sees it (`ahead` as read with it). */
export function viewOf(deps: DrawDeps, opening: OpeningRow, place: StoredPlace): Place {
  return placeView(place, opening, place.ahead, deps.clock.now());
}

/** The place of a pass of the room, drawn first when due; null: no such place. */
export async function placeOfPass(deps: DrawDeps, roomId: number, pass: string) {
  const hash = hashOfPass(pass);
  let found = await findPlaceByPass(deps.db, roomId, hash, deps.clock.now());
  if (found && found.position === null && deps.clock.now() >= found.opening.releaseAt) {
    await drawIfDue(deps, found.opening.id);
    found = await findPlaceByPass(deps.db, roomId, hash, deps.clock.now());
  }
  return found;
}
