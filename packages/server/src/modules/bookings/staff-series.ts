import { STAY_DAYS } from '@lesesaal/domain/limits';
import { seriesDates } from '@lesesaal/domain/stays/rules';
import type { SeriesDay, SeriesRequest, SeriesResult } from '@lesesaal/domain/stays/schema';
import { hasSlotStarted } from '@lesesaal/domain/time-slots/rules';
import type { Db } from '../../db/client';
import { transaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { enqueueBookingConfirmation } from '../../mail/booking-mails';
import {
  countActiveTickets,
  createToken,
  findRoomSlotsAt,
  listTicketViews,
  lockSlots,
  maxStayDaysOf,
  setStayOfTickets,
  takeSeat,
  toTicket,
} from '../seat-core';
import { tickets } from '../../db/schema/index';
import { eq } from 'drizzle-orm';
import type { BookingServiceDeps } from './booking-deps';
import { randomBookingNumber, withBookingNumber } from './booking-number';
import { claimIdempotencyKey, recordBooking, requestHash } from './idempotency';
import type { StaffRequestKey } from './staff-booking';
import { ownerValues } from './owner-values';

/**
 * Staff book a person for a series of days (docs/decisions/research-stays.md): "every Tuesday
 * until 28 February" or a list of dates, at the room's slot starting at `startTime` each day.
 * Checked against capacity day by day: a day without such a slot, a full one (active tickets
 * ≥ capacity; staff do not overbook a series) or one that has started cannot be booked. The
 * preview writes nothing; the confirmation locks the days' slots in id order, counts again
 * under the locks and books the days still free as one stay: one owner link, one mail with
 * one .ics of all its days.
 */
export async function seriesDays(
  deps: BookingServiceDeps,
  db: Db,
  roomId: number,
  request: SeriesRequest,
  locked: boolean,
): Promise<SeriesDay[]> {
  const { clock } = deps;
  const now = clock.now();
  const { today, nowTime } = clock.wallClock(now);
  if ((await maxStayDaysOf(db, roomId)) === undefined) throw AppError.notFound('room');
  const dates = seriesDates(request, STAY_DAYS.max);
  if (dates === null) throw AppError.conflict('stay__too_long', [String(STAY_DAYS.max)]);
  const found = await findRoomSlotsAt(db, roomId, dates, request.startTime);
  const slotOf = new Map<string, (typeof found)[number]>();
  for (const slot of found) if (!slotOf.has(slot.date)) slotOf.set(slot.date, slot);
  const ids = [...slotOf.values()].map((s) => s.id);
  // under the locks (confirmation) the slots are read again: their capacity as locked
  const slots = locked ? new Map((await lockSlots(db, ids)).map((s) => [s.id, s])) : null;
  const active = await countActiveTickets(db, ids, now);
  return dates.map((date): SeriesDay => {
    const read = slotOf.get(date);
    const slot = read && (slots ? slots.get(read.id) : read);
    if (!slot)
      return {
        date,
        timeSlotId: null,
        startTime: request.startTime,
        endTime: null,
        bookable: false,
        reason: 'no_slot',
        ticketId: null,
      };
    const reason = hasSlotStarted(slot, today, nowTime)
      ? 'started'
      : (active.get(slot.id) ?? 0) >= slot.capacity
        ? 'full'
        : null;
    return {
      date,
      timeSlotId: slot.id,
      startTime: slot.startTime,
      endTime: slot.endTime,
      bookable: reason === null,
      reason,
      ticketId: null,
    };
  });
}

/** `POST /admin/rooms/{id}/series/preview`: the days, bookable or not; nothing written. */
export async function previewSeries(
  deps: BookingServiceDeps,
  roomId: number,
  request: SeriesRequest,
): Promise<SeriesResult> {
  const days = await seriesDays(deps, deps.db, roomId, request, false);
  return { days, booked: days.filter((d) => d.bookable).length, stayId: null, tickets: [] };
}

/**
 * `POST /admin/rooms/{id}/series`: books the days bookable under their slot locks, as one
 * stay; 409 `series__nothing_bookable` when none is. With an `Idempotency-Key` a repeat answers
 * the stay the first request booked (its days as they are now), booking nothing more.
 */
export function bookSeries(
  deps: BookingServiceDeps,
  roomId: number,
  request: SeriesRequest,
  idempotency?: StaffRequestKey,
): Promise<SeriesResult> {
  const { db, clock, config } = deps;
  const newBookingNumber = deps.newBookingNumber ?? randomBookingNumber;
  const claim = idempotency && {
    ...idempotency,
    requestHash: requestHash({ roomId, series: request }),
  };
  return transaction(db, async (tx) => {
    const now = clock.now();
    if (claim) {
      const earlier = await claimIdempotencyKey(tx, claim, now);
      if (earlier) return answerAgain(tx, earlier.ticketId, now, clock.timeZone);
    }
    const days = await seriesDays(deps, tx, roomId, request, true);
    const bookable = days.filter((d) => d.bookable);
    if (bookable.length === 0) throw AppError.conflict('series__nothing_bookable');
    const owner = ownerValues(request.person, createToken());
    const stayId = createToken();
    const booked: number[] = [];
    for (const day of [...bookable].sort((a, b) => a.timeSlotId! - b.timeSlotId!)) {
      const seat = await withBookingNumber(tx, newBookingNumber, (executor, bookingNumber) =>
        takeSeat(executor, {
          slotId: day.timeSlotId!,
          roomId,
          now,
          holder: { kind: 'booked', owner: { ...owner, bookingNumber } },
          seat: { today: clock.dateAt(now) },
        }),
      );
      if (!seat.taken) throw AppError.notFound('timeSlot');
      day.ticketId = seat.ticketId;
      booked.push(seat.ticketId);
    }
    await setStayOfTickets(tx, booked, stayId);
    const views = await listTicketViews(tx, eq(tickets.stayId, stayId));
    // one confirmation for the series: one mail, one .ics with a VEVENT per day
    await enqueueBookingConfirmation(tx, config, views, now);
    if (claim) await recordBooking(tx, claim, { ticketId: booked[0]!, overbooked: false });
    return {
      days,
      booked: booked.length,
      stayId,
      tickets: views.map((v) => toTicket(v, now, clock.timeZone)),
    };
  });
}

/** The stay an earlier request with the same key booked, as it is now; nothing written. */
async function answerAgain(
  tx: Db,
  ticketId: number,
  now: Date,
  timeZone: string,
): Promise<SeriesResult> {
  const [first] = await listTicketViews(tx, eq(tickets.id, ticketId));
  if (!first?.stayId) throw AppError.notFound('ticket');
  const views = await listTicketViews(tx, eq(tickets.stayId, first.stayId));
  return {
    days: views.map((v) => ({
      date: v.date,
      timeSlotId: v.timeSlotId,
      startTime: v.startTime,
      endTime: v.endTime,
      bookable: true,
      reason: null,
      ticketId: v.id,
    })),
    booked: views.length,
    stayId: first.stayId,
    tickets: views.map((v) => toTicket(v, now, timeZone)),
  };
}
