import type { AdminBookingRequest, BookingRequest } from '@lesesaal/domain/owners/schema';
import type { Ticket } from '@lesesaal/domain/tickets/schema';
import type { SignedInReader } from '../readers';
import { bookCart } from './book-cart';
import type { BookingServiceDeps } from './booking-deps';
import { bookForStaff, type StaffBooking, type StaffRequestKey } from './staff-booking';

export type { BookingServiceDeps } from './booking-deps';

/** Booking a cart (visitor, book-cart.ts) and booking a person into a slot (staff, staff-booking.ts). */
export function createBookingService(deps: BookingServiceDeps) {
  return {
    book: (
      transactionId: string,
      request: BookingRequest,
      reader?: SignedInReader,
    ): Promise<Ticket[]> => bookCart(deps, transactionId, request, reader),
    bookForStaff: (
      roomId: number,
      timeSlotId: number,
      request: AdminBookingRequest,
      idempotency?: StaffRequestKey,
    ): Promise<StaffBooking> => bookForStaff(deps, roomId, timeSlotId, request, idempotency),
  };
}

export type BookingService = ReturnType<typeof createBookingService>;
