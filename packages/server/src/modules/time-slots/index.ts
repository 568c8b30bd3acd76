export { timeSlotsRoutes } from './routes';
export { createTimeSlotsService } from './service';
