export {
  assignSeat,
  prepareSeatReturn,
  slotUsesSeats,
  unblockedSeatCounts,
  type SeatRequest,
} from './assign';
export { SEAT_HOLDING_TICKET } from './slot-repository';
export { seatsRoutes } from './routes';
export { createSeatsService, type SeatsService } from './service';
