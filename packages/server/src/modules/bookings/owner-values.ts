import type { AdminBookingRequest, BookingRequest } from '@lesesaal/domain/owners/schema';
import type { TicketOwnerValues } from '../seat-core';

/** The owner columns a booked ticket stores, from a visitor's or a staff booking request. */
export function ownerValues(
  request: BookingRequest | AdminBookingRequest,
  ownerId: string,
): TicketOwnerValues {
  return {
    ownerId,
    language: request.language,
    salutation: request.salutation,
    title: request.title,
    firstName: request.firstName,
    lastName: request.lastName,
    organisation: request.organisation,
    email: request.email,
    phone: request.phone,
    accessibility: request.accessibility,
  };
}
