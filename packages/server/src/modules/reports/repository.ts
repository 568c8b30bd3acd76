import { and, asc, count, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { IsoDate, IsoTime } from '@lesesaal/domain/dates';
import type { ReportItem, ReportType } from '@lesesaal/domain/reports/schema';
import type { Db } from '../../db/client';
import { rooms, seats, tickets, timeSlots } from '../../db/schema/index';
import { checkInUsedOn, isNoShow, slotHasEnded } from '../check-in';

/** Wall clock of a report: no-shows are known once a slot has ended. */
export interface ReportClock {
  today: IsoDate;
  nowTime: IsoTime;
}

/** The no-show rule (tickets/no-shows.ts) on this query's ticket and slot columns. */
const noShowOf = (clock: ReportClock) =>
  isNoShow(
    {
      status: sql`${tickets.status}`,
      checkedInAt: sql`${tickets.checkedInAt}`,
      roomId: sql`${timeSlots.roomId}`,
      date: sql`${timeSlots.date}`,
      endTime: sql`${timeSlots.endTime}`,
      groupId: sql`${tickets.groupId}`,
    },
    clock.today,
    clock.nowTime,
  );

const asBoolean = (value: unknown) => value === true || value === 't' || value === 'true';

export async function findRoomName(db: Db, roomId: number): Promise<string | null> {
  const [row] = await db.select({ name: rooms.name }).from(rooms).where(eq(rooms.id, roomId));
  return row?.name ?? null;
}

/**
 * The first and last day with a slot of the room within [from, until] (null: none), so a
 * paged read visits only the months that have slots — not every month of a range such as
 * 1900–9999.
 */
export async function slotDateBounds(
  db: Db,
  roomId: number,
  from: IsoDate,
  until: IsoDate,
): Promise<{ first: IsoDate; last: IsoDate } | null> {
  const [row] = await db
    .select({
      first: sql<string | null>`min(${timeSlots.date})::text`,
      last: sql<string | null>`max(${timeSlots.date})::text`,
    })
    .from(timeSlots)
    .where(
      and(eq(timeSlots.roomId, roomId), gte(timeSlots.date, from), lte(timeSlots.date, until)),
    );
  return row?.first && row.last ? { first: row.first as IsoDate, last: row.last as IsoDate } : null;
}

/**
 * Every slot of the room in the range with its number of tickets of `status` (0 included)
 * and, for BOOKED, its no-shows once known (the slot has ended and check-in was used that
 * day in the room; else null).
 */
export async function occupancy(
  db: Db,
  roomId: number,
  fromDate: string,
  untilDate: string,
  status: ReportType,
  clock: ReportClock,
): Promise<ReportItem[]> {
  const rows = await db
    .select({
      date: timeSlots.date,
      startTime: timeSlots.startTime,
      endTime: timeSlots.endTime,
      capacity: timeSlots.capacity,
      n: count(tickets.id),
      noShows: sql<number>`count(${tickets.id}) FILTER (WHERE ${noShowOf(clock)})::int`,
      known: sql<boolean>`(${slotHasEnded(
        sql`${timeSlots.date}`,
        sql`${timeSlots.endTime}`,
        clock.today,
        clock.nowTime,
      )} AND ${checkInUsedOn(sql`${timeSlots.roomId}`, sql`${timeSlots.date}`)})`,
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
    .groupBy(timeSlots.archiveId, timeSlots.id)
    .orderBy(asc(timeSlots.date), asc(timeSlots.startTime));
  return rows.map((r) => ({
    date: r.date,
    startTime: r.startTime.slice(0, 5),
    endTime: r.endTime.slice(0, 5),
    capacity: r.capacity,
    count: Number(r.n),
    noShows: status === 'BOOKED' && asBoolean(r.known) ? Number(r.noShows) : null,
  }));
}

/**
 * The room's booked tickets on `date` with the fields the daily report shows, and whether
 * the visitor was marked arrived or is a no-show (tickets/no-shows.ts).
 */
export async function bookedOfDay(db: Db, roomId: number, date: string, clock: ReportClock) {
  const rows = await db
    .select({
      timeSlotId: timeSlots.id,
      startTime: timeSlots.startTime,
      endTime: timeSlots.endTime,
      lastName: tickets.lastName,
      firstName: tickets.firstName,
      accessibility: tickets.accessibility,
      // the named seat's label (null: no named seats or no seat assigned)
      seatLabel: seats.label,
      // the room has named seats and the ticket holds none ("no seat assigned")
      seatMissing: sql<boolean>`(${tickets.seatId} IS NULL AND EXISTS (SELECT 1 FROM seats rs
        WHERE rs.room_id = ${timeSlots.roomId}))`,
      arrived: sql<boolean>`(${tickets.checkedInAt} IS NOT NULL)`,
      noShow: noShowOf(clock),
      // the records ordered for the visit (record-orders' table, only read here)
      units: sql<unknown>`(SELECT coalesce(json_agg(u.call_number ORDER BY u.id), '[]'::json)
        FROM record_units u WHERE u.ticket_id = ${tickets.id} AND u.state <> 'CANCELLED')`,
    })
    .from(tickets)
    .innerJoin(timeSlots, eq(tickets.timeSlotId, timeSlots.id))
    .leftJoin(seats, eq(seats.id, tickets.seatId))
    .where(
      and(
        eq(timeSlots.roomId, roomId),
        eq(timeSlots.date, date),
        eq(tickets.status, 'BOOKED'),
        // a group's seats are one line of their own (module group-visits)
        isNull(tickets.groupId),
      ),
    )
    .orderBy(asc(timeSlots.startTime), sql`${tickets.id}`);
  return rows.map(({ arrived, noShow, units, seatMissing, ...r }) => ({
    ...r,
    seatMissing: asBoolean(seatMissing),
    units: (typeof units === 'string' ? JSON.parse(units) : (units ?? [])) as string[],
    startTime: r.startTime.slice(0, 5),
    endTime: r.endTime.slice(0, 5),
    attendance: asBoolean(arrived)
      ? ('ARRIVED' as const)
      : asBoolean(noShow)
        ? ('NO_SHOW' as const)
        : null,
  }));
}
