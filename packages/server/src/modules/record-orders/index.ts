export { checkVisitOrders } from './order-rules';
export { recordOrdersRoutes } from './routes';
export { createRecordOrdersService } from './service';
export {
  cancelUnitsOfTickets,
  eraseUnitsBefore,
  insertUnits,
  listUnitsOfTickets,
  moveUnitsToTicket,
} from './units';
