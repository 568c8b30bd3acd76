import { createHash } from 'node:crypto';
import { addDays } from '@lesesaal/domain/dates';
import type { Opening, OpeningDraw, Place } from '@lesesaal/domain/opening/schema';
import { AppError } from '../../http/app-error';
import { readRoomRules } from '../seat-core';
import { drawIfDue, drawnWhenDue, type DrawDeps } from './draw';
import { countAhead, findOpenings, findPlaceByPass, type OpeningRow } from './repository';
import { isOver, openingDays, placeView, type OpeningDay } from './schedule';

/** The reads the opening's calls share: which opening is active, a place and its view. */

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

/** The room's draw setting and its two openings around `now`; 404 for an unknown room. */
async function roomOpenings(deps: DrawDeps, roomId: number, now: Date) {
  const today = deps.clock.dateAt(now);
  const { rooms, holidays } = await readRoomRules(
    deps.db,
    [roomId],
    addDays(today, -7),
    addDays(today, HOLIDAY_HORIZON_DAYS),
  );
  const room = rooms.get(roomId);
  if (!room) throw AppError.notFound('room');
  if (!room.openingDraw) return null;
  return {
    draw: room.openingDraw,
    ...openingDays(room, { now, timeZone: deps.clock.timeZone }, holidays),
  };
}

/** The current opening while it is not over, else the next one (drawing when due). */
export async function activeOpening(deps: DrawDeps, roomId: number): Promise<ActiveOpening | null> {
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

/** A place as the visitor sees it. */
export async function viewOf(
  deps: DrawDeps,
  opening: OpeningRow,
  place: { position: number | null; admitAt: Date | null },
): Promise<Place> {
  const now = deps.clock.now();
  const ahead =
    place.position === null ? null : await countAhead(deps.db, opening.id, place.position, now);
  return placeView(place, opening, ahead, now);
}

/** The place of a pass of the room, drawn first when due; null: no such place. */
export async function placeOfPass(deps: DrawDeps, roomId: number, pass: string) {
  const hash = hashOfPass(pass);
  let found = await findPlaceByPass(deps.db, roomId, hash);
  if (found && found.position === null && deps.clock.now() >= found.opening.releaseAt) {
    await drawIfDue(deps, found.opening.id);
    found = await findPlaceByPass(deps.db, roomId, hash);
  }
  return found;
}
