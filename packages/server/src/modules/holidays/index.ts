export { holidayDatesBetween } from './dates';
export { holidaysRoutes } from './routes';
export { createHolidaysService } from './service';
