export { ticketExportRoutes } from './export-routes';
export { staffTicketRoutes } from './staff-routes';
