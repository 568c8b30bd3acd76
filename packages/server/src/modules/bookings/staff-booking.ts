import type { AdminBookingRequest } from '@lesesaal/domain/owners/schema';
import type { Ticket } from '@lesesaal/domain/tickets/schema';
import { isOverbooked } from '@lesesaal/domain/time-slots/rules';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { enqueueBookingConfirmation } from '../../mail/booking-mails';
import { listTicketViews, ticketsWithIds } from '../seat-core';
import { createToken } from '../seat-core';
import { takeSeat } from '../seat-core';
import { toTicket } from '../seat-core';

import {
  claimIdempotencyKey,
  recordBooking,
  requestHash,
  type RecordedBooking,
} from './idempotency';
import type { BookingServiceDeps } from './booking-deps';
import { randomBookingNumber, withBookingNumber } from './booking-number';
import { ownerValues } from './owner-values';
import { pseudonymOfAddress } from '../readers';
import { transaction } from '../../db/transaction';

/** The staff account and the `Idempotency-Key` it sent with a booking. */
export interface StaffRequestKey {
  accountId: number;
  key: string;
}

export interface StaffBooking {
  ticket: Ticket;
  overbooked: boolean;
}

/**
 * Staff book a person into a slot (`takeSeat` with a booked ticket): no window or per-visitor
 * limits, and capacity may be exceeded (staff decide; the slot list shows it as overbooked).
 * The slot lock keeps the reported `overbooked` exact. A booking number that clashes is
 * retried in a savepoint, the seat taken again under the lock there. With an
 * `Idempotency-Key` (`idempotency`) a repeated request answers the ticket the first booked,
 * booking nothing more (idempotency.ts).
 */
export function bookForStaff(
  deps: BookingServiceDeps,
  roomId: number,
  timeSlotId: number,
  request: AdminBookingRequest,
  idempotency?: StaffRequestKey,
): Promise<StaffBooking> {
  const { db, clock, config } = deps;
  const newBookingNumber = deps.newBookingNumber ?? randomBookingNumber;
  const claim = idempotency && {
    ...idempotency,
    requestHash: requestHash({ roomId, timeSlotId, request }),
  };
  return transaction(db, async (tx) => {
    const now = clock.now();
    if (claim) {
      const earlier = await claimIdempotencyKey(tx, claim, now);
      if (earlier) return answerAgain(tx, earlier, now, clock.timeZone);
    }
    const owner = {
      ...ownerValues(request, createToken()),
      // the person's key for the reader statistics (docs/decisions/reader-statistics.md)
      readerPseudonym: await pseudonymOfAddress(tx, request.email),
    };
    const seat = await withBookingNumber(tx, newBookingNumber, (executor, bookingNumber) =>
      takeSeat(executor, {
        slotId: timeSlotId,
        roomId,
        now,
        holder: { kind: 'booked', owner: { ...owner, bookingNumber } },
        seat: { today: clock.dateAt(now) },
      }),
    );
    if (!seat.taken) throw AppError.notFound('timeSlot');
    const ticketId = seat.ticketId;
    const views = await listTicketViews(tx, ticketsWithIds([ticketId]));
    await enqueueBookingConfirmation(tx, config, views, now);
    const overbooked = isOverbooked({
      capacity: seat.slot.capacity,
      ticketCount: seat.activeCount ?? 0,
    });
    if (claim) await recordBooking(tx, claim, { ticketId, overbooked });
    return { ticket: toTicket(views[0]!, now, clock.timeZone), overbooked };
  });
}

/** The ticket an earlier request with the same key booked, as it is now; nothing written. */
async function answerAgain(
  tx: Db,
  earlier: RecordedBooking,
  now: Date,
  timeZone: string,
): Promise<StaffBooking> {
  const [view] = await listTicketViews(tx, ticketsWithIds([earlier.ticketId]));
  if (!view) throw AppError.notFound('ticket');
  return { ticket: toTicket(view, now, timeZone), overbooked: earlier.overbooked };
}
