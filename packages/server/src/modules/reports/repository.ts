import { and, asc, count, eq, gte, lte, sql } from 'drizzle-orm';
import type { ReportItem, ReportType } from '@lesesaal/domain/reports/schema';
import type { Db } from '../../db/client';
import { rooms, tickets, timeSlots } from '../../db/schema/index';

export async function findRoomName(db: Db, roomId: number): Promise<string | null> {
  const [row] = await db.select({ name: rooms.name }).from(rooms).where(eq(rooms.id, roomId));
  return row?.name ?? null;
}

/** Every slot of the room in the range with its number of tickets of `status` (0 included). */
export async function occupancy(
  db: Db,
  roomId: number,
  fromDate: string,
  untilDate: string,
  status: ReportType,
): Promise<ReportItem[]> {
  const rows = await db
    .select({
      date: timeSlots.date,
      startTime: timeSlots.startTime,
      endTime: timeSlots.endTime,
      capacity: timeSlots.capacity,
      n: count(tickets.id),
    })
    .from(timeSlots)
    .leftJoin(tickets, and(eq(tickets.timeSlotId, timeSlots.id), eq(tickets.status, status)))
    .where(
      and(
        eq(timeSlots.roomId, roomId),
        gte(timeSlots.date, fromDate),
        lte(timeSlots.date, untilDate),
      ),
    )
    .groupBy(timeSlots.id)
    .orderBy(asc(timeSlots.date), asc(timeSlots.startTime));
  return rows.map((r) => ({
    date: r.date,
    startTime: r.startTime.slice(0, 5),
    endTime: r.endTime.slice(0, 5),
    capacity: r.capacity,
    count: Number(r.n),
  }));
}

/** The room's booked tickets on `date` with the fields the daily report shows. */
export async function bookedOfDay(db: Db, roomId: number, date: string) {
  const rows = await db
    .select({
      timeSlotId: timeSlots.id,
      startTime: timeSlots.startTime,
      endTime: timeSlots.endTime,
      lastName: tickets.lastName,
      firstName: tickets.firstName,
      accessibility: tickets.accessibility,
    })
    .from(tickets)
    .innerJoin(timeSlots, eq(tickets.timeSlotId, timeSlots.id))
    .where(
      and(eq(timeSlots.roomId, roomId), eq(timeSlots.date, date), eq(tickets.status, 'BOOKED')),
    )
    .orderBy(asc(timeSlots.startTime), sql`${tickets.id}`);
  return rows.map((r) => ({
    ...r,
    startTime: r.startTime.slice(0, 5),
    endTime: r.endTime.slice(0, 5),
  }));
}
