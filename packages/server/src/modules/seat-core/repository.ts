import { and, asc, eq, exists, gt, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { IsoDate } from '@lesesaal/domain/dates';
import type { TimeRange } from '@lesesaal/domain/time-slots/rules';
import type { Db } from '../../db/client';
import { tickets, timeSlots, transactions, waitingListEntries } from '../../db/schema/index';
import { claimLock } from './lock-order';
import { parseSlotRow } from './slot-row';
import { normalizeTicketRow, selectTicketViews, type TicketView } from './ticket-view';

export interface CartRow {
  id: string;
  expiredAt: Date;
  touchCount: number;
}

/** A ticket of a cart with its slot's date and times. */
export interface CartTicket extends TimeRange {
  id: number;
  timeSlotId: number;
  roomId: number;
  /** the stay the ticket is a day of (its days count as one booking); null: a single visit */
  stayId: string | null;
}

/**
 * An open cart: not booked and its hold not run out at `now`. With `lock`, the row is
 * locked `FOR UPDATE` so two requests on one cart (add, book) run one after the other and
 * cannot both pass the cart's limits (step `cart` of the lock order, `lock-order.ts`).
 */
export async function findOpenCart(
  db: Db,
  id: string,
  now: Date,
  lock = false,
): Promise<CartRow | null> {
  const query = db
    .select({
      id: transactions.id,
      expiredAt: transactions.expiredAt,
      touchCount: transactions.touchCount,
    })
    .from(transactions)
    .where(
      and(eq(transactions.id, id), isNull(transactions.bookedAt), gt(transactions.expiredAt, now)),
    );
  if (lock) claimLock(db, 'cart');
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * Deletes a cart and its NEW tickets (booked tickets never belong to an open cart). A waiting
 * list entry whose offer the cart was keeps its row without the cart: the foreign key is a
 * plain one (Citus), so its `transaction_id` is cleared here first.
 */
export async function deleteCart(db: Db, id: string): Promise<void> {
  await db.delete(tickets).where(and(eq(tickets.transactionId, id), eq(tickets.status, 'NEW')));
  const open = db
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(eq(transactions.id, id), isNull(transactions.bookedAt)));
  await db
    .update(waitingListEntries)
    .set({ transactionId: null })
    .where(and(eq(waitingListEntries.transactionId, id), exists(open)));
  await db.delete(transactions).where(and(eq(transactions.id, id), isNull(transactions.bookedAt)));
}

export async function markCartBooked(
  db: Db,
  id: string,
  now: Date,
  language: string,
): Promise<void> {
  // A booked cart holds no seat any more: its client address is forgotten.
  await db
    .update(transactions)
    .set({ bookedAt: now, language, clientKey: null })
    .where(eq(transactions.id, id));
}

/** NEW tickets of a cart with their slots' dates and times, in slot order. */
export async function listCartTickets(db: Db, transactionId: string): Promise<CartTicket[]> {
  const rows = await db
    .select({
      id: tickets.id,
      timeSlotId: tickets.timeSlotId,
      stayId: tickets.stayId,
      slot: timeSlots,
    })
    .from(tickets)
    .innerJoin(timeSlots, eq(timeSlots.id, tickets.timeSlotId))
    .where(and(eq(tickets.transactionId, transactionId), eq(tickets.status, 'NEW')))
    .orderBy(asc(timeSlots.date), asc(timeSlots.startTime), asc(tickets.id));
  return rows.map((r) => {
    const slot = parseSlotRow(r.slot);
    return {
      id: r.id,
      timeSlotId: r.timeSlotId,
      roomId: slot.roomId,
      date: slot.date,
      startTime: slot.startTime,
      endTime: slot.endTime,
      stayId: r.stayId,
    };
  });
}

/**
 * Booked tickets of an e-mail (case-insensitive) dated `today` or later, with their stay (a
 * stay's days count as one booking).
 */
export async function listBookedRangesOfEmail(
  db: Db,
  email: string,
  today: IsoDate,
): Promise<Array<TimeRange & { stayId: string | null }>> {
  const rows = await db
    .select({ slot: timeSlots, stayId: tickets.stayId })
    .from(tickets)
    .innerJoin(timeSlots, eq(timeSlots.id, tickets.timeSlotId))
    .where(
      and(
        eq(tickets.status, 'BOOKED'),
        sql`${tickets.emailLower} = lower(${email})`,
        gte(timeSlots.date, today),
      ),
    );
  return rows.map((r) => ({ ...parseSlotRow(r.slot), stayId: r.stayId }));
}

/**
 * Booked tickets of an e-mail (any case) from `from` to `until`: the visits the limits per
 * person count, with their days and rooms. `readerId`: a signed-in reader's booking, whose
 * visits are the reader's bookings and those of the reader's address.
 */
export async function listBookedVisitsOfEmail(
  db: Db,
  email: string,
  from: IsoDate,
  until: IsoDate,
  readerId?: number,
): Promise<Array<{ date: IsoDate; roomId: number }>> {
  const person =
    readerId === undefined
      ? sql`${tickets.emailLower} = lower(${email})`
      : sql`(${tickets.emailLower} = lower(${email}) OR ${tickets.readerId} = ${readerId})`;
  const rows = await db
    .select({ date: timeSlots.date, roomId: timeSlots.roomId })
    .from(tickets)
    .innerJoin(timeSlots, eq(timeSlots.id, tickets.timeSlotId))
    .where(
      and(
        eq(tickets.status, 'BOOKED'),
        person,
        gte(timeSlots.date, from),
        lte(timeSlots.date, until),
      ),
    );
  return rows;
}

/** Owner data and language as stored on a booked ticket. */
export interface TicketOwnerValues {
  ownerId: string;
  language: string;
  salutation: string;
  title: string | null;
  firstName: string;
  lastName: string;
  organisation: string | null;
  email: string | null;
  phone: string | null;
  accessibility: boolean;
  /** a signed-in reader's booking: the reader and their pseudonym (migration 0024) */
  readerId?: number | null;
  readerPseudonym?: string | null;
}

/** Turns a cart ticket into a booked one (booking number unique: index, 23505 on clash). */
export async function setTicketBooked(
  db: Db,
  ticketId: number,
  values: TicketOwnerValues & { bookingNumber: string; now: Date },
): Promise<void> {
  const { now, ...rest } = values;
  await db
    .update(tickets)
    .set({ ...rest, status: 'BOOKED', bookedAt: now })
    .where(and(eq(tickets.id, ticketId), eq(tickets.status, 'NEW')));
}

export async function listTicketViews(db: Db, where: SQL): Promise<TicketView[]> {
  const rows = await selectTicketViews(db)
    .where(where)
    .orderBy(asc(timeSlots.date), asc(timeSlots.startTime), asc(tickets.id));
  return rows.map(normalizeTicketRow);
}

export const ticketsWithIds = (ids: readonly number[]): SQL => inArray(tickets.id, [...ids]);

/** BOOKED → CANCELLED for the given tickets (the caller holds their row locks). */
export async function cancelTickets(db: Db, ids: readonly number[], now: Date): Promise<void> {
  await db
    .update(tickets)
    .set({ status: 'CANCELLED', cancelledAt: now })
    .where(and(inArray(tickets.id, [...ids]), eq(tickets.status, 'BOOKED')));
}

/** The distinct slots of the tickets `ids` (ascending), read without a lock. */
export async function slotIdsOfTickets(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: tickets.timeSlotId })
    .from(tickets)
    .where(inArray(tickets.id, [...ids]))
    .orderBy(asc(tickets.timeSlotId));
  return rows.map((r) => r.id);
}
