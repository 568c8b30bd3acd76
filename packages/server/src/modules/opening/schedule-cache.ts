import type { CalendarChangeListener } from '../../db/calendar-changes';

/**
 * What an app instance keeps of a room's openings between requests: the room's draw setting
 * and its current and next opening (`openingDays`), which every join and every `GET …/opening`
 * would otherwise count anew from the room and two years of holidays. Exact in the way of the
 * calendar's rows (modules/calendar/calendar-cache.ts), on the same channel:
 *
 * - **Told by the database.** A statement writing rooms or holidays (or tickets, carts, slots,
 *   seats) notifies `lesesaal_calendar` with its archive when it commits (migration 0026); the
 *   archive's entries are dropped when that arrives, on every instance.
 * - **Kept only while listening**; everything is dropped when the connection goes down or up.
 * - **No read kept that a change overtook**: a read keeps its value only when nothing of its
 *   archive was told while it ran.
 * - **Time.** An entry is served from the instant it was read until the one its reader named
 *   (the next release, or the next midnight), never to a clock set back before its reading.
 */

interface Entry {
  value: unknown;
  /** ms: served from this instant … */
  readAt: number;
  /** … until this one, not included */
  validUntil: number;
}

/** Entries kept at most (a room's is a few hundred bytes): when full, all are dropped. */
const MAX_ENTRIES = 2_000;

export interface ScheduleCache extends CalendarChangeListener {
  /**
   * The value kept under `key` of archive `archiveId` while valid at `now` (ms), else
   * `load()`'s — kept until its `validUntil` when nothing was told while it ran.
   */
  read<T>(
    archiveId: number,
    key: string,
    now: number,
    load: () => Promise<{ value: T; validUntil: number }>,
  ): Promise<T>;
}

export function createScheduleCache(): ScheduleCache {
  let listening = false;
  /** counts ups, downs and changes of unnamed archives */
  let epoch = 0;
  /** counts the changes told per archive */
  const generations = new Map<number, number>();
  const entries = new Map<number, Map<string, Entry>>();
  let size = 0;

  const dropAll = () => {
    epoch++;
    entries.clear();
    size = 0;
  };

  return {
    changed(archiveId) {
      if (archiveId === null) return dropAll();
      generations.set(archiveId, (generations.get(archiveId) ?? 0) + 1);
      const kept = entries.get(archiveId);
      if (kept) {
        size -= kept.size;
        entries.delete(archiveId);
      }
    },

    up() {
      dropAll();
      listening = true;
    },

    down() {
      listening = false;
      dropAll();
    },

    async read(archiveId, key, now, load) {
      if (!listening) return (await load()).value;
      const entry = entries.get(archiveId)?.get(key);
      if (entry && now >= entry.readAt && now < entry.validUntil) return entry.value as never;
      const before = { epoch, generation: generations.get(archiveId) ?? 0 };
      const { value, validUntil } = await load();
      if (
        listening &&
        epoch === before.epoch &&
        (generations.get(archiveId) ?? 0) === before.generation &&
        validUntil > now
      ) {
        let kept = entries.get(archiveId);
        if (!kept) entries.set(archiveId, (kept = new Map()));
        if (!kept.has(key)) {
          if (size >= MAX_ENTRIES) {
            dropAll();
            entries.set(archiveId, (kept = new Map()));
          }
          size++;
        }
        kept.set(key, { value, readAt: now, validUntil });
      }
      return value;
    },
  };
}

/**
 * The rows of openings an instance may answer from without reading them again — only what
 * cannot have changed since they were read (docs/decisions/opening-under-load.md):
 *
 * - a row's id, day, release and settings never change (copied from the room at the first
 *   join); an undrawn row stays undrawn until its release (the draw comes at or after it);
 * - a drawn row stays drawn, and its queue only grows (a later joiner's admission is after
 *   the last one's), so a row that was not over when read is not over while the row as read
 *   says so;
 * - an opening found over stays over (nobody joins an opening that is over).
 *
 * Keyed by archive, room and day; rooms are never renumbered (ids are not reused), and a
 * room's deletion takes its openings with it and is answered 404 first (its schedule is read
 * again: rooms notify). At most {@link MAX_ENTRIES} rows, then all are dropped.
 */
export interface OpeningRowsKept<Row> {
  get(archiveId: number, roomId: number, day: string): Row | undefined;
  set(archiveId: number, roomId: number, day: string, row: Row): void;
}

export function createOpeningRowsKept<Row>(): OpeningRowsKept<Row> {
  const kept = new Map<string, Row>();
  const key = (archiveId: number, roomId: number, day: string) => `${archiveId}|${roomId}|${day}`;
  return {
    get: (archiveId, roomId, day) => kept.get(key(archiveId, roomId, day)),
    set(archiveId, roomId, day, row) {
      if (kept.size >= MAX_ENTRIES) kept.clear();
      kept.set(key(archiveId, roomId, day), row);
    },
  };
}
