import type { AdminBookingRequest, BookingRequest } from '@lesesaal/domain/owners/schema';
import type { Ticket } from '@lesesaal/domain/tickets/schema';
import type { SignedInReader } from '../readers';
import { bookCart } from './book-cart';
import type { BookingServiceDeps } from './booking-deps';
import { bookForStaff, type StaffBooking, type StaffRequestKey } from './staff-booking';
import { bookSeries, previewSeries } from './staff-series';
import type { SeriesRequest, SeriesResult } from '@lesesaal/domain/stays/schema';

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
    /** staff series (staff-series.ts): the days bookable or not, nothing written */
    previewSeries: (roomId: number, request: SeriesRequest): Promise<SeriesResult> =>
      previewSeries(deps, roomId, request),
    /** staff series: the bookable days booked as one stay */
    bookSeries: (
      roomId: number,
      request: SeriesRequest,
      idempotency?: StaffRequestKey,
    ): Promise<SeriesResult> => bookSeries(deps, roomId, request, idempotency),
  };
}

export type BookingService = ReturnType<typeof createBookingService>;
