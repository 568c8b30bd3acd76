import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { runStatement, shapesByKey, type Statement } from '../../db/named';
import { parseSlotRow, SLOT_COLUMNS, type SlotRow } from './slot-row';

/**
 * The lock order of every write that takes or frees a seat, in code. A database transaction
 * takes its locks in this sequence and never goes back to an earlier kind, so two writers
 * never wait on each other in a cycle:
 *
 * 1. `cart` — the cart row (`transactions`, `FOR UPDATE`): two requests on one cart queue;
 * 2. `person` — an e-mail address's advisory lock (booking, records order, waiting list);
 * 3. `client` — a client address's advisory lock (its held-seat cap);
 * 4. `slot` — slot rows (`time_slots`, `FOR UPDATE`), in ascending id order; a row already
 *    held may be locked again at any time (PostgreSQL grants it at once);
 * 5. `entry` — waiting list entry rows, under the slot lock.
 *
 * Ticket rows are written under the slot lock of their slot. Each lock function of the seat
 * core claims its step here first ({@link claimLock}); a claim out of order throws
 * {@link LockOrderError} before any lock is taken, so a path that breaks the order fails its
 * tests instead of deadlocking in production.
 */
export const LOCK_ORDER = ['cart', 'person', 'client', 'slot', 'entry'] as const;
export type LockKind = (typeof LOCK_ORDER)[number];

export class LockOrderError extends Error {
  constructor(kind: LockKind, after: string) {
    super(`lock order broken: ${kind} after ${after} (order: ${LOCK_ORDER.join(' → ')})`);
  }
}

interface Held {
  rank: number;
  slots: Set<number>;
  lastSlot: number;
}

/** The locks claimed per database transaction (its executor object), forgotten with it. */
const heldIn = new WeakMap<object, Held>();

/**
 * Claims the next lock of the transaction `tx` (its executor: a drizzle transaction or a
 * pipelined one) before it is taken; throws {@link LockOrderError} when that would go back
 * in the order. For `slot`: the slot ids, locked in ascending order.
 */
export function claimLock(tx: object, kind: LockKind, slotIds: readonly number[] = []): void {
  const held = heldIn.get(tx) ?? { rank: -1, slots: new Set<number>(), lastSlot: -Infinity };
  const rank = LOCK_ORDER.indexOf(kind);
  if (kind === 'slot') {
    const fresh = [...new Set(slotIds)].filter((id) => !held.slots.has(id)).sort((a, b) => a - b);
    if (fresh.length === 0) return;
    if (held.rank > rank) throw new LockOrderError(kind, LOCK_ORDER[held.rank]!);
    if (fresh[0]! < held.lastSlot)
      throw new LockOrderError(kind, `slot ${held.lastSlot} (slot ${fresh[0]} is lower)`);
    for (const id of fresh) held.slots.add(id);
    held.lastSlot = fresh[fresh.length - 1]!;
  } else if (held.rank > rank) {
    throw new LockOrderError(kind, LOCK_ORDER[held.rank]!);
  }
  held.rank = Math.max(held.rank, rank);
  heldIn.set(tx, held);
}

/** Locks a cart row if it still exists (step `cart`); false when it is gone. */
export async function lockCart(db: Db, cartId: string): Promise<boolean> {
  claimLock(db, 'cart');
  const rows = await db.execute(sql`SELECT id FROM transactions WHERE id = ${cartId} FOR UPDATE`);
  return rowsOf(rows).length > 0;
}

/** An advisory lock for the rest of the transaction, keyed by a text. */
const advisoryLock = (key: string): SQL => sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`;

const personKey = (email: string) => email.trim().toLowerCase();

/**
 * Serialises the bookings of one person (their e-mail address, trimmed and lower-cased)
 * across instances for the rest of the database transaction (step `person`): two carts of
 * the same person cannot both pass the per-person limits (visits per day, week, month;
 * record units per day), and an owner's later records order waits for a booking of the same
 * person and vice versa. The booking and the record orders call it.
 */
export async function lockPersonForBooking(db: Db, email: string): Promise<void> {
  claimLock(db, 'person');
  await db.execute(advisoryLock(`booking:${personKey(email)}`));
}

/**
 * Serialises the waiting list joins of one e-mail address (trimmed, lower-cased) for the rest
 * of the database transaction (step `person`), so two joins at once cannot both pass the cap
 * of open entries per address across slots.
 */
export async function lockPersonForWaitingList(db: Db, email: string): Promise<void> {
  claimLock(db, 'person');
  await db.execute(advisoryLock(`waitlist:${personKey(email)}`));
}

/**
 * The slot lock — the one statement that locks slot rows (step `slot`, with step `client`
 * before it when `clientKey` is given): `SELECT … FOR UPDATE` of the slots `slotIds` in id
 * order, returning them (fewer when some are gone; none of another room when `roomId` is
 * given). Nothing else is read under the lock.
 *
 * With a client address, first the address's advisory lock (it serialises one address's
 * seat-taking writes, so its held-seat cap holds under races), in the same statement: the
 * uncorrelated sub-select is evaluated before any row is locked, which keeps the order
 * client → slot.
 */
export function lockSlotsStatement(
  slotIds: readonly number[],
  options: { clientKey?: string | null; roomId?: number } = {},
): Statement<SlotRow[]> {
  const ids = [...new Set(slotIds)].sort((a, b) => a - b);
  const values: Record<string, unknown> = {
    hold: `hold:${options.clientKey}`,
    room: options.roomId,
  };
  ids.forEach((id, i) => (values[`id${i}`] = id));
  const key = `${ids.length}:${options.clientKey ? 1 : 0}:${options.roomId === undefined ? 0 : 1}`;
  return {
    query: lockShapes(key, values),
    read: (result) => rowsOf(result).map(parseSlotRow),
  };
}

/** The slot lock's shapes: per number of slots, with or without the client lock and room. */
const lockShapes = shapesByKey<string>((key) => (value) => {
  const [count, withClient, withRoom] = key.split(':').map(Number);
  const clientLock = withClient
    ? sql` AND (SELECT true FROM (SELECT pg_advisory_xact_lock(hashtext(${value('hold')}))) AS l)`
    : sql``;
  const ofRoom = withRoom ? sql` AND s.room_id = ${value('room')}` : sql``;
  const ids = Array.from({ length: count! }, (_, i) => sql`${value(`id${i}`)}`);
  return sql`SELECT ${SLOT_COLUMNS} FROM time_slots s
      WHERE s.id IN (${sql.join(ids, sql`, `)})${ofRoom}${clientLock}
      ORDER BY s.id FOR UPDATE`;
});

/** Claims the locks {@link lockSlotsStatement} takes, in the order it takes them. */
export function claimSlotLocks(tx: object, slotIds: readonly number[], clientKey?: string | null) {
  if (clientKey) claimLock(tx, 'client');
  claimLock(tx, 'slot', slotIds);
}

/**
 * Locks slot rows `FOR UPDATE` in id order and returns them ({@link lockSlotsStatement}).
 * Every seat-consuming write holds these locks while it re-counts and writes: two visitors
 * can never take the last seat, on any number of instances.
 */
export async function lockSlots(
  db: Db,
  slotIds: readonly number[],
  options: { roomId?: number } = {},
): Promise<SlotRow[]> {
  if (slotIds.length === 0) return [];
  claimSlotLocks(db, slotIds);
  return runStatement(db, lockSlotsStatement(slotIds, options));
}
