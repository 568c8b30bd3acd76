export { timeSlotsRoutes } from './routes';
