export { cartRoutes, createCartRoutes } from './cart-routes';
export { createToken, createCartService } from './cart-service';
export {
  listRoomSlotsWithCounts,
  lockSlotCapacity,
  readRoomRules,
  readSlotForHold,
  type SlotForHold,
} from './hold-repository';
export { lockPersonForBooking, lockPersonForWaitingList } from './person-lock';
export {
  cancelTickets,
  deleteCart,
  findOpenCart,
  insertBookedTicket,
  listBlacklistEntriesFor,
  listBookedRangesOfEmail,
  listBookedVisitsOfEmail,
  listCartTickets,
  listTicketViews,
  lockSlots,
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
} from './seats';
export { normalizeTicketRow, selectTicketViews, toTicket, type TicketView } from './ticket-view';
export { offerFreedSeats, passOnRunOutOffers } from './waiting-list-offers';
export {
  closeEntry,
  countOpenEntries,
  countOpenEntriesOfEmail,
  eraseWaitingListBefore,
  findEntryByToken,
  insertEntry,
  listEntriesOfSlot,
  lockCartRow,
  lockEntry,
  markOfferTaken,
  positionInLine,
  slotOfRoomExists,
  type EntryView,
} from './waiting-list-repository';
