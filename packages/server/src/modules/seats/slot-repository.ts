import { and, asc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { SeatBooking } from '@lesesaal/domain/seats/schema';
import type { Db } from '../../db/client';
import { rooms, tickets, timeSlots } from '../../db/schema/index';

/**
 * A ticket that holds its seat for the unique index `tickets_slot_seat_idx`: NEW, or BOOKED
 * and not released. The same predicate as the index, so "taken" here is what the index
 * refuses twice. A NEW ticket of a run-out cart still matches: `reclaimRunOutSeats` clears
 * its seat under the slot lock before a seat is chosen.
 */
const SEAT_HOLDING_TICKET: SQL = sql`${tickets.seatId} IS NOT NULL AND (${tickets.status} IN ('NEW', 'PENDING') OR (${tickets.status} = 'BOOKED' AND ${tickets.seatReleasedAt} IS NULL))`;

const bookingColumns = {
  ticketId: tickets.id,
  bookingNumber: tickets.bookingNumber,
  timeSlotId: tickets.timeSlotId,
  date: timeSlots.date,
  startTime: sql<string>`to_char(${timeSlots.startTime}, 'HH24:MI')`,
  endTime: sql<string>`to_char(${timeSlots.endTime}, 'HH24:MI')`,
  seatId: tickets.seatId,
};

/**
 * Clears the seat of every ticket holding `seatId` on a day from `from` to `until` and
 * returns the booked ones (with `seatId` null now): a blocked seat holds nobody. Held (NEW)
 * tickets lose it too; they are a visitor's cart, not yet a booking.
 */
export async function unassignSeatInRange(
  db: Db,
  seatId: number,
  from: string,
  until: string,
): Promise<SeatBooking[]> {
  const affected = db
    .select({ id: tickets.id })
    .from(tickets)
    .innerJoin(timeSlots, eq(timeSlots.id, tickets.timeSlotId))
    .where(
      and(
        eq(tickets.seatId, seatId),
        SEAT_HOLDING_TICKET,
        gte(timeSlots.date, from),
        lte(timeSlots.date, until),
      ),
    );
  const ids = (await affected).map((r) => r.id);
  if (ids.length === 0) return [];
  await db.update(tickets).set({ seatId: null }).where(inArray(tickets.id, ids));
  return db
    .select(bookingColumns)
    .from(tickets)
    .innerJoin(timeSlots, eq(timeSlots.id, tickets.timeSlotId))
    .where(and(inArray(tickets.id, ids), eq(tickets.status, 'BOOKED')))
    .orderBy(asc(timeSlots.date), asc(timeSlots.startTime), asc(tickets.id));
}

/** Locks the slot rows of the seat's bookings in the range, in id order (lock order). */
export async function lockSlotsOfSeatRange(
  db: Db,
  roomId: number,
  from: string,
  until: string,
): Promise<void> {
  await db
    .select({ id: timeSlots.id })
    .from(timeSlots)
    .where(and(eq(timeSlots.roomId, roomId), gte(timeSlots.date, from), lte(timeSlots.date, until)))
    .orderBy(asc(timeSlots.id))
    .for('update');
}

/** The booked ticket with its slot (for moving it to another seat). */
export async function findBooking(
  db: Db,
  ticketId: number,
): Promise<
  | (SeatBooking & {
      roomId: number;
      roomName: string;
      status: string;
      seatReleasedAt: Date | null;
      email: string | null;
      language: string | null;
      ownerId: string | null;
    })
  | null
> {
  const [row] = await db
    .select({
      ...bookingColumns,
      roomId: timeSlots.roomId,
      roomName: rooms.name,
      status: tickets.status,
      seatReleasedAt: tickets.seatReleasedAt,
      email: tickets.email,
      language: tickets.language,
      ownerId: tickets.ownerId,
    })
    .from(tickets)
    .innerJoin(timeSlots, eq(timeSlots.id, tickets.timeSlotId))
    .innerJoin(rooms, eq(rooms.id, timeSlots.roomId))
    .where(eq(tickets.id, ticketId));
  return row ?? null;
}

/** Locks one slot row (before its tickets, the lock order). */
export async function lockSlot(db: Db, slotId: number): Promise<void> {
  await db
    .select({ id: timeSlots.id })
    .from(timeSlots)
    .where(eq(timeSlots.id, slotId))
    .for('update');
}

export async function setTicketSeat(
  db: Db,
  ticketId: number,
  seatId: number | null,
): Promise<void> {
  await db.update(tickets).set({ seatId }).where(eq(tickets.id, ticketId));
}

/** Seat ids held in the slot (see {@link SEAT_HOLDING_TICKET}) with the holding ticket. */
export async function takenSeatsOfSlot(
  db: Db,
  slotId: number,
): Promise<Array<{ seatId: number; ticketId: number }>> {
  const rows = await db
    .select({ seatId: tickets.seatId, ticketId: tickets.id })
    .from(tickets)
    .where(and(eq(tickets.timeSlotId, slotId), SEAT_HOLDING_TICKET));
  return rows.flatMap((r) =>
    r.seatId === null ? [] : [{ seatId: r.seatId, ticketId: r.ticketId }],
  );
}

/** Booked tickets of the slot that hold no seat ("no seat assigned"). */
export async function unassignedBookingsOfSlot(db: Db, slotId: number): Promise<SeatBooking[]> {
  return db
    .select(bookingColumns)
    .from(tickets)
    .innerJoin(timeSlots, eq(timeSlots.id, tickets.timeSlotId))
    .where(
      and(
        eq(tickets.timeSlotId, slotId),
        eq(tickets.status, 'BOOKED'),
        sql`${tickets.seatReleasedAt} IS NULL`,
        sql`${tickets.seatId} IS NULL`,
      ),
    )
    .orderBy(asc(tickets.id));
}

/**
 * Under the slot lock: the seats of NEW tickets whose cart ran out (or is gone) go back, so
 * the unique index never keeps a seat for a hold that holds nothing.
 */
export async function reclaimRunOutSeats(db: Db, slotId: number, now: Date): Promise<void> {
  await db.execute(sql`UPDATE tickets SET seat_id = NULL
    WHERE time_slot_id = ${slotId} AND seat_id IS NOT NULL AND status = 'NEW'
      AND NOT EXISTS (SELECT 1 FROM transactions tr
        WHERE tr.id = tickets.transaction_id AND tr.expired_at > ${now.toISOString()}::timestamptz)`);
}

export async function findSlot(
  db: Db,
  slotId: number,
): Promise<{ id: number; roomId: number; date: string } | null> {
  const [row] = await db
    .select({ id: timeSlots.id, roomId: timeSlots.roomId, date: timeSlots.date })
    .from(timeSlots)
    .where(eq(timeSlots.id, slotId));
  return row ?? null;
}
