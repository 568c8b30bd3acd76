export { createWaitingListRoutes, waitingListRoutes } from './waiting-list-routes';
export { createWaitingListService } from './waiting-list-service';
