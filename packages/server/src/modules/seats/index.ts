export { assignSeat, prepareSeatReturn, seatLabelOf, slotUsesSeats } from './assign';
export { seatAvailability, type SlotSeatAvailability } from './availability';
export { roomsWithSeats } from './repository';
export { roomSeating } from './room-seating';
export { seatsRoutes } from './routes';
export { createSeatsService } from './service';
