import type { CalendarChangeListener } from '../../db/calendar-changes';

/**
 * The month calendar's database rows kept per app instance and archive
 * (docs/decisions/hold-performance.md): a room's rules and holidays and its slots with their
 * active counts, as one read returned them, until the database says something they show
 * changed. Exact, never older than a committed change whose notification arrived:
 *
 * - **Told by the database.** Every statement that writes tickets, carts, slots, holidays,
 *   seats or rooms notifies with its archive when its transaction commits (migration 0026,
 *   db/calendar-changes.ts); the archive's rows are dropped when it arrives, on every instance.
 * - **Its own writes at once.** The notification comes on the listening connection, after the
 *   writing transaction's COMMIT has answered: the instance that answers a write drops the
 *   archive's rows before its answer leaves (calendar-routes.ts), so the visitor's next read
 *   after a hold shows it whether the notification has arrived or not.
 * - **Kept only while listening.** Nothing is kept before the listening connection is up, and
 *   everything is dropped when it goes down: a change committed while nobody listened is never
 *   told, so nothing read before it may be served after it.
 * - **No read kept that a change overtook.** A read keeps its rows only if no change of its
 *   archive (and no outage) was told while it ran: a read whose snapshot came before a commit
 *   and whose answer came after the commit's notification would otherwise be kept stale.
 * - **Time.** A hold stops counting when its cart runs out, with no write: rows are served
 *   only from the instant they were read until the first counted hold runs out. Keys name
 *   the day they were read for (the holidays read start at today).
 */

interface Entry<T> {
  value: T;
  /** ms: served from this instant (a clock set back must not see the rows) … */
  readAt: number;
  /** … until this one, not included */
  validUntil: number;
}

interface ArchiveRows {
  /** counts the changes told for the archive */
  generation: number;
  entries: Map<string, Entry<unknown>>;
}

/**
 * Entries kept at most, all archives together (a month of a room is ~30 KB of rows): when
 * full, everything is dropped and kept anew.
 */
const MAX_ENTRIES = 1_000;

export interface CalendarCache extends CalendarChangeListener {
  /**
   * The rows kept under `key` in archive `archiveId` while valid at `now` (ms), else `load()`'s
   * — kept until `validUntil` when nothing was told while it ran.
   */
  read<T>(
    archiveId: number,
    key: string,
    now: number,
    load: () => Promise<{ value: T; validUntil: number }>,
  ): Promise<T>;
  /** whether rows are kept now (the listening connection is up) */
  readonly keeping: boolean;
}

export function createCalendarCache(): CalendarCache {
  let listening = false;
  /** counts ups, downs and changes of every archive at once */
  let epoch = 0;
  const archives = new Map<number, ArchiveRows>();
  /** entries kept, all archives together */
  let size = 0;

  const rowsOf = (archiveId: number): ArchiveRows => {
    let rows = archives.get(archiveId);
    if (!rows) {
      rows = { generation: 0, entries: new Map() };
      archives.set(archiveId, rows);
    }
    return rows;
  };

  const dropAll = () => {
    epoch++;
    archives.clear();
    size = 0;
  };

  return {
    get keeping() {
      return listening;
    },

    changed(archiveId) {
      if (archiveId === null) return dropAll();
      const rows = archives.get(archiveId);
      if (!rows) return;
      rows.generation++;
      size -= rows.entries.size;
      rows.entries.clear();
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
      const rows = rowsOf(archiveId);
      const entry = rows.entries.get(key);
      if (entry && now >= entry.readAt && now < entry.validUntil) return entry.value as never;
      const before = { epoch, generation: rows.generation };
      const { value, validUntil } = await load();
      // kept only when nothing was told while the read ran (the same archive's rows object:
      // an epoch change replaces it)
      if (
        listening &&
        epoch === before.epoch &&
        archives.get(archiveId) === rows &&
        rows.generation === before.generation &&
        validUntil > now
      ) {
        if (!rows.entries.has(key)) {
          if (size >= MAX_ENTRIES) {
            // full: every archive's rows go (this one's map is kept, emptied)
            for (const other of archives.values()) other.entries.clear();
            size = 0;
          }
          size++;
        }
        rows.entries.set(key, { value, readAt: now, validUntil });
      }
      return value;
    },
  };
}
