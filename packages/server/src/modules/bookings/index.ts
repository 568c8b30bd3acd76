export { bookingRoutes } from './booking-routes';
export { createBookingService } from './booking-service';
export { cancelLockedTickets, lockSlotsOfTickets } from './cancellation';
export { ownerRoutes } from './owner-routes';
export { deleteExpiredIdempotencyKeys, IDEMPOTENCY_KEY_HOURS } from './idempotency';
