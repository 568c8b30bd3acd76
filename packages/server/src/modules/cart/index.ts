export { createCartRoutes } from './cart-routes';
export { createCartService, type CartService } from './cart-service';
export type { CartOffers } from './cart-offers';
export { createToken } from './token';
export { takeSeat, type SeatHolder, type SeatOutcome, type SeatRequest } from './take-seat';
export {
  claimLock,
  LOCK_ORDER,
  LockOrderError,
  lockCart,
  lockPersonForBooking,
  lockPersonForWaitingList,
  lockSlots,
  type LockKind,
} from './lock-order';
export { readRoomRules, type RoomRules } from './room-rules';
export { listRoomSlotsWithCounts, readSlotForHold, type SlotForHold } from './slot-reads';
export { parseSlotRow, type SlotRow } from './slot-row';
export {
  cancelTickets,
  deleteCart,
  findOpenCart,
  listBlacklistEntriesFor,
  listBookedRangesOfEmail,
  listBookedVisitsOfEmail,
  listCartTickets,
  listTicketViews,
  markCartBooked,
  setTicketBooked,
  slotIdsOfTickets,
  ticketsWithIds,
  type CartTicket,
  type TicketOwnerValues,
} from './repository';
export { roomRuleClock } from './rule-context';
export {
  activeTicketCountOf,
  countActiveTickets,
  countActiveTicketsOfRoom,
  countAllTicketsOfSlot,
  countBookedFrom,
  deleteTicketsOfRoom,
  holdsSeat,
} from './seats';
export { markTicketArrived, releaseSeatsWhere, unmarkTicketArrived } from './ticket-check-in';
export { normalizeTicketRow, selectTicketViews, toTicket, type TicketView } from './ticket-view';
