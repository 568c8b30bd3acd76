export { checkInRoutes } from './check-in-routes';
export { createCheckInService } from './check-in-service';
export { checkInUsedOn, isNoShow, releaseNoShowSeats, slotHasEnded } from './no-shows';
