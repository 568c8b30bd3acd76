export { openingRoutes, queuePassHeaders } from './routes';
export { openingTurnRefusal } from './guard';
export { drawDueOpenings } from './draw';
export { eraseOpeningKeysBefore } from './repository';
