export { waitingListRoutes } from './waiting-list-routes';
export { createWaitingListService } from './waiting-list-service';
export { cartOffers, offerFreedSeats, passOnRunOutOffers } from './offers';
export { eraseWaitingListBefore, markOfferTaken } from './repository';
