import type { OpeningRow, StoredPlace } from './opening-row';

/**
 * The drawn places of an opening as an instance keeps them (docs/decisions/opening-under-load.md,
 * "The drawn queue kept per instance"): after the draw every waiting visitor asks for their
 * place within seconds, and what that answer is made of never changes once a place has its
 * position — a place keeps its position and its admission for good (the draw sets them, a later
 * joiner is appended after the last place, nothing moves or removes a place), and the places
 * ahead of position p are those of positions 1..p−1, all there when p is. So the instance reads
 * the opening's positioned places once (one statement) and answers a place from memory: its
 * position, its admission and the places ahead at `now` — those below it not yet admitted, a
 * prefix of the admissions as they rise with the position. A later joiner read from the
 * database has the places after the last kept one read and appended (one statement): still
 * exact, as places are only appended, and its next asks are answered from memory.
 *
 * Kept per opening, not per room: a room's current and next opening can both be drawn, and
 * their visitors ask in turn. What is kept of the opening's row is what a place's view reads —
 * its day, release and turn length, which never change. At most {@link MAX_PLACES} places are
 * kept over all openings (the openings kept first are dropped to make room; an opening with
 * more is not kept, nor read again), and an opening is dropped two days after its release.
 */
export interface DrawnQueue {
  opening: OpeningRow;
  /** the position of each pass hash */
  positions: ReadonlyMap<string, number>;
  /** ms: the admission of position i + 1, rising */
  admitAt: readonly number[];
}

/** An opening's positioned places from position `after + 1` on, in position order. */
export interface DrawnPlaces {
  passHashes: readonly string[];
  /** ms: the admission of each, rising */
  admitAt: readonly number[];
}

export interface DrawnPlacesKept {
  /** The kept place of `passHash` among the room's kept openings, as at `now`; undefined: not kept. */
  find(
    archiveId: number,
    roomId: number,
    passHash: string,
    now: Date,
  ): ({ opening: OpeningRow } & StoredPlace) | undefined;
  /**
   * Keeps the place at `position` of `opening` (read from the database, so it exists): unless
   * it is kept already, reads with `read(after)` the opening's places after the last kept one
   * (all of them when none is kept) and keeps them. At most one read per opening at a time;
   * one asked for while a read runs is read after it if that read did not bring it. Never
   * rejects: a failed read keeps nothing.
   */
  keep(
    archiveId: number,
    opening: OpeningRow,
    position: number,
    now: Date,
    read: (after: number) => Promise<DrawnPlaces | null>,
  ): Promise<void>;
}

/** Places kept at most over all queues (a place is ~150 bytes). */
export const MAX_PLACES = 200_000;
const KEPT_AFTER_RELEASE_MS = 2 * 24 * 60 * 60_000;

/** How many of the rising `admitAt` below index `end` are at or before `now`. */
function admittedBelow(admitAt: readonly number[], end: number, now: number): number {
  let low = 0;
  let high = end;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (admitAt[mid]! <= now) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The place at `position` of `queue` as at `now` (the view's fields). */
export function placeInQueue(queue: DrawnQueue, position: number, now: Date): StoredPlace {
  const admit = queue.admitAt[position - 1]!;
  const at = now.getTime();
  const ahead = admit <= at ? 0 : position - 1 - admittedBelow(queue.admitAt, position - 1, at);
  return { position, admitAt: new Date(admit), ahead };
}

interface Kept extends DrawnQueue {
  positions: Map<string, number>;
  admitAt: number[];
  room: string;
}

const expired = (opening: OpeningRow, now: Date) =>
  now.getTime() > opening.releaseAt.getTime() + KEPT_AFTER_RELEASE_MS;

export function createDrawnPlacesKept(): DrawnPlacesKept {
  /** by archive and opening, in the order they were first kept */
  const queues = new Map<string, Kept>();
  const ofRoom = new Map<string, Set<Kept>>();
  /** openings with more than MAX_PLACES places, until dropped */
  const tooMany = new Map<string, OpeningRow>();
  const reading = new Map<string, Promise<void>>();
  let size = 0;
  const roomKey = (archiveId: number, roomId: number) => `${archiveId}|${roomId}`;
  // opening ids are unique within an archive only
  const openingKey = (archiveId: number, openingId: number) => `${archiveId}|${openingId}`;
  const drop = (k: string) => {
    const queue = queues.get(k);
    if (!queue) return;
    size -= queue.admitAt.length;
    queues.delete(k);
    const room = ofRoom.get(queue.room);
    room?.delete(queue);
    if (room?.size === 0) ofRoom.delete(queue.room);
  };
  const dropExpired = (now: Date) => {
    for (const [k, queue] of queues) if (expired(queue.opening, now)) drop(k);
    for (const [k, opening] of tooMany) if (expired(opening, now)) tooMany.delete(k);
  };
  /** Appends the places read after `after` to the opening's kept queue, within the bound. */
  const append = (archiveId: number, opening: OpeningRow, after: number, read: DrawnPlaces) => {
    const k = openingKey(archiveId, opening.id);
    const queue = queues.get(k);
    // dropped while reading (the bound, the release's age): the tail alone is no queue
    if ((queue?.admitAt.length ?? 0) !== after || read.admitAt.length === 0) return;
    if (after + read.admitAt.length > MAX_PLACES) {
      drop(k);
      tooMany.set(k, opening);
      return;
    }
    for (const [other] of queues) {
      if (size + read.admitAt.length <= MAX_PLACES) break;
      if (other !== k) drop(other);
    }
    const kept: Kept = queue ?? {
      opening,
      positions: new Map(),
      admitAt: [],
      room: roomKey(archiveId, opening.roomId),
    };
    read.passHashes.forEach((hash, i) => {
      kept.positions.set(hash, after + i + 1);
      kept.admitAt.push(read.admitAt[i]!);
    });
    size += read.admitAt.length;
    if (queue) return;
    queues.set(k, kept);
    const room = ofRoom.get(kept.room) ?? new Set();
    ofRoom.set(kept.room, room.add(kept));
  };
  return {
    find(archiveId, roomId, passHash, now) {
      const room = ofRoom.get(roomKey(archiveId, roomId));
      if (!room) return undefined;
      for (const queue of room) {
        if (expired(queue.opening, now)) {
          drop(openingKey(archiveId, queue.opening.id));
          continue;
        }
        const position = queue.positions.get(passHash);
        if (position !== undefined)
          return { opening: queue.opening, ...placeInQueue(queue, position, now) };
      }
      return undefined;
    },
    async keep(archiveId, opening, position, now, read) {
      const k = openingKey(archiveId, opening.id);
      const covered = () =>
        tooMany.has(k) || position <= (queues.get(k)?.admitAt.length ?? 0) || expired(opening, now);
      const start = () => {
        const after = queues.get(k)?.admitAt.length ?? 0;
        const done = read(after)
          .then((places) => {
            dropExpired(now);
            if (places && !expired(opening, now)) append(archiveId, opening, after, places);
          })
          .catch(() => undefined)
          .finally(() => reading.delete(k));
        reading.set(k, done);
        return done;
      };
      if (covered()) return;
      const running = reading.get(k);
      if (!running) return start();
      // the running read may have begun before this place was there; one begun after it has
      // it (a place is read committed before it is asked to be kept)
      return running.then(() => (covered() ? undefined : (reading.get(k) ?? start())));
    },
  };
}
