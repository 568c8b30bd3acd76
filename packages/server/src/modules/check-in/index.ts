export { checkInRoutes } from './checkin-routes';
export { createCheckInService } from './checkin-service';
export { checkInUsedOn, isNoShow, releaseNoShowSeats, slotHasEnded } from './no-shows';
