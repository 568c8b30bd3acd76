export { holidayDatesBetween } from './dates';
export { holidaysRoutes } from './routes';
