export { bookingRoutes } from './booking-routes';
export { createBookingService, type BookingService } from './booking-service';
export { cancelLockedTickets, lockSlotsOfTickets } from './cancellation';
export { ownerRoutes } from './owner-routes';
export { createOwnerService } from './owner-service';
export { deleteExpiredIdempotencyKeys, IDEMPOTENCY_KEY_HOURS } from './idempotency';
