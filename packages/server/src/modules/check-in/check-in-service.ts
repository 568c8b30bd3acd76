import type { IsoDate } from '@lesesaal/domain/dates';
import { findCheckInMatches } from '@lesesaal/domain/check-in/rules';
import type {
  CheckInDay,
  CheckInLine,
  CheckInQuery,
  CheckInScan,
  CheckInScanResult,
} from '@lesesaal/domain/check-in/schema';
import { assignSeatNumbers } from '@lesesaal/domain/reports/rules';
import { normalizeBookingNumber } from '@lesesaal/domain/tickets/booking-number';
import { AppError } from '../../http/app-error';
import type { AppContext, StaffRole } from '../../http/types';
import { createRoomsService } from '../rooms';
import { groupLinesForCheckIn } from '../group-visits';
import * as repo from './check-in-repository';
import { lockSlots, markTicketArrived, unmarkTicketArrived } from '../seat-core';
import { transaction } from '../../db/transaction';

/** The day's lines: seats numbered per room and slot start, ordered as the desk reads them. */
function checkInLines(rows: repo.CheckInRow[]): CheckInLine[] {
  const order = new Map(rows.map((r) => [r.roomId, r.roomSortOrder]));
  return assignSeatNumbers(rows)
    .sort(
      (a, b) =>
        (a.startTime < b.startTime ? -1 : a.startTime > b.startTime ? 1 : 0) ||
        order.get(a.roomId)! - order.get(b.roomId)! ||
        a.roomId - b.roomId ||
        a.seatNumber - b.seatNumber,
    )
    .map((r) => ({
      id: r.id,
      timeSlotId: r.timeSlotId,
      roomId: r.roomId,
      roomName: r.roomName,
      date: r.date,
      startTime: r.startTime,
      endTime: r.endTime,
      seatNumber: r.seatNumber,
      seatLabel: r.seatLabel,
      seatMissing: r.seatMissing,
      bookingNumber: r.bookingNumber,
      title: r.title,
      firstName: r.firstName,
      lastName: r.lastName,
      accessibility: r.accessibility,
      checkedInAt: r.checkedInAt?.toISOString() ?? null,
      seatReleased: r.seatReleasedAt !== null,
      noShow: r.noShow,
      applicationState: r.applicationState,
      stay: r.stay,
    }));
}

/**
 * The desk check-in: the day's booked tickets with seat numbers, marking a
 * visitor arrived or undoing it, and Enter in the search field (a scanner's booking number).
 * DESK accounts work on today only; ADMIN may open another day (and correct a past one).
 */
export function createCheckInService(ctx: Pick<AppContext, 'db' | 'clock' | 'config'>) {
  const { db, clock } = ctx;
  const rooms = createRoomsService(ctx);

  const wallClock = () => clock.wallClock();

  /** The day a request works on: today unless ADMIN asks for another (DESK: 403). */
  function dayFor(date: IsoDate | undefined, role: StaffRole, today: IsoDate): IsoDate {
    if (date === undefined || date === today) return today;
    if (role !== 'ADMIN') throw AppError.accessDenied(403);
    return date;
  }

  async function lines(date: IsoDate, roomId?: number): Promise<CheckInLine[]> {
    const { today, nowTime } = wallClock();
    return checkInLines(await repo.listBookedOfDay(db, { date, roomId }, { today, nowTime }));
  }

  /** The ticket's line as the list shows it now (seat number of its room's day). */
  async function lineOf(target: repo.CheckInTarget): Promise<CheckInLine> {
    const line = (await lines(target.date, target.roomId)).find((l) => l.id === target.id);
    if (!line) throw AppError.notFound('ticket');
    return line;
  }

  /**
   * A ticket the role may mark: BOOKED (a cart's NEW ticket is no booking: 404; a cancelled
   * one: 409 [`cancelled`]), of today — or, for ADMIN, of a day before (a correction; a
   * later day: 409 [`other_day`, date]).
   */
  async function markable(id: number, role: StaffRole): Promise<repo.CheckInTarget> {
    const target = await repo.findTarget(db, id);
    if (!target || target.status === 'NEW') throw AppError.notFound('ticket');
    if (target.status !== 'BOOKED') throw AppError.conflict('conflict', ['cancelled']);
    const { today } = wallClock();
    if (target.date !== today && (role !== 'ADMIN' || target.date > today))
      throw AppError.conflict('conflict', ['other_day', target.date]);
    return target;
  }

  async function markArrived(target: repo.CheckInTarget): Promise<void> {
    await transaction(db, async (tx) => {
      // Arrival takes back a released seat: a seat-taking write holds the slot lock
      // (lock order: slot rows, then ticket rows), so the slot's counts stay exact.
      await lockSlots(tx, [target.timeSlotId]);
      if (!(await markTicketArrived(tx, target.id, clock.now())))
        throw AppError.conflict('conflict', ['cancelled']);
    });
  }

  return {
    async day(query: CheckInQuery, role: StaffRole): Promise<CheckInDay> {
      const { today } = wallClock();
      const date = dayFor(query.date, role, today);
      const { content: roomList } = await rooms.list({});
      if (query.roomId !== undefined && !roomList.some((r) => r.id === query.roomId))
        throw AppError.notFound('room');
      return {
        date,
        today: date === today,
        roomId: query.roomId ?? null,
        rooms: roomList.map((r) => ({ id: r.id, name: r.name })),
        content: await lines(date, query.roomId),
        groups: await groupLinesForCheckIn(db, { date, roomId: query.roomId }),
      };
    },

    async checkIn(id: number, role: StaffRole): Promise<CheckInLine> {
      const target = await markable(id, role);
      await markArrived(target);
      return lineOf(target);
    },

    async undo(id: number, role: StaffRole): Promise<CheckInLine> {
      const target = await markable(id, role);
      if (!(await unmarkTicketArrived(db, target.id)))
        throw AppError.conflict('conflict', ['cancelled']);
      return lineOf(target);
    },

    /**
     * Enter in the search field: exactly one of the day's bookings (of the room, when one is
     * chosen) matches → marked arrived. Several → 409 [`ambiguous`, count]. None → the
     * booking number's ticket elsewhere explains why (409 [`cancelled`], [`other_day`, date],
     * [`other_room`, room name]), else 404 [`ticket`].
     */
    async scan(input: CheckInScan, role: StaffRole): Promise<CheckInScanResult> {
      const { today } = wallClock();
      const date = dayFor(input.date, role, today);
      const matches = findCheckInMatches(await lines(date, input.roomId), input.term);
      if (matches.length > 1)
        throw AppError.conflict('conflict', ['ambiguous', String(matches.length)]);
      const [match] = matches;
      if (!match) {
        const number = normalizeBookingNumber(input.term);
        const other = number === '' ? null : await repo.findTargetByBookingNumber(db, number);
        if (!other || other.status === 'NEW') throw AppError.notFound('ticket');
        if (other.status !== 'BOOKED') throw AppError.conflict('conflict', ['cancelled']);
        if (other.date !== date) throw AppError.conflict('conflict', ['other_day', other.date]);
        throw AppError.conflict('conflict', ['other_room', other.roomName]);
      }
      const target = await markable(match.id, role);
      const alreadyCheckedIn = match.checkedInAt !== null;
      if (!alreadyCheckedIn) await markArrived(target);
      return { ...(await lineOf(target)), alreadyCheckedIn };
    },
  };
}
