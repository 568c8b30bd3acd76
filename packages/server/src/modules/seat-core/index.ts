export { countHeldSeats, findCartClientKey, type HeldSeats } from './held-seats';
export {
  claimLock,
  lockCart,
  lockPersonForBooking,
  lockPersonForWaitingList,
  lockSlots,
} from './lock-order';
export {
  cancelTickets,
  deleteCart,
  findOpenCart,
  listBookedRangesOfEmail,
  listBookedVisitsOfEmail,
  listCartTickets,
  listTicketViews,
  markCartBooked,
  setTicketBooked,
  slotIdsOfTickets,
  ticketsWithIds,
  type CartRow,
  type CartTicket,
  type TicketOwnerValues,
} from './repository';
export {
  decidePendingTickets,
  markTicketsPending,
  pendingTicketsOf,
  setTicketApplicationValues,
  unlinkApplications,
  type TicketApplicationValues,
} from './pending-tickets';
export { readRoomRules } from './room-rules';
export { roomRuleClock } from './rule-context';
export type { SeatChoice } from './seat-choice';
export {
  activeTicketCountOf,
  countActiveTickets,
  countActiveTicketsOfRoom,
  countAllTicketsOfSlot,
  countBookedFrom,
  deleteTicketsOfRoom,
} from './seat-counts';
export {
  holdStartStatement,
  listRoomSlotsWithCounts,
  readSlotForHold,
  type SlotForHold,
} from './slot-reads';
export { findRoomSlotsAt, listBookedStayDays, maxStayDaysOf, setStayOfTickets } from './stays';
export { takeSeat, type SeatExecutor, type SeatOutcome } from './take-seat';
export { markTicketArrived, releaseSeatsWhere, unmarkTicketArrived } from './ticket-check-in';
export { normalizeTicketRow, selectTicketViews, toTicket, type TicketView } from './ticket-view';
export { createToken } from './token';
export { cancelGroupSeats, takeGroupSeats } from './group-seats';
