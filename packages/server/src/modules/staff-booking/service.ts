import type { AdminBookingRequest } from '@lesesaal/domain/owners/schema';
import type { Ticket } from '@lesesaal/domain/tickets/schema';
import type { BookingService } from '../transactions/booking-service';

/** Staff book a person into a slot, beyond capacity if need be (DESIGN.md §9). */
export function createStaffBookingService(deps: { booking: BookingService }) {
  return {
    book(
      roomId: number,
      timeSlotId: number,
      request: AdminBookingRequest,
    ): Promise<{ ticket: Ticket; overbooked: boolean }> {
      return deps.booking.bookForStaff(roomId, timeSlotId, request);
    },
  };
}
