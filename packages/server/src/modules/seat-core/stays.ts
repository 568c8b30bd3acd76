import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { IsoDate } from '@lesesaal/domain/dates';
import type { Db } from '../../db/client';
import { rooms, tickets, timeSlots } from '../../db/schema/index';
import { parseSlotRow, type SlotRow } from './slot-row';

/**
 * Research stays in the seat core (docs/decisions/research-stays.md): the days of a stay are
 * tickets that share `stay_id`. The seat of each day is taken by `takeSeat` like any other;
 * this file marks the days of a stay (in the transaction that took their seats, under their
 * slot locks) and reads a stay's days.
 */

/** Marks the tickets `ids` as the days of the stay `stayId` (the caller holds their slot locks). */
export async function setStayOfTickets(
  db: Db,
  ids: readonly number[],
  stayId: string,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(tickets)
    .set({ stayId })
    .where(inArray(tickets.id, [...ids]));
}

/** A room's longest stay (`rooms.max_stay_days`); undefined: no such room. */
export async function maxStayDaysOf(db: Db, roomId: number): Promise<number | null | undefined> {
  const [row] = await db.select({ max: rooms.maxStayDays }).from(rooms).where(eq(rooms.id, roomId));
  return row === undefined ? undefined : row.max;
}

/** A booked day of a stay. */
export interface StayDayTicket {
  id: number;
  stayId: string;
  timeSlotId: number;
  roomId: number;
  date: IsoDate;
  startTime: string;
  endTime: string;
}

/** The BOOKED days of the stays `stayIds`, by date and start time. */
export async function listBookedStayDays(
  db: Db,
  stayIds: readonly string[],
): Promise<StayDayTicket[]> {
  if (stayIds.length === 0) return [];
  const rows = await db
    .select({
      id: tickets.id,
      stayId: tickets.stayId,
      timeSlotId: tickets.timeSlotId,
      roomId: timeSlots.roomId,
      date: timeSlots.date,
      startTime: timeSlots.startTime,
      endTime: timeSlots.endTime,
    })
    .from(tickets)
    .innerJoin(timeSlots, eq(timeSlots.id, tickets.timeSlotId))
    .where(
      and(
        isNotNull(tickets.stayId),
        inArray(tickets.stayId, [...stayIds]),
        eq(tickets.status, 'BOOKED'),
      ),
    )
    .orderBy(asc(timeSlots.date), asc(timeSlots.startTime), asc(tickets.id));
  return rows.map((r) => ({
    ...r,
    stayId: r.stayId!,
    startTime: r.startTime.slice(0, 5),
    endTime: r.endTime.slice(0, 5),
  }));
}

/** The room's slots on `dates` that start at `startTime` (a staff series' days), by date. */
export async function findRoomSlotsAt(
  db: Db,
  roomId: number,
  dates: readonly IsoDate[],
  startTime: string,
): Promise<SlotRow[]> {
  if (dates.length === 0) return [];
  const rows = await db
    .select()
    .from(timeSlots)
    .where(
      and(
        eq(timeSlots.roomId, roomId),
        inArray(timeSlots.date, [...dates]),
        sql`${timeSlots.startTime} = ${startTime}::time`,
      ),
    )
    .orderBy(asc(timeSlots.date), asc(timeSlots.id));
  return rows.map(parseSlotRow);
}
