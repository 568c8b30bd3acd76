export {
  assignSeat,
  prepareSeatReturn,
  seatLabelOf,
  slotUsesSeats,
  unblockedSeatCounts,
} from './assign';
export { seatAvailability, type SlotSeatAvailability } from './availability';
export { roomsWithSeats } from './repository';
export { roomSeating } from './room-seating';
export { SEAT_HOLDING_TICKET } from './slot-repository';
export { seatsRoutes } from './routes';
export { createSeatsService, type SeatsService } from './service';
