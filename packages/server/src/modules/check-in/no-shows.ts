import { sql, type SQL } from 'drizzle-orm';
import { timeToMinutes, type IsoDate, type IsoTime } from '@lesesaal/domain/dates';
import type { Db } from '../../db/client';
import type { ArchiveClock } from '../../http/types';
import { releaseSeatsWhere } from '../seat-core';

/**
 * No-shows, written once: the check-in list, the reports and the seat release
 * read these SQL pieces (each takes the caller's column expressions, so it fits any query).
 *
 * - Check-in is *used* on a day in a room when at least one booked ticket of the room's
 *   slots that day is marked arrived. Without it nothing is known about who came, so
 *   nobody counts as a no-show and no seat is given back.
 * - A *no-show*: a BOOKED ticket not marked arrived, of a slot that has ended, on a day
 *   check-in was used in its room.
 * - A no-show's seat is *released* `no_show_release_minutes` (room) after the slot's start
 *   while the slot runs: `seat_released_at` is set and the ticket no longer holds a seat
 *   (the seat rule: `holdsSeat` of the cart module), so the desk can seat a walk-in without overbooking. The ticket
 *   stays BOOKED; marking the visitor arrived takes the seat back.
 */

/** SQL: check-in was used on `date` in room `roomId` (expressions of the caller's query). */
export function checkInUsedOn(roomId: SQL, date: SQL): SQL<boolean> {
  return sql<boolean>`EXISTS (SELECT 1 FROM tickets ci JOIN time_slots cs ON cs.id = ci.time_slot_id
    WHERE cs.room_id = ${roomId} AND cs.date = ${date}
      AND ci.status = 'BOOKED' AND ci.checked_in_at IS NOT NULL)`;
}

/** SQL: the slot (its date and end time) has ended at the wall clock `today`, `nowTime`. */
export function slotHasEnded(
  date: SQL,
  endTime: SQL,
  today: IsoDate,
  nowTime: IsoTime,
): SQL<boolean> {
  return sql<boolean>`(${date} < ${today}::date OR (${date} = ${today}::date AND ${endTime} <= ${nowTime}::time))`;
}

/** Column expressions of a ticket joined with its slot, for {@link isNoShow}. */
export interface TicketOfSlot {
  status: SQL;
  checkedInAt: SQL;
  roomId: SQL;
  date: SQL;
  endTime: SQL;
  /** the ticket's group (module group-visits); a group's seat is never a no-show */
  groupId?: SQL;
}

/**
 * SQL: the ticket is a no-show at the wall clock `today`, `nowTime`. A group's seat (with
 * `groupId` given) never is: the group is one line, its seats are not checked in one by one.
 */
export function isNoShow(t: TicketOfSlot, today: IsoDate, nowTime: IsoTime): SQL<boolean> {
  return sql<boolean>`(${t.status} = 'BOOKED' AND ${t.checkedInAt} IS NULL${
    t.groupId ? sql` AND ${t.groupId} IS NULL` : sql``
  }
    AND ${slotHasEnded(t.date, t.endTime, today, nowTime)}
    AND ${checkInUsedOn(t.roomId, t.date)})`;
}

/**
 * Gives back the seats of today's no-shows whose room releases them and whose release time
 * (slot start + `no_show_release_minutes`) has come, while the slot still runs — through the
 * cart module's `releaseSeatsWhere` (it owns the tickets table), one idempotent statement.
 * Returns the released tickets with their slots (a seat that frees).
 */
export async function releaseNoShowSeats(
  db: Db,
  clock: ArchiveClock,
): Promise<Array<{ ticketId: number; timeSlotId: number }>> {
  const { now, today, nowTime } = clock.wallClock();
  return releaseSeatsWhere(
    db,
    now,
    sql`s.date = ${today}::date
      AND r.no_show_release_minutes IS NOT NULL
      AND (extract(hour FROM s.start_time) * 60 + extract(minute FROM s.start_time))::int
          + r.no_show_release_minutes <= ${timeToMinutes(nowTime)}
      AND s.end_time > ${nowTime}::time
      AND t.group_id IS NULL
      AND ${checkInUsedOn(sql`s.room_id`, sql`s.date`)}`,
  );
}
