import type { AdminBookingRequest } from '@lesesaal/domain/owners/schema';
import type { Ticket } from '@lesesaal/domain/tickets/schema';
import { isOverbooked } from '@lesesaal/domain/time-slots/rules';
import { AppError } from '../../http/app-error';
import { enqueueBookingConfirmation } from '../../mail/booking-mails';
import { listTicketViews, ticketsWithIds } from '../cart';
import { createToken } from '../cart';
import { takeSeat } from '../cart';
import { toTicket } from '../cart';

import {
  ownerValues,
  randomBookingNumber,
  withBookingNumber,
  type BookingServiceDeps,
} from './booking-parts';

/**
 * Staff book a person into a slot (`takeSeat` with a booked ticket): no window or per-visitor
 * limits, and capacity may be exceeded (staff decide; the slot list shows it as overbooked).
 * The slot lock keeps the reported `overbooked` exact. A booking number that clashes is
 * retried in a savepoint, the seat taken again under the lock there.
 */
export function bookForStaff(
  deps: BookingServiceDeps,
  roomId: number,
  timeSlotId: number,
  request: AdminBookingRequest,
): Promise<{ ticket: Ticket; overbooked: boolean }> {
  const { db, clock, config } = deps;
  const newBookingNumber = deps.newBookingNumber ?? randomBookingNumber;
  return db.transaction(async (tx) => {
    const now = clock.now();
    const owner = ownerValues(request, createToken());
    const seat = await withBookingNumber(tx, newBookingNumber, (executor, bookingNumber) =>
      takeSeat(executor, {
        slotId: timeSlotId,
        roomId,
        now,
        holder: { kind: 'booked', owner: { ...owner, bookingNumber } },
      }),
    );
    if (!seat.taken) throw AppError.notFound('timeSlot');
    const ticketId = seat.ticketId;
    const views = await listTicketViews(tx, ticketsWithIds([ticketId]));
    await enqueueBookingConfirmation(tx, config, views, now);
    return {
      ticket: toTicket(views[0]!, now, config.timeZone),
      overbooked: isOverbooked({
        capacity: seat.slot.capacity,
        ticketCount: seat.activeCount ?? 0,
      }),
    };
  });
}
