export { calendarRoutes } from './calendar-routes';
export { createCalendarService } from './calendar-service';
