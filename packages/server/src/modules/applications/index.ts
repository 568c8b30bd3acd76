export { checkBookingApplication, type BookingApplication } from './booking-gate';
export { applicationsRoutes } from './routes';
export { applicationsOfReader } from './reader-data';
export { eraseEndedApplications } from './retention';
