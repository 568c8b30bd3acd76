import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { applicationStateOn, type ApplicationState } from '@lesesaal/domain/applications/validity';
import { normalizeTime, type IsoDate, type IsoTime } from '@lesesaal/domain/dates';
import type { Db } from '../../db/client';
import { rooms, seats, tickets, timeSlots, userApplications } from '../../db/schema/index';
import { isNoShow } from './no-shows';

/** One booked ticket of the day as the check-in list reads it (before seat numbering). */
export interface CheckInRow {
  id: number;
  timeSlotId: number;
  roomId: number;
  roomName: string;
  roomSortOrder: number;
  date: string;
  startTime: string;
  endTime: string;
  bookingNumber: string | null;
  /** the named seat's label; null: none */
  seatLabel: string | null;
  /** the room has named seats and the ticket holds none ("no seat assigned") */
  seatMissing: boolean;
  title: string | null;
  firstName: string | null;
  lastName: string | null;
  accessibility: boolean | null;
  checkedInAt: Date | null;
  seatReleasedAt: Date | null;
  noShow: boolean;
  /** the user application's state today (module applications); null: none */
  applicationState: ApplicationState | null;
  /** the research stay the visit is a day of (module cart's stays); null: a single visit */
  stay: { firstDay: IsoDate; lastDay: IsoDate; heldUnits: number } | null;
}

/**
 * The BOOKED tickets of `date` (of one room, or all), by start time and ticket id — the
 * order the daily report numbers seats in — each with its no-show flag at `today`, `nowTime`.
 */
export async function listBookedOfDay(
  db: Db,
  filter: { date: IsoDate; roomId?: number | undefined },
  clock: { today: IsoDate; nowTime: IsoTime },
): Promise<CheckInRow[]> {
  const rows = await db
    .select({
      id: tickets.id,
      timeSlotId: tickets.timeSlotId,
      roomId: rooms.id,
      roomName: rooms.name,
      roomSortOrder: rooms.sortOrder,
      date: timeSlots.date,
      startTime: timeSlots.startTime,
      endTime: timeSlots.endTime,
      bookingNumber: tickets.bookingNumber,
      seatLabel: seats.label,
      seatMissing: sql<boolean>`(${tickets.seatId} IS NULL AND EXISTS (SELECT 1 FROM seats rs
        WHERE rs.room_id = ${rooms.id}))`,
      title: tickets.title,
      firstName: tickets.firstName,
      lastName: tickets.lastName,
      accessibility: tickets.accessibility,
      checkedInAt: tickets.checkedInAt,
      seatReleasedAt: tickets.seatReleasedAt,
      // a research stay's first and last booked day, and its units ordered for an earlier day
      // of the stay and held at the desk (as the pull list's held lines)
      stayFirstDay: sql<string | null>`(SELECT min(s2.date)::text FROM tickets t2
        JOIN time_slots s2 ON s2.id = t2.time_slot_id
        WHERE ${tickets.stayId} IS NOT NULL AND t2.stay_id = ${tickets.stayId}
          AND t2.status = 'BOOKED')`,
      stayLastDay: sql<string | null>`(SELECT max(s2.date)::text FROM tickets t2
        JOIN time_slots s2 ON s2.id = t2.time_slot_id
        WHERE ${tickets.stayId} IS NOT NULL AND t2.stay_id = ${tickets.stayId}
          AND t2.status = 'BOOKED')`,
      stayHeldUnits: sql<number | string>`(SELECT count(*) FROM record_units u
        JOIN tickets t2 ON t2.id = u.ticket_id
        WHERE ${tickets.stayId} IS NOT NULL AND t2.stay_id = ${tickets.stayId}
          AND u.visit_date < ${timeSlots.date} AND u.state <> 'CANCELLED')`,
      applicationStored: userApplications.state,
      applicationValidUntil: userApplications.validUntil,
      noShow: isNoShow(
        {
          status: sql`${tickets.status}`,
          checkedInAt: sql`${tickets.checkedInAt}`,
          roomId: sql`${timeSlots.roomId}`,
          date: sql`${timeSlots.date}`,
          endTime: sql`${timeSlots.endTime}`,
        },
        clock.today,
        clock.nowTime,
      ),
    })
    .from(tickets)
    .innerJoin(timeSlots, eq(timeSlots.id, tickets.timeSlotId))
    .innerJoin(rooms, eq(rooms.id, timeSlots.roomId))
    .leftJoin(seats, eq(seats.id, tickets.seatId))
    .leftJoin(userApplications, eq(userApplications.id, tickets.applicationId))
    .where(
      and(
        eq(timeSlots.date, filter.date),
        eq(tickets.status, 'BOOKED'),
        // a group's seats are one line of their own (module group-visits)
        isNull(tickets.groupId),
        filter.roomId === undefined ? undefined : eq(timeSlots.roomId, filter.roomId),
      ),
    )
    .orderBy(asc(timeSlots.startTime), asc(tickets.id));
  return rows.map(
    ({
      applicationStored,
      applicationValidUntil,
      stayFirstDay,
      stayLastDay,
      stayHeldUnits,
      ...r
    }) => ({
      ...r,
      stay:
        stayFirstDay === null || stayLastDay === null
          ? null
          : {
              firstDay: String(stayFirstDay).slice(0, 10),
              lastDay: String(stayLastDay).slice(0, 10),
              heldUnits: Number(stayHeldUnits),
            },
      applicationState:
        applicationStored === null
          ? null
          : applicationStateOn(
              applicationStored === 'approved' || applicationStored === 'refused'
                ? applicationStored
                : 'submitted',
              applicationValidUntil,
              clock.today,
            ),
      startTime: normalizeTime(r.startTime) ?? r.startTime,
      endTime: normalizeTime(r.endTime) ?? r.endTime,
      noShow: r.noShow === true || String(r.noShow) === 'true',
      seatMissing: r.seatMissing === true || String(r.seatMissing) === 'true',
    }),
  );
}

/** What a check-in needs to know of a ticket (any status), or null. */
export interface CheckInTarget {
  id: number;
  status: string;
  timeSlotId: number;
  roomId: number;
  roomName: string;
  date: string;
  checkedInAt: Date | null;
}

const targetColumns = {
  id: tickets.id,
  status: tickets.status,
  timeSlotId: tickets.timeSlotId,
  roomId: rooms.id,
  roomName: rooms.name,
  date: timeSlots.date,
  checkedInAt: tickets.checkedInAt,
};

function selectTargets(db: Db) {
  return db
    .select(targetColumns)
    .from(tickets)
    .innerJoin(timeSlots, eq(timeSlots.id, tickets.timeSlotId))
    .innerJoin(rooms, eq(rooms.id, timeSlots.roomId));
}

export async function findTarget(db: Db, id: number): Promise<CheckInTarget | null> {
  const [row] = await selectTargets(db).where(eq(tickets.id, id));
  return row ?? null;
}

/** The ticket with this (normalised) booking number, whatever its day and status. */
export async function findTargetByBookingNumber(
  db: Db,
  bookingNumber: string,
): Promise<CheckInTarget | null> {
  const [row] = await selectTargets(db).where(eq(tickets.bookingNumber, bookingNumber));
  return row ?? null;
}
