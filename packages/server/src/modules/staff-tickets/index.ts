export { ticketExportRoutes } from './export-routes';
export { staffTicketRoutes } from './staff-routes';
export { createTicketsService } from './staff-service';
