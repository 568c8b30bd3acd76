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
 * prefix of the admissions as they rise with the position. A place not kept (it joined after
 * the read) is read from the database as before.
 *
 * What is kept of the opening's row is what a place's view reads — its day, release and turn
 * length, which never change. At most {@link MAX_PLACES} places are kept (then all are
 * dropped), and an opening's queue is dropped two days after its release.
 */
export interface DrawnQueue {
  opening: OpeningRow;
  /** the position of each pass hash */
  positions: ReadonlyMap<string, number>;
  /** ms: the admission of position i + 1, rising */
  admitAt: readonly number[];
}

export interface DrawnPlacesKept {
  /** The kept place of `passHash` in the room's kept queue, as at `now`; undefined: not kept. */
  find(
    archiveId: number,
    roomId: number,
    passHash: string,
    now: Date,
  ): ({ opening: OpeningRow } & StoredPlace) | undefined;
  /**
   * Reads the opening's queue with `read` unless it is kept or being read, and keeps it for
   * the room (replacing another opening's). Never rejects: a failed read keeps nothing.
   */
  keep(
    archiveId: number,
    roomId: number,
    opening: OpeningRow,
    read: () => Promise<DrawnQueue | null>,
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

export function createDrawnPlacesKept(): DrawnPlacesKept {
  const queues = new Map<string, DrawnQueue>();
  const reading = new Map<number, Promise<void>>();
  let size = 0;
  const key = (archiveId: number, roomId: number) => `${archiveId}|${roomId}`;
  const drop = (k: string) => {
    const queue = queues.get(k);
    if (!queue) return;
    size -= queue.admitAt.length;
    queues.delete(k);
  };
  return {
    find(archiveId, roomId, passHash, now) {
      const k = key(archiveId, roomId);
      const queue = queues.get(k);
      if (!queue) return undefined;
      if (now.getTime() > queue.opening.releaseAt.getTime() + KEPT_AFTER_RELEASE_MS) {
        drop(k);
        return undefined;
      }
      const position = queue.positions.get(passHash);
      if (position === undefined) return undefined;
      return { opening: queue.opening, ...placeInQueue(queue, position, now) };
    },
    async keep(archiveId, roomId, opening, read) {
      const k = key(archiveId, roomId);
      if (queues.get(k)?.opening.id === opening.id) return;
      const running = reading.get(opening.id);
      if (running) return running;
      const done = read()
        .then((queue) => {
          if (!queue || queue.admitAt.length === 0 || queue.admitAt.length > MAX_PLACES) return;
          if (size + queue.admitAt.length > MAX_PLACES) {
            queues.clear();
            size = 0;
          }
          drop(k);
          queues.set(k, queue);
          size += queue.admitAt.length;
        })
        .catch(() => undefined)
        .finally(() => reading.delete(opening.id));
      reading.set(opening.id, done);
      return done;
    },
  };
}
