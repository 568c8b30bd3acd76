import type { TimeSlot } from '@lesesaal/domain/time-slots/schema';

/**
 * The visitor calendar's answer as JSON, written out: exactly `JSON.stringify(answer)` (same
 * keys, same order, same text), at about a third of its cost. A month's answer is ~124 slots
 * (~32 KB), and `JSON.stringify` of them was the largest share of the server's own work per
 * calendar once its rows were kept (docs/decisions/hold-performance.md): the room's name and
 * each day's records state are encoded once per answer instead of once per slot, and the
 * dates and times (digits, `-`, `:`) need no escaping. Anything else — an error body, a slot
 * with a field the calendar does not build — goes through `JSON.stringify`. An answer the
 * calendar keeps for the requests at the same reading of its clock (frozen) is written once.
 */
export function calendarJson(data: unknown): string {
  if (!Array.isArray(data)) return JSON.stringify(data);
  // an answer the calendar keeps (frozen) is sent to many requests: written once
  if (Object.isFrozen(data)) {
    let text = written.get(data);
    if (text === undefined) {
      text = slotsJson(data as TimeSlot[]);
      written.set(data, text);
    }
    return text;
  }
  return slotsJson(data as TimeSlot[]);
}

/** The text of each kept answer, while it is kept. */
const written = new WeakMap<object, string>();

function slotsJson(slots: TimeSlot[]): string {
  const names = new Map<string, string>();
  const records = new Map<unknown, string>();
  let out = '[';
  for (let i = 0; i < slots.length; i++) {
    const s = slots[i]!;
    out += (i === 0 ? '' : ',') + slotJson(s, names, records);
  }
  return out + ']';
}

/** The keys the visitor calendar builds, in its order (calendar-service.ts `list`). */
const BUILT_KEYS = new Set([
  'id',
  'roomId',
  'roomName',
  'date',
  'startTime',
  'endTime',
  'capacity',
  'ticketCount',
  'failedRules',
  'records',
  'seatMatch',
]);
const PLAIN = /^[0-9:.-]*$/;

function plain(value: string): string {
  return PLAIN.test(value) ? `"${value}"` : JSON.stringify(value);
}

function slotJson(s: TimeSlot, names: Map<string, string>, records: Map<unknown, string>): string {
  const keys = Object.keys(s);
  if (
    keys.length < 10 ||
    keys.some((key) => !BUILT_KEYS.has(key)) ||
    !Number.isInteger(s.id) ||
    !Number.isInteger(s.roomId) ||
    !Number.isInteger(s.capacity) ||
    !Number.isInteger(s.ticketCount) ||
    s.records === undefined
  )
    return JSON.stringify(s);
  let name = names.get(s.roomName);
  if (name === undefined) {
    name = JSON.stringify(s.roomName);
    names.set(s.roomName, name);
  }
  let state = records.get(s.records);
  if (state === undefined) {
    state = JSON.stringify(s.records);
    records.set(s.records, state);
  }
  return (
    `{"id":${s.id},"roomId":${s.roomId},"roomName":${name},"date":${plain(s.date)},` +
    `"startTime":${plain(s.startTime)},"endTime":${plain(s.endTime)},"capacity":${s.capacity},` +
    `"ticketCount":${s.ticketCount},"failedRules":` +
    (s.failedRules.length === 0 ? '[]' : JSON.stringify(s.failedRules)) +
    `,"records":${state}` +
    (s.seatMatch === undefined ? '' : `,"seatMatch":${s.seatMatch ? 'true' : 'false'}`) +
    '}'
  );
}
