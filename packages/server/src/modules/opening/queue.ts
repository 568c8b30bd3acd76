import { createHash } from 'node:crypto';
import { addDays } from '@lesesaal/domain/dates';
import type { Opening, OpeningDraw, Place } from '@lesesaal/domain/opening/schema';
import { AppError } from '../../http/app-error';
import type { AppContext } from '../../http/types';
import { readRoomRules } from '../seat-core';
import { drawIfDue, drawnWhenDue, type DrawDeps } from './draw';
import type { OpeningRow, StoredPlace } from './opening-row';
import type { DrawnPlacesKept } from './drawn-places';
import { findOpenings, findPlaceByPass, readDrawnPlaces } from './repository';
import { isOver, openingDays, placeView, type OpeningDay } from './schedule';
import type { OpeningRowsKept, ScheduleCache } from './schedule-cache';

/** The reads the opening's calls share: which opening is active, a place and its view. */

/** What the reads need: the draw's, the archive, and the instance's kept schedules (if any). */
export type QueueDeps = DrawDeps &
  Pick<AppContext, 'archiveId'> & {
    schedules?: ScheduleCache | undefined;
    rows?: OpeningRowsKept<KeptRow> | undefined;
    places?: DrawnPlacesKept | undefined;
  };

/** A row an instance keeps (`OpeningRowsKept`): as read, or the instant it was found over. */
export type KeptRow = { row: OpeningRow } | { over: Date };

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

/** A kept row as far as it still holds at `now` (see `OpeningRowsKept`), else undefined. */
function stillTrue(kept: KeptRow | undefined, now: Date): KeptRow | undefined {
  if (!kept) return undefined;
  if ('over' in kept) return now >= kept.over ? kept : undefined;
  const row = kept.row;
  if (row.drawnAt === null) return now < row.releaseAt ? kept : undefined;
  return now >= row.drawnAt && !isOver(row, now) ? kept : undefined;
}

/** The next opening as active: waiting room or upcoming by its pre-window. */
function nextActive(
  roomId: number,
  found: NonNullable<RoomSchedule>,
  next: OpeningRow | null,
  now: Date,
): ActiveOpening {
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

/**
 * The current opening while it is not over, else the next one (drawing when due). The rows
 * are those the instance kept while they still hold (`deps.rows`), else read; `fresh`: read
 * them (the waiting room's `queued` counts the places as they are now).
 */
export async function activeOpening(
  deps: QueueDeps,
  roomId: number,
  { fresh = false } = {},
): Promise<ActiveOpening | null> {
  const found = await roomOpenings(deps, roomId, deps.clock.now());
  if (!found) return null;
  const { rows: kept, archiveId } = deps;
  if (kept && !fresh) {
    const now = deps.clock.now();
    const current = stillTrue(kept.get(archiveId, roomId, found.current.day), now);
    if (current && 'row' in current)
      return { roomId, at: found.current, row: current.row, state: 'admitting', draw: found.draw };
    const next = current && stillTrue(kept.get(archiveId, roomId, found.next.day), now);
    if (next && 'row' in next) return nextActive(roomId, found, next.row, now);
  }
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
  if (!isOver(tail, now)) {
    if (current?.drawnAt) kept?.set(archiveId, roomId, found.current.day, { row: current });
    return { roomId, at: found.current, row: current, state: 'admitting', draw: found.draw };
  }
  kept?.set(archiveId, roomId, found.current.day, { over: now });
  const next = rows.get(found.next.day) ?? null;
  if (next && next.drawnAt === null) kept?.set(archiveId, roomId, found.next.day, { row: next });
  return nextActive(roomId, found, next, now);
}

/** A place as the visitor sees it (`ahead` as read with it). */
export function viewOf(deps: DrawDeps, opening: OpeningRow, place: StoredPlace): Place {
  return placeView(place, opening, place.ahead, deps.clock.now());
}

/**
 * The place of a pass of the room, drawn first when due; null: no such place. A drawn place
 * the instance keeps (`deps.places`) is answered from memory; a place read drawn is kept for
 * the next asks — its opening's queue read once, or the places after the last kept one when
 * it joined after that read (not awaited here).
 */
export async function placeOfPass(deps: QueueDeps, roomId: number, pass: string) {
  const hash = hashOfPass(pass);
  const { places, archiveId } = deps;
  const kept = places?.find(archiveId, roomId, hash, deps.clock.now());
  if (kept) return kept;
  // a pass not kept is read as a single place, never by a read of the queues: one of another
  // opening, not yet drawn, or none at all costs no more than before
  let found = await findPlaceByPass(deps.db, roomId, hash, deps.clock.now());
  if (found && found.position === null && deps.clock.now() >= found.opening.releaseAt) {
    await drawIfDue(deps, found.opening.id);
    found = await findPlaceByPass(deps.db, roomId, hash, deps.clock.now());
  }
  if (places && found && found.position !== null) {
    const opening = found.opening;
    void places.keep(archiveId, opening, found.position, deps.clock.now(), (after) =>
      readDrawnPlaces(deps.db, opening.id, after),
    );
  }
  return found;
}
