/**
 * The visitor's passes of fair openings (the secret `POST /rooms/{id}/opening/queue` answers),
 * kept in localStorage — unlike the cart, which lives in sessionStorage — so that leaving the
 * waiting room (closing the tab, a restart of the browser) and coming back keeps the place.
 * One pass per archive, room and day; a pass of a day before today is dropped when another
 * is stored.
 */
import type { IsoDate } from '@lesesaal/domain/dates';

/** The header that carries a place's pass: on the queue calls and on holds of the room. */
export const QUEUE_PASS = 'X-Queue-Pass';

const PREFIX = 'lesesaal.queuePass|';

/** The archive a pass belongs to: its API address, absolute (an embedding page is another origin). */
function archiveKey(baseApiUrl: string): string {
  try {
    return new URL(baseApiUrl, window.location.href).href;
  } catch {
    return baseApiUrl;
  }
}

/** Where storage is disabled (or full): the passes of this page, kept while it stays open. */
const memory = new Map<string, string>();

const keyOf = (baseApiUrl: string, roomId: number, day: IsoDate) =>
  `${PREFIX}${archiveKey(baseApiUrl)}|${roomId}|${day}`;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The stored pass of `roomId`'s opening of `day`, if any. */
export function readQueuePass(baseApiUrl: string, roomId: number, day: IsoDate): string | null {
  const key = keyOf(baseApiUrl, roomId, day);
  try {
    const store = storage();
    if (store) return store.getItem(key) ?? memory.get(key) ?? null;
  } catch {
    // storage disabled: this page's own
  }
  return memory.get(key) ?? null;
}

/** Stores (or with null forgets) the pass of `roomId`'s opening of `day`; drops passes of past days. */
export function writeQueuePass(
  baseApiUrl: string,
  roomId: number,
  day: IsoDate,
  pass: string | null,
  today: IsoDate,
): void {
  const key = keyOf(baseApiUrl, roomId, day);
  try {
    const store = storage();
    if (!store) throw new Error('no localStorage');
    if (pass === null) store.removeItem(key);
    else store.setItem(key, pass);
    for (let i = store.length - 1; i >= 0; i--) {
      const stored = store.key(i);
      if (stored?.startsWith(PREFIX) && (stored.split('|').at(-1) ?? '') < today)
        store.removeItem(stored);
    }
  } catch {
    // storage full or disabled: the pass is kept while this page stays open
    if (pass === null) memory.delete(key);
    else memory.set(key, pass);
  }
}
