/**
 * Named seats: which seat of a room a visitor gets. A room without seats works by its slots'
 * capacity alone; a room with seats never holds more visitor tickets in a slot than it has
 * free, unblocked seats. These rules are pure: the server reads seats, blocks and taken seats
 * under the slot lock and asks {@link chooseSeat}; the web app shows the same states.
 */
import { addDays, type IsoDate } from '../dates';

/** One entry of the installation's equipment list (microfilm reader, power socket, …). */
export interface EquipmentItem {
  /** stable key stored on seats, e.g. `microfilm-reader` */
  key: string;
  de: string;
  en: string;
  /** seats with this equipment are held back for visitors who need them */
  accessible: boolean;
}

/** A seat block: the seat is out of use from `from` to `until`, both days included. */
export interface SeatBlockRange {
  from: IsoDate;
  until: IsoDate;
}

/** What {@link chooseSeat} needs to know of a seat. */
export interface SeatCandidate {
  id: number;
  label: string;
  /** equipment keys of the seat */
  equipment: readonly string[];
  sortOrder: number;
  /** true when one of its equipment keys is flagged accessible */
  accessible: boolean;
}

/** What a visitor asked for. */
export interface SeatNeed {
  /** equipment keys the seat must have (all of them) */
  equipment: readonly string[];
  /** the visitor needs an accessible seat (see {@link seatNeedOf}) */
  accessible: boolean;
}

/** True when one of the blocks covers `date`. */
export function isBlockedOn(blocks: readonly SeatBlockRange[], date: IsoDate): boolean {
  return blocks.some((b) => b.from <= date && date <= b.until);
}

/** True when the two day ranges (both ends included) share a day. */
export function rangesOverlap(a: SeatBlockRange, b: SeatBlockRange): boolean {
  return a.from <= b.until && b.from <= a.until;
}

/** The keys of the equipment list flagged accessible. */
export function accessibleKeysOf(list: readonly EquipmentItem[]): Set<string> {
  return new Set(list.filter((e) => e.accessible).map((e) => e.key));
}

/** True when one of the seat's equipment keys is accessible. */
export function isAccessibleSeat(
  equipment: readonly string[],
  accessibleKeys: ReadonlySet<string>,
): boolean {
  return equipment.some((k) => accessibleKeys.has(k));
}

/**
 * The seats of a slot a visitor may still get: not taken by a ticket that holds a seat, not
 * blocked on the slot's date. Order kept.
 */
export function seatsFree<S extends { id: number; blocks: readonly SeatBlockRange[] }>(
  seats: readonly S[],
  takenSeatIds: ReadonlySet<number>,
  slotDate: IsoDate,
): S[] {
  return seats.filter((s) => !takenSeatIds.has(s.id) && !isBlockedOn(s.blocks, slotDate));
}

/** Seats of a room usable on `date` (not blocked): the most visitor tickets a slot can hold. */
export function unblockedSeatCount(
  seats: readonly { blocks: readonly SeatBlockRange[] }[],
  date: IsoDate,
): number {
  return seats.filter((s) => !isBlockedOn(s.blocks, date)).length;
}

/**
 * The day from which accessible seats are offered to everybody: `holdBackDays` days before
 * the slot's date. Before it only visitors who asked for an accessible seat get one.
 */
export function accessibleReleaseDate(slotDate: IsoDate, holdBackDays: number): IsoDate {
  return addDays(slotDate, -Math.max(0, holdBackDays));
}

/**
 * A visitor's need as {@link chooseSeat} reads it: the equipment keys asked for, and whether
 * the visitor needs an accessible seat — said so (`accessible`), or asked for equipment the
 * list flags accessible.
 */
export function seatNeedOf(
  equipment: readonly string[],
  accessible: boolean,
  list: readonly EquipmentItem[],
): SeatNeed {
  const keys = accessibleKeysOf(list);
  return {
    equipment: [...new Set(equipment)],
    accessible: accessible || equipment.some((k) => keys.has(k)),
  };
}

/** True when the seat carries every equipment key of the need. */
export function seatHasEquipment(
  seatEquipment: readonly string[],
  need: Pick<SeatNeed, 'equipment'>,
): boolean {
  return need.equipment.every((k) => seatEquipment.includes(k));
}

/**
 * Picks the seat for a visitor among the slot's free, unblocked seats (see {@link seatsFree}):
 * one that has every requested equipment key; an accessible seat only to a visitor who asked
 * for one, or to anybody from the release day (slot date − `holdBackDays`) on. A visitor who
 * asked for an accessible seat gets only an accessible one. Among the matching seats the one
 * with the least extra equipment wins, so special seats stay free for those who need them;
 * then non-accessible before accessible, then sort order, label and id. Null: none fits.
 */
export function chooseSeat(
  freeSeats: readonly SeatCandidate[],
  need: SeatNeed,
  slotDate: IsoDate,
  today: IsoDate,
  holdBackDays: number,
): SeatCandidate | null {
  const wantsAccessible = need.accessible;
  const released = today >= accessibleReleaseDate(slotDate, holdBackDays);
  const required = new Set(need.equipment);
  const matching = freeSeats.filter(
    (s) =>
      seatHasEquipment(s.equipment, need) &&
      (wantsAccessible ? s.accessible : !s.accessible || released),
  );
  const extra = (s: SeatCandidate) => s.equipment.filter((k) => !required.has(k)).length;
  const sorted = [...matching].sort(
    (a, b) =>
      extra(a) - extra(b) ||
      Number(a.accessible) - Number(b.accessible) ||
      a.sortOrder - b.sortOrder ||
      a.label.localeCompare(b.label, 'de', { numeric: true }) ||
      a.id - b.id,
  );
  return sorted[0] ?? null;
}
