export { openingRoutes, queuePassHeaders } from './routes';
export { openingTurnRefusal } from './guard';
